import { useState } from "react";
import { useConsole, useScreenTitle } from "~/components/admin/console-state";
import { MediaDropZone } from "~/components/admin/media-drop-zone";
import { mediaErrorText } from "~/components/admin/media-errors";
import { MediaItem } from "~/components/admin/media-item";
import type { MediaImage } from "~/components/admin/media-types";
import { useResource } from "~/components/admin/use-resource";
import { contentCopy } from "~/content/console-content";
import { mediaCopy } from "~/content/console-media";

/**
 * The media library (docs/decisions/024-media.md), for owners and editors: uploads by drag and
 * drop or the file picker, then every image with its alt texts, focal point, where it is used
 * and whether at all; replace keeps the id, remove is refused while a page uses the image.
 */
export default function MediaLibrary() {
  const { copy: consoleCopy, lang } = useConsole();
  const copy = mediaCopy[lang];
  const content = contentCopy[lang];
  useScreenTitle(consoleCopy, copy.heading);
  const library = useResource<{ images: MediaImage[] }>("/media");
  const [removed, setRemoved] = useState<string | null>(null);
  const images = library.data?.images ?? [];
  const headingId = "media-library-heading";
  const status = removed
    ? copy.removed(removed)
    : !library.data
      ? copy.library.loading
      : images.length === 0
        ? copy.library.empty
        : "";

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-ink-300">{copy.intro}</p>
      {library.error !== undefined && (
        <p role="alert" className="mt-4 text-danger-300">
          {mediaErrorText(copy, lang, library.error)}
        </p>
      )}
      {library.error === undefined && (
        <div className="mt-6 space-y-6">
          <MediaDropZone
            copy={copy}
            lang={lang}
            onUploaded={() => {
              setRemoved(null);
              library.reload();
            }}
          />
          <section aria-labelledby={headingId}>
            <h2 id={headingId} className="text-lg font-semibold text-ink-100">
              {copy.library.heading}
            </h2>
            {/* Always there, so a screen reader hears what changes in it; takes no room while empty. */}
            <p role="status" className={status ? "mt-1 text-sm text-ink-300" : "sr-only"}>
              {status}
            </p>
            <ul className="mt-3 space-y-4">
              {images.map((image) => (
                <li key={image.id}>
                  <MediaItem
                    image={image}
                    copy={copy}
                    lang={lang}
                    languageName={content.languages}
                    documentName={content.documentName}
                    onChanged={library.reload}
                    onRemoved={(name) => {
                      setRemoved(name);
                      library.reload();
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  );
}
