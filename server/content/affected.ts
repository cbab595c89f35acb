/**
 * Which pages a publish changes (docs/decisions/018-content-editing.md): only they are rendered
 * again, so a one-page change is live in milliseconds; a changed fact renders the pages that name
 * it, and a change to what every page shows (the interface strings, the company details) all.
 */
import { FORM_NAMES } from "~/forms";
import { LANGS } from "~/i18n/lang";
import { factValuesOfDocument } from "~/content/model/fact-values";
import { localizedPath, prerenderPaths, SERVICE_SLUGS, thanksPath, type PageRef } from "~/i18n/pages";

const both = (ref: PageRef) => LANGS.map((lang) => localizedPath(lang, ref));
const EVERY_PAGE = new Set(["interface", "company"]);

function cardIcons(home: unknown): string {
  const cards = (home as { services?: { cards?: Record<string, { icon?: string }> } } | undefined)?.services?.cards ?? {};
  return JSON.stringify(Object.entries(cards).map(([slug, card]) => [slug, card.icon]));
}

/** The names of the facts whose formatted value differs, in either language. */
function changedFacts(before: unknown, after: unknown): string[] {
  if (before === undefined || after === undefined) return [];
  const old = factValuesOfDocument(before);
  const next = factValuesOfDocument(after);
  const names = new Set([...next.sv.keys(), ...old.sv.keys()]);
  return [...names].filter((name) => old.sv.get(name) !== next.sv.get(name) || old.en.get(name) !== next.en.get(name));
}

/** The prerendered paths whose pages differ between two content sets' documents. */
export function affectedPaths(before: ReadonlyMap<string, unknown> | undefined, after: ReadonlyMap<string, unknown>): string[] {
  if (!before) return prerenderPaths();
  const paths = new Set<string>();
  const changed = new Map<string, unknown>();
  for (const [id, body] of after) {
    if (JSON.stringify(before.get(id)) !== JSON.stringify(body)) changed.set(id, body);
  }
  // A changed fact changes the pages of every document that names it, and only those.
  if (changed.has("facts")) {
    const names = changedFacts(before.get("facts"), after.get("facts"));
    for (const [id, body] of after) {
      const text = JSON.stringify(body);
      if (id !== "facts" && names.some((name) => text.includes(`{{fact:${name}}}`))) changed.set(id, body);
    }
    changed.delete("facts");
  }
  for (const [id, body] of changed) {
    const old = before.get(id);
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
  return [...paths];
}
