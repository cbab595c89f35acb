// Copy of the info hub (/info): seven educational topic panels in Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, bullets, paragraph, subheading } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { InfoHubContent } from "~/content/types";

/** The infoHub as its content document holds it: every text in both languages, facts as references. */
export const infoDocument: Localize<InfoHubContent> = {
  meta: {
    title: {
      sv: "Kunskapsbank",
      en: "Info Hub",
    },
    description: {
      sv: "Begripliga guider om AI, blockchain, automatisering, AI-agenter, AI i stora organisationer, tokenisering och DeFi, skrivna för beslutsfattare.",
      en: "Plain-language guides to AI, blockchain, business automation, AI agents, enterprise AI, tokenisation and DeFi for business decision-makers.",
    },
    keywords: [
      {
        sv: "AI-guide",
        en: "AI guide",
      },
      {
        sv: "blockchain för företag",
        en: "blockchain for business",
      },
      {
        sv: "automatisering",
        en: "business automation",
      },
      {
        sv: "AI-agenter",
        en: "AI agents",
      },
      {
        sv: "AI i företag",
        en: "enterprise AI",
      },
      {
        sv: "tokenisering",
        en: "tokenisation",
      },
      {
        sv: "DeFi-staking",
        en: "DeFi staking",
      },
    ],
  },
  title: {
    sv: "Kunskapsbank: AI, blockchain och automatisering förklarat",
    en: "Info Hub: AI, blockchain and automation explained",
  },
  intro: {
    sv: "Raka svar på de frågor vi oftast får av chefer och beslutsfattare som överväger ny teknik. Varje guide förklarar vad tekniken är, hur den fungerar, var den lönar sig och vad ni ska se upp med, så att ni kan fatta beslut på stabil grund. Öppna ett ämne nedan för att läsa mer.",
    en: "Straight answers to the questions we hear most often from leaders weighing up new technology. Each guide explains what the technology is, how it works, where it pays off and what to watch out for, so you can make decisions on solid ground. Open a topic below to read more.",
  },
  tocHeading: {
    sv: "Innehåll",
    en: "Contents",
  },
  topics: [
    {
      id: "ai-technologies",
      icon: "brain",
      title: {
        sv: "AI-tekniker i klartext",
        en: "AI technologies explained",
      },
      summary: {
        sv: "Vad maskininlärning, generativ AI och språkmodeller faktiskt är, och var de skapar värde i en verksamhet.",
        en: "What machine learning, generative AI and language models actually are, and where they create value in a business.",
      },
      body: [
        paragraph({
          sv: "Artificiell intelligens är inte en enskild teknik utan en familj av metoder som låter mjukvara hitta mönster i data och agera utifrån dem. För en beslutsfattare är den viktiga frågan sällan om man ska använda AI i allmänhet, utan vilken sorts AI som passar ett visst problem, vilka data den behöver och hur man vet att den fungerar.",
          en: "Artificial intelligence is not one technology but a family of methods that let software find patterns in data and act on them. For a decision-maker, the useful question is rarely whether to use AI in general, but which kind of AI fits a specific problem, what data it needs and how you will know it works.",
        }),
        subheading({
          sv: "De viktigaste byggstenarna",
          en: "The main building blocks",
        }),
        bullets(
          {
            sv: "Maskininlärning: modeller som tränas på historiska data för att förutsäga eller klassificera, till exempel efterfrågeprognoser, risk för kundbortfall eller bedömning av bedrägeririsk. Fungerar bäst med strukturerade data och ett tydligt rätt svar.",
            en: "Machine learning: models trained on historical data to predict or classify, such as demand forecasts, churn risk or fraud scoring. It works best with structured data and a clear right answer.",
          },
          {
            sv: "Djupinlärning: neurala nätverk i flera lager som hanterar bild, ljud och fritext. Tekniken ligger bakom datorseende i kvalitetskontroll och taligenkänning i kundtjänst.",
            en: "Deep learning: multi-layered neural networks that handle images, sound and free text. It powers computer vision in quality control and speech recognition in customer service.",
          },
          {
            sv: "Stora språkmodeller (LLM): generella modeller som GPT, Claude och Gemini eller öppna alternativ som Llama och Mistral, som läser och skriver text, sammanfattar, översätter och resonerar kring dokument.",
            en: "Large language models (LLMs): general-purpose models such as GPT, Claude and Gemini, or open-weight alternatives such as Llama and Mistral, that read and write text, summarise, translate and reason over documents.",
          },
          {
            sv: "Retrieval-augmented generation (RAG): ett arbetssätt där språkmodellen först söker i era egna dokument och sedan svarar utifrån det den hittat, med källhänvisningar. Det är det vanligaste sättet att låta en modell använda företagets egen kunskap utan att träna om den.",
            en: "Retrieval-augmented generation (RAG): a pattern in which the language model first searches your own documents and then answers based on what it found, with references. It is the most common way to make a model useful on company knowledge without retraining it.",
          },
          {
            sv: "Finjustering: vidareträning av en befintlig modell på era egna exempel. Används när ton, format eller en smal uppgift måste bli mycket konsekvent.",
            en: "Fine-tuning: further training of an existing model on your own examples, used when tone, format or a narrow task must be highly consistent.",
          },
        ),
        paragraph({
          sv: "I praktiken förutsäger en språkmodell den mest sannolika fortsättningen på en text. Det gör den flexibel och välformulerad, men innebär också att den kan ge självsäkra svar som är fel, så kallade hallucinationer. Bra lösningar kombinerar därför modellen med era egna data via RAG, ger den tydliga instruktioner, begränsar vad den får göra och kontrollerar resultatet mot en uppsättning testfrågor både före och efter lansering.",
          en: "In practice, a language model predicts the most likely continuation of a text. That makes it flexible and fluent, but it also means it can give confident answers that are wrong, often called hallucinations. Good solutions therefore combine the model with your own data through RAG, give it clear instructions, limit what it is allowed to do and check its output against a set of test questions both before and after launch.",
        }),
        subheading({
          sv: "Där AI lönar sig",
          en: "Where AI pays off",
        }),
        paragraph({
          sv: "De starkaste affärsfallen finns oftast i repetitivt kunskapsarbete med stora volymer: att besvara återkommande kundfrågor, sortera och fördela e-post, plocka ut uppgifter ur fakturor och avtal, ta fram utkast till rapporter, söka i intern dokumentation och prognostisera efterfrågan. Mät värdet i sparade timmar, kortare ledtider, färre fel eller högre konvertering, och gör en nollmätning innan ni börjar så att effekten går att visa.",
          en: "The strongest business cases are usually found in repetitive, high-volume knowledge work: answering recurring customer questions, sorting and routing email, extracting data from invoices and contracts, drafting reports, searching internal documentation and forecasting demand. Measure value in hours saved, shorter lead times, fewer errors or higher conversion, and take a baseline measurement before you start so the effect can be proven.",
        }),
        subheading({
          sv: "Risker och fallgropar",
          en: "Risks and pitfalls",
        }),
        bullets(
          {
            sv: "Datakvalitet: en modell blir aldrig bättre än de data den lär sig av eller hämtar. Spretiga och inaktuella dokument ger spretiga och inaktuella svar.",
            en: "Data quality: a model is never better than the data it learns from or retrieves. Scattered, outdated documents produce scattered, outdated answers.",
          },
          {
            sv: "Integritet: personuppgifter som skickas till en AI-tjänst omfattas av GDPR. Kontrollera var data behandlas, om de används för att träna modeller och att ett personuppgiftsbiträdesavtal finns på plats.",
            en: "Privacy: personal data sent to an AI service is covered by GDPR. Check where the data is processed, whether it is used to train models and that a data processing agreement is in place.",
          },
          {
            sv: "Reglering: EU:s AI-förordning (AI Act) delar in AI-system efter risk. Den trädde i kraft 2024 och kraven införs stegvis under flera år. De flesta affärsverktyg hamnar i de lägre riskklasserna, men krav på öppenhet, till exempel att användare ska få veta att de pratar med en AI, gäller brett.",
            en: "Regulation: the EU AI Act classifies AI systems by risk. It entered into force in 2024 and its obligations are being phased in over several years. Most business tools fall into the lower risk classes, but transparency duties, such as telling users they are talking to an AI, apply broadly.",
          },
          {
            sv: "Utvärdering: utan ett upprepbart sätt att mäta svarskvaliteten blir varje byte av modell eller instruktion en gissning.",
            en: "Evaluation: without a repeatable way to measure answer quality, every change of model or instructions becomes guesswork.",
          },
        ),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Välj en väl avgränsad process, samla några hundra verkliga exempel och bestäm hur ett bra resultat ser ut. Bygg en liten proof of concept, testa den på riktiga ärenden tillsammans med dem som gör jobbet i dag och skala upp först när siffrorna håller.",
          en: "Pick one well-defined process, collect a few hundred real examples and decide what a good result looks like. Build a small proof of concept, test it on real cases together with the people who do the work today, and scale up only when the numbers hold.",
        }),
      ],
      related: [
        {
          slug: "ai-integration",
          label: {
            sv: "AI-integration",
            en: "AI integration",
          },
        },
        {
          slug: "ai-development",
          label: {
            sv: "AI-utveckling och maskininlärning",
            en: "AI development and machine learning",
          },
        },
      ],
    },
    {
      id: "blockchain-solutions",
      icon: "chain",
      title: {
        sv: "Blockchainlösningar för företag",
        en: "Blockchain solutions for business",
      },
      summary: {
        sv: "Hur distribuerade register och smarta kontrakt fungerar, när de slår en vanlig databas och när de inte gör det.",
        en: "How distributed ledgers and smart contracts work, when they beat a traditional database and when they don’t.",
      },
      body: [
        paragraph({
          sv: "En blockchain är ett gemensamt register som många parter har kopior av och uppdaterar enligt gemensamma regler. När en transaktion väl har bekräftats går den i praktiken inte att ändra utan att alla ser det. Därför passar tekniken där flera organisationer behöver lita på samma data utan att lämna över kontrollen till en enda mellanhand.",
          en: "A blockchain is a shared ledger that many parties keep copies of and update according to common rules. Once a transaction has been confirmed, it is in practice impossible to change without everyone seeing it. That makes the technology useful where several organisations need to trust the same data without handing control to a single intermediary.",
        }),
        subheading({
          sv: "Så fungerar det",
          en: "How it works",
        }),
        paragraph({
          sv: "Transaktioner samlas i block, och varje block innehåller ett kryptografiskt fingeravtryck av det föregående. En konsensusmekanism, i dag oftast proof of stake, avgör vem som får lägga till nästa block och gör fusk dyrt. Ovanpå registret körs smarta kontrakt: program som utförs automatiskt när villkoren är uppfyllda, till exempel att en betalning frigörs när en leverans har bekräftats eller att ett intyg utfärdas när en besiktning är godkänd.",
          en: "Transactions are grouped into blocks, and each block contains a cryptographic fingerprint of the previous one. A consensus mechanism, today usually proof of stake, decides who may add the next block and makes cheating expensive. On top of the ledger run smart contracts: programs that execute automatically when conditions are met, for example releasing a payment when a delivery is confirmed or issuing a certificate when an inspection is approved.",
        }),
        bullets(
          {
            sv: "Publika nätverk som Ethereum och dess lager 2-nätverk är öppna för alla och ger störst räckvidd och bäst samverkan med andra tjänster.",
            en: "Public networks such as Ethereum and its layer 2 networks are open to anyone and offer the widest reach and the best interoperability with other services.",
          },
          {
            sv: "Behörighetsstyrda nätverk som Hyperledger Fabric begränsar vilka som får delta, vilket passar konsortier med kända medlemmar och höga krav på sekretess.",
            en: "Permissioned networks such as Hyperledger Fabric restrict who can take part, which suits consortia with known members and strict confidentiality requirements.",
          },
          {
            sv: "Hybridlösningar behåller känsliga data i vanliga system och skriver bara bevis, som hashvärden och statusändringar, till ett publikt nätverk.",
            en: "Hybrid designs keep sensitive data in ordinary systems and write only proofs, such as hashes and status changes, to a public chain.",
          },
        ),
        subheading({
          sv: "Där det lönar sig",
          en: "Where it pays off",
        }),
        paragraph({
          sv: "Blockchain förtjänar sin plats när det finns flera parter, ett behov av en gemensam och verifierbar historik och en process som i dag bygger på manuella avstämningar eller en dyr mellanhand. Typiska exempel är spårbarhet i leveranskedjor, ursprungs- och hållbarhetsdata, digitala intyg och examensbevis, avräkning mellan företag och digitalt ägande av tillgångar. Om bara en organisation skriver och läser data är en vanlig databas nästan alltid billigare, snabbare och enklare att förvalta.",
          en: "Blockchain earns its place when there are several parties, a need for a shared and verifiable history, and a process that today relies on manual reconciliation or a costly middleman. Typical examples are supply chain traceability, proof of origin and sustainability data, digital certificates and diplomas, settlement between companies, and digital ownership of assets. If only one organisation writes and reads the data, a conventional database is almost always cheaper, faster and easier to maintain.",
        }),
        subheading({
          sv: "Risker och fallgropar",
          en: "Risks and pitfalls",
        }),
        bullets(
          {
            sv: "Oföränderligheten har en baksida: fel i ett smart kontrakt kan bli dyra och svåra att rätta i efterhand. Kontrakt som ska förvalta andras pengar granskas därför ofta av en oberoende firma före lansering.",
            en: "Immutability cuts both ways: bugs in a smart contract can be costly and hard to fix after the fact. That is why contracts that will hold other people’s money are often audited by an independent firm before launch.",
          },
          {
            sv: "Personuppgifter hör inte hemma i ett publikt nätverk. GDPR:s rätt till radering är svår att uppfylla i ett register som inte går att ändra, så lagra personuppgifter utanför nätverket och förankra bara referenser eller saltade hashvärden i det. Ett hashvärde av personuppgifter är fortfarande en personuppgift; först när saltet och underlaget har raderats går posten inte att koppla till någon.",
            en: "Personal data does not belong on a public chain. GDPR’s right to erasure is hard to honour on a ledger that cannot be changed, so keep personal data off-chain and anchor only references or salted hashes on it. A hash of personal data is still personal data; only once the salt and the underlying record have been erased can the entry no longer be linked to anyone.",
          },
          {
            sv: "Nyckelhantering: den som kontrollerar de privata nycklarna kontrollerar tillgångarna. Planera förvaring, säkerhetskopiering och återställning från första dagen.",
            en: "Key management: whoever controls the private keys controls the assets. Plan custody, backup and recovery from day one.",
          },
          {
            sv: "Reglering: kryptotillgångar i EU regleras av MiCA, medan tokens som räknas som finansiella instrument omfattas av värdepappersregelverket. Vilka regler som gäller beror på hur lösningen utformas, så ta in juridisk rådgivning tidigt.",
            en: "Regulation: crypto-assets in the EU are governed by MiCA, while tokens that count as financial instruments fall under securities law. Which rules apply depends on how the solution is designed, so bring in legal advice early.",
          },
        ),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Börja med att skriva ner vilka parterna är, vad de behöver kunna lita på och vad det kostar i dag när den tilliten saknas. Bygg sedan en proof of concept med begränsad omfattning på ett testnätverk, och gå vidare till en produktionslösning med integrationer, säkerhetsgranskning och drift först när den håller.",
          en: "Start by writing down who the parties are, what they need to be able to trust and what it costs today when that trust is missing. Then build a proof of concept with a limited scope on a test network, and move on to a production solution with integrations, a security review and operations only once it holds up.",
        }),
      ],
      related: [
        {
          slug: "blockchain-development",
          label: {
            sv: "Blockchainutveckling",
            en: "Blockchain development",
          },
        },
        {
          slug: "smart-contracts",
          label: {
            sv: "Smarta kontrakt",
            en: "Smart contracts",
          },
        },
      ],
    },
    {
      id: "business-automation",
      icon: "workflow",
      title: {
        sv: "Automatisering av verksamheten",
        en: "Business automation",
      },
      summary: {
        sv: "Hur arbetsflödesverktyg som n8n och no-code-plattformar tar bort manuellt arbete, och hur ni väljer rätt processer att börja med.",
        en: "How workflow tools such as n8n and no-code platforms remove manual work, and how to choose the right processes to start with.",
      },
      body: [
        paragraph({
          sv: "Det går ofta förvånansvärt mycket tid till att flytta information mellan system för hand: kopiera beställningar från e-post till affärssystemet, uppdatera CRM:et efter ett möte eller sammanställa veckorapporter ur tre olika kalkylark. Automatisering innebär att programvara tar över de här stegen på ett pålitligt sätt, så att medarbetarna kan lägga tiden på arbete som kräver omdöme. Rätt gjort minskar automatiseringen dessutom antalet fel, eftersom samma regler tillämpas varje gång.",
          en: "A surprising amount of time often goes into moving information between systems by hand: copying orders from email into the ERP, updating the CRM after a meeting or compiling weekly reports from three different spreadsheets. Business automation means letting software take over these steps reliably, so people can spend their time on work that calls for judgement. Done well, automation also reduces errors, since the same rules are applied every time.",
        }),
        subheading({
          sv: "Automatisering med n8n",
          en: "Workflow automation with n8n",
        }),
        paragraph({
          sv: "Verktyg som n8n kopplar ihop era system via deras API:er och låter er bygga arbetsflöden visuellt. En utlösare startar flödet, till exempel ett nytt formulärsvar, en inkommen faktura eller en viss tidpunkt, och sedan hämtar, bearbetar och skickar en rad steg informationen vidare. n8n kan köras på egna servrar, så att data kan stanna inom EU, och har stöd för kodsteg och AI-noder när de visuella byggstenarna inte räcker. Jämfört med den prissättning per körning som många molntjänster har blir det ofta en stor kostnadsskillnad vid höga volymer.",
          en: "Tools such as n8n connect your systems through their APIs and let you build workflows visually. A trigger starts the flow, for example a new form submission, an incoming invoice or a set time, and a series of steps then fetch, transform and pass the information on. n8n can run on your own servers, so data can stay within the EU, and it supports code steps and AI nodes when the visual building blocks are not enough. Compared with the per-execution pricing of many cloud tools, this often makes a big difference in cost at high volumes.",
        }),
        bullets(
          {
            sv: "Sälj och CRM: nya förfrågningar berikas, poängsätts och tilldelas rätt säljare automatiskt.",
            en: "Sales and CRM: new leads are enriched, scored and assigned to the right salesperson automatically.",
          },
          {
            sv: "Ekonomi: fakturor läses in, matchas mot beställningar och skickas för attest.",
            en: "Finance: invoices are read, matched against purchase orders and sent for approval.",
          },
          {
            sv: "Kundtjänst: inkommande meddelanden kategoriseras och fördelas, och standardfrågor besvaras direkt.",
            en: "Customer service: incoming messages are categorised and routed, and standard questions are answered directly.",
          },
          {
            sv: "Rapportering: data från flera system sammanställs till en daglig eller veckovis översikt.",
            en: "Reporting: data from several systems is compiled into a daily or weekly summary.",
          },
        ),
        subheading({
          sv: "No-code och low-code för nya verktyg",
          en: "No-code and low-code for new tools",
        }),
        paragraph({
          sv: "Ibland handlar behovet inte om att koppla ihop befintliga system utan om att bygga en ny, enkel applikation: en intern portal, ett bokningsflöde eller en första version av en digital produkt. Med no-code- och low-code-plattformar som Bubble, FlutterFlow, Webflow eller Retool går det betydligt snabbare, och oftast billigare, än med traditionell utveckling, så att verkliga användare får pröva idén innan ni investerar stort. Om idén håller kan den första versionen sedan byggas om eller kompletteras med egen kod när behoven växer.",
          en: "Sometimes the need is not to connect existing systems but to build a new, simple application: an internal portal, a booking flow or the first version of a digital product. No-code and low-code platforms such as Bubble, FlutterFlow, Webflow or Retool make this much faster, and usually cheaper, than traditional development, so real users can try the idea before you make a large investment. If the idea holds up, the first version can later be rebuilt or extended with custom code as needs grow.",
        }),
        subheading({
          sv: "Risker och fallgropar",
          en: "Risks and pitfalls",
        }),
        bullets(
          {
            sv: "Att automatisera en dålig process gör bara att felen sker snabbare. Förenkla processen först.",
            en: "Automating a bad process only makes the mistakes happen faster. Simplify the process first.",
          },
          {
            sv: "Flöden som ingen äger går sönder i det tysta. Varje arbetsflöde behöver en ansvarig, felaviseringar och loggning.",
            en: "Flows that nobody owns break silently. Every workflow needs an owner, error notifications and logging.",
          },
          {
            sv: "Inlåsning: no-code-verktyg är snabba, men kontrollera exportmöjligheter, prissättning i större skala och vad som händer om ni växer ur plattformen.",
            en: "Lock-in: no-code tools are fast, but check the export options, the pricing at scale and what happens if you outgrow the platform.",
          },
          {
            sv: "Säkerhet: automatiseringar har ofta inloggningsuppgifter till flera system. Ge dem bara de behörigheter de behöver och förvara hemligheter på ett säkert sätt.",
            en: "Security: automations often hold credentials for several systems. Give them only the permissions they need and store secrets securely.",
          },
        ),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Lista de uppgifter som är repetitiva, regelstyrda och återkommer ofta, och uppskatta hur många timmar i månaden var och en tar. Börja med ett eller två flöden där vinsten är tydlig, och mät efter en månad hur mycket tid som sparats innan ni väljer nästa.",
          en: "List the tasks that are repetitive, rule-based and frequent, and estimate how many hours a month each one takes. Start with one or two flows where the payoff is clear, and after a month measure how much time has been saved before choosing the next.",
        }),
      ],
      related: [
        {
          slug: "n8n-workflows",
          label: {
            sv: "Automatisering med n8n",
            en: "n8n workflow automation",
          },
        },
        {
          slug: "no-code-low-code-mvp",
          label: {
            sv: "MVP med no-code och low-code",
            en: "No-code and low-code MVPs",
          },
        },
      ],
    },
    {
      id: "ai-consulting",
      icon: "lightbulb",
      title: {
        sv: "AI-strategi: från spridda idéer till en plan",
        en: "AI strategy: from scattered ideas to a plan",
      },
      summary: {
        sv: "Hur en lista med AI-idéer blir en prioriterad plan med mätbart affärsvärde.",
        en: "How to turn a list of AI ideas into a prioritised plan with measurable business value.",
      },
      body: [
        paragraph({
          sv: "Att prova en chattbot eller ge personalen en AI-assistent är lätt; att se en bestående effekt på resultatet är svårare. Det som saknas är sällan tekniken. Oftast handlar det om att välja rätt problem, ha ordning på sina data och få människor att ändra sitt sätt att arbeta. En AI-strategi ska överbrygga just det glappet.",
          en: "Trying a chatbot or giving staff an AI assistant is easy; seeing a lasting effect on the bottom line is harder. What is missing is rarely the technology. It is usually about choosing the right problems, having the data in order and getting people to change the way they work. An AI strategy is about closing exactly that gap.",
        }),
        subheading({
          sv: "Vad en AI-rådgivare faktiskt gör",
          en: "What an AI consultant actually does",
        }),
        bullets(
          {
            sv: "Kartlägger processer och pekar ut var AI kan spara tid, minska fel eller skapa nya intäkter.",
            en: "Maps processes and points out where AI can save time, reduce errors or create new revenue.",
          },
          {
            sv: "Bedömer hur redo era data är: vilka data som finns, var de lagras, vilken kvalitet de håller och vem som äger dem.",
            en: "Assesses data readiness: which data exists, where it is stored, what quality it has and who owns it.",
          },
          {
            sv: "Prioriterar användningsfall efter affärsvärde, genomförbarhet och risk, och uppskattar insatsen för vart och ett.",
            en: "Prioritises use cases by business value, feasibility and risk, and estimates the effort for each one.",
          },
          {
            sv: "Rekommenderar om ni ska bygga, köpa eller kombinera: när ett färdigt verktyg räcker och när en skräddarsydd lösning är värd investeringen.",
            en: "Recommends whether to build, buy or combine: when an off-the-shelf tool is enough and when a custom solution is worth the investment.",
          },
          {
            sv: "Sätter upp styrning: riktlinjer för AI-användning, dataskydd, roller och hur resultaten följs upp.",
            en: "Sets up governance: guidelines for AI use, data protection, roles and how results are followed up.",
          },
        ),
        paragraph({
          sv: "Bra rådgivning är konkret. I stället för en lång rapport om AI i allmänhet ska ni få en tydlig bild av vilka två eller tre initiativ ni bör börja med, vad de kräver av organisationen och vilka beslut som behöver fattas och av vem. En bra rådgivare ska också våga säga nej när en enklare lösning, eller ingen AI alls, är det bättre valet.",
          en: "Good advice is concrete. Rather than a long report about AI in general, you should come away with a clear picture of which two or three initiatives to start with, what they demand of your organisation and which decisions need to be made, and by whom. A good adviser should also be willing to say no when a simpler solution, or no AI at all, is the better choice.",
        }),
        subheading({
          sv: "Så brukar arbetet gå till",
          en: "How the work usually proceeds",
        }),
        paragraph({
          sv: "Ett typiskt uppdrag börjar med workshoppar med ledningen och med dem som gör jobbet, följt av en kort analys av system och data. Resultatet är en färdplan med ett fåtal prioriterade initiativ, vart och ett med förväntad effekt, kostnadsuppskattning och ett sätt att mäta utfallet. Därefter görs ett avgränsat test av det mest lovande fallet, så att beslut om större investeringar vilar på verkliga resultat i stället för förväntningar.",
          en: "A typical engagement starts with workshops with management and with the people who do the work, followed by a short analysis of systems and data. The result is a roadmap with a handful of prioritised initiatives, each with an expected effect, a cost estimate and a way to measure the outcome. Next comes a limited test of the most promising case, so that decisions about larger investments rest on real results rather than expectations.",
        }),
        subheading({
          sv: "Risker och fallgropar",
          en: "Risks and pitfalls",
        }),
        paragraph({
          sv: "Den vanligaste fallgropen är att börja i tekniken i stället för i problemet: att först välja en modell eller ett verktyg och sedan leta efter något att använda det till. Andra varningstecken är piloter utan framgångskriterier, projekt utan en ansvarig i verksamheten och ett underskattat förändringsarbete. Ett AI-verktyg som ingen använder skapar inget värde, hur imponerande demonstrationen än var. Även de rättsliga kraven hör hemma i planen från början: GDPR för personuppgifter, AI-förordningens krav utifrån riskklass och branschspecifika regler där sådana finns. En rådgivare kan beskriva kraven och utforma lösningen efter dem, men formella rättsliga bedömningar bör göras tillsammans med era jurister.",
          en: "The most common pitfall is starting with the technology instead of the problem: choosing a model or a tool first and then looking for something to use it for. Other warning signs are pilots without success criteria, projects without a business owner and underestimated change management. An AI tool that nobody uses creates no value, however impressive the demo was. Legal requirements also belong in the plan from the start: GDPR for personal data, the EU AI Act’s requirements by risk class and industry-specific rules where they exist. A consultant can describe the requirements and design the solution around them, but formal legal assessments should be made together with your lawyers.",
        }),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Samla en liten grupp från ledning, it och verksamhet och lista de fem processer som tar mest tid eller skapar mest frustration. Bestäm hur framgång skulle se ut i siffror. Därifrån räcker det oftast med en strukturerad genomlysning på några veckor för att ta fram en färdplan som går att genomföra.",
          en: "Bring together a small group from management, IT and the business, and list the five processes that take the most time or cause the most frustration. Decide what success would look like in numbers. From there, a structured review of a few weeks is usually enough to produce a roadmap you can act on.",
        }),
      ],
      related: [
        {
          slug: "ai-integration",
          label: {
            sv: "AI-integration",
            en: "AI integration",
          },
        },
      ],
    },
    {
      id: "custom-ai-agents",
      icon: "robot",
      title: {
        sv: "AI-agenter för era processer",
        en: "Custom AI agents",
      },
      summary: {
        sv: "Vad som skiljer en AI-agent från en chattbot, vad agenter kan ta över och hur ni inför dem på ett säkert sätt.",
        en: "What sets an AI agent apart from a chatbot, which tasks agents can take over and how to deploy them safely.",
      },
      body: [
        paragraph({
          sv: "En chattbot svarar på frågor. En AI-agent agerar också: den kan slå upp en order, boka ett möte, uppdatera CRM:et, skriva och skicka e-post eller lämna över ett ärende till en människa. Agenten använder en språkmodell för att förstå uppgiften och bestämma nästa steg, och en uppsättning verktyg, alltså integrationer med era system, för att utföra det.",
          en: "A chatbot answers questions. An AI agent also acts: it can look up an order, book a meeting, update the CRM, write and send an email or hand a case over to a person. The agent uses a language model to understand the task and decide the next step, and a set of tools, meaning integrations with your systems, to carry it out.",
        }),
        subheading({
          sv: "Så fungerar en agent",
          en: "How an agent works",
        }),
        paragraph({
          sv: "I grunden arbetar en agent i en slinga: den tolkar förfrågan, planerar, anropar ett verktyg, läser resultatet och avgör om uppgiften är klar eller kräver ett steg till. Moderna modeller stöder detta genom funktionsanrop (function calling), och standarder som Model Context Protocol (MCP) gör det enklare att koppla agenter till affärssystem på ett kontrollerat sätt. Ramverk som LangChain och arbetsflödesverktyg som n8n används ofta för att bygga och samordna agenter, medan själva språkmodellen kan vara GPT, Claude eller en skräddarsydd eller öppen modell, beroende på krav på kostnad, kvalitet och var data får behandlas.",
          en: "At its core, an agent works in a loop: it interprets the request, makes a plan, calls a tool, reads the result and decides whether the task is done or needs another step. Modern models support this through what is known as function calling, and standards such as the Model Context Protocol (MCP) make it easier to connect agents to business systems in a controlled way. Frameworks such as LangChain and workflow tools such as n8n are often used to build and orchestrate agents, while the language model itself can be GPT, Claude or a custom or open-weight model, depending on requirements for cost, quality and where data may be processed.",
        }),
        bullets(
          {
            sv: "Kundtjänst: besvarar återkommande frågor dygnet runt, tar fram orderstatus och lämnar över komplicerade ärenden med en sammanfattning.",
            en: "Customer service: answers recurring questions around the clock, checks order status and hands over complex cases with a summary.",
          },
          {
            sv: "Säljstöd: kvalificerar nya förfrågningar, bokar möten och följer upp via e-post.",
            en: "Sales support: qualifies leads, books meetings and follows up by email.",
          },
          {
            sv: "Administration: sorterar e-post, planerar möten och sköter rutinmässigt pappersarbete.",
            en: "Administration: sorts email, schedules meetings and handles routine paperwork.",
          },
          {
            sv: "Internt stöd: svarar på medarbetarnas frågor om policyer, it och rutiner utifrån er egen dokumentation.",
            en: "Internal support: answers employees’ questions about policies, IT and procedures using your own documentation.",
          },
        ),
        subheading({
          sv: "Där agenter lönar sig",
          en: "Where agents pay off",
        }),
        paragraph({
          sv: "Agenter gör mest nytta i uppgifter som återkommer ofta, följer igenkännbara mönster och kräver att man slår upp saker i flera system; kundexemplet på sidan om AI-agenter visar hur det kan se ut i praktiken. Vad en agent klarar beror på volymer, kvaliteten på kunskapsbasen och hur väl agenten är integrerad, så mät mot er egen utgångspunkt. Det är också viktigt att agenten vet när den ska ge upp: en snabb och smidig överlämning till en människa är en del av en bra kundupplevelse.",
          en: "Agents do the most good in tasks that recur often, follow recognisable patterns and require looking things up in several systems; the client story on the AI agents page shows what this can look like in practice. What an agent can handle depends on volumes, the quality of the knowledge base and how well the agent is integrated, so measure against your own baseline. It also matters that the agent knows when to give up: a quick, smooth handover to a person is part of a good customer experience.",
        }),
        subheading({
          sv: "Risker och hur ni hanterar dem",
          en: "Risks and how to manage them",
        }),
        bullets(
          {
            sv: "Ge agenten bara de behörigheter den behöver, och kräv mänskligt godkännande för åtgärder som kostar pengar eller inte går att ångra.",
            en: "Give the agent only the permissions it needs, and require human approval for actions that cost money or cannot be undone.",
          },
          {
            sv: "Skydda er mot manipulation: instruktioner som gömts i e-post eller dokument, så kallad prompt injection, kan försöka få agenten att göra sådant den inte ska.",
            en: "Protect against manipulation: instructions hidden in emails or documents, known as prompt injection, can try to make the agent do things it should not.",
          },
          {
            sv: "Logga varje åtgärd så att beslut kan spåras och följas upp.",
            en: "Log every action so that decisions can be traced and followed up.",
          },
          {
            sv: "Var öppna: enligt AI-förordningen ska människor få veta när de interagerar med ett AI-system.",
            en: "Be transparent: under the EU AI Act, people should be told when they are interacting with an AI system.",
          },
        ),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Välj en tydligt avgränsad uppgift, beskriv vilka steg en skicklig medarbetare tar i dag och vilka system som används, och bestäm var en människa alltid ska godkänna eller kunna ta över.",
          en: "Choose one clearly defined task, describe the steps a skilled employee takes today and which systems they use, and decide where a person must stay in the loop.",
        }),
      ],
      related: [
        {
          slug: "ai-agents",
          label: {
            sv: "AI-agenter",
            en: "AI agents",
          },
        },
      ],
    },
    {
      id: "enterprise-ai",
      icon: "building",
      title: {
        sv: "AI i större organisationer",
        en: "Enterprise AI",
      },
      summary: {
        sv: "Vad som krävs för att driva AI i stor skala: styrning, säkerhet, integration, testning och kostnadskontroll.",
        en: "What it takes to run AI at scale: governance, security, integration, testing and cost control.",
      },
      body: [
        paragraph({
          sv: "Att gå från en lyckad pilot till AI som används i den dagliga driften i en stor organisation är en helt annan utmaning. Modellen är ofta den minsta delen. Det som avgör är hur AI integreras i befintliga system, hur data och behörigheter styrs, hur kvaliteten testas och följs upp och vem som ansvarar när något går fel.",
          en: "Going from a successful pilot to AI that runs in daily operations across a large organisation is a different challenge altogether. The model is often the smallest part. What decides success is how AI is integrated into existing systems, how data and access are controlled, how quality is tested and followed up, and who is responsible when something goes wrong.",
        }),
        subheading({
          sv: "Byggstenarna",
          en: "The building blocks",
        }),
        bullets(
          {
            sv: "Integration: AI-funktioner inbyggda i de system medarbetarna redan använder, som affärssystem, CRM, intranät och ärendehantering, i stället för i ett separat verktyg.",
            en: "Integration: AI features built into the systems people already use, such as the ERP, CRM, intranet and case management, rather than in a separate tool.",
          },
          {
            sv: "Data och behörigheter: en gemensam, styrd väg till företagets data, där AI:n bara ser det användaren har rätt att se, med single sign-on och rollbaserade behörigheter.",
            en: "Data and access: a single, governed path to company data, where the AI sees only what the user is allowed to see, with single sign-on and role-based permissions.",
          },
          {
            sv: "Val av modell och drift: molntjänster med datalagring inom EU, dedikerade instanser eller öppna modeller i er egen miljö, beroende på känslighet och kostnad.",
            en: "Choice of model and hosting: cloud services with EU data residency, dedicated instances or open-weight models in your own environment, depending on sensitivity and cost.",
          },
          {
            sv: "Förvaltning (MLOps och LLMOps): versionshantering av modeller och instruktioner, övervakning av kvalitet, svarstider och kostnad samt rutiner för uppdateringar.",
            en: "Operations (MLOps and LLMOps): versioning of models and prompts, monitoring of quality, response times and cost, and routines for updates.",
          },
          {
            sv: "Styrning: en AI-policy, ett register över AI-system och deras riskklass samt ett tydligt ägarskap.",
            en: "Governance: an AI policy, a register of AI systems and their risk class, and clear ownership.",
          },
        ),
        paragraph({
          sv: "Kostnadskontrollen förtjänar särskild uppmärksamhet. Språkmodeller debiteras oftast per token, alltså efter mängden text in och ut, så kostnaderna växer med användningen på ett sätt som traditionella licenser inte gör. Sätt budgetar och larm per tillämpning, cachelagra återkommande svar och använd mindre, billigare modeller för enkla uppgifter medan de mest kapabla modellerna reserveras för det som verkligen kräver dem. Mätt på det sättet blir kostnaden per hanterat ärende ett nyckeltal som går att jämföra med det manuella alternativet.",
          en: "Cost control deserves its own attention. Language models are usually billed per token, meaning by the volume of text in and out, so costs grow with usage in a way that traditional licences do not. Set budgets and alerts per application, cache recurring answers and use smaller, cheaper models for simple tasks, reserving the most capable models for the work that really needs them. Measured this way, the cost per handled case becomes a key figure that can be compared with the manual alternative.",
        }),
        subheading({
          sv: "Testning och utvärdering",
          en: "Testing and evaluation",
        }),
        paragraph({
          sv: "Traditionell mjukvara ger samma svar på samma indata. Det gör inte AI, och det ställer nya krav på testningen. Bygg upp en utvärderingsmängd med verkliga frågor och förväntade svar, och kör den automatiskt varje gång en modell, en instruktion eller en datakälla ändras. Komplettera med tester av säkerhet (till exempel prompt injection och dataläckage), prestanda under last och snedvridning i beslut som påverkar människor. För kritiska tillämpningar är manuell granskning av ett urval av svaren ett bra komplement till automatiska mått.",
          en: "Traditional software gives the same output for the same input. AI does not, and that places new demands on testing. Build an evaluation set of real questions and expected answers, and run it automatically every time a model, a prompt or a data source changes. Complement it with tests of security (such as prompt injection and data leakage), performance under load and bias in decisions that affect people. For critical applications, human review of a sample of the answers is a good complement to automated metrics.",
        }),
        subheading({
          sv: "Regelverk och efterlevnad",
          en: "Regulation and compliance",
        }),
        paragraph({
          sv: "EU:s AI-förordning ställer krav utifrån risk: AI som används inom exempelvis rekrytering, kreditprövning eller kritisk infrastruktur klassas som hög risk, med krav på riskhantering, dokumentation, mänsklig tillsyn och datakvalitet. GDPR gäller så snart personuppgifter behandlas, och många organisationer omfattas dessutom av NIS2 och branschspecifika regler. Standarder för ledningssystem som ISO/IEC 42001 kan ge struktur åt arbetet. Kraven går att hantera, men de behöver byggas in från början i stället för att läggas till på slutet.",
          en: "The EU AI Act sets requirements based on risk: AI used in areas such as recruitment, credit assessment or critical infrastructure is classed as high-risk, with requirements for risk management, documentation, human oversight and data quality. GDPR applies as soon as personal data is processed, and many organisations are also covered by NIS2 and sector-specific rules. Management system standards such as ISO/IEC 42001 can give the work structure. The requirements are manageable, but they need to be designed in from the start rather than bolted on at the end.",
        }),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Inventera den AI som redan används i organisationen, inklusive verktyg som medarbetare har börjat använda på egen hand, och ta fram en gemensam policy. Välj en plattform och en arkitektur som flera användningsfall kan dela, och börja med en tillämpning där värdet är tydligt och risken låg.",
          en: "Take stock of the AI already in use across the organisation, including tools that staff have started using on their own, and agree on a common policy. Choose a platform and an architecture that several use cases can share, and start with an application where the value is clear and the risk is low.",
        }),
      ],
      related: [
        {
          slug: "ai-integration",
          label: {
            sv: "AI-integration",
            en: "AI integration",
          },
        },
        {
          slug: "enterprise-testing",
          label: {
            sv: "Test av SaaS och AI",
            en: "SaaS and AI testing",
          },
        },
      ],
    },
    {
      id: "tokenization-defi",
      icon: "coins",
      title: {
        sv: "Tokenisering och DeFi",
        en: "Tokenisation and DeFi",
      },
      summary: {
        sv: "Hur reala tillgångar blir digitala tokens, hur staking och decentraliserad finans fungerar och vilka risker som måste vägas in.",
        en: "How real-world assets become digital tokens, how staking and decentralised finance work, and which risks to weigh up.",
      },
      body: [
        paragraph({
          sv: "Tokenisering innebär att äganderätten till en tillgång, till exempel en fastighet, en fondandel, en obligation, ett lån eller en faktura, representeras av en digital token på en blockchain. Den kan sedan överlåtas, delas upp och avvecklas direkt mellan parter, och ägarhistoriken registreras på ett verifierbart sätt. Decentraliserad finans, DeFi, är samlingsnamnet för finansiella tjänster som utlåning, handel och staking som körs i smarta kontrakt i stället för via traditionella mellanhänder.",
          en: "Tokenisation means representing ownership of an asset, such as a property, a fund unit, a bond, a loan or an invoice, as a digital token on a blockchain. The token can then be transferred, divided and settled directly between parties, with the ownership history recorded in a verifiable way. Decentralised finance, DeFi, is the collective name for financial services such as lending, trading and staking that run on smart contracts instead of through traditional intermediaries.",
        }),
        subheading({
          sv: "Så fungerar tokenisering",
          en: "How tokenisation works",
        }),
        paragraph({
          sv: "Först får tillgången en juridisk struktur, ofta ett bolag eller en fond som äger den underliggande tillgången och vars andelar eller fordringar sedan representeras av tokens. Ett smart kontrakt styr utgivning, överlåtelser och utbetalningar som utdelning eller ränta. För reglerade tillgångar används ofta behörighetsstyrda tokenstandarder som ERC-3643, som ser till att bara verifierade investerare som gått igenom kundkännedomskontroll (KYC) och kontroll mot penningtvätt kan äga och handla med tokenen.",
          en: "First the asset is given a legal structure, often a company or fund that owns the underlying asset and whose shares or claims are then represented by tokens. A smart contract governs issuance, transfers and distributions such as dividends or interest. For regulated assets, permissioned token standards such as ERC-3643 are often used, which ensure that only verified investors who have passed know-your-customer (KYC) and anti-money-laundering checks can hold and trade the token.",
        }),
        bullets(
          {
            sv: "Delat ägande sänker det lägsta investeringsbeloppet och kan bredda kretsen av investerare.",
            en: "Fractional ownership lowers the minimum investment and can widen the circle of investors.",
          },
          {
            sv: "Snabbare avveckling: överlåtelser kan avvecklas på minuter i stället för dagar, om betalningen också sker i nätverket.",
            en: "Faster settlement: transfers can be settled in minutes instead of days where payment also moves on the network.",
          },
          {
            sv: "Programmerbara regler: utbetalningar, inlåsningsperioder och begränsningar för investerare byggs in i kontraktet.",
            en: "Programmable rules: distributions, lock-up periods and investor restrictions are built into the contract.",
          },
          {
            sv: "Transparens: innehav och transaktioner kan granskas löpande.",
            en: "Transparency: holdings and transactions can be audited continuously.",
          },
        ),
        subheading({
          sv: "Staking och DeFi",
          en: "Staking and DeFi",
        }),
        paragraph({
          sv: "I nätverk som använder proof of stake kan innehavare låsa sina tokens för att bidra till nätverkets säkerhet och få belöningar i gengäld. Det kallas staking. Organisationer, till exempel stiftelser med lång placeringshorisont, kan använda staking för att skapa avkastning på kryptotillgångar de redan äger, antingen genom att driva egna validatorer, via en stakingplattform eller genom likvid staking, där man får en token som representerar den låsta positionen. Avkastningen varierar med nätverk och marknadsläge och är aldrig garanterad.",
          en: "In blockchains that use proof of stake, holders can lock up their tokens to help secure the network and receive rewards in return. This is called staking. Organisations such as foundations with a long investment horizon can use staking to earn a yield on crypto-assets they already hold, either by running their own validators, through a staking platform or through liquid staking, where you receive a token that represents the staked position. Yields vary with the network and market conditions and are never guaranteed.",
        }),
        subheading({
          sv: "Risker och reglering",
          en: "Risks and regulation",
        }),
        bullets(
          {
            sv: "Risk i smarta kontrakt: fel eller sårbarheter kan leda till förluster, så använd granskad kod och begränsa exponeringen.",
            en: "Smart contract risk: bugs or vulnerabilities can lead to losses, so use audited code and limit your exposure.",
          },
          {
            sv: "Marknads- och likviditetsrisk: priserna på kryptotillgångar svänger kraftigt, och tokeniserade tillgångar har inte automatiskt en likvid andrahandsmarknad.",
            en: "Market and liquidity risk: crypto-asset prices fluctuate sharply, and tokenised assets do not automatically have a liquid secondary market.",
          },
          {
            sv: "Slashing och inlåsning: validatorer som bryter mot nätverkets regler kan förlora en del av sin insats, och det kan ta dagar eller veckor att ta ut tillgångarna ur staking.",
            en: "Slashing and lock-up: validators that break the network’s rules can lose part of their stake, and unstaking can take days or weeks.",
          },
          {
            sv: "Reglering: MiCA tillämpas fullt ut i hela EU sedan slutet av 2024 och omfattar emittenter av kryptotillgångar och tjänsteleverantörer. Tokens som räknas som finansiella instrument omfattas i stället av värdepappersregelverket, där EU:s pilotordning för DLT-baserade marknadsinfrastrukturer tillåter viss handel och avveckling med blockchainteknik. Hur en enskild token ska klassas kräver en juridisk bedömning.",
            en: "Regulation: MiCA has applied in full across the EU since the end of 2024 and covers crypto-asset issuers and service providers. Tokens that qualify as financial instruments fall under securities legislation instead, where the EU’s DLT Pilot Regime allows certain trading and settlement on blockchain. How an individual token should be classified requires a legal assessment.",
          },
        ),
        subheading({
          sv: "Så kommer ni i gång",
          en: "How to get started",
        }),
        paragraph({
          sv: "Börja med syftet: vem ska investera, varför skulle de vilja ha en token i stället för en traditionell andel och vilka regler gäller för den investerargruppen? Välj sedan juridisk struktur och nätverk, och bygg en pilot med ett begränsat antal investerare.",
          en: "Start with the purpose: who should invest, why would they want a token rather than a traditional share, and which rules apply to that group of investors? Then choose the legal structure and the blockchain, and build a pilot with a limited number of investors.",
        }),
      ],
      related: [
        {
          slug: "tokenization",
          label: {
            sv: "Tokenisering av tillgångar",
            en: "Asset tokenisation",
          },
        },
        {
          slug: "defi-staking",
          label: {
            sv: "DeFi-staking",
            en: "DeFi staking",
          },
        },
      ],
    },
  ],
};

export const infoHub: Localized<InfoHubContent> = /* @__PURE__ */ bothLanguages<InfoHubContent>(infoDocument);
