import { describe, expect, it } from "vitest";
import { formatCallTime } from "~/content/booking";
import { houseClock } from "./clock";

describe("clock times in the house style", () => {
  it("Swedish uses a full stop, English a colon", () => {
    expect(houseClock("sv", "tisdag 1 december kl. 10:00")).toBe("tisdag 1 december kl. 10.00");
    expect(houseClock("sv", "09:30–17:05")).toBe("09.30–17.05");
    expect(houseClock("en", "Tuesday 1 December, 10:00")).toBe("Tuesday 1 December, 10:00");
  });

  it("leaves figures that are not clock times alone", () => {
    expect(houseClock("sv", "ratio 1:100 och 2026:12345")).toBe("ratio 1:100 och 2026:12345");
  });

  it("a booked call's time reads kl. 10.00 in Swedish and 10:00 in English", () => {
    const tenInStockholm = Date.parse("2026-12-01T09:00:00Z");
    expect(formatCallTime(tenInStockholm, "sv", "Europe/Stockholm")).toBe("tisdag 1 december kl. 10.00");
    expect(formatCallTime(tenInStockholm, "en", "Europe/Stockholm")).toMatch(/^Tuesday 1 December(?: at|,) 10:00$/u);
  });
});
