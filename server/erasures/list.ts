import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { normalizeEmail } from "~/forms/email";

/**
 * The erasure list (docs/decisions/017-restores-and-erasures.md): what was deliberately removed,
 * kept where a restore cannot roll it back, so `inbox restore` can remove it again.
 *
 * - One row per erasure request (kind "address") and per operator removal (kind "operator"):
 *   the kind, when, and HMAC-SHA256 of the normalised address under a key of its own. The
 *   address itself is never stored, so the list names nobody to whoever reads it without the key.
 * - A small SQLite file of its own beside the database (ERASURE_LIST), never inside it: a
 *   backup copies the database file only, and a restore replaces only that file. The key is a
 *   second file (`<list>.key`), so a copy of the list alone cannot test addresses against it.
 * - Beside them, the revocations a restore must not undo (docs/decisions/028-security-m4-m6.md,
 *   M6): removed passkeys (HMAC of the credential id), role changes (HMAC of the address, and the
 *   new role) and renewed booking-feed addresses (HMAC of the new token).
 * - Rows older than the longest a backup can live (the policy's backup lifetime) are pruned:
 *   no backup that old exists any more, so nothing is left to re-apply them to.
 */

export type ErasureKind = "address" | "operator";

/** What else a restore re-applies (docs/decisions/028-security-m4-m6.md). */
export type RevocationKind = "passkey" | "role" | "feed";

export interface ErasureList {
  /** Where the list is (":memory:" when there is no file, as for an in-memory database). */
  readonly path: string;
  record(kind: ErasureKind, email: string, at: Date): void;
  /** An operator invited again: their earlier removal must not be re-applied by a restore. */
  forget(kind: ErasureKind, email: string): void;
  /** The latest time the address was erased (or the operator removed), as an ISO time. */
  lastAt(kind: ErasureKind, email: string): string | undefined;
  /** A passkey removed (by its operator, "sign out everywhere", or a removal): a restore deletes it again. */
  recordPasskeyRemoved(credentialId: string, at: Date): void;
  /** Whether the passkey with this credential id was removed (within the list's lifetime). */
  passkeyRemoved(credentialId: string): boolean;
  /** An operator's new role: a restore sets it again. */
  recordRole(email: string, role: string, at: Date): void;
  /** The operator's latest recorded role. */
  lastRole(email: string): { role: string; at: string } | undefined;
  /** The booking feed's new token (its hash only): a restore renews a feed whose token is not the latest. */
  recordFeedToken(token: string, at: Date): void;
  /** Whether feed tokens were recorded, and whether this token is the latest of them. */
  feedTokenState(token: string): "none-recorded" | "latest" | "outdated";
  /** Deletes rows older than `keepDays` days; returns how many went. */
  prune(now: Date, keepDays: number): number;
  size(): number;
  close(): void;
}

/** A new file, created empty with mode 0600 so it is never readable by others, not even for a moment. */
function createPrivateFile(path: string, content = ""): void {
  try {
    const fd = openSync(path, "wx", 0o600);
    try {
      if (content) writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

function loadKey(listPath: string): Buffer {
  if (listPath === ":memory:") return randomBytes(32);
  const keyPath = `${listPath}.key`;
  // "wx": two processes creating it at once both end up reading the one that won.
  createPrivateFile(keyPath, `${randomBytes(32).toString("hex")}\n`);
  const text = readFileSync(keyPath, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${keyPath} is not an erasure list key (64 hex digits)`);
  return Buffer.from(text, "hex");
}

export function openErasureList(path: string): ErasureList {
  const keyWasThere = path === ":memory:" || existsSync(`${path}.key`);
  if (path !== ":memory:") {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    createPrivateFile(path);
    chmodSync(path, 0o600);
  }
  const file = new SQLite(path);
  file.pragma("busy_timeout = 2000");
  file.pragma("secure_delete = ON");
  file.exec(`create table if not exists erasures (
    kind text not null,
    hash text not null,
    at text not null
  );
  create index if not exists erasures_hash on erasures (kind, hash);
  create table if not exists revocations (
    kind text not null,
    hash text not null,
    value text not null,
    at text not null
  );
  create index if not exists revocations_hash on revocations (kind, hash)`);
  // A list without its key matches nothing: a restore would silently re-apply nothing.
  const listed = () =>
    (file.prepare("select count(*) as n from erasures").get() as { n: number }).n +
    (file.prepare("select count(*) as n from revocations").get() as { n: number }).n;
  if (!keyWasThere && listed() > 0) {
    file.close();
    throw new Error(`${path}.key is missing: the erasure list cannot be matched without it (restore the key file)`);
  }
  const key = loadKey(path);
  const hash = (email: string) => createHmac("sha256", key).update(normalizeEmail(email), "utf8").digest("hex");
  // Credential ids and tokens are case-sensitive: hashed as they are, under their own prefix.
  const hashExact = (kind: RevocationKind, value: string) =>
    createHmac("sha256", key).update(`${kind}:${value}`, "utf8").digest("hex");
  const revoke = file.prepare("insert into revocations (kind, hash, value, at) values (?, ?, ?, ?)");
  const revoked = file.prepare(
    "select value, at from revocations where kind = ? and hash = ? order by at desc, rowid desc limit 1",
  );
  const latestOf = file.prepare("select hash from revocations where kind = ? order by at desc, rowid desc limit 1");
  const unrevoke = file.prepare("delete from revocations where kind = ? and hash = ?");
  const oldRevocations = file.prepare("delete from revocations where at < ?");
  const insert = file.prepare("insert into erasures (kind, hash, at) values (?, ?, ?)");
  const remove = file.prepare("delete from erasures where kind = ? and hash = ?");
  const latest = file.prepare("select max(at) as at from erasures where kind = ? and hash = ?");
  const old = file.prepare("delete from erasures where at < ?");
  const count = file.prepare("select count(*) as n from erasures");
  return {
    path,
    record(kind, email, at) {
      insert.run(kind, hash(email), at.toISOString());
    },
    forget(kind, email) {
      remove.run(kind, hash(email));
      // Invited again: the earlier account's role changes are not theirs to re-apply.
      if (kind === "operator") unrevoke.run("role", hash(email));
    },
    recordPasskeyRemoved(credentialId, at) {
      revoke.run("passkey", hashExact("passkey", credentialId), "", at.toISOString());
    },
    passkeyRemoved(credentialId) {
      return revoked.get("passkey", hashExact("passkey", credentialId)) !== undefined;
    },
    recordRole(email, role, at) {
      revoke.run("role", hash(email), role, at.toISOString());
    },
    lastRole(email) {
      const row = revoked.get("role", hash(email)) as { value: string; at: string } | undefined;
      return row && { role: row.value, at: row.at };
    },
    recordFeedToken(token, at) {
      revoke.run("feed", hashExact("feed", token), "", at.toISOString());
    },
    feedTokenState(token) {
      const latest = latestOf.get("feed") as { hash: string } | undefined;
      if (!latest) return "none-recorded";
      return latest.hash === hashExact("feed", token) ? "latest" : "outdated";
    },
    lastAt(kind, email) {
      return (latest.get(kind, hash(email)) as { at: string | null }).at ?? undefined;
    },
    prune(now, keepDays) {
      const before = new Date(now.getTime() - keepDays * 86_400_000).toISOString();
      return old.run(before).changes + oldRevocations.run(before).changes;
    },
    size() {
      return (count.get() as { n: number }).n;
    },
    close() {
      file.close();
    },
  };
}
