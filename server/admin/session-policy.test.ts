import { describe, expect, it } from "vitest";
import { spanInDays, TIMELINES } from "~/content/facts";
import { privacyPolicy } from "~/content/legal/privacy";
import { LINK_LIFETIME_MS, SESSION_MAX_MS } from "../db";

// The privacy policy states how long a console sign-in cookie lasts (TIMELINES.consoleSession);
// the server's session lifetime must be exactly that.
describe("the console session lasts as long as the privacy policy says", () => {
  it("SESSION_MAX_MS is TIMELINES.consoleSession", () => {
    expect(SESSION_MAX_MS).toBe(spanInDays(TIMELINES.consoleSession) * 24 * 60 * 60 * 1000);
  });
});

// The policy also names the cookie that ties a requested sign-in link to the asking browser.
describe("the sign-in link's cookie lasts as long as the privacy policy says", () => {
  it("is the link's 15 minutes, in both languages", () => {
    expect(LINK_LIFETIME_MS["sign-in"]).toBe(15 * 60 * 1000);
    const text = (lang: "sv" | "en") => JSON.stringify(privacyPolicy[lang]);
    expect(text("sv")).toContain("en kaka som i 15 minuter knyter en begärd inloggningslänk");
    expect(text("en")).toContain("a cookie that for 15 minutes ties a requested sign-in link");
  });
});
