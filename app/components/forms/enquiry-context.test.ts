import { afterEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_ABOUT_KEY, takeEnquiryAbout } from "./enquiry-context";

/** A sessionStorage stand-in (the unit tests run in Node, without a DOM). */
function stubStorage(initial: Record<string, string> = {}, refuse = false) {
  const items = new Map(Object.entries(initial));
  const refused = () => {
    if (refuse) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => (refused(), items.get(key) ?? null),
    removeItem: (key: string) => (refused(), items.delete(key)),
  });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A new page: what the last one took is gone with it.
  delete (globalThis as Record<string, unknown>).__enquiryAboutTaken;
});

describe("the service name a call to action leaves for the contact form", () => {
  it("is taken once per page: read, then removed, and every island of the page gets the same answer", () => {
    const items = stubStorage({ [ENQUIRY_ABOUT_KEY]: "AI-agenter" });
    expect(takeEnquiryAbout()).toBe("AI-agenter");
    expect(items.has(ENQUIRY_ABOUT_KEY)).toBe(false);
    // The booking picker asks after the contact form did: the same service, not nothing.
    expect(takeEnquiryAbout()).toBe("AI-agenter");
    // A reload (a new page) finds nothing left in storage.
    delete (globalThis as Record<string, unknown>).__enquiryAboutTaken;
    expect(takeEnquiryAbout()).toBeNull();
  });

  it("is cut to 80 characters and has its whitespace collapsed, line breaks included", () => {
    stubStorage({ [ENQUIRY_ABOUT_KEY]: `  AI\n\tagents  ${"x".repeat(500)}` });
    const about = takeEnquiryAbout()!;
    expect(about.startsWith("AI agents x")).toBe(true);
    expect(about).toHaveLength(80);
    expect(about).not.toMatch(/\s{2}|\n|\t/);
  });

  it("is nothing when empty, blank, absent or when storage is refused", () => {
    const newPage = () => delete (globalThis as Record<string, unknown>).__enquiryAboutTaken;
    stubStorage({ [ENQUIRY_ABOUT_KEY]: "   " });
    expect(takeEnquiryAbout()).toBeNull();
    newPage();
    stubStorage();
    expect(takeEnquiryAbout()).toBeNull();
    newPage();
    stubStorage({ [ENQUIRY_ABOUT_KEY]: "AI-agenter" }, true);
    expect(takeEnquiryAbout()).toBeNull();
  });
});
