// The editor's words around a field that are not the field's own: every field's label and help
// are its schema's (`.meta()` in app/content/model/schemas.ts, read by console-labels.ts).
import type { Lang } from "~/i18n/lang";

/**
 * Under a text that holds placeholders: what they are, and each name as typed
 * (app/content/model/placeholders.ts says which text takes which).
 */
export const PLACEHOLDERS_NOTE: Readonly<Record<Lang, string>> = {
  sv: "Fylls i när texten visas eller skickas:",
  en: "Filled in when the text is shown or sent:",
};
