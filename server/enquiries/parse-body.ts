import type { RawValues } from "~/forms";

/** A body that is not valid urlencoded UTF-8: the client's fault, answered 400. */
export class MalformedBodyError extends Error {
  override name = "MalformedBodyError";
  readonly statusCode = 400;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeComponent(component: string): string {
  try {
    // decodeURIComponent refuses malformed escapes and escapes that are not UTF-8 (e.g. %FF),
    // where URLSearchParams would silently substitute U+FFFD and store garbage.
    return decodeURIComponent(component.replace(/\+/g, " "));
  } catch {
    throw new MalformedBodyError("Malformed percent-encoding or invalid UTF-8");
  }
}

/**
 * Parses an application/x-www-form-urlencoded body strictly: invalid UTF-8 anywhere is refused,
 * a repeated key becomes a list (what browsers send for checkbox groups without JavaScript).
 * The result has no prototype, so keys such as `__proto__` are just unknown fields.
 */
export function parseUrlEncoded(body: Buffer): RawValues {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new MalformedBodyError("Body is not valid UTF-8");
  }
  const values = Object.create(null) as Record<string, string | string[]>;
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? "" : decodeComponent(pair.slice(eq + 1));
    const previous = values[key];
    values[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}
