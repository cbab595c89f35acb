/**
 * Shapes of the site's copy. Each content module exports `Localized<...>` values:
 * Swedish and English side by side, checked complete by content.test.ts.
 */
import type { ServiceSlug } from "~/i18n/pages";

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
export interface PageMeta {
  /** The page's own title; the document title becomes "{title} | {brand}" unless it is the home page. */
  title: string;
  description: string;
  keywords: string[];
  /** Alt text of the page's own Open Graph image; pages that share the site's image leave it out (ui.ogImageAlt). */
  ogImageAlt?: string;
  /**
   * The page's own Open Graph image from the media library: the document names it by id, and
   * the copy a page renders carries its 1200×630 crop (app/content/source.ts, withOgImage).
   */
  ogImage?: OgImage;
}

/** An Open Graph image as a page's head names it: absolute URL, size, alt text in the page's language. */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A block of long text: a paragraph, a sub-heading or a bullet list. */
export type TextBlock = { type: "p"; text: string } | { type: "h3"; text: string } | { type: "ul"; items: string[] };

export interface TitledText {
  title: string;
  text: string;
}

// ---------------------------------------------------------------- service pages

export interface ServicePageContent {
  meta: PageMeta;
  hero: {
    /** Small label above the title, e.g. "AI and automation". */
    eyebrow: string;
    /** The h1. */
    title: string;
    subtitle: string;
    /** Primary call to action, to /#contact (e.g. "Start Your MVP Project"). */
    primaryCta: string;
    /** "Learn More" / "Läs mer", jumps to #benefits. */
    secondaryCta: string;
    /** What the work typically takes and what it costs, or how the price is set (decision 031). */
    typical?: { duration: string; price: string };
  };
  /** The explanation: what the service is. `bullets` holds the traits or focus bullets the spec counts. */
  intro: { heading: string; paragraphs: string[]; bullets?: string[] };
  benefits: { heading: string; intro?: string; items: (TitledText & { icon: IconName })[] };
  /** Services, use cases or essential components, with optional example integrations. */
  offering?: {
    kind: "services" | "useCases" | "components";
    heading: string;
    intro?: string;
    items: (TitledText & { icon: IconName; examples?: string[] })[];
  };
  process?: { heading: string; intro?: string; steps: TitledText[] };
  /** Either plain badges or named groups (e.g. frontend, backend, database, cloud). */
  technologies: { heading: string; intro?: string; badges?: string[]; groups?: { name: string; items: string[] }[] };
  /** An extra highlighted offering (the AI employee on the ai-agents page). */
  spotlight?: {
    heading: string;
    paragraphs: string[];
    listHeading: string;
    items: string[];
    pricingHeading: string;
    pricing: string;
  };
  stories?: {
    heading: string;
    intro?: string;
    items: {
      title: string;
      sector: string;
      text: string;
      result?: { value: string; label: string };
      /** Where and when: here or at a previous employer, the year, who led it (decision 031); unset until the owner records it. */
      origin?: StoryOrigin;
    }[];
  };
  faq?: { heading: string; items: { question: string; answer: string }[] };
  /** The closing call to action (the spec's ai-agents page had no button: docs/decisions/029-booking-for-the-visitor.md). */
  cta: { heading: string; text: string; button?: string };
}

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

export interface InfoTopic {
  id: InfoTopicId;
  icon: IconName;
  title: string;
  /** One sentence under the title in the table of contents. */
  summary: string;
  body: TextBlock[];
  /** Links to the related service pages, shown at the end of the panel. */
  related: { slug: ServiceSlug; label: string }[];
}

export interface InfoHubContent {
  meta: PageMeta;
  title: string;
  intro: string;
  tocHeading: string;
  topics: InfoTopic[];
}

// ---------------------------------------------------------------- legal and support

export interface DocumentPageContent {
  meta: PageMeta;
  title: string;
  intro: string;
  /** ISO date of the last revision. */
  updated: string;
  sections: { id: string; heading: string; blocks: TextBlock[] }[];
}

// ---------------------------------------------------------------- home page

/** Parameters of the generated SVG art of a portfolio project (no raster images needed). */
export interface PortfolioArt {
  /** Base hue, 0-360. */
  hue: number;
  motif: "nodes" | "waves" | "grid" | "orbits" | "bars" | "rings";
}

export interface PortfolioProject {
  id: string;
  title: string;
  /** A short category line, e.g. "DeFi · Web app". */
  category: string;
  /**
   * Where the project stands, shown on its badge ("Pilot", "Open source", "Prototype"): a reader
   * must not take every project for unfinished work. Without one the badge says `inDevelopment`.
   */
  status?: string;
  description: string;
  /** External link, opened in a new tab; some projects have none. */
  url?: string;
  /** A media library image's id (docs/decisions/024-media.md); the generated art shows without one. */
  image?: string;
  art: PortfolioArt;
}

/** Where and when a client story was done (docs/decisions/031-copy-and-proof.md). */
export interface StoryOrigin {
  at: "here" | "previous";
  year?: number;
  ledBy?: string;
}

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  /** Years and kind of experience, as the person puts it; unset until the owner fills it in. */
  experience?: string;
  /** A public profile the person has approved (https). */
  profileUrl?: string;
  /** A media library image's id (docs/decisions/024-media.md). */
  photo?: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    /** The h1, e.g. "Bridging TradFi and DeFi for Sustainable Growth". */
    title: string;
    subtitle: string;
    /** The second slogan: beyond the conventional, towards the legendary. */
    slogan: string;
    /** The button that opens the project enquiry modal. */
    tryNow: string;
    /** The secondary link to #services. */
    explore: string;
  };
  about: {
    eyebrow: string;
    heading: string;
    paragraphs: string[];
    values: (TitledText & { icon: IconName })[];
    learnMore: string;
  };
  services: {
    eyebrow: string;
    heading: string;
    intro: string;
    cards: Record<string, { title: string; description: string; keywords: string[]; icon: IconName; typical?: string }>;
    readMore: string;
    /** Accessible name of a featured card's list of keyword chips. */
    keywordsLabel: string;
    infoText: string;
    infoLink: string;
    contactLink: string;
  };
  portfolio: {
    eyebrow: string;
    heading: string;
    intro: string;
    /** The badge of a project that gives no `status` of its own. */
    inDevelopment: string;
    viewProject: string;
    /** Accessible name of the thumbnail picker. */
    pickerLabel: string;
    projects: PortfolioProject[];
    pipeline: {
      heading: string;
      intro: string;
      upcomingHeading: string;
      upcoming: TitledText[];
      otherHeading: string;
      other: TitledText[];
    };
  };
  team: { eyebrow: string; heading: string; intro: string; members: TeamMember[]; closing: string };
  contact: {
    eyebrow: string;
    heading: string;
    intro: string;
    promiseTitle: string;
    promiseText: string;
    freeConsultation: string;
    customSolutions: string;
    phoneLabel: string;
    emailLabel: string;
  };
}

// ---------------------------------------------------------------- forms

export interface FieldCopy {
  label: string;
  placeholder?: string;
  /** A short help text under the field. */
  hint?: string;
}

export interface FormCopy {
  /** Labels by field name, for every field of the form's schema (app/forms). */
  fields: Record<string, FieldCopy>;
  /** Option labels by field name, then by submitted value, for every select and multi field. */
  options: Record<string, Record<string, string>>;
  submit: string;
  submitting: string;
  success: { title: string; text: string; again: string };
}

export interface FormsContent {
  /** Marks optional fields, e.g. "(valfritt)". */
  optional: string;
  /** First entry of a select, e.g. "Välj…". */
  selectPlaceholder: string;
  /** The honeypot's label: "Don't fill this out if you're human". */
  honeypotLabel: string;
  /** The line under each submit button; `link` goes to the privacy policy. */
  privacyNote: { before: string; link: string; after: string };
  /** Heading of the list of fields to fix at the top of the long forms. */
  errorSummary: string;
  /** Starts the contact message when the visitor came from a service page: "{about} AI-agenter: ". */
  about: string;
  contact: FormCopy;
  project: FormCopy & {
    title: string;
    intro: string;
    close: string;
    closeLabel: string;
    sections: { about: string; scope: string; details: string };
  };
  "otc-network-request": FormCopy;
}

// ---------------------------------------------------------------- OTC page

export interface OtcContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; subtitle: string; badges: string[]; cta: string };
  features: { heading: string; intro: string; items: (TitledText & { icon: IconName })[] };
  network: {
    heading: string;
    intro: string;
    benefits: TitledText[];
    stats: { value: string; label: string }[];
  };
  request: { heading: string; intro: string; disclaimerTitle: string; disclaimer: string };
  contact: { heading: string; text: string; phoneLabel: string; emailLabel: string };
  team: { heading: string; intro: string; members: TeamMember[] };
}

// ---------------------------------------------------------------- social page

export interface SocialContent {
  meta: PageMeta;
  title: string;
  intro: string;
  /** The icon row's accessible name. */
  iconRowLabel: string;
  visitProfile: string;
  /** One line per profile, by social id (app/config/site.ts). */
  profiles: Record<"facebook" | "linkedin" | "instagram" | "x" | "tiktok" | "pinterest" | "youtube", string>;
  contactHeading: string;
  contactText: string;
  contactUs: string;
}
