import { spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Another process holding SQLite's write lock (`BEGIN IMMEDIATE`), as the `inbox` command or a
 * backup would: resolves once the lock is held; `release()` rolls back and ends the process.
 */
export interface SqliteLockHolder {
  release(): Promise<void>;
}

const HOLDER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.pragma("busy_timeout = 5000");
db.pragma("journal_mode = WAL");
db.exec("BEGIN IMMEDIATE");
process.stdout.write("locked\\n");
process.stdin.on("data", () => {});
process.stdin.on("end", () => { db.exec("ROLLBACK"); db.close(); process.exit(0); });
`;

export async function holdSqliteWriteLock(path: string): Promise<SqliteLockHolder> {
  const child = spawn(process.execPath, ["-e", HOLDER, path], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return {
    async release() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.stdin.end();
      await exited;
    },
  };
}
