import type { SpamReasonCode } from "~/admin/spam-reasons";
import type { Lang } from "~/i18n/lang";

/** The console's words for the spam check (docs/decisions/011-spam-defence.md). */
export interface SpamConsoleCopy {
  heading: string;
  score: (score: number, threshold: number) => string;
  proof: Record<"verified" | "unverified" | "invalid", string>;
  /** The short mark beside the status of an enquiry sent without a proof of work. */
  unverifiedMark: string;
  reasons: Record<SpamReasonCode, string>;
  points: (points: number) => string;
  noReasons: string;
  notChecked: string;
  notSpam: string;
  movedToNew: string;
  reference: string;
}

export const spamConsoleCopy: Record<Lang, SpamConsoleCopy> = {
  sv: {
    heading: "Spamkontroll",
    score: (score, threshold) => `Poäng ${score} (spam från ${threshold})`,
    proof: {
      verified: "Verifierad: webbläsaren löste arbetsbeviset.",
      unverified: "Overifierad: skickad utan JavaScript, inget arbetsbevis.",
      invalid: "Arbetsbeviset var förfalskat, för gammalt eller redan använt.",
    },
    unverifiedMark: "overifierad",
    reasons: {
      honeypot: "Det dolda fältet var ifyllt",
      "no-proof": "Inget arbetsbevis (inget JavaScript)",
      "proof-forged": "Förfalskat arbetsbevis",
      "proof-expired": "För gammalt arbetsbevis",
      "proof-reused": "Arbetsbeviset var redan använt",
      "too-fast": "Skickad bara sekunder efter att formuläret öppnades",
      links: "Länkar",
      "url-shortener": "Förkortad länk",
      "link-markup": "Länkkod (HTML eller BBCode)",
      "name-is-link": "Namnet är en webbadress",
      "foreign-script": "Text i en skrift som varken sidans språk eller namnet tyder på",
      "foreign-script-named": "Text i en annan skrift än sidans",
      "seo-pitch": "Säljer sökmotoroptimering",
      "backlink-pitch": "Vill köpa eller sälja länkar",
      "crypto-recovery": "Erbjuder att återfå förlorade pengar eller krypto",
      "money-pitch": "Lån, avkastning eller arv",
      "sales-pitch": "Säljer tjänster",
      "opt-out-footer": "Avregistreringstext som i massutskick",
      "adult-pharma": "Vuxeninnehåll eller läkemedel",
      "foreign-pitch": "Säljord på ett annat språk",
      gambling: "Spel om pengar",
      "mass-mail-greeting": "Hälsning som i massutskick",
      "messenger-contact": "Vill bli kontaktad via chattapp",
      "random-name": "Namnet ser slumpat ut",
      "same-text-everywhere": "Samma text i alla fält",
      shouting: "Mest versaler",
      "many-emoji": "Många emojier",
      "link-without-words": "En länk och knappt något mer",
      "same-text-many-senders": "Samma text från flera adresser samma dygn",
    },
    points: (points) => (points === 1 ? "1 poäng" : `${points} poäng`),
    noReasons: "Inget misstänkt hittades.",
    notChecked: "Mottagen innan spamkontrollen fanns.",
    notSpam: "Inte spam",
    movedToNew: "Flyttad till nya. Aviseringen går iväg nu.",
    reference: "Referensnummer",
  },
  en: {
    heading: "Spam check",
    score: (score, threshold) => `Score ${score} (spam from ${threshold})`,
    proof: {
      verified: "Verified: the browser solved the proof of work.",
      unverified: "Unverified: sent without JavaScript, no proof of work.",
      invalid: "The proof of work was forged, too old or already used.",
    },
    unverifiedMark: "unverified",
    reasons: {
      honeypot: "The hidden field was filled in",
      "no-proof": "No proof of work (no JavaScript)",
      "proof-forged": "Forged proof of work",
      "proof-expired": "Proof of work too old",
      "proof-reused": "Proof of work already used",
      "too-fast": "Sent seconds after the form was opened",
      links: "Links",
      "url-shortener": "Shortened link",
      "link-markup": "Link markup (HTML or BBCode)",
      "name-is-link": "The name is a web address",
      "foreign-script": "Text in a script neither the page’s language nor the name suggests",
      "foreign-script-named": "Text in a different script from the page’s",
      "seo-pitch": "Sells search engine optimisation",
      "backlink-pitch": "Wants to buy or sell links",
      "crypto-recovery": "Offers to recover lost money or crypto",
      "money-pitch": "Loans, returns or an inheritance",
      "sales-pitch": "Sells services",
      "opt-out-footer": "Unsubscribe text as in mass mailings",
      "adult-pharma": "Adult content or medicines",
      "foreign-pitch": "Sales words in another language",
      gambling: "Gambling",
      "mass-mail-greeting": "Greeting as in mass mailings",
      "messenger-contact": "Wants to be contacted on a chat app",
      "random-name": "The name looks random",
      "same-text-everywhere": "The same text in every field",
      shouting: "Mostly capitals",
      "many-emoji": "Many emoji",
      "link-without-words": "A link and hardly anything else",
      "same-text-many-senders": "The same text from several addresses within a day",
    },
    points: (points) => (points === 1 ? "1 point" : `${points} points`),
    noReasons: "Nothing suspicious found.",
    notChecked: "Received before the spam check existed.",
    notSpam: "Not spam",
    movedToNew: "Moved to new. Its notification goes out now.",
    reference: "Reference number",
  },
};
