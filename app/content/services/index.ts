// All 14 service pages' copy by slug, and the few labels the shared service layout adds.
// Imported only by route loaders (build time), so none of it reaches the browser bundle.
import type { Localize } from "~/content/model/localize";
import { bothLanguages } from "~/content/model/seed-copy";
import type { Lang, Localized } from "~/i18n/lang";
import type { ServiceSlug } from "~/i18n/pages";
import type { ServicePageContent } from "~/content/types";
import { content as aiAgents, document as aiAgentsDocument } from "./ai-agents";
import { content as aiDevelopment, document as aiDevelopmentDocument } from "./ai-development";
import { content as aiIntegration, document as aiIntegrationDocument } from "./ai-integration";
import { content as blockchainDevelopment, document as blockchainDevelopmentDocument } from "./blockchain-development";
import { content as defiStaking, document as defiStakingDocument } from "./defi-staking";
import { content as enterpriseTesting, document as enterpriseTestingDocument } from "./enterprise-testing";
import { content as fastMvpPrototyping, document as fastMvpPrototypingDocument } from "./fast-mvp-prototyping";
import { content as fullstackDevelopment, document as fullstackDevelopmentDocument } from "./fullstack-development";
import { content as n8nWorkflows, document as n8nWorkflowsDocument } from "./n8n-workflows";
import { content as noCodeLowCodeMvp, document as noCodeLowCodeMvpDocument } from "./no-code-low-code-mvp";
import { content as platformDevelopment, document as platformDevelopmentDocument } from "./platform-development";
import { content as saasDevelopment, document as saasDevelopmentDocument } from "./saas-development";
import { content as smartContracts, document as smartContractsDocument } from "./smart-contracts";
import { content as tokenization, document as tokenizationDocument } from "./tokenization";

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

/** The service pages' seed documents (per field, as stored), by id. */
export const serviceDocuments: Record<ServiceSlug, Localize<ServicePageContent>> = {
  "ai-agents": aiAgentsDocument,
  "ai-integration": aiIntegrationDocument,
  "saas-development": saasDevelopmentDocument,
  "n8n-workflows": n8nWorkflowsDocument,
  "no-code-low-code-mvp": noCodeLowCodeMvpDocument,
  "fullstack-development": fullstackDevelopmentDocument,
  "blockchain-development": blockchainDevelopmentDocument,
  "smart-contracts": smartContractsDocument,
  tokenization: tokenizationDocument,
  "defi-staking": defiStakingDocument,
  "platform-development": platformDevelopmentDocument,
  "enterprise-testing": enterpriseTestingDocument,
  "ai-development": aiDevelopmentDocument,
  "fast-mvp-prototyping": fastMvpPrototypingDocument,
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

/** The serviceLayoutLabels as its content document holds it: every text in both languages, facts as references. */
export const serviceLayoutDocument: Localize<ServiceLayoutLabels> = {
  examples: {
    sv: "Exempel på integrationer",
    en: "Example integrations",
  },
  topBar: {
    sv: "Sidnavigering",
    en: "Page navigation",
  },
};

export const serviceLayoutLabels: Localized<ServiceLayoutLabels> =
  /* @__PURE__ */ bothLanguages<ServiceLayoutLabels>(serviceLayoutDocument);
