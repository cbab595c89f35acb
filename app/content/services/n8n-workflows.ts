// Copy of the n8n workflow automation service page (/services/n8n-workflows), in Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, storiesSection, TOOLS_HEADING, USE_CASES_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Automatisering med n8n",
      en: "n8n workflow automation",
    },
    description: {
      sv: "Vi automatiserar era processer med n8n och kopplar ihop CRM, ekonomi och support. Enkla flöden klara på {{fact:timeline.n8nSimple}}, med full kontroll över era data.",
      en: "We automate your processes with n8n, connecting CRM, finance and support. Simple workflows are ready in {{fact:timeline.n8nSimple}}, with full control over your data.",
    },
    keywords: [
      {
        sv: "n8n",
        en: "n8n",
      },
      {
        sv: "arbetsflödesautomatisering",
        en: "workflow automation",
      },
      {
        sv: "processautomatisering",
        en: "process automation",
      },
      {
        sv: "integrationer",
        en: "integrations",
      },
      {
        sv: "automatisera manuellt arbete",
        en: "automate manual work",
      },
      {
        sv: "AI-automatisering",
        en: "AI automation",
      },
      {
        sv: "egen drift",
        en: "self-hosted automation",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Automatisering",
      en: "Automation",
    },
    title: {
      sv: "Låt n8n sköta det manuella arbetet",
      en: "Let n8n take care of the manual work",
    },
    subtitle: {
      sv: "Vi bygger automatiserade arbetsflöden som kopplar ihop era system, flyttar data åt er och tar hjälp av AI där det gör nytta, så att teamet slipper kopiera, klistra in och dubbelkolla.",
      en: "We build automated workflows that connect your systems, move data for you and bring in AI where it helps, so your team can stop copying, pasting and double-checking.",
    },
    primaryCta: {
      sv: "Automatisera era flöden",
      en: "Automate your workflows",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "Ett enkelt flöde: {{fact:timeline.n8nSimple}}; ett upplägg för hela företaget: {{fact:timeline.n8nCompanyWide}}",
        en: "A simple workflow: {{fact:timeline.n8nSimple}}; a company-wide set-up: {{fact:timeline.n8nCompanyWide}}",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är n8n?",
      en: "What is n8n?",
    },
    paragraphs: [
      {
        sv: "n8n är en plattform för arbetsflödesautomatisering med hundratals färdiga integrationer och full frihet att skriva egen kod där det behövs. Ett flöde kan till exempel hämta en ny order från webbutiken, lägga upp kunden i CRM, bokföra fakturan i ekonomisystemet och meddela teamet i Slack, helt utan handpåläggning.",
        en: "n8n is a workflow automation platform with hundreds of ready-made integrations and complete freedom to write custom code where needed. A workflow can, for example, pick up a new order from your web shop, create the customer in your CRM, post the invoice to your accounting system and notify the team in Slack, with no manual steps at all.",
      },
      {
        sv: "Till skillnad från många liknande verktyg kan n8n köras på er egen server eller i ert eget molnkonto. Det ger kontroll över var data lagras, vilket ofta är avgörande för GDPR, och med community-utgåvan i egen drift ökar kostnaden inte med varje körning. Dessutom har n8n inbyggt stöd för AI, så att flöden kan läsa e-post, sammanfatta dokument och klassificera ärenden med hjälp av språkmodeller.",
        en: "Unlike many similar tools, n8n can run on your own server or in your own cloud account. That gives you control over where data is stored, which is often decisive for GDPR, and with the community edition self-hosted, costs don’t rise with every execution. n8n also has built-in AI support, so workflows can read email, summarise documents and classify cases using language models.",
      },
      {
        sv: "Vi kartlägger era processer, bygger flödena, sätter upp driften och ser till att allt övervakas. Enkla automatiseringar är i gång på {{fact:timeline.n8nSimple}}, medan mer omfattande lösningar för större organisationer tar {{fact:timeline.n8nCompanyWide}}.",
        en: "We map your processes, build the workflows, set up hosting and make sure everything is monitored. Simple automations are up and running in {{fact:timeline.n8nSimple}}, while more extensive solutions for larger organisations take {{fact:timeline.n8nCompanyWide}}.",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Därför automatiserar vi med n8n",
      en: "Why we automate with n8n",
    },
    items: [
      {
        icon: "clock",
        title: {
          sv: "Mindre tid på manuella moment",
          en: "Less time on manual steps",
        },
        text: {
          sv: "Dataöverföring, rapportering och uppföljning sköts automatiskt, och medarbetarna lägger tiden på det som kräver omdöme. Kundexemplen nedan visar vad några av flödena har gett och hur det mättes.",
          en: "Data transfer, reporting and follow-up run automatically, and your people spend their time on work that needs judgement. The client stories below show what some of the workflows achieved and how it was measured.",
        },
      },
      {
        icon: "check",
        title: {
          sv: "Färre fel",
          en: "Fewer errors",
        },
        text: {
          sv: "Ett flöde gör samma sak varje gång. Det ger färre felskrivna belopp, missade uppföljningar och dubbletter i kundregistret, och de fel som ändå uppstår syns i flödets logg.",
          en: "A workflow does the same thing every time. That means fewer mistyped amounts, missed follow-ups and duplicates in your customer records, and the errors that still occur show up in the workflow’s log.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "Allt hänger ihop",
          en: "Everything connected",
        },
        text: {
          sv: "Hundratals färdiga integrationer och möjligheten att anropa vilket API som helst gör att även äldre eller smala branschsystem kan kopplas in.",
          en: "Hundreds of ready-made integrations and the ability to call any API mean that even older or niche industry systems can be connected.",
        },
      },
      {
        icon: "lock",
        title: {
          sv: "Kontroll över era data",
          en: "Control over your data",
        },
        text: {
          sv: "Med n8n i egen drift lagras era data i er miljö, inom EU om ni vill, och ni bestämmer själva över loggar, åtkomst och lagringstider. Data lämnar miljön bara där ett flöde skickar dem vidare, till exempel till en språkmodell, och det bestämmer ni flöde för flöde.",
          en: "With self-hosted n8n, your data is stored in your environment, inside the EU if you wish, and you decide on logs, access and retention. Data leaves your environment only when a workflow sends it on, for example to a language model, and you decide that workflow by workflow.",
        },
      },
      {
        icon: "coins",
        title: {
          sv: "Förutsägbara kostnader",
          en: "Predictable costs",
        },
        text: {
          sv: "Med community-utgåvan i egen drift betalar ni för servern, inte per körning. Behöver ni funktioner ur n8n:s betalda licens räknar vi in den avgiften innan ni bestämmer er.",
          en: "With the community edition self-hosted, you pay for the server, not per execution. If you need features from n8n’s paid licence, we include that fee in the costs we show you before you decide.",
        },
      },
    ],
  },
  offering: {
    kind: "useCases",
    heading: USE_CASES_HEADING,
    intro: {
      sv: "Exempel på flöden vi bygger. Pilarna visar hur informationen rör sig mellan systemen.",
      en: "Examples of workflows we build. The arrows show how information moves between systems.",
    },
    items: [
      {
        icon: "target",
        title: {
          sv: "Försäljning och CRM",
          en: "Sales and CRM",
        },
        text: {
          sv: "Nya förfrågningar fångas upp från formulär och annonser, kompletteras med företagsuppgifter, läggs in i CRM och fördelas direkt till rätt säljare.",
          en: "New leads are captured from forms and ads, enriched with company data, added to the CRM and routed straight to the right salesperson.",
        },
        examples: names("HubSpot → Slack", "Typeform → Pipedrive", "LinkedIn Lead Gen → HubSpot"),
      },
      {
        icon: "coins",
        title: {
          sv: "Ekonomi och fakturering",
          en: "Finance and invoicing",
        },
        text: {
          sv: "Betalningar, fakturor och kvitton registreras automatiskt i ekonomisystemet och stäms av, och avvikelser flaggas för ekonomiteamet.",
          en: "Payments, invoices and receipts are recorded automatically in the accounting system and reconciled, with discrepancies flagged for the finance team.",
        },
        examples: names("Stripe → Fortnox", "Shopify → Visma eEkonomi", "Gmail → Google Drive"),
      },
      {
        icon: "message",
        title: {
          sv: "Kundsupport",
          en: "Customer support",
        },
        text: {
          sv: "Ärenden sorteras, prioriteras och skickas till rätt team. Brådskande ärenden larmar direkt, och kunden får en bekräftelse med förväntad svarstid.",
          en: "Tickets are sorted, prioritised and sent to the right team. Urgent tickets trigger an alert immediately, and the customer receives a confirmation with the expected response time.",
        },
        examples: names("Zendesk → Slack", "Intercom → Jira", "Gmail → Zendesk"),
      },
      {
        icon: "sparkles",
        title: {
          sv: "Marknadsföring",
          en: "Marketing",
        },
        text: {
          sv: "Kundsegment synkas mellan webbutik och nyhetsbrev, kampanjdata samlas i en gemensam rapport och nytt innehåll publiceras i flera kanaler samtidigt.",
          en: "Customer segments sync between your web shop and newsletter, campaign data is gathered in one report and new content is published across several channels at once.",
        },
        examples: names("Shopify → Mailchimp", "WordPress → LinkedIn", "Google Ads → Google Sheets"),
      },
      {
        icon: "users",
        title: {
          sv: "HR och introduktion av nyanställda",
          en: "HR and onboarding",
        },
        text: {
          sv: "När någon anställs skapas konton, behörigheter och introduktionsuppgifter automatiskt, och allt avslutas lika ordnat när någon slutar.",
          en: "When someone is hired, accounts, permissions and onboarding tasks are created automatically, and everything is closed down just as neatly when someone leaves.",
        },
        examples: names("Teamtailor → Microsoft 365", "BambooHR → Slack", "Google Forms → Notion"),
      },
      {
        icon: "robot",
        title: {
          sv: "AI-drivna flöden",
          en: "AI-powered workflows",
        },
        text: {
          sv: "Språkmodeller läser inkommande e-post och dokument, sammanfattar, klassificerar och plockar ut de uppgifter som ska vidare, med en människa som godkänner när det behövs.",
          en: "Language models read incoming email and documents, summarise, classify and extract the details that need to go further, with a person approving where needed.",
        },
        examples: names("Outlook → OpenAI → Airtable", "Google Drive → Claude → Notion", "Gmail → OpenAI → HubSpot"),
      },
    ],
  },
  process: {
    heading: {
      sv: "Så bygger vi era flöden",
      en: "How we build your workflows",
    },
    steps: [
      {
        title: {
          sv: "Kartläggning",
          en: "Process mapping",
        },
        text: {
          sv: "Vi går igenom hur arbetet görs i dag, vilka system som är inblandade och var tiden går åt.",
          en: "We look at how the work is done today, which systems are involved and where the time goes.",
        },
      },
      {
        title: {
          sv: "Prioritering och design",
          en: "Prioritisation and design",
        },
        text: {
          sv: "Vi börjar med de flöden som ger störst effekt och ritar upp logik, datafält och undantagsfall innan vi bygger.",
          en: "We start with the workflows that have the greatest impact and map out logic, data fields and edge cases before we build.",
        },
      },
      {
        title: {
          sv: "Utveckling",
          en: "Build",
        },
        text: {
          sv: "Flödena byggs i n8n med felhantering, automatiska återförsök och tydlig namngivning, så att de är lätta att förstå och förvalta.",
          en: "Workflows are built in n8n with error handling, automatic retries and clear naming, so they are easy to understand and maintain.",
        },
      },
      {
        title: {
          sv: "Test",
          en: "Testing",
        },
        text: {
          sv: "Vi testar med verkliga data och alla kända specialfall och låter era medarbetare kontrollera resultatet innan något går skarpt.",
          en: "We test with real data and every known edge case, and let your staff check the results before anything goes live.",
        },
      },
      {
        title: {
          sv: "Driftsättning",
          en: "Deployment",
        },
        text: {
          sv: "Flödena tas i drift på er server, i ert molnkonto eller i n8n Cloud, med säkerhetskopiering och åtkomststyrning.",
          en: "Workflows go live on your server, in your cloud account or in n8n Cloud, with backups and access control in place.",
        },
      },
      {
        title: {
          sv: "Övervakning och vidareutveckling",
          en: "Monitoring and improvement",
        },
        text: {
          sv: "Vi övervakar körningarna, larmar vid fel och bygger ut automatiseringen i takt med att nya behov dyker upp.",
          en: "We monitor executions, raise alerts on errors and extend the automation as new needs come up.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "n8n är navet, men resultatet hänger lika mycket på AI, datalagring och en stabil driftmiljö.",
      en: "n8n is the hub, but the result depends just as much on AI, data storage and a stable hosting environment.",
    },
    groups: [
      {
        name: {
          sv: "Automatisering",
          en: "Automation",
        },
        items: names("n8n", "n8n Cloud", "Zapier", "Make", "Webhooks", "REST", "GraphQL"),
      },
      {
        name: {
          sv: "AI och språkmodeller",
          en: "AI and language models",
        },
        items: names("OpenAI", "Claude", "LangChain", "Hugging Face"),
      },
      {
        name: {
          sv: "Data och lagring",
          en: "Data and storage",
        },
        items: names("PostgreSQL", "Redis", "Airtable", "Google Sheets"),
      },
      {
        name: {
          sv: "Drift och infrastruktur",
          en: "Hosting and infrastructure",
        },
        items: names("Docker", "Kubernetes", "AWS", "Microsoft Azure"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "Fyra flöden i n8n, hos fyra olika kunder.",
      en: "Four workflows in n8n, for four different clients.",
    },
    items: [
      {
        title: {
          sv: "Snabbare start för nya konsulter",
          en: "A faster start for new consultants",
        },
        sector: {
          sv: "Bemanning",
          en: "Staffing",
        },
        text: {
          sv: "Ett bemanningsföretag i Stockholm automatiserade introduktionen av nya konsulter. Konton, avtal, introduktionsmaterial och schemaläggning skapas så snart en kandidat markeras som anställd. Tiden är mediantiden för de 40 konsulter som började under det första halvåret, jämfört med året innan.",
          en: "A Stockholm staffing company automated its onboarding. Accounts, contracts, induction material and scheduling are created as soon as a candidate is marked as hired. The figure is the median for the 40 consultants who started in the first six months, compared with the year before.",
        },
        result: {
          value: {
            sv: "50 %",
            en: "50%",
          },
          label: {
            sv: "kortare tid från påskrivet avtal till att konton, handlingar och schema är klara",
            en: "less time from signed contract to accounts, paperwork and schedule being in place",
          },
        },
      },
      {
        title: {
          sv: "Anmälningar som blir fakturor och deltagarlistor",
          en: "Registrations that become invoices and attendee lists",
        },
        sector: {
          sv: "Evenemang",
          en: "Events",
        },
        text: {
          sv: "En konferensarrangör i Umeå med ett trettiotal evenemang om året förde över anmälningar för hand från webbformuläret till ekonomisystemet och till lokalernas deltagarlistor. Ett n8n-flöde skapar nu faktura, bekräftelse och deltagarlista så snart någon anmäler sig. Tiden mättes för de tio evenemangen före och de tio efter införandet.",
          en: "A conference organiser in Umeå running some thirty events a year copied registrations by hand from its web form into the accounting system and the venues’ attendee lists. An n8n workflow now creates the invoice, the confirmation and the attendee list as soon as someone registers. Time was measured over the ten events before and the ten after the change.",
        },
        result: {
          value: {
            sv: "57 %",
            en: "57%",
          },
          label: {
            sv: "mindre administrationstid per evenemang",
            en: "less administration time per event",
          },
        },
      },
      {
        title: {
          sv: "Från offertförfrågan till bokat hembesök",
          en: "From quote request to booked home visit",
        },
        sector: {
          sv: "Installation",
          en: "Installation",
        },
        text: {
          sv: "Ett installationsföretag för värmepumpar i Västerås med 25 montörer fick förfrågningar via webbformulär och e-post och förde in dem för hand i sitt affärssystem. Ett n8n-flöde samlar nu förfrågningarna, skapar ärendet, föreslår en tid för hembesök och påminner kunden dagen före. Tiden är mediantiden under de första fyra månaderna, jämfört med samma månader året innan.",
          en: "A heat pump installer in Västerås with 25 fitters received requests through its web form and by email and keyed them into its business system by hand. An n8n workflow now gathers the requests, creates the job, proposes a time for a home visit and reminds the customer the day before. The figure is the median over the first four months, compared with the same months a year earlier.",
        },
        result: {
          value: {
            sv: "46 %",
            en: "46%",
          },
          label: {
            sv: "kortare tid från förfrågan till bokat hembesök",
            en: "less time from request to booked home visit",
          },
        },
      },
      {
        title: {
          sv: "Kvitton och fakturor tolkas med AI",
          en: "Receipts and invoices read with AI",
        },
        sector: {
          sv: "Redovisning",
          en: "Accounting",
        },
        text: {
          sv: "En redovisningsbyrå i Göteborg tog emot kvitton och leverantörsfakturor från hundratals klienter via e-post. Ett n8n-flöde läser bilagorna med AI, tolkar uppgifterna och lägger upp underlag i ekonomisystemet, färdiga för granskning.",
          en: "An accounting firm in Gothenburg received receipts and supplier invoices from hundreds of clients by email. An n8n workflow reads the attachments with AI, interprets the details and creates entries in the accounting system, ready for review.",
        },
      },
    ],
  }),
  faq: {
    heading: {
      sv: "Vanliga frågor",
      en: "Frequently asked questions",
    },
    items: [
      {
        question: {
          sv: "Hur lång tid tar det att komma i gång?",
          en: "How long does it take to get started?",
        },
        answer: {
          sv: "Ett enkelt flöde mellan två eller tre system är normalt klart på {{fact:timeline.n8nSimple}}, inklusive test. Större automatiseringsprojekt med många flöden, egen driftmiljö och krav på behörigheter och loggning tar {{fact:timeline.n8nCompanyWide}}. Vi börjar med det flöde som sparar mest tid, så att ni ser effekt tidigt.",
          en: "A simple workflow between two or three systems is usually ready in {{fact:timeline.n8nSimple}}, including testing. Larger automation projects with many workflows, a dedicated hosting environment and requirements for permissions and logging take {{fact:timeline.n8nCompanyWide}}. We start with the workflow that saves the most time, so you see results early.",
        },
      },
      {
        question: {
          sv: "Varför n8n och inte Zapier eller Make?",
          en: "Why n8n rather than Zapier or Make?",
        },
        answer: {
          sv: "Zapier och Make fungerar utmärkt för enklare automatiseringar, och vi använder dem när de passar bäst. n8n väljer vi när ni vill kunna sköta driften av plattformen själva, behöver avancerad logik eller egen kod, eller har volymer där prissättning per körning blir dyr.",
          en: "Zapier and Make work very well for simpler automations, and we use them when they are the best fit. We choose n8n when you want to host the platform yourselves, need advanced logic or custom code, or have volumes where per-execution pricing gets expensive.",
        },
      },
      {
        question: {
          sv: "Var körs flödena och hur hanteras personuppgifter?",
          en: "Where do the workflows run, and how is personal data handled?",
        },
        answer: {
          sv: "Antingen i n8n Cloud eller i egen drift på en server eller i ert molnkonto, gärna inom EU. I egen drift lagras era data i er miljö och skickas bara till de tjänster ett flöde uttryckligen kopplar in, som en språkmodell hos OpenAI. Ni ser därför i varje flöde vart data går, vilket gör det enklare att uppfylla GDPR.",
          en: "Either in n8n Cloud or self-hosted on a server or in your cloud account, preferably inside the EU. When self-hosted, your data is stored in your environment and sent only to the services a workflow explicitly connects, such as a language model at OpenAI. Each workflow therefore shows where data goes, which makes GDPR compliance easier.",
        },
      },
      {
        question: {
          sv: "Vad händer om ett flöde slutar fungera?",
          en: "What happens if a workflow stops working?",
        },
        answer: {
          sv: "Alla flöden byggs med felhantering och automatiska återförsök, och vid fel skickas ett larm till oss eller till er. Med ett förvaltningsavtal övervakar vi körningarna, åtgärdar problem och uppdaterar flödena när ett anslutet system ändrar sitt API.",
          en: "Every workflow is built with error handling and automatic retries, and any failure sends an alert to us or to you. With a maintenance agreement, we monitor executions, fix problems and update workflows when a connected system changes its API.",
        },
      },
      {
        question: {
          sv: "Kan vi ändra flödena själva efteråt?",
          en: "Can we change the workflows ourselves later?",
        },
        answer: {
          sv: "Ja. Rättigheterna till flödena och konfigurationen övergår till er enligt avtalet, och n8n:s visuella gränssnitt gör dem lätta att följa. Vi dokumenterar varje flöde och erbjuder utbildning, så att era medarbetare kan göra mindre ändringar på egen hand.",
          en: "Yes. The rights to the workflows and the configuration pass to you under the agreement, and n8n’s visual editor makes them easy to follow. We document every workflow and offer training, so your staff can make smaller changes on their own.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Vilka uppgifter vill ni slippa göra för hand?",
      en: "Which tasks would you rather stop doing by hand?",
    },
    text: {
      sv: "Boka ett kostnadsfritt samtal, så går vi igenom era processer och visar vilka flöden som sparar mest tid. Därefter får ni ett förslag på vilka flöden vi börjar med, med pris och tidplan.",
      en: "Book a free call and we’ll go through your processes and show you which workflows save the most time. Then you get a proposal for the workflows to start with, with price and timeline.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
