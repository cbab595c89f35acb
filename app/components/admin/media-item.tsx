import { useId } from "react";
import { Link } from "react-router";
import type { MediaCopy } from "~/content/console-media";
import type { Lang } from "~/i18n/lang";
import { MediaActions } from "./media-actions";
import { MediaDetailsForm } from "./media-details-form";
import { formatBytes, missingAlt, variantFor, type MediaImage } from "./media-types";

/**
 * One image of the library (docs/decisions/024-media.md): its thumbnail, size, marks (alt text
 * missing, decorative, unused), where it is used with links into the editor, its details form
 * (media-details-form.tsx) and its file's actions (media-actions.tsx).
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

      <MediaDetailsForm
        image={image}
        copy={copy}
        lang={lang}
        languageName={languageName}
        labelledBy={headingId}
        onSaved={onChanged}
      />
      <MediaActions image={image} copy={copy} lang={lang} onReplaced={onChanged} onRemoved={onRemoved} />
    </article>
  );
}
