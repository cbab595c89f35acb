import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Every page's data is prerendered per URL path (its language and its page). React Router,
 * without a server, refetches a route's data only when that route's own URL parameters change,
 * so the root and the parameterless pages would keep the old language after /sv → /en.
 * Every route with a loader exports this instead: a new path means new data (one .data
 * request per navigation); a new hash alone does not.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  // The console (/admin) is not prerendered: there is no page data to fetch for its paths.
  if (nextUrl.pathname.startsWith("/admin")) return false;
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
