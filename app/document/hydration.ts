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
  /** The page's island script (app/islands/<name>.client.tsx), for pages with interactive pieces. */
  islands?: IslandsEntry;
}

/** The pages with interactive pieces: each has its island script. */
export const ISLAND_ENTRIES = ["home", "otc"] as const;
export type IslandsEntry = (typeof ISLAND_ENTRIES)[number];

/** Where root.tsx points a page's island script; postbuild puts the built file's hashed name in its place. */
export function islandsPlaceholder(entry: IslandsEntry): string {
  return `/assets/islands/${entry}.client.js`;
}

/** The handle of a page that needs no framework JavaScript. */
export function staticPage(behaviours: readonly PageBehaviour[] = []): PageHandle {
  return { hydrate: false, behaviours };
}

/** The handle of a plain page with interactive pieces, hydrated one by one by its island script. */
export function islandsPage(islands: IslandsEntry, behaviours: readonly PageBehaviour[] = []): PageHandle {
  return { hydrate: false, islands, behaviours };
}

/** Whether the matched routes hydrate, and which inline behaviours they ask for if not. */
export function hydrationOf(handles: readonly unknown[]): {
  hydrate: boolean;
  behaviours: PageBehaviour[];
  islands?: IslandsEntry;
} {
  const pageHandles = handles.filter((handle): handle is PageHandle => typeof handle === "object" && handle !== null);
  return {
    hydrate: !pageHandles.some((handle) => handle.hydrate === false),
    behaviours: [...new Set(pageHandles.flatMap((handle) => handle.behaviours ?? []))],
    islands: pageHandles.find((handle) => handle.islands)?.islands,
  };
}
