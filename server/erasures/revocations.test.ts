import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSOLE_ORIGIN, ConsoleBrowser, enrolledFromShell } from "../../test/support/console-browser";
import { makeTempDir, SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { softPasskey, type SoftPasskey } from "../../test/support/soft-passkey";
import { main } from "../cli/inbox";

/**
 * M6 (docs/decisions/028-security-m4-m6.md): a restore never undoes a revocation. A passkey
 * removed, an owner demoted and the booking feed renewed after a backup stay so once that
 * backup is restored (`inbox restore`), and the command says what it re-applied. Through the
 * real console and the real command line.
 */

async function inbox(env: Record<string, string>, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(
    argv,
    { NODE_ENV: "test", ...env },
    (text) => (out += `${text}\n`),
    (text) => (err += `${text}\n`),
  );
  return { code, out, err };
}

describe("a restore keeps every revocation", () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let app: TestApp | undefined;
  let env: Record<string, string>;
  const current = () => app!;

  beforeEach(async () => {
    temp = await makeTempDir("restore-revocations-");
    env = { DATABASE_URL: `file:${join(temp.dir, "site.db")}`, SITE_URL };
    app = await startTestApp({}, { dir: temp.dir });
  });
  afterEach(async () => {
    await app?.app.close();
    await temp.remove();
  });

  async function signIn(key: SoftPasskey) {
    const browser = new ConsoleBrowser(current);
    const { challengeId, options } = (await browser.post("/api/admin/sign-in/options")).json();
    const answer = await browser.post("/api/admin/sign-in/verify", {
      challengeId,
      response: key.authenticate(options, CONSOLE_ORIGIN),
    });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  }

  it("a passkey removed, an owner demoted and the feed renewed after the backup stay so after restoring it", async () => {
    const owner = await enrolledFromShell(current, app!.app.db, "owner@nordlegend.se");
    const olga = await enrolledFromShell(current, app!.app.db, "olga@nordlegend.se");
    expect((await inbox(env, "operator", "role", "olga@nordlegend.se", "owner")).code).toBe(0);
    const bob = await enrolledFromShell(current, app!.app.db, "bob@nordlegend.se");
    // Bob adds a laptop's passkey (his session is fresh from enrolling).
    const laptop = softPasskey();
    const options = (await bob.browser.post("/api/admin/passkeys/options")).json();
    const added = await bob.browser.post("/api/admin/passkeys", {
      challengeId: options.challengeId,
      name: "laptop",
      response: laptop.register(options.options, CONSOLE_ORIGIN),
    });
    expect(added.statusCode, added.body).toBe(201);
    const leakedFeed = (await owner.browser.get("/api/admin/booking-settings")).json().feedUrl as string;
    const feedPath = (url: string) => new URL(url).pathname;
    expect((await app!.app.inject({ method: "GET", url: feedPath(leakedFeed) })).statusCode).toBe(200);

    const backupFile = join(temp.dir, "before.db");
    expect((await inbox(env, "backup", backupFile)).code).toBe(0);

    // After the backup: the laptop is stolen, olga leaves the owners, the feed address leaked.
    expect((await bob.browser.delete(`/api/admin/passkeys/${laptop.id}`)).statusCode).toBe(200);
    expect((await signIn(laptop)).body).toEqual({ error: "passkey-unknown" });
    const olgaRow = await app!.app.db
      .selectFrom("operators")
      .select("id")
      .where("email", "=", "olga@nordlegend.se")
      .executeTakeFirstOrThrow();
    expect((await owner.browser.post(`/api/admin/operators/${olgaRow.id}/role`, { role: "editor" })).statusCode).toBe(200);
    const renewed = await owner.browser.post("/api/admin/booking-settings/feed");
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await app!.app.inject({ method: "GET", url: feedPath(leakedFeed) })).statusCode).toBe(404);
    await app!.app.close();
    app = undefined;

    const restored = await inbox(env, "restore", backupFile);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(
      "Revocations re-applied: 1 removed passkey(s) removed again; 1 role change(s) made again (olga@nordlegend.se is an editor); the booking feed's address was renewed after this backup, so it is renewed again",
    );

    app = await startTestApp({}, { dir: temp.dir });
    // The stolen laptop's key signs in no more.
    expect(await signIn(laptop)).toEqual({ status: 401, body: { error: "passkey-unknown" } });
    // Bob's own key still does; olga is an editor.
    expect(await signIn(bob.key)).toEqual({ status: 200, body: { email: "bob@nordlegend.se", role: "operator" } });
    expect(await signIn(olga.key)).toEqual({ status: 200, body: { email: "olga@nordlegend.se", role: "editor" } });
    // The leaked feed address is dead, and so is the one renewed after the backup (not in it):
    // the console shows a new one that works.
    expect((await app.app.inject({ method: "GET", url: feedPath(leakedFeed) })).statusCode).toBe(404);
    expect((await app.app.inject({ method: "GET", url: feedPath(renewed.json().feedUrl) })).statusCode).toBe(404);
    const signedIn = new ConsoleBrowser(current);
    const { challengeId, options: again } = (await signedIn.post("/api/admin/sign-in/options")).json();
    await signedIn.post("/api/admin/sign-in/verify", { challengeId, response: owner.key.authenticate(again, CONSOLE_ORIGIN) });
    const feedNow = (await signedIn.get("/api/admin/booking-settings")).json().feedUrl as string;
    expect(feedNow).not.toBe(leakedFeed);
    expect((await app.app.inject({ method: "GET", url: feedPath(feedNow) })).statusCode).toBe(200);

    // The audit log names what the restore re-applied.
    const audit = await inbox(env, "audit");
    expect(audit.out).toMatch(/passkey-removed/);
  });
});
