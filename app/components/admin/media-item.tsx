import { useId, useState } from "react";
import { Link } from "react-router";
import type { MediaCopy } from "~/content/console-media";
import type { Lang } from "~/i18n/lang";
import { MEDIA_ALT_MAX, MEDIA_TYPES } from "~/media/messages";
import { api } from "./api";
import { ConfirmButton } from "./confirm-button";
import { mediaErrorText } from "./media-errors";
import { FocalPoint } from "./media-focal";
import { formatBytes, missingAlt, variantFor, type MediaImage } from "./media-types";
import { uploadImage } from "./media-upload";

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
const SMALL = "btn btn-secondary min-h-9 px-3 text-sm";

/**
 * One image of the library (docs/decisions/024-media.md): its thumbnail, size, marks (alt text
 * missing, decorative, unused), where it is used with links into the editor, and its details
 * form: alt texts in both languages with their limits, the decorative switch and the focal point,
 * saved together through the API. The typed text stays in the form when a save is refused.
 */
export function MediaItem({
  image,
  copy,
  lang,
  languageName,
  documentName,
  onChanged,
  onRemoved,
}: {
  image: MediaImage;
  copy: MediaCopy;
  lang: Lang;
  languageName: Record<Lang, string>;
  documentName(id: string): string;
  onChanged(): void;
  onRemoved(name: string): void;
}) {
  const id = useId();
  const [details, setDetails] = useState<Details>(() => detailsOf(image));
  // The image as last loaded: a newer one (after a save, a replace) resets the form to it.
  const [seen, setSeen] = useState(image);
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [error, setError] = useState<unknown>(undefined);
  const [replacing, setReplacing] = useState<number | null>(null);
  const [replaced, setReplaced] = useState(false);
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
      onChanged();
    } catch (caught) {
      setError(caught);
      setState("idle");
    }
  };

  const replace = async (file: File) => {
    setError(undefined);
    setReplaced(false);
    setReplacing(0);
    try {
      await uploadImage({ path: `/media/${image.id}/file`, file, onProgress: setReplacing });
      setReplaced(true);
      onChanged();
    } catch (caught) {
      setError(caught);
    } finally {
      setReplacing(null);
    }
  };

  const remove = async () => {
    setError(undefined);
    try {
      await api(`/media/${image.id}`, { method: "DELETE" });
      onRemoved(image.fileName);
    } catch (caught) {
      setError(caught);
    }
  };

  const missing = missingAlt(image, languageName);
  const headingId = `${id}-heading`;

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-ink-800 bg-ink-900 p-4">
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={variantFor(image, 160)}
          alt=""
          width={image.width}
          height={image.height}
          className="h-24 w-32 shrink-0 rounded-md border border-ink-700 object-cover"
          loading="lazy"
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words font-semibold text-ink-100">
            {image.fileName}
          </h3>
          <p className="text-sm text-ink-300">
            {copy.library.dimensions(image.width, image.height)} · {formatBytes(image.size, lang)}
          </p>
          <p className="mt-1 flex flex-wrap gap-2 text-sm">
            {missing.length > 0 && (
              <span className="rounded bg-gold-300 px-2 py-0.5 font-medium text-ink-950">{copy.library.altMissing(missing)}</span>
            )}
            {image.decorative && (
              <span className="rounded border border-ink-600 px-2 py-0.5 text-ink-200">{copy.library.decorative}</span>
            )}
            {image.uses.length === 0 && (
              <span className="rounded border border-ink-600 px-2 py-0.5 text-ink-200">{copy.library.unused}</span>
            )}
          </p>
          {image.uses.length > 0 && (
            <div className="mt-2 text-sm">
              <p className="text-ink-300">{copy.library.usedOn}</p>
              <ul className="mt-1 space-y-1">
                {image.uses.map((use) => (
                  <li key={`${use.document} ${use.field} ${use.state}`}>
                    <Link
                      to={`/admin/content/edit/${use.document}`}
                      className="text-ink-100 underline decoration-ink-600 underline-offset-4 hover:text-brand-300"
                    >
                      {documentName(use.document)}
                    </Link>
                    <span className="text-ink-300">
                      {" "}
                      · {copy.fieldName(use.field)}
                      {use.state === "draft" && ` (${copy.library.draftOnly})`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>

      <form
        className="mt-4 space-y-4"
        aria-labelledby={headingId}
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
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-ink-800 pt-4">
        <label
          className={`${SMALL} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-brand-400`}
        >
          {copy.replace}
          <span className="sr-only">: {image.fileName}</span>
          <input
            type="file"
            accept={MEDIA_TYPES.join(",")}
            className="sr-only"
            disabled={replacing !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void replace(file);
            }}
          />
        </label>
        <ConfirmButton
          className={SMALL}
          label={
            <>
              {copy.remove}
              <span className="sr-only">: {image.fileName}</span>
            </>
          }
          question={copy.removeQuestion}
          confirmLabel={copy.removeConfirm}
          cancelLabel={copy.cancel}
          onConfirm={remove}
        />
        {replacing !== null && (
          <label className="block min-w-40 flex-1 text-sm text-ink-200">
            {copy.upload.uploading(image.fileName)}
            <progress className="mt-1 block w-full" max={1} value={replacing} />
          </label>
        )}
        {replaced && (
          <p role="status" className="text-sm text-brand-300">
            {copy.replaced}
          </p>
        )}
      </div>
      {error !== undefined && (
        <p role="alert" className="mt-3 text-sm text-danger-300">
          {mediaErrorText(copy, lang, error)}
        </p>
      )}
    </article>
  );
}
