import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../../test/support/enquiry-app";

// L16 (docs/decisions/028-security-m4-m6.md): an image at the limits (50 megapixels, here as
// a 3125×16000 strip, the shape that cost about 0.8 GB before the master's height was capped)
// is processed, in a process of its own, within a memory bound a 512 MB container survives.

const run = promisify(execFile);
const BOUND_MB = 400;

describe("processing an image at the limits", () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir("media-memory-");
  });
  afterAll(async () => temp.remove());

  it.each([
    [3125, 16000],
    [7071, 7071],
  ])(
    `a %i×%i PNG peaks under ${BOUND_MB} MB`,
    async (width, height) => {
      const file = join(temp.dir, `${width}x${height}.png`);
      await writeFile(
        file,
        await sharp({ create: { width, height, channels: 3, background: "#336699" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
      const { stdout } = await run(process.execPath, ["--import", "tsx", "test/support/media-memory.ts", file, "image/png"], {
        cwd: join(import.meta.dirname, "../.."),
      });
      const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as { variants: number; maxRssMB: number };
      expect(result.variants).toBeGreaterThan(0);
      expect(result.maxRssMB).toBeLessThan(BOUND_MB);
    },
    120_000,
  );
});
