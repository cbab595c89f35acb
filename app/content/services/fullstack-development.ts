// Copy of the fullstack development service page (/services/fullstack-development), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, START_YOUR_PROJECT, storiesSection, TOOLS_HEADING, TYPICAL_BY_PROPOSAL } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Fullstackutveckling",
      en: "Fullstack development",
    },
    description: {
      sv: "Fullstackutveckling från ett svenskt team: webbappar, mobilappar, API:er, integrationer och moln – byggt med beprövad teknik och levererat i korta etapper.",
      en: "Fullstack development from a Swedish team: web and mobile apps, APIs, integrations and cloud, built with proven technology and delivered in short increments.",
    },
    keywords: [
      {
        sv: "fullstackutveckling",
        en: "fullstack development",
      },
      {
        sv: "webbutveckling",
        en: "web application development",
      },
      {
        sv: "systemutveckling",
        en: "custom software development",
      },
      {
        sv: "React och TypeScript",
        en: "React and TypeScript",
      },
      {
        sv: "API-utveckling",
        en: "API development",
      },
      {
        sv: "systemintegration",
        en: "system integration",
      },
      {
        sv: "modernisering av system",
        en: "legacy modernisation",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Mjukvaruutveckling",
      en: "Software development",
    },
    title: {
      sv: "Fullstack­utveckling – hela lösningen från ett och samma team",
      en: "Fullstack development: the whole solution from one team",
    },
    subtitle: {
      sv: "Vi bygger webbapplikationer, mobilappar, API:er och molninfrastruktur som hänger ihop, från första skiss till drift. Ett team och ett ansvar.",
      en: "We build web applications, mobile apps, APIs and cloud infrastructure that fit together, from the first sketch to production. One team, one point of responsibility.",
    },
    primaryCta: START_YOUR_PROJECT,
    secondaryCta: LEARN_MORE,
    typical: TYPICAL_BY_PROPOSAL,
  },
  intro: {
    heading: {
      sv: "Vad är fullstack­utveckling?",
      en: "What is fullstack development?",
    },
    paragraphs: [
      {
        sv: "Fullstackutveckling innebär att ett och samma team tar ansvar för alla lager i en digital produkt: gränssnittet som användarna möter, serverlogiken och API:erna bakom, databasen där informationen lagras och molnmiljön där allt körs. I stället för att dela upp arbetet mellan flera leverantörer som var och en äger sin bit får ni ett team som förstår hur delarna påverkar varandra.",
        en: "Fullstack development means that one team takes responsibility for every layer of a digital product: the interface your users see, the server logic and APIs behind it, the database that stores your data, and the cloud environment it all runs in. Instead of splitting the work between several suppliers who each own a piece, you get one team that understands how the pieces affect each other.",
      },
      {
        sv: "Det är viktigare än det kan verka. De flesta förseningar och fel i mjukvaruprojekt uppstår i skarvarna: ett API som inte levererar det gränssnittet behöver, en datamodell som inte klarar nästa funktion, en driftsättning som fungerar på en dator men inte i produktion. När samma utvecklare äger hela kedjan löses sådant i ett samtal i stället för i en ändringsbeställning.",
        en: "This matters more than it may seem. Most delays and defects in software projects appear at the seams: an API that does not return what the interface needs, a data model that cannot handle the next feature, a deployment that works on one machine but not in production. When the same developers own the whole chain, those problems are solved in a conversation instead of a change request.",
      },
      {
        sv: "Vi arbetar i korta etapper och visar fungerande programvara var eller varannan vecka, så att ni kan styra projektet utifrån det ni faktiskt ser i stället för utifrån dokument. Vi väljer beprövade och välspridda tekniker som TypeScript, React, Node.js, Python och PostgreSQL, så att lösningen blir lätt att förvalta och lätt att rekrytera till – oavsett om ni fortsätter att arbeta med oss eller inte.",
        en: "We work in short increments and show working software every one or two weeks, so you can steer the project based on what you actually see rather than on documents. We choose proven, widely used technologies such as TypeScript, React, Node.js, Python and PostgreSQL, so that your solution is easy to maintain and easy to hire for, whether or not you keep working with us.",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med fullstack­utveckling",
      en: "Benefits of fullstack development",
    },
    intro: {
      sv: "Det här får ni när ett team tar ansvar för hela lösningen.",
      en: "What you gain when one team owns the whole solution.",
    },
    items: [
      {
        icon: "users",
        title: {
          sv: "Ett team, ett ansvar",
          en: "One team, one point of responsibility",
        },
        text: {
          sv: "Design, frontend, backend och drift hanteras av samma personer. Ni har en kontaktperson och en plan, och slipper leverantörer som skyller på varandra när något behöver ändras.",
          en: "Design, frontend, backend and operations are handled by the same people. You have one contact and one plan, and no suppliers blaming each other when something needs to change.",
        },
      },
      {
        icon: "rocket",
        title: {
          sv: "Snabbare leveranser",
          en: "Faster delivery",
        },
        text: {
          sv: "Färre överlämningar betyder mindre väntan. Vi levererar fungerande delar löpande, så att funktioner når användarna tidigare och synpunkter kommer medan det fortfarande är billigt att ta hänsyn till dem.",
          en: "Fewer handovers mean less waiting. We deliver working increments as we go, so features reach your users sooner and feedback arrives while it is still cheap to act on.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Arkitektur som håller",
          en: "Architecture that lasts",
        },
        text: {
          sv: "Vi utformar datamodeller, API:er och infrastruktur med de kommande åren i åtanke, inte bara lanseringen, så att fler användare eller nya funktioner inte tvingar fram en omskrivning.",
          en: "We design data models, APIs and infrastructure with the coming years in mind, not just the launch, so that more users or new features do not force a rewrite.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Säkerhet från början",
          en: "Security from day one",
        },
        text: {
          sv: "Inloggning, behörigheter, kryptering och GDPR-anpassad datahantering är en del av designen, inte något som läggs till i efterhand. Vi följer OWASP:s riktlinjer och granskar beroenden löpande.",
          en: "Authentication, access control, encryption and GDPR-compliant data handling are part of the design, not an afterthought. We follow OWASP guidelines and review dependencies continuously.",
        },
      },
      {
        icon: "check",
        title: {
          sv: "Kvalitet som går att mäta",
          en: "Quality you can measure",
        },
        text: {
          sv: "Automatiserade tester, kodgranskning och kontinuerlig integration körs vid varje ändring. Ni kan själva se testresultat och driftsättningshistorik när som helst.",
          en: "Automated tests, code review and continuous integration run on every change. You can see test results and deployment history yourself, at any time.",
        },
      },
      {
        icon: "book",
        title: {
          sv: "Koden blir er",
          en: "The code passes to you",
        },
        text: {
          sv: "Källkod, dokumentation och infrastrukturdefinitioner ligger i ert eget kodförråd från första dagen. Ingen inlåsning, och en smidig överlämning om ni en dag tar utvecklingen i egen regi.",
          en: "Source code, documentation and infrastructure definitions live in your own repository from the first day. No lock-in, and a smooth handover if you ever take development in-house.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom fullstack­utveckling",
      en: "Our fullstack development services",
    },
    intro: {
      sv: "Från ett enskilt internt verktyg till en plattform med tusentals användare – här är de områden där vi oftast hjälper till.",
      en: "From a single internal tool to a platform with thousands of users, these are the areas where we help most often.",
    },
    items: [
      {
        icon: "code",
        title: {
          sv: "Webbapplikationer",
          en: "Web applications",
        },
        text: {
          sv: "Kundportaler, bokningssystem, interna verktyg och översiktsvyer byggda med React och TypeScript. Snabba, responsiva gränssnitt som fungerar på alla skärmstorlekar.",
          en: "Customer portals, booking systems, internal tools and dashboards built with React and TypeScript. Fast, responsive interfaces that work on every screen size.",
        },
      },
      {
        icon: "phone",
        title: {
          sv: "Mobilappar",
          en: "Mobile apps",
        },
        text: {
          sv: "Appar för iOS och Android med React Native, som delar API:er och affärslogik med webbapplikationen, så att reglerna bara finns på ett ställe.",
          en: "Apps for iOS and Android built with React Native, sharing APIs and business logic with your web application, so that the rules live in one place.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "API:er och integrationer",
          en: "APIs and integrations",
        },
        text: {
          sv: "Väldokumenterade REST- och GraphQL-API:er samt integrationer mot affärssystem, CRM, betallösningar, BankID och andra system som verksamheten redan är beroende av.",
          en: "Well-documented REST and GraphQL APIs, and integrations with ERP, CRM, payment providers, BankID and the other systems your business already depends on.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "Modernisering av äldre system",
          en: "Legacy modernisation",
        },
        text: {
          sv: "Stegvis ersättning av ett äldre system medan det är kvar i drift – det gör vi inom plattformsutveckling.",
          en: "Step-by-step replacement of an ageing system while it stays in service, delivered through our platform development service.",
        },
      },
      {
        icon: "server",
        title: {
          sv: "Moln och DevOps",
          en: "Cloud and DevOps",
        },
        text: {
          sv: "Infrastruktur som kod, automatiserade driftsättningar, övervakning och säkerhetskopiering i AWS, Azure eller Google Cloud – med datalagring inom EU när era uppgifter kräver det.",
          en: "Infrastructure as code, automated deployments, monitoring and backups on AWS, Azure or Google Cloud, with storage inside the EU when your data requires it.",
        },
      },
      {
        icon: "handshake",
        title: {
          sv: "Förvaltning och vidareutveckling",
          en: "Maintenance and further development",
        },
        text: {
          sv: "Efter lansering håller vi lösningen säker och uppdaterad, åtgärdar fel inom överenskommen svarstid och fortsätter att bygga nya funktioner i den takt som passar er budget.",
          en: "After launch we keep your solution secure and up to date, fix issues within an agreed response time, and keep building new features at a pace that suits your budget.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Vi väljer teknik utifrån era behov och ert team, men det här är verktygen vi kan bäst.",
      en: "We choose the stack to fit your needs and your team, but these are the tools we know best.",
    },
    groups: [
      {
        name: {
          sv: "Frontend",
          en: "Frontend",
        },
        items: names("React", "TypeScript", "React Router", "Next.js", "Tailwind CSS", "React Native"),
      },
      {
        name: {
          sv: "Backend",
          en: "Backend",
        },
        items: names("Node.js", "Python", "FastAPI", "GraphQL"),
      },
      {
        name: {
          sv: "Databaser",
          en: "Databases",
        },
        items: names("PostgreSQL", "MySQL", "MongoDB", "Redis"),
      },
      {
        name: {
          sv: "Moln och DevOps",
          en: "Cloud and DevOps",
        },
        items: names("AWS", "Azure", "Google Cloud", "Docker", "Kubernetes", "Terraform", "GitHub Actions"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "En kundportal, från gränssnitt till ett nytt API-lager.",
      en: "A customer portal, from the interface to a new API layer.",
    },
    items: [
      {
        title: {
          sv: "Kundportal för ett logistikföretag i Göteborg",
          en: "Customer portal for a Gothenburg logistics firm",
        },
        sector: {
          sv: "Logistik",
          en: "Logistics",
        },
        text: {
          sv: "Ett logistikföretag i Göteborg med omkring 200 anställda fick många samtal från kunder som ville veta var deras sändningar befann sig. I uppdraget fick företaget en portal med spårning i realtid, nedladdning av fraktdokument och självservice för ombokning, kopplad till företagets transportsystem via ett nytt API-lager. Företaget räknade samtalen till supporten i sin växel under de sex första månaderna efter lanseringen och jämförde med samma månader året innan.",
          en: "A Gothenburg logistics firm with some 200 staff took many calls from customers asking where their shipments were. The firm now has a portal with real-time tracking, shipping document downloads and self-service rebooking, connected to the company’s transport management system through a new API layer. The firm counted support calls on its phone system over the first six months after launch and compared them with the same months a year earlier.",
        },
        result: {
          value: {
            sv: "38 %",
            en: "38%",
          },
          label: {
            sv: "färre samtal till supporten",
            en: "fewer calls to support",
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
          sv: "Hur lång tid tar ett fullstackprojekt?",
          en: "How long does a fullstack project take?",
        },
        answer: {
          sv: "Det beror på omfattningen, och tidplanen står i offerten. Planen har delmål: en avgränsad första version av en webbapplikation är ofta i produktion inom några månader, och ni ser fungerande programvara redan från början. Större plattformar levereras i etapper, så att användarna får nytta långt innan den sista funktionen är klar.",
          en: "It depends on the scope, and the quote sets out the timeline. The plan has milestones: a focused first version of a web application is often in production within a few months, and you see working software from the start. Larger platforms are delivered in stages, so users get value long before the last feature is done.",
        },
      },
      {
        question: {
          sv: "Vem äger koden?",
          en: "Who owns the code?",
        },
        answer: {
          sv: "Koden ligger i ert eget kodförråd från första dagen, och rättigheterna till den kod vi skriver åt er övergår till er enligt avtalet. Ni får också dokumentation och infrastrukturdefinitioner, så att ett annat team kan ta över om ni någon gång vill det.",
          en: "The code lives in your own repository from the first day, and the rights to the code we write for you pass to you under the agreement. You also get documentation and infrastructure definitions, so another team can take over if you ever want that.",
        },
      },
      {
        question: {
          sv: "Vad behöver vi bidra med?",
          en: "What do we need to contribute?",
        },
        answer: {
          sv: "En produktägare som kan fatta beslut och som har tid att delta i en kort demo efter varje etapp. Vi behöver också tillgång till de system vi ska integrera mot och gärna några riktiga användare att prata med. Allt annat, från design till drift, kan vi ta hand om.",
          en: "A product owner who can make decisions and has time to join a short demo after each increment. We also need access to the systems we integrate with, and ideally a few real users we can talk to. Everything else, from design to hosting, we can take care of.",
        },
      },
      {
        question: {
          sv: "Kan ni arbeta med vårt befintliga team eller system?",
          en: "Can you work with our existing team or system?",
        },
        answer: {
          sv: "Ja. Vi kan förstärka ert befintliga utvecklingsteam med kapacitet eller specialistkunskap och arbetar då i era kodförråd, verktyg och rutiner. Har ni ett befintligt system börjar vi med en teknisk genomlysning och föreslår om det ska byggas ut, struktureras om eller ersättas stegvis.",
          en: "Yes. We can join your in-house development team to add capacity or specialist skills, working in your repositories, tools and routines. If you have an existing system, we start with a technical review and recommend whether to extend it, restructure it or replace it step by step.",
        },
      },
      {
        question: {
          sv: "Vad händer efter lanseringen?",
          en: "What happens after launch?",
        },
        answer: {
          sv: "Vi erbjuder ett förvaltningsavtal som omfattar säkerhetsuppdateringar, övervakning, felrättning inom överenskommen svarstid och ett antal timmar per månad för förbättringar. Ni kan också välja support på timbasis eller ta över helt själva. Oavsett val bygger vi lösningen så att ett annat team kan ta över den.",
          en: "We offer a maintenance agreement that covers security updates, monitoring, bug fixes within an agreed response time and a set number of hours for improvements each month. You can also choose support by the hour or take over completely. Either way, we build the solution so that another team can take it over.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Vad vill ni bygga?",
      en: "What would you like to build?",
    },
    text: {
      sv: "Beskriv kort vad ni har i tankarna. I ett kostnadsfritt samtal går vi igenom era mål, föreslår ett tekniskt upplägg och ger en ärlig bild av omfattning och tidplan.",
      en: "Tell us briefly what you have in mind. In a free call we go through your goals, suggest a technical approach and give you an honest picture of scope and timeline.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
