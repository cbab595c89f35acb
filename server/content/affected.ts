/**
 * Which pages a publish changes (docs/decisions/018-content-editing.md): only they are rendered
 * again, so a one-page change is live in milliseconds; a changed fact renders the pages that name
 * it, and a change to what every page shows (the interface strings, the company details) all.
 */
import { FORM_NAMES } from "~/forms";
import { LANGS } from "~/i18n/lang";
import { factValuesOfDocument } from "~/content/model/fact-values";
import { servicePagesOf } from "~/content/model/service-pages";
import { FACT_SENTENCES } from "~/content/source";
import { localizedPath, prerenderPaths, serviceRef, thanksPath, type PageRef } from "~/i18n/pages";

const both = (ref: PageRef) => LANGS.map((lang) => localizedPath(lang, ref));
// The page list (docs/decisions/025-service-pages.md) is in every page's footer, and in the home grid.
const EVERY_PAGE = new Set(["interface", "company", "pages"]);

function cardsPart(home: unknown, part: "icon" | "title"): string {
  const cards =
    (home as { services?: { cards?: Record<string, { icon?: string; title?: unknown }> } } | undefined)?.services?.cards ?? {};
  return JSON.stringify(Object.entries(cards).map(([slug, card]) => [slug, card[part]]));
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
  const services = servicePagesOf(after);
  const live = new Map(services.filter((entry) => entry.state === "live").map((entry) => [entry.id, serviceRef(entry)]));
  if (!before) return prerenderPaths(services);
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
    // The sentences the service pages show whole, in their stories note, name no reference.
    if (names.some((name) => (FACT_SENTENCES as readonly string[]).includes(name)))
      for (const id of live.keys()) changed.set(`service/${id}`, after.get(`service/${id}`));
    changed.delete("facts");
  }
  for (const [id, body] of changed) {
    const old = before.get(id);
    if (EVERY_PAGE.has(id)) return prerenderPaths(services);
    if (id === "home") {
      // The cards' titles are the footer's service links, on every page with a footer.
      if (cardsPart(old, "title") !== cardsPart(body, "title")) return prerenderPaths(services);
      both({ page: "home" }).forEach((path) => paths.add(path));
      // A service page shows its card's icon from the home page.
      if (cardsPart(old, "icon") !== cardsPart(body, "icon")) live.forEach((ref) => both(ref).forEach((path) => paths.add(path)));
    } else if (id.startsWith("service/")) {
      // A retired page, or one not in the list, is no page to render.
      const ref = live.get(id.slice("service/".length));
      if (ref) both(ref).forEach((path) => paths.add(path));
    } else if (id === "forms") {
      [...both({ page: "home" }), ...both({ page: "otc" })].forEach((path) => paths.add(path));
      for (const lang of LANGS) for (const form of FORM_NAMES) paths.add(thanksPath(lang, form));
    } else if (id === "booking") {
      // The contact section's booking picker; the server's booking pages and emails read it at each request.
      both({ page: "home" }).forEach((path) => paths.add(path));
    } else if (id === "privacy") both({ page: "privacy-policy" }).forEach((path) => paths.add(path));
    else if (id === "otc" || id === "info" || id === "social" || id === "terms" || id === "support")
      both({ page: id }).forEach((path) => paths.add(path));
    // The confirmation email is no page.
  }
  return [...paths];
}
