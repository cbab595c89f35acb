/**
 * The company's facts shown on the site: one place to edit them.
 * Everything here is public; secrets belong in the server's environment (README, Configuration).
 */
import type { Lang } from "~/i18n/lang";

/**
 * The phone number and the mailbox on their own too: the forms' messages in the island scripts
 * name them, and importing these rather than `site` keeps the rest of it out of those scripts.
 */
export const phone = { display: "+46 8 520 277 40", tel: "+46852027740" } as const;
export const email = "info@nordlegend.se";

export const site = {
  /** The brand as shown in titles ("{service} | {brand}") and structured data. */
  brand: "Nordlegend",
  /** The brand split for the logo: the second word is drawn in gold. */
  brandParts: ["Nord", "legend"] as const,
  legalName: "Nordlegend AB",
  orgNumber: "559412-3878",
  /** `display` is the international form, for English pages; `phoneDisplay` gives each language its own. */
  phone,
  email,
  offices: [
    { city: "Stockholm", street: "Kungsgatan 44", postcode: "111 35" },
    { city: "Göteborg", street: "Kungsportsavenyen 21", postcode: "411 36" },
  ],
  /** The page theme colour (docs/product.md#constants: a bright green). */
  themeColor: "#22e07a",
  socials: [
    { id: "facebook", name: "Facebook", url: "https://www.facebook.com/nordlegend", color: "#1877f2" },
    { id: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/nordlegend", color: "#0a66c2" },
    { id: "instagram", name: "Instagram", url: "https://www.instagram.com/nordlegend", color: "#e1306c" },
    { id: "x", name: "X", url: "https://x.com/nordlegend", color: "#e7e9ea" },
    { id: "tiktok", name: "TikTok", url: "https://www.tiktok.com/@nordlegend", color: "#25f4ee" },
    { id: "pinterest", name: "Pinterest", url: "https://www.pinterest.com/nordlegend", color: "#e60023" },
    { id: "youtube", name: "YouTube", url: "https://www.youtube.com/@nordlegend", color: "#ff0033" },
  ],
} as const;

export type SocialId = (typeof site.socials)[number]["id"];

/**
 * The phone number as each language writes it: the international "+46 8 520 277 40" on English
 * pages, the Swedish national "08-520 277 40" (trunk 0, a hyphen after the area code) on Swedish
 * ones (docs/style-guide.md, "Typography").
 */
export function phoneDisplay(lang: Lang, international: string = phone.display): string {
  if (lang === "en") return international;
  const national = international.replace(/^\+46\s*/u, "0");
  return national === international ? international : national.replace(/\s/u, "-");
}
