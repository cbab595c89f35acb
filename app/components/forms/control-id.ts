/**
 * The one builder of form control IDs. An HTML ID may not contain whitespace, and an option's
 * submitted value may ("Bank Wire"), so every part is reduced to a slug: ASCII letters and
 * digits joined by single hyphens, diacritics dropped ("Bank Wire" → "Bank-Wire", "Överföring"
 * → "Overforing"). Case is kept, so a field name such as `fullName` stays as it is.
 * Nothing else may build a control's ID from a value.
 */
export function controlId(...parts: readonly string[]): string {
  return parts.map(slug).join("-");
}

function slug(part: string): string {
  const ascii = part
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // A value with no letter or digit at all still gets a valid, visible part.
  return ascii || "x";
}
