// Every displayed string of the copy, in both languages, for the content tests (style.test.ts,
// claims.test.ts): one walker, so a module added to the site is checked by every rule at once.
import { fieldErrorMessage, SUBMIT_ERROR_MESSAGE } from "~/forms/messages";
import type { FieldErrorCode } from "~/forms/validate";
import type { Lang } from "~/i18n/lang";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { bookingCopy, bookingDocument, bookingPickerCopy } from "./booking";
import { consoleCopy } from "./console";
import { backupCopy } from "./console-backup";
import { forms, formsDocument } from "./forms";
import { home, homeDocument } from "./home";
import { infoDocument, infoHub } from "./info";
import { privacyDocument, privacyPolicy } from "./legal/privacy";
import { support, supportDocument } from "./legal/support";
import { terms, termsDocument } from "./legal/terms";
import { otc, otcDocument } from "./otc";
import { serviceContents, serviceDocuments, serviceLayoutDocument, serviceLayoutLabels } from "./services";
import { social, socialDocument } from "./social";
import { spamConsoleCopy } from "./spam-console";
import { ui, uiDocument } from "./ui";

/** One displayed string: which module it is in, where in it, and the text. */
export interface Copy {
  module: string;
  path: string;
  text: string;
}

/**
 * The booking words as a visitor reads them: the page's strings, the island's, and the texts the
 * functions build, filled with sample values (the walker skips functions).
 */
function bookingAsRead(lang: Lang) {
  const copy = bookingCopy[lang];
  const sample = {
    when: "{when}",
    location: "{location}",
    manageUrl: "{url}",
    bookUrl: "{url}",
    brand: "{brand}",
    phone: "{phone}",
    email: "{email}",
    host: "{host}",
  };
  return {
    ...copy,
    yourTime: copy.yourTime("{zone}"),
    confirmedText: copy.confirmedText("{when}"),
    manageText: copy.manageText("{when}"),
    phoneLocation: copy.phoneLocation("{phone}"),
    cutoffText: copy.cutoffText(sample),
    mail: {
      summary: copy.mail.summary,
      subject: copy.mail.subject("{when}"),
      text: copy.mail.text(sample),
      cancelSubject: copy.mail.cancelSubject("{when}"),
      cancelText: copy.mail.cancelText(sample),
      reminderSubject: copy.mail.reminderSubject("{when}"),
      reminderText: copy.mail.reminderText(sample),
    },
    picker: bookingPickerCopy(lang),
  };
}

export const MODULES = {
  ui,
  home,
  forms,
  otc,
  social,
  infoHub,
  privacyPolicy,
  terms,
  support,
  serviceLayoutLabels,
  console: consoleCopy,
  spamConsole: spamConsoleCopy,
  consoleBackup: backupCopy,
  booking: { sv: bookingAsRead("sv"), en: bookingAsRead("en") },
  ...Object.fromEntries(SERVICE_SLUGS.map((slug) => [`services/${slug}`, serviceContents[slug]])),
} as Record<string, Record<Lang, unknown>>;

/** Keys whose values are identifiers or machine values, not displayed copy. */
const NOT_COPY = new Set(["id", "icon", "slug", "url", "updated", "target", "motif", "hue"]);

export function strings(module: string, value: unknown, path = "$"): Copy[] {
  if (typeof value === "string") return [{ module, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(module, item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (NOT_COPY.has(key) ? [] : strings(module, item, `${path}.${key}`)));
  return [];
}

function copyOf(lang: Lang): Copy[] {
  const codes: FieldErrorCode[] = ["required", "email", "tooLong", "option", "unknownForm", "invalid", "markup", "unknownField"];
  const messages = codes.map((code) => ({ module: "formMessages", path: `$.${code}`, text: fieldErrorMessage(lang, code) }));
  messages.push({
    module: "formMessages",
    path: "$.requiredSelect",
    text: fieldErrorMessage(lang, "required", { kind: "select" }),
  });
  messages.push({
    module: "formMessages",
    path: "$.requiredCheckbox",
    text: fieldErrorMessage(lang, "required", { kind: "checkbox" }),
  });
  return [
    ...Object.entries(MODULES).flatMap(([module, localized]) => strings(module, localized[lang])),
    ...messages,
    { module: "formMessages", path: "$.submitError", text: SUBMIT_ERROR_MESSAGE[lang] },
  ];
}

export const COPY = { sv: copyOf("sv"), en: copyOf("en") };

/** Where a regular expression matches, as "module $.path: …match…" lines (empty when it never does). */
export function findings(copy: Copy[], pattern: RegExp, allowed: (entry: Copy, match: string) => boolean = () => false) {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return copy.flatMap((entry) =>
    [...entry.text.matchAll(global)]
      .filter((match) => !allowed(entry, match[0]))
      .map((match) => {
        const at = match.index;
        return `${entry.module} ${entry.path}: …${entry.text.slice(Math.max(0, at - 30), at + match[0].length + 30)}…`;
      }),
  );
}

// A letter or digit on either side makes a match part of another word: "dig" never matches "digital".
export const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`, "giu");

/** The copy modules' documents by their content id, as the seed stores them (per field, facts as references). */
export const DOCUMENTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ["home", homeDocument],
  ...SERVICE_SLUGS.map((slug) => [`service/${slug}`, serviceDocuments[slug]] as const),
  ["otc", otcDocument],
  ["info", infoDocument],
  ["social", socialDocument],
  ["privacy", privacyDocument],
  ["terms", termsDocument],
  ["support", supportDocument],
  ["interface", { ui: uiDocument, serviceLayout: serviceLayoutDocument }],
  ["forms", formsDocument],
  ["booking", bookingDocument],
]);
