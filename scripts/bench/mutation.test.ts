import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMutationSummary, readMutationSummary } from "./mutation";

describe("the mutation score the bench prints", () => {
  it("counts killed and timed-out mutants against every mutant that ran or had no test", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mutation-"));
    try {
      const file = path.join(dir, "mutation.json");
      const mutants = (statuses: string[]) => ({
        mutants: statuses.map((status) =>
          status === "Equivalent" ? { status: "Ignored", statusReason: "Equivalent: an empty block also returns" } : { status },
        ),
      });
      await writeFile(
        file,
        JSON.stringify({
          files: {
            "server/http/csp.ts": mutants(["Killed", "Killed", "Timeout", "Survived", "Ignored", "Equivalent", "CompileError"]),
            "server/db/outbox.ts": mutants(["Killed", "NoCoverage"]),
          },
        }),
      );
      const summary = await readMutationSummary(file);
      expect(summary).toMatchObject({ killed: 4, survived: 1, noCoverage: 1, equivalent: 1, static: 1 });
      expect(summary!.score).toBeCloseTo((100 * 4) / 6);
      expect(summary!.perFile).toEqual([
        { file: "server/http/csp.ts", score: 75, survived: 1 },
        { file: "server/db/outbox.ts", score: 50, survived: 0 },
      ]);
      expect(formatMutationSummary(summary)).toMatch(
        /^Mutation score 66\.7 % \(target 85 %\), report of .*: 4 killed, 1 survived, 1 without a test, 1 equivalent, 1 static left out\n/,
      );
      expect(await readMutationSummary(path.join(dir, "missing.json"))).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
