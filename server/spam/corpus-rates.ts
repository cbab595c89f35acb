import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { FORM_SCHEMAS, isFormName, validateSubmission, type FormName, type SubmissionValues } from "~/forms";
import { isLang, type Lang } from "~/i18n/lang";
import { insertSubmission, type Database, type Screening } from "../db";
import { screenEnquiry } from "./screen";

/**
 * The spam corpus (server/spam/corpus/*.jsonl, docs/operations.md, "Spam check"): real-world kinds of
 * contact-form spam and genuine enquiries of the three forms, one JSON object a line. The test
 * (corpus-rates.test.ts) and `npm run bench` run every sample through the same check as a post, in
 * order, on a fresh database, so the same text from several senders is seen as it would be.
 */
export interface CorpusSample {
  form: FormName;
  /** The page's language. */
  lang: Lang;
  /** Spam: what kind (seo, backlinks, crypto-recovery, foreign-script, same-text-many-senders, other). */
  kind?: string;
  /** The language it is written in, when neither of the page's. */
  written?: string;
  fields: SubmissionValues;
}

const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), "corpus");

/** One corpus file's samples, each checked against its form's schema as the capture would. */
export function loadCorpus(name: "spam" | "genuine", dir = CORPUS_DIR): CorpusSample[] {
  const lines = readFileSync(join(dir, `${name}.jsonl`), "utf8").split("\n");
  return lines.flatMap((line, index) => {
    if (line.trim() === "") return [];
    const sample = JSON.parse(line) as CorpusSample;
    const where = `${name}.jsonl line ${index + 1}`;
    if (!isFormName(sample.form) || !isLang(sample.lang)) throw new Error(`${where}: unknown form or language`);
    const checked = validateSubmission(FORM_SCHEMAS[sample.form], sample.fields);
    if (!checked.ok) throw new Error(`${where}: not a valid ${sample.form} submission: ${JSON.stringify(checked.errors)}`);
    return [{ ...sample, fields: checked.values }];
  });
}

export interface SampleOutcome {
  sample: CorpusSample;
  spam: boolean;
  screening: Screening;
}

export interface CorpusResult {
  spam: SampleOutcome[];
  genuine: SampleOutcome[];
  /** Share of the spam marked spam, 0..1. */
  spamCaught: number;
  /** Share of the genuine enquiries marked spam, 0..1. */
  genuineFlagged: number;
}

/**
 * Screens every sample as a post without JavaScript would be (no proof of work: the harder
 * case), storing each like the capture does, a minute apart, spam first.
 */
export async function evaluateCorpus(db: Kysely<Database>, start = new Date("2026-11-24T08:00:00Z")): Promise<CorpusResult> {
  let minute = 0;
  const run = async (samples: CorpusSample[]) => {
    const outcomes: SampleOutcome[] = [];
    for (const sample of samples) {
      const now = new Date(start.getTime() + minute++ * 60_000);
      const schema = FORM_SCHEMAS[sample.form];
      const email = String(sample.fields.email ?? "").toLowerCase();
      const result = await screenEnquiry(db, {
        schema,
        fields: sample.fields,
        email,
        honeypotFilled: false,
        proof: { status: "unverified" },
        now,
      });
      await insertSubmission(
        db,
        {
          form: sample.form,
          status: result.spam ? "spam" : "new",
          language: sample.lang,
          page: `/${sample.lang}`,
          fields: sample.fields,
          email,
          ipHash: "corpus",
          userAgent: "corpus",
          screening: result.screening,
          textHash: result.textHash,
        },
        [],
        now,
      );
      outcomes.push({ sample, spam: result.spam, screening: result.screening });
    }
    return outcomes;
  };
  const spam = await run(loadCorpus("spam"));
  const genuine = await run(loadCorpus("genuine"));
  return {
    spam,
    genuine,
    spamCaught: spam.filter((outcome) => outcome.spam).length / spam.length,
    genuineFlagged: genuine.filter((outcome) => outcome.spam).length / genuine.length,
  };
}
