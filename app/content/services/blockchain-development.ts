// Copy of the blockchain development service page (/services/blockchain-development), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Blockchainutveckling",
      description: `Blockchainutveckling för företag: proof of concept på ${facts.sv.timeline.blockchainPoc} och produktion på ${facts.sv.timeline.blockchainProduction}. dApps, privata nätverk, spårbarhet och integrationer.`,
      keywords: [
        "blockchainutveckling",
        "blockchainteknik",
        "proof of concept",
        "dApp-utveckling",
        "privat blockchain",
        "spårbarhet",
        "Ethereum",
        "blockchainkonsult",
      ],
    },
    hero: {
      eyebrow: "Blockchain",
      title: "Blockchain\u00ADutveckling som löser verkliga affärsproblem",
      subtitle:
        "Vi hjälper företag och organisationer att använda blockchain där tekniken tillför verkligt värde: gemensamma data som flera parter kan lita på, automatiserade avtal och transparenta register – integrerat med de system ni redan har.",
      primaryCta: "Starta ert projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `En proof of concept: ${facts.sv.timeline.blockchainPoc}; en lösning i produktion: ${facts.sv.timeline.blockchainProduction}`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är blockchain\u00ADutveckling?",
      paragraphs: [
        "En blockchain är en gemensam liggare som flera parter kan skriva till och läsa från, där varje post är tidsstämplad, länkad till den föregående och i praktiken omöjlig att ändra i efterhand. Blockchainutveckling handlar om att utforma och bygga tillämpningar ovanpå en sådan liggare: de smarta kontrakt som innehåller reglerna, gränssnitten som människor använder och integrationerna som kopplar ihop allt med befintliga affärssystem.",
        "Tekniken gör mest nytta när flera organisationer behöver dela information utan att lämna över kontrollen till en enskild part: spårning av varor genom en leveranskedja, intyg som vem som helst kan verifiera, avräkning av transaktioner mellan partner eller förvaltning av digitala tillgångar. Den är inte rätt svar på alla problem, och en del av vårt uppdrag är att säga till när en vanlig databas skulle passa er bättre.",
        `Vi arbetar i två steg. En proof of concept, normalt ${facts.sv.timeline.blockchainPoc}, prövar idén med riktiga data och riktiga användare till en begränsad kostnad. Håller idén bygger vi en produktionslösning, vanligtvis på ${facts.sv.timeline.blockchainProduction} beroende på komplexitet, integrationer och antalet inblandade parter. Vår interna säkerhetsgranskning, dokumentation och en plan för driften ingår i varje leverans.`,
      ],
    },
    benefits: {
      heading: "Varför blockchain?",
      intro: "Fördelarna som gör skillnad för våra kunder – när tekniken används för rätt problem.",
      items: [
        {
          icon: "eye",
          title: "Transparens och spårbarhet",
          text: "Varje transaktion registreras med tidsstämpel och ursprung. Behöriga parter ser samma historik, vilket gör revisioner, återkallelser och rapportering betydligt enklare.",
        },
        {
          icon: "lock",
          title: "Data som i praktiken inte går att ändra i efterhand",
          text: "En registrerad post kan inte ändras eller raderas i det tysta. Rättelser läggs till som nya, synliga transaktioner, så att hela historiken finns kvar. Det gäller fullt ut i publika nätverk; i ett privat nätverk beror det på hur många oberoende parter som validerar.",
        },
        {
          icon: "handshake",
          title: "Förtroende mellan parter",
          text: "Partner, leverantörer och kunder kan dela en gemensam bild av läget utan att någon av dem äger databasen. Det minskar de manuella avstämningarna och diskussionerna om vems uppgifter som stämmer.",
        },
        {
          icon: "workflow",
          title: "Automatiserade processer",
          text: "Smarta kontrakt verkställer överenskomna regler automatiskt, till exempel att en betalning släpps när en leverans har bekräftats – utan manuella moment eller mellanhänder.",
        },
        {
          icon: "coins",
          title: "Lägre transaktionskostnader där mellanhänder är dyra",
          text: "Färre mellanhänder och mindre pappersarbete kan sänka kostnaden per transaktion där mellanhänder och manuella avstämningar i dag är dyra, till exempel i gränsöverskridande flöden och processer med många parter.",
        },
        {
          icon: "leaf",
          title: "Hållbart och framtidssäkert",
          text: "Vi bygger på energieffektiva nätverk med proof of stake och på öppna standarder, så att lösningen får ett litet klimatavtryck och inte är knuten till en enskild leverantör.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom blockchain",
      intro: "Från den första workshopen till ett nätverk i drift täcker vi hela resan.",
      items: [
        {
          icon: "lightbulb",
          title: "Strategi och proof of concept",
          text: `Vi bedömer om blockchain passar ert behov, väljer rätt plattform och bygger en fungerande proof of concept på ${facts.sv.timeline.blockchainPoc} som ni kan testa med riktiga användare och beslutsfattare.`,
        },
        {
          icon: "cube",
          title: "Decentraliserade applikationer (dApps)",
          text: "Kompletta applikationer med smarta kontrakt, webbgränssnitt och plånboksinloggning, utformade så att även den som aldrig har använt kryptovalutor kan komma i gång utan problem.",
        },
        {
          icon: "building",
          title: "Privata nätverk och konsortier",
          text: "Privata, behörighetsstyrda nätverk, där ni bestämmer vem som får ansluta, läsa och skriva. Passar för branschsamarbeten och reglerade miljöer. Listan nedan visar publika nätverk; vilken teknik vi föreslår för ett privat nätverk, och om vi har använt den i ett levererat projekt, står i vårt förslag.",
        },
        {
          icon: "search",
          title: "Spårbarhet och digitala intyg",
          text: "Spåra produkter, material och hållbarhetsdata från källa till kund, och utfärda diplom, ursprungsintyg eller garantibevis som kan verifieras på några sekunder.",
        },
        {
          icon: "puzzle",
          title: "Integration med befintliga system",
          text: "Vi kopplar blockchainlösningen till affärssystem, CRM, identitetslösningar och betalflöden via API:er, så att den blir en del av vardagen i stället för en isolerad ö.",
        },
        {
          icon: "server",
          title: "Infrastruktur, noder och drift",
          text: "Uppsättning och drift av noder, nyckelhantering med hårdvarusäkerhetsmoduler och multisignatur, övervakning och incidenthantering, så att nätverket fungerar pålitligt efter lansering.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro:
        "Vi väljer plattform efter ert behov – publik, privat eller en kombination – och bygger på etablerade, öppna verktyg.",
      groups: [
        { name: "Nätverk", items: ["Ethereum", "Polygon", "Arbitrum", "Base"] },
        { name: "Smarta kontrakt", items: ["Solidity", "OpenZeppelin", "Foundry", "Hardhat"] },
        {
          name: "Applikation och integration",
          items: ["TypeScript", "React", "viem", "ethers.js", "WalletConnect", "The Graph", "Chainlink"],
        },
        { name: "Säkerhet och drift", items: ["Slither", "Tenderly", "Safe", "HSM-nyckelhantering", "Docker", "Kubernetes"] },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Spårbarhet i en livsmedelskedja med flera parter. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Spårbarhet för en nordisk fiskproducent",
          sector: "Livsmedel",
          text: "En nordisk fiskproducent med omkring 120 anställda behövde visa ursprung och obruten kylkedja för handlare i flera länder. Uppdraget gällde en spårbarhetslösning i ett privat nätverk där fiskare, förädlare och transportörer registrerar varje steg och handlarna verifierar ett parti genom att skanna en kod. Producenten jämförde svarstiden på handlarnas ursprungsfrågor under de sex första månaderna med samma månader året innan, då svaren togs fram ur pärmar och e-post.",
          result: { value: "80 %", label: "kortare svarstid på frågor om ursprung" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Behöver vår verksamhet verkligen blockchain?",
          answer:
            "Inte alltid, och det säger vi ärligt. Blockchain tillför värde när flera parter behöver dela data som alla litar på, när uppgifter bevisligen måste vara oförändrade eller när digitala tillgångar är inblandade. Om en enda organisation kontrollerar uppgifterna är en vanlig databas oftast billigare och enklare.",
        },
        {
          question: "Hur lång tid tar ett blockchainprojekt?",
          answer: `En proof of concept tar normalt ${facts.sv.timeline.blockchainPoc} och ger en fungerande prototyp som ni kan utvärdera med riktiga användare. En produktionslösning tar vanligtvis ${facts.sv.timeline.blockchainProduction}, beroende på antalet integrationer, parter och regulatoriska krav. Vi planerar i etapper, så att ni kan avbryta eller ändra riktning efter varje steg.`,
        },
        {
          question: "Publikt eller privat nätverk – vilket ska vi välja?",
          answer:
            "Publika nätverk som Ethereum och dess lager 2-lösningar passar när öppenhet och oberoende verifiering är viktiga, till exempel för intyg eller digitala tillgångar. Privata nätverk passar samarbeten där ni styr vem som deltar och vad som syns. Ofta kombinerar vi båda: känsliga data stannar i den privata miljön medan bevis förankras i ett publikt nätverk.",
        },
        {
          question: "Hur hanterar ni GDPR och personuppgifter?",
          answer:
            "Personuppgifter skrivs aldrig direkt i en blockchain, eftersom de inte går att radera där. Vi lagrar personuppgifter i vanliga, behörighetsstyrda databaser inom EU och lägger bara referenser eller saltade hashvärden i nätverket. Ett hashvärde av personuppgifter räknas fortfarande som personuppgifter, så saltet och underlaget ligger utanför nätverket. När de raderas går posten inte längre att koppla till någon, och rätten till radering kan respekteras.",
        },
        {
          question: "Vem äger lösningen och nycklarna?",
          answer:
            "Ni äger källkoden, de smarta kontrakten och dokumentationen, och de administrativa nycklarna förvaras hos er, normalt i en multisignaturplånbok eller en hårdvarusäkerhetsmodul. Vi behöver aldrig förvalta era tillgångar. Vill ni att vi sköter driften regleras det i ett separat driftavtal.",
        },
      ],
    },
    cta: {
      heading: "Nyfikna på om blockchain passar er verksamhet?",
      text: `Boka en kostnadsfri konsultation. Vi går igenom ert behov, ger en ärlig bedömning av om blockchain är rätt verktyg och skissar på vad en proof of concept skulle innebära. Vi svarar ${facts.sv.reply}.`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "Blockchain development",
      description: `Blockchain development for businesses: proof of concept in ${facts.en.timeline.blockchainPoc}, production in ${facts.en.timeline.blockchainProduction}. dApps, permissioned networks, traceability and integrations.`,
      keywords: [
        "blockchain development",
        "blockchain technology",
        "proof of concept",
        "dApp development",
        "permissioned blockchain",
        "supply chain traceability",
        "Ethereum",
        "blockchain consultancy Sweden",
      ],
    },
    hero: {
      eyebrow: "Blockchain",
      title: "Blockchain development that solves real business problems",
      subtitle:
        "We help companies and organisations use blockchain where it adds genuine value: shared data that several parties can trust, automated agreements and transparent records, integrated with the systems you already run.",
      primaryCta: "Start your project",
      secondaryCta: "Learn More",
      typical: {
        duration: `A proof of concept: ${facts.en.timeline.blockchainPoc}; a solution in production: ${facts.en.timeline.blockchainProduction}`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is blockchain development?",
      paragraphs: [
        "A blockchain is a shared ledger that several parties can write to and read from, where every entry is time-stamped, linked to the one before it and practically impossible to alter afterwards. Blockchain development is the work of designing and building applications on top of such a ledger: the smart contracts that hold the rules, the interfaces people use, and the integrations that connect it all to existing business systems.",
        "The technology is at its strongest when several organisations need to share information without handing control to a single party: tracing goods through a supply chain, issuing certificates that anyone can verify, settling transactions between partners, or managing digital assets. It is not the right answer to every problem, and part of our job is to tell you when a conventional database would serve you better.",
        `We work in two stages. A proof of concept, typically ${facts.en.timeline.blockchainPoc}, tests the idea with real data and real users at a limited cost. If the idea holds up, we build a production solution, usually in ${facts.en.timeline.blockchainProduction} depending on complexity, integrations and the number of parties involved. Our internal security review, documentation and a plan for operations are part of every delivery.`,
      ],
    },
    benefits: {
      heading: "Why blockchain?",
      intro: "The benefits that make a difference for our clients, when the technology is applied to the right problem.",
      items: [
        {
          icon: "eye",
          title: "Transparency and traceability",
          text: "Every transaction is recorded with a time stamp and an origin. Authorised parties see the same history, which makes audits, recalls and reporting far simpler.",
        },
        {
          icon: "lock",
          title: "Records that in practice cannot be altered afterwards",
          text: "Once written, an entry cannot be quietly changed or deleted. Corrections are added as new, visible transactions, so the full history is preserved. That holds fully on public networks; on a private network it depends on how many independent parties validate.",
        },
        {
          icon: "handshake",
          title: "Trust between parties",
          text: "Partners, suppliers and customers can share a single picture of the facts without any one of them owning the database. That cuts down manual reconciliation and disputes over whose records are correct.",
        },
        {
          icon: "workflow",
          title: "Automated processes",
          text: "Smart contracts carry out agreed rules automatically, such as releasing a payment when a delivery has been confirmed, with no manual steps or intermediaries.",
        },
        {
          icon: "coins",
          title: "Lower transaction costs where intermediaries are expensive",
          text: "Fewer intermediaries and less paperwork can reduce the cost of each transaction where intermediaries and manual reconciliation are expensive today, such as cross-border flows and processes with many parties.",
        },
        {
          icon: "leaf",
          title: "Sustainable and future-proof",
          text: "We build on energy-efficient proof-of-stake networks and open standards, so your solution has a small carbon footprint and is not tied to a single vendor.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our blockchain services",
      intro: "From the first workshop to a network in production, we cover the whole journey.",
      items: [
        {
          icon: "lightbulb",
          title: "Strategy and proof of concept",
          text: `We assess whether blockchain fits your case, choose the right platform and build a working proof of concept in ${facts.en.timeline.blockchainPoc} that you can test with real users and decision-makers.`,
        },
        {
          icon: "cube",
          title: "Decentralised applications (dApps)",
          text: "Complete applications with smart contracts, a web interface and wallet sign-in, designed so that even people who have never used cryptocurrency can get started without trouble.",
        },
        {
          icon: "building",
          title: "Permissioned and consortium networks",
          text: "Private, permissioned networks, where you decide who can join, read and write. Suited to industry collaborations and regulated environments. The list below shows public networks; which technology we propose for a private network, and whether we have used it in a delivered project, is set out in our proposal.",
        },
        {
          icon: "search",
          title: "Traceability and digital certificates",
          text: "Track products, materials and sustainability data from source to customer, and issue diplomas, certificates of origin or warranties that can be verified in seconds.",
        },
        {
          icon: "puzzle",
          title: "Integration with existing systems",
          text: "We connect the blockchain to your ERP, CRM, identity solutions and payment flows through APIs, so that it becomes part of everyday work rather than an isolated island.",
        },
        {
          icon: "server",
          title: "Infrastructure, nodes and operations",
          text: "Setup and operation of nodes, key management with hardware security modules and multisig, monitoring and incident handling, so that the network runs reliably after launch.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "We choose the platform to fit your needs (public, private or a combination) and build on established, open tools.",
      groups: [
        { name: "Blockchains", items: ["Ethereum", "Polygon", "Arbitrum", "Base"] },
        { name: "Smart contracts", items: ["Solidity", "OpenZeppelin", "Foundry", "Hardhat"] },
        {
          name: "Application and integration",
          items: ["TypeScript", "React", "viem", "ethers.js", "WalletConnect", "The Graph", "Chainlink"],
        },
        { name: "Security and operations", items: ["Slither", "Tenderly", "Safe", "HSM key management", "Docker", "Kubernetes"] },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `Traceability in a food supply chain with several parties. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Traceability for a Nordic seafood producer",
          sector: "Food",
          text: "A Nordic seafood producer with some 120 staff needed to prove origin and an unbroken cold chain to retailers in several countries. The engagement delivered a traceability solution on a permissioned network where fishers, processors and carriers record each step, and retailers verify a batch by scanning a code. The producer compared its response times to retailers’ origin enquiries over the first six months with the same months a year earlier, when answers were pieced together from binders and email.",
          result: { value: "80%", label: "shorter response time to origin enquiries" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "Does our business actually need a blockchain?",
          answer:
            "Not always, and we will tell you honestly. Blockchain adds value when several parties need to share data they all trust, when records must be provably unchanged, or when digital assets are involved. If a single organisation controls the data, a conventional database is usually cheaper and simpler.",
        },
        {
          question: "How long does a blockchain project take?",
          answer: `A proof of concept typically takes ${facts.en.timeline.blockchainPoc} and gives you a working prototype to evaluate with real users. A production solution usually takes ${facts.en.timeline.blockchainProduction}, depending on the number of integrations, parties and regulatory requirements. We plan in stages, so you can stop or change direction after each one.`,
        },
        {
          question: "Public or private blockchain: which should we choose?",
          answer:
            "Public networks such as Ethereum and its layer 2 solutions suit cases where openness and independent verification matter, for example certificates or digital assets. Permissioned networks suit collaborations where you control who takes part and what is visible. We often combine the two: sensitive data stays in the private environment, while proofs are anchored on a public chain.",
        },
        {
          question: "How do you handle GDPR and personal data?",
          answer:
            "Personal data is never written directly to a blockchain, because it cannot be erased there. We store personal data in conventional, access-controlled databases within the EU and put only references or salted hashes on-chain. A hash of personal data still counts as personal data, so the salt and the underlying record stay off-chain. Once they are erased, the entry can no longer be linked to anyone, and the right to erasure can be honoured.",
        },
        {
          question: "Who owns the solution and the keys?",
          answer:
            "You own the source code, the smart contracts and the documentation, and the administrative keys are held by you, typically in a multisig wallet or a hardware security module. We never need to take custody of your assets. If you want us to run the infrastructure, that is covered by a separate operations agreement.",
        },
      ],
    },
    cta: {
      heading: "Curious whether blockchain fits your business?",
      text: `Book a free consultation. We go through your needs, give you an honest assessment of whether blockchain is the right tool, and outline what a proof of concept would involve. We reply ${facts.en.reply}.`,
      button: "Book a free consultation",
    },
  },
};
