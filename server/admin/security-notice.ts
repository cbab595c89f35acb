import type { Kysely } from "kysely";
import { consoleCopy } from "~/content/console";
import { BOOKING_TIME_ZONE } from "../booking/zone";
import type { Database, OperatorRole } from "../db";

// The notices name the console's own buttons, in its words.
const SV = consoleCopy.sv;
const EN = consoleCopy.en;
const SV_SIGN_OUT = `"${SV.account.signOutEverywhere}" med "${SV.security.removeRecent}"`;
const EN_SIGN_OUT = `"${EN.account.signOutEverywhere}" with "${EN.security.removeRecent}"`;

/**
 * Security notices (docs/decisions/016-step-up-and-security-notices.md): an email to the
 * operator whenever a passkey is added to or removed from their account, their role changes,
 * or someone signs in to it with an emailed link; when the account is an owner's, to every
 * other owner too. Each says what happened, when, and how to undo it. Operators have no stored
 * language, so every notice is in Swedish and English.
 */
export type SecurityEvent =
  | { kind: "passkey-added"; name: string; waiting: boolean }
  | { kind: "passkey-removed"; name: string }
  /** `by`: the owner's address, or "cli" for the server's command line. */
  | { kind: "role-changed"; role: OperatorRole; by: string }
  | { kind: "email-link-sign-in" };

export interface SecurityNotice {
  subject: string;
  text: string;
}

/** What a passkey name (typed by whoever added it) may show in a notice: one plain line. */
function plain(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").trim();
}

// The owners read these in Sweden: Swedish wall-clock time, with the zone's abbreviation (CET or
// CEST) so a reader abroad can still place it. Same zone as the booking rules (server/booking/zone.ts).
const STAMP = new Intl.DateTimeFormat("sv-SE", {
  timeZone: BOOKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

function stamp(at: Date): string {
  return STAMP.format(at);
}

const SV_ROLE: Record<OperatorRole, string> = { owner: "ägare", operator: "operatör", editor: "redaktör" };

function swedish(account: string, event: SecurityEvent, at: string, console: string): { what: string; undo: string } {
  switch (event.kind) {
    case "passkey-added":
      return {
        what: `En nyckel (passkey) med namnet "${plain(event.name)}" lades till för kontot ${account} ${at}.${
          event.waiting
            ? " Den lades till utan kontroll med en befintlig nyckel, så den godtas för känsliga åtgärder först efter 24 timmar, om inte en ägare eller kommandoraden bekräftar den."
            : ""
        }`,
        undo: `Var det inte du? Logga in på ${console} med en nyckel du litar på, ta bort nyckeln under ${SV.nav.account} och välj ${SV_SIGN_OUT}. Kan du inte logga in: be en annan ägare ta bort kontot, eller kör på servern: npm run inbox -- operator revoke ${account}`,
      };
    case "passkey-removed":
      return {
        what: `Nyckeln (passkey) "${plain(event.name)}" togs bort från kontot ${account} ${at}.`,
        undo: `Var det inte du? Logga in på ${console}, välj "${SV.account.signOutEverywhere}" och lägg till nyckeln igen. Kan du inte logga in: be en ägare om en ny inbjudan, eller kör på servern: npm run inbox -- operator invite ${account}`,
      };
    case "role-changed":
      return {
        what: `Kontot ${account} fick rollen ${SV_ROLE[event.role]} ${at} (ändrat av ${event.by === "cli" ? "kommandoraden på servern" : event.by}).`,
        undo: `Var det inte överenskommet? En ägare kan ändra tillbaka rollen under ${SV.nav.account} på ${console}, eller kör på servern: npm run inbox -- operator role ${account} ${event.role === "owner" ? "operator" : "owner"}`,
      };
    case "email-link-sign-in":
      return {
        what: `Någon loggade in på kontot ${account} med en inloggningslänk från e-post ${at}.`,
        undo: `Var det inte du? Då kan någon läsa din e-post. Logga in på ${console} med din nyckel, välj ${SV_SIGN_OUT} och skydda din e-post (byt lösenord).`,
      };
  }
}

function english(account: string, event: SecurityEvent, at: string, console: string): { what: string; undo: string } {
  switch (event.kind) {
    case "passkey-added":
      return {
        what: `A passkey named "${plain(event.name)}" was added to the account ${account} at ${at}.${
          event.waiting
            ? " It was added without a check with an existing passkey, so it passes the check for sensitive actions only after 24 hours, unless an owner or the command line confirms it."
            : ""
        }`,
        undo: `Not you? Sign in at ${console} with a passkey you trust, remove the passkey under ${EN.nav.account}, and choose ${EN_SIGN_OUT}. If you cannot sign in, ask another owner to remove the account, or run on the server: npm run inbox -- operator revoke ${account}`,
      };
    case "passkey-removed":
      return {
        what: `The passkey "${plain(event.name)}" was removed from the account ${account} at ${at}.`,
        undo: `Not you? Sign in at ${console}, choose "${EN.account.signOutEverywhere}" and add the passkey again. If you cannot sign in, ask an owner for a new invitation, or run on the server: npm run inbox -- operator invite ${account}`,
      };
    case "role-changed":
      return {
        what: `The account ${account} was given the role ${event.role} at ${at} (changed by ${event.by === "cli" ? "the command line on the server" : event.by}).`,
        undo: `Not agreed? An owner can change the role back under ${EN.nav.account} at ${console}, or run on the server: npm run inbox -- operator role ${account} ${event.role === "owner" ? "operator" : "owner"}`,
      };
    case "email-link-sign-in":
      return {
        what: `Someone signed in to the account ${account} with an emailed sign-in link at ${at}.`,
        undo: `Not you? Then someone can read your email. Sign in at ${console} with your passkey, choose ${EN_SIGN_OUT}, and secure your mailbox (change its password).`,
      };
  }
}

const SUBJECTS: Record<SecurityEvent["kind"], string> = {
  "passkey-added": "Ny nyckel på ditt konto / A passkey was added to your account",
  "passkey-removed": "En nyckel togs bort / A passkey was removed",
  "role-changed": "Din roll ändrades / Your role changed",
  "email-link-sign-in": "Inloggning med e-postlänk / Sign-in with an emailed link",
};

/** The notice about one event on one operator's account. */
export function securityNotice(siteUrl: string, account: string, event: SecurityEvent, at: Date): SecurityNotice {
  const console = `${siteUrl}/admin/account`;
  const sv = swedish(account, event, stamp(at), console);
  const en = english(account, event, stamp(at), console);
  return {
    subject: `[${new URL(siteUrl).hostname}] ${SUBJECTS[event.kind]}`,
    text: [
      sv.what,
      "",
      sv.undo,
      "",
      "Det här meddelandet skickas vid varje sådan ändring, till kontot och, för en ägare, till de andra ägarna.",
      "",
      "---",
      "",
      en.what,
      "",
      en.undo,
      "",
      "This notice is sent on every such change, to the account and, for an owner, to the other owners.",
    ].join("\n"),
  };
}

/**
 * Who is told about an event on `account`: the account itself and, when it is (or was, for a
 * role change) an owner's, every other active owner.
 */
export async function noticeRecipients(
  db: Kysely<Database>,
  account: { id: string; email: string; role: OperatorRole },
  event: SecurityEvent,
): Promise<string[]> {
  const ownerAccount = account.role === "owner" || (event.kind === "role-changed" && event.role === "owner");
  if (!ownerAccount) return [account.email];
  const owners = await db
    .selectFrom("operators")
    .select("email")
    .where("role", "=", "owner")
    .where("revoked_at", "is", null)
    .where("id", "!=", account.id)
    .orderBy("email")
    .execute();
  return [account.email, ...owners.map((row) => row.email)];
}

/** What sends the notices: the console's (or the shell's) nodemailer transport. */
export interface NoticeMailer {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/**
 * Sends the notice about one event to everyone who is told of it, one message per recipient so
 * a refused address does not hold back the others. A failure is reported by its SMTP code
 * only: a server's refusal text may quote the address.
 */
export async function sendSecurityNotices(options: {
  db: Kysely<Database>;
  mailer: NoticeMailer;
  from: string;
  siteUrl: string;
  account: { id: string; email: string; role: OperatorRole };
  event: SecurityEvent;
  at: Date;
  onFailure: (code: string | number | undefined) => void;
}): Promise<void> {
  const notice = securityNotice(options.siteUrl, options.account.email, options.event, options.at);
  for (const to of await noticeRecipients(options.db, options.account, options.event)) {
    await options.mailer
      .sendMail({ from: options.from, to, ...notice })
      .catch((error: unknown) => options.onFailure(smtpCode(error)));
  }
}

function smtpCode(error: unknown): string | number | undefined {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  return responseCode ?? code;
}
