import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { drainBody } from "./drain";

/**
 * drainBody reads off what is left of a refused body (up to a limit) before the refusal goes
 * out. A PassThrough stands in for the request's body, so the test decides chunk by chunk
 * what has arrived.
 */

function body(): { stream: PassThrough; request: IncomingMessage } {
  const stream = new PassThrough();
  return { stream, request: stream as unknown as IncomingMessage };
}

/** Listeners by event, to check that drainBody leaves none of its own behind. */
function listeners(stream: PassThrough): Record<string, number> {
  return Object.fromEntries(stream.eventNames().map((name) => [String(name), stream.listenerCount(name)]));
}

/** Lets the stream deliver what was written (data events are emitted on later ticks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("drainBody", () => {
  it("reads a body of up to the limit to its end before it resolves", async () => {
    const { stream, request } = body();
    let drained = false;
    const done = drainBody(request, 100).then(() => (drained = true));
    stream.write(Buffer.alloc(60));
    stream.write(Buffer.alloc(40));
    await settle();
    // Exactly 100 bytes so far: within the limit, so it waits for the rest.
    expect(drained).toBe(false);
    expect(stream.readableLength).toBe(0);
    stream.end();
    await done;
    expect(stream.readableEnded).toBe(true);
  });

  it("stops once more than the limit has arrived: resolves, pauses the body and reads no more of it", async () => {
    const { stream, request } = body();
    const done = drainBody(request, 100);
    stream.write(Buffer.alloc(60));
    stream.write(Buffer.alloc(41));
    await done;
    expect(stream.isPaused()).toBe(true);
    stream.write(Buffer.alloc(10));
    await settle();
    expect(stream.readableLength).toBe(10);
    expect(stream.readableEnded).toBe(false);
  });

  it("resolves when the client goes away in the middle of the body, with or without an error", async () => {
    const closed = body();
    const first = drainBody(closed.request, 100);
    closed.stream.write(Buffer.alloc(10));
    await settle();
    closed.stream.destroy();
    await first;

    const failed = body();
    const second = drainBody(failed.request, 100);
    failed.stream.write(Buffer.alloc(10));
    await settle();
    failed.stream.destroy(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    await second;
    expect(failed.stream.destroyed).toBe(true);
  });

  it("reads on a body its reader had paused", async () => {
    const { stream, request } = body();
    stream.pause();
    stream.end(Buffer.alloc(30));
    await drainBody(request, 100);
    expect(stream.readableEnded).toBe(true);
  });

  it("resolves at once for a body already read or a request already gone", async () => {
    const read = body();
    read.stream.resume();
    read.stream.end(Buffer.alloc(5));
    await settle();
    expect(read.stream.readableEnded).toBe(true);
    await drainBody(read.request, 100);

    const gone = body();
    gone.stream.destroy();
    await drainBody(gone.request, 100);
  });

  it("leaves no listener of its own on the request, however it ends", async () => {
    const ends: ((stream: PassThrough) => void)[] = [
      (stream) => stream.end(Buffer.alloc(50)),
      (stream) => stream.write(Buffer.alloc(101)),
      (stream) => stream.destroy(),
      (stream) => stream.destroy(new Error("reset")),
    ];
    for (const end of ends) {
      const { stream, request } = body();
      // Someone else's listeners stay.
      const theirs = () => undefined;
      stream.on("error", theirs).on("close", theirs);
      const before = listeners(stream);
      const done = drainBody(request, 100);
      end(stream);
      await done;
      expect(listeners(stream)).toEqual(before);
    }
  });
});
