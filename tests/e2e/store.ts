import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { listSubmissions, openDatabase, type Submission } from "../../server/db";

/** A unique visitor address per test, so tests find their own submission and mail. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The stored submission(s) for an email address, as the operator would see them (waits for the commit). */
export async function storedSubmissions(email: string, count = 1): Promise<Submission[]> {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    let found: Submission[] = [];
    await expect
      .poll(async () => {
        found = await listSubmissions(db, { email });
        return found.length;
      })
      .toBe(count);
    return found;
  } finally {
    await db.destroy();
  }
}

/** The sender's confirmation (docs/decisions/011-spam-defence.md) carries this header; the owner's mail does not. */
const AUTO_REPLY = /^Auto-Submitted: auto-replied\r?$/im;

/** The raw messages the test SMTP server received that mention the text (waits for the outbox); confirmations to the sender apart. */
export async function mailsMentioning(text: string, count = 1): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = readdirSync(dir)
          .map((name) => readFileSync(path.join(dir, name), "utf8"))
          .filter((message) => message.includes(text) && !AUTO_REPLY.test(message));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}

/** The confirmations the test SMTP server received for a sender's address (waits for the outbox). */
export async function confirmationsTo(email: string, count = 1): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = readdirSync(dir)
          .map((name) => readFileSync(path.join(dir, name), "utf8"))
          .filter((message) => AUTO_REPLY.test(message) && message.includes(`\nTo: ${email}\r\n`));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}
