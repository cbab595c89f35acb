import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { startingOn } from "./databases";

/**
 * The real server (server/server.ts) as a separate process on a free loopback port, for the
 * crash test and the bench. Started with `node --import tsx`, not the tsx CLI: the CLI runs the
 * server in a grandchild that a SIGKILL to the CLI would leave running. With `entry`, plain
 * `node` runs that compiled server instead (build/server/server.js, as in production).
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
  /** SIGTERM (graceful) and wait. */
  stop(): Promise<number | null>;
  /** Milliseconds from spawn to the first 200 on /healthz. */
  startMs: number;
}

export interface ServerProcessOptions {
  /** A compiled server entry (e.g. build/server/server.js) run with plain `node`, no tsx. */
  entry?: string;
  /** How often /healthz is polled while starting (the cold-start bench polls often). */
  pollMs?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function startServerProcess(
  env: Record<string, string>,
  port?: number,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  // The server migrates as it starts: on PostgreSQL, with the other tests' schemas kept meanwhile.
  return startingOn(env.DATABASE_URL, () => spawnServer(env, port, options));
}

async function spawnServer(
  env: Record<string, string>,
  port: number | undefined,
  { entry, pollMs = 100 }: ServerProcessOptions,
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, entry ? [entry] : ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", ...env, PORT: String(listenPort) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const [code] = (await once(child, "exit")) as [number | null];
    return code;
  };
  const origin = `http://127.0.0.1:${listenPort}`;
  // Generous: under a loaded CI machine tsx takes a while to compile the server on first start.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const startMs = performance.now() - started;
  return {
    startMs,
    child,
    port: listenPort,
    origin,
    exited,
    async stop() {
      child.kill("SIGTERM");
      return exited();
    },
  };
}
