/**
 * Content migration for the shorter project enquiry (docs/product.md#forms). Frozen once shipped:
 * its texts are written out here, never read from today's seed.
 * - forms: the project form's new optional name field and its "More details (optional)" button,
 *   and every thank-you view's link to booking a time, added where missing; an owner's own texts
 *   stay as they are.
 * - privacy: the project enquiry's list of what is stored names the visitor's name, after the
 *   project name, where that list still holds the seed's "Project name" item.
 */
import type { ContentMigration } from "../migrations";

type Local = { sv: string; en: string };
type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

const NAME_FIELD = {
  label: { sv: "Ert namn", en: "Your name" },
  placeholder: { sv: "För- och efternamn", en: "Your name" },
};
const MORE_DETAILS: Local = { sv: "Fler detaljer (valfritt)", en: "More details (optional)" };
const BOOK: Local = { sv: "Boka en tid för ett samtal", en: "Book a time for a call" };

const PROJECT_NAME_ITEM: Local = { sv: "Projektnamn", en: "Project name" };
const NAME_ITEM: Local = { sv: "Ditt namn (valfritt)", en: "Your name (optional)" };

const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const same = (node: unknown, text: Local) => isObject(node) && node.sv === text.sv && node.en === text.en;

function formsUpdated(body: Node): Node {
  for (const form of ["contact", "project", "otc-network-request"]) {
    const success = isObject(body[form]) ? (body[form] as Node).success : undefined;
    if (isObject(success) && !("book" in success)) success.book = { ...BOOK };
  }
  const project = body.project;
  if (isObject(project)) {
    if (!("moreDetails" in project)) project.moreDetails = { ...MORE_DETAILS };
    const fields = project.fields;
    if (isObject(fields) && !("name" in fields)) fields.name = copyOf(NAME_FIELD);
  }
  return body;
}

/** Every list of the policy that holds the seed's "Project name" item gains the name after it, once. */
function privacyUpdated(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(privacyUpdated);
  if (!isObject(node)) return node;
  const items = node.items;
  if (node.type === "ul" && Array.isArray(items)) {
    const at = items.findIndex((item) => same(item, PROJECT_NAME_ITEM));
    if (at !== -1 && !items.some((item) => same(item, NAME_ITEM))) items.splice(at + 1, 0, { ...NAME_ITEM });
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, privacyUpdated(value)]));
}

export const shorterProjectEnquiry: ContentMigration = {
  kinds: ["forms", "legal"],
  up(body, document) {
    if (!isObject(body)) return body;
    if (document === "forms") return formsUpdated(body);
    if (document === "privacy") return privacyUpdated(body);
    return body;
  },
};
