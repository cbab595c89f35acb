import { useId, useRef, useState, type DragEvent } from "react";
import type { MediaCopy } from "~/content/console-media";
import type { Lang } from "~/i18n/lang";
import { MEDIA_ERRORS, MEDIA_MAX_BYTES, MEDIA_TYPES } from "~/media/messages";
import { mediaErrorText } from "./media-errors";
import { uploadImage, UploadError } from "./media-upload";

/** Lost on the way (the connection, the server's own failure), not refused: worth sending again. */
const lost = (upload: Upload) => ["network", "server"].includes((upload.error as UploadError | undefined)?.code ?? "");

interface Upload {
  key: number;
  file: File;
  /** 0 to 1 while it is sent. */
  progress: number;
  state: "waiting" | "uploading" | "done" | "refused";
  error?: unknown;
}

/**
 * The library's upload area (docs/decisions/024-media.md): a zone to drop images on and a file
 * picker, one upload at a time (the server processes one at a time too), each with its progress.
 * A file over 20 MB is refused here, before a byte is sent, with the server's own message; every
 * other refusal is the server's. A refused or failed upload stays listed with its reason, and one
 * that failed on the way (the connection) can be sent again: nothing chosen is lost.
 */
export function MediaDropZone({ copy, lang, onUploaded }: { copy: MediaCopy; lang: Lang; onUploaded(): void }) {
  const headingId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const send = (key: number, file: File) => {
    // One after another: each waits for the one before it, whatever its outcome.
    queue.current = queue.current.then(async () => {
      if (file.size > MEDIA_MAX_BYTES) {
        update(key, { state: "refused", error: new UploadError("media-too-large", MEDIA_ERRORS["media-too-large"]) });
        return;
      }
      update(key, { state: "uploading", progress: 0, error: undefined });
      try {
        await uploadImage({ path: "/media", file, onProgress: (progress) => update(key, { progress }) });
        update(key, { state: "done", progress: 1 });
        onUploaded();
      } catch (error) {
        update(key, { state: "refused", error });
      }
    });
  };

  const add = (files: FileList | File[]) => {
    const chosen = [...files].map((file) => ({ key: nextKey.current++, file, progress: 0, state: "waiting" as const }));
    setUploads((list) => [...chosen, ...list.filter((upload) => upload.state !== "done")]);
    for (const upload of chosen) send(upload.key, upload.file);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) add(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink-800 bg-ink-900 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink-100">
        {copy.upload.heading}
      </h2>
      <div
        className={`mt-3 flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center ${
          over ? "border-brand-400 bg-ink-850" : "border-ink-600"
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="media-drop-zone"
      >
        <p className="text-ink-200">{copy.upload.drop}</p>
        {/* The input inside its label: the label shows the focus ring the hidden input has. */}
        <label className="btn btn-primary cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-brand-400">
          {copy.upload.choose}
          <input
            type="file"
            multiple
            accept={MEDIA_TYPES.join(",")}
            className="sr-only"
            onChange={(event) => {
              if (event.target.files?.length) add(event.target.files);
              // The same file can be chosen again (after a refusal, say).
              event.target.value = "";
            }}
          />
        </label>
        <p className="text-sm text-ink-300">{copy.upload.types}</p>
      </div>
      {uploads.length > 0 && (
        <ul className="mt-3 space-y-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-md border border-ink-800 px-3 py-2 text-sm">
              {upload.state === "refused" ? (
                <div role="alert" className="text-danger-300">
                  <p>
                    {lost(upload) ? copy.upload.failed(upload.file.name) : copy.upload.refused(upload.file.name)}{" "}
                    {mediaErrorText(copy, lang, upload.error)}
                  </p>
                  <p className="mt-2 flex flex-wrap gap-2">
                    {lost(upload) && (
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 text-sm"
                        onClick={() => send(upload.key, upload.file)}
                      >
                        {copy.upload.retry}
                        <span className="sr-only">: {upload.file.name}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-secondary min-h-9 px-3 text-sm"
                      onClick={() => setUploads((list) => list.filter((other) => other.key !== upload.key))}
                    >
                      {copy.upload.dismiss}
                      <span className="sr-only">: {upload.file.name}</span>
                    </button>
                  </p>
                </div>
              ) : upload.state === "done" ? (
                <p role="status" className="text-brand-300">
                  {copy.upload.done(upload.file.name)}
                </p>
              ) : (
                <label className="block text-ink-200">
                  {copy.upload.uploading(upload.file.name)}
                  <progress className="mt-1 block w-full accent-brand-500" max={1} value={upload.progress} />
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
