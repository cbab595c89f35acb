// Copy of the fullstack development service page (/services/fullstack-development), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Fullstackutveckling",
      description:
        "Fullstackutveckling från ett svenskt team: webbappar, mobilappar, API:er, integrationer och moln – byggt med beprövad teknik och levererat i korta etapper.",
      keywords: [
        "fullstackutveckling",
        "webbutveckling",
        "systemutveckling",
        "React och TypeScript",
        "API-utveckling",
        "systemintegration",
        "modernisering av system",
      ],
    },
    hero: {
      eyebrow: "Mjukvaruutveckling",
      title: "Fullstack\u00ADutveckling – hela lösningen från ett och samma team",
      subtitle:
        "Vi bygger webbapplikationer, mobilappar, API:er och molninfrastruktur som hänger ihop, från första skiss till drift. Ett team, ett ansvar och kod som ni äger.",
      primaryCta: "Starta ert projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Tidplanen beror på omfattningen och står i förslaget`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är fullstack\u00ADutveckling?",
      paragraphs: [
        "Fullstackutveckling innebär att ett och samma team tar ansvar för alla lager i en digital produkt: gränssnittet som användarna möter, serverlogiken och API:erna bakom, databasen där informationen lagras och molnmiljön där allt körs. I stället för att dela upp arbetet mellan flera leverantörer som var och en äger sin bit får ni ett team som förstår hur delarna påverkar varandra.",
        "Det betyder mer än man kan tro. De flesta förseningar och fel i mjukvaruprojekt uppstår i skarvarna: ett API som inte levererar det gränssnittet behöver, en datamodell som inte klarar nästa funktion, en driftsättning som fungerar på en dator men inte i produktion. När samma utvecklare äger hela kedjan löses sådant i ett samtal i stället för i en ändringsbeställning.",
        "Vi arbetar i korta etapper och visar fungerande programvara var eller varannan vecka, så att ni kan styra projektet utifrån det ni faktiskt ser i stället för utifrån dokument. Vi väljer beprövade och välspridda tekniker som TypeScript, React, Node.js, Python och PostgreSQL, så att lösningen blir lätt att förvalta och lätt att rekrytera till – oavsett om ni fortsätter att arbeta med oss eller inte.",
      ],
    },
    benefits: {
      heading: "Fördelar med fullstack\u00ADutveckling",
      intro: "Det här får ni när ett team tar ansvar för hela lösningen.",
      items: [
        {
          icon: "users",
          title: "Ett team, ett ansvar",
          text: "Design, frontend, backend och drift hanteras av samma personer. Ni har en kontaktperson och en plan, och slipper leverantörer som skyller på varandra när något behöver ändras.",
        },
        {
          icon: "rocket",
          title: "Snabbare leveranser",
          text: "Färre överlämningar betyder mindre väntan. Vi levererar fungerande delar var eller varannan vecka, så att funktioner når användarna tidigare och synpunkter kommer medan de fortfarande är billiga att agera på.",
        },
        {
          icon: "layers",
          title: "Arkitektur som håller",
          text: "Vi utformar datamodeller, API:er och infrastruktur med de kommande åren i åtanke, inte bara lanseringen, så att fler användare eller nya funktioner inte tvingar fram en omskrivning.",
        },
        {
          icon: "shield",
          title: "Säkerhet från början",
          text: "Inloggning, behörigheter, kryptering och GDPR-anpassad datahantering är en del av designen, inte något som läggs till i efterhand. Vi följer OWASP:s riktlinjer och granskar beroenden löpande.",
        },
        {
          icon: "check",
          title: "Kvalitet som går att mäta",
          text: "Automatiserade tester, kodgranskning och kontinuerlig integration körs vid varje ändring. Ni kan själva se testresultat och driftsättningshistorik när som helst.",
        },
        {
          icon: "book",
          title: "Ni äger koden",
          text: "Källkod, dokumentation och infrastrukturdefinitioner tillhör er från första dagen, i ert eget kodförråd. Ingen inlåsning, och en smidig överlämning om ni en dag tar utvecklingen i egen regi.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom fullstack\u00ADutveckling",
      intro:
        "Från ett enskilt internt verktyg till en plattform med tusentals användare – här är de områden där vi oftast hjälper till.",
      items: [
        {
          icon: "code",
          title: "Webbapplikationer",
          text: "Kundportaler, bokningssystem, interna verktyg och översiktsvyer byggda med React och TypeScript. Snabba, tillgängliga gränssnitt som fungerar på alla skärmstorlekar.",
        },
        {
          icon: "phone",
          title: "Mobilappar",
          text: "Appar för iOS och Android med React Native eller Flutter, som delar API:er och affärslogik med webbapplikationen, så att reglerna bara finns på ett ställe.",
        },
        {
          icon: "puzzle",
          title: "API:er och integrationer",
          text: "Väldokumenterade REST- och GraphQL-API:er samt integrationer mot affärssystem, CRM, betallösningar, BankID och andra system som verksamheten redan är beroende av.",
        },
        {
          icon: "cog",
          title: "Modernisering av äldre system",
          text: "Vi ersätter åldrande system stegvis och flyttar en funktion i taget till modern teknik medan det gamla systemet är kvar i drift, så att verksamheten inte störs under bytet.",
        },
        {
          icon: "server",
          title: "Moln och DevOps",
          text: "Infrastruktur som kod, automatiserade driftsättningar, övervakning och säkerhetskopiering i AWS, Azure eller Google Cloud – med datalagring inom EU när era uppgifter kräver det.",
        },
        {
          icon: "handshake",
          title: "Förvaltning och vidareutveckling",
          text: "Efter lansering håller vi lösningen säker och uppdaterad, åtgärdar fel inom överenskommen svarstid och fortsätter att bygga nya funktioner i den takt som passar er budget.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Vi väljer teknik utifrån era behov och ert team, men det här är verktygen vi kan bäst.",
      groups: [
        {
          name: "Frontend",
          items: ["React", "TypeScript", "React Router", "Next.js", "Tailwind CSS", "React Native"],
        },
        { name: "Backend", items: ["Node.js", "Python", "FastAPI", "GraphQL"] },
        { name: "Databaser", items: ["PostgreSQL", "MySQL", "MongoDB", "Redis"] },
        {
          name: "Moln och DevOps",
          items: ["AWS", "Azure", "Google Cloud", "Docker", "Kubernetes", "Terraform", "GitHub Actions"],
        },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `En kundportal, från gränssnitt till ett nytt API-lager. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Kundportal för ett logistikföretag i Göteborg",
          sector: "Logistik",
          text: "Ett logistikföretag i Göteborg med omkring 200 anställda fick många samtal från kunder som ville veta var deras sändningar befann sig. I uppdraget fick företaget en portal med spårning i realtid, nedladdning av fraktdokument och självservice för ombokning, kopplad till företagets transportsystem via ett nytt API-lager. Företaget räknade samtalen till supporten i sin växel under de sex första månaderna efter lanseringen och jämförde med samma månader året innan.",
          result: { value: "38 %", label: "färre samtal till supporten" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur lång tid tar ett fullstackprojekt?",
          answer:
            "Det beror på omfattningen, så vi inleder med en kort förstudie och ger er sedan en plan med delmål. En avgränsad första version av en webbapplikation är ofta i produktion inom några månader, och ni ser fungerande programvara var eller varannan vecka redan från början. Större plattformar levereras i etapper, så att användarna får nytta långt innan den sista funktionen är klar.",
        },
        {
          question: "Vem äger koden?",
          answer:
            "Det gör ni. Koden ligger i ert eget kodförråd från första dagen, och rättigheterna till den kod vi skriver åt er överlåts till er enligt avtalet. Ni får också dokumentation och infrastrukturdefinitioner, så att ett annat team kan ta över om ni någon gång vill det.",
        },
        {
          question: "Vad behöver ni från oss?",
          answer:
            "En produktägare som kan fatta beslut och som har tid att delta i en kort demo var eller varannan vecka. Vi behöver också tillgång till de system vi ska integrera mot och gärna några riktiga användare att prata med. Allt annat, från design till drift, kan vi ta hand om.",
        },
        {
          question: "Kan ni arbeta med vårt befintliga team eller system?",
          answer:
            "Ja. Vi kan förstärka ert befintliga utvecklingsteam med kapacitet eller specialistkunskap och arbetar då i era kodförråd, verktyg och rutiner. Har ni ett befintligt system börjar vi med en teknisk genomlysning och föreslår om det ska byggas ut, struktureras om eller ersättas stegvis.",
        },
        {
          question: "Vad händer efter lanseringen?",
          answer:
            "Vi erbjuder ett förvaltningsavtal som omfattar säkerhetsuppdateringar, övervakning, felrättning inom överenskommen svarstid och ett antal timmar per månad för förbättringar. Ni kan också gå ner till support vid behov eller ta över helt själva. Oavsett val är ingenting i lösningen beroende av oss.",
        },
      ],
    },
    cta: {
      heading: "Redo att bygga något som håller?",
      text: `Berätta vad ni vill bygga. I en kostnadsfri konsultation går vi igenom era mål, föreslår ett tekniskt upplägg och ger en ärlig bild av omfattning och tidplan. Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "Fullstack development",
      description:
        "Fullstack development from a Swedish team: web and mobile apps, APIs, integrations and cloud, built with proven technology and delivered in short increments.",
      keywords: [
        "fullstack development",
        "web application development",
        "custom software development",
        "React and TypeScript",
        "API development",
        "system integration",
        "legacy modernisation",
      ],
    },
    hero: {
      eyebrow: "Software development",
      title: "Fullstack development: the whole solution from one team",
      subtitle:
        "We build web applications, mobile apps, APIs and cloud infrastructure that fit together, from the first sketch to production. One team, one point of responsibility, and code that you own.",
      primaryCta: "Start your project",
      secondaryCta: "Learn More",
      typical: {
        duration: `The timeline depends on the scope and is set out in the proposal`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is fullstack development?",
      paragraphs: [
        "Fullstack development means that one team takes responsibility for every layer of a digital product: the interface your users see, the server logic and APIs behind it, the database that stores your data, and the cloud environment it all runs in. Instead of splitting the work between several suppliers who each own a piece, you get one team that understands how the pieces affect each other.",
        "That matters more than it sounds. Most delays and defects in software projects appear at the seams: an API that does not return what the interface needs, a data model that cannot handle the next feature, a deployment that works on one machine but not in production. When the same developers own the whole chain, those problems are solved in a conversation instead of a change request.",
        "We work in short increments and show working software every one or two weeks, so you can steer the project based on what you actually see rather than on documents. We choose proven, widely used technologies such as TypeScript, React, Node.js, Python and PostgreSQL, so that your solution is easy to maintain and easy to hire for, whether or not you keep working with us.",
      ],
    },
    benefits: {
      heading: "Benefits of fullstack development",
      intro: "What you gain when one team owns the whole solution.",
      items: [
        {
          icon: "users",
          title: "One team, one point of responsibility",
          text: "Design, frontend, backend and operations are handled by the same people. You have one contact and one plan, and no suppliers blaming each other when something needs to change.",
        },
        {
          icon: "rocket",
          title: "Faster delivery",
          text: "Fewer handovers mean less waiting. We deliver working increments every one or two weeks, so features reach your users sooner and feedback arrives while it is still cheap to act on.",
        },
        {
          icon: "layers",
          title: "Architecture that lasts",
          text: "We design data models, APIs and infrastructure with the coming years in mind, not just the launch, so that more users or new features do not force a rewrite.",
        },
        {
          icon: "shield",
          title: "Security from day one",
          text: "Authentication, access control, encryption and GDPR-compliant data handling are part of the design, not an afterthought. We follow OWASP guidelines and review dependencies continuously.",
        },
        {
          icon: "check",
          title: "Quality you can measure",
          text: "Automated tests, code review and continuous integration run on every change. You can see test results and deployment history yourself, at any time.",
        },
        {
          icon: "book",
          title: "You own the code",
          text: "Source code, documentation and infrastructure definitions are yours from the first commit, in your own repository. No lock-in, and a smooth handover if you ever take development in-house.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our fullstack development services",
      intro: "From a single internal tool to a platform with thousands of users, these are the areas where we help most often.",
      items: [
        {
          icon: "code",
          title: "Web applications",
          text: "Customer portals, booking systems, internal tools and dashboards built with React and TypeScript. Fast, accessible interfaces that work on every screen size.",
        },
        {
          icon: "phone",
          title: "Mobile apps",
          text: "Apps for iOS and Android built with React Native or Flutter, sharing APIs and business logic with your web application, so that the rules live in one place.",
        },
        {
          icon: "puzzle",
          title: "APIs and integrations",
          text: "Well-documented REST and GraphQL APIs, and integrations with ERP, CRM, payment providers, BankID and the other systems your business already depends on.",
        },
        {
          icon: "cog",
          title: "Legacy modernisation",
          text: "We replace ageing systems step by step, moving one function at a time to a modern stack while the old system stays in service, so the business is not disrupted by the move.",
        },
        {
          icon: "server",
          title: "Cloud and DevOps",
          text: "Infrastructure as code, automated deployments, monitoring and backups on AWS, Azure or Google Cloud, with data stored inside the EU when your data requires it.",
        },
        {
          icon: "handshake",
          title: "Maintenance and further development",
          text: "After launch we keep your solution secure and up to date, fix issues within an agreed response time, and keep building new features at a pace that suits your budget.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "We choose the stack to fit your needs and your team, but these are the tools we know best.",
      groups: [
        {
          name: "Frontend",
          items: ["React", "TypeScript", "React Router", "Next.js", "Tailwind CSS", "React Native"],
        },
        { name: "Backend", items: ["Node.js", "Python", "FastAPI", "GraphQL"] },
        { name: "Databases", items: ["PostgreSQL", "MySQL", "MongoDB", "Redis"] },
        {
          name: "Cloud and DevOps",
          items: ["AWS", "Azure", "Google Cloud", "Docker", "Kubernetes", "Terraform", "GitHub Actions"],
        },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `A customer portal, from the interface to a new API layer. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Customer portal for a Gothenburg logistics firm",
          sector: "Logistics",
          text: "A Gothenburg logistics firm with some 200 staff took many calls from customers asking where their shipments were. The engagement delivered a portal with real-time tracking, shipping document downloads and self-service rebooking, connected to the company’s transport management system through a new API layer. The firm counted support calls on its phone system over the first six months after launch and compared them with the same months a year earlier.",
          result: { value: "38%", label: "fewer calls to support" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How long does a fullstack project take?",
          answer:
            "It depends on scope, so we start with a short discovery phase and then give you a plan with milestones. A focused first version of a web application is often in production within a few months, and you see working software every one or two weeks from the start. Larger platforms are delivered in stages, so users get value long before the last feature is done.",
        },
        {
          question: "Who owns the code?",
          answer:
            "You do. The code lives in your own repository from the first day, and the rights to the code we write for you are transferred to you under the agreement. You also get documentation and infrastructure definitions, so another team can take over if you ever want that.",
        },
        {
          question: "What do you need from us?",
          answer:
            "A product owner who can make decisions and has time to join a short demo every one or two weeks. We also need access to the systems we integrate with, and ideally a few real users we can talk to. Everything else, from design to hosting, we can take care of.",
        },
        {
          question: "Can you work with our existing team or system?",
          answer:
            "Yes. We can join your in-house development team to add capacity or specialist skills, working in your repositories, tools and routines. If you have an existing system, we start with a technical review and recommend whether to extend it, restructure it or replace it step by step.",
        },
        {
          question: "What happens after launch?",
          answer:
            "We offer a maintenance agreement that covers security updates, monitoring, bug fixes within an agreed response time and a set number of hours for improvements each month. You can also scale down to on-demand support or take over completely. Either way, nothing in the solution depends on us.",
        },
      ],
    },
    cta: {
      heading: "Ready to build something that lasts?",
      text: `Tell us what you want to build. In a free consultation we go through your goals, suggest a technical approach and give you an honest picture of scope and timeline. We reply ${facts.en.reply}. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
