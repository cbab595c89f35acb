import { describe, expect, it } from "vitest";
import { validateDocument } from "~/content/model/documents";
import { seedDocuments } from "../seed";
import { storiesNote } from "./2026-12-02_01_stories_note";

/** The content migration of the stories note (docs/decisions/031-copy-and-proof.md) on service pages stored before it. */

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a stored document, read in a test
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const ONE = {
  sv: "Uppdraget leddes av någon i teamet, på Nordlegend eller hos en tidigare arbetsgivare (se Teamet på startsidan).",
  en: "This engagement was led by one of our team, at Nordlegend or at a previous employer (see Team on the home page).",
};
const SEVERAL = {
  sv: "Uppdragen leddes av personer i teamet, på Nordlegend eller hos tidigare arbetsgivare (se Teamet på startsidan).",
  en: "These engagements were led by people in our team, at Nordlegend or at previous employers (see Team on the home page).",
};

const servicePages = () =>
  [...seedDocuments()].filter(([id, body]) => id.startsWith("service/") && (body as Node).stories) as [string, Node][];

/** A service page as stored before: the sentence at the end of its intro, the English heading plural. */
function before(body: Node): Node {
  const stored = copyOf(body);
  const sentence = stored.stories.items.length === 1 ? ONE : SEVERAL;
  stored.stories.intro = { sv: `${stored.stories.intro.sv} ${sentence.sv}`, en: `${stored.stories.intro.en} ${sentence.en}` };
  stored.stories.heading.en = "Client stories";
  return stored;
}

describe("content migration 2026-12-02_01_stories_note", () => {
  it("gives today's seed from every service page stored before, and changes nothing on a second run", () => {
    const pages = servicePages();
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const [id, today] of pages) {
      const after = storiesNote.up(before(today), id);
      expect(after, id).toEqual(today);
      expect(validateDocument(id as never, after).ok, id).toBe(true);
      expect(storiesNote.up(copyOf(after), id), id).toEqual(after);
    }
  });

  it("keeps the owner's edits: a rewritten intro or sentence, the owner's heading, and every other field", () => {
    const [id, today] = servicePages().find(([, body]) => body.stories.items.length === 1)!;
    const edited = before(today);
    // The owner reworded the sentence: it is theirs now.
    edited.stories.intro.sv = `${today.stories.intro.sv} Uppdraget leddes av Johan på hans förra arbetsplats.`;
    edited.stories.heading.en = "A story from our work";
    edited.title = { sv: "Ägarens rubrik", en: "The owner's title" };
    const after = storiesNote.up(copyOf(edited), id) as Node;
    expect(after.stories.intro.sv).toBe(edited.stories.intro.sv);
    expect(after.stories.intro.en).toBe(today.stories.intro.en);
    expect(after.stories.heading.en).toBe("A story from our work");
    expect(after.title).toEqual(edited.title);
    expect(after.stories.items).toEqual(today.stories.items);
  });

  it("keeps an intro that is nothing but the sentence, and leaves a page of several stories its plural heading", () => {
    const [id, today] = servicePages().find(([, body]) => body.stories.items.length > 1)!;
    const stored = before(today);
    stored.stories.intro = { ...SEVERAL };
    const after = storiesNote.up(copyOf(stored), id) as Node;
    expect(after.stories.intro).toEqual(SEVERAL);
    expect(after.stories.heading.en).toBe("Client stories");
    // A document without stories is left alone.
    expect(storiesNote.up({ title: { sv: "a", en: "b" } }, "service/x")).toEqual({ title: { sv: "a", en: "b" } });
  });
});
