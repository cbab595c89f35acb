import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { eventually } from "../../test/support/receivers";
import { openDatabase, publishRevisions } from "../db";
import { watchContentVersion, type ContentWatch } from "./watch";

// How an instance learns of a publish made elsewhere (docs/decisions/018-content-editing.md).

describe.each(testDatabases())("the content version watch on $name", ({ name, open }) => {
  let t: TestDatabase;
  let watch: ContentWatch | undefined;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => {
    await watch?.stop();
    await t?.dispose();
  });

  it(
    name === "postgres"
      ? "hears another connection's publish at commit, without waiting for a poll"
      : "sees another connection's publish at the next poll",
    async () => {
      const seen: number[] = [];
      watch = watchContentVersion(t.db, {
        url: t.url,
        // On PostgreSQL the poll is too slow to matter here: only the notification can be in time.
        pollMs: name === "postgres" ? 60_000 : 200,
        onVersion: (version) => seen.push(version),
        onError: (error) => {
          throw error;
        },
      });
      await eventually(() => expect(seen).toEqual([0]));
      // Let the LISTEN settle before the publish it must hear.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const other = openDatabase(t.url);
      try {
        const started = Date.now();
        await publishRevisions(other, { items: [{ document: "home", body: {}, stale: [] }], author: "cli" });
        await eventually(() => expect(seen).toEqual([0, 1]), 10_000);
        console.log(`${name}: another connection's publish seen after ${Date.now() - started} ms`);
      } finally {
        await other.destroy();
      }
    },
  );
});
