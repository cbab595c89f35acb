/**
 * Context that carries (docs/decisions/022-forms-that-forgive.md): a service page's call to
 * action is a plain link to /{lang}#contact; clicking it leaves the service's name in
 * sessionStorage under this key (app/document/page-script.ts, `data-about`), and the contact
 * form starts its message with it. Without JavaScript the link works the same, without the
 * name; the prerendered home page stays one cacheable file.
 */
export const ENQUIRY_ABOUT_KEY = "enquiryAbout";

/** Longer than any service's name: a value from elsewhere is cut, never trusted to be short. */
const MAX_ABOUT_LENGTH = 80;

/**
 * Where this page keeps what it took: the contact form and the booking picker are separate
 * islands, and both carry the service (docs/decisions/029-booking-for-the-visitor.md).
 */
const TAKEN = "__enquiryAboutTaken";

/**
 * Takes (reads and removes) the service name a call to action left, if any. Every island of
 * the page gets the same answer; a reload gets none.
 */
export function takeEnquiryAbout(): string | null {
  const page = globalThis as unknown as Record<string, string | null | undefined>;
  const kept = page[TAKEN];
  if (kept !== undefined) return kept;
  let clean: string | null = null;
  try {
    const about = sessionStorage.getItem(ENQUIRY_ABOUT_KEY);
    sessionStorage.removeItem(ENQUIRY_ABOUT_KEY);
    clean = about?.replace(/\s+/g, " ").trim().slice(0, MAX_ABOUT_LENGTH) || null;
  } catch {
    // Storage refused (private mode, blocked): the form simply starts empty.
  }
  page[TAKEN] = clean;
  return clean;
}
