/**
 * Processes one image file as an upload would, in a process of its own, and prints its peak
 * resident memory (server/media/memory.test.ts): `tsx test/support/media-memory.ts FILE TYPE`.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { processImage } from "../../server/media/process";

const [file, type] = process.argv.slice(2);
const bytes = readFileSync(file!);
sharp.concurrency(1);
const processed = await processImage(bytes, type!, { x: 0.5, y: 0.5 }, "img-0000000000000000");
process.stdout.write(
  `${JSON.stringify({ variants: processed.variants.length, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
);
