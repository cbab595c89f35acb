/**
 * Per-field localisation (docs/decisions/018-content-editing.md): a content document holds each
 * visitor-facing text as `{ sv, en }`, side by side, instead of two whole copies of the page.
 * The copy modules under app/content/ are written that way too (model/seed-copy.ts);
 * `pickLanguage` turns a document into the tree a page of one language renders, and
 * `zipLocalized` turns two parallel trees into one document (the facts' fixed sentences).
 */
import type { Lang, Localized } from "~/i18n/lang";

/** One text in both languages. */
export interface LocalText {
  sv: string;
  en: string;
}

/**
 * Keys whose values are identifiers or machine values the same in both languages, never
 * translated: they stay plain in a document. Everything else that is a string is a text.
 */
export const IDENTIFIER_KEYS = new Set(["id", "icon", "slug", "url", "updated", "target", "motif", "type", "kind", "tel"]);

/** The document shape of a copy type: every string becomes a `LocalText`, identifiers excepted. */
export type Localize<T> = T extends string
  ? LocalText
  : T extends readonly (infer Item)[]
    ? Localize<Item>[]
    : T extends object
      ? {
          [K in keyof T]: K extends "id" | "icon" | "slug" | "url" | "updated" | "target" | "motif" | "type" | "kind" | "tel"
            ? T[K]
            : Localize<T[K]>;
        }
      : T;

export function isLocalText(value: unknown): value is LocalText {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as LocalText).sv === "string" && typeof (value as LocalText).en === "string";
}

/** Thrown when the two languages of a copy module are not parallel: the message names the path. */
export class ShapeMismatch extends Error {}

/** One document from the Swedish and English trees of a copy module. */
export function zipLocalized<T>(localized: Localized<T>): Localize<T> {
  return zip(localized.sv, localized.en, "$", undefined) as Localize<T>;
}

function zip(sv: unknown, en: unknown, path: string, key: string | undefined): unknown {
  if (typeof sv === "string" && typeof en === "string") {
    // An identifier is the same in both languages; a label under the same key name is a text.
    if (key !== undefined && IDENTIFIER_KEYS.has(key) && sv === en) return sv;
    return { sv, en } satisfies LocalText;
  }
  if (Array.isArray(sv) && Array.isArray(en)) {
    if (sv.length !== en.length) throw new ShapeMismatch(`${path}: ${sv.length} items in sv, ${en.length} in en`);
    return sv.map((item, index) => zip(item, en[index], `${path}[${index}]`, undefined));
  }
  if (sv && en && typeof sv === "object" && typeof en === "object") {
    const keys = new Set([...Object.keys(sv), ...Object.keys(en)]);
    const out: Record<string, unknown> = {};
    for (const name of keys) {
      const a = (sv as Record<string, unknown>)[name];
      const b = (en as Record<string, unknown>)[name];
      if (a === undefined && b === undefined) continue;
      if (a === undefined || b === undefined)
        throw new ShapeMismatch(`${path}.${name}: missing in ${a === undefined ? "sv" : "en"}`);
      out[name] = zip(a, b, `${path}.${name}`, name);
    }
    return out;
  }
  if (sv === en) return sv;
  throw new ShapeMismatch(`${path}: different values in sv and en`);
}

/** The tree of one language: what a page of that language renders. */
export function pickLanguage<T>(document: Localize<T>, lang: Lang): T;
export function pickLanguage(document: unknown, lang: Lang): unknown;
export function pickLanguage(document: unknown, lang: Lang): unknown {
  if (isLocalText(document)) return document[lang];
  if (Array.isArray(document)) return document.map((item) => pickLanguage(item, lang));
  if (document && typeof document === "object") {
    return Object.fromEntries(Object.entries(document).map(([key, value]) => [key, pickLanguage(value, lang)]));
  }
  return document;
}

/** Every text of a document with its path ("$.hero.title", "$.faq.items[2].answer"). */
export function localTexts(document: unknown, path = "$"): { path: string; text: LocalText }[] {
  if (isLocalText(document)) return [{ path, text: document }];
  if (Array.isArray(document)) return document.flatMap((item, index) => localTexts(item, `${path}[${index}]`));
  if (document && typeof document === "object") {
    return Object.entries(document).flatMap(([key, value]) => localTexts(value, `${path}.${key}`));
  }
  return [];
}

/** Every string of a document, texts (both languages) and identifiers alike, with its path. */
export function allStrings(document: unknown, path = "$"): { path: string; value: string }[] {
  if (typeof document === "string") return [{ path, value: document }];
  if (isLocalText(document))
    return [
      { path: `${path}.sv`, value: document.sv },
      { path: `${path}.en`, value: document.en },
    ];
  if (Array.isArray(document)) return document.flatMap((item, index) => allStrings(item, `${path}[${index}]`));
  if (document && typeof document === "object") {
    return Object.entries(document).flatMap(([key, value]) => allStrings(value, `${path}.${key}`));
  }
  return [];
}
