// The site's shared interface copy: header, navigation, footer, language toggle and system pages.
import type { Localized } from "~/i18n/lang";

export interface NavItem {
  id: "company" | "services" | "portfolio" | "team" | "otc" | "contact";
  label: string;
}

export interface UiCopy {
  skipToContent: string;
  homeLink: string;
  mainNavLabel: string;
  mobileNavLabel: string;
  nav: NavItem[];
  /** Accessible name of the language toggle, naming the language it switches to. */
  switchLanguage: string;
  /** The header's button to the free times (docs/decisions/029-booking-for-the-visitor.md). */
  bookCall: string;
  /** The other language's name, used in the toggle's title. */
  otherLanguageName: string;
  footer: {
    tagline: string;
    contactHeading: string;
    officesHeading: string;
    orgNumberLabel: string;
    quickLinksHeading: string;
    quickLinks: { target: "portfolio" | "company" | "services" | "team" | "contact"; label: string }[];
    servicesHeading: string;
    socialHeading: string;
    allSocial: string;
    rights: string;
    legalNavLabel: string;
    privacy: string;
    terms: string;
    support: string;
  };
  newTab: string;
  /** Alt text of the Open Graph image every page shares (public/og-image.png, scripts/og-image.ts). */
  ogImageAlt: string;
  notFound: { metaTitle: string; title: string; text: string; home: string; contact: string };
  thanks: { backHome: string };
  serviceLayout: { back: string };
  /** The info hub's own header and panels (it has no site header). */
  infoHub: {
    navLabel: string;
    home: string;
    infoHub: string;
    services: string;
    contact: string;
    /** Heading of the links to the related service pages at the end of each topic. */
    related: string;
  };
  /** The privacy policy, terms and support pages. */
  documentPage: {
    updated: string;
    contents: string;
    contactHeading: string;
    phone: string;
    email: string;
    offices: string;
  };
}

export const ui: Localized<UiCopy> = {
  sv: {
    skipToContent: "Hoppa till innehållet",
    homeLink: "Nordlegend, till startsidan",
    mainNavLabel: "Huvudmeny",
    mobileNavLabel: "Snabbmeny",
    nav: [
      { id: "company", label: "Om oss" },
      { id: "services", label: "Tjänster" },
      { id: "portfolio", label: "Projekt" },
      { id: "team", label: "Team" },
      { id: "otc", label: "OTC" },
      { id: "contact", label: "Kontakt" },
    ],
    switchLanguage: "Byt språk till engelska",
    bookCall: "Boka samtal",
    otherLanguageName: "English",
    footer: {
      tagline: "Mjukvara, AI och blockchain från Sverige – byggt för att hålla.",
      contactHeading: "Kontakt",
      officesHeading: "Kontor",
      orgNumberLabel: "Org.nr",
      quickLinksHeading: "Snabblänkar",
      quickLinks: [
        { target: "portfolio", label: "Projekt" },
        { target: "company", label: "Om oss" },
        { target: "services", label: "Tjänster" },
        { target: "team", label: "Team" },
        { target: "contact", label: "Kontakt" },
      ],
      servicesHeading: "Tjänster",
      socialHeading: "Följ oss",
      allSocial: "Alla våra kanaler",
      rights: "Alla rättigheter förbehållna.",
      legalNavLabel: "Juridiskt och support",
      privacy: "Integritetspolicy",
      terms: "Villkor",
      support: "Support",
    },
    newTab: "(öppnas i en ny flik)",
    ogImageAlt:
      "Nordlegends logotyp och devisen Bridging TradFi and DeFi for Sustainable Growth på en mörk bakgrund med fallande tecken",
    notFound: {
      metaTitle: "Sidan finns inte",
      title: "Sidan finns inte",
      text: "Länken kan vara gammal eller felstavad. Börja om från startsidan eller hör av dig, så hjälper vi dig rätt.",
      home: "Till startsidan",
      contact: "Kontakta oss",
    },
    thanks: { backHome: "Tillbaka till startsidan" },
    serviceLayout: { back: "Tillbaka till hem" },
    infoHub: {
      navLabel: "Kunskapsbankens meny",
      home: "Hem",
      infoHub: "Kunskapsbank",
      services: "Tjänster",
      contact: "Kontakt",
      related: "Relaterade tjänster",
    },
    documentPage: {
      updated: "Senast uppdaterad",
      contents: "Innehåll",
      contactHeading: "Kontaktuppgifter",
      phone: "Telefon",
      email: "E-post",
      offices: "Kontor",
    },
  },
  en: {
    skipToContent: "Skip to content",
    homeLink: "Nordlegend, home",
    mainNavLabel: "Main menu",
    mobileNavLabel: "Quick menu",
    nav: [
      { id: "company", label: "About" },
      { id: "services", label: "Services" },
      { id: "portfolio", label: "Work" },
      { id: "team", label: "Team" },
      { id: "otc", label: "OTC" },
      { id: "contact", label: "Contact" },
    ],
    switchLanguage: "Switch language to Swedish",
    bookCall: "Book a call",
    otherLanguageName: "Svenska",
    footer: {
      tagline: "Software, AI and blockchain from Sweden – built to last.",
      contactHeading: "Contact",
      officesHeading: "Offices",
      orgNumberLabel: "Reg. no.",
      quickLinksHeading: "Quick links",
      quickLinks: [
        { target: "portfolio", label: "Work" },
        { target: "company", label: "About" },
        { target: "services", label: "Services" },
        { target: "team", label: "Team" },
        { target: "contact", label: "Contact" },
      ],
      servicesHeading: "Services",
      socialHeading: "Follow us",
      allSocial: "All our channels",
      rights: "All rights reserved.",
      legalNavLabel: "Legal and support",
      privacy: "Privacy policy",
      terms: "Terms",
      support: "Support",
    },
    newTab: "(opens in a new tab)",
    ogImageAlt:
      "The Nordlegend logo and the tagline Bridging TradFi and DeFi for Sustainable Growth on a dark background of falling characters",
    notFound: {
      metaTitle: "Page not found",
      title: "We couldn’t find that page",
      text: "The link may be old or mistyped. Start again from the home page or get in touch and we’ll point you the right way.",
      home: "Back to the home page",
      contact: "Contact us",
    },
    thanks: { backHome: "Back to the home page" },
    serviceLayout: { back: "Back to Home" },
    infoHub: {
      navLabel: "Info Hub menu",
      home: "Home",
      infoHub: "Info Hub",
      services: "Services",
      contact: "Contact",
      related: "Related services",
    },
    documentPage: {
      updated: "Last updated",
      contents: "Contents",
      contactHeading: "Contact details",
      phone: "Phone",
      email: "Email",
      offices: "Offices",
    },
  },
};

/**
 * Mobile navigation labels longer than 8 characters are cut to 6 plus an ellipsis (docs/product.md#constants).
 * `shown` is what is drawn; `rest` is the cut-off part, kept for screen readers so the link's
 * name stays the whole word.
 */
export function splitNavLabel(label: string): { shown: string; rest: string; cut: boolean } {
  const chars = Array.from(label);
  if (chars.length <= 8) return { shown: label, rest: "", cut: false };
  return { shown: chars.slice(0, 6).join(""), rest: chars.slice(6).join(""), cut: true };
}
