// Copy of the platform development service page (/services/platform-development), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Plattformsutveckling",
      description:
        "Vi bygger skalbara, säkra plattformar med tydliga API:er, automatiserad drift och integrationer mot era befintliga system. Från arkitektur till produktion.",
      keywords: [
        "plattformsutveckling",
        "mjukvaruplattform",
        "skalbar arkitektur",
        "API-utveckling",
        "systemintegration",
        "IoT-plattform",
        "molnplattform",
      ],
    },
    hero: {
      eyebrow: "Mjukvara och plattformar",
      title: "Plattformar som era produkter och team kan bygga vidare på",
      subtitle:
        "Vi utvecklar den tekniska grund som era produkter, team och partner bygger vidare på: skalbar, säker och lätt att förändra när verksamheten växer.",
      primaryCta: "Starta ert plattformsprojekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Tidplanen beror på omfattningen och står i förslaget`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är plattforms\u00ADutveckling?",
      paragraphs: [
        "En plattform är mer än en enskild applikation. Det är den gemensamma grunden av tjänster, data och API:er som flera produkter, interna team och externa partner använder samtidigt. När grunden är rätt byggd går det snabbt att lansera nya funktioner. När den är fel byggd blir varje förändring dyr och riskabel.",
        "Vi hjälper företag att designa och bygga plattformar som håller i många år: en kundportal som samlar flera affärsområden, en IoT-plattform som tar emot data från tusentals maskiner eller en intern utvecklarplattform som gör era egna team snabbare. Vi börjar alltid i verksamhetens behov och väljer teknik därefter, inte tvärtom.",
        "Arbetet sker i nära samarbete med er organisation. Ni får löpande leveranser, full insyn i koden och en arkitektur som era egna utvecklare kan förstå, förvalta och bygga vidare på när vi lämnar över.",
      ],
      bullets: [
        "Modulär arkitektur med tydliga, dokumenterade API:er",
        "Stöd för flera kunder, roller och behörigheter från start",
        "Integrationer mot befintliga system som ERP, CRM och IoT-utrustning",
        "Loggning, mätvärden och spårbarhet inbyggda från början",
        "Automatiserad driftsättning med CI/CD och infrastruktur som kod",
      ],
    },
    benefits: {
      heading: "Därför lönar sig en genomtänkt plattform",
      intro:
        "En plattform ska göra nästa produkt, integration och kund billigare att lägga till. I förstudien räknar vi på om den gör det för er, innan ni bestämmer er.",
      items: [
        {
          icon: "gauge",
          title: "Skalbarhet",
          text: "Plattformen växer med er. Tjänsterna skalas var för sig efter belastning, så att fler användare, mer data och nya marknader inte kräver att något byggs om från grunden.",
        },
        {
          icon: "rocket",
          title: "Snabbare utveckling",
          text: "Återanvändbara tjänster, gemensamma komponenter och automatiserade flöden gör att era team lägger tiden på ny funktionalitet i stället för att lösa samma problem om och om igen.",
        },
        {
          icon: "shield",
          title: "Säkerhet och driftsäkerhet",
          text: "Behörighetsstyrning, kryptering, övervakning och tester ingår i arkitekturen från början. Det ger färre incidenter, snabbare felsökning och en plattform som är förberedd för granskningar och revisioner.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom plattforms\u00ADutveckling",
      intro: "Vi tar ansvar för hela kedjan eller kliver in där ni behöver förstärkning mest.",
      items: [
        {
          icon: "layers",
          title: "Arkitektur och teknisk strategi",
          text: "Vi kartlägger behov, system och dataflöden och tar fram en målarkitektur med en realistisk plan för hur ni kommer dit. Ni får tydliga beslutsunderlag om teknikval, molnleverantör och gränsdragning mellan tjänster.",
        },
        {
          icon: "code",
          title: "Utveckling av kärnplattform och API:er",
          text: "Vi bygger plattformens kärna: tjänster, datamodeller, autentisering och de API:er som produkter och partner ska använda. Allt är versionshanterat, testat och dokumenterat.",
        },
        {
          icon: "puzzle",
          title: "Integrations- och dataplattformar",
          text: "Vi kopplar samman affärssystem, sensorer och externa tjänster i en gemensam plattform med pålitliga flöden för händelser och data, så att information bara behöver registreras på ett ställe.",
        },
        {
          icon: "server",
          title: "Modernisering av äldre system",
          text: "Vi flyttar verksamhetskritiska system stegvis till en modern plattform, utan stora driftstopp. Gamla och nya delar körs parallellt tills det nya är bevisat i produktion.",
        },
      ],
    },
    process: {
      heading: "Så arbetar vi",
      intro: "Ett arbetssätt som ger er fungerande delar tidigt, så att ni kan stoppa eller ändra riktning efter varje steg.",
      steps: [
        {
          title: "Förstudie",
          text: "Vi intervjuar nyckelpersoner, går igenom befintliga system och definierar vad plattformen ska klara i dag och om några år.",
        },
        {
          title: "Arkitektur och plan",
          text: "Vi tar fram målarkitektur, teknikval och en leveransplan där den mest värdefulla delen byggs först.",
        },
        {
          title: "Grund och infrastruktur",
          text: "Miljöer, CI/CD, övervakning och säkerhet sätts upp innan den första funktionen levereras, så att kvaliteten är inbyggd från början.",
        },
        {
          title: "Iterativ utveckling",
          text: "Vi levererar var eller varannan vecka, med demo efter varje etapp, så att ni kan styra prioriteringarna löpande.",
        },
        {
          title: "Lansering och överlämning",
          text: "Vi driftsätter stegvis, följer upp mot uppsatta mål och utbildar era team i plattformen, eller fortsätter att förvalta den åt er.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Beprövade verktyg som är lätta att rekrytera till och som era team kan förvalta långsiktigt.",
      groups: [
        { name: "Backend och API:er", items: ["Node.js", "TypeScript", "Python", "GraphQL", "REST/OpenAPI"] },
        { name: "Frontend", items: ["React", "React Router", "Next.js", "Tailwind CSS"] },
        { name: "Data och meddelanden", items: ["PostgreSQL", "Redis", "MQTT", "TimescaleDB"] },
        {
          name: "Moln och drift",
          items: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Docker", "Terraform", "GitHub Actions"],
        },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `En plattform för data från produktionen. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "IoT-plattform för förebyggande underhåll",
          sector: "Tillverkning",
          text: "Ett svenskt tillverkningsföretag med tre fabriker och omkring 400 anställda planerade underhållet efter kalendern och fick ändå oplanerade stopp. En ny plattform samlar in sensordata från produktionslinjerna och larmar när en maskin avviker från sitt normala beteende, så att underhållet kan planeras innan felet uppstår. Företaget räknade de oplanerade stoppen i sitt underhållssystem under det första året med plattformen och jämförde med året innan.",
          result: { value: "42 %", label: "färre oplanerade stopp" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur lång tid tar det att bygga en plattform?",
          answer:
            "Det beror på omfattning och hur mycket som redan finns. Efter en förstudie ger vi en tidplan där den första användbara delen tas i drift tidigt, och därefter levererar vi var eller varannan vecka. En komplett plattform växer fram i etapper över flera månader, men ni får nytta av den långt innan allt är klart.",
        },
        {
          question: "Ska vi bygga en egen plattform eller köpa ett standardsystem?",
          answer:
            "Köp standard för det som ser likadant ut i hela er bransch, som ekonomi och lön. Bygg själva där plattformen är det som skiljer er från konkurrenterna, eller där ni behöver knyta ihop flera system på ett sätt som ingen standardprodukt gör. I förstudien går vi igenom era system ett för ett och rekommenderar vad som bör behållas, köpas eller byggas.",
        },
        {
          question: "Kan ni bygga vidare på våra befintliga system?",
          answer:
            "Ja, och det är oftast det klokaste. Vi kopplar plattformen till de system som fungerar, till exempel ert affärssystem eller CRM, och ersätter bara det som verkligen håller er tillbaka. Modernisering sker stegvis så att verksamheten kan köra som vanligt under tiden.",
        },
        {
          question: "Hur hanterar ni behörigheter när flera kunder eller enheter delar plattformen?",
          answer:
            "Varje kund eller enhet får en egen avgränsad del av data, och behörigheterna kontrolleras i plattformens kärna, inte bara i gränssnittet. Vi testar avgränsningen automatiskt vid varje ändring, så att en ändring som skulle låta en användare se en annan kunds uppgifter fångas innan driftsättning, och vi loggar vem som har gjort vad.",
        },
        {
          question: "Hur håller ni plattformen snabb när användningen växer?",
          answer:
            "Vi bestämmer mål för svarstider och tillgänglighet tillsammans med er innan vi bygger, lasttestar mot dem före varje större lansering och övervakar dem i drift. När trafiken växer skalar vi de delar som belastas, inte hela plattformen, och ni ser i övervakningen när det är dags.",
        },
      ],
    },
    cta: {
      heading: "Redo att bygga en plattform som håller?",
      text: `Berätta om era system och vad ni vill uppnå. Vi svarar ${facts.sv.reply}, och det första samtalet på 30 minuter kostar ingenting. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "Platform development",
      description:
        "We build scalable, secure platforms with clean APIs, automated operations and integrations with your existing systems. From architecture to production.",
      keywords: [
        "platform development",
        "software platform",
        "scalable architecture",
        "API development",
        "systems integration",
        "IoT platform",
        "cloud platform",
      ],
    },
    hero: {
      eyebrow: "Software and platforms",
      title: "Platforms your products and teams can build on",
      subtitle:
        "We build the technical foundation your products, teams and partners build on: scalable, secure and easy to change as your business grows.",
      primaryCta: "Start your platform project",
      secondaryCta: "Learn More",
      typical: {
        duration: `The timeline depends on the scope and is set out in the proposal`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is platform development?",
      paragraphs: [
        "A platform is more than a single application. It is the shared foundation of services, data and APIs that several products, internal teams and external partners rely on at the same time. Get the foundation right and new features ship quickly. Get it wrong and every change becomes slow, costly and risky.",
        "We help companies design and build platforms that last for years: a customer portal that brings several business units together, an IoT platform that ingests data from thousands of machines, or an internal developer platform that makes your own teams faster. We always start from what the business needs and choose the technology to fit, never the other way round.",
        "We work closely with your organisation. You get regular deliveries, full visibility into the code and an architecture your own developers can understand, maintain and extend once we hand it over.",
      ],
      bullets: [
        "Modular architecture with clear, documented APIs",
        "Multi-tenancy, roles and permissions built in from the start",
        "Integrations with existing systems such as ERP, CRM and IoT equipment",
        "Logging, metrics and tracing in place from day one",
        "Automated deployment with CI/CD and infrastructure as code",
      ],
    },
    benefits: {
      heading: "Why a well-designed platform pays off",
      intro:
        "A platform should make the next product, integration and customer cheaper to add. Whether it would do so for you is what we work out in the discovery phase, before you decide.",
      items: [
        {
          icon: "gauge",
          title: "Scalability",
          text: "The platform grows with you. Services scale independently with load, so that more users, more data and new markets do not mean rebuilding from scratch.",
        },
        {
          icon: "rocket",
          title: "Faster development",
          text: "Reusable services, shared components and automated pipelines let your teams spend their time on new functionality instead of solving the same problems again and again.",
        },
        {
          icon: "shield",
          title: "Security and reliability",
          text: "Access control, encryption, monitoring and testing are part of the architecture from the outset. The result is fewer incidents, faster troubleshooting and a platform that is prepared for reviews and audits.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our platform development services",
      intro: "We take responsibility for the whole chain, or step in where you need reinforcement most.",
      items: [
        {
          icon: "layers",
          title: "Architecture and technical strategy",
          text: "We map your needs, systems and data flows and define a target architecture with a realistic plan for getting there. You get clear decision material on technology choices, cloud provider and service boundaries.",
        },
        {
          icon: "code",
          title: "Core platform and API development",
          text: "We build the core of the platform: services, data models, authentication and the APIs your products and partners will use. Everything is version-controlled, tested and documented.",
        },
        {
          icon: "puzzle",
          title: "Integration and data platforms",
          text: "We connect business systems, sensors and external services in one platform with reliable event and data flows, so information only has to be entered in one place.",
        },
        {
          icon: "server",
          title: "Legacy system modernisation",
          text: "We move business-critical systems to a modern platform step by step, without major downtime. Old and new parts run side by side until the new one has proven itself in production.",
        },
      ],
    },
    process: {
      heading: "How we work",
      intro: "An approach that gives you working parts early, so you can stop or change direction after each step.",
      steps: [
        {
          title: "Discovery",
          text: "We interview key people, review your existing systems and define what the platform needs to handle today and in a few years’ time.",
        },
        {
          title: "Architecture and plan",
          text: "We set out the target architecture, technology choices and a delivery plan that builds the most valuable part first.",
        },
        {
          title: "Foundation and infrastructure",
          text: "Environments, CI/CD, monitoring and security are set up before the first feature ships, so quality is built in from the beginning.",
        },
        {
          title: "Iterative development",
          text: "We deliver every one or two weeks, with a demo after each delivery, so you can steer priorities as we go.",
        },
        {
          title: "Launch and handover",
          text: "We roll out in stages, measure against the agreed goals and train your teams on the platform, or carry on running it for you.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "Proven tools that are easy to hire for and that your teams can maintain for the long term.",
      groups: [
        { name: "Backend and APIs", items: ["Node.js", "TypeScript", "Python", "GraphQL", "REST/OpenAPI"] },
        { name: "Frontend", items: ["React", "React Router", "Next.js", "Tailwind CSS"] },
        { name: "Data and messaging", items: ["PostgreSQL", "Redis", "MQTT", "TimescaleDB"] },
        {
          name: "Cloud and operations",
          items: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Docker", "Terraform", "GitHub Actions"],
        },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `A platform for data from the production lines. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "IoT platform for preventive maintenance",
          sector: "Manufacturing",
          text: "A Swedish manufacturer with three factories and some 400 staff planned maintenance by the calendar and still had unplanned stops. A new platform collects sensor data from the production lines and raises an alert when a machine drifts from its normal behaviour, so that maintenance can be planned before a fault occurs. The company counted unplanned stops in its maintenance system over the first year with the platform and compared them with the year before.",
          result: { value: "42%", label: "fewer unplanned stops" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How long does it take to build a platform?",
          answer:
            "It depends on the scope and on what already exists. After discovery we give you a timeline in which the first usable part goes live early, and from then on we deliver every one or two weeks. A complete platform takes shape in stages over several months, but you get value from it long before everything is finished.",
        },
        {
          question: "Should we build our own platform or buy a standard system?",
          answer:
            "Buy standard software for what looks the same across your industry, such as finance and payroll. Build where the platform is what sets you apart from competitors, or where you need to tie several systems together in a way no standard product does. In the discovery phase we go through your systems one by one and recommend what to keep, buy or build.",
        },
        {
          question: "Can you build on top of our existing systems?",
          answer:
            "Yes, and that is usually the smartest route. We connect the platform to the systems that work well, such as your ERP or CRM, and replace only what is genuinely holding you back. Modernisation happens step by step so the business can run as usual in the meantime.",
        },
        {
          question: "How do you handle permissions when several customers or units share the platform?",
          answer:
            "Each customer or unit gets its own separated share of the data, and permissions are enforced in the platform’s core, not just in the interface. We test that separation automatically with every change, so that a change that would let a user see another customer’s data is caught before deployment, and we log who did what.",
        },
        {
          question: "How do you keep the platform fast as usage grows?",
          answer:
            "We agree targets for response times and availability with you before we build, load test against them before every major release and monitor them in production. As traffic grows we scale the parts under load, not the whole platform, and the monitoring shows you when it is time.",
        },
      ],
    },
    cta: {
      heading: "Ready to build a platform that lasts?",
      text: `Tell us about your systems and what you want to achieve. We reply ${facts.en.reply}, and the first 30-minute call costs nothing. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
