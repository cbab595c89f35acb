import { describe, expect, it } from "vitest";
import * as home from "~/routes/home";
import * as info from "~/routes/info";
import * as notFound from "~/routes/not-found";
import * as otc from "~/routes/otc";
import * as privacy from "~/routes/privacy-policy";
import * as service from "~/routes/service";
import * as social from "~/routes/social";
import * as support from "~/routes/support";
import * as terms from "~/routes/terms";
import * as thanks from "~/routes/thanks";
import { hydrationOf } from "./hydration";
import { pageScript } from "./page-script";

interface Run {
  replacedWith?: string;
  cookie: string;
  storage: Map<string, string>;
  opened: string[];
  session: Map<string, string>;
  /** Clicks a stand-in link; returns it, with the fragment the script gave it. */
  click(target: { hreflang?: string; href?: string; langChoice?: boolean; about?: string }): { hash?: string };
  listeners: Map<string, (event?: unknown) => void>;
}

/** Runs the inline script against a minimal stand-in of the browser objects it touches. */
function run(
  behaviours: Parameters<typeof pageScript>[0],
  {
    lang,
    path,
    hash = "",
    cookie = "",
    stored,
    timeZone = "America/New_York",
    storageThrows = false,
    sections = [],
  }: {
    lang: "sv" | "en";
    path: string;
    hash?: string;
    cookie?: string;
    stored?: string;
    timeZone?: string;
    storageThrows?: boolean;
    /** The page's anchored sections, in order, with where their bottom edge is in the view. */
    sections?: { id: string; bottom: number }[];
  },
): Run {
  const storage = new Map<string, string>(stored ? [["i18nextLng", stored]] : []);
  const clickListeners: ((event: unknown) => void)[] = [];
  const result: Run = {
    cookie,
    storage,
    opened: [],
    session: new Map(),
    listeners: new Map(),
    click(target) {
      const element: { hash?: string; [key: string]: unknown } = {
        hreflang: target.hreflang,
        dataset: { about: target.about },
        getAttribute: () => target.href,
        closest: (selector: string) =>
          (
            selector.includes("data-lang-choice")
              ? target.langChoice
              : selector.includes("data-about")
                ? target.about !== undefined
                : target.href?.startsWith("#")
          )
            ? element
            : null,
      };
      for (const listener of clickListeners) listener({ target: element });
      return element;
    },
  };
  const panels = new Map(
    ["enterprise-ai", "tokenization-defi"].map((id) => [id, { tagName: "DETAILS", open: false, scrollIntoView() {} }]),
  );
  const document = {
    documentElement: { lang },
    get cookie() {
      return result.cookie;
    },
    set cookie(value: string) {
      result.cookie = value;
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => type === "click" && clickListeners.push(listener),
    getElementById: (id: string) => {
      const panel = panels.get(id);
      if (!panel) return null;
      return new Proxy(panel, {
        set(target, key, value) {
          if (key === "open" && value === true) result.opened.push(id);
          return Reflect.set(target, key, value);
        },
      });
    },
    querySelectorAll: () =>
      sections.map((section) => ({ id: section.id, getBoundingClientRect: () => ({ bottom: section.bottom }) })),
    querySelector: (selector: string) => {
      const wanted = /hreflang=(\w+)/.exec(selector)?.[1];
      return { href: `https://example.test/${wanted}${path === "/" ? "" : path}` };
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error("SecurityError");
      storage.set(key, value);
    },
  };
  const location = {
    pathname: path,
    hash,
    replace: (url: string) => (result.replacedWith = url),
  };
  const intl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone }) }) };
  const addEventListener = (type: string, listener: () => void) => result.listeners.set(type, listener);
  const sessionStorage = {
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error("SecurityError");
      result.session.set(key, value);
    },
  };
  new Function("document", "location", "localStorage", "sessionStorage", "Intl", "addEventListener", pageScript(behaviours))(
    document,
    location,
    localStorage,
    sessionStorage,
    intl,
    addEventListener,
  );
  return result;
}

describe("the inline script of plain pages", () => {
  it("is at most 1 KB on every page", () => {
    expect(Buffer.byteLength(pageScript())).toBeLessThanOrEqual(1024);
    expect(Buffer.byteLength(pageScript(["topics"]))).toBeLessThanOrEqual(1024);
    expect(Buffer.byteLength(pageScript(["sections"]))).toBeLessThanOrEqual(1024);
    expect(Buffer.byteLength(pageScript(["sections", "about"]))).toBeLessThanOrEqual(1024);
  });

  it("gives the language link the page's fragment, so /sv#services leads to /en#services", () => {
    expect(
      run([], { lang: "sv", path: "/info/sv", hash: "#enterprise-ai" }).click({ hreflang: "en", langChoice: true }).hash,
    ).toBe("#enterprise-ai");
    expect(run([], { lang: "sv", path: "/sv/terms" }).click({ hreflang: "en", langChoice: true }).hash).toBe("");
  });

  it("on pages of sections, gives the language link the section being read, not a stale fragment", () => {
    const sections = [
      { id: "hero", bottom: -900 },
      { id: "company", bottom: 40 },
      { id: "services", bottom: 700 },
      { id: "team", bottom: 1900 },
    ];
    const page = run(["sections"], { lang: "sv", path: "/sv", hash: "#company", sections });
    expect(page.click({ hreflang: "en", langChoice: true }).hash).toBe("services");
    // At the top (the first section still in view) the link keeps no fragment.
    const top = run(["sections"], { lang: "sv", path: "/sv", sections: [{ id: "hero", bottom: 600 }, ...sections.slice(1)] });
    expect(top.click({ hreflang: "en", langChoice: true }).hash).toBe("");
  });

  it("on service pages, a call to action leaves the service's name for the contact form, and nothing else does", () => {
    const page = run(["sections", "about"], { lang: "sv", path: "/sv/services/ai-agents" });
    page.click({ href: "/sv#contact" });
    expect(page.session.size).toBe(0);
    page.click({ href: "/sv#contact", about: "AI-agenter" });
    expect(page.session.get("enquiryAbout")).toBe("AI-agenter");
    // Storage refused: the link still works, nothing is thrown.
    const refused = run(["about"], { lang: "en", path: "/en/services/ai-agents", storageThrows: true });
    expect(() => refused.click({ href: "/en#contact", about: "AI agents" })).not.toThrow();
  });

  it("saves a language link's choice in the cookie and localStorage, as app/i18n/preference.ts does", () => {
    const page = run([], { lang: "sv", path: "/sv/terms" });
    page.click({ hreflang: "en", langChoice: true });
    expect(page.cookie).toBe("i18nextLng=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(page.storage.get("i18nextLng")).toBe("en");
  });

  it("still sets the cookie where storage is refused, and ignores other links", () => {
    const page = run([], { lang: "en", path: "/en/terms", storageThrows: true });
    page.click({ href: "/en", hreflang: "sv" });
    expect(page.cookie).toBe("");
    page.click({ hreflang: "sv", langChoice: true });
    expect(page.cookie).toContain("i18nextLng=sv");
  });

  it("never switches at a prefixed URL", () => {
    for (const path of ["/sv/terms", "/en", "/info/en", "/sv/services/ai-agents"]) {
      expect(
        run([], { lang: path.includes("en") ? "en" : "sv", path, stored: "sv", timeZone: "Europe/Stockholm" }).replacedWith,
      ).toBeUndefined();
    }
  });

  it("at an unprefixed URL follows the saved choice, then the Stockholm time zone, keeping the fragment", () => {
    expect(run([], { lang: "sv", path: "/terms", stored: "en" }).replacedWith).toBe("/en/terms");
    expect(run([], { lang: "sv", path: "/terms", cookie: "a=b; i18nextLng=en", stored: "sv" }).replacedWith).toBe("/en/terms");
    expect(run([], { lang: "en", path: "/services/ai-agents", hash: "#faq", timeZone: "Europe/Stockholm" }).replacedWith).toBe(
      "/sv/services/ai-agents#faq",
    );
    // A saved English choice beats the time zone; an invalid cookie value counts as none.
    expect(run([], { lang: "en", path: "/terms", stored: "en", timeZone: "Europe/Stockholm" }).replacedWith).toBeUndefined();
    expect(run([], { lang: "en", path: "/terms", cookie: "i18nextLng=de", timeZone: "Europe/Stockholm" }).replacedWith).toBe(
      "/sv/terms",
    );
    expect(run([], { lang: "en", path: "/terms" }).replacedWith).toBeUndefined();
  });

  it("opens the info hub panel the fragment names, on arrival, on hash change and on a link click", () => {
    const page = run(["topics"], { lang: "en", path: "/info/en", hash: "#tokenization-defi" });
    expect(page.opened).toEqual(["tokenization-defi"]);
    page.click({ href: "#enterprise-ai" });
    expect(page.opened).toEqual(["tokenization-defi", "enterprise-ai"]);
    page.click({ href: "#no-such-topic" });
    expect(page.opened).toHaveLength(2);
    expect(page.listeners.has("hashchange")).toBe(true);
    expect(run([], { lang: "en", path: "/info/en", hash: "#enterprise-ai" }).opened).toEqual([]);
  });
});

describe("which pages hydrate", () => {
  it("no page hydrates whole; home and OTC hydrate their islands; the info hub asks for the panel behaviour", () => {
    for (const route of [service, privacy, terms, support, social, info, notFound, thanks] as { handle?: unknown }[]) {
      expect(hydrationOf([undefined, route.handle])).toMatchObject({ hydrate: false, islands: undefined });
    }
    expect(hydrationOf([undefined, home.handle])).toMatchObject({ hydrate: false, islands: "home", behaviours: ["sections"] });
    expect(hydrationOf([undefined, service.handle]).behaviours).toEqual(["sections", "about"]);
    expect(hydrationOf([undefined, otc.handle])).toMatchObject({ hydrate: false, islands: "otc" });
    expect(hydrationOf([info.handle]).behaviours).toEqual(["topics"]);
    // A route without a handle (the console's) hydrates whole.
    expect(hydrationOf([undefined, undefined]).hydrate).toBe(true);
  });
});
