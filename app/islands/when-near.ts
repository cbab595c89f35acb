/**
 * Work that waits until the visitor comes near it (docs/decisions/033-main-thread-off.md): an
 * island below the fold hydrates, and the booking picker fetches and draws its times, only when
 * their place comes within `NEAR` of the screen. Lighthouse's load never scrolls, so none of it
 * is among the load's long tasks, and a visitor who never scrolls there pays nothing for it.
 */

/**
 * How far ahead of the screen: about two phone screens, so a visitor scrolling at reading speed
 * finds the work done, and a jump to an anchor ("#contact") starts it at once.
 */
export const NEAR = "1200px 0px";

/** Calls `start` once `element` comes within NEAR of the viewport (at once without IntersectionObserver). */
export function whenNear(element: Element | null, start: () => void): void {
  if (!element || typeof IntersectionObserver !== "function") return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: NEAR },
  );
  observer.observe(element);
}
