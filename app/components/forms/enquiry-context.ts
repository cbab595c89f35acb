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

/** Takes (reads and removes) the service name a call to action left, if any. */
export function takeEnquiryAbout(): string | null {
  try {
    const about = sessionStorage.getItem(ENQUIRY_ABOUT_KEY);
    sessionStorage.removeItem(ENQUIRY_ABOUT_KEY);
    const clean = about?.replace(/\s+/g, " ").trim().slice(0, MAX_ABOUT_LENGTH);
    return clean || null;
  } catch {
    // Storage refused (private mode, blocked): the form simply starts empty.
    return null;
  }
}
