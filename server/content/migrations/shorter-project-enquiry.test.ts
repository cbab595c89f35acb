import { describe, expect, it } from "vitest";
import { validateDocument } from "~/content/model/documents";
import { seedDocuments } from "../seed";
import { shorterProjectEnquiry } from "./2026-11-27_44_shorter_project_enquiry";

/** The content migration of the shorter project enquiry (docs/product.md#forms) on documents stored before it. */

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a stored document, read in a test
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const FORMS = ["contact", "project", "otc-network-request"] as const;

/** Today's forms document without the new texts: as stored before. */
function formsBefore(): Node {
  const forms = copyOf(seedDocuments().get("forms")) as Node;
  for (const form of FORMS) delete forms[form].success.book;
  delete forms.project.moreDetails;
  delete forms.project.fields.name;
  return forms;
}

/** Today's privacy policy without the name in the project enquiry's list. */
function privacyBefore(): unknown {
  const text = JSON.stringify(seedDocuments().get("privacy"));
  const item = JSON.stringify({ sv: "Ditt namn (valfritt)", en: "Your name (optional)" });
  expect(text.split(item)).toHaveLength(2);
  return JSON.parse(text.replace(`,${item}`, "")) as unknown;
}

describe("content migration 2026-11-27_44_shorter_project_enquiry", () => {
  it("adds the new texts to a forms document stored before, giving today's seed", () => {
    const before = formsBefore();
    expect(validateDocument("forms", before).ok).toBe(false);
    const after = shorterProjectEnquiry.up(copyOf(before), "forms");
    // The migration adds the button's wording of its day; the seed has since said "Book a free call"
    // and "Boka ett kostnadsfritt samtal" (the fifth cold review, then the ninth reader's N53; copy
    // only, no migration: stored documents keep theirs).
    const today = copyOf(seedDocuments().get("forms")) as Node;
    for (const form of FORMS) today[form].success.book = { sv: "Boka en tid för ett samtal", en: "Book a time for a call" };
    expect(after).toEqual(today);
    expect(validateDocument("forms", after).ok).toBe(true);
    expect(shorterProjectEnquiry.up(copyOf(after), "forms")).toEqual(after);
  });

  it("keeps the owner's edits, and never overwrites a text the owner already has", () => {
    const edited = formsBefore();
    edited.project.title = { sv: "Ert projekt", en: "Your project" };
    edited.contact.success.text = { sv: "Tack, vi hör av oss.", en: "Thanks, we will be in touch." };
    edited.project.moreDetails = { sv: "Mer om projektet", en: "More about the project" };
    const after = shorterProjectEnquiry.up(copyOf(edited), "forms") as Node;
    expect(after.project.title).toEqual(edited.project.title);
    expect(after.contact.success.text).toEqual(edited.contact.success.text);
    expect(after.project.moreDetails).toEqual({ sv: "Mer om projektet", en: "More about the project" });
    expect(after.project.fields.name.label).toEqual({ sv: "Ert namn", en: "Your name" });
    for (const form of FORMS) expect(after[form].success.book.sv).toBe("Boka en tid för ett samtal");
  });

  it("names the visitor's name in the privacy policy's list for the project enquiry, once", () => {
    const after = shorterProjectEnquiry.up(privacyBefore(), "privacy");
    expect(after).toEqual(seedDocuments().get("privacy"));
    expect(validateDocument("privacy", after).ok).toBe(true);
    expect(shorterProjectEnquiry.up(copyOf(after), "privacy")).toEqual(after);
    const terms = seedDocuments().get("terms");
    expect(shorterProjectEnquiry.up(copyOf(terms), "terms")).toEqual(terms);
  });
});
