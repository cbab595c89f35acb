import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { formBody, FORM_HEADERS, JSON_FORM_HEADERS, clientDirIn, makeTempDir, testConfig } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { NO_SHEDDING } from "./load-shedding";
import { loggerOptions } from "./logging";

/** The app with the server's own logger settings, at info level, writing into memory. */
async function loggedApp(env: Record<string, string> = {}) {
  const temp = await makeTempDir("logging-");
  await writeFakeBuild(clientDirIn(temp.dir));
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig(temp.dir, env),
    logger: loggerOptions("info", { write: (line) => void lines.push(line) }),
    shedding: NO_SHEDDING,
  });
  await app.ready();
  return {
    app,
    output: () => lines.join(""),
    close: async () => {
      await app.close();
      await temp.remove();
    },
  };
}

const CLIENT = "198.51.100.23";
const FORWARDED = "2001:db8:77::99";
const EMAIL = "private.person@example.com";
const NAME = "Privatperson Hemligsson";

describe("logs", () => {
  it("hold no client address, email address or name, whatever the request", async () => {
    const logged = await loggedApp({ TRUST_PROXY: "1" });
    try {
      const headers = { "x-forwarded-for": FORWARDED, "user-agent": `agent ${EMAIL}` };
      const send = (method: "GET" | "POST", url: string, extra: Record<string, string>, payload?: string) =>
        logged.app.inject({ method, url, remoteAddress: CLIENT, headers: { ...headers, ...extra }, payload });
      const ok = await send("POST", "/", JSON_FORM_HEADERS, formBody("contact", { name: NAME, email: EMAIL }));
      expect(ok.statusCode).toBe(200);
      expect(
        (await send("POST", "/", FORM_HEADERS, formBody("contact", { name: NAME, email: `${EMAIL}\u200B` }))).statusCode,
      ).toBe(422);
      expect((await send("POST", `/?email=${EMAIL}`, FORM_HEADERS, "a&".repeat(100))).statusCode).toBe(400);
      expect((await send("GET", `/${EMAIL}?name=${encodeURIComponent(NAME)}`, {})).statusCode).toBe(404);
      expect((await send("GET", `/sv?from=${EMAIL}`, {})).statusCode).toBeLessThan(500);

      const output = logged.output();
      expect(output).toContain('"url":"/"'); // requests are logged ...
      expect(output).toContain("[redacted]");
      for (const secret of [CLIENT, FORWARDED, EMAIL, "private.person", NAME, "Hemligsson"]) {
        expect(output, secret).not.toContain(secret);
      }
      expect(output).not.toMatch(/remoteAddress|remotePort|"host"/);
    } finally {
      await logged.close();
    }
  });

  it("warn at start when TRUST_PROXY=true, which lets a client choose its own address", async () => {
    const trusting = await loggedApp({ TRUST_PROXY: "true" });
    const counted = await loggedApp({ TRUST_PROXY: "1" });
    try {
      expect(trusting.output()).toContain("TRUST_PROXY=true trusts the leftmost X-Forwarded-For");
      expect(counted.output()).not.toContain("TRUST_PROXY");
    } finally {
      await trusting.close();
      await counted.close();
    }
  });
});
