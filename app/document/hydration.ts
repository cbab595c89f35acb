import type { PageBehaviour } from "./page-script";

/**
 * What a route's `handle` says about the page's JavaScript (docs/decisions/010-hydration-per-page.md).
 * `hydrate: false` serves the page as plain HTML: no React, no React Router, no module
 * preloads, only the small inline script of app/document/page-script.ts (with the parts named
 * in `behaviours`). Routes without it hydrate (the home and OTC pages: forms, modal, canvas).
 */
export interface PageHandle {
  hydrate?: false;
  behaviours?: readonly PageBehaviour[];
}

/** The handle of a page that needs no framework JavaScript. */
export function staticPage(behaviours: readonly PageBehaviour[] = []): PageHandle {
  return { hydrate: false, behaviours };
}

/** Whether the matched routes hydrate, and which inline behaviours they ask for if not. */
export function hydrationOf(handles: readonly unknown[]): { hydrate: boolean; behaviours: PageBehaviour[] } {
  const pageHandles = handles.filter((handle): handle is PageHandle => typeof handle === "object" && handle !== null);
  return {
    hydrate: !pageHandles.some((handle) => handle.hydrate === false),
    behaviours: [...new Set(pageHandles.flatMap((handle) => handle.behaviours ?? []))],
  };
}
