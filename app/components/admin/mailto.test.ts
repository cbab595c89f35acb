import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("the Reply link", () => {
  it("percent-encodes both parts of a mailto link", () => {
    expect(mailtoHref("åsa@exempel.se", "Re: Hej & tack")).toBe("mailto:%C3%A5sa@exempel.se?subject=Re%3A%20Hej%20%26%20tack");
    // An address stored before the rule cannot add a recipient or a body.
    const href = mailtoHref("victim@example.com?cc=attacker@evil.example&body=x");
    expect(href).toBe("mailto:victim%40example.com%3Fcc%3Dattacker@evil.example%26body%3Dx");
    expect(new URL(href).search).toBe("");
  });
});
