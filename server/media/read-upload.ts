import type { Readable } from "node:stream";
import { MediaError } from "./process";

/**
 * Reads an upload's body with a hard limit: a declared length over it is refused before a byte
 * is read, and a body that turns out longer is cut off as soon as it passes the limit. With a
 * declared length the bytes go straight into one buffer of that size (held once, never copied).
 */
export async function readUpload(stream: Readable, declaredLength: string | undefined, limit: number): Promise<Buffer> {
  const declared = declaredLength === undefined ? undefined : Number(declaredLength);
  if (declared !== undefined && (!Number.isSafeInteger(declared) || declared > limit)) {
    stream.resume();
    throw new MediaError("media-too-large");
  }
  const target = declared !== undefined ? Buffer.allocUnsafe(declared) : undefined;
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (received + chunk.length > (declared ?? limit)) {
      stream.destroy();
      throw new MediaError("media-too-large");
    }
    if (target) chunk.copy(target, received);
    else chunks.push(chunk);
    received += chunk.length;
  }
  if (target) return received === declared ? target : target.subarray(0, received);
  return Buffer.concat(chunks, received);
}
