import { describe, expect, it } from "vitest";
import { SPAM_REASON_CODES } from "~/admin/spam-reasons";
import { privacyPolicy } from "~/content/legal/privacy";
import { FORM_SCHEMAS } from "~/forms";
import { contentReasons, enquiryText, findLinks, foreignScript, PITCH_CODES } from "./content";

const contact = (fields: Partial<Record<"name" | "company" | "message", string>>) =>
  contentReasons(enquiryText(FORM_SCHEMAS.contact, { name: "Anna", email: "a@example.se", company: "", message: "", ...fields }));
const codes = (fields: Parameters<typeof contact>[0]) => contact(fields).map((reason) => reason.code);

describe("content rules", () => {
  it("finds links: URLs, www., bare domains; not email addresses or framework names", () => {
    expect(findLinks("See https://a.se/x, www.b.com and c.io. Mail me at d@e.se. We use ASP.NET and Node.js.")).toEqual([
      "https://a.se/x",
      "www.b.com",
      "c.io",
    ]);
  });

  it("one link is normal, several are not, a shortener is named", () => {
    expect(contact({ message: "We need a new booking page, our current site is https://acme.se" })).toEqual([
      { code: "links", points: 1, detail: "1" },
    ]);
    expect(contact({ message: "https://a.se https://b.se https://c.se are ours" })).toContainEqual({
      code: "links",
      points: 5,
      detail: "3",
    });
    expect(contact({ message: "Read this: https://bit.ly/3xyz" })).toContainEqual({
      code: "url-shortener",
      points: 4,
      detail: "bit.ly",
    });
  });

  it("a script neither the page's language nor the name suggests", () => {
    expect(foreignScript("Здравствуйте! Предлагаем услуги по продвижению сайтов.", "Anna")).toBe("Cyrillic");
    expect(foreignScript("Здравствуйте! Предлагаем услуги по продвижению сайтов.", "Сергей")).toBeUndefined();
    expect(foreignScript("Hej! Vi är på Östermalm och behöver hjälp med en app åt vår förening.", "")).toBeUndefined();
    expect(foreignScript("こんにちは。弊社はウェブ集客のプロです。", "Yuki")).toBe("CJK");
    expect(codes({ name: "Сергей", message: "Привет! Делаем рассылки по формам обратной связи, недорого." })).toEqual([
      "foreign-script-named",
      "foreign-pitch",
    ]);
  });

  it("a name or company that is a web address", () => {
    expect(codes({ name: "crypto-profit.site" })).toContain("name-is-link");
    expect(codes({ name: "Anna", company: "https://seo.example" })).toContain("name-is-link");
    expect(codes({ name: "Anna", company: "Acme.se AB" })).not.toContain("name-is-link");
  });

  it("pitches aimed at the owner, not a client describing their own need", () => {
    expect(codes({ message: "We can get your website to the first page of Google." })).toContain("seo-pitch");
    expect(codes({ message: "Vi kan få er att hamna överst på Google, er hemsida syns inte på Google idag." })).toContain(
      "seo-pitch",
    );
    expect(codes({ message: "Our webshop ranks badly on Google; we want to rank higher. Can you help with SEO?" })).toEqual([]);
    expect(codes({ message: "Do you accept guest posts with a dofollow link?" })).toContain("backlink-pitch");
    expect(codes({ message: "I lost $80,000 in bitcoin to a scam and a recovery expert got my funds back." })).toContain(
      "crypto-recovery",
    );
    expect(codes({ message: "Jag blev lurad på 400 000 kr av en kryptoplattform men fick tillbaka mina pengar." })).toContain(
      "crypto-recovery",
    );
    expect(codes({ message: "Vi blev lurade av vår förra leverantör som försvann med källkoden." })).toEqual([]);
    expect(codes({ message: "We want to sell 300 BTC and need a desk with EUR settlement." })).toEqual([]);
  });

  it("bots' habits: a random name, one value in every field, link markup", () => {
    expect(codes({ name: "RkTbqWnZpLx" })).toContain("random-name");
    expect(codes({ name: "McDonald" })).not.toContain("random-name");
    expect(codes({ name: "asdf qwer", company: "asdf qwer", message: "asdf qwer" })).toContain("same-text-everywhere");
    expect(codes({ message: "[url=https://x.example]cheap[/url]" })).toContain("link-markup");
  });

  it("names every reason it can give in the console's list", () => {
    const known: readonly string[] = SPAM_REASON_CODES;
    for (const code of PITCH_CODES) expect(known).toContain(code);
  });

  it("the site's own words do not score: a client quoting a service page is no pitch", () => {
    for (const message of [
      "Your AI agents page lists lead generation among the AI employee's daily tasks. Could it do lead generation for us?",
      "Do you offer AI agents for lead generation and social media management?",
      "Hur betalas staking rewards ut, och vem måste claim the reward, vi eller kontraktet?",
      "We expect no guaranteed returns, only weekly payouts of staking rewards and clear reporting on returns.",
      "An AI employee for lead generation, as described on your page, that books qualified leads into HubSpot.",
    ])
      expect(codes({ message }), message).toEqual([]);
  });

  it("the same words in the seller's voice still score", () => {
    expect(
      codes({ message: "We are a leading lead generation agency and deliver qualified leads for your sales team." }),
    ).toContain("sales-pitch");
    expect(codes({ message: "We offer lead generation and bookkeeping at $15 per hour." })).toContain("sales-pitch");
    expect(codes({ message: "Earn guaranteed returns of 3% daily with our fund." })).toContain("money-pitch");
    expect(codes({ message: "Your wallet has been selected! Claim your reward of 2 ETH now." })).toContain("money-pitch");
  });

  it("the privacy policy names what every reason looks at (docs/style-guide.md, 'Legal honesty')", () => {
    // What each reason reads, as the policy's spam section says it, in both languages.
    const SAID: Record<string, [sv: RegExp, en: RegExp]> = {
      honeypot: [/dolt fält/u, /hidden field/u],
      proof: [/arbetsbevis/u, /proof of work/u],
      "too-fast": [/bara sekunder senare/u, /seconds later/u],
      links: [/länkar/u, /links/u],
      "url-shortener": [/förkortade länkar/u, /shortened links/u],
      "name-is-link": [/namn som är en webbadress/u, /name that is a web address/u],
      "foreign-script": [/annan skrift/u, /script other than/u],
      pitch: [/säljerbjudanden/u, /sales pitches/u],
      "random-name": [/ser slumpat ut/u, /looks random/u],
      "same-text-everywhere": [/samma text i alla fält/u, /same text in every field/u],
      shouting: [/versaler/u, /capitals/u],
      "many-emoji": [/emojier/u, /emojis/u],
      "same-text-many-senders": [/samma text från flera/u, /same text sent from several/u],
    };
    const group = (code: string) =>
      PITCH_CODES.includes(code) || code === "link-markup" || code === "link-without-words"
        ? code === "link-markup" || code === "link-without-words"
          ? "links"
          : "pitch"
        : code.startsWith("proof-") || code === "no-proof"
          ? "proof"
          : code === "foreign-script-named"
            ? "foreign-script"
            : code;
    for (const code of SPAM_REASON_CODES) expect(SAID[group(code)], code).toBeDefined();
    for (const [index, lang] of (["sv", "en"] as const).entries()) {
      const text = JSON.stringify(privacyPolicy[lang]);
      for (const [code, patterns] of Object.entries(SAID)) expect(text, `${lang} ${code}`).toMatch(patterns[index]!);
    }
  });
});
