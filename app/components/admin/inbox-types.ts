import type { FormName } from "~/forms";
import type { Lang } from "~/i18n/lang";

/** An enquiry as the console's list shows it (server/admin/present.ts). */
export interface EnquirySummary {
  id: string;
  form: FormName;
  status: "new" | "handled" | "spam";
  createdAt: string;
  language: Lang;
  name: string;
  company: string;
  email: string;
  /** When it was marked kept (exempt from the retention purge), or null. */
  keptAt: string | null;
}

export const STATUSES = ["new", "handled", "spam"] as const;
export const FILTER_KEYS = ["form", "status", "language", "from", "to", "q"] as const;
