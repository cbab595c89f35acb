import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { promisify } from "node:util";
import { freePort } from "./server-process";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (Debian's postgresql-common tools), which the test may
 * stop and start: the shared cluster of TEST_DATABASE_URL must never be stopped. Needs root
 * (the tools run as the postgres user) and is only used when TEST_DATABASE_URL says that
 * PostgreSQL tests are wanted.
 */
export interface ScratchCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and deletes the cluster. */
  drop(): Promise<void>;
}

export function scratchClusterAvailable(): boolean {
  return (
    Boolean(process.env.TEST_DATABASE_URL) &&
    process.getuid?.() === 0 &&
    existsSync("/usr/bin/pg_createcluster") &&
    existsSync("/usr/lib/postgresql")
  );
}

export async function createScratchCluster(): Promise<ScratchCluster> {
  const version = readdirSync("/usr/lib/postgresql").sort().at(-1)!;
  const name = `test_${randomBytes(4).toString("hex")}`;
  const port = await freePort();
  const password = randomBytes(12).toString("hex");
  await run("pg_createcluster", [version, name, "-p", String(port), "--start"]);
  const drop = async () => {
    await run("pg_dropcluster", [version, name, "--stop"]);
  };
  try {
    const sql = `CREATE ROLE outage LOGIN SUPERUSER PASSWORD '${password}'`;
    await run("runuser", ["-u", "postgres", "--", "psql", "-q", "-p", String(port), "-c", sql]);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    url: `postgres://outage:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await run("pg_ctlcluster", [version, name, "stop", "-m", "fast"]);
    },
    start: async () => {
      await run("pg_ctlcluster", [version, name, "start"]);
    },
    drop,
  };
}
