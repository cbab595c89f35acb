import type { Kysely } from "kysely";
import type { Database } from "./schema";
import { insertSubmissions, type Submission, type SubmissionToInsert } from "./submissions";

/**
 * Group commit for form posts (docs/decisions/005-hostile-input.md, "Load shedding"). Every
 * durable commit waits for the disk (SQLite: an fsync, on the event loop, since better-sqlite3
 * is synchronous; PostgreSQL: its WAL flush), so one transaction per post caps a burst of
 * genuine enquiries at the disk's flush rate and keeps the loop waiting on it. Posts that arrive
 * within a millisecond or two instead share ONE transaction:
 * - each post's promise resolves only after the transaction holding its row has committed,
 *   so a visitor is never told "received" for a row that is not durable;
 * - if that transaction fails, every post in it is rejected with the error and none of them
 *   is stored (the route then answers each with its own text, as for any failed store);
 * - a group holds at most `maxGroup` posts; posts arriving while a group commits form the next.
 */
export interface GroupCommitOptions {
  /** How long the first post of a group waits for others to join it. */
  windowMs: number;
  /** The most posts in one transaction: bounds one commit's duration and its statement size. */
  maxGroup: number;
}

export const GROUP_COMMIT: GroupCommitOptions = { windowMs: 1, maxGroup: 64 };

interface Waiting {
  item: SubmissionToInsert;
  resolve: (stored: Submission) => void;
  reject: (error: unknown) => void;
}

export class SubmissionGroupCommit {
  readonly #db: Kysely<Database>;
  readonly #options: GroupCommitOptions;
  readonly #insert: typeof insertSubmissions;
  #queue: Waiting[] = [];
  #timer: NodeJS.Timeout | undefined;
  #committing = false;

  /** `insert`: tests wrap the real one to see the groups. */
  constructor(db: Kysely<Database>, options: GroupCommitOptions = GROUP_COMMIT, insert = insertSubmissions) {
    this.#db = db;
    this.#options = options;
    this.#insert = insert;
  }

  /** Stores one submission in the next group; resolves with it once that group has committed. */
  insert(item: SubmissionToInsert): Promise<Submission> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      // While a group commits, arrivals wait for it and then go together.
      if (!this.#committing && this.#timer === undefined) {
        this.#timer = setTimeout(() => void this.#commitAll(), this.#options.windowMs);
      }
    });
  }

  async #commitAll(): Promise<void> {
    this.#timer = undefined;
    this.#committing = true;
    try {
      while (this.#queue.length > 0) {
        const group = this.#queue.splice(0, this.#options.maxGroup);
        try {
          const stored = await this.#insert(
            this.#db,
            group.map((waiting) => waiting.item),
          );
          group.forEach((waiting, index) => waiting.resolve(stored[index]!));
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.#committing = false;
    }
  }
}

const groups = new WeakMap<Kysely<Database>, SubmissionGroupCommit>();

/**
 * `insertSubmission` through the database's group commit: the same row, the same outbox rows,
 * resolved after a durable commit, shared with posts that arrive at nearly the same time.
 */
export function insertSubmissionGrouped(db: Kysely<Database>, item: SubmissionToInsert): Promise<Submission> {
  let group = groups.get(db);
  if (!group) {
    group = new SubmissionGroupCommit(db);
    groups.set(db, group);
  }
  return group.insert(item);
}
