// @ts-check
import { readFileSync } from "node:fs";
import process from "node:process";
import { URL } from "node:url";
import path from "node:path";
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/**
 * Mutants that are equivalent (no test can tell them from the original) are listed in
 * equivalents.json as { file, line, code, reason }: the node starting on that line whose source
 * is exactly `code` is not mutated, and the reason is shown in the report. The source text is
 * part of the key, so an entry goes stale, and stops ignoring anything, when the code changes.
 */
const entries = /** @type {{ file: string; line: number; code: string; reason: string }[]} */ (
  JSON.parse(readFileSync(new URL("./equivalents.json", import.meta.url), "utf8"))
);

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "equivalent", {
    /** @param {any} nodePath */
    shouldIgnore(nodePath) {
      const file = path.relative(process.cwd(), nodePath.hub?.file?.opts?.filename ?? "");
      const line = nodePath.node.loc?.start.line;
      const { start, end } = nodePath.node;
      if (start == null || end == null) return undefined;
      const code = nodePath.hub?.file?.code?.slice(start, end);
      const entry = entries.find((candidate) => candidate.file === file && candidate.line === line && candidate.code === code);
      return entry ? `Equivalent: ${entry.reason}` : undefined;
    },
  }),
];
