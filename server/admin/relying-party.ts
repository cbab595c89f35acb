import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PasskeyRow } from "../db";

/**
 * The WebAuthn relying party of this site, from SITE_URL at run time: its host name is the
 * relying party ID and its origin the only origin a passkey answer may come from. Locally that
 * is http://localhost:PORT (browsers refuse IP addresses as relying parties).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: url.hostname };
}

/** Passkeys must verify the person (fingerprint, face, PIN), not only their presence. */
const USER_VERIFICATION = "required" as const;

export function transportsOf(row: PasskeyRow): AuthenticatorTransport[] {
  return JSON.parse(row.transports) as AuthenticatorTransport[];
}

export async function registrationOptions(
  rp: RelyingParty,
  operator: { id: string; email: string },
  existing: readonly PasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: operator.email,
    userID: new TextEncoder().encode(operator.id),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
  });
}

/** The new passkey, or undefined when the answer does not verify. */
export async function verifyRegistration(rp: RelyingParty, response: RegistrationResponseJSON, expectedChallenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** Sign-in with a discoverable passkey: the browser offers the ones it has for this site. */
export async function authenticationOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: USER_VERIFICATION });
}

/** The passkey's new signature counter, or undefined when the answer does not verify. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: PasskeyRow,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
