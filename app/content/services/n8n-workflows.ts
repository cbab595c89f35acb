// Copy of the n8n workflow automation service page (/services/n8n-workflows), in Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Automatisering med n8n",
      description: `Vi automatiserar era processer med n8n och kopplar ihop CRM, ekonomi och support. Enkla flöden klara på ${facts.sv.timeline.n8nSimple}, med full kontroll över era data.`,
      keywords: [
        "n8n",
        "arbetsflödesautomatisering",
        "processautomatisering",
        "integrationer",
        "automatisera manuellt arbete",
        "AI-automatisering",
        "egen drift",
      ],
    },
    hero: {
      eyebrow: "Automatisering",
      title: "Låt n8n sköta det manuella arbetet",
      subtitle:
        "Vi bygger automatiserade arbetsflöden som kopplar ihop era system, flyttar data åt er och tar hjälp av AI där det gör nytta, så att teamet slipper kopiera, klistra in och dubbelkolla.",
      primaryCta: "Automatisera era flöden",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Ett enkelt flöde: ${facts.sv.timeline.n8nSimple}; ett upplägg för hela företaget: ${facts.sv.timeline.n8nCompanyWide}`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är n8n?",
      paragraphs: [
        "n8n är en plattform för arbetsflödesautomatisering med hundratals färdiga integrationer och full frihet att skriva egen kod där det behövs. Ett flöde kan till exempel hämta en ny order från webbutiken, lägga upp kunden i CRM, bokföra fakturan i ekonomisystemet och meddela teamet i Slack, helt utan handpåläggning.",
        "Till skillnad från många liknande verktyg kan n8n köras på er egen server eller i ert eget molnkonto. Det ger kontroll över var data lagras, vilket ofta är avgörande för GDPR, och med community-utgåvan i egen drift ökar kostnaden inte med varje körning. Dessutom har n8n inbyggt stöd för AI, så att flöden kan läsa e-post, sammanfatta dokument och klassificera ärenden med hjälp av språkmodeller.",
        `Vi kartlägger era processer, bygger flödena, sätter upp driften och ser till att allt övervakas. Enkla automatiseringar är igång på ${facts.sv.timeline.n8nSimple}, medan mer omfattande lösningar för större organisationer tar ${facts.sv.timeline.n8nCompanyWide}.`,
      ],
    },
    benefits: {
      heading: "Därför automatiserar vi med n8n",
      items: [
        {
          icon: "clock",
          title: "Frigjorda timmar varje vecka",
          text: "Dataöverföring, rapportering och uppföljning sköts automatiskt, och medarbetarna lägger tiden på det som kräver omdöme. Hur mycket tid det frigör visar kundexemplen nedan.",
        },
        {
          icon: "check",
          title: "Färre fel",
          text: "Ett flöde gör samma sak varje gång. Det ger färre felskrivna belopp, missade uppföljningar och dubbletter i kundregistret, och de fel som ändå uppstår syns i flödets logg.",
        },
        {
          icon: "puzzle",
          title: "Allt hänger ihop",
          text: "Hundratals färdiga integrationer och möjligheten att anropa vilket API som helst gör att även äldre eller smala branschsystem kan kopplas in.",
        },
        {
          icon: "lock",
          title: "Kontroll över era data",
          text: "Med n8n i egen drift lagras era data i er miljö, inom EU om ni vill, och ni bestämmer själva över loggar, åtkomst och lagringstider. Data lämnar miljön bara där ett flöde skickar dem vidare, till exempel till en språkmodell, och det bestämmer ni flöde för flöde.",
        },
        {
          icon: "coins",
          title: "Förutsägbara kostnader",
          text: "Med community-utgåvan i egen drift betalar ni för servern, inte per körning. Behöver ni funktioner ur n8n:s betalda licens räknar vi in den avgiften innan ni bestämmer er.",
        },
      ],
    },
    offering: {
      kind: "useCases",
      heading: "Användnings\u00ADområden",
      intro: "Exempel på flöden vi bygger. Pilarna visar hur informationen rör sig mellan systemen.",
      items: [
        {
          icon: "target",
          title: "Försäljning och CRM",
          text: "Nya förfrågningar fångas upp från formulär och annonser, kompletteras med företagsuppgifter, läggs in i CRM och fördelas direkt till rätt säljare.",
          examples: ["HubSpot → Slack", "Typeform → Pipedrive", "LinkedIn Lead Gen → HubSpot"],
        },
        {
          icon: "coins",
          title: "Ekonomi och fakturering",
          text: "Betalningar, fakturor och kvitton registreras automatiskt i ekonomisystemet och stäms av, och avvikelser flaggas för ekonomiteamet.",
          examples: ["Stripe → Fortnox", "Shopify → Visma eEkonomi", "Gmail → Google Drive"],
        },
        {
          icon: "message",
          title: "Kundsupport",
          text: "Ärenden sorteras, prioriteras och skickas till rätt team. Brådskande ärenden larmar direkt, och kunden får en bekräftelse med förväntad svarstid.",
          examples: ["Zendesk → Slack", "Intercom → Jira", "Gmail → Zendesk"],
        },
        {
          icon: "sparkles",
          title: "Marknadsföring",
          text: "Kundsegment synkas mellan webbutik och nyhetsbrev, kampanjdata samlas i en gemensam rapport och nytt innehåll publiceras i flera kanaler samtidigt.",
          examples: ["Shopify → Mailchimp", "WordPress → LinkedIn", "Google Ads → Google Sheets"],
        },
        {
          icon: "users",
          title: "HR och introduktion av nyanställda",
          text: "När någon anställs skapas konton, behörigheter och introduktionsuppgifter automatiskt, och allt avslutas lika ordnat när någon slutar.",
          examples: ["Teamtailor → Microsoft 365", "BambooHR → Slack", "Google Forms → Notion"],
        },
        {
          icon: "robot",
          title: "AI-drivna flöden",
          text: "Språkmodeller läser inkommande e-post och dokument, sammanfattar, klassificerar och plockar ut de uppgifter som ska vidare, med en människa som godkänner när det behövs.",
          examples: ["Outlook → OpenAI → Airtable", "Google Drive → Claude → Notion", "Gmail → OpenAI → HubSpot"],
        },
      ],
    },
    process: {
      heading: "Så bygger vi era flöden",
      steps: [
        {
          title: "Kartläggning",
          text: "Vi går igenom hur arbetet görs i dag, vilka system som är inblandade och var tiden går åt.",
        },
        {
          title: "Prioritering och design",
          text: "Vi börjar med de flöden som ger störst effekt och ritar upp logik, datafält och undantagsfall innan vi bygger.",
        },
        {
          title: "Utveckling",
          text: "Flödena byggs i n8n med felhantering, automatiska återförsök och tydlig namngivning, så att de är lätta att förstå och förvalta.",
        },
        {
          title: "Test",
          text: "Vi testar med verkliga data och alla kända specialfall och låter era medarbetare kontrollera resultatet innan något går skarpt.",
        },
        {
          title: "Driftsättning",
          text: "Flödena tas i drift på er server, i ert molnkonto eller i n8n Cloud, med säkerhetskopiering och åtkomststyrning.",
        },
        {
          title: "Övervakning och vidareutveckling",
          text: "Vi övervakar körningarna, larmar vid fel och bygger ut automatiseringen i takt med att nya behov dyker upp.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "n8n är navet, men resultatet hänger lika mycket på AI, datalagring och en stabil driftmiljö.",
      groups: [
        { name: "Automatisering", items: ["n8n", "n8n Cloud", "Webhooks", "REST", "GraphQL"] },
        { name: "AI och språkmodeller", items: ["OpenAI", "Claude", "LangChain", "Hugging Face"] },
        { name: "Data och lagring", items: ["PostgreSQL", "Redis", "Airtable", "Google Sheets"] },
        { name: "Drift och infrastruktur", items: ["Docker", "Kubernetes", "AWS", "Microsoft Azure"] },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Fyra flöden i n8n och den tid de har frigjort. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Kvitton och fakturor tolkas med AI",
          sector: "Redovisning",
          text: "En redovisningsbyrå i Göteborg tog emot kvitton och leverantörsfakturor från hundratals klienter via e-post. Ett n8n-flöde läser bilagorna med AI, tolkar uppgifterna och lägger upp underlag i ekonomisystemet, färdiga för granskning. Byrån mätte tiden per underlag under tre månader före och tre månader efter införandet.",
          result: { value: "75 %", label: "mindre tid på manuell hantering" },
        },
        {
          title: "Snabbare start för nya konsulter",
          sector: "Bemanning",
          text: "Ett bemanningsföretag i Stockholm automatiserade introduktionen av nya konsulter. Konton, avtal, introduktionsmaterial och schemaläggning skapas så snart en kandidat markeras som anställd. Tiden är mediantiden för de 40 konsulter som började under det första halvåret, jämfört med året innan.",
          result: { value: "50 %", label: "kortare tid från påskrivet avtal till att konton, avtal och schema är klara" },
        },
        {
          title: "Anmälningar som blir fakturor och deltagarlistor",
          sector: "Evenemang",
          text: "En konferensarrangör i Umeå med ett trettiotal evenemang om året förde över anmälningar för hand från webbformuläret till ekonomisystemet och till lokalernas deltagarlistor. Ett n8n-flöde skapar nu faktura, bekräftelse och deltagarlista så snart någon anmäler sig. Tiden mättes för de tio evenemangen före och de tio efter införandet.",
          result: { value: "57 %", label: "mindre administrationstid per evenemang" },
        },
        {
          title: "Från offertförfrågan till bokat hembesök",
          sector: "Installation",
          text: "Ett installationsföretag för värmepumpar i Västerås med 25 montörer fick förfrågningar via webbformulär och e-post och förde in dem för hand i sitt affärssystem. Ett n8n-flöde samlar nu förfrågningarna, skapar ärendet, föreslår en tid för hembesök och påminner kunden dagen före. Tiden är mediantiden under de första fyra månaderna, jämfört med samma månader året innan.",
          result: { value: "46 %", label: "kortare tid från förfrågan till bokat hembesök" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur lång tid tar det att komma igång?",
          answer: `Ett enkelt flöde mellan två eller tre system är normalt klart på ${facts.sv.timeline.n8nSimple}, inklusive test. Större automatiseringsprojekt med många flöden, egen driftmiljö och krav på behörigheter och loggning tar ${facts.sv.timeline.n8nCompanyWide}. Vi börjar med det flöde som sparar mest tid, så att ni ser effekt tidigt.`,
        },
        {
          question: "Varför n8n och inte Zapier eller Make?",
          answer:
            "Zapier och Make fungerar utmärkt för enklare automatiseringar, och vi använder dem när de passar bäst. n8n väljer vi när ni vill kunna sköta driften av plattformen själva, behöver avancerad logik eller egen kod, eller har volymer där prissättning per körning blir dyr.",
        },
        {
          question: "Var körs flödena och hur hanteras personuppgifter?",
          answer:
            "Antingen i n8n Cloud eller i egen drift på en server eller i ert molnkonto, gärna inom EU. I egen drift lagras era data i er miljö och skickas bara till de tjänster ett flöde uttryckligen kopplar in, som en språkmodell hos OpenAI. Ni ser därför i varje flöde vart data går, vilket gör det enklare att uppfylla GDPR.",
        },
        {
          question: "Vad händer om ett flöde slutar fungera?",
          answer:
            "Alla flöden byggs med felhantering och automatiska återförsök, och vid fel skickas ett larm till oss eller till er. Med ett supportavtal övervakar vi körningarna, åtgärdar problem och uppdaterar flödena när ett anslutet system ändrar sitt API.",
        },
        {
          question: "Kan vi ändra flödena själva efteråt?",
          answer:
            "Ja. Ni äger alla flöden och all konfiguration, och n8n:s visuella gränssnitt gör dem lätta att följa. Vi dokumenterar varje flöde och erbjuder utbildning, så att era medarbetare kan göra mindre ändringar på egen hand.",
        },
      ],
    },
    cta: {
      heading: "Vilka uppgifter vill ni slippa göra för hand?",
      text: `Boka ett kostnadsfritt samtal, så går vi igenom era processer och visar vilka flöden som sparar mest tid. Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "n8n workflow automation",
      description: `We automate your processes with n8n, connecting CRM, finance and support. Simple workflows are ready in ${facts.en.timeline.n8nSimple}, with full control over your data.`,
      keywords: [
        "n8n",
        "workflow automation",
        "process automation",
        "integrations",
        "automate manual work",
        "AI automation",
        "self-hosted automation",
      ],
    },
    hero: {
      eyebrow: "Automation",
      title: "Let n8n take care of the manual work",
      subtitle:
        "We build automated workflows that connect your systems, move data for you and bring in AI where it helps, so your team can stop copying, pasting and double-checking.",
      primaryCta: "Automate your workflows",
      secondaryCta: "Learn More",
      typical: {
        duration: `A simple workflow: ${facts.en.timeline.n8nSimple}; a company-wide set-up: ${facts.en.timeline.n8nCompanyWide}`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is n8n?",
      paragraphs: [
        "n8n is a workflow automation platform with hundreds of ready-made integrations and complete freedom to write custom code where needed. A workflow can, for example, pick up a new order from your web shop, create the customer in your CRM, post the invoice to your accounting system and notify the team in Slack, with no manual steps at all.",
        "Unlike many similar tools, n8n can run on your own server or in your own cloud account. That gives you control over where data is stored, which is often decisive for GDPR, and with the community edition self-hosted, costs don’t rise with every execution. n8n also has built-in AI support, so workflows can read email, summarise documents and classify cases using language models.",
        `We map your processes, build the workflows, set up hosting and make sure everything is monitored. Simple automations are up and running in ${facts.en.timeline.n8nSimple}, while more extensive solutions for larger organisations take ${facts.en.timeline.n8nCompanyWide}.`,
      ],
    },
    benefits: {
      heading: "Why we automate with n8n",
      items: [
        {
          icon: "clock",
          title: "Hours back every week",
          text: "Data transfer, reporting and follow-up run automatically, and your people spend their time on work that needs judgement. The client stories below show how much time that freed up.",
        },
        {
          icon: "check",
          title: "Fewer errors",
          text: "A workflow does the same thing every time. That means fewer mistyped amounts, missed follow-ups and duplicates in your customer records, and the errors that still occur show up in the workflow’s log.",
        },
        {
          icon: "puzzle",
          title: "Everything connected",
          text: "Hundreds of ready-made integrations and the ability to call any API mean that even older or niche industry systems can be connected.",
        },
        {
          icon: "lock",
          title: "Control over your data",
          text: "With self-hosted n8n, your data is stored in your environment, inside the EU if you wish, and you decide on logs, access and retention. Data leaves it only where a workflow sends it on, for example to a language model, and you decide that workflow by workflow.",
        },
        {
          icon: "coins",
          title: "Predictable costs",
          text: "With the community edition self-hosted, you pay for the server, not per execution. If you need features from n8n’s paid licence, we count that fee in before you decide.",
        },
      ],
    },
    offering: {
      kind: "useCases",
      heading: "Use cases",
      intro: "Examples of workflows we build. The arrows show how information moves between systems.",
      items: [
        {
          icon: "target",
          title: "Sales and CRM",
          text: "New leads are captured from forms and ads, enriched with company data, added to the CRM and routed straight to the right salesperson.",
          examples: ["HubSpot → Slack", "Typeform → Pipedrive", "LinkedIn Lead Gen → HubSpot"],
        },
        {
          icon: "coins",
          title: "Finance and invoicing",
          text: "Payments, invoices and receipts are recorded automatically in the accounting system and reconciled, with discrepancies flagged for the finance team.",
          examples: ["Stripe → Fortnox", "Shopify → Visma eEkonomi", "Gmail → Google Drive"],
        },
        {
          icon: "message",
          title: "Customer support",
          text: "Tickets are sorted, prioritised and sent to the right team. Urgent tickets trigger an alert immediately, and the customer receives a confirmation with the expected response time.",
          examples: ["Zendesk → Slack", "Intercom → Jira", "Gmail → Zendesk"],
        },
        {
          icon: "sparkles",
          title: "Marketing",
          text: "Customer segments sync between your web shop and newsletter, campaign data is gathered in one report and new content is published across several channels at once.",
          examples: ["Shopify → Mailchimp", "WordPress → LinkedIn", "Google Ads → Google Sheets"],
        },
        {
          icon: "users",
          title: "HR and onboarding",
          text: "When someone is hired, accounts, permissions and onboarding tasks are created automatically, and everything is closed down just as neatly when someone leaves.",
          examples: ["Teamtailor → Microsoft 365", "BambooHR → Slack", "Google Forms → Notion"],
        },
        {
          icon: "robot",
          title: "AI-powered workflows",
          text: "Language models read incoming email and documents, summarise, classify and extract the details that need to go further, with a person approving where needed.",
          examples: ["Outlook → OpenAI → Airtable", "Google Drive → Claude → Notion", "Gmail → OpenAI → HubSpot"],
        },
      ],
    },
    process: {
      heading: "How we build your workflows",
      steps: [
        {
          title: "Process mapping",
          text: "We look at how the work is done today, which systems are involved and where the time goes.",
        },
        {
          title: "Prioritisation and design",
          text: "We start with the workflows that have the greatest impact and map out logic, data fields and edge cases before we build.",
        },
        {
          title: "Build",
          text: "Workflows are built in n8n with error handling, automatic retries and clear naming, so they are easy to understand and maintain.",
        },
        {
          title: "Testing",
          text: "We test with real data and every known edge case, and let your staff check the results before anything goes live.",
        },
        {
          title: "Deployment",
          text: "Workflows go live on your server, in your cloud account or in n8n Cloud, with backups and access control in place.",
        },
        {
          title: "Monitoring and improvement",
          text: "We monitor executions, raise alerts on errors and extend the automation as new needs come up.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "n8n is the hub, but the result depends just as much on AI, data storage and a stable hosting environment.",
      groups: [
        { name: "Automation", items: ["n8n", "n8n Cloud", "Webhooks", "REST", "GraphQL"] },
        { name: "AI and language models", items: ["OpenAI", "Claude", "LangChain", "Hugging Face"] },
        { name: "Data and storage", items: ["PostgreSQL", "Redis", "Airtable", "Google Sheets"] },
        { name: "Hosting and infrastructure", items: ["Docker", "Kubernetes", "AWS", "Microsoft Azure"] },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `Four workflows in n8n and the time they have freed up. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Receipts and invoices read with AI",
          sector: "Accounting",
          text: "An accounting firm in Gothenburg received receipts and supplier invoices from hundreds of clients by email. An n8n workflow reads the attachments with AI, interprets the details and creates entries in the accounting system, ready for review. The firm measured the time per document over three months before and three months after the change.",
          result: { value: "75%", label: "less manual processing time" },
        },
        {
          title: "A faster start for new consultants",
          sector: "Staffing",
          text: "A Stockholm staffing company automated its onboarding. Accounts, contracts, induction material and scheduling are created as soon as a candidate is marked as hired. The figure is the median for the 40 consultants who started in the first six months, compared with the year before.",
          result: { value: "50%", label: "less time from signed contract to accounts, contract and schedule being ready" },
        },
        {
          title: "Registrations that become invoices and attendee lists",
          sector: "Events",
          text: "A conference organiser in Umeå running some thirty events a year copied registrations by hand from its web form into the accounting system and the venues’ attendee lists. An n8n workflow now creates the invoice, the confirmation and the attendee list as soon as someone registers. Time was measured over the ten events before and the ten after the change.",
          result: { value: "57%", label: "less administration time per event" },
        },
        {
          title: "From quote request to booked home visit",
          sector: "Installation",
          text: "A heat pump installer in Västerås with 25 fitters received requests through its web form and by email and keyed them into its business system by hand. An n8n workflow now gathers the requests, creates the job, proposes a time for a home visit and reminds the customer the day before. The figure is the median over the first four months, compared with the same months a year earlier.",
          result: { value: "46%", label: "less time from request to booked home visit" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How long does it take to get started?",
          answer: `A simple workflow between two or three systems is usually ready in ${facts.en.timeline.n8nSimple}, including testing. Larger automation projects with many workflows, a dedicated hosting environment and requirements for permissions and logging take ${facts.en.timeline.n8nCompanyWide}. We start with the workflow that saves the most time, so you see results early.`,
        },
        {
          question: "Why n8n rather than Zapier or Make?",
          answer:
            "Zapier and Make work very well for simpler automations, and we use them when they are the best fit. We choose n8n when you want to host the platform yourselves, need advanced logic or custom code, or have volumes where per-execution pricing gets expensive.",
        },
        {
          question: "Where do the workflows run, and how is personal data handled?",
          answer:
            "Either in n8n Cloud or self-hosted on a server or in your cloud account, preferably inside the EU. When self-hosted, your data is stored in your environment and sent only to the services a workflow explicitly connects, such as a language model at OpenAI. Each workflow therefore shows where data goes, which makes GDPR compliance easier.",
        },
        {
          question: "What happens if a workflow stops working?",
          answer:
            "Every workflow is built with error handling and automatic retries, and any failure sends an alert to us or to you. With a support agreement, we monitor executions, fix problems and update workflows when a connected system changes its API.",
        },
        {
          question: "Can we change the workflows ourselves later?",
          answer:
            "Yes. You own all workflows and configuration, and n8n’s visual editor makes them easy to follow. We document every workflow and offer training, so your staff can make smaller changes on their own.",
        },
      ],
    },
    cta: {
      heading: "Which tasks would you rather stop doing by hand?",
      text: `Book a free call and we’ll go through your processes and show you which workflows save the most time. We reply ${facts.en.reply}. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
