/**
 * The copy every page shares, live (docs/decisions/018-content-editing.md, its shared copy): the
 * interface strings (header, footer, navigation, system pages) and the company's details
 * (brand, phone, email, offices, organisation number, social profiles). The root loader takes
 * them from the render's content set (the published `interface` and `company` documents) or,
 * at build, from app/content/ui.ts and app/config/site.ts, and every component reads them from
 * the root loader's data, never from those modules, so a publish reaches every page.
 */
import { site } from "~/config/site";
import type { Lang } from "~/i18n/lang";
import { copyFor, interfaceFor } from "./source";
import { ui, type UiCopy } from "./ui";

/** The company document's shape: app/config/site.ts's `site`, with its literal types widened. */
export interface Company {
  brand: string;
  brandParts: readonly [string, string];
  legalName: string;
  orgNumber: string;
  /** The registered office (säte), the VAT number and the founding year: shown when the owner has set them. */
  registeredOffice?: string;
  vatNumber?: string;
  founded?: number;
  phone: { display: string; tel: string };
  email: string;
  offices: readonly { city: string; street: string; postcode: string }[];
  themeColor: string;
  socials: readonly { id: SocialId; name: string; url: string; color: string }[];
}
export type SocialId = (typeof site.socials)[number]["id"];

export interface SiteCopy {
  ui: UiCopy;
  company: Company;
}

/** The shared copy of one language for a render (or the build). */
export function siteCopyFor(request: Request | undefined, lang: Lang): SiteCopy {
  return {
    ui: interfaceFor(request, lang, ui),
    company: copyFor<Company>(request, "company", lang, { sv: site, en: site }),
  };
}

/** The build's shared copy: for code outside a render (tests, the server's own pages). */
export function builtSiteCopy(lang: Lang): SiteCopy {
  return { ui: ui[lang], company: site };
}
