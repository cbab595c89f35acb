import { useEffect, useId, useRef, useState } from "react";
import { mediaCopy } from "~/content/console-media";
import { api } from "./api";
import { pathText, type FormContext, type Path } from "./content-form";
import { mediaErrorText } from "./media-errors";
import { missingAlt, variantFor, type MediaImage } from "./media-types";

/**
 * The library, asked once for all the image fields of an open document (the home page has one
 * per team member); opening a picker asks again, so an image uploaded meanwhile is offered.
 */
let library: Promise<MediaImage[]> | null = null;
function loadLibrary(fresh: boolean): Promise<MediaImage[]> {
  if (fresh || !library) {
    library = api<{ images: MediaImage[] }>("/media").then((answer) => answer.images);
    // A failed answer is not kept: the next field asks again.
    library.catch(() => (library = null));
  }
  return library;
}

/**
 * An image field of a document (a team member's photo, a project's image; the schema marks them
 * `media: "image"`): the chosen image's thumbnail and name, a button that lists the library to
 * choose from, and one that clears the field. The id is what the document stores
 * (docs/decisions/024-media.md); nobody types it.
 */
export function ImageField({
  value,
  path,
  label,
  ctx,
  id: fieldId,
}: {
  value: unknown;
  path: Path;
  label: string;
  ctx: FormContext;
  /** The group's id: where a "go to field" link lands. */
  id?: string;
}) {
  const copy = mediaCopy[ctx.lang];
  const id = useId();
  const chosenId = typeof value === "string" && value !== "" ? value : undefined;
  const [images, setImages] = useState<MediaImage[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [open, setOpen] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (!chosenId) return;
    let alive = true;
    loadLibrary(false).then(
      (list) => alive && setImages(list),
      (caught: unknown) => alive && setError(caught),
    );
    return () => {
      alive = false;
    };
  }, [chosenId]);

  const openList = () => {
    setOpen(true);
    setError(undefined);
    loadLibrary(true).then(setImages, setError);
  };
  useEffect(() => {
    if (open && images) listRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [open, images]);
  const close = () => {
    setOpen(false);
    chooseRef.current?.focus();
  };
  const choose = (next: string | undefined) => {
    ctx.change(path, next);
    close();
  };

  const chosen = chosenId ? images?.find((image) => image.id === chosenId) : undefined;
  const small = "btn btn-secondary min-h-9 px-3 text-sm";
  const problem = ctx.issues.get(pathText(path));
  const missingOf = (image: MediaImage) => missingAlt(image, ctx.copy.languages);

  return (
    <div id={fieldId} className="border-t border-ink-800 py-3" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-ink-200">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {chosen ? (
          <img
            src={variantFor(chosen, 96)}
            alt=""
            width={chosen.width}
            height={chosen.height}
            className="size-16 rounded-md border border-ink-700 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-16 rounded-md border border-dashed border-ink-600" />
        )}
        <p className="min-w-0 flex-1 text-sm text-ink-200">
          {chosen
            ? `${chosen.fileName}${chosen.alt[ctx.lang] ? ` · ${chosen.alt[ctx.lang]}` : ""}`
            : chosenId && images
              ? copy.picker.missing
              : chosenId
                ? ""
                : copy.picker.none}
        </p>
      </div>
      {chosen && missingOf(chosen).length > 0 && (
        <p className="mt-1 text-sm text-gold-300">{copy.library.altMissing(missingOf(chosen))}</p>
      )}
      {problem && (
        <p className="mt-1 text-xs text-danger-300">{ctx.copy.problems[problem as keyof typeof ctx.copy.problems] ?? problem}</p>
      )}
      <p className="mt-2 flex flex-wrap gap-2">
        <button
          ref={chooseRef}
          type="button"
          className={small}
          aria-expanded={open}
          onClick={() => (open ? close() : openList())}
        >
          {copy.picker.choose}
          <span className="sr-only">: {label}</span>
        </button>
        {chosenId && (
          <button type="button" className={small} onClick={() => choose(undefined)}>
            {copy.picker.clear}
            <span className="sr-only">: {label}</span>
          </button>
        )}
      </p>
      {error !== undefined && (
        <p role="alert" className="mt-2 text-sm text-danger-300">
          {mediaErrorText(copy, ctx.lang, error)}
        </p>
      )}
      {open && images && (
        <fieldset ref={listRef} className="mt-3 rounded-md border border-ink-800 p-2 sm:p-3">
          <legend className="px-1 text-sm font-semibold text-ink-200">{copy.picker.legend(label)}</legend>
          {images.length === 0 ? (
            <p className="py-2 text-sm text-ink-300">
              {copy.picker.empty}{" "}
              <a href="/admin/media" target="_blank" rel="noreferrer" className="underline underline-offset-4">
                {copy.picker.library}
              </a>
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    aria-pressed={image.id === chosenId}
                    className={`flex w-full items-center gap-3 rounded-md border p-2 text-left text-sm ${
                      image.id === chosenId ? "border-brand-400 bg-ink-850" : "border-ink-700 hover:border-ink-500"
                    }`}
                    onClick={() => choose(image.id)}
                  >
                    <img
                      src={variantFor(image, 96)}
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      className="size-14 shrink-0 rounded object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block break-words font-medium text-ink-100">{image.fileName}</span>
                      <span className="block text-ink-300">
                        {image.alt[ctx.lang] || (image.decorative ? copy.library.decorative : "")}
                      </span>
                      {missingOf(image).length > 0 && (
                        <span className="block text-gold-300">{copy.library.altMissing(missingOf(image))}</span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className={`${small} mt-2`} onClick={close}>
            {copy.picker.close}
          </button>
        </fieldset>
      )}
    </div>
  );
}
