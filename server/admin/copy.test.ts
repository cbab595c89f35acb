import { describe, expect, it } from "vitest";
import { consoleCopy } from "~/content/console";
import { RETIRED_TERMS_SV } from "~/content/glossary";
import { AUDIT_ACTIONS } from "../db/audit";
import { confirmationMail } from "../notify/confirmation";
import { invitationMail, signInMail } from "./mail";

// The copy lives in app/, which may not import server code; the server side checks the two agree.
describe("the console's copy of the audit log", () => {
  it("names every action the audit log records, in both languages", () => {
    for (const lang of ["sv", "en"] as const) {
      expect(Object.keys(consoleCopy[lang].audit.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});

// The emails the server writes are copy too, outside app/content, so the content tests never see
// them: the same glossary (docs/style-guide.md, "Sections and recurring terms") is applied here.
describe("the server's emails follow the style guide", () => {
  const URL_ = "https://nordlegend.se/admin/link?token=abc";
  type Named = readonly [name: string, mail: { subject: string; text: string }];
  const mails = (lang: "sv" | "en"): Named[] => [
    ["sign-in link", signInMail(URL_, lang)] as const,
    ["invitation", invitationMail(URL_, lang)] as const,
    ...(["contact", "project", "otc-network-request"] as const).map(
      (form) =>
        [
          `${form} confirmation`,
          confirmationMail({ id: "0192f7a0-0000-7000-8000-000000000001", form, language: lang }, "https://nordlegend.se"),
        ] as const,
    ),
  ];
  const retired = new RegExp(
    `(?<![\\p{L}\\d])(?:${RETIRED_TERMS_SV.map(([pattern]) => pattern).join("|")})(?![\\p{L}\\d])`,
    "iu",
  );

  /** The emails of one language whose subject or text uses a retired term or a straight quote. */
  function breaches(lang: "sv" | "en", list: Named[] = mails(lang)): string[] {
    return list.flatMap(([name, mail]) =>
      [mail.subject, mail.text].flatMap((text) => [
        ...(lang === "sv" && retired.test(text) ? [`${name}: ${retired.exec(text)?.[0]} (say the glossary's term)`] : []),
        ...(/['"]/u.test(text) ? [`${name}: a straight quote`] : []),
      ]),
    );
  }

  it.each(["sv", "en"] as const)("%s: one term per concept (e-post, never mejl) and curly apostrophes", (lang) => {
    expect(breaches(lang)).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const old = { subject: "Din inloggningslänk", text: "Bad du inte om länken kan du bortse från det här mejlet." };
    expect(breaches("sv", [["old", old]])).toHaveLength(1);
    expect(breaches("en", [["old", { subject: "the website's inbox", text: "" }]])).toHaveLength(1);
  });
});
