// Copy of the SaaS development service page (/services/saas-development), in Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { COMPARE_MVP_OFFERS, LEARN_MORE, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "SaaS-utveckling",
      en: "SaaS development",
    },
    description: {
      sv: "Vi utvecklar SaaS-plattformar från idé till drift: en MVP på {{fact:timeline.saasMvp}}, nya versioner att testa under hela bygget och en arkitektur som är byggd för att växa.",
      en: "We build SaaS platforms from idea to production: an MVP in {{fact:timeline.saasMvp}}, new releases to test throughout the build and an architecture designed to grow with you.",
    },
    keywords: [
      {
        sv: "SaaS-utveckling",
        en: "SaaS development",
      },
      {
        sv: "molntjänst",
        en: "cloud software",
      },
      {
        sv: "multi-tenant",
        en: "multi-tenant",
      },
      {
        sv: "prenumerationstjänst",
        en: "subscription software",
      },
      {
        sv: "SaaS-MVP",
        en: "SaaS MVP",
      },
      {
        sv: "mjukvaruutveckling",
        en: "software development",
      },
      {
        sv: "skalbar plattform",
        en: "scalable platform",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Mjukvaruutveckling",
      en: "Software development",
    },
    title: {
      sv: "SaaS-plattformar byggda för att växa",
      en: "SaaS platforms built to grow",
    },
    subtitle: {
      sv: "Vi designar, utvecklar och sköter driften av molnbaserade mjukvarutjänster, från första MVP till plattformar i daglig drift hos betalande kunder. Säkerhet, fakturering och skalbarhet finns på plats från start.",
      en: "We design, build and run cloud-based software products, from the first MVP to platforms in daily use by paying customers. Security, billing and scalability are in place from day one.",
    },
    primaryCta: {
      sv: "Starta ert SaaS-projekt",
      en: "Start your SaaS project",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "En MVP: {{fact:timeline.saasMvp}}; en fullskalig plattform: {{fact:timeline.saasEnterprise}}",
        en: "An MVP: {{fact:timeline.saasMvp}}; a full-scale platform: {{fact:timeline.saasEnterprise}}",
      },
      price: {
        sv: "En MVP: ungefär {{fact:price.saasMvp}}; en fullskalig plattform: ungefär {{fact:price.saasEnterprise}} eller mer",
        en: "An MVP: roughly {{fact:price.saasMvp}}; a full-scale platform: roughly {{fact:price.saasEnterprise}} or more",
      },
    },
  },
  intro: {
    heading: {
      sv: "Vad är SaaS-utveckling?",
      en: "What is SaaS development?",
    },
    paragraphs: [
      {
        sv: "SaaS, Software as a Service, är programvara som levereras via webben som en prenumerationstjänst. Kunderna loggar in i stället för att installera, och ni uppdaterar tjänsten för alla samtidigt. För er som leverantör innebär det återkommande intäkter, en direkt relation till användarna och möjlighet att förbättra produkten varje vecka.",
        en: "SaaS, Software as a Service, is software delivered over the web as a subscription. Customers log in instead of installing anything, and you update the service for everyone at once. As the provider, you gain recurring revenue, a direct relationship with your users and the chance to improve the product every week.",
      },
      {
        sv: "Att bygga en SaaS-produkt kräver mer än en bra applikation. Den måste hålla isär kundernas data, hantera abonnemang och betalningar, klara att antalet användare växer och vara säker nog för storföretagens leverantörsgranskningar. Personer i teamet har byggt de delarna förut och vet var fallgroparna finns.",
        en: "Building a SaaS product takes more than a good application. It has to keep each customer’s data separate, handle subscriptions and payments, cope with a growing number of users and be secure enough to pass large companies’ vendor reviews. People in our team have built those parts before and know where the pitfalls are.",
      },
      {
        sv: "Vi arbetar agilt och levererar nya, testbara versioner i korta sprintar. Ni ser produkten växa fram, kan visa den för pilotkunder tidigt och styra prioriteringarna utifrån verklig återkoppling i stället för antaganden.",
        en: "We work in an agile way and deliver new, testable releases in short sprints. You watch the product take shape, can show it to pilot customers early and steer priorities on real feedback rather than assumptions.",
      },
      COMPARE_MVP_OFFERS,
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med att leverera produkten som SaaS",
      en: "Why build as SaaS",
    },
    intro: {
      sv: "Det här ändras när ni levererar er produkt som en tjänst.",
      en: "What changes when you deliver your product as a service.",
    },
    items: [
      {
        icon: "chart",
        title: {
          sv: "Förutsägbara intäkter",
          en: "Predictable revenue",
        },
        text: {
          sv: "Prenumerationer ger återkommande intäkter som är lättare att planera och värdera än enstaka licensaffärer.",
          en: "Subscriptions bring recurring revenue that is easier to plan and value than one-off licence deals.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Växer med verksamheten",
          en: "Grows with your business",
        },
        text: {
          sv: "En molnbaserad arkitektur växer i takt med antalet kunder. Ni betalar för kapacitet när den behövs, inte för servrar som står oanvända.",
          en: "A cloud-based architecture grows with your customer base. You pay for capacity when you need it, not for servers sitting idle.",
        },
      },
      {
        icon: "rocket",
        title: {
          sv: "Snabbare ut på marknaden",
          en: "Faster to market",
        },
        text: {
          sv: "En fokuserad SaaS-MVP – med inloggning, fakturering och flera kunder på samma plattform – kan vara ute hos betalande kunder inom {{fact:timeline.saasMvp}}, och varje ny funktion når alla användare samma dag som den släpps.",
          en: "A focused SaaS MVP – with sign-in, billing and several customers on one platform – can be in the hands of paying customers within {{fact:timeline.saasMvp}}, and every new feature reaches all users the day it ships.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "En kodbas, alltid uppdaterad",
          en: "One codebase, always up to date",
        },
        text: {
          sv: "Alla kunder kör samma version. Inga gamla installationer att stödja, inga uppgraderingsprojekt hos kunderna och enklare support.",
          en: "Every customer runs the same version. No legacy installations to support, no upgrade projects at customer sites and simpler support.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Säkerhet från grunden",
          en: "Security by design",
        },
        text: {
          sv: "Dataseparation, kryptering, behörighetsstyrning och loggning byggs in från första sprinten, anpassade efter GDPR och företagskundernas krav.",
          en: "Data separation, encryption, access control and logging are built in from the first sprint, in line with GDPR and enterprise customers’ requirements.",
        },
      },
      {
        icon: "gauge",
        title: {
          sv: "Beslut som bygger på data",
          en: "Data-driven decisions",
        },
        text: {
          sv: "Ni ser hur tjänsten faktiskt används och kan prioritera utvecklingen efter det som skapar mest värde för kunderna.",
          en: "You see how the service is actually used and can prioritise development around what creates the most value for customers.",
        },
      },
    ],
  },
  offering: {
    kind: "components",
    heading: {
      sv: "Sex komponenter som varje SaaS-plattform behöver",
      en: "Six components every SaaS platform needs",
    },
    intro: {
      sv: "Det här bygger vi in från början, så att produkten håller när kunderna blir fler.",
      en: "We build these in from the start, so the product holds up as your customer base grows.",
    },
    items: [
      {
        icon: "layers",
        title: {
          sv: "Flera kunder på samma plattform (multi-tenant)",
          en: "Multi-tenant architecture",
        },
        text: {
          sv: "Kunderna delar plattformen, men deras data hålls strikt åtskilda. Det ger låga driftkostnader utan att kompromissa med säkerheten.",
          en: "Many customers share one platform while their data stays strictly separated. That keeps running costs low without compromising on security.",
        },
      },
      {
        icon: "lock",
        title: {
          sv: "Användarhantering och inloggning",
          en: "User management and authentication",
        },
        text: {
          sv: "Inloggning med e-post, SSO och tvåfaktorsautentisering, roller och behörigheter per organisation och möjlighet att bjuda in kollegor.",
          en: "Sign-in with email, SSO and two-factor authentication, roles and permissions per organisation, and the ability to invite colleagues.",
        },
      },
      {
        icon: "wallet",
        title: {
          sv: "Abonnemang och fakturering",
          en: "Subscriptions and billing",
        },
        text: {
          sv: "Prisplaner, provperioder, uppgraderingar och automatisk fakturering via till exempel Stripe, med moms och kvitton som fungerar för kunder i flera länder.",
          en: "Pricing plans, free trials, upgrades and automated invoicing through providers such as Stripe, with VAT and receipts that work for customers in several countries.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Adminpanel och analys",
          en: "Admin dashboard and analytics",
        },
        text: {
          sv: "Överblick över kunder, användning och intäkter för ert team, och rapporter som kunderna själva kan ta del av.",
          en: "An overview of customers, usage and revenue for your team, and reports your customers can access themselves.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "API och integrationer",
          en: "API and integrations",
        },
        text: {
          sv: "Ett dokumenterat API och färdiga kopplingar till verktygen kunderna redan använder, vilket gör tjänsten lättare att sälja och svårare att välja bort.",
          en: "A documented API and ready-made connections to the tools your customers already use, making the service easier to sell and harder to walk away from.",
        },
      },
      {
        icon: "server",
        title: {
          sv: "Drift, backup och övervakning",
          en: "Operations, backups and monitoring",
        },
        text: {
          sv: "Automatiserad driftsättning, säkerhetskopiering, larm och loggning, så att problem upptäcks tidigt. Hur snabbt vi åtgärdar dem står i förvaltningsavtalet.",
          en: "Automated deployment, backups, alerts and logging, so problems are detected early. How quickly we fix them is set in the maintenance agreement.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Vår utvecklings­process",
      en: "Our development process",
    },
    intro: {
      sv: "Sju steg från idé till en plattform i drift, med en ny version att testa efter varje sprint.",
      en: "Seven steps from idea to a platform in production, with a new release to test after each sprint.",
    },
    steps: [
      {
        title: {
          sv: "Förstudie och krav",
          en: "Discovery and requirements",
        },
        text: {
          sv: "Vi går igenom affärsmodell, målgrupp och konkurrenter och bestämmer vad som måste finnas med i första versionen och vad som kan vänta.",
          en: "We review your business model, target audience and competitors, and decide what must be in the first version and what can wait.",
        },
      },
      {
        title: {
          sv: "UX och design",
          en: "UX and design",
        },
        text: {
          sv: "Användarflöden, prototyper och ett designsystem tas fram och testas med tänkta användare innan någon kod skrivs.",
          en: "User flows, prototypes and a design system are created and tested with prospective users before any code is written.",
        },
      },
      {
        title: {
          sv: "Arkitektur och teknikval",
          en: "Architecture and technology choices",
        },
        text: {
          sv: "Vi väljer teknikstack, datamodell och molnplattform utifrån era krav på skalbarhet, säkerhet och kostnad.",
          en: "We choose the tech stack, data model and cloud platform based on your requirements for scalability, security and cost.",
        },
      },
      {
        title: {
          sv: "Utveckling i sprintar",
          en: "Development in sprints",
        },
        text: {
          sv: "Produkten byggs i korta sprintar med en ny, testbar version var eller varannan vecka och en genomgång med er efter varje sprint.",
          en: "The product is built in short sprints, with a new testable release every one or two weeks and a review with you after each sprint.",
        },
      },
      {
        title: {
          sv: "Test och kvalitetssäkring",
          en: "Testing and quality assurance",
        },
        text: {
          sv: "Automatiserade tester och vår interna säkerhetsgranskning fångar fel och sårbarheter, och lasttester visar före lanseringen att plattformen klarar den belastning ni räknar med.",
          en: "Automated tests and our internal security review catch bugs and vulnerabilities, and load tests show before launch that the platform handles the load you expect.",
        },
      },
      {
        title: {
          sv: "Lansering",
          en: "Launch",
        },
        text: {
          sv: "Vi driftsätter i produktionsmiljön, sätter upp övervakning och stöttar er genom lanseringen och de första kunderna.",
          en: "We deploy to production, set up monitoring and support you through the launch and your first customers.",
        },
      },
      {
        title: {
          sv: "Drift och vidareutveckling",
          en: "Operations and continued development",
        },
        text: {
          sv: "Efter lanseringen tar vi hand om drift, uppdateringar och nya funktioner enligt ett förvaltningsavtal.",
          en: "After launch, we take care of operations, updates and new features under a maintenance agreement.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Beprövade och välanvända verktyg, så att det är lätt att hitta utvecklare som kan ta vid.",
      en: "Proven tools with large communities, so it is easy to find developers who can pick up the work.",
    },
    groups: [
      {
        name: {
          sv: "Frontend",
          en: "Frontend",
        },
        items: names("React", "TypeScript", "Next.js", "Tailwind CSS"),
      },
      {
        name: {
          sv: "Backend",
          en: "Backend",
        },
        items: names("Node.js", "Python", "NestJS", "GraphQL"),
      },
      {
        name: {
          sv: "Databas",
          en: "Database",
        },
        items: names("PostgreSQL", "Redis", "MongoDB"),
      },
      {
        name: {
          sv: "Moln",
          en: "Cloud",
        },
        items: names("AWS", "Microsoft Azure", "Google Cloud", "Docker", "Kubernetes"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "Fyra SaaS-produkter, från idé eller installerad programvara till betalande kunder.",
      en: "Four SaaS products, from an idea or installed software to paying customers.",
    },
    items: [
      {
        title: {
          sv: "Från idé till betalande kunder",
          en: "From idea to paying customers",
        },
        sector: {
          sv: "HR-teknik",
          en: "HR tech",
        },
        text: {
          sv: "Ett startupbolag i Stockholm ville digitalisera introduktionen av nyanställda. En MVP där flera kundföretag delar samma plattform (multi-tenant), med inloggning via SSO och fakturering via Stripe, byggdes på fem månader, och de första pilotkunderna betalade redan under kvartalet efter lanseringen. Uppgraderingarna räknades bland de 25 pilotkunderna under deras första sex månader.",
          en: "A Stockholm startup wanted to digitise the onboarding of new employees. An MVP serving several customer companies on one platform (multi-tenant), with SSO sign-in and Stripe billing, was built in five months, and the first pilot customers were paying within the quarter after launch. Upgrades were counted among the 25 pilot customers over their first six months.",
        },
        result: {
          value: {
            sv: "32 %",
            en: "32%",
          },
          label: {
            sv: "av pilotkunderna uppgraderade till en större plan",
            en: "of pilot customers upgraded to a larger plan",
          },
        },
      },
      {
        title: {
          sv: "Från installerad programvara till molntjänst",
          en: "From installed software to a cloud service",
        },
        sector: {
          sv: "Logistik",
          en: "Logistics",
        },
        text: {
          sv: "En nordisk leverantör av lagersystem flyttade sin lokalt installerade programvara till en SaaS-tjänst. Kunderna slipper egna servrar, och alla kör nu samma version. Kostnaderna jämfördes enligt leverantörens egen redovisning, per kund under det första året som SaaS mot det sista året med lokala installationer.",
          en: "A Nordic provider of warehouse management software moved its on-premises product to SaaS. Customers no longer need their own servers, and everyone now runs the same version. Costs were compared from the provider’s own accounts, per customer over the first year as SaaS against the last year of local installations.",
        },
        result: {
          value: {
            sv: "35 %",
            en: "35%",
          },
          label: {
            sv: "lägre kostnader för support och drift",
            en: "lower support and operating costs",
          },
        },
      },
      {
        title: {
          sv: "Bokningsplattform för kliniker",
          en: "A booking platform for clinics",
        },
        sector: {
          sv: "Vård och hälsa",
          en: "Healthcare",
        },
        text: {
          sv: "Ett litet mjukvarubolag i Linköping ville sälja tidsbokning och påminnelser till privata fysioterapikliniker. Plattformen fick BankID-inloggning, sms-påminnelser och egna inställningar för varje klinik. Uteblivna besök räknades hos de första tolv klinikerna under sex månader, jämfört med samma månader året innan.",
          en: "A small software company in Linköping wanted to sell appointment booking and reminders to private physiotherapy clinics. The platform was built with BankID sign-in, text message reminders and individual settings for every clinic. Missed appointments were counted at the first twelve clinics over six months, compared with the same months a year earlier.",
        },
        result: {
          value: {
            sv: "44 %",
            en: "44%",
          },
          label: {
            sv: "färre uteblivna besök",
            en: "fewer missed appointments",
          },
        },
      },
      {
        title: {
          sv: "Egenkontroll för restauranger i mobilen",
          en: "Mobile food safety checks for restaurants",
        },
        sector: {
          sv: "Restaurang",
          en: "Restaurants",
        },
        text: {
          sv: "Ett startupbolag i Jönköping ville sälja digital egenkontroll till restauranger: temperaturloggar, städrutiner och avvikelser som ofta förs på papper. SaaS-tjänsten som byggdes har ett konto per restaurang, en mobilvy för köket och rapporter att visa vid en inspektion. Andelen räknades bland de 60 restauranger som började under pilotåret.",
          en: "A Jönköping startup wanted to sell digital food safety self-checks to restaurants: temperature logs, cleaning routines and deviations that are often kept on paper. The SaaS product built for the startup has one account per restaurant, a mobile view for the kitchen and reports to show at an inspection. The figure was measured across the 60 restaurants that signed up during the pilot year.",
        },
        result: {
          value: {
            sv: "85 %",
            en: "85%",
          },
          label: {
            sv: "av restaurangerna var fortfarande betalande kunder ett år efter att de började",
            en: "of the restaurants were still paying a year after signing up",
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
          sv: "Vad kostar det och hur lång tid tar det att bygga en SaaS-plattform?",
          en: "How much does a SaaS platform cost, and how long does it take to build?",
        },
        answer: {
          sv: "En MVP med kärnfunktionerna tar normalt {{fact:timeline.saasMvp}} och kostar ungefär {{fact:price.saasMvp}}. En fullskalig plattform för företagskunder, med avancerade behörigheter, integrationer och höga krav på tillgänglighet, tar {{fact:timeline.saasEnterprise}} och kostar ungefär {{fact:price.saasEnterprise}} eller mer. {{fact:proposal}}",
          en: "An MVP with the core features usually takes {{fact:timeline.saasMvp}} and costs roughly {{fact:price.saasMvp}}. A full-scale enterprise platform, with advanced permissions, integrations and high availability requirements, takes {{fact:timeline.saasEnterprise}} and costs roughly {{fact:price.saasEnterprise}} or more. {{fact:priceNote.eur}} {{fact:proposal}}",
        },
      },
      {
        question: {
          sv: "Erbjuder ni förvaltning och support efter lanseringen?",
          en: "Do you offer maintenance and support after launch?",
        },
        answer: {
          sv: "Ja. Efter lanseringen kan ni teckna ett förvaltningsavtal som omfattar drift, övervakning, säkerhetsuppdateringar och felrättning, med avtalade svarstider. Avtalet kan kombineras med en fast månadsbudget för vidareutveckling, så att produkten fortsätter att förbättras i jämn takt. Behöver ni bara hjälp då och då ger vi support på timbasis.",
          en: "Yes. After launch you can sign a maintenance agreement covering operation, monitoring, security updates and bug fixes, with agreed response times. It can be combined with a fixed monthly budget for further development, so the product keeps improving at a steady pace. If you only need help now and then, we offer support by the hour.",
        },
      },
      {
        question: {
          sv: "Vi har en traditionell, installerad programvara. Kan ni hjälpa oss att gå över till SaaS?",
          en: "We have traditional, installed software. Can you help us move to SaaS?",
        },
        answer: {
          sv: "Ja, det är ett vanligt uppdrag. Vi analyserar den befintliga lösningen, återanvänder affärslogik där det går och bygger om det som behöver en ny arkitektur för molnet och för flera kunder. Övergången görs stegvis, ofta med en period då båda versionerna körs parallellt, så att befintliga kunder kan flyttas över i lugn takt.",
          en: "Yes, it is a common kind of engagement. We analyse the existing solution, reuse business logic where possible and rebuild what needs a new architecture for the cloud and for multiple customers. The transition happens in stages, often with a period when both versions run side by side, so existing customers can be moved over at a comfortable pace.",
        },
      },
      {
        question: {
          sv: "Hur involverade behöver vi vara under utvecklingen?",
          en: "How involved do we need to be during development?",
        },
        answer: {
          sv: "Vi behöver en produktägare hos er som kan prioritera och fatta beslut, i regel några timmar i veckan. Efter varje sprint får ni en ny version att testa och en genomgång av vad som har gjorts, så att ni hela tiden kan styra riktningen.",
          en: "We need a product owner on your side who can prioritise and make decisions, usually a few hours a week. After each sprint you get a new release to test and a review of what has been done, so you can steer the project throughout.",
        },
      },
      {
        question: {
          sv: "Vem äger koden och plattformen?",
          en: "Who owns the code and the platform?",
        },
        answer: {
          sv: "Koden ligger i ert eget konto hos till exempel GitHub eller GitLab från första dagen, och rättigheterna till kod och design som tas fram i projektet övergår till er enligt avtalet. Era data är era, och driftmiljön ligger i ert eget molnkonto. Ni kan därför ta över utvecklingen själva eller byta leverantör.",
          en: "The code lives in your own account on GitHub, GitLab or similar from the first day, and the rights to the code and design produced in the project pass to you under the agreement. Your data is yours, and the production environment is in your own cloud account. That means you can take over development yourselves or switch suppliers.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Har ni en idé till en SaaS-tjänst?",
      en: "Do you have an idea for a SaaS product?",
    },
    text: {
      sv: "Berätta om idén och målgruppen, så säger vi om ni bör börja med en SaaS-MVP eller med något mindre.",
      en: "Tell us about the idea and your target customers, and we will tell you whether to start with a SaaS MVP or with something smaller.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
