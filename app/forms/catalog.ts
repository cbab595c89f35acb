import { checkbox, email, multi, select, tel, text, textarea } from "./fields";
import type { FormName, FormSchema } from "./definition";

// Enumerations as docs/product.md#forms records them: these are the submitted values, not the labels.
export const PROJECT_TYPES = ["blockchain", "ai", "tokenization", "defi", "saas", "fullstack", "other"] as const;
export const ORGANIZATION_TYPES = ["startup", "sme", "enterprise", "nonprofit", "government", "other"] as const;
export const BUDGETS = ["0-10k", "10k-50k", "50k-100k", "100k-500k", "500k+"] as const;
export const TIMELINES = ["1-3months", "3-6months", "6-12months", "1year+"] as const;
export const FEATURES = [
  "smartContracts",
  "tokenCreation",
  "walletIntegration",
  "kycAml",
  "governance",
  "staking",
  "blockchain",
  "aiIntegration",
  "tokenization",
  "defi",
  "saas",
  "fullstack",
] as const;
export const ASSET_TYPES = ["bitcoin", "ethereum", "stablecoins", "altcoins", "multiple"] as const;
export const TRANSACTION_TYPES = ["buy", "sell", "both", "ongoing"] as const;
export const TRANSACTION_SIZES = ["100k-500k", "500k-1m", "1m-5m", "5m-10m", "10m+"] as const;
export const FREQUENCIES = ["one-time", "monthly", "weekly", "daily", "as-needed"] as const;
export const SETTLEMENT_METHODS = ["Bank Wire", "Crypto Transfer", "Escrow Service", "Other"] as const;
/** The value a checked acknowledgment box submits. */
export const ACKNOWLEDGMENT_VALUE = "agreed";

export const contactForm: FormSchema = {
  name: "contact",
  sender: { name: "name", detail: "company" },
  fields: [text("name", true), email("email"), text("company"), textarea("message", true)],
};

export const projectForm: FormSchema = {
  name: "project",
  // The visitor's name is optional (docs/product.md#forms): the inbox names the
  // person when it is given, the project otherwise.
  sender: { name: "name", detail: "projectName" },
  fields: [
    text("projectName", true),
    text("name"),
    email("email"),
    tel("phoneNumber"),
    text("reference"),
    select("projectType", PROJECT_TYPES),
    select("organizationType", ORGANIZATION_TYPES),
    textarea("projectGoal", true),
    select("budget", BUDGETS),
    select("timeline", TIMELINES),
    text("teamSize"),
    text("technicalExpertise"),
    textarea("currentChallenges"),
    textarea("desiredOutcome"),
    multi("features", FEATURES),
    textarea("additionalInfo"),
  ],
};

export const otcForm: FormSchema = {
  name: "otc-network-request",
  sender: { name: "fullName", detail: "company" },
  fields: [
    text("fullName", true),
    text("company", true),
    email("email"),
    tel("phone"),
    text("jurisdiction", true),
    select("assetType", ASSET_TYPES),
    select("transactionType", TRANSACTION_TYPES),
    select("transactionSize", TRANSACTION_SIZES),
    select("frequency", FREQUENCIES),
    multi("settlementMethods", SETTLEMENT_METHODS),
    text("geographicPreferences"),
    textarea("additionalInfo"),
    checkbox("acknowledgment", ACKNOWLEDGMENT_VALUE),
  ],
};

export const FORM_SCHEMAS: Record<FormName, FormSchema> = {
  contact: contactForm,
  project: projectForm,
  "otc-network-request": otcForm,
};
