// Console-only: a value import from app/forms would move that module out of the public
// pages' chunk (docs/decisions/006-operator-console.md), so the link is built here.

/**
 * A `mailto:` link to an address, each part percent-encoded (RFC 6068), with an optional
 * subject: even an address stored before this rule cannot add recipients or a body.
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf("@");
  const to =
    at > 0
      ? `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
      : encodeURIComponent(address);
  return `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}
