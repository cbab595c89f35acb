import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { site } from "~/config/site";
import { home } from "~/content/home";
import { siteCopyFor, type SiteCopy } from "~/content/site-copy";
import { langFromParams } from "~/i18n/lang";
import { copyFor, liveServicesFor } from "~/content/source";
import { useLang } from "~/i18n/use-lang";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { hydrationOf, islandsPlaceholder } from "~/document/hydration";
import { pageScript } from "~/document/page-script";
import "./app.css";

export { shouldRevalidate } from "~/i18n/revalidate";

/**
 * The language of every page comes from the URL it was prerendered at (/sv/..., /en/...,
 * /info/sv). The server answers unprefixed URLs with one of those files, so hydration
 * always sees the language the HTML was rendered in.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  // Runs at build (or in the server's renderer) only: the live service pages with their cards'
  // titles (the footer) travel as page data instead of shipping every page's copy in the
  // JavaScript bundle (docs/decisions/025-service-pages.md).
  const cards = copyFor(request, "home", lang, home).services.cards;
  const serviceLinks = liveServicesFor(request).flatMap((page) => {
    const title = cards[page.slug]?.title;
    return title === undefined ? [] : [{ page, title }];
  });
  // The header, footer, navigation and company details every page shows: the published
  // `interface` and `company` documents when the server renders a publish (app/content/site-copy.ts).
  // Not in the console's shell (rendered at "/", no page of the site), which shows none of it.
  const shared: Partial<SiteCopy> = new URL(request.url).pathname === "/" ? {} : siteCopyFor(request, lang);
  return { lang, serviceLinks, ...shared };
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const themeColor = useRouteLoaderData<typeof loader>("root")?.company?.themeColor ?? site.themeColor;
  // A page whose route says `handle = staticPage()` (every page but home and OTC) is served as
  // plain HTML with one small inline script: no framework JavaScript, nothing to mismatch at
  // odd URLs (docs/decisions/010-hydration-per-page.md).
  const matches = useMatches();
  const { hydrate: wholePage, behaviours, islands } = hydrationOf(matches.map((match) => match.handle));
  // Rendered at "/" (never prerendered: pages live under /sv and /en), this is React Router's
  // SPA fallback, the console's shell, which hydrates. The island scripts are built after the
  // prerender (scripts/islands.ts); the dev server hydrates those pages whole instead.
  const spaFallback = matches.at(-1)?.pathname === "/";
  const hydrate = wholePage || spaFallback || (import.meta.env.DEV && islands !== undefined);
  return (
    <html lang={lang} className="scroll-smooth">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-ink-950 text-ink-100 antialiased">
        {children}
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
        {!hydrate && <script dangerouslySetInnerHTML={{ __html: pageScript(behaviours) }} />}
        {/* An inline module importing the island script: unlike a src, the preload scanner does not
            fetch it ahead of the stylesheet, so it never competes with first paint (decision 004). */}
        {!hydrate && islands && (
          <script type="module" dangerouslySetInnerHTML={{ __html: `import "${islandsPlaceholder(islands)}";` }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over, so browser tests (and anyone debugging)
  // can tell a hydrated page from the prerendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Only reached if something fails in the browser after hydration; shown as the not-found page's frame. */
export function ErrorBoundary() {
  return <NotFoundContent />;
}

/**
 * What the console's shell (build/client/admin/index.html, made from React Router's SPA
 * fallback) shows until its modules have loaded: an empty, busy page. Having it keeps the
 * fallback to the root route alone, so the shell carries no page's data, and React Router
 * prints no advice banner in the console (docs/decisions/010-hydration-per-page.md).
 */
export function HydrateFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}
