// The site's shared interface copy: header, navigation, footer, language toggle and system pages.
import type { LocalText, Localize } from "~/content/model/localize";
import { bothLanguages } from "~/content/model/seed-copy";
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

/** The ui as its content document holds it: every text in both languages, facts as references. */
// `documentPage.updated` is a label here, not the date `Localize` keeps plain elsewhere.
type UiDocument = Localize<Omit<UiCopy, "documentPage">> & { documentPage: { [K in keyof UiCopy["documentPage"]]: LocalText } };

export const uiDocument: UiDocument = {
  skipToContent: {
    sv: "Hoppa till innehållet",
    en: "Skip to content",
  },
  homeLink: {
    sv: "Nordlegend, till startsidan",
    en: "Nordlegend, home",
  },
  mainNavLabel: {
    sv: "Huvudmeny",
    en: "Main menu",
  },
  mobileNavLabel: {
    sv: "Snabbmeny",
    en: "Quick menu",
  },
  nav: [
    {
      id: "company",
      label: {
        sv: "Om oss",
        en: "About",
      },
    },
    {
      id: "services",
      label: {
        sv: "Tjänster",
        en: "Services",
      },
    },
    {
      id: "portfolio",
      label: {
        sv: "Projekt",
        en: "Work",
      },
    },
    {
      id: "team",
      label: {
        sv: "Team",
        en: "Team",
      },
    },
    {
      id: "otc",
      label: {
        sv: "OTC",
        en: "OTC",
      },
    },
    {
      id: "contact",
      label: {
        sv: "Kontakt",
        en: "Contact",
      },
    },
  ],
  switchLanguage: {
    sv: "Byt språk till engelska",
    en: "Switch language to Swedish",
  },
  bookCall: {
    sv: "Boka samtal",
    en: "Book a call",
  },
  otherLanguageName: {
    sv: "English",
    en: "Svenska",
  },
  footer: {
    tagline: {
      sv: "Mjukvara, AI och blockchain från Sverige – byggt för att hålla.",
      en: "Software, AI and blockchain from Sweden – built to last.",
    },
    contactHeading: {
      sv: "Kontakt",
      en: "Contact",
    },
    officesHeading: {
      sv: "Kontor",
      en: "Offices",
    },
    orgNumberLabel: {
      sv: "Org.nr",
      en: "Reg. no.",
    },
    quickLinksHeading: {
      sv: "Snabblänkar",
      en: "Quick links",
    },
    quickLinks: [
      {
        target: "portfolio",
        label: {
          sv: "Projekt",
          en: "Work",
        },
      },
      {
        target: "company",
        label: {
          sv: "Om oss",
          en: "About",
        },
      },
      {
        target: "services",
        label: {
          sv: "Tjänster",
          en: "Services",
        },
      },
      {
        target: "team",
        label: {
          sv: "Team",
          en: "Team",
        },
      },
      {
        target: "contact",
        label: {
          sv: "Kontakt",
          en: "Contact",
        },
      },
    ],
    servicesHeading: {
      sv: "Tjänster",
      en: "Services",
    },
    socialHeading: {
      sv: "Följ oss",
      en: "Follow us",
    },
    allSocial: {
      sv: "Alla våra kanaler",
      en: "All our channels",
    },
    rights: {
      sv: "Alla rättigheter förbehållna.",
      en: "All rights reserved.",
    },
    legalNavLabel: {
      sv: "Juridiskt och support",
      en: "Legal and support",
    },
    privacy: {
      sv: "Integritetspolicy",
      en: "Privacy policy",
    },
    terms: {
      sv: "Användarvillkor",
      en: "Terms of use",
    },
    support: {
      sv: "Support och kontakt",
      en: "Support and contact",
    },
  },
  newTab: {
    sv: "(öppnas i en ny flik)",
    en: "(opens in a new tab)",
  },
  ogImageAlt: {
    sv: "Nordlegends logotyp och devisen ”Vi förenar TradFi och DeFi för hållbar tillväxt” på en mörk bakgrund med fallande tecken",
    en: "The Nordlegend logo and the tagline Bridging TradFi and DeFi for Sustainable Growth on a dark background of falling characters",
  },
  notFound: {
    metaTitle: {
      sv: "Sidan finns inte",
      en: "Page not found",
    },
    title: {
      sv: "Sidan finns inte",
      en: "We couldn’t find that page",
    },
    text: {
      sv: "Länken kan vara gammal eller felstavad. Börja om från startsidan eller hör av er, så hjälper vi er rätt.",
      en: "The link may be old or mistyped. Start again from the home page or get in touch and we’ll point you the right way.",
    },
    home: {
      sv: "Tillbaka till startsidan",
      en: "Back to the home page",
    },
    contact: {
      sv: "Kontakta oss",
      en: "Contact Us",
    },
  },
  thanks: {
    backHome: {
      sv: "Tillbaka till startsidan",
      en: "Back to the home page",
    },
  },
  serviceLayout: {
    back: {
      sv: "Tillbaka till hem",
      en: "Back to Home",
    },
  },
  infoHub: {
    navLabel: {
      sv: "Kunskapsbankens meny",
      en: "Info Hub menu",
    },
    home: {
      sv: "Hem",
      en: "Home",
    },
    infoHub: {
      sv: "Kunskapsbank",
      en: "Info Hub",
    },
    services: {
      sv: "Tjänster",
      en: "Services",
    },
    contact: {
      sv: "Kontakt",
      en: "Contact",
    },
    related: {
      sv: "Relaterade tjänster",
      en: "Related services",
    },
  },
  documentPage: {
    updated: {
      sv: "Senast uppdaterad",
      en: "Last updated",
    },
    contents: {
      sv: "Innehåll",
      en: "Contents",
    },
    contactHeading: {
      sv: "Kontaktuppgifter",
      en: "Contact details",
    },
    phone: {
      sv: "Telefon",
      en: "Phone",
    },
    email: {
      sv: "E-post",
      en: "Email",
    },
    offices: {
      sv: "Kontor",
      en: "Offices",
    },
  },
};

export const ui: Localized<UiCopy> = /* @__PURE__ */ bothLanguages<UiCopy>(uiDocument as unknown as Localize<UiCopy>);

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
