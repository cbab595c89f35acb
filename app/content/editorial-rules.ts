/**
 * The editorial rules of the copy as data (docs/style-guide.md; docs/decisions/031-copy-and-proof.md):
 * each a pattern, where it applies and why, with the old wording it was written against. This list is
 * the one source of them: the one implementation that runs it over a document is
 * `editorialFindings` (app/content/model/editorial.ts), at publish (as warnings naming the field by
 * its label), in `inbox content import` and in the seed's tests (editorial-rules.test.ts,
 * model/editorial.test.ts); style.test.ts and claims.test.ts use the same patterns
 * (docs/decisions/026-content-kinds-declared-once.md).
 *
 * Where a rule applies:
 * - `visitor`: every text a visitor reads, in that language;
 * - `ni`: every Swedish visitor text but those that speak to the person whose data it is (the
 *   privacy policy and the terms, `DU_DOCUMENTS`), which may say du;
 * - `du`: those two documents only: a du text says du throughout.
 */
import type { Lang } from "~/i18n/lang";

export type RuleScope = "visitor" | "ni" | "du";

export interface EditorialRule {
  id: string;
  lang: Lang;
  scope: RuleScope;
  pattern: RegExp;
  /** Why, for the owner: the style guide's rule in a sentence, and the review item it answers. */
  reason: string;
  /** The same in English, for a console or a command line in English. */
  reasonEn: string;
  /** Old wordings the rule must catch (its test fails if one slips through). */
  catches: readonly string[];
}

/** The documents that speak to the person whose data it is, so they may say du (style guide, "Form of address"). */
export const DU_DOCUMENTS = ["privacy", "terms"] as const;

/** A whole word or phrase, case-insensitive: a letter or digit on either side makes it part of another word. */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`, "iu");

export const EDITORIAL_RULES: readonly EditorialRule[] = [
  // ---- Form of address (D1, C20)
  {
    id: "ni-throughout",
    lang: "sv",
    scope: "ni",
    pattern: word("du|dig|din|ditt|dina"),
    reason:
      "Webbplatsen säger ni till besökaren överallt – sidor, formulär, felmeddelanden, bokningen, 404 och e-posten; bara integritetspolicyn och villkoren säger du (D1, C20).",
    reasonEn:
      "The Swedish text says du to the reader: the site says ni everywhere – pages, forms, errors, booking, 404 and email; only the privacy policy and the terms say du (D1, C20).",
    catches: [
      "Vill du hellre att vi ringer?",
      "Hur hörde du talas om oss?",
      "hör av dig, så hjälper vi dig rätt",
      "Ditt kostnadsfria samtal är bokat",
      "Dina uppgifter",
    ],
  },
  {
    id: "du-throughout",
    lang: "sv",
    scope: "du",
    pattern: word("ni"),
    reason: "Integritetspolicyn och villkoren talar till en person och säger du hela vägen.",
    reasonEn: "The privacy policy and the terms speak to one person and say du throughout.",
    catches: ["Vill ni gå vidare avtalar vi skriftligt"],
  },
  // ---- Anglicisms and calques (D4–D6, D17, D18, D32, D34–D36, D60, D72, D75, D79, D87, D93, D95, D97)
  {
    id: "sv-anglicisms",
    lang: "sv",
    scope: "visitor",
    pattern: word(
      "levererat med|leads?(?! Gen)|lead\\p{L}+|batcher|releaser?|release\\p{L}*|dashboards?|commit|från dag ett|staka|stakar|stakade|Web3|proptech\\p{L}*|pipelines?|arbeta hårdare|gasoptimerade?",
    ),
    reason:
      "Svenska ord där svenskan har ett: levererade projekt, förfrågningar, versionssläpp, översiktsvyer, byggkedja, från första dagen, staking (D6, D60, D72, D75, D79, D87, D93, D95, D97).",
    reasonEn:
      "Swedish words where Swedish has one: delivered projects, enquiries, releases, overviews, build pipeline, from the first day, staking (D6, D60, D72, D75, D79, D87, D93, D95, D97).",
    catches: [
      "Verktyg vi har levererat med",
      "kvalificerar leads",
      "Leadgenerering",
      "beräkningar samlades i batcher",
      "Snabbare och tryggare releaser",
      "interna verktyg och dashboards",
      "tillhör er från första commit",
      "inbyggt från dag ett",
      "ville staka en liten del",
      "Blockchain och Web3",
      "Ett proptech-bolag",
      "i er CI/CD-pipeline",
      "data som borde arbeta hårdare",
    ],
  },
  {
    id: "en-calques",
    lang: "en",
    scope: "visitor",
    pattern:
      /shipped with|We are (?:eight|\d+):|Who led which|there we build the bridges|applies to the climate|by how much on|Pick a single engagement|one month before against|Permissions: check|don’t leak|gas-optimised|mock-up/u,
    reason:
      "English that reads as translated: “tools used in delivered projects”, “there are eight of us”, “in a first meeting we tell you who led each engagement” (D6, D17, D18, D34–D36, D49, D67, D96).",
    reasonEn:
      "English that reads as translated: “tools used in delivered projects”, “there are eight of us”, “in a first meeting we tell you who led each engagement” (D6, D17, D18, D34–D36, D49, D67, D96).",
    catches: [
      "Tools we have shipped with",
      "We are eight:",
      "Who led which, and where, we tell you in a first meeting",
      "and there we build the bridges between them",
      "Sustainable growth applies to the climate and to your business alike.",
      "We measure by how much on your own data before you decide.",
      "Pick a single engagement or let us handle the whole journey",
      "(one month before against the first full month after)",
      "Permissions: check them yourselves",
      "Your plans don’t leak to the market.",
    ],
  },
  {
    id: "sv-idiom",
    lang: "sv",
    scope: "visitor",
    pattern:
      /och där bygger vi broarna|gäller både klimatet|med kort väg mellan idé och beslut, och därför|vd och leder bolaget|Tillstånd: kontrollera dem själva|Vilka deskar vi tar fram beroende på/u,
    reason: "Meningar en svensk redaktör skriver om: syftning, logik och ordval (D16–D18, D30, D32, D49, D54).",
    reasonEn: "Swedish sentences an editor rewrites: reference, logic and word choice (D16–D18, D30, D32, D49, D54).",
    catches: [
      "och där bygger vi broarna mellan dem",
      "Hållbar tillväxt gäller både klimatet och er affär.",
      "Vi är ett litet team med kort väg mellan idé och beslut, och därför tar vi ett fåtal uppdrag åt gången.",
      "Johan är vd och leder bolaget.",
      "Tillstånd: kontrollera dem själva",
    ],
  },
  // ---- Claims the firm cannot keep (D45, D52, D62, D77, D82, D84, D91, D94, C17, C23)
  {
    id: "sv-promises",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Direktkontakt med|sprids inte på marknaden|vad som har hänt och varför|förseningar eller räknefel|stoppas innan den driftsätts|lämnar era data aldrig|stannar data i er miljö|Tokenisering är samtidigt en reglerad verksamhet|upprätthålls av själva tokenen|Vi svarar på all e-post|håller i regelverksfrågorna|gör att hon snabbt ser vilka deskar/u,
    reason:
      "Löften och påståenden som inte håller: introduktion i stället för direktkontakt, ingen garanti mot spridning eller fel, data som faktiskt skickas vidare, reglering av utgivning snarare än teknik, juristerna bedömer (D45, D52, D62, D82, D84, D91, D94, D111, C17, C23–C25).",
    reasonEn:
      "Promises and claims that do not hold: an introduction, not direct contact; no guarantee against leaks or errors; data that is in fact passed on; regulation of issuance rather than technology; the lawyers judge (D45, D52, D62, D82, D84, D91, D94, D111, C17, C23–C25).",
    catches: [
      "Direktkontakt med 30 OTC-deskar",
      "Era planer sprids inte på marknaden.",
      "så att ni alltid kan se vad som har hänt och varför",
      "utan manuella kalkylark, förseningar eller räknefel",
      "I egen drift lämnar era data aldrig er miljö",
      "Tokenisering är samtidigt en reglerad verksamhet.",
      "Vi svarar på all e-post inom 24 timmar på vardagar.",
    ],
  },
  {
    id: "en-promises",
    lang: "en",
    scope: "visitor",
    pattern:
      /A direct line to|what happened and why|or calculation errors|your data never leaves|data stays in your environment|Tokenisation is also a regulated activity|enforced by the token itself|[Ll]iquidity-as-a-service|[Yy]ield optimi[sz]ation|handles the regulatory questions|lets her quickly see which desks/u,
    reason:
      "Promises the firm cannot keep and headings that promise what the Swedish avoids: introductions, not a direct line; no liquidity-as-a-service or yield optimisation (D45, D62, D82, D84, D90, C8, C17, C24, C25).",
    reasonEn:
      "Promises the firm cannot keep and headings that promise what the Swedish avoids: introductions, not a direct line; no liquidity-as-a-service or yield optimisation (D45, D62, D82, D84, D90, C8, C17, C24, C25).",
    catches: [
      "A direct line to 30 OTC desks",
      "Liquidity-as-a-service: tools you run, assets you keep",
      "Yield optimisation as rule-based reallocation – you decide and sign",
      "When self-hosted, your data never leaves your environment",
    ],
  },
  // ---- Boilerplate said once (D7, D8, D24, D70)
  {
    id: "boilerplate",
    lang: "sv",
    scope: "visitor",
    pattern:
      /räknas inte bland kundexemplen|Varje exempel säger hur siffran togs fram och under vilken period|Behöver ni något vi inte har levererat med förut|dollarbeloppen står med eftersom|eurobeloppen står med eftersom/u,
    reason:
      "Stycken som upprepades på varje tjänstesida: metodnoten sägs en gång (teamets avslutning på startsidan), valutaskälet ersätts av omräkningsregeln (D6, D7, D24, D70, C3).",
    reasonEn:
      "Paragraphs repeated on every service page: the method note is said once (the team’s closing on the home page), the currency reason gives way to the conversion rule (D6, D7, D24, D70, C3).",
    catches: [
      "Piloten räknas inte bland kundexemplen på tjänstesidorna.",
      "eurobeloppen står med eftersom de flesta av våra SaaS-kunder säljer på den europeiska marknaden",
    ],
  },
  // ---- Figures typed where a fact exists (a price shows both currencies from the one fact)
  {
    id: "kronor-beside-price",
    lang: "sv",
    scope: "visitor",
    pattern: /\d[\d \u00A0]*–[\d \u00A0]*\d kr \(\{\{fact:price\./u,
    reason:
      "Ett pris visar kronor och sin egen valuta ur ett och samma faktum; kronor skrivna framför priset blir dubbla och slutar stämma när faktumet ändras.",
    reasonEn:
      "A price shows kronor and its own currency from one and the same fact; kronor typed in front of the price are doubled and stop being true when the fact changes.",
    catches: ["ungefär 50 000–250 000 kr ({{fact:price.noCodeMvp}})"],
  },
  // ---- Claims with nothing behind them, legal and technical claims, retired wordings (the reviews of the copy)
  {
    id: "sv-unbacked",
    lang: "sv",
    scope: "visitor",
    pattern: word(
      "allt fler|ledande|världsklass|bäst i klassen|marknadens bästa|revolutioner\\p{L}*|sömlös\\p{L}*|banbrytande|de flesta (?:organisationer|företag|stiftelser|kunder)|många (?:företag|kunder) har",
    ),
    reason:
      "En trend vi inte kan belägga eller en superlativ ingen har mätt: texten säger vad vi gör och pekar på kundexemplens siffror.",
    reasonEn:
      "A trend we cannot source or a superlative nobody measured: the copy says what we do and points to the stories' figures.",
    catches: ["Sex skäl till att allt fler företag låter agenter ta hand om arbetet.", "Vi är ledande inom AI."],
  },
  {
    id: "en-unbacked",
    lang: "en",
    scope: "visitor",
    pattern: word(
      "more and more|leading|world-class|best-in-class|cutting-edge|state-of-the-art|revolutioni[sz]\\p{L}*|game-chang\\p{L}*|seamless(?:ly)?|most (?:organisations|companies|foundations|clients)|many (?:companies|clients) have",
    ),
    reason:
      "En trend vi inte kan belägga eller en superlativ ingen har mätt: texten säger vad vi gör och pekar på kundexemplens siffror.",
    reasonEn:
      "A trend we cannot source or a superlative nobody measured: the copy says what we do and points to the stories' figures.",
    catches: ["Six reasons more and more companies use agents.", "A world-class team"],
  },
  {
    id: "sv-legal-claims",
    lang: "sv",
    scope: "visitor",
    pattern: /fastställer vi hur|så att strukturen håller|blir bättre utifrån återkoppling och nya data|miningbolag/u,
    reason:
      "Juridiska och tekniska påståenden som köparens jurist eller CTO ifrågasätter: kundens jurister klassar en token, en agent lär sig inte av kundens data, OTC-sidan vänder sig inte till miningbolag.",
    reasonEn:
      "Legal and technical claims a buyer's counsel or CTO would question: the client's lawyers classify a token, an agent does not learn from the client's data, the OTC page serves no miners.",
    catches: ["Tillsammans med era juridiska rådgivare fastställer vi hur token klassificeras.", "för miningbolag"],
  },
  {
    id: "en-legal-claims",
    lang: "en",
    scope: "visitor",
    pattern: /we settle how the token|so that the structure is sound|from feedback and new data|\bminers\b/u,
    reason:
      "Juridiska och tekniska påståenden som köparens jurist eller CTO ifrågasätter: kundens jurister klassar en token, en agent lär sig inte av kundens data, OTC-sidan vänder sig inte till miningbolag.",
    reasonEn:
      "Legal and technical claims a buyer's counsel or CTO would question: the client's lawyers classify a token, an agent does not learn from the client's data, the OTC page serves no miners.",
    catches: ["With your lawyers we settle how the token is classified.", "OTC for miners"],
  },
  {
    id: "sv-retired",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Uppdraget gav|sköter den AI-anställda varje dag|det enda vi tar betalt är|prövat att modellen|i kedjan|utanför kedjan|En svit\b|kalkylblad|anpassat efter GDPR|få sina första frågor|sig själva"?$|från skiss till riktiga användare|före bygget|seminarier|lediga tjänster|det ni själva kontrollerar/u,
    reason:
      "Formuleringar en redaktör har skrivit om: omskrivningar, slarv och överdrifter (granskningarna av texterna; stilguidens ordlista och svenska idiom).",
    reasonEn:
      "Wordings an editor rewrote: workarounds, slips and overclaims (the reviews of the copy; the style guide's glossary and Swedish idiom).",
    catches: [
      "Uppdraget gav bolaget en AI-agent.",
      "saltade hashvärden i kedjan",
      "Fraktdokument som registrerar sig själva",
      "En svit n8n-flöden",
    ],
  },
  {
    id: "en-retired",
    lang: "en",
    scope: "visitor",
    pattern:
      /The engagement gave|handles every day|tested the structure|follows its validators|short path from idea to decision|get its first questions|register themselves|read themselves|from sketch to real users|before the build\b|seminars|job openings|what you check yourselves/u,
    reason:
      "Formuleringar en redaktör har skrivit om: omskrivningar, slarv och överdrifter (granskningarna av texterna; stilguidens engelska).",
    reasonEn:
      "Wordings an editor rewrote: workarounds, slips and overclaims (the reviews of the copy; the style guide's English).",
    catches: [
      "so that they have tested the structure",
      "the foundation follows its validators",
      "Company news, events and invitations to our seminars.",
    ],
  },
  // ---- The cold review of 2026-12-01 (R1–R96: the item numbers of /work/review/report.md, recorded in decision 031)
  {
    id: "code-ownership",
    lang: "sv",
    scope: "visitor",
    pattern: /tillhör er från första|äger all kod|överlåts till er/u,
    reason:
      "Äganderätten till koden sägs på ett sätt på varje sida: koden ligger i ert kodförråd från första dagen, och rättigheterna övergår till er enligt avtalet – inte ”tillhör er från första dagen” på ett ställe och ”överlåts enligt avtalet” på ett annat (R9).",
    reasonEn:
      "Code ownership is said one way on every page: the code lives in the client's repository from the first day, and the rights pass to the client under the agreement – not 'yours from the first day' in one place and 'transferred under the agreement' in another (R9).",
    catches: [
      "Källkod, dokumentation och infrastrukturdefinitioner tillhör er från första dagen, i ert eget kodförråd.",
      "Ni äger all kod, design och data som tas fram i projektet.",
      "rättigheterna till den kod vi skriver åt er överlåts till er enligt avtalet",
    ],
  },
  {
    id: "en-code-ownership",
    lang: "en",
    scope: "visitor",
    pattern: /yours from the first|You own all the code|are transferred to you/u,
    reason:
      "Äganderätten till koden sägs på ett sätt på varje sida: koden ligger i ert kodförråd från första dagen, och rättigheterna övergår till er enligt avtalet (R9).",
    reasonEn:
      "Code ownership is said one way on every page: the code lives in your repository from the first day, and the rights pass to you under the agreement (R9).",
    catches: [
      "Source code, documentation and infrastructure definitions are yours from the first commit",
      "You own all the code, design and data produced in the project.",
      "the rights to the code we write for you are transferred to you under the agreement",
    ],
  },
  {
    id: "sv-usage",
    lang: "sv",
    scope: "visitor",
    pattern: word(
      "igång|Kundservice|e-pengatoken|kommer utöver|efter kommer till|Skalar (?:utan|med)|betyder mer än man kan tro|vad man ska se upp med|Exemplen är uppdrag|och vi har inget",
    ),
    reason:
      "Svensk ordform och idiom: i gång, kundtjänst, e-penningtoken (MiCA:s svenska term), tillkommer, klarar toppar / växer med verksamheten; ”Våra kundexempel är uppdrag” (ett eller flera exempel); en hel sats i stället för ”och vi har inget” (R1, R52, R55, R60, R64, R75, R78–R80).",
    reasonEn:
      "Swedish forms and idiom: i gång, kundtjänst, e-penningtoken (MiCA's Swedish term), tillkommer, no 'skalar' calque; 'Våra kundexempel är uppdrag' (one story or several); a full clause instead of 'och vi har inget' (R1, R52, R55, R60, R64, R75, R78–R80).",
    catches: [
      "Enkla flöden är igång på 1–2 veckor.",
      "Kundservice: inkommande meddelanden kategoriseras",
      "till exempel med en e-pengatoken",
      "en extern granskning kommer utöver",
      "valideringen före och användartestet efter kommer till",
      "Skalar utan nyanställningar",
      "Skalar med er affär",
      "Det betyder mer än man kan tro.",
      "vad man ska se upp med, så att ni kan fatta beslut",
      "Exemplen är uppdrag som personer i teamet har lett",
      "inget tillstånd enligt MiCA, och vi har inget.",
    ],
  },
  {
    id: "en-usage",
    lang: "en",
    scope: "visitor",
    pattern:
      /walk(?:s|ed)? through|walk-through|passes our internal|readiness follows|twelve months after their own start|tested before a platform of their own|The stories are engagements|back-end|where the platforms charge in dollars|opens the door to new groups/u,
    reason:
      "Engelska som läses som översatt eller säger mer än svenskan: go through / check i stället för walk through, goes through our internal security review, on-call cover, a year after signing up; ingen öppning mot privatpersoner på tokeniseringssidan (R13, R40–R45, R75, R82, R8).",
    reasonEn:
      "English that reads as translated or says more than the Swedish: go through / check, not walk through; goes through (not passes) our internal security review; on-call cover; a year after signing up; no door opened to individuals on the tokenisation page (R8, R13, R40–R45, R75, R82).",
    catches: [
      "We also walk through and optimise contracts written by others; such a walk-through is not an external audit.",
      "Every smart contract we write passes our internal security review",
      "our own readiness follows your operations agreement",
      "of the restaurants were still paying twelve months after their own start",
      "The pricing model tested before a platform of their own",
      "The stories are engagements people in our team have led",
      "back-end services such as Supabase",
      "set in US dollars for no-code and low-code MVPs, where the platforms charge in dollars",
      "Where regulation allows, it also opens the door to new groups, such as individuals",
    ],
  },
  {
    id: "currency-reason",
    lang: "sv",
    scope: "visitor",
    pattern: /där plattformarna tar betalt i dollar/u,
    reason:
      "Plattformarnas avgifter ligger utanför våra prisintervall, så de är inget skäl till att ett intervall står i dollar; intervallen står i den valuta som vårt prisunderlag anger (R8).",
    reasonEn:
      "The platforms' fees are outside our price ranges, so they are no reason for a range to be in dollars; the ranges are in the currency our price list gives (R8).",
    catches: ["satta i dollar för MVP:er med no-code och low-code, där plattformarna tar betalt i dollar"],
  },
  // ---- Second cold review (decision 031, "Second cold review")
  {
    id: "en-story-calques",
    lang: "en",
    scope: "visitor",
    pattern: /\b(?:The share was counted|The engagement delivered|handed over to a colleague)\b/u,
    reason:
      "Engelska som följer svensk meningsbyggnad i kundexemplen: The figure was measured across …, The result was …, handed over to one of your staff (andra kalla granskningen).",
    reasonEn:
      "English that follows Swedish sentence patterns in the client stories: The figure was measured across …, The result was …, handed over to one of your staff (second cold review).",
    catches: [
      "The share was counted in the ticketing system over all cases in the first six months after launch.",
      "The engagement delivered a portal with real-time tracking",
      "rules for when a case should be handed over to a colleague",
    ],
  },
  {
    id: "boilerplate-once",
    lang: "sv",
    scope: "visitor",
    pattern: /Våra kundexempel är uppdrag som personer i teamet har lett|ni vet vad den omfattar och kostar innan den börjar/u,
    reason:
      "En text som står likadan på tretton sidor läses som standardtext: förbehållet om kundexemplen står i sin helhet en gång, under Teamet på startsidan, och varje sida pekar dit med en kort mening; förslagsmeningen säger vad ”den” syftar på (andra kalla granskningen).",
    reasonEn:
      "A text repeated word for word on thirteen pages reads as boilerplate: the client-story disclaimer stands in full once, under Team on the home page, and each page points there in one short sentence; the proposal sentence says what “it” refers to (second cold review).",
    catches: [
      "Våra kundexempel är uppdrag som personer i teamet har lett, på Nordlegend eller hos tidigare arbetsgivare; i ett första möte berättar vi vem som ledde vilket och var.",
      "för större projekt efter en förstudie; ni vet vad den omfattar och kostar innan den börjar.",
    ],
  },
  // ---- cold review 3: home, OTC, legal, UI (decision 031, "Cold review of 2026-12-01, third reader")
  {
    id: "otc-caveat-once",
    lang: "sv",
    scope: "visitor",
    pattern:
      /kontrollera alltid deskens tillstånd själva|behöver själva kontrollera deskens tillstånd|får ni kostnadsfritt veta hur många|har uppgett två saker för oss|tar vi bara fram de deskar som finns i Esmas register\.|deskar i nätverket som uppfyller de kriterier ni anger – tillgång/u,
    reason:
      "OTC-sidans förbehåll står en gång: ett kort besked under rubriken och hela reglerna under ”Viktig information”; korten pekar dit i stället för att upprepa registret, kontrollen av deskens tillstånd, det kostnadsfria beskedet och kriterierna (tredje kalla granskningen, F3).",
    reasonEn:
      "The OTC page states each caveat once: a short statement under the heading and the full rules under “Important information”; the cards point there instead of repeating the register, the check of the desk’s authorisations, the free first answer and the criteria (third cold review, F3).",
    catches: [
      "Varje desk ansvarar för att ha de tillstånd som krävs i er jurisdiktion, så kontrollera alltid deskens tillstånd själva innan ni ingår avtal.",
      "så ni behöver själva kontrollera deskens tillstånd innan ni ingår avtal.",
      "När ni har skickat en förfrågan får ni kostnadsfritt veta hur många av dem som uppfyller era kriterier",
      "Varje desk i nätverket har uppgett två saker för oss: att den har dokumenterade KYC/AML-rutiner",
      "för kunder inom EU/EES tar vi bara fram de deskar som finns i Esmas register.",
      "Vi tar fram de deskar i nätverket som uppfyller de kriterier ni anger – tillgång, storlek, frekvens och jurisdiktion. Valet gör ni.",
    ],
  },
  {
    id: "otc-caveat-once-en",
    lang: "en",
    scope: "visitor",
    pattern:
      /permissions yourselves|we tell you free of charge how many of them|has told us two things|we put forward only the desks listed in ESMA’s register\.|desks in the network that meet the criteria you set – asset, size, frequency and jurisdiction\. You make/u,
    reason:
      "OTC-sidans förbehåll står en gång, i sin helhet under ”Important information”; korten pekar dit (tredje kalla granskningen, F3).",
    reasonEn:
      "The OTC page states each caveat once, in full under “Important information”; the cards point there (third cold review, F3).",
    catches: [
      "so always check a desk’s permissions yourselves before you enter into an agreement.",
      "After you send a request, we tell you free of charge how many of them meet your criteria and, for clients inside the EU/EEA, are listed in ESMA’s register.",
      "Every desk in the network has told us two things: that it has documented KYC/AML procedures",
      "for clients inside the EU/EEA we put forward only the desks listed in ESMA’s register.",
      "We put forward the desks in the network that meet the criteria you set – asset, size, frequency and jurisdiction. You make the choice.",
    ],
  },
  {
    id: "en-calques-3",
    lang: "en",
    scope: "visitor",
    pattern:
      /\bhear(?:ing)? free of charge\b|\b(?:check|verify) (?:a|the) desk’s permissions\b|\bpermissions (?:your|the client’s) jurisdiction requires\b|\bby going through us\b|\bcalling round yourselves\b|\bfor yourselves\b|\bchoosing the right technique\b|\bhearing how many desks\b|\bBeside each range stands\b/u,
    reason:
      "Engelska som följer svenskan: ”we will tell you, free of charge, …” (inte ”hear free of charge”), ”authorisations”, MiCA:s term för en desks tillstånd (inte ”permissions”), ”technology” för teknik (inte ”technique”), inget ”yourselves” efter svenskans ”själva”, ”find out how many desks” och ”Each range is followed by” (tredje kalla granskningen, D3–D6, D10).",
    reasonEn:
      "English that follows the Swedish: “we will tell you, free of charge, …” (not “hear free of charge”), “authorisations”, MiCA’s term for a desk’s licences (not “permissions”), “technology” for teknik (not “technique”), no “yourselves” calqued on “själva”, “find out how many desks” and “Each range is followed by” (third cold review, D3–D6, D10).",
    catches: [
      "You send a request and hear free of charge how many desks in the network meet your criteria.",
      "Sending a request and hearing how many desks in the network meet your criteria costs nothing.",
      "Beside each range stands its equivalent in kronor, converted at 10 and 11 and rounded.",
      "so always check a desk’s permissions yourselves before you enter into an agreement.",
      "Each desk is responsible for holding the permissions your jurisdiction requires.",
      "What you get by going through us",
      "Instead of weeks of calling round yourselves, you get a personal introduction",
      "compare terms, settlement and service for yourselves.",
      "Nordlegend helps with everything from choosing the right technique to integrating models",
    ],
  },
  {
    id: "sv-term-first",
    lang: "sv",
    scope: "visitor",
    pattern: /så kallad function calling/iu,
    reason:
      "Det svenska ordet först och det engelska inom parentes: ”funktionsanrop (function calling)”, inte ”så kallad function calling” (tredje kalla granskningen, E7).",
    reasonEn:
      "The Swedish word first and the English in brackets: “funktionsanrop (function calling)”, not “så kallad function calling” (third cold review, E7).",
    catches: ["Moderna modeller stöder detta genom så kallad function calling, och standarder som Model Context Protocol"],
  },
  {
    id: "home-said-once",
    lang: "sv",
    scope: "visitor",
    pattern: /tar 30 minuter och kostar ingenting|Tydliga offerter, full insyn|sista ordet om teknikval/u,
    reason:
      "Startsidan säger en sak en gång och låter en sak ha en ägare: bokningsrutan säger ”kostnadsfritt” i rubriken och inte igen i texten och länken; förtroendet nämner offerten en gång; CIO:n fastställer gemensamma teknikval och projektets tekniska ledare ansvarar för arkitekturen, så ingen har ”sista ordet” över den andra (tredje kalla granskningen, F6, F7, B6).",
    reasonEn:
      "The home page says a thing once and gives a decision one owner: the booking box says “free” in its heading and not again in its text and link; the trust value names the quote once; the CIO sets shared technology choices and each project’s technical lead owns its architecture, so nobody has “the final say” over the other (third cold review, F6, F7, B6).",
    catches: [
      "Samtalet tar 30 minuter och kostar ingenting, på video eller per telefon.",
      "Tydliga offerter, full insyn i koden och vår interna säkerhetsgranskning innan något går i produktion. Innan arbetet börjar får ni en skriftlig offert",
      "Som CIO, alltså ansvarig för it och informationssäkerhet, har han sista ordet om teknikval.",
    ],
  },
  {
    id: "home-said-once-en",
    lang: "en",
    scope: "visitor",
    pattern: /Pick a time for a free 30-minute call,|Clear quotes, full access|final say on technology/u,
    reason:
      "Startsidan säger en sak en gång och låter en sak ha en ägare: ”free” i bokningsrutans rubrik, offerten en gång, CIO:n och den tekniska ledaren med var sitt ansvar (tredje kalla granskningen, F6, F7, B6).",
    reasonEn:
      "The home page says a thing once and gives a decision one owner: “free” in the booking box’s heading, the quote once, the CIO and the technical lead each with their own remit (third cold review, F6, F7, B6).",
    catches: [
      "Pick a time for a free 30-minute call, by video or by phone. You decide what we talk about.",
      "Clear quotes, full access to the code and our internal security review before anything goes live. Before work starts you get a written quote",
      "he is responsible for IT and information security and has the final say on technology choices.",
    ],
  },
  {
    id: "boilerplate-once-en",
    lang: "en",
    scope: "visitor",
    pattern: /Our client stories are engagements people in our team have led|you know what it covers and costs before it starts/u,
    reason:
      "Förbehållet om kundexemplen står i sin helhet en gång, på startsidan, och förslagsmeningen säger vad ”it” syftar på (andra kalla granskningen).",
    reasonEn:
      "The client-story disclaimer stands in full once, on the home page, and the proposal sentence says what “it” refers to (second cold review).",
    catches: [
      "Our client stories are engagements people in our team have led, at Nordlegend or at previous employers; in a first meeting we tell you who led each one, and where.",
      "after a discovery phase; you know what it covers and costs before it starts.",
    ],
  },
  // ---- cold review 3: service pages (decision 031, "Cold review of 2026-12-01, third reader: service pages")
  {
    id: "sv-quote",
    lang: "sv",
    scope: "visitor",
    pattern: /[Pp]ris i ett förslag|ett förslag med pris och tidplan|står i förslaget/u,
    reason:
      "Priset sätts i en offert: ”Pris enligt offert efter ett första samtal”, ”en offert med pris och tidplan”; ”pris i ett förslag” är en översättning av engelskans ”priced in a proposal” (tredje kalla granskningen, E1).",
    reasonEn:
      "The price is set in a quote (offert): “Pris enligt offert efter ett första samtal”, “en offert med pris och tidplan”; “pris i ett förslag” translates “priced in a proposal” word for word (third cold review, E1).",
    catches: [
      "Pris i ett förslag efter ett första samtal",
      "Bygget tar 2–4 veckor · pris i ett förslag",
      "Efter ett första samtal får ni ett förslag med pris och tidplan; större projekt börjar med en förstudie",
      "Tidplanen beror på omfattningen och står i förslaget",
    ],
  },
  {
    id: "en-quote",
    lang: "en",
    scope: "visitor",
    pattern:
      /[Pp]riced in a proposal|in a proposal after a first call|a proposal with price and timeline|set out in the proposal/u,
    reason:
      "Engelskan säger ”Price quoted after a first call” och ”a quote with price and timeline”, inte ”priced in a proposal” (tredje kalla granskningen, D8).",
    reasonEn:
      "English says “Price quoted after a first call” and “a quote with price and timeline”, not “priced in a proposal” (third cold review, D8).",
    catches: [
      "Priced in a proposal after a first call",
      "Timeline and price in a proposal after a first call",
      "After a first call you get a proposal with price and timeline",
      "The timeline depends on the scope and is set out in the proposal",
    ],
  },
  {
    id: "sv-service-wording",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Sätt AI i arbete|Kontextmedveten|minns tidigare samtal|Anpassade LLM:er|era specifika behov|multi-tenant-arkitektur|Produktens kärna i kod|Samtidigt är det just beständigheten|hur lång tid beror på|utan att ni behöver rekrytera|Ofta kombinerar vi båda|\(en månad före mot/u,
    reason:
      "Tjänstesidornas anglicismer, syftningsfel och löften: Låt AI göra jobbet, Känner till sammanhanget (och hämtar historiken ur ert CRM, inget minne som standard), Anpassade språkmodeller, vad ni behöver, flera kunder på samma plattform (multi-tenant), Testa idén med en riktig produkt, hur lång tid den tar; inga löften om noll extrapersonal eller om privata nätverk vi ofta levererar, och ingen period inom parentes i en stor siffras etikett (tredje kalla granskningen, B8, B9, C3, C4, C6, E2–E6, E9–E11).",
    reasonEn:
      "Calques, broken references and promises on the service pages: let AI do the work, knows the context (fetching history from the CRM, no memory by default), custom language models, what you need, several customers on one platform (multi-tenant), test the idea with a real product, how long it takes; no promise of no extra staff or of private networks we often deliver, and no period in brackets in a large figure's caption (third cold review, B8, B9, C3, C4, C6, E2–E6, E9–E11).",
    catches: [
      "Sätt AI i arbete i de system ni redan har",
      "Kontextmedveten: minns tidigare samtal och känner till kundens historik",
      "Anpassade LLM:er",
      "en månadsavgift som baseras på förbrukningen i språkmodellen (tokens) och era specifika behov",
      "En MVP med multi-tenant-arkitektur, SSO och Stripe-fakturering",
      "Produktens kärna i kod – bygget tar 2–4 veckor",
      "Samtidigt är det just beständigheten som gör smarta kontrakt krävande.",
      "En extern granskning tar tid utöver tidplanen för utvecklingen, och hur lång tid beror på granskningsfirmans kö",
      "Säsongstoppar, kampanjer och tillväxt hanteras utan att ni behöver rekrytera eller hyra in extra personal.",
      "Ofta kombinerar vi båda: känsliga data stannar i den privata miljön",
      "kortare hanteringstid per dokument i genomsnitt (en månad före mot första hela månaden efter)",
    ],
  },
  {
    id: "en-service-wording",
    lang: "en",
    scope: "visitor",
    pattern:
      /on your own (?:figures|volumes)|we work out on your|[Ii]n the solution the|a limited group of users use|Context-aware|remembers earlier conversations|That same permanence|without recruiting|We often combine the two/u,
    reason:
      "Engelska som läses som översatt eller lovar för mycket på tjänstesidorna: using your own figures, The foundation holds its own keys, a small group of users tries out, knows the context; inga löften om noll extrapersonal eller om privata nätverk vi ofta levererar (tredje kalla granskningen, B8, B9, C3, C4, D1, D2, D7, D9).",
    reasonEn:
      "English that reads as translated or promises too much on the service pages: using your own figures, The foundation holds its own keys, a small group of users tries out, knows the context; no promise of no extra staff or of private networks we often deliver (third cold review, B8, B9, C3, C4, D1, D2, D7, D9).",
    catches: [
      "We work out what they are worth to you on your own figures.",
      "Before you decide, we work out on your own volumes how soon the agent would pay for itself.",
      "In the solution the foundation holds its own keys",
      "a working product that a limited group of users use in their daily work",
      "Context-aware: remembers earlier conversations and knows the customer’s history",
      "That same permanence is what makes smart contracts demanding.",
      "Seasonal peaks, campaigns and growth are handled without recruiting or bringing in extra staff.",
      "We often combine the two: sensitive data stays in the private environment",
    ],
  },
  {
    id: "stories-origin",
    lang: "sv",
    scope: "visitor",
    pattern: /Uppdragen har letts av|mer om det under Teamet/u,
    reason:
      "Förbehållet om kundexemplen är kort och stämmer i numerus: ”Exemplet kommer från ett uppdrag som en av oss ledde …” för ett exempel, ”Exemplen kommer från uppdrag som vi i teamet har lett …” för flera (tredje kalla granskningen, C1, F2, G1).",
    reasonEn:
      "The client-story rider is short and agrees in number: “Exemplet kommer från ett uppdrag som en av oss ledde …” for one story, “Exemplen kommer från uppdrag som vi i teamet har lett …” for several (third cold review, C1, F2, G1).",
    catches: [
      "Uppdragen har letts av personer i teamet, på Nordlegend eller hos tidigare arbetsgivare (mer om det under Teamet på startsidan).",
    ],
  },
  {
    id: "en-stories-origin",
    lang: "en",
    scope: "visitor",
    pattern: /The engagements were led by|more on this under Team/u,
    reason:
      "Förbehållet om kundexemplen är kort och stämmer i numerus: ”This story comes from an engagement one of us led …” för ett exempel, ”These stories come from engagements our team has led …” för flera (tredje kalla granskningen, C1, F2, G1).",
    reasonEn:
      "The client-story rider is short and agrees in number: “This story comes from an engagement one of us led …” for one story, “These stories come from engagements our team has led …” for several (third cold review, C1, F2, G1).",
    catches: [
      "The engagements were led by people in our team, at Nordlegend or at previous employers (more on this under Team on the home page).",
    ],
  },
  // ---- cold review 4 (decision 031, "Cold review of 2026-12-02, fourth reader")
  {
    id: "sv-cold-review-4",
    lang: "sv",
    scope: "visitor",
    pattern:
      /vad de har gett\.|som ni får en egen offert på|tidplan som börjar där|ur ert CRM när ni vill det|innan de byggde en egen plattform|lät dem erbjuda|Arkitekturen i varje enskilt projekt ansvarar|Skriver ni under en helg|team och partner bygger vidare på|deskarna handlar dygnet runt|bygger på våra projekt hittills|I våra projekt hittills har det kostat/u,
    reason:
      "Svenska som läses fel eller lovar mer än sidan håller: n8n-sidan redovisar mätt effekt för tre flöden av fyra, förstudien ”offereras separat i förväg”, ”en offert, med pris och tidplan, för att börja där”, ”om ni tillåter det”, ”innan företaget byggde”, ”För arkitekturen … ansvarar”, ”Skickar ni e-post under en helg”, ”står på”, kryptomarknaden (inte varje desk) handlas dygnet runt, och 30–40 % gäller projekt som personer i teamet har lett, här eller hos tidigare arbetsgivare (fjärde kalla granskningen, B1, B2, C3, E1–E6, E8).",
    reasonEn:
      "Swedish that misreads or promises more than the page delivers: the n8n page reports a measured result for three workflows of four, the discovery phase is “offereras separat i förväg”, a quote “för att börja där”, “om ni tillåter det”, “innan företaget byggde”, “För arkitekturen … ansvarar”, “Skickar ni e-post under en helg”, “står på”, crypto (not every desk) trades around the clock, and the 30–40 % rests on projects people in the team have led, here or at previous employers (fourth cold review, B1, B2, C3, E1–E6, E8).",
    catches: [
      "Fyra flöden i n8n och vad de har gett. Uppdragen leddes av personer i teamet",
      "Ett större projekt börjar med en förstudie, som ni får en egen offert på innan den börjar.",
      "Därefter får ni en offert med pris och tidplan som börjar där.",
      "Känner till sammanhanget: kan hämta kundens historik ur ert CRM när ni vill det",
      "Prismodellen testades innan de byggde en egen plattform",
      "En MVP i Webflow och Xano lät dem erbjuda tre prisnivåer till riktiga kunder",
      "Arkitekturen i varje enskilt projekt ansvarar projektets tekniska ledare för – i SaaS- och plattformsprojekten Oskar Sandberg.",
      "Skriver ni under en helg eller helgdag räknas tiden från nästa vardag.",
      "Vi utvecklar den tekniska grund som era produkter, team och partner bygger vidare på",
      "deskarna handlar dygnet runt, alla dagar – själva svarar vi inom 24 timmar på vardagar",
      "Andelen 30–40\u00A0% bygger på våra projekt hittills där kunden hade en offert",
      "I våra projekt hittills har det kostat 30–40\u00A0% av samma version i egen kod.",
    ],
  },
  {
    id: "sv-privacy-wording-4",
    lang: "sv",
    scope: "du",
    pattern: /som statistiken räknar med|Till hashvärdet sparas|Ett arbetsbevis:|den av oss som håller samtalet/u,
    reason:
      "Integritetspolicyn: ”Det hashvärde som används för besöksstatistiken”, ”Tillsammans med hashvärdet sparas”, ”Ett arbetsbevis (proof of work)”, och samtalet hålls av den som bokningssidan anger, inte av ”den av oss” som ingen sida namnger (fjärde kalla granskningen, B4, E7).",
    reasonEn:
      "The privacy policy: “Det hashvärde som används för besöksstatistiken”, “Tillsammans med hashvärdet sparas”, “Ett arbetsbevis (proof of work)”, and the call is held by the person the booking page names, not “whichever of us” (fourth cold review, B4, E7).",
    catches: [
      "Hashvärdet som statistiken räknar med beskrivs under Besöksstatistik utan kakor.",
      "Till hashvärdet sparas bara vilken sida du kom in på och varifrån du kom den dagen.",
      "Ett arbetsbevis: när du börjar fylla i ett formulär hämtar sidan en liten räkneuppgift",
      "Kalenderappen hos den av oss som håller samtalet hämtar vårt kalenderflöde",
      "Videolänken skickar den av oss som håller samtalet med e-post före samtalet.",
    ],
  },
  {
    id: "en-calques-4",
    lang: "en",
    scope: "visitor",
    pattern:
      /answers on evenings|by the same rules as in office hours|less extra staff|How much less|for which you receive a separate quote|timeline that starts there|the least needed|against months|down against the|a cancelled booking too|reading it included|the statistics count with|the page you entered on|which ways in|forgotten after the day|organisation is inside the EU|clients inside the EU|where your organisation is(?!\s+(?:based|registered))|what they achieved\.|moved to a paid (?:plan|agreement)|partners build on|the desks trade around the clock|(?:[Ww]hichever|[Ww]hoever) of us holds|\b[Ss]etups?\b|based on our projects so far|In our projects so far, that has cost/u,
    reason:
      "Engelska som läses som översatt eller lovar för mycket: in the evenings, at weekends, fewer temporary staff, quoted separately in advance, a quote for starting there, only what you need, compared with, including simply reading it, landed on, routes into the site, discarded at the end of the day, based in the EU/EEA, a measured result for three workflows of four, a paid contract, rely on, requests received around the clock, every day, set-up (aldrig setup) och projekt som teamet har lett (fjärde kalla granskningen, B1–B4, C3, D1–D8, D10, G1).",
    reasonEn:
      "English that reads as translated or promises too much: in the evenings, at weekends, fewer temporary staff, quoted separately in advance, a quote for starting there, only what you need, compared with, including simply reading it, landed on, routes into the site, discarded at the end of the day, based in the EU/EEA, a measured result for three workflows of four, a paid contract, rely on, requests received around the clock, every day, set-up (never setup) and projects our team has led (fourth cold review, B1–B4, C3, D1–D8, D10, G1).",
    catches: [
      "The agent also answers on evenings, weekends and public holidays, by the same rules as in office hours.",
      "so you need less extra staff. How much less, we work out from your volumes.",
      "A larger project starts with a discovery phase, for which you receive a separate quote before it starts.",
      "Then you receive a quote with price and timeline that starts there.",
      "By building the least needed to test the idea",
      "takes weeks on an existing platform, against months for the same version in custom code",
      "what keep the cost down against the same version in custom code",
      "A booking is deleted 12 months after the booked time, a cancelled booking too.",
      "What we do with an enquiry in our inbox is logged, reading it included",
      "The hash the statistics count with is described under Visitor statistics without cookies.",
      "we store with the enquiry the page you entered on and where you came from",
      "so that we can see which ways in lead to enquiries",
      "this is counted in the server’s memory under a hash of the address and forgotten after the day.",
      "If your organisation is inside the EU/EEA, we introduce you only to the desks listed in ESMA’s register",
      "For clients inside the EU/EEA we only put forward desks listed in ESMA’s register",
      "How many of them you can be introduced to depends on your criteria and on where your organisation is.",
      "Four workflows in n8n and what they achieved.",
      "pilot companies moved to a paid plan after the pilot",
      "counted the pilot companies that moved to a paid agreement when the pilot ended",
      "We build the technical foundation your products, teams and partners build on",
      "the desks trade around the clock, every day – we reply within 24 hours on weekdays",
      "The calendar app of whichever of us holds the call fetches our calendar feed",
      "Whoever of us holds the call emails you the video link before the call.",
      "Setup and operation of nodes",
      "What a carefully designed setup gives you",
      "The 30–40% share is based on our projects so far in which the client had a quote",
      "In our projects so far, that has cost 30–40% of the same version in custom code.",
    ],
  },
  // ---- cold review 5 (decision 031, "Cold review of 2026-12-02, fifth reader")
  {
    id: "sv-cold-review-5",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Vad ingår i vår interna säkerhetsgranskning|att den är en intern genomgång|Vi har byggt de delarna förut|fångas innan driftsättning|kan komma i gång utan problem|utan manuella moment eller mellanhänder|utan manuell hantering eller tredje part emellan|utan att ert team får mer att göra|(?<!på )kryptomarknaden handlas dygnet runt|ökar den dagliga räknare|rekommenderar nätverk i|vinner ni med AI-agenter|, kunder inom EU\/EES bara för deskar|som underlag för GDPR|en AI-anställd: en agent som/u,
    reason:
      "Svenska som motsäger sig själv, lovar för mycket eller läses fel: kundens fråga om er granskning, en säkerhetsgenomgång gjord av Nordlegend (inte ”intern” för kunden), teamets erfarenhet med sitt förbehåll, tester som är utformade för att fånga, några få steg, vem som bekräftar en leverans, löpande arbete när lösningen är i drift, förfrågningar tas emot dygnet runt, ett antal dagliga räknare, ett nätverk, vinner ni på, ett verb i sökutdraget, integritetsskydd och dokumentation som visar efterlevnad, AI-anställd som paketerat erbjudande (femte kalla granskningen, 1, 2, 5, 7–11, 21–26).",
    reasonEn:
      "Swedish that contradicts itself, promises too much or misreads: the client asks about your review, a security review by Nordlegend (not “internal” to the client), the team’s experience with its rider, tests designed to catch, a few steps, who confirms a delivery, day-to-day work once live, the crypto market’s trading, a number of daily counters, a network, vinner ni på, a verb in the search snippet, privacy safeguards and documentation that show compliance, the AI employee as a packaged offering (fifth cold review, 1, 2, 5, 7–11, 21–26).",
    catches: [
      "Vad ingår i vår interna säkerhetsgranskning?",
      "Publicerar ni rapporten hjälper vi er att tydligt ange att den är en intern genomgång, inte en extern granskning.",
      "Vi har byggt de delarna förut och vet var fallgroparna finns.",
      "så att en ändring som skulle låta en användare se en annan kunds uppgifter fångas innan driftsättning",
      "utformade så att även den som aldrig har använt kryptovalutor kan komma i gång utan problem.",
      "att en betalning släpps när en leverans har bekräftats – utan manuella moment eller mellanhänder.",
      "sker automatiskt när villkoren är uppfyllda, dygnet runt, utan manuell hantering eller tredje part emellan.",
      "mer personlig kommunikation, utan att ert team får mer att göra.",
      "kryptomarknaden handlas dygnet runt, alla dagar",
      "När servern skickar en sida ökar den dagliga räknare: sidvisningar per sida och språk",
      "Vi rekommenderar nätverk i förstudien och motiverar valet skriftligt.",
      "Det här vinner ni med AI-agenter",
      "för deskar i vårt nätverk av 30 OTC-deskar, kunder inom EU/EES bara för deskar med tillstånd enligt MiCA.",
      "Integritet och dokumentation som underlag för GDPR och EU:s AI-förordning",
      "erbjuder också en AI-anställd: en agent som tar över en definierad uppsättning dagliga uppgifter",
    ],
  },
  {
    id: "en-cold-review-5",
    lang: "en",
    scope: "visitor",
    pattern:
      /\. The result was (?:a|an) |That no one can change the rules afterwards is|Privacy, and documentation|the same things we measure|unlike a discovery phase, which|Book a time for a call|A look at the text|one-time implementation|label it clearly as an internal review|[Ww]e have built those parts before|is caught before deployment|get started without trouble|with no manual steps or intermediaries|no manual handling and no third party|without adding to your team’s workload\.|Head of OTC introductions|Head of desk relations|an AI employee: an agent that/u,
    reason:
      "Engelska som läses som översatt, motsäger sig själv eller lovar för mycket: kundexemplen går inte från problem till ”The result was”, the fact that no one can change the rules, privacy safeguards, what an integration can deliver, MVP:ns steg skilt från ett större projekts förstudie, Book a call, A check of the text, one-off, a security review by Nordlegend, teamets erfarenhet med sitt förbehåll, tests designed to catch, a few simple steps, vem som bekräftar en leverans, workload once live, rollerna med versaler som de övriga, AI-anställd som paketerat erbjudande (femte kalla granskningen, 2, 5, 7–11, 13–17, 19, 20, 33, 35).",
    reasonEn:
      "English that reads as translated, contradicts itself or promises too much: the client stories do not go from a problem to “The result was”, the fact that no one can change the rules, privacy safeguards, what an integration can deliver, the MVP’s step set apart from a larger project’s discovery phase, Book a call, A check of the text, one-off, a security review by Nordlegend, the team’s experience with its rider, tests designed to catch, a few simple steps, who confirms a delivery, workload once live, role titles capitalised like the others, the AI employee as a packaged offering (fifth cold review, 2, 5, 7–11, 13–17, 19, 20, 33, 35).",
    catches: [
      "has sharp seasonal peaks. The result was an AI agent for chat and email",
      "to retailers in several countries. The result was a traceability solution",
      "asking where their shipments were. The result was a portal with real-time tracking",
      "That no one can change the rules afterwards is also what makes smart contracts demanding.",
      "Privacy, and documentation to support GDPR and EU AI Act compliance",
      "What an integration can give you – and the same things we measure before and after.",
      "This step is part of the MVP’s price, unlike a discovery phase, which is quoted separately.",
      "Book a time for a call",
      "A look at the text, the name and the company name: links, shortened links",
      "You pay a one-time implementation cost, followed by a monthly fee",
      "If you publish the report, we will help you label it clearly as an internal review, not an audit.",
      "We have built those parts before and know where the pitfalls are.",
      "so that a change that would let a user see another customer’s data is caught before deployment",
      "even people who have never used cryptocurrency can get started without trouble.",
      "releasing a payment when a delivery has been confirmed, with no manual steps or intermediaries.",
      "around the clock, with no manual handling and no third party in between.",
      "more personal communication, without adding to your team’s workload.",
      "Head of OTC introductions",
      "Head of desk relations",
      "also offers an AI employee: an agent that takes over a defined set of daily tasks",
    ],
  },
  // ---- cold review 6: service pages (decision 031, "Cold review of 2026-12-02, sixth reader")
  {
    id: "sv-cold-review-6",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Att ingen kan ändra reglerna i efterhand|av vad traditionell utveckling kostar|och sänker kostnaden per ärende|tar agenten en stor del av|så att det alltid är lätt att hitta|tillgängliga gränssnitt|invarianttester med hög täckning|billiga att agera på|ledning kan agera på|Att ett villkor utanför nätverket är uppfyllt|en annan kunds uppgifter innan den driftsätts|Två enskilda månader|säkerhetsgranskning och lasttester visar|kalkylark och manuella kontroller|Ni kan ta över själva|En förfrågan som kommer in på kvällen|som bygger på er egen historik ger underlag|När ni har gjort ändringarna granskar vi dem igen/u,
    reason:
      "Svenska som motsäger sig själv, lovar för mycket eller läses som översatt på tjänstesidorna: reglerna kan inte ändras i efterhand om kontraktet inte byggs för uppgraderingar, sökutdraget bär sitt förbehåll, en agent kan sänka kostnaden och kan ta en del av ärendena, inget ”alltid”, responsiva (inte ”tillgängliga”) gränssnitt utan en standard bakom, en täckningsrapport i leveransen, ta hänsyn till och fatta beslut utifrån (inte ”agera på”), villkor utanför nätverket, tester som stoppar ändringen före driftsättning, en månad före och en efter, säkerhetsgranskningen fångar sårbarheter och lasttesterna visar belastningen, manuell uppföljning, ett kort per poäng, den som hör av sig, prognosen där beslutet fattas (sjätte kalla granskningen, B1, C1–C5, D5, E1, E3, E4, F3–F5, G1).",
    reasonEn:
      "Swedish that contradicts itself, promises too much or reads as translated on the service pages: the rules cannot be changed afterwards unless the contract is built to be upgradeable, the search snippet carries its qualifier, an agent can lower the cost and can take a share of the cases, no “alltid”, responsive (not “accessible”) interfaces with no standard behind them, a coverage report in the delivery, ta hänsyn till and fatta beslut utifrån (not “agera på”), conditions off the network, tests that stop the change before deployment, one month before and one after, the security review catches vulnerabilities and the load tests show the load, manual follow-up, one card per point, whoever gets in touch, the forecast where the decision is made (sixth cold review, B1, C1–C5, D5, E1, E3, E4, F3–F5, G1).",
    catches: [
      "Att ingen kan ändra reglerna i efterhand är också det som gör smarta kontrakt krävande.",
      "Vi bygger MVP:er med no-code och low-code på 2–6 veckor, ofta till 30–40\u00A0% av vad traditionell utveckling kostar.",
      "Rutinärenden hanteras automatiskt, vilket frigör tid och sänker kostnaden per ärende.",
      "Vid säsongstoppar och kampanjer tar agenten en stor del av de extra ärendena",
      "Beprövade och välanvända verktyg, så att det alltid är lätt att hitta utvecklare som kan ta vid.",
      "Snabba, tillgängliga gränssnitt som fungerar på alla skärmstorlekar.",
      "Enhetstester, fuzztester och invarianttester med hög täckning",
      "synpunkter kommer medan de fortfarande är billiga att agera på.",
      "Tydliga rapporter som både utvecklare och ledning kan agera på",
      "Att ett villkor utanför nätverket är uppfyllt, till exempel en leverans, bekräftas av en part eller ett orakel.",
      "med tester som är utformade för att fånga en ändring som skulle låta en användare se en annan kunds uppgifter innan den driftsätts",
      "Två enskilda månader är en kort jämförelse; den visar riktningen, inte en säker nivå.",
      "Automatiserade tester, vår interna säkerhetsgranskning och lasttester visar före lanseringen att plattformen klarar den belastning ni räknar med.",
      "upprätthålls av tokenen när kontrollerna väl är gjorda – inte av kalkylark och manuella kontroller.",
      "Ni kan ta över själva",
      "En förfrågan som kommer in på kvällen kan få svar på sina första frågor samma kväll",
      "Prognoser och analyser som bygger på er egen historik ger underlag för inköp, bemanning och prissättning",
      // The seventh reader: contracts we write, we fix; the client fixes only in a review of its own code.
      "När ni har gjort ändringarna granskar vi dem igen och lämnar en slutrapport.",
    ],
  },
  {
    id: "en-cold-review-6",
    lang: "en",
    scope: "visitor",
    pattern:
      /the fact that no one can change the rules afterwards|of what traditional development costs|lowering the cost per case|the agent takes a large share|accessible interfaces|tests with high coverage|another customer’s data before it is deployed|Two single months|internal security review and load tests show|spreadsheets and manual checks|Security check of existing code|The check is not an independent|A structured check of your code|^You can take over$|A lead that comes in|built on your own history inform|Once you have made the changes, we review them again/u,
    reason:
      "Engelska som motsäger sig själv, lovar för mycket eller läses som översatt på tjänstesidorna: the rules cannot be changed afterwards unless the contract is built to be upgradeable, sökutdraget bär sitt förbehåll, can lower och can take, responsive (inte ”accessible”) utan en standard bakom, a coverage report in the delivery, tester som stoppar ändringen före produktion, one month before and one after, säkerhetsgranskningen fångar sårbarheter och lasttesterna visar belastningen, manual follow-up, security review genomgående och audit bara för den oberoende, ett kort per poäng, someone who gets in touch, prognosen där beslutet fattas (sjätte kalla granskningen, B1, C1, C2, C4, C5, D2, D3, D5, F3–F5, G1, G4).",
    reasonEn:
      "English that contradicts itself, promises too much or reads as translated on the service pages: the rules cannot be changed afterwards unless the contract is built to be upgradeable, the search snippet carries its qualifier, can lower and can take, responsive (not “accessible”) with no standard behind it, a coverage report in the delivery, tests that stop the change before production, one month before and one after, the security review catches vulnerabilities and the load tests show the load, manual follow-up, security review throughout and audit only for the independent one, one card per point, someone who gets in touch, the forecast where the decision is made (sixth cold review, B1, C1, C2, C4, C5, D2, D3, D5, F3–F5, G1, G4).",
    catches: [
      "Yet the fact that no one can change the rules afterwards is also what makes smart contracts demanding.",
      "We build no-code and low-code MVPs in 2–6 weeks, often at 30–40% of what traditional development costs.",
      "Routine cases are handled automatically, freeing up time and lowering the cost per case.",
      "At seasonal peaks and during campaigns the agent takes a large share of the extra cases",
      "Fast, accessible interfaces that work on every screen size.",
      "Unit, fuzz and invariant tests with high coverage",
      "with tests designed to catch a change that would let a user see another customer’s data before it is deployed",
      "Two single months make a short comparison, so treat this as an indication, not a settled level.",
      "Automated tests, our internal security review and load tests show before launch that the platform handles the load you expect.",
      "enforced by the token once the checks are done, not by spreadsheets and manual checks.",
      "Security check of existing code",
      "A structured check of your code that combines automated analysis with a manual, line-by-line inspection.",
      "The check is not an independent external audit.",
      "You can take over",
      "A lead that comes in during the evening can have its first questions answered that evening",
      "Forecasts and analyses built on your own history inform purchasing, staffing and pricing",
      // The seventh reader: contracts we write, we fix; the client fixes only in a review of its own code.
      "Once you have made the changes, we review them again and issue a final report.",
    ],
  },
  // ---- cold review 6, pages (decision 031, "Cold review of 2026-12-02, sixth reader": the pages
  // other than the service pages)
  {
    id: "sv-cold-review-6-pages",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Vill ni hellre ses\?|träffas gärna på något av våra kontor eller digitalt|minuter i stället för dagar\.|färdplan som går att agera på|det är de broarna vi bygger|att avsluta en staking|tiden och våra egna ord/u,
    reason:
      "Svenska som lovar mer än sidan håller eller läses fel: ett möte på kontoret bestäms per telefon eller e-post, bokningssidan bokar ett samtal på video eller per telefon; avveckling på minuter bara om betalningen också sker i nätverket; en färdplan som går att genomföra; ”Vi bygger broarna mellan dem”; att ta ut tillgångarna ur staking; bokningsbekräftelsen innehåller den bokade tiden och vår standardtext (sjätte kalla granskningen, B2, B3, D4, E1, E2, E5).",
    reasonEn:
      "Swedish that promises more than the page delivers or misreads: an office meeting is arranged by phone or email, the booking page books a call by video or by phone; settlement in minutes only where payment also moves on the network; a roadmap that can be carried out (“genomföra”); “Vi bygger broarna mellan dem”; taking the assets out of staking; the booking confirmation holds the booked time and our standard text (sixth cold review, B2, B3, D4, E1, E2, E5).",
    catches: [
      "Vill ni hellre ses? Vi träffas gärna på något av våra kontor eller digitalt. Boka ett kostnadsfritt samtal på bokningssidan",
      "Snabbare avveckling: överlåtelser kan avvecklas på minuter i stället för dagar.",
      "en strukturerad genomlysning på några veckor för att ta fram en färdplan som går att agera på.",
      "har mer att vinna på att samarbeta än på att konkurrera, och det är de broarna vi bygger.",
      "och det kan ta dagar eller veckor att avsluta en staking.",
      "Bekräftelsen innehåller bara tiden och våra egna ord, aldrig det du skrev.",
    ],
  },
  {
    id: "en-cold-review-6-pages",
    lang: "en",
    scope: "visitor",
    pattern:
      /Would you rather meet\?|happy to meet at one of our offices or online|settled in minutes instead of days\.|reply to every email|crypto trades around the clock|the time and our own words|never what you wrote/u,
    reason:
      "Engelska som lovar mer än sidan håller eller läses som översatt: ett möte på kontoret bestäms per telefon eller e-post, bokningssidan bokar ett samtal by video or by phone; settlement in minutes bara where payment also moves on the network; We reply to email (inte every email); requests received around the clock, every day; the booked time and our standard text, never anything else you wrote (sjätte kalla granskningen, B2, B3, C6, D1, D4).",
    reasonEn:
      "English that promises more than the page delivers or reads as translated: an office meeting is arranged by phone or email, the booking page books a call by video or by phone; settlement in minutes only where payment also moves on the network; We reply to email (not every email); requests received around the clock, every day; the booked time and our standard text, never anything else you wrote (sixth cold review, B2, B3, C6, D1, D4).",
    catches: [
      "Would you rather meet? We are happy to meet at one of our offices or online. Book a free call on the booking page",
      "Faster settlement: transfers can be settled in minutes instead of days.",
      "We reply to every email within 24 hours on weekdays.",
      "crypto trades around the clock, every day – we reply within 24 hours on weekdays",
      "The confirmation holds only the time and our own words, never what you wrote.",
    ],
  },
  // ---- cold review 7 (decision 031, "Cold review of 2026-12-02, seventh reader": the wording
  // it found calqued, unclear or repeated, outside the specification's own texts)
  {
    id: "sv-cold-review-7",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Vi tar er från idé till drift|gå ner till support|träffsäkrare mäter vi|Vi rekommenderar att börja|och en enklare support|gemensam liggare|har det kostat \{\{fact|där mellanhänder och manuella avstämningar/u,
    reason:
      "Svenska som läses som översatt eller oklar: samma team följer projektet från idé till drift, övergå till support vid behov, ”hur mycket träffsäkrare de blir”, rekommendera att någon gör något, enklare support utan artikel, ett gemensamt register (som på resten av webbplatsen), en sådan första version har kostat, mellanhänder en gång per mening (sjunde kalla granskningen, S2, S4–S9, R5).",
    reasonEn:
      "Swedish that reads as translated or unclear: the same team follows the project from idea to production, switch to on-demand support, “how much more accurate they become”, recommend that someone does something, simpler support without an article, a shared register (as on the rest of the site), such a first version has cost, intermediaries once per sentence (seventh cold review, S2, S4–S9, R5).",
    catches: [
      "Vi tar er från idé till drift, med samma team hela vägen.",
      "Ni kan också gå ner till support vid behov eller ta över helt själva.",
      "Hur mycket träffsäkrare mäter vi på era egna data innan ni bestämmer er.",
      "Vi rekommenderar att börja med en liten, tydligt avgränsad del av de digitala tillgångarna.",
      "Inga gamla installationer att stödja, inga uppgraderingsprojekt hos kunderna och en enklare support.",
      "En blockchain är en gemensam liggare som flera parter kan skriva till och läsa från",
      "I de projekt teamet har lett hittills har det kostat {{fact:percent.noCodeCostShare}} av samma version i egen kod.",
      "kan sänka kostnaden per transaktion där mellanhänder och manuella avstämningar i dag är dyra",
    ],
  },
  {
    id: "en-cold-review-7",
    lang: "en",
    scope: "visitor",
    pattern:
      /price on quotation|We take you from idea to production|scale down to on-demand support|Whether it would do so for you is what|platform of their own|designed to stop any change|Nonprofit|where intermediaries and manual reconciliation/u,
    reason:
      "Engelska som läses som översatt: price on request (inte en kalk av ”pris enligt offert”), the same team follows the project, switch to on-demand support, ingen kluven mening, ett företag är ”it”, ett verb som inte delas av en lång bisats, non-profit med bindestreck, intermediaries en gång per mening (sjunde kalla granskningen, E1, E3–E6, S2, S4, R5).",
    reasonEn:
      "English that reads as translated: price on request (not a calque of “pris enligt offert”), the same team follows the project, switch to on-demand support, no cleft sentence, a company is “it”, a verb not split by a long clause, non-profit with a hyphen, intermediaries once per sentence (seventh cold review, E1, E3–E6, S2, S4, R5).",
    catches: [
      "2–4 weeks for an agent with one defined job · price on quotation",
      "We take you from idea to production, with the same team all the way.",
      "You can also scale down to on-demand support or take over completely.",
      "Whether it would do so for you is what we work out in the discovery phase, before you decide.",
      "let the company test three price tiers with real customers before investing in a platform of their own",
      "Automated tests run on every change, designed to stop any change that would let one customer see another’s data from reaching production",
      "Nonprofit or foundation",
      "can reduce the cost of each transaction where intermediaries and manual reconciliation are expensive today",
    ],
  },
  // ---- cold review 8a (decision 031, "Cold review of 2026-12-02, eighth reader": D01–D48)
  {
    id: "sv-cold-review-8a",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Vad behöver ni från oss\?|En kodad MVP av produktens kärna, byggd på|Exemplet gäller förvaring|fonder och råvaror|^Ni träffar$|Henrik ansvarar för nätverket|Kommande appar|Tokenisering · Pilot|från förstudie till modell i drift|på en vanlig börs|Förklarbara resultat|testade, förklarbara och övervakade|Vi täcker den tekniska sidan av hela livscykeln|automatiskt visa att tjänsten fungerar|Den som köper varan skannar/u,
    reason:
      "Svenska som motsäger en annan sida eller lovar mer än vi kan visa: frågan ställs från besökarens sida, sökutdraget säger att veckorna är bygget, stiftelsen håller själv nycklarna (ingen förvaring hos oss), tokeniseringskortet nämner bara tillgångar som sidan tar upp (fastigheter, fonder och lån), ett samtal är inget möte, Henrik ansvarar för introduktionerna, appidéer (inte kommande appar), ingen kategori som upprepar statusen, från beslut till drift som i fakta, kryptobörs (inte vanlig börs) och ”också”, förklaringar där modelltypen medger det, ingen del i produktion ännu, tester kontrollerar (bevisar inte), en tjänst under utveckling beskrivs som en tanke (åttonde kalla granskningen, D01, D06, D08, D10–D15, D21–D23, D25, D26).",
    reasonEn:
      "Swedish that contradicts another page or promises more than we can show: the question is asked from the visitor’s side, the search snippet says the weeks are the build, the foundation holds its own keys (no custody with us), the tokenisation card names only assets the page covers, a call is not a meeting, Henrik runs the introductions, app ideas (not upcoming apps), no category repeating the status, from decision to production as in the facts, a crypto exchange (not a regular one) and “also”, explanations where the model type allows, no part in production yet, tests check (they do not prove), a service in development described as an aim (eighth cold review, D01, D06, D08, D10–D15, D21–D23, D25, D26).",
    catches: [
      "Vad behöver ni från oss?",
      "En kodad MVP av produktens kärna, byggd på {{fact:timeline.fastMvp}}. Vi validerar idén, bygger kärnan och låter riktiga användare pröva den innan ni investerar i full skala.",
      "Staking för en stiftelse. Exemplet gäller förvaring, underskrifter och kvartalsrapporter i drift",
      "Vi bygger tekniken för att tokenisera verkliga tillgångar som fastigheter, fonder och råvaror.",
      "Ni träffar",
      "Henrik ansvarar för nätverket och för att varje förfrågan ställs mot kundens kriterier.",
      "Kommande appar",
      "Tokenisering · Pilot",
      "Mindre projekt tar normalt {{fact:timeline.aiProjectSmall}} från förstudie till modell i drift",
      "Deskarna hanterar volymer som på en vanlig börs ofta skulle påverka priset.",
      "Förklarbara resultat som går att granska och lita på",
      "Vi bygger modeller som är redo för produktion från början: versionshanterade, testade, förklarbara och övervakade.",
      "Vi täcker den tekniska sidan av hela livscykeln, från den första förstudien till tekniken för den dagliga administrationen av en tokeniserad tillgång.",
      "Test av SaaS och AI handlar om att systematiskt och automatiskt visa att tjänsten fungerar",
      "Den som köper varan skannar en QR-kod och ser varje steg på vägen.",
    ],
  },
  {
    id: "en-cold-review-8a",
    lang: "en",
    scope: "visitor",
    pattern:
      /A coded MVP of your product’s core, built in|The example covers custody|keep out of production any change|funds and commodities|^You will meet$|Henrik runs the network|Upcoming apps|Tokenisation · Pilot|from discovery to a model in production|on a regular exchange|Explainable results|tested, explainable and monitored|We cover the technical side of the whole lifecycle|means proving, systematically|Shoppers scan a QR code and see|has given consent for it to be shown|suite of ready-made|CRM at Nordic small businesses|registered automatically|is rarely decided by|led so far, that has cost|we count that fee in|From idea to working MVP|step into the deal|^Bank wire$|Data leaves it only|What added points is stored|(?:%|\}\}) share is based on|takes time and contacts|for example with complaints|one-off implementation cost|people on your side work on the project|steer the direction all along|with data stored inside the EU when|that would need a new version in custom code, without/u,
    reason:
      "Engelska som motsäger en annan sida, lovar för mycket eller läses som översatt: the build itself takes, key management (stiftelsen håller nycklarna), designed to stop (inte en garanti), funds and loans, a call (speak to, inte meet), Henrik runs the introductions, App ideas, ingen kategori som upprepar statusen, from decision, a crypto exchange, explanations where the model type allows, None of it is yet in production, checking (inte proving), The aim is, is piloting it and has given its consent for us to show it, a set of workflows in n8n built for, entered (inte registered), comes down to, what the same version would cost, include that fee in the costs, to a working MVP, take part in the deal itself, Bank transfer, your environment when, the reasons for the score, the figure, requires contacts, for a complaint, implementation fee, will work, steer the project throughout, storage inside the EU, new release where custom code would need one (åttonde kalla granskningen, D06, D08–D15, D21–D23, D25, D26, D29–D47).",
    reasonEn:
      "English that contradicts another page, promises too much or reads as translated: the build itself takes, key management (the foundation holds its keys), designed to stop (not a guarantee), funds and loans, a call (speak to, not meet), Henrik runs the introductions, App ideas, no category repeating the status, from decision, a crypto exchange, explanations where the model type allows, None of it is yet in production, checking (not proving), The aim is, is piloting it and has given its consent for us to show it, a set of workflows in n8n built for, entered (not registered), comes down to, what the same version would cost, include that fee in the costs, to a working MVP, take part in the deal itself, Bank transfer, your environment when, the reasons for the score, the figure, requires contacts, for a complaint, implementation fee, will work, steer the project throughout, storage inside the EU, a new release where custom code would need one (eighth cold review, D06, D08–D15, D21–D23, D25, D26, D29–D47).",
    catches: [
      "A coded MVP of your product’s core, built in {{fact:timeline.fastMvp}}. We validate the idea, build the core and let real users try it before you invest at full scale.",
      "Staking for a foundation. The example covers custody, signing and quarterly reports in live use",
      "Automated tests run on every change and keep out of production any change that would let one customer see another’s data, and we log who did what.",
      "We build the technology to tokenise real-world assets such as property, funds and commodities.",
      "You will meet",
      "Henrik runs the network and makes sure every request is checked against the client’s criteria.",
      "Upcoming apps",
      "Tokenisation · Pilot",
      "Smaller projects usually take {{fact:timeline.aiProjectSmall}} from discovery to a model in production",
      "The desks handle volumes that would often move the price on a regular exchange.",
      "Explainable results that can be reviewed and trusted",
      "We build models that are production-ready from the start: version-controlled, tested, explainable and monitored.",
      "We cover the technical side of the whole lifecycle, from the first discovery phase to the technology for the day-to-day administration of a tokenised asset.",
      "SaaS and AI testing means proving, systematically and automatically, that the product works",
      "Shoppers scan a QR code and see every step of the journey.",
      "The foundation owns the dashboard, uses it in a pilot and has given consent for it to be shown here.",
      "A suite of ready-made n8n flows for invoicing, order handling and CRM at Nordic small businesses, published as open source.",
      "Invoices, orders, contracts and forms are read, sorted and registered automatically.",
      "Freight documents registered automatically",
      "A successful AI project is rarely decided by the most advanced algorithm.",
      "In the projects our team has led so far, that has cost {{fact:percent.noCodeCostShare}} of the same version in custom code.",
      "If you need features from n8n’s paid licence, we count that fee in before you decide.",
      "From idea to working MVP in {{fact:timeline.noCodeMvp}}",
      "We never step into the deal.",
      "Bank wire",
      "Data leaves it only where a workflow sends it on, for example to a language model",
      "What added points is stored with the enquiry, so we can see why it was sorted the way it was.",
      "The {{fact:percent.noCodeCostShare}} share is based on the projects our team has led so far",
      "The 30–40% share is based on the projects our team has led so far",
      "Finding counterparties for a large crypto transaction takes time and contacts.",
      "Every agent has rules for when to hand over to a person, for example with complaints, sensitive questions or whenever it is unsure.",
      "You pay a one-off implementation cost, followed by a monthly fee",
      "How many people on your side work on the project?",
      "so you can steer the direction all along.",
      "with data stored inside the EU when your data requires it.",
      "Your own team can make many changes in the platform’s visual editor – copy, flows and content – that would need a new version in custom code, without waiting for a developer.",
    ],
  },
  // ---- cold review 8b (decision 031, "Cold review of 2026-12-02, eighth reader": D49–D108)
  {
    id: "sv-cold-review-8b",
    lang: "sv",
    scope: "visitor",
    pattern:
      /ärendet färdigsammanfattat|många som inskannade|ställs mot kundens kriterier|har en bakgrund från institutionell|kommissionen har beslutat har|anlitar den firman|enbart förmedlar kontakt|förmedlar bara kontakter|teknik som förändrar affärer|AI och blockchain och kundexempel|gett sitt godkännande till att|väntat er skulle hända|som backend på fyra veckor|börjar alltid i verksamhetens|I det går vi igenom|(?:samma version|den) kostar i egen kod|Hur tillförseln förhåller|system hen använder|enskilda firmor|även när vi läser den \(till exempel|byggt de delarna förut, på Nordlegend|Vad tre av flödena har gett|för tre av dem redovisar vi uppmätt|någon uppmätt tidsvinst redovisar vi inte|inget erbjudande om att köpa andelar|sina första frågor samma kväll|visar tidigt om någon vill ha produkten|Flera kunder delar samma plattform|hur vi tar en modell från historiska data|Förfrågan om introduktion har skickats|(?:\}\}|per (?:dollar|euro)) och avrundade|Typ av tillgång|Välj alla som är aktuella|vardagen på kontoret(?!\p{L})|allt i checklistan|fullskalig plattform: (?:\{\{fact:price\.saasEnterprise|1 650 000)|och kostar (?:\{\{fact:price\.saasEnterprise|1 650 000)|affärslogik i Solidity(?! eller)/u,
    reason:
      "Svenska som läses som översatt, säger samma sak två gånger eller inte stämmer med resten av webbplatsen: en färdig sammanfattning av ärendet, många av dem inskannade, stäms av mot kriterierna, bakgrund utan artikel, enligt EU-kommissionens beslut, en firma som gör det, OTC-tjänsten introducerar (förmedlar låter som mäkleri), hur företag arbetar, samt kundexempel, har godkänt, vad ni hade väntat er, byggdes på fyra veckor i FlutterFlow, utgår från behoven, i samtalet, hade kostat, tillförseln av likviditet, vilka system som används, enskilda näringsidkare, allt vi gör loggas, var uppdragen gjordes står en gång på sidan, inga metakommentarer om vilka exempel som saknar mätning, ingen dubblerad pilotbrasklapp eller kvällsmening, om det finns en efterfrågan, kunderna delar plattformen, modellen och projektet, ingen upprepad tackmening, kronbeloppen är ungefärliga (inget är avrundat), formulärets egna fältnamn, Välj alla som passar, kontoren, listan nedan, ungefär före båda prisintervallen och Solidity eller Vyper (åttonde kalla granskningen, D51–D77, D80, D83, D87, D89–D92, D96–D98).",
    reasonEn:
      "Swedish that reads as translated, says the same thing twice or disagrees with the rest of the site: a finished summary of the case, many of them scanned, checked against the criteria, background without an article, under the European Commission's decision, a firm that does it, the OTC service introduces (förmedlar sounds like brokerage), how companies work, samt kundexempel, has approved, what you had expected, built in four weeks in FlutterFlow, start from the needs, in the call, would have cost, providing liquidity, which systems are used, sole traders, everything we do is logged, where the engagements were done is said once a page, no meta-comments on which stories lack a measure, no doubled pilot caveat or evening sentence, whether there is demand, the customers share the platform, the model and the project, no repeated thank-you sentence, the kronor are approximate (nothing is rounded), the form's own field names, Välj alla som passar, the offices, the list below, roughly before both price ranges and Solidity or Vyper (eighth cold review, D51–D77, D80, D83, D87, D89–D92, D96–D98).",
    catches: [
      "lämnar över reklamationer till teamet med ärendet färdigsammanfattat.",
      "många som inskannade PDF:er som skrevs in för hand.",
      "Henrik ansvarar för nätverket och för att varje förfrågan ställs mot kundens kriterier.",
      "Han har en bakgrund från institutionell handel och avveckling på nordiska banker.",
      "Till en desk i ett land som EU-kommissionen har beslutat har en adekvat skyddsnivå",
      "säger vi det och ni anlitar den firman.",
      "Din bekräftelse av att tjänsten enbart förmedlar kontakt mellan parter",
      "OTC-tjänsten förmedlar bara kontakter",
      "inspelade föredrag om teknik som förändrar affärer.",
      "Artiklar om AI och blockchain och kundexempel.",
      "Stiftelsen äger panelen, använder den i en pilot och har gett sitt godkännande till att vi visar den här.",
      "Vad som hände, och vad ni hade väntat er skulle hända.",
      "MVP:n byggdes i FlutterFlow med Supabase som backend på fyra veckor",
      "Vi börjar alltid i verksamhetens behov och väljer teknik därefter",
      "det första samtalet på 30 minuter kostar ingenting. I det går vi igenom vilka av era system",
      "har en sådan första version kostat {{fact:percent.noCodeCostShare}} av vad samma version kostar i egen kod.",
      "har en sådan version kostat 30–40\u00A0% av vad den kostar i egen kod.",
      "Hur tillförseln förhåller sig till MiCA:s regler om marknadsmissbruk bedömer era jurister.",
      "beskriv vilka steg en skicklig medarbetare tar i dag och vilka system hen använder",
      "En deklarationshjälp för enskilda firmor",
      "Det vi gör med en förfrågan i vår inkorg loggas, även när vi läser den (till exempel när vi öppnar",
      "Personer i teamet har byggt de delarna förut, på Nordlegend eller hos tidigare arbetsgivare",
      "Vad tre av flödena har gett, och hur det mättes, visar kundexemplen nedan.",
      "Fyra flöden i n8n; för tre av dem redovisar vi uppmätt effekt.",
      "Exemplet beskriver upplägget; någon uppmätt tidsvinst redovisar vi inte.",
      "Det är en teknisk pilot, inget erbjudande om att köpa andelar: inga andelar bjuds ut till investerare.",
      "Den som hör av sig på kvällen kan få svar på sina första frågor samma kväll i stället för nästa arbetsdag.",
      "En MVP visar tidigt om någon vill ha produkten, innan den stora investeringen.",
      "Flera kunder delar samma plattform, men deras data hålls strikt åtskilda.",
      "Den visar hur vi tar en modell från historiska data till ett beslutsstöd som går att kontrollera.",
      "Förfrågan om introduktion har skickats. Vi återkommer till er {{fact:reply}}.",
      "Kronbeloppen är omräknade med {{fact:conversion.usd}} och {{fact:conversion.eur}} och avrundade; våra offerter lämnas i kronor.",
      "Kronbeloppen är omräknade med 10 kr per dollar och avrundade; vår offert lämnas i kronor.",
      "Typ av tillgång",
      "Välj alla som är aktuella.",
      "ger en inblick i vardagen på kontoret.",
      "varje kontrakt vi levererar omfattar allt i checklistan.",
      "En MVP: ungefär {{fact:price.saasMvp}}; en fullskalig plattform: {{fact:price.saasEnterprise}} eller mer",
      "tar {{fact:timeline.saasEnterprise}} och kostar {{fact:price.saasEnterprise}} eller mer.",
      "staking, röstning och egen affärslogik i Solidity – från specifikation till driftsättning",
    ],
  },
  {
    id: "en-cold-review-8b",
    lang: "en",
    scope: "visitor",
    pattern:
      /you engage that firm|technology that changes business(?!es)|everyday life at the office|including simply reading it \(for example|built those parts before, at Nordlegend|what three of the workflows achieved|for three of them we report a measured|we report no measured time saving|not an offer to buy shares|first questions answered that same evening|whether anyone wants the product|how we take a model from historical data|^To the home page$|(?:\}\}|to the (?:dollar|euro)) and rounded|everything on the checklist|led to an assignment|Enquiries and assignments|agreement for each assignment|a common assignment|dispute about an assignment|Customers with a support|per-task pricing|full-scale platform: (?:\{\{fact:price\.saasEnterprise|€150,000)|and costs (?:\{\{fact:price\.saasEnterprise|€150,000)|business logic in Solidity(?! or)|as the backend in four weeks|staffed on (?:\{\{fact:phoneHours\}\}|weekdays 09:00–17:00)\./u,
    reason:
      "Engelska som läses som översatt, säger samma sak två gånger eller inte stämmer med resten av webbplatsen: a firm that does, how businesses work, our offices, everything we do is logged, var uppdragen gjordes står en gång på sidan, inga metakommentarer om vilka exempel som saknar mätning, ingen dubblerad pilotbrasklapp eller kvällsmening, whether there is demand, the model and the project, Back to the home page, kronbeloppen är ungefärliga (inget är avrundat), the list below, engagement (som på resten av webbplatsen), clients, per-execution pricing, roughly före båda prisintervallen, Solidity or Vyper, built in four weeks in FlutterFlow och telefontiderna i svensk tid (åttonde kalla granskningen, D55, D57, D61, D69–D75, D77, D83, D87, D91–D98, D107).",
    reasonEn:
      "English that reads as translated, says the same thing twice or disagrees with the rest of the site: a firm that does, how businesses work, our offices, everything we do is logged, where the engagements were done is said once a page, no meta-comments on which stories lack a measure, no doubled pilot caveat or evening sentence, whether there is demand, the model and the project, Back to the home page, the kronor are approximate (nothing is rounded), the list below, engagement (as on the rest of the site), clients, per-execution pricing, roughly before both price ranges, Solidity or Vyper, built in four weeks in FlutterFlow and the phone hours in Swedish time (eighth cold review, D55, D57, D61, D69–D75, D77, D83, D87, D91–D98, D107).",
    catches: [
      "If something is needed that we do not do ourselves, such as an independent external audit, we say so and you engage that firm.",
      "Walkthroughs, demos and recorded talks on technology that changes business.",
      "show what we are building and give you a look at everyday life at the office.",
      "What we do with an enquiry in our inbox is logged, including simply reading it (for example opening, looking up, exporting or erasing it).",
      "People in our team have built those parts before, at Nordlegend or at previous employers, and know where the pitfalls are.",
      "The client stories below show what three of the workflows achieved, and how it was measured.",
      "Four workflows in n8n; for three of them we report a measured result.",
      "The story describes the set-up; we report no measured time saving.",
      "It is a technical pilot, not an offer to buy shares: no shares are offered to investors.",
      "Someone who gets in touch in the evening can have their first questions answered that same evening instead of the next working day.",
      "An MVP shows early whether anyone wants the product, before the large investment.",
      "It shows how we take a model from historical data to decision support that can be checked.",
      "To the home page",
      "The kronor figures are converted at {{fact:conversion.usd}} and {{fact:conversion.eur}} and rounded; our quotes are in Swedish kronor.",
      "The kronor figures are converted at SEK 10 to the dollar and rounded; our quotes are in Swedish kronor.",
      "every contract we deliver includes everything on the checklist.",
      "deleted 12 months after it arrived, unless the enquiry led to an assignment.",
      "Enquiries and assignments",
      "are set out in the written agreement for each assignment.",
      "Yes, it is a common assignment.",
      "for example in a dispute about an assignment, is kept for as long as the claim can be made.",
      "Customers with a support or maintenance agreement",
      "Compared with the per-task pricing of many cloud tools",
      "An MVP: roughly {{fact:price.saasMvp}}; a full-scale platform: {{fact:price.saasEnterprise}} or more",
      "takes {{fact:timeline.saasEnterprise}} and costs {{fact:price.saasEnterprise}} or more.",
      "voting and custom business logic in Solidity, from specification to deployment on mainnet.",
      "The MVP was built in FlutterFlow with Supabase as the backend in four weeks",
      "If it’s urgent, call us – the phone is staffed on {{fact:phoneHours}}.",
      "If it’s urgent, call us – the phone is staffed on weekdays 09:00–17:00.",
    ],
  },
  // ---- cold review 9c (decision 031, "Cold review of 2026-12-02, ninth reader": N08, N47–N53)
  {
    id: "sv-cold-review-9c",
    lang: "sv",
    scope: "visitor",
    pattern:
      /är bokat \{when\}|samtal med \{brand\} är \{when\}|Ring mig i stället|^Tack!$|^Tack för er projektförfrågan!$|^Tack – vi har tagit emot er förfrågan om introduktion$|Boka en tid för ett samtal|^Meddelandet har skickats\. Vi svarar|^Vi har tagit emot er förfrågan\. Vårt team går igenom|tagit emot er förfrågan (?:via \{formName\}|\(\{reference\}\))|läser igenom förfrågan och svarar|fler förfrågningar inom ett dygn/u,
    reason:
      "Bokningen, tacksidorna och bekräftelsen: samtalet är bokat till en tid, också i påminnelsen, telefonvalet står i samma form som videovalet och säger inte jag, tackrubrikerna har en form (Tack för ert meddelande, Tack för er projektförfrågan, Tack för er förfrågan om introduktion) och texten under upprepar dem inte, knappen heter Boka ett kostnadsfritt samtal, och det som kommer via kontaktformuläret är ett meddelande, inte en förfrågan: skriv {received} i bekräftelsen, som blir ”ert meddelande” eller ”er förfrågan” efter formuläret (nionde kalla granskningen, N08, N47, N49–N51, N53).",
    reasonEn:
      "The booking, the thank-you pages and the confirmation: in Swedish a call is booked till a time, in the reminder too, the phone choice has the video choice's shape and does not say I, the thank-you headings have one shape and the text under them does not repeat them, the button is Boka ett kostnadsfritt samtal, and what comes through the contact form is a message, not an enquiry: write {received} in the confirmation, which becomes “your message” or “your enquiry” by form (ninth cold review, N08, N47, N49–N51, N53).",
    catches: [
      "Samtalet är bokat {when}.",
      "Ert kostnadsfria samtal med {brand} är bokat {when}. Kalenderinbjudan finns i det här meddelandet.",
      "En påminnelse: ert kostnadsfria samtal med {brand} är {when}.",
      "Ring mig i stället",
      "Tack!",
      "Tack för er projektförfrågan!",
      "Tack – vi har tagit emot er förfrågan om introduktion",
      "Boka en tid för ett samtal",
      "Meddelandet har skickats. Vi svarar {{fact:reply}}.",
      "Vi har tagit emot er förfrågan. Vårt team går igenom projektet och återkommer till er {{fact:reply}}.",
      "Vi har tagit emot er förfrågan ({reference})",
      "Tack för att ni hörde av er till {brand}. Vi har tagit emot er förfrågan via {formName}.",
      "En av oss läser igenom förfrågan och svarar er {{fact:reply}}.",
      "Skickar ni fler förfrågningar inom ett dygn bekräftar vi bara den första, men vi läser alla.",
    ],
  },
  {
    id: "en-cold-review-9c",
    lang: "en",
    scope: "visitor",
    pattern:
      /The call is soon, so|How would you like the call\?|Phone me instead|received your enquiry (?:via \{formName\}|\(\{reference\}\))|will read your enquiry and reply|more than one enquiry within a day|^We have received your enquiry\. Our team will review/u,
    reason:
      "Engelskan i bokningen och bekräftelsen: Your call starts soon, bokningens fråga Video or phone? (tionde läsaren, P30), telefonvalet i samma form som videovalet (Phone call – we call you), och det som kommer via kontaktformuläret är a message, inte an enquiry; tacktexten upprepar inte rubriken (nionde kalla granskningen, N48–N51).",
    reasonEn:
      "The English of the booking and the confirmation: Your call starts soon, the booking's question Video or phone? (tenth reader, P30), the phone choice in the video choice's shape (Phone call – we call you), and what comes through the contact form is a message, not an enquiry; the thank-you text does not repeat its heading (ninth cold review, N48–N51).",
    catches: [
      "The call is soon, so it can no longer be moved or cancelled here.",
      "How would you like the call?",
      "Phone me instead",
      "We have received your enquiry ({reference})",
      "Thank you for contacting {brand}. We have received your enquiry via {formName}.",
      "One of us will read your enquiry and reply {{fact:reply}}.",
      "If you send more than one enquiry within a day, we confirm only the first, but we read them all.",
      "We have received your enquiry. Our team will review your project and get back to you {{fact:reply}}.",
    ],
  },
  // ---- cold review 9B (decision 031, "Cold review of 2026-12-02, ninth reader": N04, N08, N10, N14, N16, N18, N21–N27, N33, N34, N40, N42, N46, N54, N55)
  {
    id: "sv-cold-review-9B",
    lang: "sv",
    scope: "visitor",
    pattern:
      /konsultbyrå|utvecklar mjukvara, AI och blockchainlösningar|kalkylansvarige|^Visa projekt$|tokenisera verkliga tillgångar|Hur verkliga tillgångar blir|Tid och pris enligt offert efter ett första samtal|^Bygget tar (?:\{\{fact:timeline\.fastMvp\}\}|\d+–\d+\u00A0?\s?veckor) · pris|första konsultationen är kostnadsfri|AI och blockchain samt kundexempel|Vi lägger oss aldrig i affären|avveckling på nordiska banker|Med sin erfarenhet av kryptomarknaden|tar hon snabbt fram|saltat envägshashvärde av den som skydd|I kundexemplet på sidan om AI-agenter, hos en e-handlare|Nordlegend (?:hjälper (?:till med allt|er att bedöma)|kartlägger era processer|utformar, bygger och testar agenter|utformar och bygger lösningar för tokenisering|är inte bundet till någon AI-leverantör)|skulle behöva uppfylla förordningens krav innan den används skarpt/u,
    reason:
      "Svenska som låter undvikande, säljer i en kunskapsguide eller lovar mer än sidan kan visa: ett konsultbolag (inte konsultbyrå), mjukvara och lösningar inom AI och blockchain, den som ansvarar för kalkylen, Visa projektet, reala tillgångar, ett mönster för tid och pris på startsidans kort, det kostnadsfria samtalet heter samtal (konsultation bara i specifikationens knapp), inga kundexempel utlovade på sociala medier, ingen upprepad försäkran om OTC-affären, OTC-bior som beskriver rollen utan erfarenhets- eller snabbhetsanspråk, integritetspolicyns sammanfattning i vanliga ord, kunskapsbanken pekar på tjänstesidorna i stället för att upprepa deras resultat och säljtext, och Gigchefen i en mening (nionde kalla granskningen, N08, N14, N16, N18, N22–N25, N27, N33, N40, N42, N46, N54).",
    reasonEn:
      "Swedish that sounds evasive, sells inside a knowledge guide or promises more than the page can show: a konsultbolag (not konsultbyrå), software and solutions in AI and blockchain, the person responsible for the estimate, Visa projektet, reala tillgångar, one pattern for time and price on the home cards, the free call is a call (consultation only in the specification's button), no client stories promised on social media, no repeated assurance about the OTC deal, OTC bios that describe the role without claims of experience or speed, the privacy summary in plain words, the info hub points to the service pages instead of repeating their results and sales copy, and Gigchefen in one sentence (ninth cold review, N08, N14, N16, N18, N22–N25, N27, N33, N40, N42, N46, N54).",
    catches: [
      "Nordlegend är en svensk konsultbyrå som utvecklar mjukvara, AI och blockchainlösningar, från automatisering till tokenisering.",
      "AI:n räknar på material och arbetstid utifrån företagets egna priser, och företagets kalkylansvarige granskar och justerar utkastet innan det skickas.",
      "Visa projekt",
      "Vi bygger tekniken för att tokenisera verkliga tillgångar som fastigheter, fonder och lån.",
      "Hur verkliga tillgångar blir digitala tokens, hur staking och decentraliserad finans fungerar och vilka risker som måste vägas in.",
      "Tid och pris enligt offert efter ett första samtal",
      "Bygget tar {{fact:timeline.fastMvp}} · pris enligt offert",
      "Bygget tar 2–4 veckor · pris enligt offert",
      "Den första konsultationen är kostnadsfri. Boka ett samtal direkt på bokningssidan",
      "Artiklar om AI och blockchain samt kundexempel.",
      "Avtal, villkor och avveckling förhandlar ni direkt med desken. Vi lägger oss aldrig i affären.",
      "Han har bakgrund från institutionell handel och avveckling på nordiska banker.",
      "Med sin erfarenhet av kryptomarknaden tar hon snabbt fram de deskar som uppfyller de kriterier kunden själv anger.",
      "Med en förfrågan sparar vi ett saltat envägshashvärde av den som skydd mot missbruk;",
      "I kundexemplet på sidan om AI-agenter, hos en e-handlare, avslutade kundtjänstagenten {{fact:percent.aiAgentEnquiriesHandled}} av ärendena",
      "Nordlegend hjälper till med allt från att välja rätt teknik till att integrera modeller i era befintliga system",
      "Nordlegend hjälper er att bedöma om blockchain över huvud taget är rätt verktyg",
      "Nordlegend kartlägger era processer, bygger och dokumenterar flödena",
      "Nordlegend utformar, bygger och testar agenter anpassade efter era processer och erbjuder också en AI-anställd",
      "Nordlegend utformar och bygger lösningar för tokenisering och stakingplattformar",
      "Nordlegend är inte bundet till någon AI-leverantör och hjälper er att prioritera",
      "så appen skulle behöva uppfylla förordningens krav innan den används skarpt.",
    ],
  },
  {
    id: "en-cold-review-9B",
    lang: "en",
    scope: "visitor",
    pattern:
      /consultancy building software, AI and blockchain solutions|[Pp]ilot with one client|^Contact us$|priced on request|Timeline and price quoted after a first call|^The build takes (?:\{\{fact:timeline\.fastMvp\}\}|\d+–\d+\u00A0?\s?weeks) · price|first consultation is free|Articles on AI and blockchain, and client stories|client stories and a look behind the scenes|We never take part in the deal itself|settlement at Nordic banks|With her experience of the crypto market|she quickly finds|salted one-way hash of it to protect|In the client story on the AI agents page, at an online retailer|Nordlegend (?:helps (?:with everything|you judge)|maps your processes|designs, builds and tests agents|designs and builds tokenisation|is not tied to any AI vendor)|would have to meet the Act’s requirements before anyone used it/u,
    reason:
      "Engelska som låter undvikande, säljer i en kunskapsguide eller lovar mer än sidan kan visa: software and solutions in AI and blockchain, Client pilot, Contact Us som specifikationens etikett för samma handling, ett mönster för tid och pris på startsidans kort (price on request), det kostnadsfria samtalet heter free call, inga kundexempel utlovade på sociala medier, ingen upprepad försäkran om OTC-affären, OTC-bior utan erfarenhets- eller snabbhetsanspråk, integritetspolicyns sammanfattning i vanliga ord, kunskapsbanken pekar på tjänstesidorna, och Gigchefen i en mening (nionde kalla granskningen, N08, N10, N16, N21, N23–N25, N27, N33, N42, N46, N54).",
    reasonEn:
      "English that sounds evasive, sells inside a knowledge guide or promises more than the page can show: software and solutions in AI and blockchain, Client pilot, Contact Us as the specification's label for the same action, one pattern for time and price on the home cards (price on request), the free call is a free call, no client stories promised on social media, no repeated assurance about the OTC deal, OTC bios without claims of experience or speed, the privacy summary in plain words, the info hub points to the service pages, and Gigchefen in one sentence (ninth cold review, N08, N10, N16, N21, N23–N25, N27, N33, N42, N46, N54).",
    catches: [
      "Nordlegend is a Swedish consultancy building software, AI and blockchain solutions, from automation to tokenisation.",
      "Pilot with one client",
      "Each project states where it stands today – pilot with one client, technical pilot, open demo",
      "Contact us",
      "{{fact:timeline.aiAgentSimple}} for an agent with one defined job · priced on request",
      "Timeline and price quoted after a first call",
      "The build takes {{fact:timeline.fastMvp}} · priced on request",
      "The build takes 2–4 weeks · priced on request",
      "The first consultation is free. Book a call directly on the booking page",
      "Articles on AI and blockchain, and client stories.",
      "We share insights on AI, blockchain and automation, client stories and a look behind the scenes.",
      "You negotiate agreements, terms and settlement directly with the desk. We never take part in the deal itself.",
      "He has a background in institutional trading and settlement at Nordic banks.",
      "With her experience of the crypto market she quickly finds the desks that meet the criteria the client sets.",
      "With an enquiry we store a salted one-way hash of it to protect against abuse;",
      "In the client story on the AI agents page, at an online retailer, the customer service agent closed {{fact:percent.aiAgentEnquiriesHandled}} of cases",
      "Nordlegend helps with everything from choosing the right technology to integrating models into your existing systems",
      "Nordlegend helps you judge whether blockchain is the right tool at all",
      "Nordlegend maps your processes, builds and documents the flows",
      "Nordlegend designs, builds and tests agents tailored to your processes, and also offers an AI employee",
      "Nordlegend designs and builds tokenisation solutions and staking platforms",
      "Nordlegend is not tied to any AI vendor and helps you prioritise",
      "so the app would have to meet the Act’s requirements before anyone used it for real.",
    ],
  },
  // ---- cold review 9A (decision 031, "Cold review of 2026-12-02, ninth reader": N01–N03, N05–N07, N13, N15, N16, N19, N20, N30–N32, N34, N36–N38, N40, N41, N44, N45)
  {
    id: "sv-cold-review-9A",
    lang: "sv",
    scope: "visitor",
    pattern:
      /prisunderlag|Kronbeloppen är ungefärliga, omräknade|Ni äger (?:konfigurationen|både modellen|alla flöden|också koden|produkten|koden)|kod som ni äger|Det gör ni[:.] (?:[Rr]ättigheterna|Koden)|underhållspaket|underhålls- och supportpaket|supportavtal|det driftavtal ni väljer|står i driftavtalet|regleras i driftavtalet|separat driftavtal|övergå till support vid behov|en sådan genomgång är ingen extern granskning|hjälper vi er att tydligt ange att den är en säkerhetsgenomgång|Rapporten ersätter inte en oberoende extern granskning|Skräddarsydda (?:ML-modeller|stakingplattformar)|med ett team som tar helhetsansvar|^Pris enligt offert efter ett första samtal$|Tidplanen beror på omfattningen och står i offerten|validering före och användartest efter tillkommer|vilket frigör tid och kan sänka kostnaden per ärende|så att behovet av extrapersonal minskar|^Så prissätts det$|\(inom ramen för GDPR och marknadsföringslagen\)|har en sådan första version kostat|Fördelar med att bygga som SaaS|isolerad ö|Vi ersätter åldrande system stegvis|Tokenisering: verkliga tillgångar|Ett första test: proof of concept|; den enda ersättning vi tar ut för en introduktion/u,
    reason:
      "Priser i kronor på svenska, utan omräkning och utan internt prisunderlag; rättigheterna till det vi bygger övergår till kunden enligt avtalet (kundens egna data och underlag är kundens); ett förvaltningsavtal och support på timbasis; skillnaden mellan intern säkerhetsgranskning och extern granskning förklaras en gång, på sidan om smarta kontrakt; egna, inte skräddarsydda; ”Pris enligt offert” och ”Tidplan enligt offert”; bygget tar 2–4 veckor med en valideringsfas före och ett användartest efter; en fördel som inte upprepar sin rubrik; rubriker utan juridisk parentes; andelen 30–40 % med sitt underlag en gång; leverera produkten som SaaS; inte ännu ett system vid sidan av; modernisering på sidan om plattformsutveckling; reala tillgångar; proof of concept förklaras en gång; en tanke per punkt i villkoren (nionde kalla granskningen, N01–N03, N07, N15, N16, N19, N30–N32, N34, N36–N38, N40, N41, N45).",
    reasonEn:
      "Prices in kronor on Swedish pages, without a conversion or an internal price list; the rights to what we build pass to the client under the agreement (the client's own data and material are theirs); one maintenance agreement and support by the hour; the difference between our internal security review and an external audit is explained once, on the smart contracts page; own, not bespoke; “Pris enligt offert” and “Tidplan enligt offert”; the build takes 2–4 weeks with validation before and a user test after; a benefit that does not repeat its heading; headings without a legal parenthesis; the 30–40 % share with its basis once; delivering the product as SaaS; not one more system on the side; modernisation on the platform page; real assets; proof of concept explained once; one idea a bullet in the terms (ninth cold review, N01–N03, N07, N15, N16, N19, N30–N32, N34, N36–N38, N40, N41, N45).",
    catches: [
      "Kostnadsintervallen på tjänstesidorna kommer ur vårt prisunderlag, som anger dem i dollar för MVP:er med no-code och low-code och i euro för SaaS-projekt",
      "Kronbeloppen är ungefärliga, omräknade med {{fact:conversion.usd}} och {{fact:conversion.eur}}; våra offerter lämnas i kronor.",
      "Ni äger konfigurationen, kunskapsbasen och den kod vi skriver åt er, och får dokumentation så att lösningen kan vidareutvecklas.",
      "Ni äger både modellen och koden, och kan köra dem i er egen miljö när data är känsliga.",
      "Ja. Ni äger alla flöden och all konfiguration, och n8n:s visuella gränssnitt gör dem lätta att följa.",
      "Ni äger också koden, kontrakten och dokumentationen som vi levererar.",
      "Ni äger produkten, innehållet och alla data.",
      "Ni äger koden",
      "Ett team, ett ansvar och kod som ni äger.",
      "Det gör ni: rättigheterna till allt som tas fram i projektet övergår till er enligt avtalet.",
      "Det gör ni. Koden ligger i ert eget kodförråd från första dagen",
      "Ja. Efter lanseringen kan ni välja ett underhållspaket som omfattar drift, övervakning, säkerhetsuppdateringar och felrättningar",
      "Erbjuder ni underhålls- och supportpaket?",
      "Med ett supportavtal övervakar vi körningarna",
      "enligt det driftavtal ni väljer.",
      "Hur snabbt vi åtgärdar dem står i driftavtalet.",
      "vår egen jourberedskap regleras i driftavtalet.",
      "Vill ni att vi sköter driften regleras det i ett separat driftavtal.",
      "Ni kan också övergå till support vid behov eller ta över helt själva.",
      "Vi går också igenom och optimerar kontrakt som andra har skrivit; en sådan genomgång är ingen extern granskning (audit).",
      "Publicerar ni rapporten hjälper vi er att tydligt ange att den är en säkerhetsgenomgång gjord av Nordlegend, inte en oberoende extern granskning.",
      "Rapporten ersätter inte en oberoende extern granskning (audit), och publicerar ni den ska det framgå.",
      "Skräddarsydda ML-modeller",
      "Skräddarsydda stakingplattformar",
      "Från första förstudie till drift och förvaltning, med ett team som tar helhetsansvar.",
      "Pris enligt offert efter ett första samtal",
      "Tidplanen beror på omfattningen och står i offerten",
      "Bygget: {{fact:timeline.fastMvp}}; validering före och användartest efter tillkommer",
      "Rutinärenden hanteras automatiskt, vilket frigör tid och kan sänka kostnaden per ärende.",
      "Vid säsongstoppar och kampanjer kan agenten ta en stor del av de extra ärendena, så att behovet av extrapersonal minskar.",
      "Så prissätts det",
      "Dagliga uppgifter som en AI-anställd kan ta över (inom ramen för GDPR och marknadsföringslagen)",
      "I de projekt som vi i teamet har lett hittills har en sådan första version kostat {{fact:percent.noCodeCostShare}} av vad samma version hade kostat i egen kod.",
      "Fördelar med att bygga som SaaS",
      "så att den blir en del av vardagen i stället för en isolerad ö.",
      "Vi ersätter åldrande system stegvis och flyttar en funktion i taget till modern teknik",
      "Tokenisering: verkliga tillgångar, digitalt ägande",
      "Ett första test: proof of concept",
      "Vi genomför inga affärer och varken tar emot eller förvarar kunders medel eller kryptotillgångar för en affär; den enda ersättning vi tar ut för en introduktion är det fasta arvodet (se nedan).",
    ],
  },
  {
    id: "en-cold-review-9A",
    lang: "en",
    scope: "visitor",
    pattern:
      /come from our price list|You own (?:the configuration|both the model|all workflows|the product|the code)|You also own the code|code that you own|You do[:.] (?:[Tt]he rights|The code)|maintenance package|maintenance and support packages|support agreement, we monitor|the operations agreement you choose|set in the operations agreement|your operations agreement|separate operations agreement|switch to on-demand support|that is not an independent external audit|label it clearly as a security review by Nordlegend|The report does not replace an independent external audit|^Price quoted after a first call$|The timeline depends on the scope and is set out in the quote|plus idea validation before and user testing after|which frees up time and can lower the cost per case|so you need fewer temporary staff|^How pricing works$|\(within data protection and marketing law\)|that first version has cost|rather than an isolated island|We replace ageing systems step by step|Tokenisation: real assets, digital ownership|Assignments are governed|; the only payment we take for an introduction/u,
    reason:
      "Villkoren beskriver inget internt prisunderlag; rättigheterna till det vi bygger övergår till kunden enligt avtalet; ett maintenance agreement och support by the hour; skillnaden mellan intern säkerhetsgranskning och extern granskning förklaras en gång, på sidan om smarta kontrakt; ”Priced on request” och ”Timeline on request”; bygget tar 2–4 veckor med en valideringsfas före och ett användartest efter; en fördel som inte upprepar sin rubrik; rubriker utan juridisk parentes; andelen 30–40 % med sitt underlag en gång; inte ännu ett system vid sidan av; modernisering på sidan om plattformsutveckling; engagements; en tanke per punkt i villkoren (nionde kalla granskningen, N01–N03, N07, N16, N19, N30–N32, N34, N37, N38, N40, N44, N45).",
    reasonEn:
      "The terms describe no internal price list; the rights to what we build pass to the client under the agreement; one maintenance agreement and support by the hour; the difference between our internal security review and an external audit is explained once, on the smart contracts page; “Priced on request” and “Timeline on request”; the build takes 2–4 weeks with validation before and a user test after; a benefit that does not repeat its heading; headings without a legal parenthesis; the 30–40% share with its basis once; not one more system on the side; modernisation on the platform page; engagements; one idea a bullet in the terms (ninth cold review, N01–N03, N07, N16, N19, N30–N32, N34, N37, N38, N40, N44, N45).",
    catches: [
      "The cost ranges on our service pages come from our price list, which states them in US dollars for no-code and low-code MVPs and in euros for SaaS projects",
      "You own the configuration, the knowledge base and the code we write for you",
      "You own both the model and the code, and can run them in your own environment when data is sensitive.",
      "Yes. You own all workflows and configuration, and n8n’s visual editor makes them easy to follow.",
      "You also own the code, contracts and documentation we deliver.",
      "You own the product, the content and all the data.",
      "You own the code",
      "One team, one point of responsibility, and code that you own.",
      "You do: the rights to everything produced in the project pass to you under the agreement.",
      "You do. The code lives in your own repository from the first day",
      "Yes. After launch you can choose a maintenance package covering hosting, monitoring, security updates and bug fixes",
      "Do you offer maintenance and support packages?",
      "With a support agreement, we monitor executions, fix problems and update workflows",
      "under the operations agreement you choose.",
      "How quickly we fix them is set in the operations agreement.",
      "our own on-call cover is set out in your operations agreement.",
      "If you want us to run the infrastructure, that is covered by a separate operations agreement.",
      "You can also switch to on-demand support or take over completely.",
      "We also go through and optimise contracts written by others; that is not an independent external audit.",
      "If you publish the report, we will help you label it clearly as a security review by Nordlegend, not an independent audit.",
      "The report does not replace an independent external audit, and if you publish it, it must say so.",
      "Price quoted after a first call",
      "The timeline depends on the scope and is set out in the quote",
      "Build: {{fact:timeline.fastMvp}}, plus idea validation before and user testing after",
      "Routine cases are handled automatically, which frees up time and can lower the cost per case.",
      "At seasonal peaks and during campaigns the agent can take a large share of the extra cases, so you need fewer temporary staff.",
      "How pricing works",
      "Daily tasks an AI employee can take over (within data protection and marketing law)",
      "In the projects our team has led so far, that first version has cost {{fact:percent.noCodeCostShare}} of what the same version would cost in custom code.",
      "so that it becomes part of everyday work rather than an isolated island.",
      "We replace ageing systems step by step, moving one function at a time to a modern stack",
      "Tokenisation: real assets, digital ownership",
      "Assignments are governed by a separate written agreement between us and you or your organisation.",
      "We execute no trades and neither receive nor hold client funds or crypto-assets for a trade; the only payment we take for an introduction is its fixed fee (below).",
    ],
  },
  // ---- cold review 9 (decision 031, "Cold review of 2026-12-02, ninth reader (the rest)": N03, N04, N08, N15, N26)
  {
    id: "sv-cold-review-9",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Uppdraget leddes av någon i teamet|Uppdragen leddes av personer i teamet|ett antal, ingen rankning – med en personlig kontakt|kostnadsfri första konsultation|I en kostnadsfri konsultation går vi|support- eller förvaltningsavtal|bara i driftavtal|Skräddarsydda AI-agenter/u,
    reason:
      "Förbehållet om kundexemplen utan ”någon i teamet”, som låter undanglidande; TOP 30:s etikett kort, med förbehållet om rankning sist; det kostnadsfria samtalet heter samtal i löptext (”konsultation” bara i specifikationens knapp); avtalet efter lansering heter förvaltningsavtal överallt; inga ”skräddarsydda” som utfyllnad (nionde kalla granskningen, N03, N04, N08, N15, N26).",
    reasonEn:
      "The client-story rider without “någon i teamet”, which reads as evasive; the TOP 30 label short, the ranking caveat last; the free call is a call in running text (“consultation” only in the specification's button); the post-launch agreement is a maintenance agreement everywhere; no “skräddarsydda” as filler (ninth cold review, N03, N04, N08, N15, N26).",
    catches: [
      "Uppdraget leddes av någon i teamet, på Nordlegend eller hos en tidigare arbetsgivare (se Teamet på startsidan).",
      "Uppdragen leddes av personer i teamet, på Nordlegend eller hos tidigare arbetsgivare (se Teamet på startsidan).",
      "OTC-deskar i vårt nätverk – ett antal, ingen rankning – med en personlig kontakt hos var och en",
      "Att du skickar ett formulär, tar del av en kostnadsfri första konsultation eller får ett förslag från oss skapar inget avtal",
      "Beskriv kort vad ni har i tankarna. I en kostnadsfri konsultation går vi igenom era mål",
      "Kunder med support- eller förvaltningsavtal",
      "Jour erbjuder vi bara i driftavtal som uttryckligen omfattar den",
      "Skräddarsydda AI-agenter",
    ],
  },
  {
    id: "en-cold-review-9",
    lang: "en",
    scope: "visitor",
    pattern:
      /This engagement was led by one of our team|These engagements were led by people in our team|a count, not a ranking – with a personal contact|free first consultation|In a free consultation we go|support or maintenance agreement|only in operations agreements/u,
    reason:
      "Förbehållet om kundexemplen utan ”one of our team”, som låter undanglidande; TOP 30:s etikett kort; det kostnadsfria samtalet heter call i löptext (”consultation” bara i specifikationens knapp); avtalet efter lansering heter maintenance agreement överallt (nionde kalla granskningen, N03, N04, N08, N26).",
    reasonEn:
      "The client-story rider without “one of our team”, which reads as evasive; the TOP 30 label short; the free call is a call in running text (“consultation” only in the specification's button); the post-launch agreement is a maintenance agreement everywhere (ninth cold review, N03, N04, N08, N26).",
    catches: [
      "This engagement was led by one of our team, at Nordlegend or at a previous employer (see Team on the home page).",
      "These engagements were led by people in our team, at Nordlegend or at previous employers (see Team on the home page).",
      "OTC desks in our network – a count, not a ranking – with a personal contact at each",
      "Sending a form, taking part in a free first consultation or receiving a proposal from us creates no contract",
      "Tell us briefly what you have in mind. In a free consultation we go through your goals",
      "Clients with a support or maintenance agreement",
      "We offer on-call support only in operations agreements that expressly include it",
    ],
  },
  // ---- cold review 10a (decision 031, "Cold review of 2026-12-02, tenth reader": P02, P05, P06, P12, P15, P17–P20, P22)
  {
    id: "sv-cold-review-10a",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Våra MVP:er med no-code eller low-code har kostat|bygger på de projekt som vi i teamet har lett hittills|riktig produkt – byggd på|\(se Projekt på startsidan\), och inget uppdrag i produktion|täcker vi hela resan|Det spelar större roll än det låter|gör vi som plattformsutveckling: se sidan|Låt AI göra jobbet i de system|Säkerheten först, från första raden|affärsproblem, och rättigheterna till resultatet övergår|Ett team och ett ansvar, och rättigheterna|Rättigheterna till modellen och koden övergår|och rättigheterna till dem övergår till er enligt avtalet/u,
    reason:
      "No-code-andelen sägs med sin grund i samma mening (”I de projekt som personer i vårt team har lett …”), inte som ”Våra MVP:er”; snabb-MVP:ns rubrik lovar bygget, inte hela förloppet; tokeniseringens pilot sägs en gång, under tjänsterna; rättigheterna ”övergår till er enligt avtalet” högst en gång per sida; inga översatta idiom (”hela resan”, ”spelar större roll än det låter”); rubriker som namnger tjänsten (tionde kalla granskningen, P05, P06, P12, P15, P17–P20, P22).",
    reasonEn:
      "The no-code share is said with its basis in one sentence (“in the projects people in our team have led …”), not as “our MVPs”; the fast MVP's heading promises the build, not the whole course; tokenisation's pilot is said once, under the services; the rights “pass to you under the agreement” at most once a page; no translated idioms; headings that name the service (tenth cold review, P05, P06, P12, P15, P17–P20, P22).",
    catches: [
      "Våra MVP:er med no-code eller low-code har kostat {{fact:percent.noCodeCostShare}} av vad samma version hade kostat i egen kod.",
      "Andelen 30–40 % bygger på de projekt som vi i teamet har lett hittills, på Nordlegend eller hos tidigare arbetsgivare",
      "Testa idén med en riktig produkt – byggd på {{fact:timeline.fastMvp}}",
      "Vi har i dag en teknisk pilot, Tegelblock (se Projekt på startsidan), och inget uppdrag i produktion;",
      "Från den första workshopen till ett nätverk i drift täcker vi hela resan.",
      "Det spelar större roll än det låter.",
      "Att ersätta ett äldre system stegvis, medan det gamla är kvar i drift, gör vi som plattformsutveckling: se sidan Plattformsutveckling.",
      "Låt AI göra jobbet i de system ni redan har",
      "Säkerheten först, från första raden",
      "Vi utvecklar maskininlärning som löser ett konkret affärsproblem, och rättigheterna till resultatet övergår till er enligt avtalet.",
      "Ett team och ett ansvar, och rättigheterna till koden övergår till er enligt avtalet.",
      "Rättigheterna till modellen och koden övergår till er enligt avtalet",
      "ligger i ert eget kodförråd från första dagen, och rättigheterna till dem övergår till er enligt avtalet.",
    ],
  },
  {
    id: "en-cold-review-10a",
    lang: "en",
    scope: "visitor",
    pattern:
      /converted at SEK[\s\u00A0]1\d to the (?:dollar|euro); our quotes|approximate conversions of each other|Our no-code and low-code MVPs have cost|figure is based on the projects our team has led so far|real product – built in|\(see Work on the home page\), and no engagement in production|cover the whole journey|That matters more than it sounds|is part of our platform development: see the|Put AI to work in the systems|Security first, from the first line|business problem, and the rights to the result pass|One team, one point of responsibility, and the rights|The rights to the model and the code pass|and the rights to them pass to you under the agreement/u,
    reason:
      "Priskommentaren säger att offerten är i kronor och att kronorna bredvid intervallen är ungefärliga, inte ”omräknade”; no-code-andelen sägs med sin grund i samma mening, inte som ”our MVPs”; snabb-MVP:ns rubrik lovar bygget; piloten sägs en gång; rättigheterna ”pass to you under the agreement” högst en gång per sida; inga slitna idiom; rubriker som namnger tjänsten (tionde kalla granskningen, P02, P05, P06, P12, P15, P17–P20, P22).",
    reasonEn:
      "The price note says quotes are in kronor and the kronor beside the ranges are approximate, not “converted”; the no-code share is said with its basis in one sentence, not as “our MVPs”; the fast MVP's heading promises the build; the pilot is said once; the rights “pass to you under the agreement” at most once a page; no worn idioms; headings that name the service (tenth cold review, P02, P05, P06, P12, P15, P17–P20, P22).",
    catches: [
      "The kronor figures are approximate, converted at SEK\u00A010 to the dollar; our quotes are in Swedish kronor.",
      "The kronor figures are approximate, converted at SEK 11 to the euro; our quotes are in Swedish kronor.",
      "with kronor beside them; the two are approximate conversions of each other, at SEK 10 to the dollar and SEK 11 to the euro.",
      "Our no-code and low-code MVPs have cost {{fact:percent.noCodeCostShare}} of what the same version would have cost in custom code.",
      "The 30–40% figure is based on the projects our team has led so far, at Nordlegend or at previous employers",
      "Test your idea with a real product – built in {{fact:timeline.fastMvp}}",
      "Today we have one technical pilot, Tegelblock (see Work on the home page), and no engagement in production;",
      "From the first workshop to a network in production, we cover the whole journey.",
      "Four areas of expertise that together cover the whole journey from idea to production.",
      "That matters more than it sounds.",
      "Replacing an ageing system step by step, while the old one stays in service, is part of our platform development: see the Platform development page.",
      "Put AI to work in the systems you already have",
      "Security first, from the first line",
      "We build machine learning that solves a concrete business problem, and the rights to the result pass to you under the agreement.",
      "One team, one point of responsibility, and the rights to the code pass to you under the agreement.",
      "The rights to the model and the code pass to you under the agreement",
      "live in your own repository from the first day, and the rights to them pass to you under the agreement.",
    ],
  },
  // ---- cold review 10b (decision 031, "Cold review of 2026-12-02, tenth reader": P13, P14, P16, P21, P23–P28, P32)
  {
    id: "sv-cold-review-10b",
    lang: "sv",
    scope: "visitor",
    pattern:
      /utvecklar mjukvara och lösningar inom AI och blockchain|Låt oss prata om ert projekt|avtalar vi skriftligt ett fast arvode innan vi kontaktar någon desk\. Sedan|Så hjälper vi till: se|användbar på företagets egen kunskap|kollar orderstatus|av ledare som överväger|AI-rådgivning (?:och strategi|går ut på)|tjänstesidorna och våra informationssidor|de två tiderna ovan sammanlagda/u,
    reason:
      "Startsidans ingress utan ”lösningar”; ”Prata med oss” i stället för en översättning av ”Let’s talk”; OTC-sidan säger att vi inte genomför affärer i ingressen och en gång under ”Viktig information”, och det fasta arvodets villkor en gång; guiderna i kunskapsbanken slutar utan en hänvisning som listan ”Relaterade tjänster” redan gör; guiden om AI-strategi lovar ingen separat rådgivningstjänst; en modell som använder företagets kunskap; tar fram orderstatus; chefer och beslutsfattare; villkoren kallar kunskapsbanken vid dess namn; integritetspolicyn utan uträkning (tionde kalla granskningen, P13, P16, P21, P23–P28, P32).",
    reasonEn:
      "The home lead without “lösningar”; “Prata med oss” rather than a translation of “Let’s talk”; the OTC page says we execute no trades in the hero and once under “Viktig information”, and the fixed fee’s terms once; the info hub guides end without a pointer the “Relaterade tjänster” list already makes; the AI strategy guide promises no separate advisory service; a model that uses the company’s knowledge; tar fram orderstatus; chefer och beslutsfattare; the terms call the Info Hub by its name; the privacy policy without arithmetic (tenth cold review, P13, P16, P21, P23–P28, P32).",
    catches: [
      "Nordlegend är ett svenskt konsultbolag som utvecklar mjukvara och lösningar inom AI och blockchain, från automatisering till tokenisering.",
      "Låt oss prata om ert projekt",
      "Vill ni gå vidare avtalar vi skriftligt ett fast arvode innan vi kontaktar någon desk. Sedan introducerar vi er för de deskar ni godkänner – och bara dem.",
      "Så hjälper vi till: se AI-integration samt AI-utveckling och maskininlärning.",
      "Det är det vanligaste sättet att göra en modell användbar på företagets egen kunskap utan att träna om den.",
      "Kundtjänst: besvarar återkommande frågor dygnet runt, kollar orderstatus och lämnar över komplicerade ärenden med en sammanfattning.",
      "Raka svar på de frågor vi oftast får av ledare som överväger ny teknik.",
      "AI-rådgivning och strategi",
      "AI-rådgivning går ut på att överbrygga just det glappet.",
      "Innehållet på webbplatsen, inklusive tjänstesidorna och våra informationssidor, är allmän information om teknik och om våra tjänster.",
      "Varje rad raderas efter {{fact:timeline.backupLifetime}}, de två tiderna ovan sammanlagda: med god marginal finns då ingen säkerhetskopia från före raderingen kvar.",
    ],
  },
  {
    id: "en-cold-review-10b",
    lang: "en",
    scope: "visitor",
    pattern:
      /software and solutions in AI and blockchain|^Timeline and price on request$|we agree a fixed fee in writing before we contact any desk, then|How we help: see|AI consulting (?:and strategy|is about)|the service pages and our information pages|the two periods above added together/u,
    reason:
      "Startsidans ingress utan ”solutions”; ”Timeline and price set out in the quote” på startsidans kort; OTC-sidan säger att vi inte genomför affärer i ingressen och en gång under ”Important information”, och det fasta arvodets villkor en gång; guiderna i kunskapsbanken slutar utan en hänvisning som listan ”Related services” redan gör; guiden om AI-strategi lovar ingen separat rådgivningstjänst; villkoren kallar Info Hub vid dess namn; integritetspolicyn utan uträkning (tionde kalla granskningen, P13, P14, P21, P26–P28, P32).",
    reasonEn:
      "The home lead without “solutions”; “Timeline and price set out in the quote” on the home cards; the OTC page says we execute no trades in the hero and once under “Important information”, and the fixed fee’s terms once; the info hub guides end without a pointer the “Related services” list already makes; the AI strategy guide promises no separate advisory service; the terms call the Info Hub by its name; the privacy policy without arithmetic (tenth cold review, P13, P14, P21, P26–P28, P32).",
    catches: [
      "Nordlegend is a Swedish consultancy building software and solutions in AI and blockchain, from automation to tokenisation.",
      "Timeline and price on request",
      "If you go ahead, we agree a fixed fee in writing before we contact any desk, then introduce you to the desks you approve – and only those.",
      "How we help: see AI integration, and AI development and machine learning.",
      "AI consulting and strategy",
      "AI consulting is about closing exactly that gap.",
      "The content of the website, including the service pages and our information pages, is general information about technology and our services.",
      "Each entry is deleted after {{fact:timeline.backupLifetime}}, the two periods above added together: by then, with a safe margin, no backup from before the erasure remains.",
    ],
  },
  // ---- cold review 10c (decision 031, "Cold review of 2026-12-02, tenth reader": P29–P31)
  {
    id: "sv-cold-review-10c",
    lang: "sv",
    scope: "visitor",
    pattern:
      /(?:Kalenderinbjudan|Avbokningen) finns i det här meddelandet|kalenderinbjudan i det här meddelandet|så att (?:er kalender tar bort tiden|tiden försvinner ur kalendern)|^Hur vill ni ha samtalet\?$|^Funktioner och detaljer$/u,
    reason:
      "Kalenderfilen är bifogad, och texten lovar inte mer än filen gör: ”Kalenderinbjudan är bifogad.”, ”En avbokning för er kalender är bifogad.”; bokningens fråga är ”Video eller telefon?”; projektformulärets sista grupp heter ”Mer om er och projektet”, som dess fält (tionde kalla granskningen, P29–P31).",
    reasonEn:
      "The calendar file is attached, and the text promises no more than the file does: “Kalenderinbjudan är bifogad.”, “En avbokning för er kalender är bifogad.”; the booking asks “Video eller telefon?”; the project form's last group is “Mer om er och projektet”, like its fields (tenth cold review, P29–P31).",
    catches: [
      "Ert kostnadsfria samtal med {brand} är bokat till {when}. Kalenderinbjudan finns i det här meddelandet.",
      "Samtalet {when} är avbokat. Avbokningen finns i det här meddelandet, så att er kalender tar bort tiden.",
      "Vi har skickat en avbokning till er e-post, så att tiden försvinner ur kalendern.",
      "Den nya tiden står nedan, och kalenderinbjudan i det här meddelandet är uppdaterad.",
      "Hur vill ni ha samtalet?",
      "Funktioner och detaljer",
    ],
  },
  {
    id: "en-cold-review-10c",
    lang: "en",
    scope: "visitor",
    pattern:
      /(?:calendar invitation|cancellation) is in this email|calendar invitation in this email|so your calendar removes it|^How would you like to talk\?$|^Features and details$/u,
    reason:
      "Kalenderfilen är bifogad, och texten lovar inte mer än filen gör: ”The calendar invitation is attached.”, ”A cancellation for your calendar is attached.”; bokningens fråga är ”Video or phone?”; projektformulärets sista grupp heter ”More about you and the project”, som dess fält (tionde kalla granskningen, P29–P31).",
    reasonEn:
      "The calendar file is attached, and the text promises no more than the file does: “The calendar invitation is attached.”, “A cancellation for your calendar is attached.”; the booking asks “Video or phone?”; the project form's last group is “More about you and the project”, like its fields (tenth cold review, P29–P31).",
    catches: [
      "Your free call with {brand} is booked for {when}. The calendar invitation is in this email.",
      "The call on {when} has been cancelled. The cancellation is in this email, so your calendar removes it.",
      "The new time is below, and the calendar invitation in this email is updated.",
      "How would you like to talk?",
      "Features and details",
    ],
  },
  // ---- cold review 10 (decision 031, "Cold review of 2026-12-02, tenth reader (the rest)": P02, P03, P14)
  {
    id: "sv-cold-review-10",
    lang: "sv",
    scope: "visitor",
    pattern: /Efter ett första samtal förmedlar vi gärna kontakt med en kund från ett liknande uppdrag/u,
    reason:
      "Referenserbjudandet är villkorat: webbplatsen visar inget levererat uppdrag, så det får inte antyda att ett sådant finns (tionde kalla granskningen, P03).",
    reasonEn:
      "The reference offer is conditional: the site shows no delivered engagement, so it must not imply one (tenth cold review, P03).",
    catches: [
      "Efter ett första samtal förmedlar vi gärna kontakt med en kund från ett liknande uppdrag som vi har gjort på Nordlegend, om kunden går med på det.",
    ],
  },
  {
    id: "en-cold-review-10",
    lang: "en",
    scope: "visitor",
    pattern:
      /put you in touch with a client from a similar project we have done|^Timeline on request$|kronor figures are approximate, converted at/u,
    reason:
      "Referenserbjudandet är villkorat; tidplanen ”set out in the quote”; prisnoten säger att offerterna är i kronor och att kronbeloppen bredvid är ungefärliga (tionde kalla granskningen, P02, P03, P14).",
    reasonEn:
      "The reference offer is conditional; the timeline is “set out in the quote”; the price note says quotes are in kronor and the kronor beside each range are approximate (tenth cold review, P02, P03, P14).",
    catches: [
      "After a first call we are happy to put you in touch with a client from a similar project we have done at Nordlegend, where the client agrees.",
      "Timeline on request",
      "The kronor figures are approximate, converted at {{fact:conversion.usd}} and {{fact:conversion.eur}}; our quotes are in Swedish kronor.",
    ],
  },
  // ---- cold review 11c (decision 031, "Cold review of 2026-12-02, eleventh reader": A33, A34, Q29)
  {
    id: "sv-cold-review-11c",
    lang: "sv",
    scope: "visitor",
    pattern: /äger rum \{when\}|Samtalet \{when\} är avbokat/u,
    reason:
      "Bokningens e-post sätter tiden efter ”bokat till”, också i påminnelsen och avbokningen: ”ert kostnadsfria samtal med {brand} är bokat till {when}”, ”Ert samtal som var bokat till {when} är avbokat.” (elfte kalla granskningen, Q29).",
    reasonEn:
      "The booking emails put the time after “bokat till”, in the reminder and the cancellation too: “ert kostnadsfria samtal med {brand} är bokat till {when}”, “Ert samtal som var bokat till {when} är avbokat.” (eleventh cold review, Q29).",
    catches: [
      "En påminnelse: ert kostnadsfria samtal med {brand} äger rum {when}.",
      "Hej!\n\nSamtalet {when} är avbokat. En avbokning för er kalender är bifogad.",
    ],
  },
  {
    id: "en-cold-review-11c",
    lang: "en",
    scope: "visitor",
    pattern: /The call on \{when\} has been cancelled/u,
    reason:
      "Avbokningen talar om besökarens samtal, som bekräftelsen och påminnelsen gör: ”Your call on {when} has been cancelled.” (elfte kalla granskningen, Q29).",
    reasonEn:
      "The cancellation speaks of the visitor's call, as the confirmation and the reminder do: “Your call on {when} has been cancelled.” (eleventh cold review, Q29).",
    catches: ["Hello,\n\nThe call on {when} has been cancelled. A cancellation for your calendar is attached."],
  },
  // ---- cold review 11a (decision 031, "Cold review of 2026-12-02, eleventh reader": service pages, A05–A17, A25–A31, Q15–Q17, Q24, Q25, Q30, Q32)
  {
    id: "sv-cold-review-11a",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Exemplet kommer från ett uppdrag som en av oss ledde|Exemplen kommer från uppdrag som vi i teamet har lett|inte stakingpanelen Fjällstake på startsidan, som används i en pilot|Exemplet gäller en plattform i drift, inte prototypen Mätpunkt|En månad före och en efter är en kort jämförelse|ett spann för alla slags första versioner|menar vi samma kompletta första version|Vi använder ordet MVP för tre olika erbjudanden\. Jämför våra tre MVP-erbjudanden|riktig produkt[\s\u00A0]–[\s\u00A0]själva bygget tar|Det gör vi inom plattformsutveckling, som har en egen sida|tester som är utformade för att stoppa ändringen|öppen källkod som andra har låtit granska externt|i offerten står om vi har använt den tidigare|mätt i gasenheter och därmed oberoende av gaspriset|ska det framgå att den är gjord av Nordlegend|^Mindre behov av extrapersonal$| för själva bygget · /u,
    reason:
      "Tjänstesidorna utan undanglidande förbehåll, dubbla negationer och gardering: kundexemplens not säger att en av oss ledde uppdraget och att vi berättar vem och var i ett första möte, utan att skicka läsaren vidare; exemplens ingresser säger vad exemplet är och nämner piloten eller prototypen på startsidan inom parentes; ett resultat anger sin mätperiod utan att ta tillbaka siffran; MVP-erbjudandena sägs en gång; rubriker och bildtexter utan ”själva” och metodnoter; tester ”utformade för att stoppa” i en egen mening; offerten redovisar vår erfarenhet; rapporten presenteras som Nordlegends säkerhetsgranskning (elfte kalla granskningen, A05–A17, A25–A31, Q15, Q16, Q32).",
    reasonEn:
      "The service pages without evasive riders, double negatives or hedging: the stories note says one of us led the engagement and that we tell you who and where in a first meeting, without sending the reader away; a story intro says what the story is and names the home page's pilot or prototype in brackets; a result states its period without taking the figure back; the three MVP offers are said once; headings and captions without “itself” or method notes; tests “designed to stop” in a sentence of their own; the quote sets out our experience; the report is presented as Nordlegend’s security review (eleventh cold review, A05–A17, A25–A31, Q15, Q16, Q32).",
    catches: [
      "{{fact:timeline.fastMvp}} för själva bygget · pris enligt offert",
      "Exemplet kommer från ett uppdrag som en av oss ledde, på Nordlegend eller hos en tidigare arbetsgivare (se Teamet på startsidan).",
      "Exemplen kommer från uppdrag som vi i teamet har lett, på Nordlegend eller hos tidigare arbetsgivare (se Teamet på startsidan).",
      "Staking för en stiftelse. Exemplet gäller nyckelhantering (stiftelsen håller själv nycklarna), underskrifter och kvartalsrapporter i drift, inte stakingpanelen Fjällstake på startsidan, som används i en pilot.",
      "En plattform för data från produktionen. Exemplet gäller en plattform i drift, inte prototypen Mätpunkt på startsidan.",
      "En månad före och en efter är en kort jämförelse; den visar riktningen, inte en säker nivå.",
      "Den tar ofta {{fact:timeline.traditionalMvp}}, ett spann för alla slags första versioner, från en enkel app till en marknadsplats;",
      "Med traditionell utveckling menar vi samma kompletta första version – inte bara ett kärnflöde – skriven från grunden i egen kod.",
      "Vi använder ordet MVP för tre olika erbjudanden. Jämför våra tre MVP-erbjudanden – vad ni får, tid och pris – på sidan Snabb MVP-prototyp.",
      "Testa idén med en riktig produkt – själva bygget tar {{fact:timeline.fastMvp}}",
      "Ska ett äldre system ersättas stegvis, medan det gamla är kvar i drift? Det gör vi inom plattformsutveckling, som har en egen sida.",
      "Vid varje ändring körs automatiska tester som är utformade för att stoppa ändringen före driftsättning",
      "byggda på öppen källkod som andra har låtit granska externt, och i er egen grafiska profil.",
      "Tekniken för ett privat nätverk föreslår vi utifrån ert fall, och i offerten står om vi har använt den tidigare.",
      "lägre gasförbrukning per transaktion, mätt i gasenheter och därmed oberoende av gaspriset",
      "publicerar ni vår rapport ska det framgå att den är gjord av Nordlegend.",
      "Mindre behov av extrapersonal",
    ],
  },
  {
    id: "en-cold-review-11a",
    lang: "en",
    scope: "visitor",
    pattern:
      /This story comes from an engagement one of us led|These stories come from engagements our team has led|not the Fjällstake staking dashboard on the home page, which is in a pilot|The example covers a platform in live use, not the Mätpunkt prototype|read it as the direction of change, not a stable figure|a span for every kind of first version|By traditional development we mean the same complete first version|It is no guarantee; we work out your case before you decide|We use the word MVP for three different offers\. (?:Compare our three MVP offers|What you get sets the time and the price)|real product[\s\u00A0]–[\s\u00A0]the build itself takes|We do that as platform development, which has its own page|are designed to stop it before it reaches production if it would|we work out whether it would for you|components that others have had externally audited|so that they have confirmed the model is permitted|the quote says whether we have used it before|measured in gas units and so independent of the gas price|it must say that Nordlegend wrote it|stays within data protection and marketing law|preceded by idea validation and followed by a user test; the quote sets out the whole timeline|^Less need for extra staff$|^Priced on request$|^Timeline (?:and price )?set out in the quote$| for the build itself · /u,
    reason:
      "Tjänstesidorna utan undanglidande förbehåll, dubbla negationer, gardering och tunga konstruktioner: kundexemplens not säger att en av oss ledde uppdraget och att vi berättar vem och var i ett första möte; exemplens ingresser säger vad exemplet är; ett resultat anger sin mätperiod utan att ta tillbaka siffran; MVP-erbjudandena sägs en gång; rubriker och bildtexter utan ”itself” och metodnoter; ”whether it would in your case”, ”have already been externally audited”, ”can confirm”, ”sets out our experience”, ”presented as Nordlegend’s security review”, ”complies with”; ”Price on request” och ”Timeline in the quote” (elfte kalla granskningen, A05–A17, A25–A31, Q15–Q17, Q24, Q25, Q32).",
    reasonEn:
      "The service pages without evasive riders, double negatives, hedging or heavy constructions: the stories note says one of us led the engagement and that we tell you who and where in a first meeting; a story intro says what the story is; a result states its period without taking the figure back; the three MVP offers are said once; headings and captions without “itself” or method notes; “whether it would in your case”, “have already been externally audited”, “can confirm”, “sets out our experience”, “presented as Nordlegend’s security review”, “complies with”; “Price on request” and “Timeline in the quote” (eleventh cold review, A05–A17, A25–A31, Q15–Q17, Q24, Q25, Q32).",
    catches: [
      "This story comes from an engagement one of us led, at Nordlegend or at a previous employer (see Team on the home page).",
      "These stories come from engagements our team has led, at Nordlegend or at previous employers (see Team on the home page).",
      "The example covers key management (the foundation holds its own keys), signing and quarterly reports in live use, not the Fjällstake staking dashboard on the home page, which is in a pilot.",
      "A platform for data from the production lines. The example covers a platform in live use, not the Mätpunkt prototype on the home page.",
      "One month before and one after is a short comparison: read it as the direction of change, not a stable figure.",
      "That often takes {{fact:timeline.traditionalMvp}}, a span for every kind of first version, from a simple app to a marketplace;",
      "By traditional development we mean the same complete first version – not a single core flow – written from scratch in custom code.",
      "It is no guarantee; we work out your case before you decide.",
      "We use the word MVP for three different offers. Compare our three MVP offers – what you get, time and price – on the Fast MVP prototyping page.",
      "We use the word MVP for three different offers. What you get sets the time and the price.",
      "Test your idea with a real product – the build itself takes {{fact:timeline.fastMvp}}",
      "Replacing an ageing system step by step while it stays in service? We do that as platform development, which has its own page.",
      "Automated tests run on every change and are designed to stop it before it reaches production if it would let a user see another customer’s data",
      "In the discovery phase, which is quoted separately, we work out whether it would for you, before you decide.",
      "built on open-source components that others have had externally audited, and in your own branding.",
      "We therefore work alongside your legal advisers, so that they have confirmed the model is permitted before you launch it.",
      "We propose the technology for a private network to fit your case, and the quote says whether we have used it before.",
      "less gas used per transaction, measured in gas units and so independent of the gas price",
      "if you publish our report, it must say that Nordlegend wrote it.",
      "All of it stays within data protection and marketing law.",
      "The build takes {{fact:timeline.fastMvp}}, preceded by idea validation and followed by a user test; the quote sets out the whole timeline",
      "Less need for extra staff",
      "Priced on request",
      "Timeline set out in the quote",
      "Timeline and price set out in the quote",
      "{{fact:timeline.fastMvp}} for the build itself · price on request",
    ],
  },
  // ---- cold review 11b (decision 031, "Cold review of 2026-12-02, eleventh reader (home, OTC, info hub, legal …)": A01–A04, A20–A24, A32, A36, Q18–Q20, Q22, Q26, Q28, Q33)
  {
    id: "sv-cold-review-11b",
    lang: "sv",
    scope: "visitor",
    pattern:
      /litet team, så vägen till beslut är kort|Där ett exempel anger ett resultat står det hur|projektets tekniska ledare, i SaaS- och plattformsprojekten|rättsliga bedömningen; vi ger ingen juridisk rådgivning|Varje projekt anger var det står i dag|en stiftelse, på stiftelsens data|fastighetsbolag undersöker hur ägandet|anpassas efter dess system|seniora konsulter|nästa vardag, inte tidigare|Uppgiften bär tidpunkten|medarbetares inloggning i konsolen använder|spridda AI-idéer till en prioriterad plan|Säljstöd: sorterar|och varje desk ansvarar själv för att ha de tillstånd|hela stacken, så att inget faller|AI-system så att fler fel hittas|prislistor så att varje post|på kryptomarknaden handlas det dygnet runt/u,
    reason:
      "Startsidans teamtext säger varje sak en gång, utan en ledning som läses som ett juridiskt förbehåll; Johans kort utan organisationsschemat (Oskars kort säger det); Linneas kort talar om henne och lämnar förbehållet om rådgivning åt villkoren; projektens ingress räknar inte upp statusarna innan ett projekt visas; kunden och vår roll i piloterna före förbehållen; Flödesverkets företag kör och anpassar flödena själva; inget ”seniora” som webbplatsen inte kan belägga; akut e-post ”hanteras nästa vardag”, utan ”inte tidigare”; integritetspolicyns lista gäller besökarens webbläsare, konsolens kakor står för sig sist; ”innehåller”, inte ”bär”; kunskapsbankens sammanfattning upprepar inte rubriken; ”kvalificerar” förfrågningar; jurisdiktionskortet pekar på ”Viktig information” i stället för att upprepa tillståndsregeln; startsidan varierar ”så att” (elfte kalla granskningen, A02, A04, A19–A24, A32, A36, Q18–Q20, Q22, Q26, Q28, Q33).",
    reasonEn:
      "The home team paragraph says each thing once, without a lead that reads as a legal disclaimer; Johan's card without the org chart (Oskar's card says it); Linnea's card speaks of her and leaves the advice disclaimer to the terms; the portfolio intro does not list the statuses before a project is shown; the client and our role in the pilots before the caveats; Flödesverket's firms run and adapt the workflows themselves; no “seniora” the site cannot support; urgent email “hanteras nästa vardag”, without “inte tidigare”; the privacy policy's list is the visitor's browser, the console's cookies stand apart at the end; “innehåller”, not “bär”; the info hub summary does not repeat its heading; leads are “kvalificerade”; the jurisdiction card points to “Viktig information” rather than repeating the authorisation rule; the home page varies “så att” (eleventh cold review, A02, A04, A19–A24, A32, A36, Q18–Q20, Q22, Q26, Q28, Q33).",
    catches: [
      "på kryptomarknaden handlas det dygnet runt, alla dagar – själva svarar vi inom 24\u00A0timmar på vardagar",
      "Vi är ett litet team, så vägen till beslut är kort, och vi tar bara ett fåtal uppdrag åt gången så att samma personer kan följa ert projekt hela vägen.",
      "Där ett exempel anger ett resultat står det hur resultatet mättes och under vilken period.",
      "För arkitekturen i varje projekt ansvarar projektets tekniska ledare, i SaaS- och plattformsprojekten Oskar Sandberg.",
      "i samarbete med kundens jurister, som gör den rättsliga bedömningen; vi ger ingen juridisk rådgivning.",
      "Varje projekt anger var det står i dag – pilot hos en kund, teknisk pilot, öppen demo, prototyp, intern drift, öppen källkod eller under utveckling – och vad det visar om vårt arbete.",
      "En stakingpanel som vi bygger åt en stiftelse, på stiftelsens data.",
      "En pilot där ett fastighetsbolag undersöker hur ägandet av ett hyreshus kan delas upp i digitala andelar.",
      "Flödena körs på varje företags egen server och anpassas efter dess system.",
      "Vi är ett litet team av seniora konsulter med kontor i Stockholm och Göteborg.",
      "Utanför telefontiden läser vi e-post märkt ”AKUT” nästa vardag, inte tidigare, om inte ert avtal anger jour.",
      "Uppgiften bär tidpunkten då du började, så att ett formulär som skickas bara sekunder senare känns igen.",
      "Våra medarbetares inloggning i konsolen använder egna kakor och en egen post, som aldrig sätts hos besökare:",
      "Hur ni går från spridda AI-idéer till en prioriterad plan med mätbart affärsvärde.",
      "Säljstöd: sorterar nya förfrågningar, bokar möten och följer upp via e-post.",
      "Vilka deskar vi kan föreslå beror på var er organisation finns, och varje desk ansvarar själv för att ha de tillstånd som krävs i er jurisdiktion.",
      "Ett och samma team ansvarar för hela stacken, så att inget faller mellan stolarna.",
      "Vi testar SaaS-tjänster och AI-system så att fler fel hittas innan era kunder hittar dem.",
      "Projektet visar hur vi kombinerar en språkmodell med företagets egna prislistor så att varje post går att följa.",
    ],
  },
  {
    id: "en-cold-review-11b",
    lang: "en",
    scope: "visitor",
    pattern:
      /small team, so the path to decisions is short|Where a story gives a result, it says how|responsibility of its technical lead – for SaaS|legal assessment; we give no legal advice|Each project states where it stands today|a foundation, on the foundation’s data|property company explores splitting|tailored to its systems|small, senior team|next weekday and not before|The puzzle carries the time|staff’s sign-in to the console uses|go from scattered AI ideas|each desk is itself responsible|entire stack, so nothing falls|AI systems so that more bugs are caught|price lists so that every line can be traced|the crypto market never closes/u,
    reason:
      "Startsidans teamtext säger varje sak en gång, utan en ledning som läses som ett juridiskt förbehåll; Johans kort utan organisationsschemat; Linneas kort talar om henne och lämnar förbehållet om rådgivning åt villkoren; projektens ingress räknar inte upp statusarna; kunden och vår roll i piloterna före förbehållen; Flödesverkets företag kör och anpassar flödena själva; inget ”senior” som webbplatsen inte kan belägga; akut e-post ”is handled on the next weekday”, utan ”and not before”; konsolens kakor står för sig sist i integritetspolicyn; ”includes”, inte ”carries”; kunskapsbankens sammanfattning upprepar inte rubriken; jurisdiktionskortet pekar på ”Important information”; startsidan varierar ”so” (elfte kalla granskningen, A01, A03, A20, A22–A24, A32, A36, Q18–Q20, Q22, Q26, Q28).",
    reasonEn:
      "The home team paragraph says each thing once, without a lead that reads as a legal disclaimer; Johan's card without the org chart; Linnea's card speaks of her and leaves the advice disclaimer to the terms; the portfolio intro does not list the statuses; the client and our role in the pilots before the caveats; Flödesverket's firms run and adapt the workflows themselves; no “senior” the site cannot support; urgent email “is handled on the next weekday”, without “and not before”; the console's cookies stand apart at the end of the privacy policy's list; “includes”, not “carries”; the info hub summary does not repeat its heading; the jurisdiction card points to “Important information”; the home page varies “so” (eleventh cold review, A01, A03, A20, A22–A24, A32, A36, Q18–Q20, Q22, Q26, Q28).",
    catches: [
      "the crypto market never closes – we reply within 24\u00A0hours on weekdays",
      "We are a small team, so the path to decisions is short, and we take on only a few engagements at a time so that the same people can see your project through.",
      "Where a story gives a result, it says how the result was measured and over what period.",
      "The architecture of each individual project is the responsibility of its technical lead – for SaaS and platform work, Oskar Sandberg.",
      "working with the client’s lawyers, who make the legal assessment; we give no legal advice.",
      "Each project states where it stands today – client pilot, technical pilot, open demo, prototype, internal use, open source or in development – and what it shows about our work.",
      "A staking dashboard we are building for a foundation, on the foundation’s data.",
      "A pilot in which a property company explores splitting the ownership of a block of flats into digital shares.",
      "The workflows run on each firm’s own server and are tailored to its systems.",
      "We are a small, senior team with offices in Stockholm and Gothenburg.",
      "Outside phone hours, we read email marked “URGENT” on the next weekday and not before, unless your agreement includes on-call support.",
      "The puzzle carries the time you started, so a form sent only seconds later is recognised.",
      "Our staff’s sign-in to the console uses cookies and an entry of its own, never set for visitors:",
      "How to go from scattered AI ideas to a prioritised plan with measurable business value.",
      "Which desks we can put forward depends on where your organisation is based, and each desk is itself responsible for holding the authorisations your jurisdiction requires.",
      "One team owns the entire stack, so nothing falls through the cracks.",
      "We test SaaS products and AI systems so that more bugs are caught before your customers find them.",
      "The project shows how we combine a language model with a firm’s own price lists so that every line can be traced.",
    ],
  },
  // ---- cold review 12 (decision 031, "Cold review of 2026-12-02, twelfth reader": R01–R05, R07, R08)
  {
    id: "sv-cold-review-12",
    lang: "sv",
    scope: "visitor",
    pattern:
      /I ett första möte berättar vi vem|Det här har vi byggt och bygger nu|\((?:Ett|ett) annat uppdrag än|Allt sker inom ramen för GDPR och marknadsföringslagen|Kundexemplen på tjänstesidorna har letts av/u,
    reason:
      "Kundexemplens not säger varför kunden inte namnges och att vi berättar vem som ledde uppdraget redan i det första samtalet; det är uppdragen, inte exemplen, som leds; ett annat uppdrag nämns i en egen mening, inte inom parentes; AI-anställda utformas efter GDPR och marknadsföringslagen och den rättsliga bedömningen gör kunden med sina jurister; portfoljens rubrik lovar inte att något är byggt (tolfte kalla granskningen, R01–R03, R05, R07).",
    reasonEn:
      "The stories note says why the client is not named and that we tell you who led the engagement in the first call; engagements, not stories, are led; another engagement is named in a sentence of its own, not in brackets; the AI employee is designed around GDPR and marketing law, and the client makes the legal assessment with its lawyers; the portfolio heading does not claim anything is built (twelfth cold review, R01–R03, R05, R07).",
    catches: [
      "En av oss ledde uppdraget, på Nordlegend eller hos en tidigare arbetsgivare. I ett första möte berättar vi vem och var.",
      "Det här har vi byggt och bygger nu",
      "Resultatet gäller administrationen, inte avkastningen. (Ett annat uppdrag än piloten Fjällstake på startsidan.)",
      "En plattform för data från produktionen, i drift (ett annat uppdrag än prototypen Mätpunkt på startsidan).",
      "Allt sker inom ramen för GDPR och marknadsföringslagen.",
      "Kundexemplen på tjänstesidorna har letts av personer i teamet, på Nordlegend eller hos tidigare arbetsgivare.",
    ],
  },
  {
    id: "en-cold-review-12",
    lang: "en",
    scope: "visitor",
    pattern:
      /In a first meeting we tell you who|What we have built and are building|\((?:This is a|a) different engagement from|complies with data protection and marketing law|The same team follows the project|The client stories on our service pages were led|they are designed to stop it before it reaches production/u,
    reason:
      "Kundexemplens not säger varför kunden inte namnges och att vi berättar vem som ledde uppdraget redan i det första samtalet; det är uppdragen som leds; ett annat uppdrag nämns i en egen mening; inget generellt löfte om att allt följer lagen; ”sees each project through”, inte ”follows”; portfoljens rubrik lovar inte att något är byggt; testerna, inte användaren, stoppar ändringen (tolfte kalla granskningen, R01–R05, R07, R08).",
    reasonEn:
      "The stories note says why the client is not named and that we tell you who led the engagement in the first call; engagements are led, not stories; another engagement is named in a sentence of its own; no blanket promise of legal compliance; “sees each project through”, not “follows”; the portfolio heading does not claim anything is built; the tests, not the user, stop the change (twelfth cold review, R01–R05, R07, R08).",
    catches: [
      "One of us led this engagement, at Nordlegend or at a previous employer. In a first meeting we tell you who, and where.",
      "What we have built and are building",
      "The result concerns administration, not returns. (This is a different engagement from the Fjällstake pilot on the home page.)",
      "A platform for data from the production lines, in live use (a different engagement from the Mätpunkt prototype on the home page).",
      "All of it complies with data protection and marketing law.",
      "The same team follows the project from idea to production.",
      "The client stories on our service pages were led by people in this team, at Nordlegend or at previous employers.",
      "If a change would let a user see another customer’s data, they are designed to stop it before it reaches production.",
    ],
  },
];

/** A rule by its id (a finding carries the id; the console shows the rule's reason in its language). */
export function editorialRule(id: string): EditorialRule | undefined {
  return EDITORIAL_RULES.find((rule) => rule.id === id);
}

/** Why a rule fired, in the reader's language (the rules' `reason` is Swedish, `reasonEn` English). */
export function ruleReason(id: string, lang: Lang): string | undefined {
  const rule = editorialRule(id);
  return rule && (lang === "sv" ? rule.reason : rule.reasonEn);
}

/** The rules of one language and scope. */
export function rulesFor(lang: Lang, scope: RuleScope): EditorialRule[] {
  return EDITORIAL_RULES.filter((rule) => rule.lang === lang && (rule.scope === scope || rule.scope === "visitor"));
}
