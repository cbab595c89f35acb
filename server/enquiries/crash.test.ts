import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSubmission, openDatabase } from "../db";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { formBody, clientDirIn, makeTempDir, serverProcessEnv } from "../../test/support/enquiry-app";

/**
 * The fault test of enquiry durability: the real server process, killed with SIGKILL in the
 * middle of a burst of submissions, must still have every submission it acknowledged.
 */

const BURST = 300;
const CONCURRENCY = 8;
const KILL_AFTER_ACKS = 60;

let temp: Awaited<ReturnType<typeof makeTempDir>>;
const servers: ServerProcess[] = [];

function start(): Promise<ServerProcess> {
  return startServerProcess(
    serverProcessEnv(`file:${join(temp.dir, "site.db")}`, clientDirIn(temp.dir), { FORM_RATE_LIMIT: "100000" }),
  ).then((server) => (servers.push(server), server));
}

async function post(origin: string, payload: string): Promise<string> {
  const response = await fetch(`${origin}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: payload,
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  temp = await makeTempDir("capture-crash-");
});

afterAll(async () => {
  for (const server of servers)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited()));
  await temp.remove();
});

describe("SIGKILL during a burst", () => {
  it("loses no acknowledged submission", async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const client = async () => {
      while (next < BURST) {
        const n = next++;
        try {
          acknowledged.push(await post(server.origin, formBody("contact", { name: `Burst ${n}` })));
        } catch {
          // Refused or cut off by the kill: never acknowledged, so no visitor was told it arrived.
        }
        if (!killed && acknowledged.length >= KILL_AFTER_ACKS) {
          killed = true;
          server.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    await server.exited();
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.length).toBeLessThan(BURST);

    // The restarted server recovers the database and keeps taking submissions.
    const restarted = await start();
    expect(await post(restarted.origin, formBody("contact", { name: "After restart" }))).toMatch(/^[0-9a-f-]{36}$/);

    const db = openDatabase(`file:${join(temp.dir, "site.db")}`);
    try {
      const missing: string[] = [];
      for (const id of acknowledged) if (!(await getSubmission(db, id))) missing.push(id);
      expect(missing).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect(await restarted.stop()).toBe(0);
    // Two server starts and a burst: generous on a loaded CI machine.
  }, 120_000);
});
