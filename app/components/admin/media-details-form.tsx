import { useId, useState } from "react";
import type { MediaCopy } from "~/content/console-media";
import type { Lang } from "~/i18n/lang";
import { MEDIA_ALT_MAX } from "~/media/messages";
import { api } from "./api";
import { mediaErrorText } from "./media-errors";
import { FocalPoint } from "./media-focal";
import type { MediaImage } from "./media-types";

interface Details {
  alt: Record<Lang, string>;
  decorative: boolean;
  focal: { x: number; y: number };
}

const detailsOf = (image: MediaImage): Details => ({
  alt: { ...image.alt },
  decorative: image.decorative,
  focal: { ...image.focal },
});
const LANGS: readonly Lang[] = ["sv", "en"];

/**
 * An image's details (docs/decisions/024-media.md): alt texts in both languages with their
 * limits shown while typing, the decorative switch and the focal point, saved together with one
 * `PUT`. A refused save keeps what was typed, says why, and stays marked unsaved.
 */
export function MediaDetailsForm({
  image,
  copy,
  lang,
  languageName,
  labelledBy,
  onSaved,
}: {
  image: MediaImage;
  copy: MediaCopy;
  lang: Lang;
  languageName: Record<Lang, string>;
  labelledBy: string;
  onSaved(): void;
}) {
  const id = useId();
  const [details, setDetails] = useState<Details>(() => detailsOf(image));
  // The image as last loaded: a newer one (after a save, a replace) resets the form, unless it holds unsaved changes.
  const [seen, setSeen] = useState(image);
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [error, setError] = useState<unknown>(undefined);
  if (image !== seen) {
    setSeen(image);
    if (!dirty) setDetails(detailsOf(image));
  }

  const change = (next: Partial<Details>) => {
    setDetails((current) => ({ ...current, ...next }));
    setDirty(true);
    setState("idle");
  };
  const over = LANGS.some((language) => details.alt[language].length > MEDIA_ALT_MAX);

  const save = async () => {
    setState("saving");
    setError(undefined);
    try {
      await api(`/media/${image.id}`, {
        method: "PUT",
        body: {
          altSv: details.alt.sv,
          altEn: details.alt.en,
          decorative: details.decorative,
          focalX: details.focal.x,
          focalY: details.focal.y,
        },
      });
      setDirty(false);
      setState("saved");
      onSaved();
    } catch (caught) {
      setError(caught);
      setState("idle");
    }
  };

  return (
    <form
      className="mt-4 space-y-4"
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!over) void save();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGS.map((language) => {
          const inputId = `${id}-alt-${language}`;
          const text = details.alt[language];
          const tooLong = text.length > MEDIA_ALT_MAX;
          return (
            <div key={language} className="min-w-0">
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-200">
                {copy.details.alt(languageName[language])}
              </label>
              <textarea
                id={inputId}
                rows={2}
                lang={language}
                value={text}
                disabled={details.decorative}
                aria-describedby={`${inputId}-limit`}
                aria-invalid={tooLong || undefined}
                className="w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100 disabled:opacity-60"
                onChange={(event) => change({ alt: { ...details.alt, [language]: event.target.value } })}
              />
              <p id={`${inputId}-limit`} className={`mt-1 text-xs ${tooLong ? "text-danger-300" : "text-ink-400"}`}>
                {copy.details.limit(text.length, MEDIA_ALT_MAX)}
                {tooLong && ` · ${copy.details.overLimit}`}
              </p>
            </div>
          );
        })}
      </div>
      <div>
        <label className="inline-flex items-center gap-3 text-sm font-medium text-ink-200">
          <input
            type="checkbox"
            role="switch"
            className="size-5"
            checked={details.decorative}
            aria-describedby={`${id}-decorative-hint`}
            onChange={(event) => change({ decorative: event.target.checked })}
          />
          {copy.details.decorative}
        </label>
        <p id={`${id}-decorative-hint`} className="mt-1 text-xs text-ink-400">
          {copy.details.decorativeHint}
        </p>
      </div>
      <FocalPoint image={image} focal={details.focal} copy={copy} onChange={(focal) => change({ focal })} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={state === "saving" || over}>
          {state === "saving" ? copy.details.saving : copy.details.save}
          <span className="sr-only">: {image.fileName}</span>
        </button>
        <p role="status" className={`text-sm ${dirty ? "text-gold-300" : "text-ink-300"}`}>
          {dirty ? copy.details.unsaved : state === "saved" ? copy.details.saved : ""}
        </p>
      </div>
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger-300">
          {mediaErrorText(copy, lang, error)}
        </p>
      )}
    </form>
  );
}
