import type { MediaCopy } from "~/content/console-media";
import type { Lang } from "~/i18n/lang";
import { ApiError } from "./api";
import { UploadError } from "./media-upload";

/**
 * What went wrong, in the console's language: the server's own message when it sent one (every
 * refusal of an image does, in both languages: app/media/messages.ts), else the console's words
 * for the code (a lost connection, a signed-out session).
 */
export function mediaErrorText(copy: MediaCopy, lang: Lang, error: unknown): string {
  if (error instanceof UploadError && error.messages?.[lang]) return error.messages[lang];
  if (error instanceof ApiError) {
    const message = (error.data as { message?: Partial<Record<Lang, string>> } | undefined)?.message;
    if (typeof message?.[lang] === "string") return message[lang];
  }
  const code = (error as { code?: string } | undefined)?.code;
  return copy.errors[code as keyof MediaCopy["errors"]] ?? copy.errors.server;
}
