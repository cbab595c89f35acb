import { useMatches, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_LANG, type Lang } from "./lang";
import type { PageRef } from "./pages";

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** What the root loader computed at build for the page's language (shared chrome data). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

/** The interface strings every page shares (header, footer, navigation), live (app/content/site-copy.ts). */
export function useUi(): NonNullable<RootData["ui"]> {
  const { ui } = useRootData();
  if (!ui) throw new Error("the shared copy is missing: the console's shell renders no page chrome");
  return ui;
}

/** The company's details (brand, phone, email, offices, profiles), live (app/content/site-copy.ts). */
export function useCompany(): NonNullable<RootData["company"]> {
  const { company } = useRootData();
  if (!company) throw new Error("the shared copy is missing: the console's shell renders no page chrome");
  return company;
}

/** The language of the page being shown (set by the root loader from the URL prefix). */
export function useLang(): Lang {
  return useRouteLoaderData<typeof rootLoader>("root")?.lang ?? DEFAULT_LANG;
}

/**
 * What a page route's loader returns, besides its own data, so the shared chrome (header,
 * language switch, bottom navigation) knows which page it frames. Routes without it (the
 * thank-you and not-found pages) are no page of the navigation.
 */
export interface PageLoaderData {
  page: PageRef;
}

function isPageLoaderData(data: unknown): data is PageLoaderData {
  if (typeof data !== "object" || data === null || !("page" in data)) return false;
  const page: unknown = data.page;
  return typeof page === "object" && page !== null && "page" in page && typeof page.page === "string";
}

/** The page being shown: the deepest matched route whose loader returned `PageLoaderData`. */
export function useCurrentPage(): PageRef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (isPageLoaderData(data)) return data.page;
  }
  return undefined;
}
