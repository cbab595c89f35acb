import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software passkey for server tests: answers WebAuthn registration and authentication
 * options exactly as a browser with a platform authenticator would (attestation "none",
 * ES256, user present and verified), so the whole ceremony runs through `inject`.
 */

type Cbor = number | string | Uint8Array | { [key: string]: Cbor } | Map<number | string, Cbor>;

function head(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 256) return Uint8Array.of((major << 5) | 24, length);
  return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
}

/** The few CBOR types an attestation object needs. */
function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** How one answer departs from a well-behaved authenticator (for tests of refusals). */
export interface Tweak {
  /** false: the authenticator says the user was present but not verified (no UV flag). */
  userVerified?: boolean;
  /** The signature counter to report instead of the next one (a replay, or a clone's). */
  counter?: number;
}

export interface SoftPasskey {
  id: string;
  register(options: { challenge: string; rp: { id?: string } }, origin: string, tweak?: Tweak): Record<string, unknown>;
  authenticate(
    options: { challenge: string; rpId?: string },
    origin: string,
    userHandle?: string,
    tweak?: Tweak,
  ): Record<string, unknown>;
  /** The counter the last answer reported. */
  readonly counter: number;
}

export function softPasskey(): SoftPasskey {
  const rawId = randomBytes(16);
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" }) as {
    privateKey: KeyObject;
    publicKey: KeyObject;
  };
  const jwk = publicKey.export({ format: "jwk" });
  const cose = new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]);
  let counter = 0;
  const clientData = (type: string, challenge: string, origin: string) =>
    JSON.stringify({ type, challenge, origin, crossOrigin: false });
  const count = (tweak: Tweak = {}) => {
    const bytes = Buffer.alloc(4);
    if (tweak.counter === undefined) counter += 1;
    bytes.writeUInt32BE(tweak.counter ?? counter);
    return bytes;
  };
  // Flags: user present (0x01), user verified (0x04).
  const flags = (tweak: Tweak = {}) => 0x01 | (tweak.userVerified === false ? 0 : 0x04);
  return {
    id: b64url(rawId),
    get counter() {
      return counter;
    },
    register(options, origin, tweak) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      // With attested credential data (0x40).
      const authData = Buffer.concat([
        sha256(options.rp.id ?? ""),
        Uint8Array.of(flags(tweak) | 0x40),
        count(tweak),
        Buffer.alloc(16),
        idLength,
        rawId,
        cbor(cose),
      ]);
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    authenticate(options, origin, userHandle, tweak) {
      const authData = Buffer.concat([sha256(options.rpId ?? ""), Uint8Array.of(flags(tweak)), count(tweak)]);
      const json = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(json)]), privateKey);
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(json),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
