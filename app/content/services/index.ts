// All 14 service pages' copy by slug, and the few labels the shared service layout adds.
// Imported only by route loaders (build time), so none of it reaches the browser bundle.
import type { Lang, Localized } from "~/i18n/lang";
import type { ServiceSlug } from "~/i18n/pages";
import type { ServicePageContent } from "~/content/types";
import { content as aiAgents } from "./ai-agents";
import { content as aiDevelopment } from "./ai-development";
import { content as aiIntegration } from "./ai-integration";
import { content as blockchainDevelopment } from "./blockchain-development";
import { content as defiStaking } from "./defi-staking";
import { content as enterpriseTesting } from "./enterprise-testing";
import { content as fastMvpPrototyping } from "./fast-mvp-prototyping";
import { content as fullstackDevelopment } from "./fullstack-development";
import { content as n8nWorkflows } from "./n8n-workflows";
import { content as noCodeLowCodeMvp } from "./no-code-low-code-mvp";
import { content as platformDevelopment } from "./platform-development";
import { content as saasDevelopment } from "./saas-development";
import { content as smartContracts } from "./smart-contracts";
import { content as tokenization } from "./tokenization";

export const serviceContents: Record<ServiceSlug, Localized<ServicePageContent>> = {
  "ai-agents": aiAgents,
  "ai-integration": aiIntegration,
  "saas-development": saasDevelopment,
  "n8n-workflows": n8nWorkflows,
  "no-code-low-code-mvp": noCodeLowCodeMvp,
  "fullstack-development": fullstackDevelopment,
  "blockchain-development": blockchainDevelopment,
  "smart-contracts": smartContracts,
  tokenization,
  "defi-staking": defiStaking,
  "platform-development": platformDevelopment,
  "enterprise-testing": enterpriseTesting,
  "ai-development": aiDevelopment,
  "fast-mvp-prototyping": fastMvpPrototyping,
};

export function serviceContent(slug: ServiceSlug, lang: Lang): ServicePageContent {
  return serviceContents[slug][lang];
}

/** Words of the shared layout that no single page's copy carries. */
export interface ServiceLayoutLabels {
  /** The small heading over a use case's example integrations. */
  examples: string;
  /** Names the bar with the back-to-home link and the language toggle. */
  topBar: string;
}

export const serviceLayoutLabels: Localized<ServiceLayoutLabels> = {
  sv: { examples: "Exempel på integrationer", topBar: "Sidnavigering" },
  en: { examples: "Example integrations", topBar: "Page navigation" },
};
