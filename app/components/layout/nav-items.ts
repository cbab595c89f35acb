import type { IconName } from "~/content/types";
import type { NavItem } from "~/content/ui";
import type { Lang } from "~/i18n/lang";
import { homeSectionHref, localizedPath } from "~/i18n/pages";

export const NAV_ICONS: Record<NavItem["id"], IconName> = {
  company: "layers",
  services: "grid",
  portfolio: "briefcase",
  team: "users",
  otc: "coins",
  contact: "mail",
};

/** In-page anchors on the home page, /{lang}#section elsewhere; OTC is its own page. */
export function navHref(lang: Lang, id: NavItem["id"], onHome: boolean): string {
  if (id === "otc") return localizedPath(lang, { page: "otc" });
  return onHome ? `#${id}` : homeSectionHref(lang, id);
}
