import { describe, expect, it } from "vitest";
import { spanInDays, TIMELINES } from "~/content/facts";
import { SESSION_MAX_MS } from "../db";

// The privacy policy states how long a console sign-in cookie lasts (TIMELINES.consoleSession);
// the server's session lifetime must be exactly that.
describe("the console session lasts as long as the privacy policy says", () => {
  it("SESSION_MAX_MS is TIMELINES.consoleSession", () => {
    expect(SESSION_MAX_MS).toBe(spanInDays(TIMELINES.consoleSession) * 24 * 60 * 60 * 1000);
  });
});
