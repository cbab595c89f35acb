/**
 * Which pages a publish changes (docs/decisions/018-content-editing.md): only they are rendered
 * again, so a one-page change is live in milliseconds; a change to what every page shows (the
 * interface strings, the company details, the facts) renders them all.
 */
import { FORM_NAMES } from "~/forms";
import { LANGS } from "~/i18n/lang";
import { localizedPath, notFoundPath, prerenderPaths, SERVICE_SLUGS, thanksPath, type PageRef } from "~/i18n/pages";

const both = (ref: PageRef) => LANGS.map((lang) => localizedPath(lang, ref));
const EVERY_PAGE = new Set(["interface", "company", "facts"]);

function cardIcons(home: unknown): string {
  const cards = (home as { services?: { cards?: Record<string, { icon?: string }> } } | undefined)?.services?.cards ?? {};
  return JSON.stringify(Object.entries(cards).map(([slug, card]) => [slug, card.icon]));
}

/** The prerendered paths whose pages differ between two content sets' documents. */
export function affectedPaths(before: ReadonlyMap<string, unknown> | undefined, after: ReadonlyMap<string, unknown>): string[] {
  if (!before) return prerenderPaths();
  const paths = new Set<string>();
  for (const [id, body] of after) {
    const old = before.get(id);
    if (JSON.stringify(old) === JSON.stringify(body)) continue;
    if (EVERY_PAGE.has(id)) return prerenderPaths();
    if (id === "home") {
      both({ page: "home" }).forEach((path) => paths.add(path));
      // A service page shows its card's icon from the home page.
      if (cardIcons(old) !== cardIcons(body))
        SERVICE_SLUGS.forEach((slug) => both({ page: "service", slug }).forEach((path) => paths.add(path)));
    } else if (id.startsWith("service/")) {
      const slug = id.slice("service/".length) as (typeof SERVICE_SLUGS)[number];
      both({ page: "service", slug }).forEach((path) => paths.add(path));
    } else if (id === "forms") {
      [...both({ page: "home" }), ...both({ page: "otc" })].forEach((path) => paths.add(path));
      for (const lang of LANGS) for (const form of FORM_NAMES) paths.add(thanksPath(lang, form));
    } else if (id === "privacy") both({ page: "privacy-policy" }).forEach((path) => paths.add(path));
    else if (id === "otc" || id === "info" || id === "social" || id === "terms" || id === "support")
      both({ page: id }).forEach((path) => paths.add(path));
    // The confirmation email is no page.
  }
  void notFoundPath;
  return [...paths];
}
