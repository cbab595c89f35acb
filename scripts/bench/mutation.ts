import { readFile, stat } from "node:fs/promises";

/**
 * The mutation score of the last `npm run test:mutation` (docs/decisions/014-mutation-testing.md),
 * read from its JSON report: killed (or timed out) ÷ every mutant that ran or had no test.
 * Mutants listed as equivalent are ignored, and so are static ones (reached only while a module
 * loads) unless the run included them; compile errors are not counted.
 */
export interface MutationSummary {
  at: string;
  score: number;
  killed: number;
  survived: number;
  noCoverage: number;
  equivalent: number;
  static: number;
  perFile: { file: string; score: number; survived: number }[];
}

type Status = "Killed" | "Timeout" | "Survived" | "NoCoverage" | "Ignored" | "CompileError" | "RuntimeError" | "Pending";
interface Mutant {
  status: Status;
  statusReason?: string;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const REPORT = "reports/mutation/mutation.json";

function tally(mutants: readonly Mutant[]) {
  const count = (...wanted: Status[]) => mutants.filter(({ status }) => wanted.includes(status)).length;
  const killed = count("Killed", "Timeout");
  const survived = count("Survived");
  const noCoverage = count("NoCoverage");
  const counted = killed + survived + noCoverage;
  const ignored = mutants.filter(({ status }) => status === "Ignored");
  const equivalent = ignored.filter(({ statusReason }) => statusReason?.startsWith("Equivalent:")).length;
  return {
    killed,
    survived,
    noCoverage,
    equivalent,
    static: ignored.length - equivalent,
    score: counted === 0 ? 100 : (100 * killed) / counted,
  };
}

export async function readMutationSummary(file = REPORT): Promise<MutationSummary | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return undefined;
  }
  const report = JSON.parse(text) as Report;
  const all: Mutant[] = [];
  const perFile = Object.entries(report.files).map(([name, { mutants }]) => {
    all.push(...mutants);
    const { score, survived } = tally(mutants);
    return { file: name, score, survived };
  });
  return { at: (await stat(file)).mtime.toISOString(), ...tally(all), perFile };
}

export function formatMutationSummary(summary: MutationSummary | undefined): string {
  if (!summary) return "Mutation score: no report yet (npm run test:mutation writes reports/mutation/mutation.json)";
  const lines = [
    `Mutation score ${summary.score.toFixed(1)} % (target 85 %), report of ${summary.at}: ${summary.killed} killed, ${summary.survived} survived, ${summary.noCoverage} without a test, ${summary.equivalent} equivalent, ${summary.static} static left out`,
  ];
  for (const file of summary.perFile)
    lines.push(`  ${file.file.padEnd(40)} ${file.score.toFixed(1).padStart(5)} %  ${file.survived} survived`);
  return lines.join("\n");
}
