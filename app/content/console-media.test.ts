import { describe, expect, it } from "vitest";
import { mediaCopy } from "./console-media";

describe("the media library's copy", () => {
  it("names a field that uses an image in each language, lists counted from 1", () => {
    expect(mediaCopy.en.fieldName("$.team.members[0].photo")).toBe("Team › Members 1 › Photo");
    expect(mediaCopy.sv.fieldName("$.team.members[0].photo")).toBe("Team › Medlemmar 1 › Foto");
    expect(mediaCopy.sv.fieldName("$.portfolio.projects[11].image")).toBe("Portfolio › Projekt 12 › Bild");
    // A field the copy has no word for is made readable rather than shown raw.
    expect(mediaCopy.en.fieldName("$.hero.backgroundImage")).toBe("Hero › Background image");
    expect(mediaCopy.en.fieldName("$.gallery[2][1]")).toBe("Gallery 3 2");
  });
});
