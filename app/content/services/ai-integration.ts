// Copy of the AI integration service page (/services/ai-integration), in Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "AI-integration",
      en: "AI integration",
    },
    description: {
      sv: "Vi bygger in AI i era befintliga system: språkmodeller, dokumenthantering och prognoser. Mindre projekt tar {{fact:timeline.aiProjectSmall}} och större {{fact:timeline.aiProjectLarge}}.",
      en: "We build AI into the systems you already use: language models, document processing and forecasting. Small projects take {{fact:timeline.aiProjectSmall}}, larger ones {{fact:timeline.aiProjectLarge}}.",
    },
    keywords: [
      {
        sv: "AI-integration",
        en: "AI integration",
      },
      {
        sv: "AI i affärssystem",
        en: "AI in business systems",
      },
      {
        sv: "språkmodeller",
        en: "language models",
      },
      {
        sv: "intelligent dokumenthantering",
        en: "intelligent document processing",
      },
      {
        sv: "prediktiv analys",
        en: "predictive analytics",
      },
      {
        sv: "AI-strategi",
        en: "AI strategy",
      },
      {
        sv: "GDPR och AI",
        en: "GDPR and AI",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "AI och automatisering",
      en: "AI and automation",
    },
    title: {
      sv: "AI inbyggd i de system ni redan har",
      en: "AI built into the systems you already have",
    },
    subtitle: {
      sv: "Vi kopplar språkmodeller, prognoser och intelligent dokumenthantering till ert affärssystem, CRM och intranät, så att AI blir en naturlig del av vardagen i stället för ett sidoprojekt.",
      en: "We connect language models, forecasting and intelligent document processing to your ERP, CRM and intranet, so AI becomes a natural part of everyday work rather than a side project.",
    },
    primaryCta: {
      sv: "Starta er AI-integration",
      en: "Start your AI integration",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "Mindre projekt: {{fact:timeline.aiProjectSmall}}; större integrationer: {{fact:timeline.aiProjectLarge}}, från beslut till drift",
        en: "Smaller projects: {{fact:timeline.aiProjectSmall}}; larger integrations: {{fact:timeline.aiProjectLarge}}, from decision to production",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad innebär AI-integration?",
      en: "What is AI integration?",
    },
    paragraphs: [
      {
        sv: "AI-integration handlar om att bygga in artificiell intelligens i de processer och system som redan bär er verksamhet. I stället för att införa ännu ett fristående verktyg kopplar vi AI-funktioner till affärssystemet, CRM, ärendehanteringen eller dokumentarkivet, alltså där medarbetarna faktiskt arbetar.",
        en: "AI integration means building artificial intelligence into the processes and systems that already run your business. Instead of introducing yet another standalone tool, we connect AI capabilities to your ERP, CRM, ticketing system or document archive, where your people actually work.",
      },
      {
        sv: "Vi utgår från affärsnyttan: vilka beslut tar för lång tid, vilka moment görs för hand och var finns data som ingen hinner analysera? Utifrån det väljer vi rätt teknik, från färdiga språkmodeller via API till egna modeller som tränas på era data, och bygger integrationen så att den är säker, mätbar och går att förvalta.",
        en: "We start with business value: which decisions take too long, which steps are done by hand, and where is there data nobody has time to analyse? From there we choose the right technology, from off-the-shelf language models via API to custom models trained on your data, and build the integration to be secure, measurable and maintainable.",
      },
      {
        sv: "Större integrationer som berör flera system och avdelningar levereras stegvis, så att ni får nytta av lösningen långt innan allt är klart.",
        en: "Larger integrations spanning several systems and departments are delivered in stages, so you benefit long before everything is finished.",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med AI-integration",
      en: "Benefits of AI integration",
    },
    intro: {
      sv: "Det här kan en integration ge, och det är samma saker vi mäter före och efter.",
      en: "What an integration can deliver – and what we measure before and after.",
    },
    items: [
      {
        icon: "cog",
        title: {
          sv: "Mindre rutinarbete",
          en: "Less routine work",
        },
        text: {
          sv: "Sortering, registrering, sammanfattning och kontroll sker automatiskt. Medarbetarna lägger tiden på bedömningar och kundkontakt i stället för att flytta data mellan system.",
          en: "Sorting, data entry, summarising and checking happen automatically. Your people spend their time on judgement and customer contact instead of moving data between systems.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Underlaget där beslutet fattas",
          en: "Insight where decisions are made",
        },
        text: {
          sv: "Prognoserna hamnar i de system där ni redan beslutar om inköp, bemanning och prissättning – affärssystemet, inköpsverktyget eller schemat – och uppdateras löpande i stället för att komma i en separat rapport en gång i kvartalet.",
          en: "Forecasts appear in the systems where you already decide on purchasing, staffing and pricing – your ERP, purchasing tool or staff rota – and are updated continuously rather than arriving in a separate report once a quarter.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "Bygger på det ni har",
          en: "Builds on what you have",
        },
        text: {
          sv: "Vi integrerar med befintliga system via API:er och kopplingar. Ni behöver varken byta affärssystem eller lära personalen ett helt nytt arbetssätt.",
          en: "We integrate with existing systems through APIs and connectors. You don’t need to replace your ERP or teach your staff a whole new way of working.",
        },
      },
      {
        icon: "users",
        title: {
          sv: "Bättre kundupplevelse",
          en: "Better customer experience",
        },
        text: {
          sv: "Snabbare svar, mer träffsäkra rekommendationer och mer personlig kommunikation, utan att teamets löpande arbete ökar när lösningen väl är i drift.",
          en: "Faster answers, more relevant recommendations and more personal communication, without adding to your team’s day-to-day workload once the solution is live.",
        },
      },
      {
        icon: "rocket",
        title: {
          sv: "Stegvis införande",
          en: "Step-by-step rollout",
        },
        text: {
          sv: "Vi börjar med ett avgränsat användningsfall som ger mätbar effekt och bygger vidare när resultatet är bevisat. Risken hålls nere och investeringen följer nyttan.",
          en: "We start with one well-defined use case that delivers measurable results and build on it once the value is proven. Risk stays low and investment follows the benefit.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Säkerhet och regelefterlevnad",
          en: "Security and compliance",
        },
        text: {
          sv: "Behörigheter, loggning och datahantering utformas efter GDPR och EU:s AI-förordning, med driftmiljöer inom EU när det behövs.",
          en: "Access control, logging and data handling are designed around GDPR and the EU AI Act, with hosting inside the EU when needed.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom AI-integration",
      en: "Our AI integration services",
    },
    intro: {
      sv: "Från den första förstudien, som offereras separat, till drift och förvaltning.",
      en: "From the first discovery phase, quoted separately, to operation and maintenance.",
    },
    items: [
      {
        icon: "target",
        title: {
          sv: "AI-strategi och förstudie",
          en: "AI strategy and discovery",
        },
        text: {
          sv: "Vi kartlägger era processer och data, identifierar de användningsfall som ger störst nytta och tar fram en prioriterad plan med kalkyl för varje steg.",
          en: "We map your processes and data, identify the use cases with the greatest value and draw up a prioritised plan with a cost-benefit estimate for each step.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "Integration av språkmodeller",
          en: "Language model integration",
        },
        text: {
          sv: "GPT, Claude och andra språkmodeller kopplas till CRM, affärssystem och intranät, med en egen kunskapsbas så att svaren bygger på era dokument och inte på gissningar.",
          en: "GPT, Claude and other language models are connected to your CRM, ERP and intranet, with a dedicated knowledge base so answers are grounded in your documents rather than guesswork.",
        },
      },
      {
        icon: "book",
        title: {
          sv: "Intelligent dokumenthantering",
          en: "Intelligent document processing",
        },
        text: {
          sv: "Fakturor, avtal, ansökningar och formulär läses, tolkas och registreras automatiskt, med kontroll mot era regler och flaggning av avvikelser.",
          en: "Invoices, contracts, applications and forms are read, interpreted and entered into your systems automatically, checked against your rules, and anything unusual is flagged.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Prediktiv analys",
          en: "Predictive analytics",
        },
        text: {
          sv: "Modeller för efterfrågeprognoser, kundbortfall, underhållsbehov och riskbedömning, tränade på er historik och presenterade där besluten fattas.",
          en: "Models for demand forecasting, customer churn, maintenance needs and risk assessment, trained on your history and presented where decisions are made.",
        },
      },
      {
        icon: "message",
        title: {
          sv: "Chattbotar och virtuella assistenter",
          en: "Chatbots and virtual assistants",
        },
        text: {
          sv: "Assistenter för kunder och medarbetare som förstår naturligt språk, hämtar information ur era system och lämnar över till en människa när det behövs.",
          en: "Assistants for customers and employees that understand natural language, pull information from your systems and hand over to a person when needed.",
        },
      },
      {
        icon: "server",
        title: {
          sv: "Drift, uppföljning och utbildning",
          en: "Operations, monitoring and training",
        },
        text: {
          sv: "Vi övervakar modellernas kvalitet och kostnad, uppdaterar dem när underlaget förändras och utbildar era medarbetare i att använda och förvalta lösningen.",
          en: "We monitor model quality and cost, update models as your data changes and train your staff to use and maintain the solution.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Så går ett projekt till",
      en: "How a project runs",
    },
    steps: [
      {
        title: {
          sv: "Analys",
          en: "Analysis",
        },
        text: {
          sv: "Vi går igenom mål, processer, system och data tillsammans med er och bedömer var AI gör tydligast skillnad.",
          en: "Together with you, we review goals, processes, systems and data and assess where AI will make the clearest difference.",
        },
      },
      {
        title: {
          sv: "Proof of concept (ett första, avgränsat test)",
          en: "Proof of concept (a first, limited test)",
        },
        text: {
          sv: "Ett avgränsat användningsfall testas på riktiga data, så att vi kan mäta träffsäkerhet och nytta innan större investeringar görs.",
          en: "One well-defined use case is tested on real data, so we can measure accuracy and value before any larger investment is made.",
        },
      },
      {
        title: {
          sv: "Integration",
          en: "Integration",
        },
        text: {
          sv: "Lösningen byggs in i era system med säkra kopplingar, behörigheter och loggning, och levereras i korta etapper.",
          en: "The solution is built into your systems with secure connections, permissions and logging, and delivered in short stages.",
        },
      },
      {
        title: {
          sv: "Test och införande",
          en: "Testing and rollout",
        },
        text: {
          sv: "Vi testar med verkliga användare, justerar efter deras synpunkter och tar lösningen i drift med utbildning och dokumentation.",
          en: "We test with real users, adjust based on their feedback and put the solution into production with training and documentation.",
        },
      },
      {
        title: {
          sv: "Uppföljning",
          en: "Follow-up",
        },
        text: {
          sv: "Efter lanseringen följer vi upp effekt och kostnad mot de mål vi satte och planerar nästa steg tillsammans med er.",
          en: "After launch, we measure impact and cost against the goals we set and plan the next step together with you.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Vi är leverantörsoberoende och väljer de verktyg som passar era krav på kvalitet, kostnad och datahantering.",
      en: "We are vendor-independent and pick the tools that fit your requirements for quality, cost and data handling.",
    },
    badges: names(
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
    ),
  },
  stories: storiesSection({
    intro: {
      sv: "AI inbyggd i en tullombudsfirmas befintliga transportsystem.",
      en: "AI built into a customs broker’s existing transport management system.",
    },
    items: [
      {
        title: {
          sv: "Fraktdokument registreras automatiskt",
          en: "Freight documents entered automatically",
        },
        sector: {
          sv: "Logistik",
          en: "Logistics",
        },
        text: {
          sv: "En svensk tullombudsfirma med 35 anställda tog emot omkring 5 000 fraktsedlar och tullhandlingar i månaden, många av dem inskannade PDF:er som fick skrivas in för hand. Lösningen som byggdes åt firman läser dokumenten, kontrollerar uppgifterna mot bokningen och för över dem till transportsystemet; uppgifter som modellen är osäker på går till en handläggare. Enligt transportsystemets logg blev hanteringstiden per dokument i genomsnitt ungefär två tredjedelar kortare den första hela månaden efter starten, jämfört med månaden före.",
          en: "A Swedish customs broker with 35 staff received some 5,000 consignment notes and customs documents a month, many of them scanned PDFs keyed in by hand. The solution built for the broker reads the documents, checks the details against the booking and transfers them to the transport management system; details the model is unsure of go to a member of staff. According to the system’s log, average handling time per document fell by about two thirds in the first full month after launch, compared with the month before.",
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
          sv: "Hur lång tid tar en AI-integration?",
          en: "How long does an AI integration take?",
        },
        answer: {
          sv: "Mindre projekt, som att bygga in en språkmodell i ert ärendesystem så att den sorterar och sammanfattar inkommande ärenden, eller att automatisera en dokumentprocess, tar normalt {{fact:timeline.aiProjectSmall}} från beslut till drift, inklusive anpassning av era system, test på era data och utbildning av personalen. Större integrationer som omfattar flera system, egna modeller och många användare tar {{fact:timeline.aiProjectLarge}}. Vi levererar i etapper, så att de första delarna kan användas långt innan hela projektet är klart.",
          en: "Small projects, such as building a language model into your ticketing system so that it sorts and summarises incoming cases, or automating one document process, usually take {{fact:timeline.aiProjectSmall}} from decision to production, including changes to your systems, tests on your data and staff training. Larger integrations involving several systems, custom models and many users take {{fact:timeline.aiProjectLarge}}. We deliver in stages, so the first parts are in use long before the whole project is complete.",
        },
      },
      {
        question: {
          sv: "Måste vi byta ut våra befintliga system?",
          en: "Do we have to replace our existing systems?",
        },
        answer: {
          sv: "Nej. Vi bygger på de system ni redan har och kopplar AI-funktionerna till dem via API:er, databaskopplingar eller automatiserade flöden. Saknar ett system integrationsmöjligheter föreslår vi den enklaste vägen runt det innan vi pratar om något nytt.",
          en: "No. We build on the systems you already have and connect the AI capabilities through APIs, database connections or automated workflows. If a system lacks integration options, we propose the simplest way around it before discussing anything new.",
        },
      },
      {
        question: {
          sv: "Hur skyddas våra data?",
          en: "How is our data protected?",
        },
        answer: {
          sv: "Vi följer GDPR och utformar varje lösning så att modellen bara ser de uppgifter den behöver. Känsliga data kan behandlas i driftmiljöer inom EU eller i modeller som körs i er egen infrastruktur. Vi väljer leverantörsavtal som inte tillåter att era data används för att träna modellerna.",
          en: "We follow GDPR and design every solution so the model only sees the information it needs. Sensitive data can be processed in EU-based environments or in models running on your own infrastructure. We choose vendor agreements that do not allow your data to be used for model training.",
        },
      },
      {
        question: {
          sv: "Vilka AI-modeller använder ni, och kan vi byta senare?",
          en: "Which AI models do you use, and can we switch later?",
        },
        answer: {
          sv: "Vi väljer modell efter uppgiften, hur känsliga uppgifterna är och kostnaden per anrop: ibland en stor språkmodell från en leverantör med servrar inom EU, ibland en mindre öppen modell som körs i er egen miljö. Integrationen byggs så att modellen kan bytas utan att resten av lösningen ändras, och vi jämför modellerna på era egna testfall innan vi väljer.",
          en: "We choose the model by the task, the sensitivity of the data and the cost per call: sometimes a large language model from a provider with servers in the EU, sometimes a smaller open model running in your own environment. The integration is built so that the model can be swapped without changing the rest of the solution, and we compare models on your own test cases before choosing.",
        },
      },
      {
        question: {
          sv: "Vem äger lösningen, och blir vi låsta till en leverantör?",
          en: "Who owns the solution, and will we be locked into one vendor?",
        },
        answer: {
          sv: "Rättigheterna till koden, konfigurationen och de modeller vi tränar åt er övergår till er enligt avtalet. Vi bygger med utbytbara komponenter, så att en språkmodell kan bytas mot en annan när pris eller kvalitet förändras. All dokumentation lämnas över till er.",
          en: "The rights to the code, the configuration and any models we train for you pass to you under the agreement. We build with interchangeable components, so one language model can be swapped for another as prices or quality change. All documentation is handed over to you.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Ta reda på var AI gör störst skillnad hos er",
      en: "Find out where AI makes the biggest difference for you",
    },
    text: {
      sv: "I ett kostnadsfritt samtal på 30\u00A0minuter berättar ni om era processer, och vi säger var vi ser användningsfall värda att titta närmare på.",
      en: "In a free 30-minute call you tell us about your processes, and we say where we see use cases worth a closer look.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
