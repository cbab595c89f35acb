// Copy of the AI integration service page (/services/ai-integration), in Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "AI-integration",
      description: `Vi bygger in AI i era befintliga system: språkmodeller, dokumenthantering och prognoser. Mindre projekt tar ${facts.sv.timeline.aiProjectSmall} och större ${facts.sv.timeline.aiProjectLarge}.`,
      keywords: [
        "AI-integration",
        "AI i affärssystem",
        "språkmodeller",
        "intelligent dokumenthantering",
        "prediktiv analys",
        "AI-strategi",
        "GDPR och AI",
      ],
    },
    hero: {
      eyebrow: "AI och automatisering",
      title: "Sätt AI i arbete i de system ni redan har",
      subtitle:
        "Vi kopplar språkmodeller, prognoser och intelligent dokumenthantering till ert affärssystem, CRM och intranät, så att AI blir en naturlig del av vardagen i stället för ett sidoprojekt.",
      primaryCta: "Starta er AI-integration",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Mindre projekt: ${facts.sv.timeline.aiProjectSmall}; större integrationer: ${facts.sv.timeline.aiProjectLarge}, från beslut till drift`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad innebär AI-integration?",
      paragraphs: [
        "AI-integration handlar om att bygga in artificiell intelligens i de processer och system som redan bär er verksamhet. I stället för att införa ännu ett fristående verktyg kopplar vi AI-funktioner till affärssystemet, CRM, ärendehanteringen eller dokumentarkivet, alltså där medarbetarna faktiskt arbetar.",
        "Vi utgår från affärsnyttan: vilka beslut tar för lång tid, vilka moment görs för hand och var finns data som ingen hinner analysera? Utifrån det väljer vi rätt teknik, från färdiga språkmodeller via API till egna modeller som tränas på era data, och bygger integrationen så att den är säker, mätbar och går att förvalta.",
        `Mindre projekt är i drift inom ${facts.sv.timeline.aiProjectSmall}. Större integrationer som berör flera system och avdelningar tar ${facts.sv.timeline.aiProjectLarge} och levereras stegvis, så att ni får nytta av lösningen långt innan allt är klart.`,
      ],
    },
    benefits: {
      heading: "Fördelar med AI-integration",
      intro: "Det här kan en integration ge, och det är samma saker vi mäter före och efter.",
      items: [
        {
          icon: "cog",
          title: "Mindre rutinarbete",
          text: "Sortering, registrering, sammanfattning och kontroll sker automatiskt. Medarbetarna lägger tiden på bedömningar och kundkontakt i stället för att flytta data mellan system.",
        },
        {
          icon: "chart",
          title: "Bättre beslutsunderlag",
          text: "Prognoser och analyser som bygger på er egen historik ger underlag för inköp, bemanning och prissättning, uppdaterade löpande i stället för en gång i kvartalet.",
        },
        {
          icon: "puzzle",
          title: "Bygger på det ni har",
          text: "Vi integrerar med befintliga system via API:er och kopplingar. Ni behöver varken byta affärssystem eller lära personalen ett helt nytt arbetssätt.",
        },
        {
          icon: "users",
          title: "Bättre kundupplevelse",
          text: "Snabbare svar, mer träffsäkra rekommendationer och mer personlig kommunikation, utan att ert team får mer att göra.",
        },
        {
          icon: "rocket",
          title: "Stegvis införande",
          text: "Vi börjar med ett avgränsat användningsfall som ger mätbar effekt och bygger vidare när resultatet är bevisat. Risken hålls nere och investeringen följer nyttan.",
        },
        {
          icon: "shield",
          title: "Säkerhet och regelefterlevnad",
          text: "Behörigheter, loggning och datahantering utformas efter GDPR och EU:s AI-förordning, med driftmiljöer inom EU när det behövs.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom AI-integration",
      intro: "Från första förstudie till drift och förvaltning, med ett team som tar helhetsansvar.",
      items: [
        {
          icon: "target",
          title: "AI-strategi och förstudie",
          text: "Vi kartlägger era processer och data, identifierar de användningsfall som ger störst nytta och tar fram en prioriterad plan med kalkyl för varje steg.",
        },
        {
          icon: "puzzle",
          title: "Integration av språkmodeller",
          text: "GPT, Claude och andra språkmodeller kopplas till CRM, affärssystem och intranät, med en egen kunskapsbas så att svaren bygger på era dokument och inte på gissningar.",
        },
        {
          icon: "book",
          title: "Intelligent dokumenthantering",
          text: "Fakturor, avtal, ansökningar och formulär läses, tolkas och registreras automatiskt, med kontroll mot era regler och flaggning av avvikelser.",
        },
        {
          icon: "chart",
          title: "Prediktiv analys",
          text: "Modeller för efterfrågeprognoser, kundbortfall, underhållsbehov och riskbedömning, tränade på er historik och presenterade där besluten fattas.",
        },
        {
          icon: "message",
          title: "Chattbotar och virtuella assistenter",
          text: "Assistenter för kunder och medarbetare som förstår naturligt språk, hämtar information ur era system och lämnar över till en människa när det behövs.",
        },
        {
          icon: "server",
          title: "Drift, uppföljning och utbildning",
          text: "Vi övervakar modellernas kvalitet och kostnad, uppdaterar dem när underlaget förändras och utbildar era medarbetare i att använda och förvalta lösningen.",
        },
      ],
    },
    process: {
      heading: "Så går ett projekt till",
      steps: [
        {
          title: "Analys",
          text: "Vi går igenom mål, processer, system och data tillsammans med er och bedömer var AI gör tydligast skillnad.",
        },
        {
          title: "Ett första test: proof of concept",
          text: "Ett avgränsat användningsfall testas på riktiga data, så att vi kan mäta träffsäkerhet och nytta innan större investeringar görs.",
        },
        {
          title: "Integration",
          text: "Lösningen byggs in i era system med säkra kopplingar, behörigheter och loggning, och levereras i korta etapper.",
        },
        {
          title: "Test och införande",
          text: "Vi testar med verkliga användare, justerar efter deras synpunkter och tar lösningen i drift med utbildning och dokumentation.",
        },
        {
          title: "Uppföljning",
          text: "Efter lanseringen följer vi upp effekt och kostnad mot de mål vi satte och planerar nästa steg tillsammans med er.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Vi är leverantörsoberoende och väljer de verktyg som passar era krav på kvalitet, kostnad och datahantering.",
      badges: [
        "OpenAI GPT",
        "Claude",
        "Azure OpenAI",
        "Google Vertex AI",
        "LangChain",
        "Hugging Face",
        "TensorFlow",
        "PyTorch",
        "Python",
        "pgvector",
        "n8n",
        "Docker",
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `AI inbyggd i en tullombudsfirmas befintliga transportsystem. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Fraktdokument registreras automatiskt",
          sector: "Logistik",
          text: "En svensk tullombudsfirma med 35 anställda tog emot omkring 5 000 fraktsedlar och tullhandlingar i månaden, många som inskannade PDF:er som skrevs in för hand. Lösningen som byggdes åt firman läser dokumenten, kontrollerar uppgifterna mot bokningen och för över dem till transportsystemet; uppgifter som modellen är osäker på går till en handläggare. Hanteringstiden mättes i transportsystemets logg, en månad före och den första hela månaden efter starten. Två enskilda månader är en kort jämförelse; siffran visar riktningen, inte en säker nivå.",
          result: {
            value: "68 %",
            label: "kortare hanteringstid per dokument i genomsnitt (en månad före mot första hela månaden efter)",
          },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur lång tid tar en AI-integration?",
          answer: `Mindre projekt, som att bygga in en språkmodell i ert ärendesystem så att den sorterar och sammanfattar inkommande ärenden, eller att automatisera en dokumentprocess, tar normalt från beslut till drift – inklusive anpassning av era system, test på era data och utbildning av personalen – ${facts.sv.timeline.aiProjectSmall}. Större integrationer som omfattar flera system, egna modeller och många användare tar ${facts.sv.timeline.aiProjectLarge}. Vi levererar i etapper, så att de första delarna kan användas långt innan hela projektet är klart.`,
        },
        {
          question: "Måste vi byta ut våra befintliga system?",
          answer:
            "Nej. Vi bygger på de system ni redan har och kopplar AI-funktionerna till dem via API:er, databaskopplingar eller automatiserade flöden. Saknar ett system integrationsmöjligheter föreslår vi den enklaste vägen runt det innan vi pratar om något nytt.",
        },
        {
          question: "Hur skyddas våra data?",
          answer:
            "Vi följer GDPR och utformar varje lösning så att modellen bara ser de uppgifter den behöver. Känsliga data kan behandlas i driftmiljöer inom EU eller i modeller som körs i er egen infrastruktur. Vi väljer leverantörsavtal som inte tillåter att era data används för att träna modellerna.",
        },
        {
          question: "Vilka AI-modeller använder ni, och kan vi byta senare?",
          answer:
            "Vi väljer modell efter uppgiften, hur känsliga uppgifterna är och kostnaden per anrop: ibland en stor språkmodell från en leverantör med servrar inom EU, ibland en mindre öppen modell som körs i er egen miljö. Integrationen byggs så att modellen kan bytas utan att resten av lösningen ändras, och vi jämför modellerna på era egna testfall innan vi väljer.",
        },
        {
          question: "Vem äger lösningen, och blir vi låsta till en leverantör?",
          answer:
            "Ni äger koden, konfigurationen och de modeller vi tränar åt er. Vi bygger med utbytbara komponenter, så att en språkmodell kan bytas mot en annan när pris eller kvalitet förändras. All dokumentation lämnas över till er.",
        },
      ],
    },
    cta: {
      heading: "Ta reda på var AI gör störst skillnad hos er",
      text: `I ett kostnadsfritt första samtal på 30 minuter berättar ni om era processer, och vi säger var vi ser användningsfall värda att titta närmare på. Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "AI integration",
      description: `We build AI into the systems you already use: language models, document processing and forecasting. Small projects take ${facts.en.timeline.aiProjectSmall}, larger ones ${facts.en.timeline.aiProjectLarge}.`,
      keywords: [
        "AI integration",
        "AI in business systems",
        "language models",
        "intelligent document processing",
        "predictive analytics",
        "AI strategy",
        "GDPR and AI",
      ],
    },
    hero: {
      eyebrow: "AI and automation",
      title: "Put AI to work in the systems you already have",
      subtitle:
        "We connect language models, forecasting and intelligent document processing to your ERP, CRM and intranet, so AI becomes a natural part of everyday work rather than a side project.",
      primaryCta: "Start your AI integration",
      secondaryCta: "Learn More",
      typical: {
        duration: `Smaller projects: ${facts.en.timeline.aiProjectSmall}; larger integrations: ${facts.en.timeline.aiProjectLarge}, from decision to production`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is AI integration?",
      paragraphs: [
        "AI integration means building artificial intelligence into the processes and systems that already run your business. Instead of introducing yet another standalone tool, we connect AI capabilities to your ERP, CRM, ticketing system or document archive, where your people actually work.",
        "We start with business value: which decisions take too long, which steps are done by hand, and where is there data nobody has time to analyse? From there we choose the right technology, from off-the-shelf language models via API to custom models trained on your data, and build the integration to be secure, measurable and maintainable.",
        `Small projects go live within ${facts.en.timeline.aiProjectSmall}. Larger integrations spanning several systems and departments take ${facts.en.timeline.aiProjectLarge} and are delivered in stages, so you benefit long before everything is finished.`,
      ],
    },
    benefits: {
      heading: "Benefits of AI integration",
      intro: "What an integration can give you – and the same things we measure before and after.",
      items: [
        {
          icon: "cog",
          title: "Less routine work",
          text: "Sorting, data entry, summarising and checking happen automatically. Your people spend their time on judgement and customer contact instead of moving data between systems.",
        },
        {
          icon: "chart",
          title: "Better decisions",
          text: "Forecasts and analyses built on your own history inform purchasing, staffing and pricing, updated continuously rather than once a quarter.",
        },
        {
          icon: "puzzle",
          title: "Builds on what you have",
          text: "We integrate with existing systems through APIs and connectors. You don’t need to replace your ERP or teach your staff a whole new way of working.",
        },
        {
          icon: "users",
          title: "Better customer experience",
          text: "Faster answers, more relevant recommendations and more personal communication, without adding to your team’s workload.",
        },
        {
          icon: "rocket",
          title: "Step-by-step rollout",
          text: "We start with one well-defined use case that delivers measurable results and build on it once the value is proven. Risk stays low and investment follows the benefit.",
        },
        {
          icon: "shield",
          title: "Security and compliance",
          text: "Access control, logging and data handling are designed around GDPR and the EU AI Act, with hosting inside the EU when needed.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our AI integration services",
      intro: "From the first discovery phase to operations and support, with one team taking full responsibility.",
      items: [
        {
          icon: "target",
          title: "AI strategy and discovery",
          text: "We map your processes and data, identify the use cases with the greatest value and draw up a prioritised plan with a cost-benefit estimate for each step.",
        },
        {
          icon: "puzzle",
          title: "Language model integration",
          text: "GPT, Claude and other language models are connected to your CRM, ERP and intranet, with a dedicated knowledge base so answers are grounded in your documents rather than guesswork.",
        },
        {
          icon: "book",
          title: "Intelligent document processing",
          text: "Invoices, contracts, applications and forms are read, interpreted and registered automatically, checked against your rules, with anything unusual flagged.",
        },
        {
          icon: "chart",
          title: "Predictive analytics",
          text: "Models for demand forecasting, customer churn, maintenance needs and risk assessment, trained on your history and presented where decisions are made.",
        },
        {
          icon: "message",
          title: "Chatbots and virtual assistants",
          text: "Assistants for customers and employees that understand natural language, pull information from your systems and hand over to a person when needed.",
        },
        {
          icon: "server",
          title: "Operations, monitoring and training",
          text: "We monitor model quality and cost, update models as your data changes and train your staff to use and maintain the solution.",
        },
      ],
    },
    process: {
      heading: "How a project runs",
      steps: [
        {
          title: "Analysis",
          text: "Together with you, we review goals, processes, systems and data and assess where AI will make the clearest difference.",
        },
        {
          title: "Proof of concept",
          text: "One well-defined use case is tested on real data, so we can measure accuracy and value before any larger investment is made.",
        },
        {
          title: "Integration",
          text: "The solution is built into your systems with secure connections, permissions and logging, and delivered in short stages.",
        },
        {
          title: "Testing and rollout",
          text: "We test with real users, adjust based on their feedback and put the solution into production with training and documentation.",
        },
        {
          title: "Follow-up",
          text: "After launch, we measure impact and cost against the goals we set and plan the next step together with you.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "We are vendor-independent and pick the tools that fit your requirements for quality, cost and data handling.",
      badges: [
        "OpenAI GPT",
        "Claude",
        "Azure OpenAI",
        "Google Vertex AI",
        "LangChain",
        "Hugging Face",
        "TensorFlow",
        "PyTorch",
        "Python",
        "pgvector",
        "n8n",
        "Docker",
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `AI built into a customs broker’s existing transport management system. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Freight documents registered automatically",
          sector: "Logistics",
          text: "A Swedish customs broker with 35 staff received some 5,000 consignment notes and customs documents a month, many of them scanned PDFs keyed in by hand. The solution built for the broker reads the documents, checks the details against the booking and transfers them to the transport management system; details the model is unsure of go to a member of staff. Handling time was measured in the system’s log for one month before launch and the first full month after. Two single months make a short comparison, so treat the figure as an indication.",
          result: {
            value: "68%",
            label:
              "less handling time per document on average (one month before launch compared with the first full month after)",
          },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How long does an AI integration take?",
          answer: `Small projects, such as building a language model into your ticketing system so that it sorts and summarises incoming cases, or automating one document process, usually take from decision to production – including changes to your systems, tests on your data and staff training – ${facts.en.timeline.aiProjectSmall}. Larger integrations involving several systems, custom models and many users take ${facts.en.timeline.aiProjectLarge}. We deliver in stages, so the first parts are in use long before the whole project is complete.`,
        },
        {
          question: "Do we have to replace our existing systems?",
          answer:
            "No. We build on the systems you already have and connect the AI capabilities through APIs, database connections or automated workflows. If a system lacks integration options, we propose the simplest way around it before discussing anything new.",
        },
        {
          question: "How is our data protected?",
          answer:
            "We follow GDPR and design every solution so the model only sees the information it needs. Sensitive data can be processed in EU-based environments or in models running on your own infrastructure. We choose vendor agreements that do not allow your data to be used for model training.",
        },
        {
          question: "Which AI models do you use, and can we switch later?",
          answer:
            "We choose the model by the task, the sensitivity of the data and the cost per call: sometimes a large language model from a provider with servers in the EU, sometimes a smaller open model running in your own environment. The integration is built so that the model can be swapped without changing the rest of the solution, and we compare models on your own test cases before choosing.",
        },
        {
          question: "Who owns the solution, and will we be locked into one vendor?",
          answer:
            "You own the code, the configuration and any models we train for you. We build with interchangeable components, so one language model can be swapped for another as prices or quality change. All documentation is handed over to you.",
        },
      ],
    },
    cta: {
      heading: "Find out where AI makes the biggest difference for you",
      text: `In a free first call of 30 minutes you tell us about your processes, and we say where we see use cases worth a closer look. We reply ${facts.en.reply}. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
