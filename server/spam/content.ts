import type { FormSchema, SubmissionValues } from "~/forms";
import type { ScreeningReason } from "../db";

/**
 * Content scoring (docs/decisions/011-spam-defence.md): what an enquiry's own words say about
 * it. Each rule gives a reason with points; the sum, with the other layers', decides. The
 * patterns come from the spam corpus (server/spam/corpus/): when spam gets through, add it there
 * first, then the rule that catches it (docs/operations.md, "Spam check").
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
const NOT_LINKS = new Set([
  "asp.net",
  "ado.net",
  "vb.net",
  "node.js",
  "next.js",
  "vue.js",
  "nuxt.js",
  "three.js",
  "ethers.js",
  "web3.js",
]);

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

/**
 * A pattern with word boundaries that know letters outside ASCII: JavaScript's `\b` treats
 * "å", "é" or "ö" as non-word characters, so `\böverst\b` would never match.
 */
function words(pattern: RegExp): RegExp {
  const letter = String.raw`[\p{L}\p{N}_]`;
  const boundary = `(?:(?<!${letter})(?=${letter})|(?<=${letter})(?!${letter}))`;
  return new RegExp(pattern.source.replaceAll(String.raw`\b`, boundary), `${pattern.flags.replace("u", "")}u`);
}

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
const PITCH_SOURCES: Pitch[] = [
  {
    code: "seo-pitch",
    points: 4,
    // Aimed at "you": a client says "we want to rank higher", a pitch says "we can rank your site".
    patterns: [
      /\b(our|my)\b.{0,20}\bseo (services?|packages?|plans?|team|experts?|agency|company)\b|\b(we offer|we provide|i offer|i provide|affordable|cheap|monthly|guaranteed|white-?hat)\b.{0,30}\bseo\b/,
      /\b(i am|i'm|we are|we're)\b.{0,20}\bseo (experts?|specialists?|agency|company|consultants?|team)\b/,
      /\bseo (packages?|campaign|expert team|errors)\b/,
      /\b(we|i) (can|will)\b.{0,40}\b(rank|ranking|rankings|first page|page 1|top of google)\b/,
      /\b(improve|fix|boost|increase|double|triple|grow)\b.{0,15}\byour\b.{0,25}\b(seo|ranking|rankings|traffic|visibility|domain authority)\b/,
      /\b(ranked|rank) #?1\b|#1 on google\b/,
      /\b(we|i) (put|get|bring|place|help)\b.{0,40}\b(first page|page 1|page one|top of google|rank higher|rank better)\b/,
      /\b(we|i) speciali[sz]e in\b.{0,30}\b(seo|search engine|link building)\b/,
      /\byour (blog|website|site)\b.{0,40}\b(more )?organic traffic\b/,
      /\b(get|bring|put|take) (you|your (website|site|business|company|keywords?))\b.{0,30}\b(rank|top|first page|page 1|page one|#1|first position)/,
      /\byour (website|site|web ?site|business|company|page)\b.{0,50}\b(not|isn'?t|is not)\b.{0,10}\b(ranking|showing|visible|appearing)\b/,
      /\byour (website|site)\b.{0,60}\b(organic traffic|google ranking|search rankings?|seo (errors|issues))\b/,
      /\bguaranteed\b.{0,20}\b(first page|page 1|rankings?|top positions?)\b/,
      /\bdomain (authority|rating)\b|\b(da|dr|pa)\s?[:=]?\s?\d{2}\+?\b/,
      /\bsearch engine optimi[sz]ation\b.{0,60}\b(services?|package)\b.{0,30}\b(your|you)\b/,
      /\b(optimi[sz]e|optimi[sz]ing) your google (my business|business profile)\b|\bgoogle maps ranking\b/,
      /\b(våra|vår) seo-?tjänst\w*|\b(er|ert|din|ditt) (hemsida|sajt|webbplats|företag)\b.{0,60}\b(google|organisk trafik)\b/,
      /\b(få|hjälpa) (er|dig)\b.{0,30}\b(synas|hamna|ranka)\b|\bseo-?byrå\b/,
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
      /\bbac?k-?links?\b|\b(toxic|spammy|bad) (back)?links\b|\blinks? pointing to your (site|website|domain)\b/,
      /\bguest[- ]?(post|posts|posting|article|blog)\b/,
      /\blink[- ]?(building|insertion|insertions|placement|exchange|swap|juice)\b/,
      /\b(sponsored|paid) (post|posts|article|articles|content|links?)\b/,
      /\bdo-?follow\b|\bniche[- ]edits?\b|\bpbns?\b/,
      /\bhigh[- ](da|dr|authority)\b/,
      /\bwrite for us\b/,
      /\b(place|placing|insert|add)\b.{0,10}\b(a )?links?\b.{0,25}\b(post|article|page|blog)\b/,
      /\blinks? (back )?to (my|our) client/,
      /article sponsoris|\bun lien\b.{0,30}\b(client|site)\b/,
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
      /\b(been|got|get|were|was|gets?) (scammed|defrauded|ripped off)\b.{0,60}\b(funds|money|crypto|bitcoin|btc|usdt|savings|investment|platform|broker|trader|\$|€|\d+k)/,
      /\bscam (victims?|platforms?|brokers?)\b|\bvictims? of (a |an )?(scam|fraud|crypto)/,
      /\brecovery (experts?|specialists?|agents?|agency|hackers?|team|firm|company|services?)\b/,
      /\b(ethical|certified|professional|genuine|legit)\b.{0,10}\bhackers?\b|\bhack(ing)? (service|services|expert)\b/,
      /\b(spell ?caster|wizard (web|recovery)|cyber ?(genie|spy|wizard))\b/,
      /\b(få tillbaka|återfå|återvinna|återställa)\b.{0,30}\b(pengar|kryptovalut\w*|bitcoin|förlorade|stulna|investering\w*)\b/,
      /\b(bedragen|bedrägeri|blivit lurad|lurats)\b.{0,40}\b(krypto\w*|bitcoin|pengar|plattform)\b/,
      /\b(verloren|gestohlen)\w*\b.{0,20}\b(krypto\w*|gelder|geld|bitcoin)/,
      /\b(blev|blivit|har blivit) (lurad|lurade|bedragen|bedragna)\b.{0,40}\b(krypto\w*|bitcoin|pengar|kr|investering\w*|plattform)\b/,
      /\b(fick|få|får) (jag |du |ni )?tillbaka (mina|dina|era|sina) pengar\b/,
      /\brecuperar\b.{0,25}\b(fondos|dinero|criptomonedas|bitcoin|inversión)\b|\b(récupérer|recuperer)\b.{0,25}\b(fonds|argent|crypto\w*|bitcoin)\b/,
      /(вернуть|возврат)\s.{0,30}(средств|деньги|криптовалют|биткоин)/,
    ],
  },
  {
    code: "money-pitch",
    points: 4,
    patterns: [
      // Promised returns, not a client's "no guaranteed returns" or a staking platform's "weekly payouts".
      /(?<!\b(no|not|without|never|any) )\b(guaranteed|daily|weekly|fixed)\b.{0,12}\b(returns?|profits?|income|roi)\b/,
      /\b\d{1,4}(\.\d+)? ?% (daily|weekly|per day|per week|a day|a week)\b/,
      /\b(business|personal|private|quick|instant|fast)\b.{0,10}\bloans?\b|\bloan (offer|approval|lender|at \d)\b|\blån (till|med) (låg|\d)/,
      /\b(binary options|forex signals|trading signals|trading bot|copy trading|mining pool investment)\b/,
      /\bpassive income\b|\bmake \$?\d+[k]? (a|per) (day|week|month)\b|\bearn (up to )?\$?\d[\d,]*\+? (a|per|every) (day|week|month)\b/,
      /\b(inheritance|beneficiary|next of kin|compensation (fund|payment)|lottery|unclaimed (funds|deposit|inheritance)|atm card|consignment box)\b/,
      /\b(you|your (wallet|address|email|account)) (has|have) (won|been (selected|chosen|awarded))\b/,
      // "Claim your reward" is the pitch; "who has to claim the reward" is a staking client's question.
      /\bclaim your\b.{0,30}\b(reward|prize|airdrop|tokens|bonus)\b|\bclaim the (prize|airdrop|bonus)\b/,
      /\b(dearest beloved|widow|donate (my|the|these) (funds|money|fortune)|urgent business (proposal|relationship))\b/,
      /\b(no collateral|fast approval|quick approval|no credit check|low interest rate|låg ränta|företagslån|snabblån)\b/,
      /\b(make|earn)\b.{0,20}\b(every|per|a) (day|week)\b|\bmake money (fast|online|from home)\b/,
      /\b\d{2,4} ?% returns?\b/,
      /\b(earn|revenue|commission)\b.{0,40}\baffiliate|\baffiliate\b.{0,40}\b(earn|commission|payouts?)\b/,
      /\b(mlm|network marketing|pyramid)\b|\bfunding (available|offer) (for|to) (businesses|startups|projects)\b/,
    ],
  },
  {
    code: "sales-pitch",
    points: 4,
    patterns: [
      /\b(we|i) (are|am) (a|an) (leading|top|top-rated|professional|award-winning|certified|reputable|trusted|full-service|creative)\b.{0,30}\b(seo|digital|marketing|web|design|designer|development|developer|app|software house|outsourcing|ads|advertising|media|video|lead generation|agency)\b/,
      // The seller's voice: "do you offer lead generation?" is a client asking.
      /(?<!\byou )\b(offer|offering|provide|providing)\b.{0,25}\b(web ?design|website (design|redesign|development|makeover)|redesign|app development|mobile app development|digital marketing|social media (marketing|management)|lead generation|virtual assistants?|outsourc\w*|bookkeeping|data entry|wordpress (development|maintenance)|video (editing|animation|production)|logo design|content writing|ppc|google ads management)\b/,
      // Selling leads or lists. Lead generation by an AI agent is one of the site's own services, so
      // it counts only in the seller's voice ("we generate qualified leads for you").
      /\b(b2b leads|targeted leads|email (list|database)s?|decision[- ]makers' (emails|contacts)|contact list)\b/,
      /\b(we|i|our team|our agency)\b.{0,30}\b(lead generation|qualified leads)\b.{0,40}\b(you|your)\b|\b(qualified|targeted) leads (for|to) your\b/,
      /\b(explainer|animated|promo(tional)?|whiteboard) videos?\b/,
      /\b(social media|instagram|tiktok|twitter|youtube|telegram|discord)\b.{0,15}\b(followers|likes|members|subscribers|views|growth)\b/,
      /\b(hire|dedicated|offshore|remote) (developers?|programmers?|designers?|team|resources)\b.{0,40}\b(\$|usd|hour|hourly|month|cost)/,
      /\$\s?\d+ ?(\/|per) ?(hour|hr|month)\b/,
      // Not "a free quote" or "a free consultation": visitors ask for those themselves.
      /\b(free|complimentary|no-cost) (audit|trial|report|analysis|mockup|website audit|seo audit|sample)\b/,
      /\b(reply|respond|answer)\b.{0,10}\b(with )?["'“]?(yes|interested|ok)["'”]?\b.{0,30}\b(details|info|more|price|pricing|proposal|report|send)/,
      /\b(are you|would you be) (interested|open) (in|to)\b.{0,40}\b(our|my|a) (service|services|offer|proposal|solution)/,
      /\b(promote|promotion|marketing|listing)\b.{0,20}\b(your|of your)\b.{0,15}\b(token|coin|project|nft|ico|presale|exchange)\b/,
      /\b(coinmarketcap|coingecko|cmc|cg)\b.{0,20}\b(listing|trending)\b|\bcrypto (marketing|promotion|kols?)\b|\bkols?\b/,
      /\b(vi erbjuder|vi är en ledande|vi är ett ledande|gratis (offert|analys|granskning))\b/,
      /\b(i|we) (will|can) (design|build|create|develop|redesign|write|make|get|bring|boost|grow|increase)\b.{0,40}\byour (company|business|website|site|brand|project|token|sales)\b/,
      /\b(real|active|targeted|organic|\d+k?) (followers|likes|members|subscribers|views)\b/,
      /\bcan i (show|send) you\b|\bshall i send\b|\bno-?obligation (proposal|quote|audit|call)\b/,
      /\b(we help|helping) (businesses|companies|brands|firms) like yours\b/,
      /\b\d+ (articles|posts|blog posts|backlinks|links|videos) (per|a|each) month\b/,
      /\b(listed|listing) on (coinmarketcap|coingecko)\b|\bguaranteed listing\b/,
      /\b(feedback|contact) forms?\b.{0,40}\b(messages?|ads?|advert\w*|mailing|send\w*)\b/,
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
      /\b(avregistrer\w*|avsluta prenumeration|abmelden|darse de baja|se désinscrire|désabonner)\b|\bsvara stopp\b/,
    ],
  },
  {
    code: "adult-pharma",
    points: 6,
    patterns: [
      /\b(viagra|cialis|levitra|tramadol|xanax|oxycodone|pharmacy online|online pharmacy|cheap meds)\b/,
      /\b(porn|porno|xxx|escort|escorts|sex (dating|chat|videos?)|hot (girls|singles)|onlyfans|nude|nudes|sexy (girls|women)|intimate photos|heta singlar|singlar i din stad|singles in your (area|city))\b/,
      /\b(cbd (oil|gummies)|keto (pills|diet)|weight loss pills|penis|erectile)\b/,
      /\b(essay writing service|replica (watches|bags|rolex)|fake (passports?|ids?|diplomas?))\b/,
    ],
  },
  {
    // Sales words in the scripts the foreign-script spam comes in, for when the name shares the script.
    code: "foreign-pitch",
    points: 4,
    patterns: [
      /(продвижени|рассылк|казино|кредит|заработ|услуг|скидк|бесплатн|недорого|реклам|ставки|цены|оптом|послуг)/,
      /(推广|优惠|价格|服务|发票|收益|营销|网站建设|免费|咨询|工厂|询价)/,
      /(마케팅|홍보|문의|가격|디자인)/,
      /(集客|無料|対策|相談)/,
      /(تسويق|خدمات|أسعار|متابع|عرض خاص)/,
      /(ราคา|บริการ|การตลาด)/,
      /(सेवाएं|मार्केटिंग)/,
      /(υπηρεσίες|προώθηση)/,
      /(שירותי|קידום)/,
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

/** The reason codes the pitch rules give (each must be named in app/admin/spam-reasons.ts). */
export const PITCH_CODES = PITCH_SOURCES.map((pitch) => pitch.code);

const PITCHES: Pitch[] = PITCH_SOURCES.map((pitch) => ({ ...pitch, patterns: pitch.patterns.map(words) }));

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
  const add = (code: string, points: number, detail?: string) =>
    reasons.push(detail ? { code, points, detail } : { code, points });

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
  else {
    // The name is in the same script: a person writing their own language to a Swedish firm,
    // which is rare enough to count a little, never enough alone.
    const own = foreignScript(text.all, "");
    if (own) add("foreign-script-named", 2, own);
  }

  const normalised = normalise(text.all);
  for (const pitch of PITCHES) {
    if (pitch.patterns.some((pattern) => pattern.test(normalised))) add(pitch.code, pitch.points);
  }

  if (text.name.split(/\s+/).some(isRandomToken) || text.detail.split(/\s+/).some(isRandomToken)) add("random-name", 4);
  // One value pasted into every field: what form-filling bots without a dictionary do.
  if (text.values.length >= 3 && new Set(text.values.map((value) => value.trim().toLowerCase())).size === 1)
    add("same-text-everywhere", 4);

  const letters = text.body.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 40 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.7) add("shouting", 1);
  if (countEmoji(text.all) >= 5) add("many-emoji", 2);
  if (links.length > 0 && text.body.replace(URL_PATTERN, "").replace(/[^\p{L}]/gu, "").length < 25) add("link-without-words", 2);
  return reasons;
}
