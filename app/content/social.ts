// Copy of the social media page (/social), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { SocialContent } from "~/content/types";
import { facts } from "~/content/facts";

export const social: Localized<SocialContent> = {
  sv: {
    meta: {
      title: "Sociala medier",
      description:
        "Följ Nordlegend på LinkedIn, Instagram, YouTube och fler kanaler. Vi delar kunskap om AI, blockchain och automatisering, kundexempel och glimtar från vårt arbete.",
      keywords: [
        "Nordlegend sociala medier",
        "Nordlegend LinkedIn",
        "AI-nyheter",
        "blockchain",
        "automatisering",
        "teknikkonsult Sverige",
      ],
    },
    title: "Följ oss",
    intro:
      "Vi delar det vi lär oss om AI, blockchain och automatisering, visar vad vi bygger och ger en inblick i vardagen på kontoret. Välj den kanal som passar er bäst.",
    iconRowLabel: "Nordlegend i sociala medier",
    visitProfile: "Besök profil",
    profiles: {
      facebook: "Nyheter från bolaget och evenemang vi deltar i.",
      linkedin: "Artiklar om AI och blockchain och kundexempel.",
      instagram: "Bilder från kontoren i Stockholm och Göteborg och glimtar från våra projekt.",
      x: "Korta kommentarer om AI, blockchainteknik och teknikbranschen – inga placeringsråd.",
      tiktok: "Korta förklaringar av AI, blockchain och DeFi på under en minut.",
      pinterest: "Designidéer, gränssnitt och visuell inspiration från våra produkter.",
      youtube: "Genomgångar, demonstrationer och inspelade föredrag om teknik som förändrar affärer.",
    },
    contactHeading: "Vill ni hellre prata direkt?",
    contactText: `Har ni en fråga eller en projektidé? Hör av er, så svarar vi ${facts.sv.reply}.`,
    contactUs: "Kontakta oss",
  },
  en: {
    meta: {
      title: "Social media",
      description:
        "Follow Nordlegend on LinkedIn, Instagram, YouTube and more. We share insights on AI, blockchain and automation, client stories and a look behind the scenes.",
      keywords: [
        "Nordlegend social media",
        "Nordlegend LinkedIn",
        "AI news",
        "blockchain",
        "automation",
        "tech consultancy Sweden",
      ],
    },
    title: "Follow us",
    intro:
      "We share what we learn about AI, blockchain and automation, show what we are building and give you a look at everyday life at the office. Pick the channel that suits you best.",
    iconRowLabel: "Nordlegend on social media",
    visitProfile: "Visit Profile",
    profiles: {
      facebook: "Company news and events we take part in.",
      linkedin: "Articles on AI and blockchain, and client stories.",
      instagram: "Photos from our Stockholm and Gothenburg offices and glimpses of our projects.",
      x: "Quick takes on AI, blockchain technology and the tech industry – no investment advice.",
      tiktok: "Short explainers on AI, blockchain and DeFi in under a minute.",
      pinterest: "Design ideas, interfaces and visual inspiration from our products.",
      youtube: "Walkthroughs, demos and recorded talks on technology that changes business.",
    },
    contactHeading: "Prefer to talk directly?",
    contactText: `Got a question or a project idea? Get in touch and we’ll reply ${facts.en.reply}.`,
    contactUs: "Contact Us",
  },
};
