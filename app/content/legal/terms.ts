// Copy of the terms of use page (/terms), Swedish and English; {placeholders} are filled from site.ts.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, bullets, paragraph, subheading } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { DocumentPageContent } from "~/content/types";
import { contactSection } from "~/content/shared-words";

/** The terms as its content document holds it: every text in both languages, facts as references. */
export const termsDocument: Localize<DocumentPageContent> = {
  meta: {
    title: {
      sv: "Användarvillkor",
      en: "Terms of use",
    },
    description: {
      sv: "Villkor för att använda webbplatsen: allmän information utan rådgivning, vad OTC-tjänsten är och inte är, immateriella rättigheter, ansvar och tillämplig lag.",
      en: "The terms for using our website: general information rather than advice, what the OTC service is and is not, intellectual property, liability and governing law.",
    },
    keywords: [
      {
        sv: "användarvillkor",
        en: "terms of use",
      },
      {
        sv: "webbplatsvillkor",
        en: "website terms",
      },
      {
        sv: "ansvarsbegränsning",
        en: "limitation of liability",
      },
      {
        sv: "OTC-introduktion",
        en: "OTC introduction",
      },
      {
        sv: "svensk lag",
        en: "Swedish law",
      },
    ],
  },
  title: {
    sv: "Användarvillkor",
    en: "Terms of use",
  },
  intro: {
    sv: "De här villkoren gäller när du använder webbplatsen och dess formulär. Läs dem gärna tillsammans med vår integritetspolicy, som beskriver hur vi hanterar personuppgifter.",
    en: "These terms apply when you use the website and its forms. Please read them together with our privacy policy, which explains how we handle personal data.",
  },
  updated: "2026-11-26",
  sections: [
    {
      id: "who-we-are",
      heading: {
        sv: "Vilka vi är",
        en: "Who we are",
      },
      blocks: [
        paragraph({
          sv: "Webbplatsen tillhandahålls av {legalName}, organisationsnummer {orgNumber}, {address}. Vi är ett svenskt konsultbolag inom mjukvara, AI och blockchain. Du når oss på {email} eller {phone}.",
          en: "The website is provided by {legalName}, company registration number {orgNumber}, {address}. We are a Swedish consultancy working with software, AI and blockchain technology. You can reach us at {email} or {phone}.",
        }),
        paragraph({
          sv: "När villkoren talar om ”vi”, ”oss” eller ”vår” avses {legalName}. Med ”du” avses den som använder webbplatsen och, i förekommande fall, den organisation du företräder.",
          en: "When these terms say “we”, “us” or “our”, they mean {legalName}. “You” means the person using the website and, where applicable, the organisation you represent.",
        }),
      ],
    },
    {
      id: "use-of-the-website",
      heading: {
        sv: "Användning av webbplatsen",
        en: "Using the website",
      },
      blocks: [
        paragraph({
          sv: "Genom att använda webbplatsen godtar du de här villkoren. Du får använda den för att ta del av information om oss och våra tjänster och för att kontakta oss. Du får inte:",
          en: "By using the website you accept these terms. You may use it to learn about us and our services and to contact us. You may not:",
        }),
        bullets(
          {
            sv: "använda webbplatsen i strid med lag eller på ett sätt som kränker någon annans rättigheter",
            en: "use the website unlawfully or in a way that infringes anyone else’s rights",
          },
          {
            sv: "försöka få obehörig åtkomst till våra system eller störa webbplatsens drift, till exempel med skadlig kod eller genom att överbelasta den",
            en: "try to gain unauthorised access to our systems or disrupt the website, for example with malicious code or by overloading it",
          },
          {
            sv: "göra automatiserade utskick eller massutskick via formulären",
            en: "send automated or bulk submissions through the forms",
          },
          {
            sv: "lämna uppgifter om någon annan utan att ha rätt till det, eller medvetet lämna felaktiga uppgifter",
            en: "submit someone else’s details without the right to do so, or knowingly submit false information",
          },
        ),
        paragraph({
          sv: "Vi kan begränsa eller blockera trafik och inskick som bryter mot detta.",
          en: "We may limit or block traffic and submissions that break these rules.",
        }),
      ],
    },
    {
      id: "general-information",
      heading: {
        sv: "Allmän information, inte rådgivning",
        en: "General information, not advice",
      },
      blocks: [
        paragraph({
          sv: "Innehållet på webbplatsen, inklusive tjänstesidorna och kunskapsbanken, är allmän information om teknik och om våra tjänster. Det är inte finansiell rådgivning, investeringsrådgivning, juridisk rådgivning eller skatterådgivning och ska inte ensamt ligga till grund för beslut.",
          en: "The content of the website, including the service pages and the Info Hub, is general information about technology and our services. It is not financial, investment, legal or tax advice and should not be the sole basis for any decision.",
        }),
        paragraph({
          sv: "Texter om blockchain, kryptotillgångar, tokenisering och DeFi-staking beskriver tekniken och hur vi arbetar med den. De är ingen rekommendation att köpa, sälja eller inneha någon tillgång. Kryptotillgångar kan förlora hela sitt värde, och reglerna skiljer sig mellan länder. Rådgör med egna kvalificerade rådgivare innan du fattar beslut.",
          en: "Texts about blockchains, crypto-assets, tokenisation and DeFi staking describe the technology and how we work with it. They are not a recommendation to buy, sell or hold any asset. Crypto-assets can lose their entire value, and the rules differ between countries. Consult your own qualified advisers before making decisions.",
        }),
        paragraph({
          sv: "Vi strävar efter att informationen ska vara korrekt och aktuell, men vi kan inte garantera att den är fullständig eller felfri vid varje tidpunkt.",
          en: "We aim to keep the information accurate and up to date, but we cannot guarantee that it is complete or free of errors at all times.",
        }),
      ],
    },
    {
      id: "otc-introductions",
      heading: {
        sv: "OTC-tjänsten introducerar bara parter",
        en: "The OTC service only introduces parties",
      },
      blocks: [
        paragraph({
          sv: "Via vår OTC-sida kan företag och institutionella aktörer be oss om en introduktion till en eller flera OTC-deskar för handel med kryptotillgångar. Tjänsten riktar sig inte till privatpersoner och är en ren introduktionstjänst:",
          en: "Through our OTC page, companies and institutional clients can ask us for an introduction to one or more OTC desks for trading crypto-assets. The service is not aimed at private individuals and is purely an introduction service:",
        }),
        bullets(
          {
            sv: "Vi är inte {{fact:notA}}.",
            en: "We are not {{fact:notA}}.",
          },
          {
            sv: "Vi genomför inga affärer och varken tar emot eller förvarar kunders medel eller kryptotillgångar för en affär. Vi ger ingen investeringsrådgivning eller annan finansiell rådgivning.",
            en: "We execute no trades, and we neither receive nor hold client funds or crypto-assets for a trade. We do not give investment or other financial advice.",
          },
          {
            sv: "Den enda ersättning vi tar ut är det fasta arvodet för introduktionen (se nedan).",
            en: "The only payment we take is the fixed fee for the introduction (below).",
          },
          {
            sv: "Vi ger inga personliga rekommendationer. Vi tar fram de deskar i nätverket som uppfyller de kriterier du anger – tillgång, storlek, frekvens och jurisdiktion – och valet av desk gör du. Att en desk finns bland dem vi tar fram är ingen rekommendation om någon transaktion och ingen bedömning av deskens priser eller villkor.",
            en: "We make no personal recommendations. We put forward the desks in the network that meet the criteria you set – asset, size, frequency and jurisdiction – and you choose the desk. A desk being among those we put forward is not a recommendation of any transaction and not an assessment of the desk’s prices or terms.",
          },
          {
            sv: "Vi ger ingen rådgivning om kryptotillgångar eller kryptotillgångstjänster, vi tar varken emot eller vidarebefordrar order, och vi genomför inga affärer. Enligt vår bedömning kräver verksamheten därför inget tillstånd enligt MiCA, och vi har inte heller något sådant tillstånd.",
            en: "We give no advice on crypto-assets or crypto-asset services, we neither receive nor transmit orders, and we execute no trades. In our assessment this activity therefore requires no authorisation under MiCA, and we hold no such authorisation.",
          },
          {
            sv: "För kunder inom EU/EES tar vi bara fram deskar som finns i Esmas register över leverantörer av kryptotillgångstjänster med tillstånd enligt MiCA. Deskar utanför EU/EES tar vi bara fram för kunder utanför EU/EES.",
            en: "For clients based in the EU/EEA we only put forward desks listed in ESMA’s register of crypto-asset service providers authorised under MiCA. We put forward desks outside the EU/EEA only to clients outside the EU/EEA.",
          },
          {
            sv: "Varje part gör sin egen granskning (due diligence) av motparten, och kundkännedomskontroll (KYC) och andra kontroller sker direkt mellan dig och desken.",
            en: "Each party carries out its own due diligence on the other, and know-your-customer (KYC) and other checks take place directly between you and the desk.",
          },
          {
            sv: "Utöver att kontrollera att en desk finns i Esmas register (för kunder inom EU/EES) prövar vi inte själva deskarna enligt MiCA eller penningtvättsreglerna. Varje desk ansvarar för att ha de tillstånd som krävs i din jurisdiktion, och du kontrollerar dem innan du ingår avtal.",
            en: "Beyond checking that a desk is listed in ESMA’s register (for clients based in the EU/EEA), we do not ourselves assess the desks under MiCA or anti-money-laundering rules. Each desk is responsible for holding the authorisations your jurisdiction requires, and you verify them before you enter into an agreement.",
          },
          {
            sv: "Avtal och affärer ingås direkt mellan dig och desken. Vi är inte part i dem och ansvarar inte för hur desken fullgör sina åtaganden.",
            en: "Agreements and trades are made directly between you and the desk. We are not a party to them and are not responsible for how the desk performs its obligations.",
          },
        ),
        paragraph({
          sv: "En förfrågan förpliktar oss inte att ordna en introduktion, och vi kan avböja utan att ange skäl. Vi delar dina uppgifter bara med de deskar som du har godkänt, och först efter ditt godkännande. Introduceras du som kund utanför EU/EES för en desk utanför EU/EES beskriver integritetspolicyn vilka uppgifter som lämnas ut och hur de skyddas.",
          en: "A request does not oblige us to arrange an introduction, and we may decline without giving reasons. We share your details only with the desks you have approved, and only after you have approved them. If you are a client outside the EU/EEA and are introduced to a desk outside it, our privacy policy describes what is shared and how it is protected.",
        }),
        subheading({
          sv: "Hur vi får betalt för en introduktion",
          en: "How we are paid for an introduction",
        }),
        paragraph({
          sv: "Det kostar ingenting att skicka en förfrågan och få besked om hur många deskar i nätverket som uppfyller dina kriterier. Vill du gå vidare avtalar vi skriftligt ett fast arvode för introduktionen innan vi kontaktar någon desk. Deskarna betalar oss ingenting, varken provision eller del av sina avgifter, så vilka deskar vi tar fram beror aldrig på vad de betalar oss.",
          en: "It costs nothing to send a request and find out how many desks in the network meet your criteria. If you want to go ahead, we agree a fixed fee for the introduction in writing before we contact any desk. The desks pay us nothing, neither commission nor a share of their fees, so which desks we put forward never depends on what they pay us.",
        }),
      ],
    },
    {
      id: "figures-and-examples",
      heading: {
        sv: "Siffror och exempel",
        en: "Figures and examples",
      },
      blocks: [
        paragraph({
          sv: "Tidsramar och kostnadsintervall på webbplatsen är typiska intervall från tidigare projekt eller, där sidan säger det, uppskattningar, och resultatet i ett kundexempel är just den kundens resultat. De är inga garantier, utfästelser eller offerter. Vad ett projekt kostar, hur lång tid det tar och vilket resultat det ger beror på omfattning, förutsättningar och samarbete, och bestäms i det skriftliga avtalet för varje uppdrag.",
          en: "Timelines and cost ranges on the website are typical ranges from past projects or, where the page says so, estimates, and the result in a client story is that one client’s result. They are not guarantees, promises or quotes. What a project costs, how long it takes and what results it delivers depend on its scope, circumstances and collaboration, and are set out in the written agreement for each engagement.",
        }),
        paragraph({
          sv: "{{fact:currencies}}",
          en: "{{fact:currencies}}",
        }),
      ],
    },
    {
      id: "intellectual-property",
      heading: {
        sv: "Immateriella rättigheter",
        en: "Intellectual property",
      },
      blocks: [
        paragraph({
          sv: "Texter, bilder, grafik, logotyper, design och kod på webbplatsen tillhör oss eller våra licensgivare och skyddas av upphovsrätt och varumärkesrätt. Du får läsa och skriva ut innehållet för eget bruk och dela länkar till det. Annan kopiering, spridning eller bearbetning, särskilt i kommersiellt syfte, kräver vårt skriftliga medgivande.",
          en: "Text, images, graphics, logos, design and code on the website belong to us or our licensors and are protected by copyright and trademark law. You may read and print the content for your own use and share links to it. Any other copying, distribution or adaptation, in particular for commercial purposes, requires our written permission.",
        }),
        paragraph({
          sv: "Namn och varumärken som tillhör andra, till exempel tekniker och plattformar som vi nämner, tillhör respektive rättighetshavare. Att vi nämner dem innebär inte att de samarbetar med oss eller står bakom våra tjänster.",
          en: "Names and trademarks belonging to others, such as technologies and platforms we mention, belong to their respective owners. Mentioning them does not mean that they work with us or endorse our services.",
        }),
      ],
    },
    {
      id: "links",
      heading: {
        sv: "Länkar till andra webbplatser",
        en: "Links to other websites",
      },
      blocks: [
        paragraph({
          sv: "Webbplatsen länkar till andra webbplatser, till exempel våra profiler i sociala medier och projekten under Projekt på startsidan. Vi styr inte över dem och ansvarar inte för deras innehåll, tillgänglighet eller hantering av personuppgifter. När du besöker dem gäller deras egna villkor och integritetspolicyer.",
          en: "The website links to other websites, such as our social media profiles and the projects under Work on the home page. We do not control them and are not responsible for their content, availability or handling of personal data. Their own terms and privacy policies apply when you visit them.",
        }),
      ],
    },
    {
      id: "enquiries-and-assignments",
      heading: {
        sv: "Förfrågningar och uppdrag",
        en: "Enquiries and engagements",
      },
      blocks: [
        paragraph({
          sv: "Att du skickar ett formulär, bokar ett kostnadsfritt samtal med oss eller får ett förslag från oss skapar inget avtal och förpliktar ingen av parterna. Uppdrag regleras i ett separat skriftligt avtal mellan oss och dig eller din organisation. Om det avtalet och de här villkoren skulle skilja sig åt gäller avtalet.",
          en: "Sending a form, booking a free call with us or receiving a proposal from us creates no contract and binds neither party. Engagements are governed by a separate written agreement between us and you or your organisation. If that agreement and these terms differ, the agreement prevails.",
        }),
      ],
    },
    {
      id: "availability",
      heading: {
        sv: "Webbplatsens tillgänglighet",
        en: "Availability of the website",
      },
      blocks: [
        paragraph({
          sv: "Vi arbetar för att webbplatsen ska vara tillgänglig och fungera väl, men vi kan inte lova att den alltid är tillgänglig, felfri eller fri från avbrott. Vi kan när som helst ändra, flytta eller ta bort innehåll.",
          en: "We work to keep the website available and working well, but we cannot promise that it will always be available, error-free or uninterrupted. We may change, move or remove content at any time.",
        }),
      ],
    },
    {
      id: "liability",
      heading: {
        sv: "Ansvarsbegränsning",
        en: "Limitation of liability",
      },
      blocks: [
        paragraph({
          sv: "Webbplatsen och dess innehåll tillhandahålls i befintligt skick. I den utsträckning svensk lag tillåter ansvarar vi inte för:",
          en: "The website and its content are provided as is. To the extent Swedish law allows, we are not liable for:",
        }),
        bullets(
          {
            sv: "skada som uppstår för att du har agerat på information från webbplatsen",
            en: "loss arising because you acted on information from the website",
          },
          {
            sv: "avbrott, fel eller förlorade data i samband med att du använder webbplatsen",
            en: "interruptions, errors or lost data in connection with your use of the website",
          },
          {
            sv: "innehåll på webbplatser som vi länkar till",
            en: "content on websites we link to",
          },
          {
            sv: "affärer, avtal eller förluster mellan dig och en OTC-desk eller någon annan part som vi har introducerat dig för",
            en: "trades, agreements or losses between you and an OTC desk or any other party we have introduced you to",
          },
          {
            sv: "indirekt skada, till exempel utebliven vinst eller förlorade affärsmöjligheter",
            en: "indirect loss, such as lost profit or lost business opportunities",
          },
        ),
        paragraph({
          sv: "Begränsningarna gäller inte om vi har orsakat skadan uppsåtligen eller genom grov vårdslöshet, och de inskränker inte de rättigheter du har enligt tvingande lag.",
          en: "These limitations do not apply if we caused the loss intentionally or through gross negligence, and they do not restrict any rights you have under mandatory law.",
        }),
      ],
    },
    {
      id: "personal-data",
      heading: {
        sv: "Personuppgifter",
        en: "Personal data",
      },
      blocks: [
        paragraph({
          sv: "Hur vi behandlar de personuppgifter du lämnar via webbplatsen, och vilka rättigheter du har, beskrivs i vår integritetspolicy.",
          en: "How we process the personal data you provide through the website, and what rights you have, is described in our privacy policy.",
        }),
      ],
    },
    {
      id: "changes",
      heading: {
        sv: "Ändringar av villkoren",
        en: "Changes to these terms",
      },
      blocks: [
        paragraph({
          sv: "Vi kan uppdatera villkoren, till exempel när vi ändrar våra tjänster eller när lagen ändras. Den version som är publicerad här gäller från det datum som står överst på sidan. Använder du webbplatsen efter en ändring gäller de nya villkoren.",
          en: "We may update these terms, for example when we change our services or when the law changes. The version published here applies from the date shown at the top of the page. If you use the website after a change, the new terms apply.",
        }),
      ],
    },
    {
      id: "governing-law",
      heading: {
        sv: "Tillämplig lag och tvister",
        en: "Governing law and disputes",
      },
      blocks: [
        paragraph({
          sv: "Svensk lag gäller för de här villkoren och för din användning av webbplatsen. Tvister ska i första hand lösas genom att vi talar med varandra. Går det inte avgörs de av svensk allmän domstol med Stockholms tingsrätt som första instans.",
          en: "Swedish law governs these terms and your use of the website. We will first try to resolve any dispute through discussion. If that fails, disputes are settled by the Swedish general courts, with the Stockholm District Court (Stockholms tingsrätt) as the court of first instance.",
        }),
        paragraph({
          sv: "Är du konsument påverkar detta inte det skydd som tvingande konsumentlagstiftning ger dig.",
          en: "If you are a consumer, this does not affect the protection that mandatory consumer law gives you.",
        }),
      ],
    },
    contactSection({
      sv: "Frågor om villkoren skickar du till {email}. Du kan också ringa oss på {phone}.",
      en: "Send questions about these terms to {email}. You can also call us on {phone}.",
    }),
  ],
};

export const terms: Localized<DocumentPageContent> = /* @__PURE__ */ bothLanguages<DocumentPageContent>(termsDocument);
