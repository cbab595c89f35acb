import type { IncomingMessage } from "node:http";

/**
 * Reads and discards what is left of a request body, up to `maxBytes`, before the server
 * answers it early (413). Answering and closing while the client, or nginx in front, is
 * still sending makes the kernel reset the connection, and the client then sees a reset or
 * nginx's 502 instead of the refusal page. Past `maxBytes` (or once the request deadline
 * ends the socket) it stops waiting: the answer goes out and the connection closes.
 */
export function drainBody(request: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    if (request.readableEnded || request.destroyed) return resolve();
    let seen = 0;
    const done = () => {
      request.off("data", onData);
      request.off("end", done);
      request.off("close", done);
      request.off("error", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        request.pause();
        done();
      }
    };
    request.on("data", onData);
    request.on("end", done);
    request.on("close", done);
    request.on("error", done);
    request.resume();
  });
}
