import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { queryOf } from "~/components/admin/api";
import { useConsole, useScreenTitle } from "~/components/admin/console-state";
import { contentErrorText } from "~/components/admin/content-publish";
import { useResource } from "~/components/admin/use-resource";
import { contentCopy } from "~/content/console-content";
import { previewCopy } from "~/content/console-preview";

/** The two widths a page is looked at (the widths the site's own screenshots use). */
const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const FRAME_HEIGHT = 900;

/** How far a frame of `width` pixels must shrink to fit the space the screen has. */
function useFit(width: number) {
  const [element, box] = useState<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState(width);
  // The box appears once the page list has loaded: observed from then on (a callback ref).
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { box, scale: Math.min(1, available / width) };
}

/**
 * The preview of a draft or a whole unpublished set (docs/decisions/018-content-editing.md): each
 * page the publish would change, rendered by the same renderer with the drafts in place, in a frame
 * at phone or desktop width (shrunk to fit, never reflowed), in both languages (the page list has
 * both). `?documents=a,b` names the drafts (none: all of them), `?path=` the page shown.
 */
export default function ContentPreview() {
  const { copy: consoleCopy, lang } = useConsole();
  const copy = previewCopy[lang];
  const content = contentCopy[lang];
  useScreenTitle(consoleCopy, copy.heading);
  const [params, setParams] = useSearchParams();
  const documents = params.get("documents") ?? undefined;
  const pages = useResource<{ documents: string[]; pages: string[] }>(`/content/preview-pages${queryOf({ documents })}`);
  const list = pages.data?.pages ?? [];
  const wanted = params.get("path");
  const path = wanted && list.includes(wanted) ? wanted : list[0];
  const [width, setWidth] = useState<Width>("desktop");
  const pixels = WIDTHS[width];
  const { box, scale } = useFit(pixels);
  const selectId = useId();
  const src = path ? `/api/admin/content/preview${queryOf({ path, documents })}` : undefined;
  const names = pages.data?.documents.map((id) => content.documentName(id)).join(", ");

  return (
    <>
      <p>
        <Link to="/admin/content" className="text-sm text-brand-300 underline underline-offset-4 hover:text-brand-400">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{copy.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{copy.intro}</p>
      {pages.error !== undefined && (
        <p role="alert" className="mt-4 text-danger-300">
          {contentErrorText(content, pages.error)}
        </p>
      )}
      {pages.data && (
        <p className="mt-3 text-sm text-ink-300">
          {copy.drafts}: {documents ? names : `${copy.allDrafts} (${names})`}
        </p>
      )}
      {pages.data && list.length === 0 && <p className="mt-4 text-ink-200">{copy.noPages}</p>}
      {path && src && (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor={selectId} className="block text-sm font-medium text-ink-200">
                {copy.page}
              </label>
              <select
                id={selectId}
                value={path}
                onChange={(event) =>
                  setParams((current) => {
                    const next = new URLSearchParams(current);
                    next.set("path", event.target.value);
                    return next;
                  })
                }
                className="mt-1 rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100"
              >
                {list.map((page) => (
                  <option key={page} value={page}>
                    {page}
                  </option>
                ))}
              </select>
            </div>
            <div role="group" aria-label={copy.width} className="flex gap-2">
              {(Object.keys(WIDTHS) as Width[]).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={width === choice}
                  onClick={() => setWidth(choice)}
                  className={`btn ${width === choice ? "btn-primary" : "btn-secondary"}`}
                >
                  {copy[choice]}
                </button>
              ))}
            </div>
            <a href={src} target="_blank" rel="noreferrer" className="btn btn-secondary">
              {copy.openTab}
            </a>
          </div>
          <div ref={box} className="mt-4 w-full">
            {/* Shrunk as a whole (a transform), so the page lays out at exactly `pixels` wide. */}
            <div
              className="overflow-hidden rounded-lg border border-ink-700"
              style={{ width: pixels * scale, height: FRAME_HEIGHT * scale }}
            >
              <iframe
                key={`${src}#${pixels}`}
                src={src}
                title={copy.frame(path, pixels)}
                width={pixels}
                height={FRAME_HEIGHT}
                // Our own page from this origin; no form in it posts and nothing navigates the console.
                sandbox="allow-scripts allow-same-origin"
                className="origin-top-left bg-white"
                style={{ transform: `scale(${scale})` }}
              />
            </div>
          </div>
        </>
      )}
    </>
  );
}
