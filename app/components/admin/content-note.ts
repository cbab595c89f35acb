import type { ContentCopy } from "~/content/console-content";

/**
 * A revision's note in the console's language: the notes the system writes itself (the seed, an
 * import, a restore) are words of this console, not stored English; the owner's own are as written.
 */
export function noteText(copy: ContentCopy, note: string): string {
  if (note === "seed") return copy.history.notes.seed;
  if (note === "import") return copy.history.notes.import;
  const restored = /^restored revision (\d+)$/.exec(note);
  return restored ? copy.history.notes.restored(Number(restored[1])) : note;
}
