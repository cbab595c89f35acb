// Copy of the SaaS development service page (/services/saas-development), in Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "SaaS-utveckling",
      description: `Vi utvecklar SaaS-plattformar från idé till drift: MVP på ${facts.sv.timeline.saasMvp}, en ny version var eller varannan vecka och en arkitektur som är byggd för att växa.`,
      keywords: [
        "SaaS-utveckling",
        "molntjänst",
        "multi-tenant",
        "prenumerationstjänst",
        "SaaS-MVP",
        "mjukvaruutveckling",
        "skalbar plattform",
      ],
    },
    hero: {
      eyebrow: "Mjukvaruutveckling",
      title: "SaaS-plattformar byggda för att växa",
      subtitle:
        "Vi designar, utvecklar och sköter driften av molnbaserade mjukvarutjänster, från första MVP till plattformar i daglig drift hos betalande kunder. Säkerhet, fakturering och skalbarhet finns på plats från start.",
      primaryCta: "Starta ert SaaS-projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `En MVP: ${facts.sv.timeline.saasMvp}; en fullskalig plattform: ${facts.sv.timeline.saasEnterprise}`,
        price: `En MVP: ungefär ${facts.sv.price.saasMvp}; en fullskalig plattform: ${facts.sv.price.saasEnterprise} eller mer`,
      },
    },
    intro: {
      heading: "Vad är SaaS-utveckling?",
      paragraphs: [
        "SaaS, Software as a Service, är programvara som levereras via webben som en prenumerationstjänst. Kunderna loggar in i stället för att installera, och ni uppdaterar tjänsten för alla samtidigt. För er som leverantör innebär det återkommande intäkter, en direkt relation till användarna och möjlighet att förbättra produkten varje vecka.",
        "Att bygga en SaaS-produkt kräver mer än en bra applikation. Den måste hålla isär kundernas data, hantera abonnemang och betalningar, klara att antalet användare växer och vara säker nog för storföretagens leverantörsgranskningar. Vi har byggt de delarna förut och vet var fallgroparna finns.",
        "Vi arbetar agilt och levererar en ny, testbar version var eller varannan vecka. Ni ser produkten växa fram, kan visa den för pilotkunder tidigt och styra prioriteringarna utifrån verklig återkoppling i stället för antaganden.",
      ],
    },
    benefits: {
      heading: "Fördelar med att bygga som SaaS",
      intro: "Det här ändras när ni levererar er produkt som en tjänst.",
      items: [
        {
          icon: "chart",
          title: "Förutsägbara intäkter",
          text: "Prenumerationer ger återkommande intäkter som är lättare att planera och värdera än enstaka licensaffärer.",
        },
        {
          icon: "layers",
          title: "Skalar med er affär",
          text: "En molnbaserad arkitektur växer i takt med antalet kunder. Ni betalar för kapacitet när den behövs, inte för servrar som står oanvända.",
        },
        {
          icon: "rocket",
          title: "Snabbare ut på marknaden",
          text: `En fokuserad SaaS-MVP – med inloggning, fakturering och flera kunder på samma plattform – kan vara ute hos betalande kunder inom ${facts.sv.timeline.saasMvp}, och varje ny funktion når alla användare samma dag som den släpps.`,
        },
        {
          icon: "cog",
          title: "En kodbas, alltid uppdaterad",
          text: "Alla kunder kör samma version. Inga gamla installationer att stödja, inga uppgraderingsprojekt hos kunderna och en enklare support.",
        },
        {
          icon: "shield",
          title: "Säkerhet från grunden",
          text: "Dataseparation, kryptering, behörighetsstyrning och loggning byggs in från första sprinten, anpassade efter GDPR och företagskundernas krav.",
        },
        {
          icon: "gauge",
          title: "Beslut som bygger på data",
          text: "Ni ser hur tjänsten faktiskt används och kan prioritera utvecklingen efter det som skapar mest värde för kunderna.",
        },
      ],
    },
    offering: {
      kind: "components",
      heading: "Sex komponenter som varje SaaS-plattform behöver",
      intro: "Det här bygger vi in från början, så att produkten håller när kunderna blir fler.",
      items: [
        {
          icon: "layers",
          title: "Flera kunder på samma plattform (multi-tenant)",
          text: "Flera kunder delar samma plattform, men deras data hålls strikt åtskilda. Det ger låga driftkostnader utan att kompromissa med säkerheten.",
        },
        {
          icon: "lock",
          title: "Användarhantering och inloggning",
          text: "Inloggning med e-post, SSO och tvåfaktorsautentisering, roller och behörigheter per organisation och möjlighet att bjuda in kollegor.",
        },
        {
          icon: "wallet",
          title: "Abonnemang och fakturering",
          text: "Prisplaner, provperioder, uppgraderingar och automatisk fakturering via till exempel Stripe, med moms och kvitton som fungerar för kunder i flera länder.",
        },
        {
          icon: "chart",
          title: "Adminpanel och analys",
          text: "Överblick över kunder, användning och intäkter för ert team, och rapporter som kunderna själva kan ta del av.",
        },
        {
          icon: "puzzle",
          title: "API och integrationer",
          text: "Ett dokumenterat API och färdiga kopplingar till verktygen kunderna redan använder, vilket gör tjänsten lättare att sälja och svårare att välja bort.",
        },
        {
          icon: "server",
          title: "Drift, backup och övervakning",
          text: "Automatiserad driftsättning, säkerhetskopiering, larm och loggning, så att problem upptäcks tidigt. Hur snabbt vi åtgärdar dem står i driftavtalet.",
        },
      ],
    },
    process: {
      heading: "Vår utvecklings\u00ADprocess",
      intro: "Sju steg från idé till en plattform i drift, med en ny version att testa var eller varannan vecka.",
      steps: [
        {
          title: "Förstudie och krav",
          text: "Vi går igenom affärsmodell, målgrupp och konkurrenter och bestämmer vad som måste finnas med i första versionen och vad som kan vänta.",
        },
        {
          title: "UX och design",
          text: "Användarflöden, prototyper och ett designsystem tas fram och testas med tänkta användare innan någon kod skrivs.",
        },
        {
          title: "Arkitektur och teknikval",
          text: "Vi väljer teknikstack, datamodell och molnplattform utifrån era krav på skalbarhet, säkerhet och kostnad.",
        },
        {
          title: "Utveckling i sprintar",
          text: "Produkten byggs i korta sprintar med en ny, testbar version var eller varannan vecka och en genomgång med er efter varje sprint.",
        },
        {
          title: "Test och kvalitetssäkring",
          text: "Automatiserade tester, vår interna säkerhetsgranskning och lasttester visar före lanseringen att plattformen klarar den belastning ni räknar med.",
        },
        {
          title: "Lansering",
          text: "Vi driftsätter i produktionsmiljön, sätter upp övervakning och stöttar er genom lanseringen och de första kunderna.",
        },
        {
          title: "Drift och vidareutveckling",
          text: "Efter lanseringen tar vi hand om drift, uppdateringar och nya funktioner enligt det driftavtal ni väljer.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Beprövade och välanvända verktyg, så att det alltid är lätt att hitta utvecklare som kan ta vid.",
      groups: [
        { name: "Frontend", items: ["React", "TypeScript", "Next.js", "Tailwind CSS"] },
        { name: "Backend", items: ["Node.js", "Python", "NestJS", "GraphQL"] },
        { name: "Databas", items: ["PostgreSQL", "Redis", "MongoDB"] },
        { name: "Moln", items: ["AWS", "Microsoft Azure", "Google Cloud", "Docker", "Kubernetes"] },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Fyra SaaS-produkter, från idé eller installerad programvara till betalande kunder. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Från idé till betalande kunder",
          sector: "HR-teknik",
          text: "Ett startupbolag i Stockholm ville digitalisera introduktionen av nyanställda. En MVP med multi-tenant-arkitektur, SSO och Stripe-fakturering byggdes på fem månader, och de första pilotkunderna betalade redan under kvartalet efter lanseringen. Uppgraderingarna räknades bland de 25 pilotkunderna under deras första sex månader.",
          result: { value: "32 %", label: "av pilotkunderna uppgraderade till en större plan" },
        },
        {
          title: "Från installerad programvara till molntjänst",
          sector: "Logistik",
          text: "En nordisk leverantör av lagersystem flyttade sin lokalt installerade programvara till en SaaS-tjänst. Kunderna slipper egna servrar, och alla kör nu samma version. Kostnaderna jämfördes enligt leverantörens egen redovisning, per kund under det första året som SaaS mot det sista året med lokala installationer.",
          result: { value: "35 %", label: "lägre kostnader för support och drift" },
        },
        {
          title: "Bokningsplattform för kliniker",
          sector: "Vård och hälsa",
          text: "Ett litet mjukvarubolag i Linköping ville sälja tidsbokning och påminnelser till privata fysioterapikliniker. Plattformen fick BankID-inloggning, sms-påminnelser och egna inställningar för varje klinik. Uteblivna besök räknades hos de första tolv klinikerna under sex månader, jämfört med samma månader året innan.",
          result: { value: "44 %", label: "färre uteblivna besök" },
        },
        {
          title: "Egenkontroll för restauranger i mobilen",
          sector: "Restaurang",
          text: "Ett startupbolag i Jönköping ville sälja digital egenkontroll till restauranger: temperaturloggar, städrutiner och avvikelser som ofta förs på papper. SaaS-tjänsten som byggdes har ett konto per restaurang, en mobilvy för köket och rapporter att visa vid en inspektion. Andelen räknades bland de 60 restauranger som började under pilotåret.",
          result: { value: "85 %", label: "av restaurangerna betalade fortfarande tolv månader efter sin egen start" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Vad kostar det och hur lång tid tar det att bygga en SaaS-plattform?",
          answer: `En MVP med kärnfunktionerna tar normalt ${facts.sv.timeline.saasMvp} och kostar ungefär ${facts.sv.price.saasMvp}. En fullskalig plattform för företagskunder, med avancerade behörigheter, integrationer och höga krav på tillgänglighet, tar ${facts.sv.timeline.saasEnterprise} och kostar ${facts.sv.price.saasEnterprise} eller mer. ${facts.sv.priceNote.eur} En kostnadsuppskattning för just ert projekt får ni efter ett första samtal, eller efter en förstudie om projektet är större.`,
        },
        {
          question: "Erbjuder ni underhålls- och supportpaket?",
          answer:
            "Ja. Efter lanseringen kan ni välja ett underhållspaket som omfattar drift, övervakning, säkerhetsuppdateringar och felrättningar, med avtalade svarstider. Paketen kan kombineras med en fast månadsbudget för vidareutveckling, så att produkten fortsätter att förbättras i jämn takt.",
        },
        {
          question: "Vi har en traditionell, installerad programvara. Kan ni hjälpa oss att gå över till SaaS?",
          answer:
            "Ja, det är ett vanligt uppdrag. Vi analyserar den befintliga lösningen, återanvänder affärslogik där det går och bygger om det som behöver en ny arkitektur för molnet och för flera kunder. Övergången görs stegvis, ofta med en period då båda versionerna körs parallellt, så att befintliga kunder kan flyttas över i lugn takt.",
        },
        {
          question: "Hur involverade behöver vi vara under utvecklingen?",
          answer:
            "Vi behöver en produktägare hos er som kan prioritera och fatta beslut, i regel några timmar i veckan. Var eller varannan vecka får ni en ny version att testa och en genomgång av vad som har gjorts, så att ni hela tiden kan styra riktningen.",
        },
        {
          question: "Vem äger koden och plattformen?",
          answer:
            "Ni äger all kod, design och data som tas fram i projektet. Koden ligger i ert eget konto hos till exempel GitHub eller GitLab, och driftmiljön i ert eget molnkonto. Ni kan därför när som helst ta över utvecklingen själva eller byta leverantör.",
        },
      ],
    },
    cta: {
      heading: "Har ni en idé till en SaaS-tjänst?",
      text: `Berätta om idén och målgruppen. Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "SaaS development",
      description: `We build SaaS platforms from idea to production: an MVP in ${facts.en.timeline.saasMvp}, a new release every one or two weeks and an architecture designed to grow with you.`,
      keywords: [
        "SaaS development",
        "cloud software",
        "multi-tenant",
        "subscription software",
        "SaaS MVP",
        "software development",
        "scalable platform",
      ],
    },
    hero: {
      eyebrow: "Software development",
      title: "SaaS platforms built to grow",
      subtitle:
        "We design, build and run cloud-based software products, from the first MVP to platforms in daily use by paying customers. Security, billing and scalability are in place from day one.",
      primaryCta: "Start your SaaS project",
      secondaryCta: "Learn More",
      typical: {
        duration: `An MVP: ${facts.en.timeline.saasMvp}; a full-scale platform: ${facts.en.timeline.saasEnterprise}`,
        price: `An MVP: roughly ${facts.en.price.saasMvp}; a full-scale platform: ${facts.en.price.saasEnterprise} or more`,
      },
    },
    intro: {
      heading: "What is SaaS development?",
      paragraphs: [
        "SaaS, Software as a Service, is software delivered over the web as a subscription. Customers log in instead of installing anything, and you update the service for everyone at once. As the provider, you gain recurring revenue, a direct relationship with your users and the chance to improve the product every week.",
        "Building a SaaS product takes more than a good application. It has to keep each customer’s data separate, handle subscriptions and payments, cope with a growing number of users and be secure enough to pass large companies’ vendor reviews. We have built those parts before and know where the pitfalls are.",
        `We work in an agile way and deliver a new, testable release every one or two weeks. You watch the product take shape, can show it to pilot customers early and steer priorities on real feedback rather than assumptions.`,
      ],
    },
    benefits: {
      heading: "Why build as SaaS",
      intro: "What changes when you deliver your product as a service.",
      items: [
        {
          icon: "chart",
          title: "Predictable revenue",
          text: "Subscriptions bring recurring revenue that is easier to plan and value than one-off licence deals.",
        },
        {
          icon: "layers",
          title: "Scales with your business",
          text: "A cloud-based architecture grows with your customer base. You pay for capacity when you need it, not for servers sitting idle.",
        },
        {
          icon: "rocket",
          title: "Faster to market",
          text: `A focused SaaS MVP – with sign-in, billing and several customers on one platform – can be in the hands of paying customers within ${facts.en.timeline.saasMvp}, and every new feature reaches all users the day it ships.`,
        },
        {
          icon: "cog",
          title: "One codebase, always up to date",
          text: "Every customer runs the same version. No legacy installations to support, no upgrade projects at customer sites and simpler support.",
        },
        {
          icon: "shield",
          title: "Security by design",
          text: "Data separation, encryption, access control and logging are built in from the first sprint, in line with GDPR and enterprise customers’ requirements.",
        },
        {
          icon: "gauge",
          title: "Data-driven decisions",
          text: "You see how the service is actually used and can prioritise development around what creates the most value for customers.",
        },
      ],
    },
    offering: {
      kind: "components",
      heading: "Six components every SaaS platform needs",
      intro: "We build these in from the start, so the product holds up as your customer base grows.",
      items: [
        {
          icon: "layers",
          title: "Multi-tenant architecture",
          text: "Many customers share one platform while their data stays strictly separated. That keeps running costs low without compromising on security.",
        },
        {
          icon: "lock",
          title: "User management and authentication",
          text: "Sign-in with email, SSO and two-factor authentication, roles and permissions per organisation, and the ability to invite colleagues.",
        },
        {
          icon: "wallet",
          title: "Subscriptions and billing",
          text: "Pricing plans, free trials, upgrades and automated invoicing through providers such as Stripe, with VAT and receipts that work for customers in several countries.",
        },
        {
          icon: "chart",
          title: "Admin dashboard and analytics",
          text: "An overview of customers, usage and revenue for your team, and reports your customers can access themselves.",
        },
        {
          icon: "puzzle",
          title: "API and integrations",
          text: "A documented API and ready-made connections to the tools your customers already use, making the service easier to sell and harder to walk away from.",
        },
        {
          icon: "server",
          title: "Operations, backups and monitoring",
          text: "Automated deployment, backups, alerts and logging, so problems are detected early. How quickly we fix them is set in the operations agreement.",
        },
      ],
    },
    process: {
      heading: "Our development process",
      intro: `Seven steps from idea to a platform in production, with a new release to test every one or two weeks.`,
      steps: [
        {
          title: "Discovery and requirements",
          text: "We review your business model, target audience and competitors, and decide what must be in the first version and what can wait.",
        },
        {
          title: "UX and design",
          text: "User flows, prototypes and a design system are created and tested with prospective users before any code is written.",
        },
        {
          title: "Architecture and technology choices",
          text: "We choose the tech stack, data model and cloud platform based on your requirements for scalability, security and cost.",
        },
        {
          title: "Development in sprints",
          text: `The product is built in short sprints, with a new testable release every one or two weeks and a review with you after each sprint.`,
        },
        {
          title: "Testing and quality assurance",
          text: "Automated tests, our internal security review and load tests show before launch that the platform handles the load you expect.",
        },
        {
          title: "Launch",
          text: "We deploy to production, set up monitoring and support you through the launch and your first customers.",
        },
        {
          title: "Operations and continued development",
          text: "After launch, we take care of operations, updates and new features under the operations agreement you choose.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "Proven tools with large communities, so it is easy to find developers who can pick up the work.",
      groups: [
        { name: "Frontend", items: ["React", "TypeScript", "Next.js", "Tailwind CSS"] },
        { name: "Backend", items: ["Node.js", "Python", "NestJS", "GraphQL"] },
        { name: "Database", items: ["PostgreSQL", "Redis", "MongoDB"] },
        { name: "Cloud", items: ["AWS", "Microsoft Azure", "Google Cloud", "Docker", "Kubernetes"] },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `Four SaaS products, from an idea or installed software to paying customers. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "From idea to paying customers",
          sector: "HR tech",
          text: "A Stockholm startup wanted to digitise the onboarding of new employees. An MVP with a multi-tenant architecture, SSO and Stripe billing was built in five months, and the first pilot customers were paying within the quarter after launch. Upgrades were counted among the 25 pilot customers over their first six months.",
          result: { value: "32%", label: "of pilot customers upgraded to a larger plan" },
        },
        {
          title: "From installed software to a cloud service",
          sector: "Logistics",
          text: "A Nordic provider of warehouse management software moved its on-premises product to SaaS. Customers no longer need their own servers, and everyone now runs the same version. Costs were compared from the provider’s own accounts, per customer over the first year as SaaS against the last year of local installations.",
          result: { value: "35%", label: "lower support and operating costs" },
        },
        {
          title: "A booking platform for clinics",
          sector: "Healthcare",
          text: "A small software company in Linköping wanted to sell appointment booking and reminders to private physiotherapy clinics. The platform was built with BankID sign-in, text message reminders and individual settings for every clinic. Missed appointments were counted at the first twelve clinics over six months, compared with the same months a year earlier.",
          result: { value: "44%", label: "fewer missed appointments" },
        },
        {
          title: "Mobile food safety checks for restaurants",
          sector: "Restaurants",
          text: "A Jönköping startup wanted to sell digital food safety self-checks to restaurants: temperature logs, cleaning routines and deviations that are often kept on paper. The SaaS product built for the startup has one account per restaurant, a mobile view for the kitchen and reports to show at an inspection. The share was counted among the 60 restaurants that started during the pilot year.",
          result: { value: "85%", label: "of the restaurants were still paying twelve months after their own start" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How much does a SaaS platform cost, and how long does it take to build?",
          answer: `An MVP with the core features usually takes ${facts.en.timeline.saasMvp} and costs roughly ${facts.en.price.saasMvp}. A full-scale enterprise platform, with advanced permissions, integrations and high availability requirements, takes ${facts.en.timeline.saasEnterprise} and costs ${facts.en.price.saasEnterprise} or more. ${facts.en.priceNote.eur} You receive a cost estimate for your specific project after a first conversation, or after a discovery phase if the project is larger.`,
        },
        {
          question: "Do you offer maintenance and support packages?",
          answer:
            "Yes. After launch you can choose a maintenance package covering hosting, monitoring, security updates and bug fixes, with agreed response times. Packages can be combined with a fixed monthly budget for further development, so the product keeps improving at a steady pace.",
        },
        {
          question: "We have traditional, installed software. Can you help us move to SaaS?",
          answer:
            "Yes, it is a common assignment. We analyse the existing solution, reuse business logic where possible and rebuild what needs a new architecture for the cloud and for multiple customers. The transition happens in stages, often with a period when both versions run side by side, so existing customers can be moved over at a comfortable pace.",
        },
        {
          question: "How involved do we need to be during development?",
          answer: `We need a product owner on your side who can prioritise and make decisions, usually a few hours a week. Every week or two you get a new release to test and a walkthrough of what has been done, so you can steer the direction all along.`,
        },
        {
          question: "Who owns the code and the platform?",
          answer:
            "You own all the code, design and data produced in the project. The code lives in your own account on GitHub, GitLab or similar, and the production environment in your own cloud account. That means you can take over development yourselves or switch suppliers at any time.",
        },
      ],
    },
    cta: {
      heading: "Do you have an idea for a SaaS product?",
      text: `Tell us about the idea and your target customers. We reply ${facts.en.reply}. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
