/**
 * The copy types the pages render, inferred from the content kinds' schemas
 * (docs/decisions/026-content-kinds-declared-once.md): `Copy<T>` is one language of a document,
 * every `{ sv, en }` text its string. Nothing here declares a field: a field is added to its
 * schema in app/content/model/schemas.ts, and the type follows.
 */
import type { z } from "zod";
import type { ServiceSlug } from "~/i18n/pages";
import type { documentPage, formsCopy, homePage, infoPage, otcPage, servicePage, socialPage } from "./model/schemas";

/** Names of the inline SVG icons in app/components/ui/icon.tsx. */
export const ICON_NAMES = [
  "brain",
  "chain",
  "workflow",
  "lightbulb",
  "robot",
  "building",
  "coins",
  "shield",
  "globe",
  "handshake",
  "chart",
  "clock",
  "eye",
  "rocket",
  "code",
  "check",
  "phone",
  "mail",
  "layers",
  "sparkles",
  "users",
  "target",
  "cog",
  "leaf",
  "lock",
  "search",
  "book",
  "briefcase",
  "message",
  "cube",
  "server",
  "flask",
  "gauge",
  "puzzle",
  "scale",
  "wallet",
  "home",
  "grid",
  "image",
  "arrow-right",
  "external",
  "menu",
  "close",
  "chevron-down",
  "chevron-up",
  "info",
  "facebook",
  "linkedin",
  "instagram",
  "x",
  "tiktok",
  "pinterest",
  "youtube",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Search-engine and social metadata of one page in one language. */
export type PageMeta = Omit<Copy<z.input<typeof servicePage>["meta"]>, "ogImage"> & {
  /**
   * The page's own Open Graph image from the media library: the document names it by id, and
   * the copy a page renders carries its 1200×630 crop (app/content/source.ts, withOgImage).
   */
  ogImage?: OgImage;
};

/** An Open Graph image as a page's head names it: absolute URL, size, alt text in the page's language. */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A block of long text: a paragraph, a sub-heading or a bullet list. */
export type TextBlock = DocumentPageContent["sections"][number]["blocks"][number];

/** A titled text: a benefit, a step, a value. */
export type TitledText = NonNullable<ServicePageContent["process"]>["steps"][number];

/** One language's copy of a content document: every `{ sv, en }` text becomes the string of that language. */
export type Copy<T> = T extends { sv: string; en: string }
  ? string
  : T extends readonly (infer Item)[]
    ? Copy<Item>[]
    : T extends object
      ? { [K in keyof T]: Copy<T[K]> }
      : T;
/** A page's copy: its meta's Open Graph image resolved (app/content/source.ts, withOgImage). */
type PageCopy<T extends { meta: unknown }> = Omit<Copy<T>, "meta"> & { meta: PageMeta };

export type ServicePageContent = PageCopy<z.input<typeof servicePage>>;
export type InfoHubContent = PageCopy<z.input<typeof infoPage>>;
export type DocumentPageContent = PageCopy<z.input<typeof documentPage>>;
export type HomeContent = PageCopy<z.input<typeof homePage>>;
export type OtcContent = PageCopy<z.input<typeof otcPage>>;
export type SocialContent = PageCopy<z.input<typeof socialPage>>;

export type ServiceContentMap = Record<ServiceSlug, ServicePageContent>;

// ---------------------------------------------------------------- info hub

export const INFO_TOPIC_IDS = [
  "ai-technologies",
  "blockchain-solutions",
  "business-automation",
  "ai-consulting",
  "custom-ai-agents",
  "enterprise-ai",
  "tokenization-defi",
] as const;
export type InfoTopicId = (typeof INFO_TOPIC_IDS)[number];

/** A topic of the info hub; `related` names service pages by id, a page added in the console too. */
export type InfoTopic = InfoHubContent["topics"][number];

// ---------------------------------------------------------------- home page

/** Parameters of the generated SVG art of a portfolio project (no raster images needed). */
export type PortfolioArt = PortfolioProject["art"];

export type PortfolioProject = HomeContent["portfolio"]["projects"][number];

export type TeamMember = HomeContent["team"]["members"][number];

// ---------------------------------------------------------------- forms

export type FieldCopy = FormCopy["fields"][string];

export type FormCopy = FormsContent["contact"];

export type FormsContent = Copy<z.input<typeof formsCopy>>;

/** Where and when a client story was done (docs/decisions/031-copy-and-proof.md). */
export type StoryOrigin = NonNullable<NonNullable<ServicePageContent["stories"]>["items"][number]["origin"]>;
/** The three kinds of MVP side by side (a service page's and the home page's `comparison`). */
export type MvpComparisonContent = NonNullable<ServicePageContent["comparison"]>;
