import { once } from "node:events";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { TIMEOUTS } from "./timeouts";

/** Slow clients against a listening app with short deadlines: each is answered 408 or cut off. */

const SHORT = { headersMs: 300, requestMs: 600, idleMs: 2_000, keepAliveMs: 200, checkIntervalMs: 50 };
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({}, { timeouts: SHORT });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** Opens a connection, writes `first`, then trickles `trickle` a byte at a time; resolves with what came back. */
async function slowClient(first: string, trickle = "", everyMs = 100): Promise<{ answer: string; closed: boolean }> {
  const socket: Socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.write(first);
  let closed = false;
  socket.on("close", () => (closed = true));
  for (const char of trickle) {
    if (closed) break;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    if (!closed) socket.write(char);
  }
  if (!closed) await Promise.race([once(socket, "close"), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  socket.destroy();
  return { answer, closed };
}

describe("slow clients", () => {
  it("a request whose headers never end is answered 408 and closed", async () => {
    const { answer, closed } = await slowClient("GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closed).toBe(true);
  });

  it("a body trickled slower than the request deadline is answered 408 and closed", async () => {
    const head = "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n";
    const { answer, closed } = await slowClient(head, "a".repeat(100));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closed).toBe(true);
  });

  it("an idle kept-alive connection is closed", async () => {
    const { answer, closed } = await slowClient("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closed).toBe(true);
  });
});

describe("the production deadlines", () => {
  it("are set on the server (see docs/operations.md)", async () => {
    const app = await startTestApp();
    try {
      const server = app.app.server;
      expect(server.headersTimeout).toBe(TIMEOUTS.headersMs);
      expect(server.requestTimeout).toBe(TIMEOUTS.requestMs);
      expect(server.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
      expect(server.timeout).toBe(TIMEOUTS.idleMs);
      expect(TIMEOUTS.headersMs).toBeLessThanOrEqual(TIMEOUTS.requestMs);
    } finally {
      await app.close();
    }
  });
});
