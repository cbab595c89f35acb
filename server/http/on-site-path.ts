/**
 * Request targets as a stranger may write them, turned into paths that can only mean this
 * site (docs/operations.md, "Hostile traffic"). A redirect built from a path that still starts
 * with `//` or `/\` would send the browser to another host: `Location: //evil.com`.
 */

/** The path and query of a request target, without parsing it as a URL (`//` is no URL). */
export function splitTarget(target: string): { path: string; search: string } {
  const question = target.indexOf("?");
  return question === -1 ? { path: target, search: "" } : { path: target.slice(0, question), search: target.slice(question) };
}

/** The percent-decoded path, or undefined when its escapes are not UTF-8 (`/%E0`, `/%`). */
export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

// C0 controls (CR and LF among them), DEL and C1 controls: never part of a page's path.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A decoded path made safe to name in a Location header of this site: controls dropped,
 * backslashes read as slashes (as browsers do), runs of slashes collapsed, one leading slash.
 */
export function normalisePath(decoded: string): string {
  const collapsed = decoded
    .replace(CONTROLS, "")
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/");
  return collapsed.startsWith("/") ? collapsed : `/${collapsed}`;
}

/** A path for a Location header: each segment percent-encoded, so the header is plain ASCII. */
export function encodePath(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}

/** A query string for a Location header: anything outside printable ASCII percent-encoded. */
export function encodeSearch(search: string): string {
  // Request targets arrive as latin1 strings, so every character is a single code unit.
  return search.replace(/[^\x21-\x7e]/g, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return ""; // a lone surrogate: cannot be encoded, and means nothing
    }
  });
}

/** The on-site Location for a path (decoded and normalised) and the request's query. */
export function onSiteLocation(path: string, search = ""): string {
  return encodePath(normalisePath(path)) + encodeSearch(search);
}
