// Copy of the blockchain development service page (/services/blockchain-development), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, START_YOUR_PROJECT, storiesSection, TOOLS_HEADING, TYPICAL_BLOCKCHAIN } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Blockchainutveckling",
      en: "Blockchain development",
    },
    description: {
      sv: "Blockchainutveckling för företag: proof of concept på {{fact:timeline.blockchainPoc}} och produktion på {{fact:timeline.blockchainProduction}}. dApps, privata nätverk, spårbarhet och integrationer.",
      en: "Blockchain development for businesses: proof of concept in {{fact:timeline.blockchainPoc}}, production in {{fact:timeline.blockchainProduction}}. dApps, permissioned networks, traceability and integrations.",
    },
    keywords: [
      {
        sv: "blockchainutveckling",
        en: "blockchain development",
      },
      {
        sv: "blockchainteknik",
        en: "blockchain technology",
      },
      {
        sv: "proof of concept",
        en: "proof of concept",
      },
      {
        sv: "dApp-utveckling",
        en: "dApp development",
      },
      {
        sv: "privat blockchain",
        en: "permissioned blockchain",
      },
      {
        sv: "spårbarhet",
        en: "supply chain traceability",
      },
      {
        sv: "Ethereum",
        en: "Ethereum",
      },
      {
        sv: "blockchainkonsult",
        en: "blockchain consultancy Sweden",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Blockchain",
      en: "Blockchain",
    },
    title: {
      sv: "Blockchain­utveckling som löser verkliga affärsproblem",
      en: "Blockchain development that solves real business problems",
    },
    subtitle: {
      sv: "Vi hjälper företag och organisationer att använda blockchain där tekniken tillför verkligt värde: gemensamma data som flera parter kan lita på, automatiserade avtal och transparenta register – integrerat med de system ni redan har.",
      en: "We help companies and organisations use blockchain where it adds genuine value: shared data that several parties can trust, automated agreements and transparent records, integrated with the systems you already run.",
    },
    primaryCta: START_YOUR_PROJECT,
    secondaryCta: LEARN_MORE,
    typical: TYPICAL_BLOCKCHAIN,
  },
  intro: {
    heading: {
      sv: "Vad är blockchain­utveckling?",
      en: "What is blockchain development?",
    },
    paragraphs: [
      {
        sv: "En blockchain är ett gemensamt register som flera parter kan skriva till och läsa från, där varje post är tidsstämplad, länkad till den föregående och i praktiken omöjlig att ändra i efterhand. Blockchainutveckling handlar om att utforma och bygga tillämpningar ovanpå en sådan liggare: de smarta kontrakt som innehåller reglerna, gränssnitten som människor använder och integrationerna som kopplar ihop allt med befintliga affärssystem.",
        en: "A blockchain is a shared ledger that several parties can write to and read from, where every entry is time-stamped, linked to the one before it and practically impossible to alter afterwards. Blockchain development is the work of designing and building applications on top of such a ledger: the smart contracts that hold the rules, the interfaces people use, and the integrations that connect it all to existing business systems.",
      },
      {
        sv: "Tekniken gör mest nytta när flera organisationer behöver dela information utan att lämna över kontrollen till en enskild part: spårning av varor genom en leveranskedja, intyg som vem som helst kan verifiera, avräkning av transaktioner mellan partner eller förvaltning av digitala tillgångar. Den är inte rätt svar på alla problem, och en del av vårt uppdrag är att säga till när en vanlig databas skulle passa er bättre.",
        en: "The technology is at its strongest when several organisations need to share information without handing control to a single party: tracing goods through a supply chain, issuing certificates that anyone can verify, settling transactions between partners, or managing digital assets. It is not the right answer to every problem, and part of our job is to tell you when a conventional database would serve you better.",
      },
      {
        sv: "Vi arbetar i två steg. En proof of concept, normalt {{fact:timeline.blockchainPoc}}, prövar idén med riktiga data och riktiga användare till en begränsad kostnad. Håller idén bygger vi en produktionslösning, vanligtvis på {{fact:timeline.blockchainProduction}} beroende på komplexitet, integrationer och antalet inblandade parter. Vår interna säkerhetsgranskning (se Smarta kontrakt), dokumentation och en plan för driften ingår i varje leverans.",
        en: "We work in two stages. A proof of concept, typically {{fact:timeline.blockchainPoc}}, tests the idea with real data and real users at a limited cost. If the idea holds up, we build a production solution, usually in {{fact:timeline.blockchainProduction}} depending on complexity, integrations and the number of parties involved. Our internal security review (see Smart contracts), documentation and a plan for operations are part of every delivery.",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Varför blockchain?",
      en: "Why blockchain?",
    },
    intro: {
      sv: "Fördelarna som gör skillnad för våra kunder – när tekniken används för rätt problem.",
      en: "The benefits that make a difference for our clients, when the technology is applied to the right problem.",
    },
    items: [
      {
        icon: "eye",
        title: {
          sv: "Transparens och spårbarhet",
          en: "Transparency and traceability",
        },
        text: {
          sv: "Varje transaktion registreras med tidsstämpel och ursprung. Behöriga parter ser samma historik, vilket gör revisioner, återkallelser och rapportering betydligt enklare.",
          en: "Every transaction is recorded with a time stamp and an origin. Authorised parties see the same history, which makes audits, recalls and reporting far simpler.",
        },
      },
      {
        icon: "lock",
        title: {
          sv: "Data som i praktiken inte går att ändra i efterhand",
          en: "Records that in practice cannot be altered afterwards",
        },
        text: {
          sv: "En registrerad post kan inte ändras eller raderas i det tysta. Rättelser läggs till som nya, synliga transaktioner, så att hela historiken finns kvar. Det gäller fullt ut i publika nätverk; i ett privat nätverk beror det på hur många oberoende parter som validerar.",
          en: "Once written, an entry cannot be quietly changed or deleted. Corrections are added as new, visible transactions, so the full history is preserved. That holds fully on public networks; on a private network it depends on how many independent parties validate.",
        },
      },
      {
        icon: "handshake",
        title: {
          sv: "Förtroende mellan parter",
          en: "Trust between parties",
        },
        text: {
          sv: "Partner, leverantörer och kunder kan dela en gemensam bild av läget utan att någon av dem äger databasen. Det minskar de manuella avstämningarna och diskussionerna om vems uppgifter som stämmer.",
          en: "Partners, suppliers and customers can share a single picture of the facts without any one of them owning the database. That cuts down manual reconciliation and disputes over whose records are correct.",
        },
      },
      {
        icon: "workflow",
        title: {
          sv: "Automatiserade processer",
          en: "Automated processes",
        },
        text: {
          sv: "Smarta kontrakt verkställer överenskomna regler automatiskt, till exempel att en betalning släpps när en leverans har bekräftats, av mottagaren eller via ett orakel, utan manuell hantering av själva betalningen.",
          en: "Smart contracts carry out agreed rules automatically, such as releasing a payment when a delivery has been confirmed, by the recipient or through an oracle, with no manual handling of the payment itself.",
        },
      },
      {
        icon: "coins",
        title: {
          sv: "Lägre transaktionskostnader",
          en: "Lower transaction costs",
        },
        text: {
          sv: "Färre mellanhänder och mindre pappersarbete kan sänka kostnaden per transaktion, särskilt där avstämningar i dag görs för hand, till exempel i gränsöverskridande flöden och processer med många parter.",
          en: "Fewer intermediaries and less paperwork can reduce the cost of each transaction, especially where reconciliation is done by hand today, such as in cross-border flows and processes with many parties.",
        },
      },
      {
        icon: "leaf",
        title: {
          sv: "Energisnålt och utan inlåsning",
          en: "Low-energy and free of lock-in",
        },
        text: {
          sv: "Vi bygger på energieffektiva nätverk med proof of stake och på öppna standarder, så att lösningen får ett litet klimatavtryck och inte är knuten till en enskild leverantör.",
          en: "We build on energy-efficient proof-of-stake networks and open standards, so your solution has a small carbon footprint and is not tied to a single vendor.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom blockchain",
      en: "Our blockchain services",
    },
    intro: {
      sv: "Vi tar hand om allt från den första workshopen till ett nätverk i drift.",
      en: "We handle everything from the first workshop to a network in production.",
    },
    items: [
      {
        icon: "lightbulb",
        title: {
          sv: "Strategi och proof of concept",
          en: "Strategy and proof of concept",
        },
        text: {
          sv: "Vi bedömer om blockchain passar ert behov, väljer rätt plattform och bygger en fungerande proof of concept på {{fact:timeline.blockchainPoc}} som ni kan testa med riktiga användare och beslutsfattare.",
          en: "We assess whether blockchain fits your case, choose the right platform and build a working proof of concept in {{fact:timeline.blockchainPoc}} that you can test with real users and decision-makers.",
        },
      },
      {
        icon: "cube",
        title: {
          sv: "Decentraliserade applikationer (dApps)",
          en: "Decentralised applications (dApps)",
        },
        text: {
          sv: "Kompletta applikationer med smarta kontrakt, webbgränssnitt och plånboksinloggning, utformade så att även den som aldrig har använt kryptovalutor kan komma i gång med några få steg.",
          en: "Complete applications with smart contracts, a web interface and wallet sign-in, designed so that even people who have never used cryptocurrency can get started in a few simple steps.",
        },
      },
      {
        icon: "building",
        title: {
          sv: "Privata nätverk och konsortier",
          en: "Permissioned and consortium networks",
        },
        text: {
          sv: "Privata, behörighetsstyrda nätverk, där ni bestämmer vem som får ansluta, läsa och skriva. Passar för branschsamarbeten och reglerade miljöer. Tekniken för ett privat nätverk föreslår vi utifrån ert fall, och i offerten redovisar vi vår erfarenhet av den.",
          en: "Private, permissioned networks, where you decide who can join, read and write. Suited to industry collaborations and regulated environments. We propose the technology for a private network to fit your case, and the quote sets out our experience with it.",
        },
      },
      {
        icon: "search",
        title: {
          sv: "Spårbarhet och digitala intyg",
          en: "Traceability and digital certificates",
        },
        text: {
          sv: "Spåra produkter, material och hållbarhetsdata från källa till kund, och utfärda diplom, ursprungsintyg eller garantibevis som kan verifieras på några sekunder.",
          en: "Track products, materials and sustainability data from source to customer, and issue diplomas, certificates of origin or warranties that can be verified in seconds.",
        },
      },
      {
        icon: "puzzle",
        title: {
          sv: "Integration med befintliga system",
          en: "Integration with existing systems",
        },
        text: {
          sv: "Vi kopplar blockchainlösningen till affärssystem, CRM, identitetslösningar och betalflöden via API:er, så att den blir en del av vardagen och inte ännu ett system vid sidan av.",
          en: "We connect the blockchain to your ERP, CRM, identity solutions and payment flows through APIs, so that it becomes part of everyday work rather than one more system on the side.",
        },
      },
      {
        icon: "server",
        title: {
          sv: "Infrastruktur, noder och drift",
          en: "Infrastructure, nodes and operations",
        },
        text: {
          sv: "Uppsättning och drift av noder, nyckelhantering med hårdvarusäkerhetsmoduler och multisignatur, övervakning och incidenthantering, så att nätverket fungerar pålitligt efter lansering.",
          en: "Set-up and operation of nodes, key management with hardware security modules and multisig, monitoring and incident handling, so that the network runs reliably after launch.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Vi väljer plattform efter ert behov – publik, privat eller en kombination – och bygger på etablerade, öppna verktyg.",
      en: "We choose the platform to fit your needs (public, private or a combination) and build on established, open tools.",
    },
    groups: [
      {
        name: {
          sv: "Nätverk",
          en: "Blockchains",
        },
        items: names("Ethereum", "Polygon", "Arbitrum", "Base"),
      },
      {
        name: {
          sv: "Smarta kontrakt",
          en: "Smart contracts",
        },
        items: names("Solidity", "OpenZeppelin", "Foundry", "Hardhat"),
      },
      {
        name: {
          sv: "Applikation och integration",
          en: "Application and integration",
        },
        items: names("TypeScript", "React", "viem", "ethers.js", "WalletConnect", "The Graph", "Chainlink"),
      },
      {
        name: {
          sv: "Säkerhet och drift",
          en: "Security and operations",
        },
        items: [
          ...names("Slither", "Tenderly", "Safe"),
          {
            sv: "HSM-nyckelhantering",
            en: "HSM key management",
          },
          ...names("Docker", "Kubernetes"),
        ],
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "Spårbarhet i en livsmedelskedja med flera parter.",
      en: "Traceability in a food supply chain with several parties.",
    },
    items: [
      {
        title: {
          sv: "Spårbarhet för en nordisk fiskproducent",
          en: "Traceability for a Nordic seafood producer",
        },
        sector: {
          sv: "Livsmedel",
          en: "Food",
        },
        text: {
          sv: "En nordisk fiskproducent med omkring 120 anställda behövde visa ursprung och obruten kylkedja för handlare i flera länder. Uppdraget gällde en spårbarhetslösning där fiskare, förädlare och transportörer registrerar varje steg och handlarna verifierar ett parti genom att skanna en kod. Producenten jämförde svarstiden på handlarnas ursprungsfrågor under de sex första månaderna med samma månader året innan, då svaren togs fram ur pärmar och e-post.",
          en: "A Nordic seafood producer with some 120 staff needed to prove origin and an unbroken cold chain to retailers in several countries. The project built a traceability solution in which fishers, processors and carriers record each step, and retailers verify a batch by scanning a code. The producer compared its response times to retailers’ origin enquiries over the first six months with the same months a year earlier, when answers were pieced together from binders and email.",
        },
        result: {
          value: {
            sv: "80 %",
            en: "80%",
          },
          label: {
            sv: "kortare svarstid på frågor om ursprung",
            en: "shorter response time to origin enquiries",
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
          sv: "Behöver vår verksamhet verkligen blockchain?",
          en: "Does our business actually need a blockchain?",
        },
        answer: {
          sv: "Inte alltid, och det säger vi ärligt. Blockchain tillför värde när flera parter behöver dela data som alla litar på, när uppgifter bevisligen måste vara oförändrade eller när digitala tillgångar är inblandade. Om en enda organisation kontrollerar uppgifterna är en vanlig databas oftast billigare och enklare.",
          en: "Not always, and we will tell you honestly. Blockchain adds value when several parties need to share data they all trust, when records must be provably unchanged, or when digital assets are involved. If a single organisation controls the data, a conventional database is usually cheaper and simpler.",
        },
      },
      {
        question: {
          sv: "Hur lång tid tar ett blockchainprojekt?",
          en: "How long does a blockchain project take?",
        },
        answer: {
          sv: "En proof of concept tar normalt {{fact:timeline.blockchainPoc}} och ger en fungerande prototyp som ni kan utvärdera med riktiga användare. En produktionslösning tar vanligtvis {{fact:timeline.blockchainProduction}}, beroende på antalet integrationer, parter och regulatoriska krav. Vi planerar i etapper, så att ni kan avbryta eller ändra riktning efter varje steg.",
          en: "A proof of concept typically takes {{fact:timeline.blockchainPoc}} and gives you a working prototype to evaluate with real users. A production solution usually takes {{fact:timeline.blockchainProduction}}, depending on the number of integrations, parties and regulatory requirements. We plan in stages, so you can stop or change direction after each one.",
        },
      },
      {
        question: {
          sv: "Publikt eller privat nätverk – vilket ska vi välja?",
          en: "Public or private blockchain: which should we choose?",
        },
        answer: {
          sv: "Publika nätverk som Ethereum och dess lager 2-lösningar passar när öppenhet och oberoende verifiering är viktiga, till exempel för intyg eller digitala tillgångar. Privata nätverk passar samarbeten där ni styr vem som deltar och vad som syns. De två går också att kombinera: känsliga data stannar i den privata miljön medan bevis förankras i ett publikt nätverk.",
          en: "Public networks such as Ethereum and its layer 2 solutions suit cases where openness and independent verification matter, for example certificates or digital assets. Permissioned networks suit collaborations where you control who takes part and what is visible. The two can also be combined: sensitive data stays in the private environment, while proofs are anchored on a public chain.",
        },
      },
      {
        question: {
          sv: "Hur hanterar ni GDPR och personuppgifter?",
          en: "How do you handle GDPR and personal data?",
        },
        answer: {
          sv: "Personuppgifter skrivs aldrig direkt i en blockchain, eftersom de inte går att radera där. Vi lagrar personuppgifter i vanliga, behörighetsstyrda databaser inom EU och lägger bara referenser eller saltade hashvärden i nätverket. Ett hashvärde av personuppgifter räknas fortfarande som personuppgifter, så saltet och underlaget ligger utanför nätverket. När de raderas går posten inte längre att koppla till någon, och rätten till radering kan respekteras.",
          en: "Personal data is never written directly to a blockchain, because it cannot be erased there. We store personal data in conventional, access-controlled databases within the EU and put only references or salted hashes on-chain. A hash of personal data still counts as personal data, so the salt and the underlying record stay off-chain. Once they are erased, the entry can no longer be linked to anyone, and the right to erasure can be honoured.",
        },
      },
      {
        question: {
          sv: "Vem äger lösningen och nycklarna?",
          en: "Who owns the solution and the keys?",
        },
        answer: {
          sv: "Rättigheterna till källkoden, de smarta kontrakten och dokumentationen övergår till er enligt avtalet, och de administrativa nycklarna förvaras hos er, normalt i en multisignaturplånbok eller en hårdvarusäkerhetsmodul. Vi behöver aldrig förvalta era tillgångar. Vill ni att vi sköter driften regleras det i ett separat förvaltningsavtal.",
          en: "The rights to the source code, the smart contracts and the documentation pass to you under the agreement, and the administrative keys are held by you, typically in a multisig wallet or a hardware security module. We never need to take custody of your assets. If you want us to run the infrastructure, that is covered by a separate maintenance agreement.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Nyfikna på om blockchain passar er verksamhet?",
      en: "Curious whether blockchain fits your business?",
    },
    text: {
      sv: "Vi går igenom ert behov, ger en ärlig bedömning av om blockchain är rätt verktyg och skissar på vad en proof of concept skulle innebära.",
      en: "We go through your needs, give you an honest assessment of whether blockchain is the right tool, and outline what a proof of concept would involve.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
