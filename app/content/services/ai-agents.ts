// Copy of the AI agents service page (/services/ai-agents), in Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, storiesSection, USE_CASES_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "AI-agenter",
      en: "AI agents",
    },
    description: {
      sv: "Vi bygger AI-agenter som sköter kundtjänst, nya förfrågningar och administration dygnet runt. Enkla agenter är i drift på {{fact:timeline.aiAgentSimple}}, integrerade i era system.",
      en: "We build AI agents that handle customer service, new enquiries and admin around the clock. Simple agents go live in {{fact:timeline.aiAgentSimple}}, integrated with your systems.",
    },
    keywords: [
      {
        sv: "AI-agenter",
        en: "AI agents",
      },
      {
        sv: "AI-anställd",
        en: "AI employee",
      },
      {
        sv: "AI i kundtjänst",
        en: "AI customer service",
      },
      {
        sv: "automatisering med AI",
        en: "AI automation",
      },
      ...names("GPT", "Claude", "LangChain"),
    ],
  },
  hero: {
    eyebrow: {
      sv: "AI och automatisering",
      en: "AI and automation",
    },
    title: {
      sv: "AI-agenter som gör jobbet, dygnet runt",
      en: "AI agents that get the work done, around the clock",
    },
    subtitle: {
      sv: "Vi bygger AI-agenter som svarar kunder, tar emot förfrågningar och sköter administration direkt i era system – med tydliga ramar för vad de får göra och en människa som tar över när det behövs.",
      en: "We build AI agents that answer customers, sort incoming enquiries and handle admin directly inside your systems – with clear limits on what they may do, and a human ready to step in when needed.",
    },
    primaryCta: {
      sv: "Prata med oss om en AI-agent",
      en: "Talk to us about an AI agent",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "En agent med ett avgränsat uppdrag: {{fact:timeline.aiAgentSimple}}; med många integrationer och godkännanden: {{fact:timeline.aiAgentEnterprise}}",
        en: "An agent with one defined job: {{fact:timeline.aiAgentSimple}}; with many integrations and approvals: {{fact:timeline.aiAgentEnterprise}}",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är en AI-agent?",
      en: "What is an AI agent?",
    },
    paragraphs: [
      {
        sv: "En AI-agent är mer än en chattbot. Den förstår en uppgift, planerar hur den ska lösas och utför stegen själv: slår upp en order i affärssystemet, bokar ett möte i kalendern, formulerar ett svar och loggar ärendet i ert CRM. Där en vanlig chattbot följer ett förbestämt manus kan en agent resonera, välja rätt verktyg och anpassa sig efter situationen.",
        en: "An AI agent is more than a chatbot. It understands a task, plans how to solve it and carries out the steps itself: it looks up an order in your ERP, books a meeting in the calendar, drafts a reply and logs the case in your CRM. Where an ordinary chatbot follows a fixed script, an agent can reason, pick the right tool and adapt to the situation.",
      },
      {
        sv: "Vi bygger agenter på moderna språkmodeller som GPT och Claude och kopplar dem till de system ni redan använder. Varje agent får ett avgränsat ansvar, tydliga behörigheter och regler för när ett ärende ska lämnas över till en medarbetare.",
        en: "We build agents on modern language models such as GPT and Claude and connect them to the systems you already use. Each agent gets a defined responsibility, clear permissions and rules for when a case should be handed over to one of your staff.",
      },
      {
        sv: "Resultatet är en digital kollega som tar hand om de återkommande uppgifterna, så att ert team kan lägga tiden på det som kräver mänskligt omdöme, relationer och erfarenhet.",
        en: "The result is a digital colleague that takes care of the recurring work, so your team can spend its time on what calls for human judgement, relationships and experience.",
      },
    ],
    bullets: [
      {
        sv: "Självständig: utför uppgifter från början till slut inom de ramar ni sätter",
        en: "Autonomous: carries out tasks end to end within the limits you set",
      },
      {
        sv: "Målinriktad: planerar stegen mot ett tydligt definierat resultat",
        en: "Goal-driven: plans its steps towards a clearly defined outcome",
      },
      {
        sv: "Känner till sammanhanget: kan hämta kundens historik ur ert CRM om ni tillåter det",
        en: "Knows the context: can fetch the customer’s history from your CRM where you allow it",
      },
      {
        sv: "Agerar i era system: arbetar direkt i dem via API:er och integrationer",
        en: "Acts in your systems: uses them directly through APIs and integrations",
      },
      {
        sv: "Blir bättre med tiden: vi förbättrar kunskapsbasen och instruktionerna utifrån återkopplingen",
        en: "Improves over time: we refine its knowledge base and instructions from the feedback",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Det här vinner ni på AI-agenter",
      en: "What AI agents give you",
    },
    intro: {
      sv: "Sex saker som ändras när en agent tar över en del av det löpande arbetet. Vad de är värda för er räknar vi på era egna siffror.",
      en: "Six things that change when an agent takes over part of the day-to-day work. We calculate what they are worth to you using your own figures.",
    },
    items: [
      {
        icon: "clock",
        title: {
          sv: "Tillgänglig dygnet runt",
          en: "Available around the clock",
        },
        text: {
          sv: "Agenten svarar även på kvällar, helger och röda dagar, med samma regler som under kontorstid. Kunderna får hjälp när de behöver den, inte när kontoret öppnar.",
          en: "The agent also answers in the evenings, at weekends and on public holidays, under the same rules as during office hours. Customers get help when they need it, not when the office opens.",
        },
      },
      {
        icon: "gauge",
        title: {
          sv: "Snabbare svar",
          en: "Faster responses",
        },
        text: {
          sv: "Svar på sekunder i stället för timmar i de kanaler där agenten tar första kontakten.",
          en: "Answers in seconds instead of hours in the channels where the agent makes first contact.",
        },
      },
      {
        icon: "coins",
        title: {
          sv: "Lägre kostnad per ärende",
          en: "Lower cost per case",
        },
        text: {
          sv: "Rutinärenden hanteras automatiskt, så varje medarbetare hinner med fler av de ärenden som kräver en människa.",
          en: "Routine cases are handled automatically, so your staff can take on more of the cases that need a person.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Toppar utan extrapersonal",
          en: "Peaks handled without extra staff",
        },
        text: {
          sv: "Vid säsongstoppar och kampanjer kan agenten ta en stor del av de extra ärendena, så att ni klarar topparna med den personal ni har.",
          en: "At seasonal peaks and during campaigns the agent can take a large share of the extra cases, so you handle the peaks with the staff you have.",
        },
      },
      {
        icon: "check",
        title: {
          sv: "Jämn kvalitet",
          en: "Consistent quality",
        },
        text: {
          sv: "Agenten arbetar efter samma riktlinjer, tonalitet och rutiner i varje ärende, och vi mäter löpande hur väl den gör det. Färre uppföljningar faller mellan stolarna.",
          en: "The agent works to the same guidelines, tone of voice and procedures in every case, and we measure continuously how well it does. Fewer follow-ups fall through the cracks.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Insikter ur varje samtal",
          en: "Insight from every conversation",
        },
        text: {
          sv: "Varje kontakt blir data. Ni ser vad kunderna frågar om, var processerna skaver och vilka frågor som borde besvaras redan på webbplatsen.",
          en: "Every interaction becomes data. You see what customers ask about, where your processes cause friction and which questions should already be answered on your website.",
        },
      },
    ],
  },
  offering: {
    kind: "useCases",
    heading: USE_CASES_HEADING,
    intro: {
      sv: "Fyra områden där AI-agenter brukar ge snabbast och tydligast effekt.",
      en: "Four areas where AI agents tend to deliver the fastest and clearest results.",
    },
    items: [
      {
        icon: "message",
        title: {
          sv: "Kundtjänst",
          en: "Customer service",
        },
        text: {
          sv: "Agenten besvarar frågor om leveranser, returer och avtal, hämtar uppgifter ur era system och lämnar över komplicerade ärenden till rätt medarbetare med hela historiken bifogad.",
          en: "The agent answers questions about deliveries, returns and contracts, pulls information from your systems and hands complex cases to the right colleague with the full history attached.",
        },
      },
      {
        icon: "target",
        title: {
          sv: "Försäljning och nya förfrågningar",
          en: "Sales and new enquiries",
        },
        text: {
          sv: "Agenten tar emot förfrågningar från webb och e-post, ställer de kvalificerande frågorna, uppdaterar CRM och bokar möten med säljarna när kunden är redo.",
          en: "The agent receives enquiries from your website and inbox, asks the qualifying questions, updates the CRM and books meetings with your sales team when the prospect is ready.",
        },
      },
      {
        icon: "book",
        title: {
          sv: "Intern kunskapsassistent",
          en: "Internal knowledge assistant",
        },
        text: {
          sv: "Medarbetarna får svar ur policyer, manualer och tidigare ärenden på några sekunder, med hänvisning till källan så att svaret går att kontrollera.",
          en: "Employees get answers from policies, manuals and past cases in seconds, with a reference to the source so every answer can be checked.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "Administration och back office",
          en: "Admin and back office",
        },
        text: {
          sv: "Fakturor, beställningar, avtal och formulär läses, sorteras och registreras automatiskt. Agenten flaggar avvikelser i stället för att gissa.",
          en: "Invoices, orders, contracts and forms are read, sorted and entered into your systems automatically. The agent flags anything unusual instead of guessing.",
        },
      },
    ],
  },
  technologies: {
    heading: {
      sv: "Verktyg vi arbetar med",
      en: "Tools we work with",
    },
    intro: {
      sv: "Vi väljer modell efter uppgift, kostnad och krav på datahantering, och kombinerar gärna flera i samma lösning.",
      en: "We choose the model to suit the task, the cost and your data handling requirements, and often combine several in one solution.",
    },
    badges: [
      ...names("GPT", "Claude", "TensorFlow"),
      {
        sv: "Anpassade språkmodeller",
        en: "Custom LLMs",
      },
      ...names("LangChain", "n8n"),
    ],
  },
  spotlight: {
    heading: {
      sv: "En AI-anställd: en AI-assistent med eget ansvarsområde",
      en: "An AI employee: a managed AI assistant with its own remit",
    },
    paragraphs: [
      {
        sv: "En AI-anställd är vårt paketerade erbjudande för företag som vill ha mer än en enskild agent. Den får en egen inkorg, tillgång till de kanaler ni väljer och ett avgränsat ansvarsområde, och tar över löpande uppgifter som annars fyller kalendern i små och växande team.",
        en: "The AI employee is our packaged offering for companies that want more than a single agent. It gets its own inbox, access to the channels you choose and a defined area of responsibility, and takes over ongoing tasks that otherwise fill the calendars of small and growing teams.",
      },
      {
        sv: "Vi sätter upp den AI-anställda, lär den era rutiner och kopplar in den i era system. Tillsammans bestämmer vi vad den får göra självständigt och vad som ska godkännas av en människa, och varje månad följer vi upp resultatet med er. Kunderna får alltid veta att de talar med en AI, och en människa tar över när det behövs. Vi utformar upplägget efter GDPR och marknadsföringslagen, till exempel när den AI-anställda kontaktar nya kunder; den rättsliga bedömningen gör ni med era jurister.",
        en: "We set up your AI employee, teach it your routines and connect it to your systems. Together we decide what it may do on its own and what needs a human’s approval, and we review the results with you every month. Your customers are always told they are talking to an AI, and a person takes over when needed. We design the set-up around GDPR and marketing law, for example when the AI employee contacts new prospects; the legal assessment is yours, made with your lawyers.",
      },
    ],
    listHeading: {
      sv: "Dagliga uppgifter som en AI-anställd kan ta över",
      en: "Daily tasks an AI employee can take over",
    },
    items: [
      {
        sv: "Hantering av sociala medier",
        en: "Social media management",
      },
      {
        sv: "Kundkommunikation",
        en: "Customer communication",
      },
      {
        sv: "Nya kundkontakter",
        en: "Lead generation",
      },
      {
        sv: "E-postkorrespondens",
        en: "Email correspondence",
      },
      {
        sv: "Mötesbokning",
        en: "Meeting scheduling",
      },
      {
        sv: "Administrativt pappersarbete",
        en: "Administrative paperwork",
      },
      {
        sv: "Telefonsupport",
        en: "Phone support",
      },
      {
        sv: "Kundtjänst",
        en: "Customer service",
      },
    ],
    pricingHeading: {
      sv: "Så prissätts en AI-anställd",
      en: "How an AI employee is priced",
    },
    pricing: {
      sv: "Ni betalar en engångskostnad för implementeringen och därefter en månadsavgift som baseras på förbrukningen i språkmodellen (tokens) och på vad ni behöver. Efter ett första samtal får ni en offert som utgår från de uppgifter och volymer som gäller just er verksamhet.",
      en: "You pay a one-off implementation fee, followed by a monthly fee based on usage of the language model (tokens) and on what you need. After an initial conversation you receive a quote built around the tasks and volumes that apply to your business.",
    },
  },
  stories: storiesSection({
    intro: {
      sv: "En AI-agent i kundtjänst och vad den klarade på egen hand under sitt första halvår.",
      en: "An AI agent in customer service and what it handled on its own in its first six months.",
    },
    items: [
      {
        title: {
          sv: "Kundtjänst genom säsongstopparna",
          en: "Customer service through the seasonal peaks",
        },
        sector: {
          sv: "E-handel",
          en: "E-commerce",
        },
        text: {
          sv: "En nordisk e-handlare inom heminredning med omkring 60 anställda, varav åtta i kundtjänst, har kraftiga säsongstoppar. I uppdraget fick bolaget en AI-agent för chatten och e-posten som hämtar orderstatus, hanterar returer och lämnar över reklamationer till teamet med en färdig sammanfattning av ärendet. Andelen räknades i ärendesystemet på alla ärenden under det första halvåret efter starten.",
          en: "A Nordic home furnishings retailer with some 60 staff, eight of them in customer service, has sharp seasonal peaks. To handle them, it brought in an AI agent for chat and email that checks order status, handles returns and passes complaints to the team with the case already summarised. The figure was measured in the ticketing system across all cases in the first six months after launch.",
        },
        result: {
          value: {
            sv: "{{fact:percent.aiAgentEnquiriesHandled}}",
            en: "{{fact:percent.aiAgentEnquiriesHandled}}",
          },
          label: {
            sv: "av ärendena avslutades av agenten utan att en medarbetare behövde gå in",
            en: "of cases closed by the agent without a member of staff stepping in",
          },
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
          sv: "Hur lång tid tar det att bygga en AI-agent?",
          en: "How long does it take to build an AI agent?",
        },
        answer: {
          sv: "En enklare agent med ett tydligt avgränsat uppdrag, till exempel att besvara vanliga kundfrågor utifrån en kunskapsbas ni redan har, är i drift inom {{fact:timeline.aiAgentSimple}}. Agenter för större organisationer med flera integrationer, behörighetsstyrning och interna godkännanden tar normalt {{fact:timeline.aiAgentEnterprise}}. Vi börjar alltid med en avgränsad första version och bygger vidare därifrån.",
          en: "A simple agent with a clearly defined job, such as answering common customer questions from a knowledge base you already have, is live within {{fact:timeline.aiAgentSimple}}. Agents for larger organisations, with several integrations, access control and internal approvals, usually take {{fact:timeline.aiAgentEnterprise}}. We always start with a focused first version and build from there.",
        },
      },
      {
        question: {
          sv: "Vilken avkastning kan vi räkna med?",
          en: "What return can we expect?",
        },
        answer: {
          sv: "Det beror på volymerna och vilka uppgifter agenten tar över, så vi lovar ingen avkastning i förväg. Innan vi börjar gör vi en kalkyl på era egna siffror – antal ärenden, tid per ärende och vad agenten kostar att driva – så att ni fattar beslutet på rätt underlag. Efter driftstarten mäter vi samma siffror igen tillsammans med er.",
          en: "It depends on your volumes and the tasks the agent takes over, so we promise no return in advance. Before we start, we run the numbers using your own figures – number of cases, time per case and what the agent costs to run – so you can make the decision on solid ground. After go-live we measure the same figures again with you.",
        },
      },
      {
        question: {
          sv: "Hur hanteras våra data, och hur följer ni GDPR?",
          en: "How do you handle our data and GDPR?",
        },
        answer: {
          sv: "Vi kartlägger vilka uppgifter agenten behöver och ger den inte åtkomst till mer än så. Vi väljer modeller och driftmiljöer inom EU när personuppgifter eller känsliga uppgifter behandlas, tecknar personuppgiftsbiträdesavtal och väljer leverantörsavtal som inte tillåter att era data används för att träna leverantörens modeller. Allt agenten gör loggas, så att ni kan se vad som hände och vilket underlag agenten använde.",
          en: "We map out which information the agent needs and give it access to nothing more. We choose models and hosting within the EU when personal or sensitive data is processed, sign data processing agreements and choose supplier terms that do not allow your data to be used to train the supplier’s models. Everything the agent does is logged, so you can see what happened and which material the agent used.",
        },
      },
      {
        question: {
          sv: "Vad händer när agenten inte kan svara?",
          en: "What happens when the agent can’t answer?",
        },
        answer: {
          sv: "Varje agent har regler för när den ska lämna över till en människa, till exempel vid klagomål, känsliga frågor eller när den är osäker. Ärendet skickas då vidare med en sammanfattning och hela historiken, så att kunden slipper upprepa sig.",
          en: "Every agent has rules for when to hand over to a person, for example for a complaint, a sensitive question or whenever it is unsure. The case is then passed on with a summary and the full history, so the customer never has to repeat themselves.",
        },
      },
      {
        question: {
          sv: "Vad behöver vi bidra med, och vem äger lösningen?",
          en: "What do we need to provide, and who owns the solution?",
        },
        answer: {
          sv: "Vi behöver en kontaktperson som känner verksamheten, åtkomst till de system agenten ska arbeta i och det underlag den ska utgå från, som rutiner, prislistor och vanliga frågor. Underlaget är ert. Rättigheterna till konfigurationen, kunskapsbasen, den kod vi skriver åt er och dokumentationen övergår till er enligt avtalet, så att lösningen kan vidareutvecklas.",
          en: "We need a contact person who knows the business, access to the systems the agent will work in and the material it should draw on, such as procedures, price lists and FAQs. That material is yours. The rights to the configuration, the knowledge base, the code we write for you and the documentation pass to you under the agreement, so the solution can be developed further.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Redo att ge teamet en digital kollega?",
      en: "Ready to give your team a digital colleague?",
    },
    text: {
      sv: "Berätta vilka uppgifter som tar mest tid i dag, så visar vi hur en AI-agent kan ta över dem. Boka ett kostnadsfritt samtal eller använd kontaktformuläret på startsidan; vi svarar {{fact:reply}}.",
      en: "Tell us which tasks take up the most time today and we’ll show you how an AI agent can take them over. Book a free call or use the contact form on our home page; we reply {{fact:reply}}.",
    },
    // Not in the spec (which ends this page with no button): docs/decisions/029-booking-for-the-visitor.md.
    button: {
      sv: "Boka ett samtal om AI-agenter",
      en: "Book a call about AI agents",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
