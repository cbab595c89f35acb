import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSubmission, listSubmissions } from "../db";
import { HTML_PAGE_CSP } from "./html-page";
import { FORM_HEADERS, JSON_FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const form = "application/x-www-form-urlencoded";
const huge = "x".repeat(70 * 1024);

/** [label, content-type or undefined, body, expected status] */
const CASES: [string, string | undefined, string | Buffer, number][] = [
  ["no content type", undefined, formBody("contact"), 415],
  ["JSON", "application/json", JSON.stringify({ "form-name": "contact" }), 415],
  ["plain text", "text/plain", formBody("contact"), 415],
  ["multipart", "multipart/form-data; boundary=x", "--x\r\n\r\n--x--", 415],
  ["another charset", `${form}; charset=iso-8859-1`, formBody("contact"), 415],
  ["a body over 64 KiB", form, formBody("contact", { message: huge }), 413],
  ["raw invalid UTF-8", form, Buffer.concat([Buffer.from("form-name=contact&name="), Buffer.from([0xff, 0xfe])]), 400],
  ["a percent-escape that is not UTF-8", form, formBody("contact").replace("name=Jane", "name=%FFJane"), 400],
  ["an encoded lone surrogate", form, formBody("contact").replace("name=Jane", "name=%ED%A0%80"), 400],
  ["a malformed escape", form, formBody("contact").replace("name=Jane", "name=%zzJane"), 400],
  ["one key repeated 32,767 times (a&a&a…)", form, "a&".repeat(32_767), 400],
  ["a form with a key repeated past the limit", form, `${formBody("contact")}${"&features=x".repeat(60)}`, 400],
  ["10,000 distinct keys", form, Array.from({ length: 10_000 }, (_, i) => `k${i}`).join("&"), 413],
  ["a 1,000-character field name", form, `${formBody("contact")}&${"k".repeat(1000)}=v`, 400],
  ["an empty body", form, "", 422],
  ["no form-name", form, formBody("contact").replace("form-name=contact&", ""), 422],
  ["an unknown form-name", form, formBody("contact").replace("form-name=contact", "form-name=newsletter"), 422],
  ["form-name twice", form, `${formBody("contact")}&form-name=project`, 422],
  ["a missing required field", form, formBody("contact", { message: undefined }), 422],
  ["an unknown field", form, `${formBody("contact")}&isAdmin=true`, 422],
  ["a __proto__ field", form, `${formBody("contact")}&__proto__=x`, 422],
  ["a constructor field", form, `${formBody("contact")}&constructor=y`, 422],
  ["a prototype field", form, `${formBody("contact")}&prototype=z`, 422],
  ["a right-to-left override in the name", form, formBody("contact", { name: "Jane \u202Egpj.exe" }), 422],
  ["a zero-width space in the email", form, formBody("contact", { email: "ja\u200Bne@example.com" }), 422],
  ["a C1 control in the company", form, formBody("contact", { company: "Acme\u009bAB" }), 422],
  ["a value outside an enumeration", form, formBody("project", { timeline: "yesterday" }), 422],
  ["an unknown feature", form, formBody("project", { features: ["defi", "rocketScience"] }), 422],
  ["a very long name", form, formBody("contact", { name: "n".repeat(10_000) }), 422],
  ["a very long message", form, formBody("contact", { message: "m".repeat(20_000) }), 422],
  ["CR/LF in the name", form, formBody("contact", { name: "Jane\r\nBcc: victim@example.com" }), 422],
  ["CR/LF in the email", form, formBody("contact", { email: "jane@example.com\r\nBcc: victim@example.com" }), 422],
  ["a NUL character", form, formBody("contact", { message: "a\u0000b" }), 422],
  ["a script tag as the email", form, formBody("contact", { email: "<script>alert(1)</script>" }), 422],
  ["an unticked acknowledgment", form, formBody("otc-network-request", { acknowledgment: "" }), 422],
];

describe("malformed input", () => {
  it.each(CASES)("%s → %i, nothing stored", async (_label, contentType, payload, status) => {
    const before = (await listSubmissions(t.app.db)).length;
    for (const accept of ["application/json", "text/html"]) {
      const headers: Record<string, string> = { accept };
      if (contentType) headers["content-type"] = contentType;
      const response = await t.app.inject({ method: "POST", url: "/", headers, payload });
      expect(response.statusCode).toBe(status);
      if (accept === "application/json") expect(response.json()).toMatchObject({ ok: false });
      else {
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        // The page's one stylesheet is allowed by its own policy, not the default one.
        expect(response.headers["content-security-policy"]).toBe(HTML_PAGE_CSP);
      }
    }
    expect((await listSubmissions(t.app.db)).length).toBe(before);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...JSON_FORM_HEADERS, "content-length": String(1024 * 1024) },
      payload: formBody("contact"),
    });
    expect(response.statusCode).toBe(413);
  });

  it("stores markup in a message verbatim: it is text, not code", async () => {
    const message = `<script>alert("x")</script> & <b>bold</b> ${"'"}; DROP TABLE submissions;--`;
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: formBody("contact", { message }),
    });
    expect(response.statusCode).toBe(200);
    expect((await getSubmission(t.app.db, response.json<{ id: string }>().id))?.fields.message).toBe(message);
  });

  it("never answers 5xx to a pile of random bytes", async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 40; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(random() * 300) }, () => Math.floor(random() * 256)));
      const response = await t.app.inject({
        method: "POST",
        url: "/",
        headers: FORM_HEADERS,
        payload: Buffer.concat([Buffer.from("form-name=contact&"), bytes]),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe("field rules", () => {
  it("names a hidden character in JSON and on the localized page, in both languages", async () => {
    const payload = formBody("contact", { name: "Jane \u202Egpj.exe" });
    const json = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
    expect(json.json()).toEqual({ ok: false, errors: { name: "hiddenCharacter" } });
    for (const [lang, text] of [
      ["sv", "Fältet innehåller osynliga tecken"],
      ["en", "This field contains invisible characters"],
    ]) {
      const page = await t.app.inject({
        method: "POST",
        url: "/",
        headers: { ...FORM_HEADERS, referer: `https://nordlegend.se/${lang}` },
        payload,
      });
      expect(page.statusCode).toBe(422);
      expect(page.body).toContain(text);
    }
  });

  it("treats __proto__ like any other unknown field name", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: `${formBody("contact")}&__proto__=x`,
    });
    expect(response.json()).toEqual({ ok: false, errors: { ["__proto__"]: "unknownField" } });
  });

  it("stores text NFC-normalised", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: formBody("contact", { name: "A\u030Asa", message: "Bj\u006F\u0308rk\u00A0och 👩\u200D💻" }),
    });
    expect(response.statusCode).toBe(200);
    const stored = await getSubmission(t.app.db, response.json<{ id: string }>().id);
    expect(stored?.fields).toMatchObject({ name: "\u00C5sa", message: "Bj\u00F6rk\u00A0och 👩\u200D💻" });
  });
});
