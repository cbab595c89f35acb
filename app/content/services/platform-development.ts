// Copy of the platform development service page (/services/platform-development), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, storiesSection, TOOLS_HEADING, TYPICAL_BY_PROPOSAL } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Plattformsutveckling",
      en: "Platform development",
    },
    description: {
      sv: "Vi bygger skalbara, säkra plattformar med tydliga API:er, automatiserad drift och integrationer mot era befintliga system. Från arkitektur till produktion.",
      en: "We build scalable, secure platforms with clean APIs, automated operations and integrations with your existing systems. From architecture to production.",
    },
    keywords: [
      {
        sv: "plattformsutveckling",
        en: "platform development",
      },
      {
        sv: "mjukvaruplattform",
        en: "software platform",
      },
      {
        sv: "skalbar arkitektur",
        en: "scalable architecture",
      },
      {
        sv: "API-utveckling",
        en: "API development",
      },
      {
        sv: "systemintegration",
        en: "systems integration",
      },
      {
        sv: "IoT-plattform",
        en: "IoT platform",
      },
      {
        sv: "molnplattform",
        en: "cloud platform",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Mjukvara och plattformar",
      en: "Software and platforms",
    },
    title: {
      sv: "Plattformar som era produkter och team kan bygga vidare på",
      en: "Platforms your products and teams can build on",
    },
    subtitle: {
      sv: "Vi bygger den tekniska grund som era produkter, team och partner står på: skalbar, säker och lätt att förändra när verksamheten växer.",
      en: "We create the technical foundation that your products, teams and partners rely on: scalable, secure and easy to change as your business grows.",
    },
    primaryCta: {
      sv: "Starta ert plattformsprojekt",
      en: "Start your platform project",
    },
    secondaryCta: LEARN_MORE,
    typical: TYPICAL_BY_PROPOSAL,
  },
  intro: {
    heading: {
      sv: "Vad är plattforms­utveckling?",
      en: "What is platform development?",
    },
    paragraphs: [
      {
        sv: "En plattform är mer än en enskild applikation. Det är den gemensamma grunden av tjänster, data och API:er som flera produkter, interna team och externa partner använder samtidigt. När grunden är rätt byggd går det snabbt att lansera nya funktioner. När den är fel byggd blir varje förändring dyr och riskabel.",
        en: "A platform is more than a single application. It is the shared foundation of services, data and APIs that several products, internal teams and external partners rely on at the same time. Get the foundation right and new features ship quickly. Get it wrong and every change becomes slow, costly and risky.",
      },
      {
        sv: "Vi hjälper företag att designa och bygga plattformar som håller i många år: en kundportal som samlar flera affärsområden, en IoT-plattform som tar emot data från tusentals maskiner eller en intern utvecklarplattform som gör era egna team snabbare. Vi utgår alltid från verksamhetens behov och väljer teknik därefter, inte tvärtom.",
        en: "We help companies design and build platforms that last for years: a customer portal that brings several business units together, an IoT platform that ingests data from thousands of machines, or an internal developer platform that makes your own teams faster. We always start from what the business needs and choose the technology to fit, never the other way round.",
      },
      {
        sv: "Arbetet sker i nära samarbete med er organisation. Ni får löpande leveranser, full insyn i koden och en arkitektur som era egna utvecklare kan förstå, förvalta och bygga vidare på när vi lämnar över.",
        en: "We work closely with your organisation. You get regular deliveries, full visibility into the code and an architecture your own developers can understand, maintain and extend once we hand it over.",
      },
    ],
    bullets: [
      {
        sv: "Modulär arkitektur med tydliga, dokumenterade API:er",
        en: "Modular architecture with clear, documented APIs",
      },
      {
        sv: "Stöd för flera kunder, roller och behörigheter från start",
        en: "Multi-tenancy, roles and permissions built in from the start",
      },
      {
        sv: "Integrationer mot befintliga system som ERP, CRM och IoT-utrustning",
        en: "Integrations with existing systems such as ERP, CRM and IoT equipment",
      },
      {
        sv: "Loggning, mätvärden och spårbarhet inbyggda från början",
        en: "Logging, metrics and tracing in place from day one",
      },
      {
        sv: "Automatiserad driftsättning med CI/CD och infrastruktur som kod",
        en: "Automated deployment with CI/CD and infrastructure as code",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Därför lönar sig en genomtänkt plattform",
      en: "Why a well-designed platform pays off",
    },
    intro: {
      sv: "En plattform ska göra nästa produkt, integration och kund billigare att lägga till. I förstudien, som offereras separat, räknar vi på om den gör det för er, innan ni bestämmer er.",
      en: "A platform should make the next product, integration and customer cheaper to add. In the discovery phase, quoted separately, we work out whether it would in your case, before you commit.",
    },
    items: [
      {
        icon: "gauge",
        title: {
          sv: "Skalbarhet",
          en: "Scalability",
        },
        text: {
          sv: "Plattformen växer med er. Tjänsterna skalas var för sig efter belastning, så att fler användare, mer data och nya marknader inte kräver att något byggs om från grunden.",
          en: "The platform grows with you. Services scale independently with load, so that more users, more data and new markets do not mean rebuilding from scratch.",
        },
      },
      {
        icon: "rocket",
        title: {
          sv: "Snabbare utveckling",
          en: "Faster development",
        },
        text: {
          sv: "Återanvändbara tjänster, gemensamma komponenter och automatiserade flöden gör att era team lägger tiden på ny funktionalitet i stället för att lösa samma problem om och om igen.",
          en: "Reusable services, shared components and automated pipelines let your teams spend their time on new functionality instead of solving the same problems again and again.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Säkerhet och driftsäkerhet",
          en: "Security and reliability",
        },
        text: {
          sv: "Behörighetsstyrning, kryptering, övervakning och tester ingår i arkitekturen från början. Det ger färre incidenter, snabbare felsökning och en plattform som är förberedd för granskningar och revisioner.",
          en: "Access control, encryption, monitoring and testing are part of the architecture from the outset. The result is fewer incidents, faster troubleshooting and a platform that is prepared for reviews and audits.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom plattforms­utveckling",
      en: "Our platform development services",
    },
    intro: {
      sv: "Vi tar ansvar för hela kedjan eller kliver in där ni behöver förstärkning mest.",
      en: "We take responsibility for the whole chain, or step in where you need reinforcement most.",
    },
    items: [
      {
        icon: "layers",
        title: {
          sv: "Arkitektur och teknisk strategi",
          en: "Architecture and technical strategy",
        },
        text: {
          sv: "Vi kartlägger behov, system och dataflöden och tar fram en målarkitektur med en realistisk plan för hur ni kommer dit. Ni får tydliga beslutsunderlag om teknikval, molnleverantör och gränsdragning mellan tjänster.",
          en: "We map your needs, systems and data flows and define a target architecture with a realistic plan for getting there. You get clear decision material on technology choices, cloud provider and service boundaries.",
        },
      },
      {
        icon: "code",
        title: {
          sv: "Utveckling av kärnplattform och API:er",
          en: "Core platform and API development",
        },
        text: {
          sv: "Vi bygger plattformens kärna: tjänster, datamodeller, autentisering och de API:er som produkter och partner ska använda. Allt är versionshanterat, testat och dokumenterat.",
          en: "We build the core of the platform: services, data models, authentication and the APIs your products and partners will use. Everything is version-controlled, tested and documented.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "Integrations- och dataplattformar",
          en: "Integration and data platforms",
        },
        text: {
          sv: "Vi kopplar samman affärssystem, sensorer och externa tjänster i en gemensam plattform med pålitliga flöden för händelser och data, så att information bara behöver registreras på ett ställe.",
          en: "We connect business systems, sensors and external services in one platform with reliable event and data flows, so information only has to be entered in one place.",
        },
      },
      {
        icon: "server",
        title: {
          sv: "Modernisering av äldre system",
          en: "Legacy system modernisation",
        },
        text: {
          sv: "Vi flyttar verksamhetskritiska system stegvis till en modern plattform, utan stora driftstopp. Gamla och nya delar körs parallellt tills det nya är bevisat i produktion.",
          en: "We move business-critical systems to a modern platform step by step, without major downtime. Old and new parts run side by side until the new one has proven itself in production.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Så arbetar vi",
      en: "How we work",
    },
    intro: {
      sv: "Ett arbetssätt som ger er fungerande delar tidigt, så att ni kan stoppa eller ändra riktning efter varje steg.",
      en: "An approach that gives you working parts early, so you can stop or change direction after each step.",
    },
    steps: [
      {
        title: {
          sv: "Förstudie",
          en: "Discovery",
        },
        text: {
          sv: "Vi intervjuar nyckelpersoner, går igenom befintliga system och definierar vad plattformen ska klara i dag och om några år.",
          en: "We interview key people, review your existing systems and define what the platform needs to handle today and in a few years’ time.",
        },
      },
      {
        title: {
          sv: "Arkitektur och plan",
          en: "Architecture and plan",
        },
        text: {
          sv: "Vi tar fram målarkitektur, teknikval och en leveransplan där den mest värdefulla delen byggs först.",
          en: "We set out the target architecture, technology choices and a delivery plan that builds the most valuable part first.",
        },
      },
      {
        title: {
          sv: "Grund och infrastruktur",
          en: "Foundation and infrastructure",
        },
        text: {
          sv: "Miljöer, CI/CD, övervakning och säkerhet sätts upp innan den första funktionen levereras, så att kvaliteten är inbyggd från början.",
          en: "Environments, CI/CD, monitoring and security are set up before the first feature ships, so quality is built in from the beginning.",
        },
      },
      {
        title: {
          sv: "Iterativ utveckling",
          en: "Iterative development",
        },
        text: {
          sv: "Vi levererar var eller varannan vecka, med demo efter varje etapp, så att ni kan styra prioriteringarna löpande.",
          en: "We deliver every one or two weeks, with a demo after each delivery, so you can steer priorities as we go.",
        },
      },
      {
        title: {
          sv: "Lansering och överlämning",
          en: "Launch and handover",
        },
        text: {
          sv: "Vi driftsätter stegvis, följer upp mot uppsatta mål och utbildar era team i plattformen, eller fortsätter att förvalta den åt er.",
          en: "We roll out in stages, measure against the agreed goals and train your teams on the platform, or carry on running it for you.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Beprövade verktyg som är lätta att rekrytera till och som era team kan förvalta långsiktigt.",
      en: "Proven tools that are easy to hire for and that your teams can maintain for the long term.",
    },
    groups: [
      {
        name: {
          sv: "Backend och API:er",
          en: "Backend and APIs",
        },
        items: names("Node.js", "TypeScript", "Python", "GraphQL", "REST/OpenAPI"),
      },
      {
        name: {
          sv: "Frontend",
          en: "Frontend",
        },
        items: names("React", "React Router", "Next.js", "Tailwind CSS"),
      },
      {
        name: {
          sv: "Data och meddelanden",
          en: "Data and messaging",
        },
        items: names("PostgreSQL", "Redis", "MQTT", "TimescaleDB"),
      },
      {
        name: {
          sv: "Moln och drift",
          en: "Cloud and operations",
        },
        items: names("AWS", "Azure", "Google Cloud", "Kubernetes", "Docker", "Terraform", "GitHub Actions"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "En plattform i drift för data från produktionen. Uppdraget är ett annat än prototypen Mätpunkt på startsidan.",
      en: "A platform for production data, in live use. It is a separate engagement from the Mätpunkt prototype on the home page.",
    },
    items: [
      {
        title: {
          sv: "IoT-plattform för förebyggande underhåll",
          en: "IoT platform for preventive maintenance",
        },
        sector: {
          sv: "Tillverkning",
          en: "Manufacturing",
        },
        text: {
          sv: "Ett svenskt tillverkningsföretag med tre fabriker och omkring 400 anställda planerade underhållet efter kalendern och fick ändå oplanerade stopp. En ny plattform samlar in sensordata från produktionslinjerna och larmar när en maskin avviker från sitt normala beteende, så att underhållet kan planeras innan felet uppstår. Företaget räknade de oplanerade stoppen i sitt underhållssystem under det första året med plattformen och jämförde med året innan.",
          en: "A Swedish manufacturer with three factories and some 400 staff planned maintenance by the calendar and still had unplanned stops. A new platform collects sensor data from the production lines and raises an alert when a machine drifts from its normal behaviour, so that maintenance can be planned before a fault occurs. The company counted unplanned stops in its maintenance system over the first year with the platform and compared them with the year before.",
        },
        result: {
          value: {
            sv: "42 %",
            en: "42%",
          },
          label: {
            sv: "färre oplanerade stopp",
            en: "fewer unplanned stops",
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
          sv: "Hur lång tid tar det att bygga en plattform?",
          en: "How long does it take to build a platform?",
        },
        answer: {
          sv: "Det beror på omfattningen och på hur mycket som redan finns, och tidplanen står i offerten. Den första användbara delen tas i drift tidigt, och en komplett plattform växer sedan fram i etapper över flera månader, men ni får nytta av den långt innan allt är klart.",
          en: "It depends on the scope and on what already exists, and the quote sets out the timeline. The first usable part goes into production early, and a complete platform then takes shape in stages over several months, but you get value from it long before everything is finished.",
        },
      },
      {
        question: {
          sv: "Ska vi bygga en egen plattform eller köpa ett standardsystem?",
          en: "Should we build our own platform or buy a standard system?",
        },
        answer: {
          sv: "Köp standard för det som ser likadant ut i hela er bransch, som ekonomi och lön. Bygg själva där plattformen är det som skiljer er från konkurrenterna, eller där ni behöver knyta ihop flera system på ett sätt som ingen standardprodukt gör. I förstudien går vi igenom era system ett för ett och rekommenderar vad som bör behållas, köpas eller byggas.",
          en: "Buy standard software for what looks the same across your industry, such as finance and payroll. Build where the platform is what sets you apart from competitors, or where you need to tie several systems together in a way no standard product does. In the discovery phase we go through your systems one by one and recommend what to keep, buy or build.",
        },
      },
      {
        question: {
          sv: "Kan ni bygga vidare på våra befintliga system?",
          en: "Can you build on top of our existing systems?",
        },
        answer: {
          sv: "Ja, och det är oftast det klokaste. Vi kopplar plattformen till de system som fungerar, till exempel ert affärssystem eller CRM, och ersätter bara det som verkligen håller er tillbaka. Modernisering sker stegvis så att verksamheten kan köra som vanligt under tiden.",
          en: "Yes, and that is usually the smartest route. We connect the platform to the systems that work well, such as your ERP or CRM, and replace only what is genuinely holding you back. Modernisation happens step by step so the business can run as usual in the meantime.",
        },
      },
      {
        question: {
          sv: "Hur hanterar ni behörigheter när flera kunder eller enheter delar plattformen?",
          en: "How do you handle permissions when several customers or units share the platform?",
        },
        answer: {
          sv: "Varje kund eller enhet får en egen avgränsad del av data, och behörigheterna kontrolleras i plattformens kärna, inte bara i gränssnittet. Vid varje ändring körs automatiska tester, utformade för att stoppa ändringen före driftsättning om den skulle låta en användare se en annan kunds uppgifter. Vi loggar också vem som har gjort vad.",
          en: "Each customer or unit gets its own separated share of the data, and permissions are enforced in the platform’s core, not just in the interface. Automated tests run on every change. The tests are designed to stop a change that would let a user see another customer’s data before it reaches production. We also log who did what.",
        },
      },
      {
        question: {
          sv: "Hur håller ni plattformen snabb när användningen växer?",
          en: "How do you keep the platform fast as usage grows?",
        },
        answer: {
          sv: "Vi bestämmer mål för svarstider och tillgänglighet tillsammans med er innan vi bygger, lasttestar mot dem före varje större lansering och övervakar dem i drift. När trafiken växer skalar vi de delar som belastas, inte hela plattformen, och ni ser i övervakningen när det är dags.",
          en: "We agree targets for response times and availability with you before we build, load test against them before every major release and monitor them in production. As traffic grows we scale the parts under load, not the whole platform, and the monitoring shows you when it is time.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Vilken grund behöver era produkter?",
      en: "What foundation do your products need?",
    },
    text: {
      sv: "Berätta om era system och vad ni vill uppnå; det första samtalet på 30\u00A0minuter kostar ingenting. I samtalet går vi igenom vilka av era system som skulle ha mest nytta av en gemensam plattform.",
      en: "Tell us about your systems and what you want to achieve; the first 30-minute call costs nothing. In it we go through which of your systems would gain most from a shared platform.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
