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

/** The language of the page being shown (set by the root loader from the URL prefix). */
export function useLang(): Lang {
  return useRouteLoaderData<typeof rootLoader>("root")?.lang ?? DEFAULT_LANG;
}

/** The page being shown, as its leaf route's loader declared it (`{ page: PageRef }`). */
export function useCurrentPage(): PageRef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { page?: PageRef } | undefined;
    if (data?.page) return data.page;
  }
  return undefined;
}
