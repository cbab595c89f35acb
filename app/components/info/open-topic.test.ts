import { describe, expect, it } from "vitest";
import { INFO_TOPIC_IDS } from "~/content/types";
import { afterToggle, topicFromHash } from "./open-topic";

describe("topicFromHash", () => {
  it("finds the topic a fragment names", () => {
    expect(topicFromHash("#enterprise-ai", INFO_TOPIC_IDS)).toBe("enterprise-ai");
    expect(topicFromHash("tokenization-defi", INFO_TOPIC_IDS)).toBe("tokenization-defi");
  });

  it("ignores fragments that are not topics, empty or malformed", () => {
    expect(topicFromHash("", INFO_TOPIC_IDS)).toBeUndefined();
    expect(topicFromHash("#main", INFO_TOPIC_IDS)).toBeUndefined();
    expect(topicFromHash("#%E0%A4%A", INFO_TOPIC_IDS)).toBeUndefined();
  });
});

describe("afterToggle", () => {
  it("opening a panel makes it the open one, whatever was open", () => {
    expect(afterToggle(null, "ai-consulting", true)).toBe("ai-consulting");
    expect(afterToggle("enterprise-ai", "ai-consulting", true)).toBe("ai-consulting");
  });

  it("closing the open panel leaves none open", () => {
    expect(afterToggle("ai-consulting", "ai-consulting", false)).toBeNull();
  });

  it("the browser closing the previous panel does not undo the new one, in either event order", () => {
    // Opening B while A is open: B's toggle then A's...
    expect(afterToggle(afterToggle<string>("a", "b", true), "a", false)).toBe("b");
    // ...or A's toggle then B's.
    expect(afterToggle(afterToggle<string>("a", "a", false), "b", true)).toBe("b");
  });
});
