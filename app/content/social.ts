// Copy of the social media page (/social), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { SocialContent } from "~/content/types";

/** The social as its content document holds it: every text in both languages, facts as references. */
export const socialDocument: Localize<SocialContent> = {
  meta: {
    title: {
      sv: "Sociala medier",
      en: "Social media",
    },
    description: {
      sv: "Följ Nordlegend på LinkedIn, Instagram, YouTube och fler kanaler. Vi delar kunskap om AI, blockchain och automatisering och glimtar från vårt arbete.",
      en: "Follow Nordlegend on LinkedIn, Instagram, YouTube and more. We share insights on AI, blockchain and automation and glimpses of our work.",
    },
    keywords: [
      {
        sv: "Nordlegend sociala medier",
        en: "Nordlegend social media",
      },
      {
        sv: "Nordlegend LinkedIn",
        en: "Nordlegend LinkedIn",
      },
      {
        sv: "AI-nyheter",
        en: "AI news",
      },
      {
        sv: "blockchain",
        en: "blockchain",
      },
      {
        sv: "automatisering",
        en: "automation",
      },
      {
        sv: "teknikkonsult Sverige",
        en: "tech consultancy Sweden",
      },
    ],
  },
  title: {
    sv: "Följ oss",
    en: "Follow us",
  },
  intro: {
    sv: "Vi delar det vi lär oss om AI, blockchain och automatisering, visar vad vi bygger och ger en inblick i vardagen på kontoren. Välj den kanal som passar er bäst.",
    en: "We share what we learn about AI, blockchain and automation, show what we are building and give you a look at everyday life at our offices. Pick the channel that suits you best.",
  },
  iconRowLabel: {
    sv: "Nordlegend i sociala medier",
    en: "Nordlegend on social media",
  },
  visitProfile: {
    sv: "Besök profil",
    en: "Visit Profile",
  },
  profiles: {
    facebook: {
      sv: "Nyheter från bolaget och evenemang vi deltar i.",
      en: "Company news and events we take part in.",
    },
    linkedin: {
      sv: "Artiklar om AI och blockchain och nyheter från bolaget.",
      en: "Articles on AI and blockchain, and company news.",
    },
    instagram: {
      sv: "Bilder från kontoren i Stockholm och Göteborg och glimtar från våra projekt.",
      en: "Photos from our Stockholm and Gothenburg offices and glimpses of our projects.",
    },
    x: {
      sv: "Korta kommentarer om AI, blockchainteknik och teknikbranschen – inga placeringsråd.",
      en: "Quick takes on AI, blockchain technology and the tech industry – no investment advice.",
    },
    tiktok: {
      sv: "Korta förklaringar av AI, blockchain och DeFi på under en minut.",
      en: "Short explainers on AI, blockchain and DeFi in under a minute.",
    },
    pinterest: {
      sv: "Designidéer, gränssnitt och visuell inspiration från våra egna projekt.",
      en: "Design ideas, interfaces and visual inspiration from our own projects.",
    },
    youtube: {
      sv: "Genomgångar, demonstrationer och inspelade föredrag om teknik som förändrar hur företag arbetar.",
      en: "Walkthroughs, demos and recorded talks on technology that changes how businesses work.",
    },
  },
  contactHeading: {
    sv: "Vill ni hellre prata direkt?",
    en: "Prefer to talk directly?",
  },
  contactText: {
    sv: "Har ni en fråga eller en projektidé? Hör av er, så svarar vi {{fact:reply}}.",
    en: "Got a question or a project idea? Get in touch and we’ll reply {{fact:reply}}.",
  },
  contactUs: {
    sv: "Kontakta oss",
    en: "Contact Us",
  },
};

export const social: Localized<SocialContent> = /* @__PURE__ */ bothLanguages<SocialContent>(socialDocument);
