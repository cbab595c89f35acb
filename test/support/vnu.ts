import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The Nu Html Checker (the engine of the W3C validator, shipped as `vnu-jar`), run on the
 * system's Java. docs/decisions/015-html-validation.md: zero errors is the rule; a deliberate
 * warning goes into ALLOWED_WARNINGS with the reason.
 */

export interface VnuMessage {
  /** The document's name as the caller gave it (a URL path, say). */
  document: string;
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Warnings we accept on purpose, each with its reason; a pattern matches the message text.
 * Errors are never allowed. Plain informational notes (type "info" without the "warning"
 * subtype, such as React's `<meta/>` trailing slashes) are not findings at all.
 */
export const ALLOWED_WARNINGS: readonly { pattern: RegExp; why: string }[] = [];

/** Whether a Java runtime is on PATH (the checker's only requirement). */
export function javaAvailable(): boolean {
  const result = spawnSync("java", ["-version"], { stdio: "ignore" });
  return result.status === 0;
}

const require = createRequire(import.meta.url);

/**
 * Checks each document (name → HTML text) in one run of the checker and returns every error
 * and every warning that ALLOWED_WARNINGS does not cover.
 */
export function validateHtml(documents: ReadonlyMap<string, string>): VnuMessage[] {
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const byFile = new Map<string, string>();
    let index = 0;
    for (const [name, html] of documents) {
      index += 1;
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      byFile.set(`file:${file}`, name);
    }
    const result = spawnSync(
      "java",
      ["-Xss4m", "-jar", jar, "--format", "json", "--stdout", ...[...byFile.keys()].map((url) => url.slice(5))],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.error) throw result.error;
    // Exit 1 means "errors found"; anything else without JSON is the checker failing.
    const parsed = JSON.parse(result.stdout) as { messages: (Omit<VnuMessage, "document"> & { url?: string })[] };
    return parsed.messages
      .map(({ url, ...message }) => ({ ...message, document: (url && byFile.get(url)) ?? url ?? "(checker)" }))
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .filter(
        (message) => !(message.type === "info" && ALLOWED_WARNINGS.some((allowed) => allowed.pattern.test(message.message))),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A readable list for a failing assertion. */
export function formatMessages(messages: readonly VnuMessage[]): string {
  return messages
    .map(
      (message) =>
        `${message.document}:${message.lastLine ?? "?"} ${message.type}${message.subType ? `/${message.subType}` : ""}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\n/g, " ")}` : ""}`,
    )
    .join("\n");
}
