import { useState } from "react";
import type { MediaCopy } from "~/content/console-media";
import type { Lang } from "~/i18n/lang";
import { MEDIA_TYPES } from "~/media/messages";
import { api } from "./api";
import { ConfirmButton } from "./confirm-button";
import { mediaErrorText } from "./media-errors";
import type { MediaImage } from "./media-types";
import { UploadError, uploadImage } from "./media-upload";

const SMALL = "btn btn-secondary min-h-9 px-3 text-sm";

/**
 * Replace an image's file (its id stays, so every page showing it is updated) with its upload
 * progress, or remove it after a question; the server refuses a removal while a page or a draft
 * uses the image, and its message is shown (docs/decisions/024-media.md).
 */
export function MediaActions({
  image,
  copy,
  lang,
  onReplaced,
  onRemoved,
}: {
  image: MediaImage;
  copy: MediaCopy;
  lang: Lang;
  onReplaced(): void;
  onRemoved(name: string): void;
}) {
  const [error, setError] = useState<unknown>(undefined);
  const [replacing, setReplacing] = useState<number | null>(null);
  const [replaced, setReplaced] = useState(false);

  const replace = async (file: File) => {
    setError(undefined);
    setReplaced(false);
    setReplacing(0);
    try {
      const target = { path: `/media/${image.id}/file`, file, onProgress: setReplacing };
      await uploadImage(target).catch(async (refused: unknown) => {
        // A published page shows the image: the server asks for a fresh passkey check first
        // (docs/decisions/028-security-m4-m6.md), as a publish does; then the file goes again.
        if (!(refused instanceof UploadError) || refused.code !== "step-up") throw refused;
        const { stepUp } = await import("./passkey");
        await stepUp();
        setReplacing(0);
        return uploadImage(target);
      });
      setReplaced(true);
      onReplaced();
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

  return (
    <>
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
    </>
  );
}
