/** The two languages of the site. Swedish is the default and the fallback. */
export const LANGS = ["sv", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "sv";

/** Cookie and localStorage key of a visitor's saved choice (the name i18next used on the old site). */
export const LANG_STORAGE_KEY = "i18nextLng";

export function isLang(value: unknown): value is Lang {
  return value === "sv" || value === "en";
}

export function otherLang(lang: Lang): Lang {
  return lang === "sv" ? "en" : "sv";
}

/** Copy written in both languages side by side. */
export type Localized<T> = Record<Lang, T>;

/** Open Graph locale per language (docs/product.md#constants). */
export const OG_LOCALE: Localized<string> = { sv: "sv_SE", en: "en_US" };

/** The language of a route from its `:lang` parameter (prerendered URLs always carry one). */
export function langFromParams(params: { lang?: string }): Lang {
  return isLang(params.lang) ? params.lang : DEFAULT_LANG;
}
