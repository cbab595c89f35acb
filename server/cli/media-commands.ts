/**
 * `inbox media …` (docs/decisions/024-media.md): the console's media library from the shell.
 * `add` refuses what the console refuses (the same processing), and also an image without alt
 * text in both languages unless `--decorative`; a refusal prints both languages and exits 1.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_ERRORS, MEDIA_MAX_BYTES } from "~/media/messages";
import { recordAudit } from "../db";
import { MediaError } from "../media/process";
import { addImage, listImages, MEDIA_DETAILS, removeImage } from "../media/service";
import type { CommandIo } from "./commands";
import { terminalSafe } from "./format";

export const MEDIA_USAGE = `  media add <file> --alt-sv TEXT --alt-en TEXT | --decorative
                              upload a JPEG, PNG, WebP or AVIF (20 MB at most); prints its id
  media list                  every image: id, size, alt texts, where it is used
  media remove <id>           remove an image no page uses`;

export class MediaUsageError extends Error {}

const BY_EXTENSION: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

export interface MediaOptions {
  "alt-sv"?: string;
  "alt-en"?: string;
  decorative?: boolean;
}

function refuse(io: CommandIo, error: unknown): number {
  if (!(error instanceof MediaError)) throw error;
  const message = MEDIA_ERRORS[error.code];
  io.out(`${message.en}\n${message.sv}`);
  return 1;
}

export async function runMediaCommand(args: string[], options: MediaOptions, io: CommandIo): Promise<number> {
  const [sub, ...rest] = args;
  const now = io.now ?? (() => new Date());
  const given = Object.entries(options).filter(([, value]) => value !== undefined);
  if (sub !== "add" && given.length)
    throw new MediaUsageError(`media ${sub ?? ""}: --${given[0]![0]} is not an option of this command`);
  try {
    switch (sub) {
      case "add": {
        if (rest.length !== 1) throw new MediaUsageError("media add: one file");
        const decorative = options.decorative === true;
        const details = MEDIA_DETAILS.safeParse({
          altSv: options["alt-sv"] ?? "",
          altEn: options["alt-en"] ?? "",
          decorative,
          focalX: 0.5,
          focalY: 0.5,
        });
        if (!details.success) throw new MediaUsageError("media add: alt texts are at most 300 characters");
        if (!decorative && (!details.data.altSv || !details.data.altEn)) throw new MediaError("media-alt-missing");
        const file = rest[0]!;
        const bytes = await readFile(file);
        if (bytes.length > MEDIA_MAX_BYTES) throw new MediaError("media-too-large");
        const type = BY_EXTENSION[path.extname(file).toLowerCase()] ?? "application/octet-stream";
        const image = await addImage(io.db, {
          bytes,
          type,
          fileName: path.basename(file),
          by: "cli",
          now: now(),
          details: details.data,
        });
        await recordAudit(io.db, { actor: "cli", action: "media-added", target: image.id }, now());
        io.out(image.id);
        return 0;
      }
      case "list": {
        if (rest.length) throw new MediaUsageError("media list: no arguments");
        const images = await listImages(io.db);
        if (!images.length) {
          io.out("No images.");
          return 0;
        }
        for (const image of images) {
          const alt = image.decorative
            ? "decorative"
            : image.altMissing
              ? "ALT TEXT MISSING"
              : `sv: ${terminalSafe(image.alt.sv)} | en: ${terminalSafe(image.alt.en)}`;
          const used = image.usedBy.length ? `used by ${image.usedBy.join(", ")}` : "unused";
          io.out(
            `${image.id}  ${image.width}×${image.height}  ${Math.ceil(image.size / 1024)} kB  ${terminalSafe(image.fileName)}  ${alt}  ${used}`,
          );
        }
        return 0;
      }
      case "remove": {
        if (rest.length !== 1) throw new MediaUsageError("media remove: one id");
        await removeImage(io.db, rest[0]!);
        await recordAudit(io.db, { actor: "cli", action: "media-removed", target: rest[0]! }, now());
        io.out(`Removed ${rest[0]}.`);
        return 0;
      }
      default:
        throw new MediaUsageError(`media: add, list or remove`);
    }
  } catch (error) {
    if (error instanceof MediaUsageError) throw error;
    return refuse(io, error);
  }
}
