// Copy of the home page (hero, about, services, portfolio, team, contact), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { HomeContent } from "~/content/types";
import { MVP_COMPARISON, PHONE_AND_EMAIL_LABELS } from "~/content/shared-words";

/** The home as its content document holds it: every text in both languages, facts as references. */
export const homeDocument: Localize<HomeContent> = {
  meta: {
    title: {
      sv: "Nordlegend – AI, blockchain och mjukvaruutveckling",
      en: "Nordlegend – AI, blockchain and software development",
    },
    description: {
      sv: "Nordlegend är ett svenskt konsultbolag inom AI, blockchain och mjukvaruutveckling. Vi bygger AI-agenter, SaaS, smarta kontrakt och DeFi-lösningar som håller.",
      en: "Nordlegend is a Swedish consultancy for AI, blockchain and software development. We build AI agents, SaaS, smart contracts and DeFi solutions that last.",
    },
    keywords: [
      {
        sv: "AI-konsult",
        en: "AI consultancy",
      },
      {
        sv: "AI-agenter",
        en: "AI agents",
      },
      {
        sv: "blockchainutveckling",
        en: "blockchain development",
      },
      {
        sv: "smarta kontrakt",
        en: "smart contracts",
      },
      {
        sv: "tokenisering",
        en: "asset tokenisation",
      },
      {
        sv: "DeFi",
        en: "DeFi",
      },
      {
        sv: "SaaS-utveckling",
        en: "SaaS development",
      },
      {
        sv: "n8n-automatisering",
        en: "n8n automation",
      },
      {
        sv: "mjukvaruutveckling Stockholm",
        en: "software development Sweden",
      },
    ],
  },
  hero: {
    title: {
      sv: "Vi förenar TradFi och DeFi för hållbar tillväxt",
      en: "Bridging TradFi and DeFi for Sustainable Growth",
    },
    subtitle: {
      sv: "Nordlegend är ett svenskt konsultbolag som bygger mjukvara med AI och blockchain, från automatiserade arbetsflöden till tokeniserade tillgångar. Inom finans kopplar vi samman traditionella system (TradFi) med decentraliserad finans (DeFi). Samma team följer projektet från idé till drift.",
      en: "Nordlegend is a Swedish consultancy building software with AI and blockchain, from automated workflows to tokenised assets. In finance, we connect traditional systems (TradFi) with decentralised finance (DeFi). The same team sees each project through, from idea to production.",
    },
    slogan: {
      sv: "Bortom det konventionella, mot det legendariska.",
      en: "Beyond the conventional, towards the legendary.",
    },
    tryNow: {
      sv: "Starta ert projekt",
      en: "Start your project",
    },
    explore: {
      sv: "Utforska våra tjänster",
      en: "Explore our services",
    },
  },
  about: {
    eyebrow: {
      sv: "Om oss",
      en: "About us",
    },
    heading: {
      sv: "Teknik som skapar värde på lång sikt",
      en: "Technology that creates long-term value",
    },
    paragraphs: [
      {
        sv: "Vi tror att den traditionella finansvärlden och den decentraliserade har mer att vinna på att samarbeta än på att konkurrera. Vi bygger broarna mellan dem. Vi arbetar också med AI och mjukvara som gör befintliga processer effektivare, och med blockchain där den gör tillgångar och avtal mer transparenta.",
        en: "We believe traditional and decentralised finance have more to gain from working together than from competing, and we build the bridges between them. We also work on AI and software that make existing processes more efficient, and on blockchain where it makes assets and agreements more transparent.",
      },
      {
        sv: "Vi har kontor i Stockholm och Göteborg. Ni arbetar direkt med dem som designar och skriver koden, och vi stannar kvar tills lösningen gör verklig nytta i er verksamhet.",
        en: "Our offices are in Stockholm and Gothenburg. You work directly with the people who design and write the code, and we stay on until the solution is delivering real value in your business.",
      },
    ],
    values: [
      {
        icon: "leaf",
        title: {
          sv: "Hållbarhet",
          en: "Sustainability",
        },
        text: {
          sv: "I det vi själva bygger väljer vi energisnål teknik, som proof of stake i stället för proof of work, och skriver kod som går att förvalta i många år. Hållbar tillväxt handlar för oss om både klimatet och er lönsamhet.",
          en: "In what we build ourselves, we choose energy-efficient technology, such as proof of stake over proof of work, and write code that can be maintained for years. For us, sustainable growth means looking after both the climate and your bottom line.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Förtroende",
          en: "Trust",
        },
        text: {
          sv: "En skriftlig offert innan vi börjar, full insyn i koden medan vi arbetar och vår interna säkerhetsgranskning innan något går i produktion. Ni ser hela tiden vad vi gör och varför.",
          en: "A written quote before we start, full access to the code while we work and our internal security review before anything goes live. You can always see what we are doing and why.",
        },
      },
      {
        icon: "sparkles",
        title: {
          sv: "Innovation",
          en: "Innovation",
        },
        text: {
          sv: "Vi följer utvecklingen inom AI och blockchain noga men använder bara det som löser ett verkligt problem. Ny teknik ska ge mätbar effekt, inte bara vara ny.",
          en: "We follow developments in AI and blockchain closely, but only use what solves a real problem. New technology should have a measurable effect, not just be new.",
        },
      },
    ],
    learnMore: {
      sv: "Läs mer om tjänsterna",
      en: "Learn more about our services",
    },
  },
  services: {
    eyebrow: {
      sv: "Tjänster",
      en: "Services",
    },
    heading: {
      sv: "Från AI-agenter till tokenisering",
      en: "From AI agents to tokenisation",
    },
    intro: {
      sv: "Fjorton tjänster inom AI, automatisering, mjukvara och blockchain. Innan ett uppdrag börjar får ni veta vilka i teamet som gör det. Välj en enskild insats eller låt oss ta helheten, från strategi till drift.",
      en: "Fourteen services across AI, automation, software and blockchain. Before an engagement starts, you know who in the team will do the work. Hire us for a single piece of work or for the whole project, from strategy to operations.",
    },
    cards: {
      "ai-agents": {
        title: {
          sv: "AI-agenter",
          en: "AI agents",
        },
        description: {
          sv: "Vi bygger AI-agenter som sköter kundtjänst, bokningar och administration dygnet runt. Agenterna kopplas till era system och anpassas efter er ton och era rutiner.",
          en: "We build AI agents that handle customer service, bookings and admin around the clock. The agents connect to your systems and are set up to follow your tone and routines.",
        },
        keywords: [
          {
            sv: "Kundtjänst",
            en: "Customer service",
          },
          {
            sv: "Automatisering",
            en: "Automation",
          },
          {
            sv: "Språkmodeller",
            en: "Language models",
          },
          {
            sv: "AI-assistent",
            en: "AI assistant",
          },
        ],
        typical: {
          sv: "{{fact:timeline.aiAgentSimple}} för en agent med ett avgränsat uppdrag · pris enligt offert",
          en: "{{fact:timeline.aiAgentSimple}} for an agent with one defined job · price on request",
        },
        icon: "robot",
      },
      "ai-integration": {
        title: {
          sv: "AI-integration",
          en: "AI integration",
        },
        description: {
          sv: "Vi integrerar AI i de system och arbetsflöden ni redan använder. Det kan handla om dokumenttolkning i affärssystemet, prognoser i planeringen eller smart sökning i kunskapsbanken.",
          en: "We bring AI into the systems and workflows you already use. That might mean document processing in your ERP, forecasts in your planning or smart search across your knowledge base.",
        },
        keywords: [
          {
            sv: "API-integration",
            en: "API integration",
          },
          {
            sv: "Dokumenttolkning",
            en: "Document processing",
          },
          {
            sv: "Prognoser",
            en: "Forecasting",
          },
          {
            sv: "Befintliga system",
            en: "Existing systems",
          },
        ],
        typical: {
          sv: "{{fact:timeline.aiProjectSmall}} för ett mindre projekt · pris enligt offert",
          en: "{{fact:timeline.aiProjectSmall}} for a smaller project · price on request",
        },
        icon: "puzzle",
      },
      "saas-development": {
        title: {
          sv: "SaaS-utveckling",
          en: "SaaS development",
        },
        description: {
          sv: "Vi utvecklar SaaS-produkter som är redo att säljas och skalas. Stöd för många kunder på samma plattform, abonnemang, behörigheter och drift finns med från början.",
          en: "We develop SaaS products that are ready to sell and scale. Support for many customers on one platform, subscriptions, permissions and operations are built in from the start.",
        },
        keywords: [
          {
            sv: "Multi-tenant",
            en: "Multi-tenant",
          },
          {
            sv: "Abonnemang",
            en: "Subscriptions",
          },
          {
            sv: "Molndrift",
            en: "Cloud hosting",
          },
          {
            sv: "MVP",
            en: "MVP",
          },
        ],
        typical: {
          sv: "En MVP på {{fact:timeline.saasMvp}}, ungefär {{fact:price.saasMvp}}",
          en: "An MVP in {{fact:timeline.saasMvp}}, roughly {{fact:price.saasMvp}}",
        },
        icon: "layers",
      },
      "n8n-workflows": {
        title: {
          sv: "Automatisering med n8n",
          en: "n8n workflow automation",
        },
        description: {
          sv: "Vi kopplar ihop era system så att order, fakturor och ärenden flyttas automatiskt, med n8n i er egen miljö eller i n8n Cloud. Enkla flöden är i gång på {{fact:timeline.n8nSimple}}.",
          en: "We connect your systems so that orders, invoices and cases move automatically, with n8n in your own environment or in n8n Cloud. Simple flows are running in {{fact:timeline.n8nSimple}}.",
        },
        keywords: [
          {
            sv: "n8n",
            en: "n8n",
          },
          {
            sv: "Integrationer",
            en: "Integrations",
          },
          {
            sv: "Arbetsflöden",
            en: "Workflows",
          },
          {
            sv: "Egen server",
            en: "Self-hosted",
          },
        ],
        typical: {
          sv: "{{fact:timeline.n8nSimple}} för ett enkelt flöde · pris enligt offert",
          en: "{{fact:timeline.n8nSimple}} for a simple workflow · price on request",
        },
        icon: "workflow",
      },
      "no-code-low-code-mvp": {
        title: {
          sv: "MVP med no-code och low-code",
          en: "No-code and low-code MVPs",
        },
        description: {
          sv: "Vi tar fram en komplett första version med no-code- och low-code-verktyg, från planering till lansering. Riktiga användare får pröva idén innan ni bygger fullt ut. När idén håller hjälper vi er att skala vidare.",
          en: "We build a complete first version with no-code and low-code tools, from planning to launch. Real users try the idea before you build it out in full. Once the idea holds up, we help you scale.",
        },
        keywords: [
          ...names("Bubble", "FlutterFlow", "Webflow"),
          {
            sv: "Snabb validering",
            en: "Fast validation",
          },
        ],
        typical: {
          sv: "{{fact:timeline.noCodeMvp}}, ungefär {{fact:price.noCodeMvp}} plus plattformarnas månadsavgifter",
          en: "{{fact:timeline.noCodeMvp}}, roughly {{fact:price.noCodeMvp}} plus the platforms’ monthly fees",
        },
        icon: "lightbulb",
      },
      "fullstack-development": {
        title: {
          sv: "Fullstackutveckling",
          en: "Fullstack development",
        },
        description: {
          sv: "Vi utvecklar kompletta webb- och mobilapplikationer, från gränssnitt till databas och molndrift. Ett och samma team ansvarar för hela stacken: inget faller mellan stolarna.",
          en: "We build complete web and mobile applications, from interface to database and cloud hosting. One team owns the entire stack: nothing falls through the cracks.",
        },
        keywords: names("React", "TypeScript", "Node.js", "PostgreSQL"),
        typical: {
          sv: "Tid och pris enligt offert",
          en: "Timeline and price in the quote",
        },
        icon: "code",
      },
      "blockchain-development": {
        title: {
          sv: "Blockchainutveckling",
          en: "Blockchain development",
        },
        description: {
          sv: "Vi utvecklar blockchainlösningar för spårbarhet, betalningar och digitala tillgångar. Vi hjälper er att välja rätt nätverk och bygger allt från en proof of concept på {{fact:timeline.blockchainPoc}} till system i full drift.",
          en: "We develop blockchain solutions for traceability, payments and digital assets. We help you choose the right network and build everything from a proof of concept in {{fact:timeline.blockchainPoc}} to systems in full production.",
        },
        keywords: [
          ...names("Ethereum", "Polygon"),
          {
            sv: "Lager 2",
            en: "Layer 2",
          },
          {
            sv: "Spårbarhet",
            en: "Traceability",
          },
        ],
        typical: {
          sv: "{{fact:timeline.blockchainPoc}} för en proof of concept · pris enligt offert",
          en: "{{fact:timeline.blockchainPoc}} for a proof of concept · price on request",
        },
        icon: "chain",
      },
      "smart-contracts": {
        title: {
          sv: "Smarta kontrakt",
          en: "Smart contracts",
        },
        description: {
          sv: "Vi skriver smarta kontrakt som testas grundligt och optimeras för låga transaktionsavgifter. Varje kontrakt går igenom automatiserade tester och vår interna säkerhetsgranskning innan det driftsätts. Ska kontraktet förvalta pengar rekommenderar vi också en oberoende extern granskning, som ni beställer.",
          en: "We write smart contracts that are thoroughly tested and optimised for low transaction fees. Every contract goes through automated testing and our internal security review before it is deployed. If a contract will hold funds, we also recommend an independent external audit, which you commission.",
        },
        keywords: [
          {
            sv: "Solidity",
            en: "Solidity",
          },
          {
            sv: "Säkerhetsgranskning",
            en: "Security review",
          },
          {
            sv: "ERC-20",
            en: "ERC-20",
          },
          {
            sv: "Gasoptimering",
            en: "Gas optimisation",
          },
        ],
        typical: {
          sv: "{{fact:timeline.smartContractSimple}} för ett enkelt kontrakt · pris enligt offert",
          en: "{{fact:timeline.smartContractSimple}} for a simple contract · price on request",
        },
        icon: "lock",
      },
      tokenization: {
        title: {
          sv: "Tokenisering av tillgångar",
          en: "Asset tokenisation",
        },
        description: {
          sv: "Vi bygger tekniken för att tokenisera reala tillgångar som fastigheter, fonder och lån. Ägandet blir delbart, överlåtelser går snabbare och stöd för regelefterlevnad byggs in i tokenen. Registret förs av emittenten eller en part med tillstånd, inte av oss.",
          en: "We build the technology to tokenise real-world assets such as property, funds and loans. Ownership becomes divisible, transfers get faster and support for compliance is built into the token. The register is kept by the issuer or a permitted party, not by us.",
        },
        keywords: [
          {
            sv: "Fastigheter",
            en: "Real estate",
          },
          {
            sv: "Verkliga tillgångar (RWA)",
            en: "Real-world assets",
          },
          {
            sv: "Regelefterlevnad",
            en: "Compliance",
          },
          {
            sv: "ERC-3643",
            en: "ERC-3643",
          },
        ],
        typical: {
          sv: "{{fact:timeline.blockchainPoc}} för en proof of concept · pris enligt offert",
          en: "{{fact:timeline.blockchainPoc}} for a proof of concept · price on request",
        },
        icon: "coins",
      },
      "defi-staking": {
        title: {
          sv: "DeFi-staking",
          en: "DeFi staking",
        },
        description: {
          sv: "Vi bygger stakingplattformar och likviditetslösningar för tokenprojekt, företag och stiftelser. Avkastning, risker och villkor redovisas öppet för varje användare.",
          en: "We build staking platforms and liquidity solutions for token projects, companies and foundations. Yields, risks and terms are shown openly to every user.",
        },
        keywords: [
          {
            sv: "Staking",
            en: "Staking",
          },
          {
            sv: "Likviditetspooler",
            en: "Liquidity pools",
          },
          {
            sv: "Stiftelser",
            en: "Foundations",
          },
          {
            sv: "Avkastning",
            en: "Yield",
          },
        ],
        typical: {
          sv: "{{fact:timeline.smartContractComplex}} för en stakingplattform · pris enligt offert",
          en: "{{fact:timeline.smartContractComplex}} for a staking platform · price on request",
        },
        icon: "wallet",
      },
      "platform-development": {
        title: {
          sv: "Plattformsutveckling",
          en: "Platform development",
        },
        description: {
          sv: "Vi bygger skalbara plattformar som flera produkter och team kan stå på. Tydliga API:er, automatiserad driftsättning och säkerhet ingår från första dagen.",
          en: "We build scalable platforms that multiple products and teams can rely on. Clear APIs, automated deployment and security are included from day one.",
        },
        keywords: [
          {
            sv: "API:er",
            en: "APIs",
          },
          {
            sv: "Arkitektur",
            en: "Architecture",
          },
          {
            sv: "Skalbarhet",
            en: "Scalability",
          },
          {
            sv: "CI/CD",
            en: "CI/CD",
          },
        ],
        typical: {
          sv: "Tid och pris enligt offert",
          en: "Timeline and price in the quote",
        },
        icon: "server",
      },
      "enterprise-testing": {
        title: {
          sv: "Test av SaaS och AI",
          en: "SaaS and AI testing",
        },
        description: {
          sv: "Vi testar SaaS-tjänster och AI-system för att hitta fler fel innan era kunder hittar dem. Automatiserade tester, lasttester och validering av AI-modeller ger trygghet vid varje versionssläpp.",
          en: "We test SaaS products and AI systems to catch more bugs before your customers find them. Automated tests, load tests and AI model validation give you confidence at every release.",
        },
        keywords: [
          {
            sv: "Testautomatisering",
            en: "Test automation",
          },
          {
            sv: "Lasttester",
            en: "Load testing",
          },
          {
            sv: "AI-validering",
            en: "AI validation",
          },
          {
            sv: "Kvalitetssäkring",
            en: "Quality assurance",
          },
        ],
        typical: {
          sv: "Tid och pris enligt offert",
          en: "Timeline and price in the quote",
        },
        icon: "flask",
      },
      "ai-development": {
        title: {
          sv: "AI-utveckling och maskininlärning",
          en: "AI development and machine learning",
        },
        description: {
          sv: "Vi utvecklar egna maskininlärningsmodeller som tränas på era data. Det kan vara prognoser, bildanalys eller språkmodeller, med MLOps som håller modellerna träffsäkra över tid.",
          en: "We develop custom machine learning models trained on your data. That might be forecasting, image analysis or language models, with MLOps that keeps the models accurate over time.",
        },
        keywords: [
          {
            sv: "Maskininlärning",
            en: "Machine learning",
          },
          ...names("Deep learning", "NLP", "MLOps"),
        ],
        typical: {
          sv: "{{fact:timeline.aiProjectSmall}} för ett mindre projekt · pris enligt offert",
          en: "{{fact:timeline.aiProjectSmall}} for a smaller project · price on request",
        },
        icon: "brain",
      },
      "fast-mvp-prototyping": {
        title: {
          sv: "Snabb MVP-prototyp",
          en: "Fast MVP prototyping",
        },
        description: {
          sv: "Vi kodar kärnan i er idé – ett enda flöde för en begränsad grupp testanvändare – på {{fact:timeline.fastMvp}}. Ni får tidig återkoppling från riktiga användare innan ni investerar i fullskalig utveckling.",
          en: "We code the core of your idea – one flow for a limited group of test users – in {{fact:timeline.fastMvp}}. You get early feedback from real users before you invest in full-scale development.",
        },
        keywords: [
          {
            sv: "Prototyp",
            en: "Prototype",
          },
          {
            sv: "Validering",
            en: "Validation",
          },
          {
            sv: "Användartester",
            en: "User testing",
          },
          {
            sv: "{{fact:timeline.fastMvp}}",
            en: "{{fact:timeline.fastMvp}}",
          },
        ],
        typical: {
          sv: "{{fact:timeline.fastMvp}} för bygget · pris enligt offert",
          en: "{{fact:timeline.fastMvp}} to build · price on request",
        },
        icon: "rocket",
      },
    },
    readMore: {
      sv: "Läs mer",
      en: "Read more",
    },
    keywordsLabel: {
      sv: "Nyckelord",
      en: "Keywords",
    },
    infoText: {
      sv: "Vill ni förstå tekniken bakom tjänsterna? I vår kunskapsbank förklarar vi AI, blockchain och automatisering på ett begripligt sätt.",
      en: "Want to understand the technology behind our services? Our Info Hub explains AI, blockchain and automation in plain language.",
    },
    infoLink: {
      sv: "Besök kunskapsbanken",
      en: "Visit the Info Hub",
    },
    contactLink: {
      sv: "Kontakta oss",
      en: "Contact Us",
    },
    comparison: MVP_COMPARISON,
  },
  portfolio: {
    eyebrow: {
      sv: "Projekt",
      en: "Work",
    },
    heading: {
      sv: "Det vi bygger – och hur långt vi har kommit",
      en: "What we are building, and how far each project has come",
    },
    intro: {
      sv: "Ett urval av det vi bygger åt kunder och i egen regi, från stakingverktyg till AI-agenter. Vid varje projekt står var det befinner sig i dag och vad det visar om vårt arbete.",
      en: "A selection of what we build for clients and on our own account, from staking tools to AI agents. Each project shows where it stands today and what it demonstrates about our work.",
    },
    inDevelopment: {
      sv: "Under utveckling",
      en: "In development",
    },
    viewProject: {
      sv: "Visa projektet",
      en: "View project",
    },
    pickerLabel: {
      sv: "Välj projekt",
      en: "Choose a project",
    },
    projects: [
      {
        id: "fjallstake",
        title: {
          sv: "Fjällstake",
          en: "Fjällstake",
        },
        category: {
          sv: "DeFi · Stakingpanel",
          en: "DeFi · Dashboard",
        },
        status: {
          sv: "Pilot hos en kund",
          en: "Client pilot",
        },
        description: {
          sv: "En stakingpanel som vi bygger åt en stiftelse. Stiftelsen äger panelen, testar den i en pilot och har godkänt att vi visar den här. I panelen följer stiftelsen sina validatorer, sin avkastning och sina utbetalningar i en vy. Projektet visar hur data från ett publikt nätverk blir ett underlag som en styrelse kan godkänna.",
          en: "A staking dashboard we are building for a foundation, which owns it, is piloting it and has consented to our showing it here. In it, the foundation tracks its validators, yield and payouts in one view. The project shows how data from a public network becomes a report a board can approve.",
        },
        url: "https://fjallstake.nordlegend.se",
        art: {
          hue: 150,
          motif: "rings",
        },
      },
      {
        id: "kundlots",
        title: {
          sv: "Kundlots",
          en: "Kundlots",
        },
        category: {
          sv: "AI · Kundtjänst",
          en: "AI · Customer service",
        },
        status: {
          sv: "Öppen demo",
          en: "Open demo",
        },
        description: {
          sv: "En AI-agent som besvarar kundfrågor i chatt och e-post, på svenska och engelska, och som ni kan prova i demon. Ärenden som kräver en människa lämnas över med hela sammanhanget. Demon visar hur vi sätter gränser för vad en agent får göra och hur överlämningen till en medarbetare går till.",
          en: "An AI agent that answers customer questions by chat and email, in Swedish and English, which you can try in the demo. Cases that need a human are handed over with the full context. The demo shows how we set limits on what an agent may do and how the handover to a member of staff works.",
        },
        url: "https://kundlots.nordlegend.se",
        art: {
          hue: 180,
          motif: "nodes",
        },
      },
      {
        id: "tegelblock",
        title: {
          sv: "Tegelblock",
          en: "Tegelblock",
        },
        category: {
          sv: "Tokenisering · Andelsregister",
          en: "Tokenisation · Share register",
        },
        status: {
          sv: "Teknisk pilot",
          en: "Technical pilot",
        },
        description: {
          sv: "En teknisk pilot där vi och ett fastighetsbolag prövar hur ägandet av ett hyreshus kan delas upp i digitala andelar. Piloten omfattar identitetskontroll, andelsregister, köp och försäljning av andelar och utbetalning av hyresintäkter i ett och samma flöde, och inga andelar bjuds ut till investerare. Den visar hur delarna hänger ihop och var ett riktigt upplägg behöver juridisk prövning.",
          en: "A technical pilot in which we and a property company test how the ownership of a block of flats could be split into digital shares. The pilot covers identity checks, the share register, buying and selling shares and paying out rental income in one flow, and no shares are offered to investors. It shows how the parts fit together and where a real arrangement would need legal review.",
        },
        art: {
          hue: 30,
          motif: "grid",
        },
      },
      {
        id: "flodesverket",
        title: {
          sv: "Flödesverket",
          en: "Flödesverket",
        },
        category: {
          sv: "Automatisering · n8n",
          en: "Automation · n8n",
        },
        status: {
          sv: "Öppen källkod",
          en: "Open source",
        },
        description: {
          sv: "En samling färdiga n8n-flöden för fakturering, orderhantering och CRM hos nordiska småföretag, publicerad som öppen källkod. Varje företag kör flödena på sin egen server och anpassar dem efter sina system. Samlingen visar hur vi bygger automatisering som kunden kan läsa, ändra och driva vidare utan oss.",
          en: "A set of ready-made workflows in n8n for invoicing, order handling and CRM, built for Nordic small businesses and published as open source. Each firm runs the workflows on its own server and adapts them to its own systems. The set shows how we build automation that the customer can read, change and run without us.",
        },
        url: "https://flodesverket.nordlegend.se",
        art: {
          hue: 205,
          motif: "waves",
        },
      },
      {
        id: "kassavalv",
        title: {
          sv: "Kassavalv",
          en: "Kassavalv",
        },
        category: {
          sv: "Finans · Webbapp",
          en: "Finance · Web app",
        },
        status: {
          sv: "I intern drift",
          en: "In internal use",
        },
        description: {
          sv: "Ett verktyg för likviditetsförvaltning som visar bankkonton och kryptoplånböcker i samma vy, med ett samlat saldo, attestflöden och färdigt underlag för bokföringen. Vi använder det själva för bolagets bankkonton och attester; hos en kund är det ännu inte prövat. Det visar hur attest och bokföringsunderlag kan fungera även när en del av kassan ligger i digitala tillgångar.",
          en: "A treasury tool that shows bank accounts and crypto wallets in a single view, with one consolidated balance, approval flows and records ready for bookkeeping. We use it ourselves for the company’s bank accounts and approvals; it has not yet been tried at a client. It shows how approvals and bookkeeping records can work when part of a company’s cash is held in digital assets.",
        },
        url: "https://kassavalv.nordlegend.se",
        art: {
          hue: 46,
          motif: "bars",
        },
      },
      {
        id: "matpunkt",
        title: {
          sv: "Mätpunkt",
          en: "Mätpunkt",
        },
        category: {
          sv: "AI · Maskininlärning",
          en: "AI · Machine learning",
        },
        status: {
          sv: "Prototyp",
          en: "Prototype",
        },
        description: {
          sv: "En maskininlärningsmodell som ska förutse när produktionsutrustning behöver service. Vi tar fram den åt ett tillverkningsföretag, på företagets egna maskindata och med dess godkännande, och företaget äger modellen. Modellen prövas nu mot företagets historiska data innan den får styra något underhåll. Projektet visar hur vi gör en modell till ett beslutsstöd som går att kontrollera.",
          en: "A machine learning model meant to predict when production equipment needs servicing. We are developing it for a manufacturing company, on the company’s own machine data and with its consent, and the company owns the model. The model is now being tested against the company’s historical data before it guides any maintenance. The project shows how we turn a model into decision support that can be checked.",
        },
        art: {
          hue: 232,
          motif: "orbits",
        },
      },
      {
        id: "sparbar",
        title: {
          sv: "Spårbar",
          en: "Spårbar",
        },
        category: {
          sv: "Blockchain · Spårbarhet",
          en: "Blockchain · Traceability",
        },
        status: {
          sv: "Under utveckling",
          en: "In development",
        },
        description: {
          sv: "En tjänst som följer nordiska livsmedel från gård till butikshylla med hjälp av blockchain. Tanken är att den som köper varan ska kunna skanna en QR-kod och se varje steg på vägen. Vi bygger den i egen regi, utan kod eller data från något kunduppdrag, och den visar hur flera företag i en kedja kan dela uppgifter utan att lämna ifrån sig mer än de vill.",
          en: "A service that follows Nordic food from farm to shop shelf using blockchain. The aim is that shoppers can scan a QR code and see every step of the journey. We are building it on our own account, with no code or data from any client engagement, and it shows how several firms in a supply chain can share records without giving away more than they choose.",
        },
        url: "https://sparbar.nordlegend.se",
        art: {
          hue: 95,
          motif: "nodes",
        },
      },
      {
        id: "offertmotorn",
        title: {
          sv: "Offertmotorn",
          en: "Offertmotorn",
        },
        category: {
          sv: "SaaS · AI",
          en: "SaaS · AI",
        },
        status: {
          sv: "Under utveckling",
          en: "In development",
        },
        description: {
          sv: "En SaaS-tjänst som ska ge byggföretag ett första offertutkast från ritningar och foton. AI:n räknar på material och arbetstid utifrån företagets egna priser, och den som ansvarar för kalkylen granskar och justerar utkastet innan det skickas. Projektet visar hur vi kombinerar en språkmodell med företagets egna prislistor: varje post går att följa.",
          en: "A SaaS product meant to give construction firms a first draft of a quote from drawings and photos. The AI calculates materials and labour from the firm’s own prices, and an estimator reviews and adjusts the draft before it is sent. The project shows how we combine a language model with a firm’s own price lists, keeping every line traceable.",
        },
        art: {
          hue: 275,
          motif: "rings",
        },
      },
    ],
    pipeline: {
      heading: {
        sv: "På gång",
        en: "In the pipeline",
      },
      intro: {
        sv: "Idéer vi utreder i egen regi, vid sidan av kunduppdragen. Inget av dem är levererat eller till salu ännu.",
        en: "Ideas we are exploring on our own account, alongside client work. None of them is delivered or for sale yet.",
      },
      upcomingHeading: {
        sv: "Appidéer",
        en: "App ideas",
      },
      upcoming: [
        {
          title: {
            sv: "Styrelserummet",
            en: "Styrelserummet",
          },
          text: {
            sv: "En app för stiftelsers styrelsemöten: kallelser, dagordning, protokoll och digital justering på ett ställe.",
            en: "An app for foundation board meetings: notices, agendas, minutes and digital sign-off in one place.",
          },
        },
        {
          title: {
            sv: "Deklarera",
            en: "Deklarera",
          },
          text: {
            sv: "En deklarationshjälp för enskilda näringsidkare som samlar underlagen, förklarar avdragen och förbereder deklarationen steg för steg.",
            en: "A tax return helper for sole traders that gathers the records, explains the deductions and prepares the return step by step.",
          },
        },
      ],
      otherHeading: {
        sv: "Andra projekt",
        en: "Other projects",
      },
      other: [
        {
          title: {
            sv: "Tokenoptima",
            en: "Tokenoptima",
          },
          text: {
            sv: "Ett protokoll för hur tokens fördelas och låses, där utfallet av olika fördelningar modelleras innan något kontrakt skrivs. Än så länge ett forskningsprojekt.",
            en: "A protocol for how tokens are allocated and locked, which models the outcome of different allocations before any contract is written. So far a research project.",
          },
        },
        {
          title: {
            sv: "Gigchefen",
            en: "Gigchefen",
          },
          text: {
            sv: "En forskningsprototyp, inte lanserad: schemaläggning med AI-stöd för tonåringars sommar- och extrajobb, där en chef hos arbetsgivaren fattar besluten.",
            en: "A research prototype, not launched: AI-assisted scheduling for teenagers’ summer and part-time jobs, in which a manager at the employer makes the decisions.",
          },
        },
      ],
    },
  },
  team: {
    eyebrow: {
      sv: "Teamet",
      en: "Team",
    },
    heading: {
      sv: "Människorna bakom Nordlegend",
      en: "The people behind Nordlegend",
    },
    intro: {
      sv: "Vi är åtta. Här presenteras de sex specialisterna inom strategi, design, finans, mjukvaruutveckling, AI och blockchain; de två som ansvarar för OTC-introduktionerna, Henrik Wallin och Camilla Öberg, presenteras på OTC-sidan.",
      en: "There are eight of us: the six specialists in strategy, design, finance, software development, AI and blockchain below, and the two who run the OTC introductions, Henrik Wallin and Camilla Öberg (see the OTC page).",
    },
    members: [
      {
        name: {
          sv: "Johan Ekström",
          en: "Johan Ekström",
        },
        role: {
          sv: "CEO & CIO",
          en: "CEO & CIO",
        },
        description: {
          sv: "Johan är vd. Som CIO, alltså ansvarig för it och informationssäkerhet, fastställer han de teknikval och säkerhetskrav som gäller i alla våra projekt. Han har arbetat med både betalsystem och mjukvaruutveckling och leder vårt arbete där traditionell finans möter blockchain.",
          en: "Johan is the chief executive. As CIO – chief information officer – he is responsible for IT and information security and sets the technology choices and security requirements that apply across all our projects. He has worked on both payment systems and software development and leads our work where traditional finance meets blockchain.",
        },
      },
      {
        name: {
          sv: "Sara Lindqvist",
          en: "Sara Lindqvist",
        },
        role: {
          sv: "CDO",
          en: "CDO",
        },
        description: {
          sv: "Som CDO ansvarar Sara för design och digital strategi, från användarresor till visuell identitet. Hon ser till att avancerad teknik känns enkel för dem som använder den.",
          en: "As CDO, Sara leads design and digital strategy, from user journeys to visual identity. She makes sure advanced technology feels simple to the people who use it.",
        },
      },
      {
        name: {
          sv: "Mikael Bergström",
          en: "Mikael Bergström",
        },
        role: {
          sv: "Head of Finance",
          en: "Head of Finance",
        },
        description: {
          sv: "Mikael ansvarar för ekonomi, avtal och finansiella modeller, både internt och i kundprojekt. Han hjälper kunderna att räkna på om investeringen lönar sig innan arbetet börjar.",
          en: "Mikael is responsible for finance, contracts and financial models, both internally and in client projects. He helps clients work out whether the investment pays off before work begins.",
        },
      },
      {
        name: {
          sv: "Elin Nordahl",
          en: "Elin Nordahl",
        },
        role: {
          sv: "App Development & AI Consulting",
          en: "App Development & AI Consulting",
        },
        description: {
          sv: "Elin utvecklar appar och ger råd om hur AI kan användas i kundernas verksamhet. Hon har byggt AI-agenter och automatiseringar för e-handel, fastighetsförvaltning och redovisningsbyråer.",
          en: "Elin builds apps and advises clients on how AI can be put to work in their business. She has built AI agents and automations for e-commerce, property management and accounting firms.",
        },
      },
      {
        name: {
          sv: "Oskar Sandberg",
          en: "Oskar Sandberg",
        },
        role: {
          sv: "Senior Fullstack",
          en: "Senior Fullstack",
        },
        description: {
          sv: "Oskar bygger allt från gränssnitt till databaser och molninfrastruktur. Han är teknisk ledare och ansvarar för arkitekturen i våra SaaS- och plattformsprojekt.",
          en: "Oskar builds everything from interfaces to databases and cloud infrastructure. He is the technical lead and owns the architecture of our SaaS and platform projects.",
        },
      },
      {
        name: {
          sv: "Linnea Holmgren",
          en: "Linnea Holmgren",
        },
        role: {
          sv: "Blockchain & Finance",
          en: "Blockchain & Finance",
        },
        description: {
          sv: "Linnea utvecklar smarta kontrakt och tokeniseringslösningar och har en bakgrund från kapitalmarknaden. I tokeniserings- och DeFi-uppdrag ansvarar hon för de tekniska delarna av regelfrågor som MiCA och penningtvättsreglerna, i samarbete med kundens jurister, som gör den rättsliga bedömningen.",
          en: "Linnea develops smart contracts and tokenisation solutions, drawing on a background in capital markets. On tokenisation and DeFi work she handles the technical side of regulatory questions such as MiCA and anti-money-laundering rules, alongside the client’s lawyers, who make the legal assessment.",
        },
      },
    ],
    closing: {
      sv: "Vi är ett litet team: besluten går snabbt, och vi tar bara ett fåtal uppdrag åt gången. De som börjar ert projekt avslutar det också. Varje projekt leds av någon av de sex i teamet ovan, och vi finns kvar efter lanseringen. Vi i teamet ledde uppdragen bakom kundexemplen på tjänstesidorna, på Nordlegend eller hos tidigare arbetsgivare. Vem som ledde vilket uppdrag, och var, berättar vi redan i det första samtalet. Behövs något vi inte gör själva, som en oberoende granskning, säger vi det, och ni anlitar en specialiserad firma. Har vi gjort ett liknande uppdrag på Nordlegend förmedlar vi efter ett första samtal gärna kontakt med kunden, om kunden går med på det.",
      en: "We are a small team: decisions are quick, and we take on only a few engagements at a time, so the people who start your project also finish it. Every project is led by one of the six people above, and we stay with you after launch. Our team led the engagements behind the client stories on our service pages, at Nordlegend or at previous employers. We tell you who led each one, and where, in the first call. If you need something we do not do ourselves, such as an independent audit, we tell you, and you engage a specialist firm. If we have done a similar project at Nordlegend, we are happy to put you in touch with that client after a first call, where the client agrees.",
    },
  },
  contact: {
    eyebrow: {
      sv: "Kontakt",
      en: "Contact",
    },
    heading: {
      sv: "Prata med oss om ert projekt",
      en: "Let’s talk about your project",
    },
    intro: {
      sv: "Berätta kort vad ni vill åstadkomma, så återkommer vi med förslag på nästa steg.",
      en: "Tell us briefly what you want to achieve, and we’ll come back with a suggested next step.",
    },
    promiseTitle: {
      sv: "{{fact:replyTitle}}",
      en: "{{fact:replyTitle}}",
    },
    promiseText: {
      sv: "Är det bråttom, ring oss direkt – vi svarar i telefon på {{fact:phoneHours}}.",
      en: "If it’s urgent, call us – the phone is staffed on {{fact:phoneHours}} Swedish time (CET/CEST).",
    },
    freeConsultation: {
      sv: "Kostnadsfri konsultation",
      en: "Free consultation",
    },
    customSolutions: {
      sv: "Skräddarsydda lösningar",
      en: "Custom solutions",
    },
    ...PHONE_AND_EMAIL_LABELS,
  },
};

export const home: Localized<HomeContent> = /* @__PURE__ */ bothLanguages<HomeContent>(homeDocument);
