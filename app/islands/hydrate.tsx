// The islands' build answers these imports with preact/compat (scripts/islands.ts,
// docs/decisions/019-islands-on-preact.md): island code uses only what Preact's compat layer has.
import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "./island";
import { whenNear } from "./when-near";

// The islands' components take different props; each gets back exactly the JSON it was rendered with.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** An island loaded only when needed: `load` imports its module, `when` arms the loading. */
export interface LazyIsland {
  load: () => Promise<AnyComponent>;
  /** Calls `start` once the island is needed; `start` resolves when it has hydrated. */
  when: (element: HTMLElement, start: () => Promise<void>) => void;
}

/** Tells its caller when React has committed the island (hydration finished). */
function Committed({ component: Component, props, onCommit }: { component: AnyComponent; props: object; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return <Component {...props} />;
}

function hydrateIsland(element: HTMLElement, component: AnyComponent): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  // Preact hydrates an island in one go (no transitions to yield with); hydrateIslands gives
  // each island a task of its own.
  return new Promise((resolve) => {
    const committed = () => {
      // Marked on the island itself too: one hydrated later (whenNearScreen) is told apart from
      // its prerendered HTML, by the browser tests among others.
      element.dataset.hydrated = "true";
      resolve();
    };
    hydrateRoot(element, <Committed component={component} props={props} onCommit={committed} />);
  });
}

/** The waits before a failed island module is asked for again, in milliseconds. */
export const LOAD_RETRY_DELAYS_MS = [1_000, 5_000, 15_000] as const;

/**
 * An island's module, asked for again after a failure: a dropped connection on a phone, or a 503
 * from a server shedding load (it asks for 5 s). Browsers fetch a failed dynamic import anew.
 * Until it loads, the island is its prerendered HTML, which works without script.
 */
export async function loadWithRetries<T>(load: () => Promise<T>, delays: readonly number[] = LOAD_RETRY_DELAYS_MS): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

/**
 * Hydrates the islands of the page: those in `now` at once (the page is marked
 * `data-hydrated` when they are live, as root.tsx did for whole pages), those in `later`
 * when their `when` asks for them.
 */
export function hydrateIslands(
  now: Partial<Record<IslandName, AnyComponent>>,
  later: Partial<Record<IslandName, LazyIsland>> = {},
): void {
  const started: Promise<void>[] = [];
  // One island a task, each after the last has committed: the page's thread is never held for
  // all of them at once (docs/decisions/033-main-thread-off.md: Lighthouse's total blocking time
  // counts each task's time over 50 ms, and a key press waits for the task in its way).
  let previous = Promise.resolve();
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island as IslandName;
    const component = now[name];
    const lazy = later[name];
    if (component) started.push((previous = previous.then(nextTask).then(() => hydrateIsland(element, component))));
    else if (lazy) {
      let hydrated: Promise<void> | undefined;
      lazy.when(element, () => (hydrated ??= loadWithRetries(lazy.load).then((loaded) => hydrateIsland(element, loaded))));
    }
  }
  void Promise.all(started).then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
}

/**
 * Arms an island below the fold for when the visitor comes near it (./when-near.ts): its
 * hydration is no task of the load's. The island's wrapper is `display: contents` and has no
 * box of its own to observe, so its first element stands for it.
 */
export function whenNearScreen(element: HTMLElement, start: () => Promise<void>): void {
  whenNear(element.firstElementChild ?? element, () => void start());
}

/** Arms an island for when the browser is idle (never before first input). */
export function whenIdle(_element: HTMLElement, start: () => Promise<void>): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  const begin = () => idle(() => void start(), { timeout: 3000 });
  if (document.readyState === "complete") begin();
  else window.addEventListener("load", begin, { once: true });
}
