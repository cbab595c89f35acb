// The one name of each service and section in each language (docs/style-guide.md, "Glossary").
// The home page's cards, the service pages' titles, the footer and the info hub's links use
// exactly these strings; style.test.ts fails when a page names a service any other way.
import type { Localized } from "~/i18n/lang";
import type { ServiceSlug } from "~/i18n/pages";

export const SERVICE_NAMES: Localized<Record<ServiceSlug, string>> = {
  sv: {
    "ai-agents": "AI-agenter",
    "ai-integration": "AI-integration",
    "saas-development": "SaaS-utveckling",
    "n8n-workflows": "Automatisering med n8n",
    "no-code-low-code-mvp": "MVP med no-code och low-code",
    "fullstack-development": "Fullstackutveckling",
    "blockchain-development": "Blockchainutveckling",
    "smart-contracts": "Smarta kontrakt",
    tokenization: "Tokenisering av tillgångar",
    "defi-staking": "DeFi-staking",
    "platform-development": "Plattformsutveckling",
    "enterprise-testing": "Test av SaaS och AI",
    "ai-development": "AI-utveckling och maskininlärning",
    "fast-mvp-prototyping": "Snabb MVP-prototyp",
  },
  en: {
    "ai-agents": "AI agents",
    "ai-integration": "AI integration",
    "saas-development": "SaaS development",
    "n8n-workflows": "n8n workflow automation",
    "no-code-low-code-mvp": "No-code and low-code MVPs",
    "fullstack-development": "Fullstack development",
    "blockchain-development": "Blockchain development",
    "smart-contracts": "Smart contracts",
    tokenization: "Asset tokenisation",
    "defi-staking": "DeFi staking",
    "platform-development": "Platform development",
    "enterprise-testing": "SaaS and AI testing",
    "ai-development": "AI development and machine learning",
    "fast-mvp-prototyping": "Fast MVP prototyping",
  },
};

/** Names of sections and places that recur across pages. */
export const SECTION_NAMES: Localized<{ infoHub: string; portfolio: string; story: string; stories: string; faq: string }> = {
  sv: { infoHub: "Kunskapsbank", portfolio: "Projekt", story: "Kundexempel", stories: "Kundexempel", faq: "Vanliga frågor" },
  en: {
    infoHub: "Info Hub",
    portfolio: "Work",
    story: "Client story",
    stories: "Client stories",
    faq: "Frequently asked questions",
  },
};

/**
 * Other names the copy once used for a service or section. None of them may appear anywhere
 * in the copy of that language (matched case-insensitively).
 */
export const RETIRED_NAMES: Localized<string[]> = {
  sv: [
    "Automation med n8n",
    "n8n-arbetsflöden",
    "Arbetsflöden med n8n",
    "No-code- och low-code-MVP",
    "Blockkedjeutveckling",
    "DeFi och staking",
    "Enterprise-testning",
    "Snabb MVP-prototypning",
    "Info Hub",
    "konceptbevis",
  ],
  en: [
    "No-code & low-code",
    "DeFi & staking",
    "SaaS & AI testing",
    "Enterprise SaaS and AI testing",
    "n8n workflows",
    "AI development & machine learning",
    "Kunskapsbank",
    "feasibility study",
  ],
};

/**
 * Swedish words the copy replaced to keep one term per concept (docs/style-guide.md, "Sections and
 * recurring terms"), as patterns, each with the term to write instead. The content tests check the
 * site's copy against them, and the server's tests its emails.
 */
export const RETIRED_TERMS_SV: readonly (readonly [pattern: string, instead: string])[] = [
  ["tidsplan\\p{L}*", "tidplan"],
  ["mejl\\p{L}*", "e-post"],
  ["layer[ -]2", "lager 2"],
  ["konceptvaliderin\\p{L}*", "proof of concept"],
  ["skräp\\p{L}*", "spam"],
  ["skevhet", "snedvridning (bias)"],
];
