import type { FormSchema, SubmissionValues } from "~/forms";
import type { ScreeningReason } from "../db";

/**
 * Content scoring (docs/decisions/011-spam-defence.md): what an enquiry's own words say about
 * it. Each rule gives a reason with points; the sum, with the other layers', decides. The
 * patterns come from the spam corpus (server/spam/corpus/): when spam gets through, add it there
 * first, then the rule that catches it (docs/operations.md, "Spam").
 */

/** The words of an enquiry the rules read: free text only (no addresses, phone numbers or choices). */
export interface EnquiryText {
  /** Every free-text field, one per line. */
  all: string;
  /** The long answers (textareas): the body a pitch is in. */
  body: string;
  /** The person's name, when the form asks for one. */
  name: string;
  /** The company or project name. */
  detail: string;
  /** The free-text values one by one (to see one value pasted into every field). */
  values: string[];
}

export function enquiryText(schema: FormSchema, fields: SubmissionValues): EnquiryText {
  const value = (name: string | undefined) => {
    const raw = name ? fields[name] : undefined;
    return Array.isArray(raw) ? raw.join(", ") : (raw ?? "");
  };
  const free = schema.fields.filter((field) => field.kind === "text" || field.kind === "textarea");
  const values = free.map((field) => value(field.name)).filter((text) => text.trim() !== "");
  return {
    all: values.join("\n"),
    body: free
      .filter((field) => field.kind === "textarea")
      .map((field) => value(field.name))
      .join("\n"),
    name: value(schema.sender.name),
    detail: value(schema.sender.detail),
    values,
  };
}

/** Text as the rules compare it: compatibility forms folded (𝐛𝐨𝐥𝐝 and ｆｕｌｌ-width letters too), lower case. */
export function normalise(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

// --- Links ---------------------------------------------------------------------------------

const TLDS =
  "com|net|org|io|co|me|info|biz|xyz|top|site|online|shop|store|club|live|link|click|app|dev|ai|ru|su|ua|cn|in|pk|ng|uk|us|de|fr|es|it|nl|pl|se|nu|no|dk|fi|eu|tk|ml|ga|cf|gq|pw|cc|ws|ly|gd|gl|to|icu|buzz|vip|work|pro|asia|agency|digital|marketing|services|solutions|today|space|website|fun|bet|casino|finance|money|cash|loan|loans|trade";
/** http(s)://…, www.…, or a bare domain with a known top-level domain (not an email address's). */
const URL_PATTERN = new RegExp(
  String.raw`\bhttps?:\/\/[^\s<>"'\]\[]+|\bwww\.[^\s<>"'\]\[]+|(?<![@\w.-])(?:[a-z0-9][a-z0-9-]*\.)+(?:${TLDS})\b(?![@.-]?\w)(?:\/[^\s<>"']*)?`,
  "giu",
);
/** Framework names that look like domains. */
const NOT_LINKS = new Set(["asp.net", "ado.net", "vb.net", "node.js", "next.js", "vue.js", "nuxt.js", "three.js", "ethers.js", "web3.js"]);

export function findLinks(text: string): string[] {
  const found = new Set<string>();
  for (const match of normalise(text).matchAll(URL_PATTERN)) {
    const link = match[0].replace(/[.,;:!?)]+$/, "");
    if (!NOT_LINKS.has(link)) found.add(link);
  }
  return [...found];
}

function hostOf(link: string): string {
  return link
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .split(/[/?#:]/)[0]!;
}

/** URL shorteners: a link that hides where it goes. */
const SHORTENERS = new Set([
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "v.gd",
  "buff.ly",
  "cutt.ly",
  "rebrand.ly",
  "shorturl.at",
  "tiny.cc",
  "t.ly",
  "rb.gy",
  "bl.ink",
  "s.id",
  "lnkd.in",
  "clck.ru",
  "u.to",
  "qps.ru",
  "tiny.one",
  "shorte.st",
  "adf.ly",
  "urlz.fr",
  "2.gy",
  "short.gy",
  "gg.gg",
  "soo.gd",
  "cli.re",
  "t.me",
  "wa.me",
  "linktr.ee",
]);

// --- Scripts -------------------------------------------------------------------------------

const SCRIPTS = [
  "Cyrillic",
  "Greek",
  "Arabic",
  "Hebrew",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Thai",
  "Devanagari",
  "Bengali",
  "Georgian",
  "Armenian",
  "Ethiopic",
  "Tamil",
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, "u")] as const);

/** How many letters of each non-Latin script a text has, and how many letters in all. */
function scriptCounts(text: string): { letters: number; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  let letters = 0;
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    letters++;
    if (/\p{Script=Latin}/u.test(char)) continue;
    const script = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ?? "Other";
    // Japanese mixes three scripts: count them as one.
    const key = script === "Hiragana" || script === "Katakana" || script === "Han" ? "CJK" : script;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { letters, counts };
}

/**
 * The script of most of the text when it is neither the page's (both languages write Latin)
 * nor one the sender's name is written in: a Cyrillic name writing Russian is a person; a
 * Latin name (or none) pasting Cyrillic into a Swedish page is almost always spam.
 */
export function foreignScript(text: string, name: string): string | undefined {
  const { letters, counts } = scriptCounts(text);
  if (letters < 12) return undefined;
  const [script, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!script || !count || count / letters < 0.3) return undefined;
  if ((scriptCounts(name).counts.get(script) ?? 0) > 0) return undefined;
  return script;
}

// --- Pitches ---------------------------------------------------------------------------------

/** One kind of pitch: any pattern matching gives its points once. */
interface Pitch {
  code: string;
  points: number;
  patterns: RegExp[];
}

/**
 * The pitches contact forms get, from the corpus. Written for a blockchain and AI consultancy:
 * genuine enquiries talk about tokens, wallets, crypto and exchanges, so the crypto rules look
 * for the recovery scam's words, never for crypto itself.
 */
const PITCHES: Pitch[] = [
  {
    code: "seo-pitch",
    points: 4,
    patterns: [
      /\bseo\b.{0,60}\b(services?|experts?|expert team|agency|company|packages?|audit|report|specialists?|campaign|plans?|strateg)/,
      /\b(first|1st|top|front) (page|position|spot|positions)\b.{0,25}\b(google|bing|search|serps?)\b/,
      /\b(rank|ranking|rankings|ranks)\b.{0,30}\b(higher|better|top|first|#1|google|search engines?)\b/,
      /\b(increase|boost|improve|double|triple|grow)\b.{0,30}\b(organic )?(traffic|visibility|search rankings?|domain authority)\b/,
      /\borganic (traffic|visitors|leads)\b/,
      /\bdomain (authority|rating)\b|\b(da|dr|pa)\s?[:=]?\s?\d{2}\b/,
      /\b(not|isn'?t|is not|wasn'?t) (ranking|showing|visible|appearing)\b.{0,40}\b(google|search)/,
      /\bsearch engine optimi[sz]ation\b.{0,80}\b(services?|offer|package|we|our)\b/,
      /\bgoogle (my business|business profile|maps ranking)\b/,
      /\b(förstasidan|första sidan|topp ?\d*)\b.{0,20}\b(på|i|hos) google\b/,
      /\b(synas|hamna|ranka|rankas)\b.{0,20}\b(högre|bättre|först|överst)\b.{0,20}\bgoogle\b/,
      /\b(erste[nr]? seite|platz 1|top-?platzierung)\b.{0,20}\bgoogle\b/,
      /\b(primera página|primera posición|primeros lugares)\b.{0,20}\bgoogle\b/,
      /\b(première page|premiere page|premières positions)\b.{0,20}\bgoogle\b/,
      /\b(posicionamiento (web|seo)|référencement (naturel|seo|google))\b/,
    ],
  },
  {
    code: "backlink-pitch",
    points: 5,
    patterns: [
      /\bback-?links?\b/,
      /\bguest[- ]?(post|posts|posting|article|blog)\b/,
      /\blink[- ]?(building|insertion|insertions|placement|exchange|swap|juice)\b/,
      /\b(sponsored|paid) (post|posts|article|articles|content|links?)\b/,
      /\bdo-?follow\b|\bniche[- ]edits?\b|\bpbns?\b/,
      /\bhigh[- ](da|dr|authority)\b/,
      /\bwrite for us\b/,
      /\b(buy|purchase|acquire)\b.{0,15}\b(your )?(domain|website)\b|\bis your (website|domain) for sale\b/,
      /\b(advertise|advertising|place an ad|publish (an )?article)\b.{0,20}\b(on|at) your (site|website|blog)\b/,
      /\b(gästinlägg|länkbygg\w*|länkbyte|sponsrade? (inlägg|artiklar?))\b/,
      /\b(gastbeitr\w*|linkaufbau|artículos? patrocinados?|enlaces de calidad|article sponsorisé)\b/,
    ],
  },
  {
    code: "crypto-recovery",
    points: 6,
    patterns: [
      /\b(funds?|assets?|crypto|cryptocurrency|bitcoin|btc|money|scam|wallet)[- ](recovery|retrieval|tracing)\b/,
      /\b(recover|recovering|retrieve|reclaim|trace|get back)\b.{0,30}\b(lost|stolen|scammed|missing)\b/,
      /\b(recover|recovering|retrieve|reclaim|get back|got back)\b.{0,30}\b(your|my|their)\b.{0,20}\b(funds|money|crypto|bitcoin|btc|usdt|investment|investments)\b/,
      /\b(lost|stolen|scammed)\b.{0,25}\b(funds|crypto|cryptocurrency|bitcoin|btc|usdt|eth|money|investment|savings)\b/,
      /\b(been|got|get|were|was|gets?) (scammed|defrauded|ripped off)\b/,
      /\bscam (victims?|platforms?|brokers?)\b|\bvictims? of (a |an )?(scam|fraud|crypto)/,
      /\brecovery (experts?|specialists?|agents?|agency|hackers?|team|firm|company|services?)\b/,
      /\b(ethical|certified|professional|genuine|legit)\b.{0,10}\bhackers?\b|\bhack(ing)? (service|services|expert)\b/,
      /\b(spell ?caster|wizard (web|recovery)|cyber ?(genie|spy|wizard))\b/,
      /\b(få tillbaka|återfå|återvinna|återställa)\b.{0,30}\b(pengar|kryptovalut\w*|bitcoin|förlorade|stulna|investering\w*)\b/,
      /\b(bedragen|bedrägeri|blivit lurad|lurats)\b.{0,40}\b(krypto\w*|bitcoin|pengar|plattform)\b/,
      /\b(verlorene|gestohlene|verloren|gestohlen)\b.{0,20}\b(krypto\w*|gelder|geld|bitcoin)\b/,
      /\brecuperar\b.{0,25}\b(fondos|dinero|criptomonedas|bitcoin|inversión)\b|\b(récupérer|recuperer)\b.{0,25}\b(fonds|argent|crypto\w*|bitcoin)\b/,
      /(вернуть|возврат)\s.{0,30}(средств|деньги|криптовалют|биткоин)/,
    ],
  },
  {
    code: "money-pitch",
    points: 4,
    patterns: [
      /\b(guaranteed|daily|weekly|fixed)\b.{0,12}\b(returns?|profits?|income|roi|payouts?)\b/,
      /\b\d{1,4}(\.\d+)? ?% (daily|weekly|per day|per week|a day|a week)\b/,
      /\b(business|personal|private|quick|instant|fast)\b.{0,10}\bloans?\b|\bloan (offer|approval|lender|at \d)\b|\blån (till|med) (låg|\d)/,
      /\b(binary options|forex signals|trading signals|trading bot|copy trading|mining pool investment)\b/,
      /\bpassive income\b|\bmake \$?\d+[k]? (a|per) (day|week|month)\b|\bearn (up to )?\$?\d[\d,]*\+? (a|per|every) (day|week|month)\b/,
      /\b(inheritance|beneficiary|next of kin|compensation (fund|payment)|lottery|unclaimed (funds|deposit|inheritance)|atm card|consignment box)\b/,
      /\byou have (won|been (selected|chosen|awarded))\b/,
      /\b(mlm|network marketing|pyramid)\b|\bfunding (available|offer) (for|to) (businesses|startups|projects)\b/,
    ],
  },
  {
    code: "sales-pitch",
    points: 3,
    patterns: [
      /\b(we|i) (are|am) (a|an) (leading|top|top-rated|professional|award-winning|certified|reputable|trusted|full-service|creative)\b/,
      /\b(offer|offering|provide|providing)\b.{0,25}\b(web ?design|website (design|redesign|development|makeover)|redesign|app development|mobile app development|digital marketing|social media (marketing|management)|lead generation|virtual assistants?|outsourc\w*|bookkeeping|data entry|wordpress (development|maintenance)|video (editing|animation|production)|logo design|content writing|ppc|google ads management)\b/,
      /\b(lead generation|qualified leads|b2b leads|targeted leads|email (list|database)s?|decision[- ]makers' (emails|contacts)|contact list)\b/,
      /\b(explainer|animated|promo(tional)?|whiteboard) videos?\b/,
      /\b(social media|instagram|tiktok|twitter|youtube|telegram|discord)\b.{0,15}\b(followers|likes|members|subscribers|views|growth)\b/,
      /\b(hire|dedicated|offshore|remote) (developers?|programmers?|designers?|team|resources)\b.{0,40}\b(\$|usd|hour|hourly|month|cost)/,
      /\$\s?\d+ ?(\/|per) ?(hour|hr|month)\b/,
      /\b(free|complimentary|no-cost) (quote|audit|consultation|trial|report|analysis|mockup|proposal|website audit|seo audit)\b/,
      /\b(reply|respond|answer)\b.{0,10}\b(with )?["'“]?(yes|interested|ok)["'”]?\b.{0,30}\b(details|info|more|price|pricing|proposal|report|send)/,
      /\b(are you|would you be) (interested|open) (in|to)\b.{0,40}\b(our|my|a) (service|services|offer|proposal|solution)/,
      /\b(promote|promotion|marketing|listing)\b.{0,20}\b(your|of your)\b.{0,15}\b(token|coin|project|nft|ico|presale|exchange)\b/,
      /\b(coinmarketcap|coingecko|cmc|cg)\b.{0,20}\b(listing|trending)\b|\bcrypto (marketing|promotion|kols?)\b|\bkols?\b/,
      /\b(vi erbjuder|vi är en ledande|vi är ett ledande|gratis (offert|analys|granskning))\b/,
      /\b(wir bieten|nous proposons|nous offrons|ofrecemos|somos una (agencia|empresa) (líder|de marketing))\b/,
    ],
  },
  {
    code: "opt-out-footer",
    points: 4,
    patterns: [
      /\bunsubscribe\b|\bopt[- ]?out\b|\bremove me\b|\bremoval request\b/,
      /\b(reply|respond|write)\b.{0,12}["'“]?(stop|no|remove|unsubscribe|no thanks)["'”]?.{0,20}\b(to|and)\b.{0,10}\b(stop|remove|unsubscribe|not)\b/,
      /\bto stop (receiving|getting) (these|further|future)\b|\bif you (do not|don'?t) want (to hear|further|more) (from|emails|messages)/,
      /\b(avregistrera|avsluta prenumeration|abmelden|darse de baja|se désinscrire|désabonner)\b/,
    ],
  },
  {
    code: "adult-pharma",
    points: 6,
    patterns: [
      /\b(viagra|cialis|levitra|tramadol|xanax|oxycodone|pharmacy online|online pharmacy|cheap meds)\b/,
      /\b(porn|porno|xxx|escort|escorts|sex (dating|chat|videos?)|hot (girls|singles)|onlyfans|nude|nudes|sexy (girls|women))\b/,
      /\b(cbd (oil|gummies)|keto (pills|diet)|weight loss pills|penis|erectile)\b/,
      /\b(essay writing service|replica (watches|bags|rolex)|fake (passports?|ids?|diplomas?))\b/,
    ],
  },
  {
    code: "gambling",
    points: 3,
    patterns: [/\b(online casino|casino bonus|free spins|slot (machines?|online)|sports ?betting tips|betting odds|jackpot)\b/],
  },
  {
    code: "mass-mail-greeting",
    points: 1,
    patterns: [
      /\b(dear (sir|madam|sir\/madam|sir or madam|website owner|business owner|site owner|webmaster|friend|beloved)|hello (dear|friend)|greetings of the day|hi (there|dear),? (i|we)\b)/,
      /\b(hope|trust) (this|my) (email|message|mail|note) (finds|reaches) you\b/,
      /\b(i|we) (came across|found|visited|was (browsing|checking|looking at|on)|noticed|checked) your (website|site|web ?page|business|company)\b/,
    ],
  },
  {
    code: "messenger-contact",
    points: 1,
    patterns: [/\b(whats ?app|telegram|wechat|viber|skype|signal)\b.{0,25}(\+?\d[\d\s-]{6,}|@\w{3,})/],
  },
];

// --- The rules ---------------------------------------------------------------------------------

/** Points for how many links the free text holds: one is normal (a genuine site or brief), several are not. */
function linkPoints(count: number): number {
  if (count === 0) return 0;
  if (count === 1) return 1;
  if (count === 2) return 3;
  return 5;
}

/** A token that looks typed by a random generator: long, mixed case with several switches ("RkTbqWnZpL"). */
function isRandomToken(token: string): boolean {
  if (token.length < 8 || !/^[A-Za-z]+$/.test(token)) return false;
  let switches = 0;
  for (let i = 1; i < token.length; i++) {
    const upper = (c: string) => c >= "A" && c <= "Z";
    if (upper(token[i]!) !== upper(token[i - 1]!)) switches++;
  }
  const vowels = (token.match(/[aeiouyAEIOUY]/g) ?? []).length;
  return switches >= 4 || (token.length >= 10 && vowels / token.length < 0.15);
}

function countEmoji(text: string): number {
  return (text.match(/\p{Extended_Pictographic}/gu) ?? []).length;
}

/** Every content rule, on one enquiry's text. */
export function contentReasons(text: EnquiryText): ScreeningReason[] {
  const reasons: ScreeningReason[] = [];
  const add = (code: string, points: number, detail?: string) => reasons.push(detail ? { code, points, detail } : { code, points });

  const links = findLinks(text.all);
  if (links.length > 0) add("links", linkPoints(links.length), String(links.length));
  const shortener = links.map(hostOf).find((host) => SHORTENERS.has(host));
  if (shortener) add("url-shortener", 4, shortener);
  if (/\[url[=\]]|<a\s+href|\[link=|\]\(https?:/i.test(text.all)) add("link-markup", 5);

  // A name or company that is a web address: the sender is advertising a site, not introducing themselves.
  if (findLinks(text.name).length > 0) add("name-is-link", 5);
  else if (/\bhttps?:\/\/|\bwww\./i.test(text.detail)) add("name-is-link", 5);

  const script = foreignScript(text.all, text.name);
  if (script) add("foreign-script", 5, script);

  const normalised = normalise(text.all);
  for (const pitch of PITCHES) {
    if (pitch.patterns.some((pattern) => pattern.test(normalised))) add(pitch.code, pitch.points);
  }

  if (text.name.split(/\s+/).some(isRandomToken) || text.detail.split(/\s+/).some(isRandomToken)) add("random-name", 4);
  // One value pasted into every field: what form-filling bots without a dictionary do.
  if (text.values.length >= 3 && new Set(text.values.map((value) => value.trim().toLowerCase())).size === 1) add("same-text-everywhere", 4);

  const letters = text.body.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 40 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.7) add("shouting", 1);
  if (countEmoji(text.all) >= 5) add("many-emoji", 2);
  if (links.length > 0 && text.body.replace(URL_PATTERN, "").replace(/[^\p{L}]/gu, "").length < 25) add("link-without-words", 2);
  return reasons;
}
