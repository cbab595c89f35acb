import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serviceContents } from "~/content/services";
import { MvpComparisonTable } from "./mvp-comparison";

// Cold review 9A, N06: the comparison is in the page twice, as cards for a phone and as a table from
// the width of a tablet up. Each is display:none at the other's widths (Tailwind's `hidden` and
// `sm:hidden`), which hides it from assistive technology too, so a screen reader reads it once.

describe("the comparison of the three kinds of MVP", () => {
  const content = serviceContents["fast-mvp-prototyping"].sv.comparison!;
  const html = renderToStaticMarkup(<MvpComparisonTable content={content} titleId="comparison-title" />);

  it("shows the cards below the sm breakpoint only, and the table from it only", () => {
    const cards = html.match(/<ul class="([^"]*)"[^>]*aria-labelledby="comparison-title"/u)?.[1]?.split(" ") ?? [];
    expect(cards).toContain("sm:hidden");
    expect(cards).not.toContain("hidden");
    const table = html.match(/<div class="([^"]*)"><table/u)?.[1]?.split(" ") ?? [];
    expect(table).toContain("hidden");
    expect(table).toContain("sm:block");
  });

  it("names each offer once in each form, and hides neither with aria-hidden (display:none does it)", () => {
    for (const row of content.rows) expect(html.split(row.offer).length - 1, row.offer).toBe(2);
    expect(html).not.toContain("aria-hidden");
  });
});
