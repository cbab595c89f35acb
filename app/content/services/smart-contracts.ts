// Copy of the smart contracts service page (/services/smart-contracts), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, START_YOUR_PROJECT, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Smarta kontrakt",
      en: "Smart contracts",
    },
    description: {
      sv: "Smarta kontrakt med säkerheten först: tester, vår interna säkerhetsgranskning och gasoptimering. Enklare kontrakt på {{fact:timeline.smartContractSimple}}, komplexa system på {{fact:timeline.smartContractComplex}}.",
      en: "Smart contracts with security first: testing, our internal security review and gas optimisation. Simple contracts in {{fact:timeline.smartContractSimple}}, complex systems in {{fact:timeline.smartContractComplex}}.",
    },
    keywords: [
      {
        sv: "smarta kontrakt",
        en: "smart contracts",
      },
      {
        sv: "utveckling av smarta kontrakt",
        en: "smart contract development",
      },
      {
        sv: "säkerhetsgranskning",
        en: "smart contract security review",
      },
      {
        sv: "Solidity",
        en: "Solidity",
      },
      {
        sv: "gasoptimering",
        en: "gas optimisation",
      },
      {
        sv: "Ethereum",
        en: "Ethereum",
      },
      {
        sv: "testning av smarta kontrakt",
        en: "smart contract testing",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Blockchain",
      en: "Blockchain",
    },
    title: {
      sv: "Smarta kontrakt där säkerheten kommer först",
      en: "Smart contracts built security-first",
    },
    subtitle: {
      sv: "Vi utformar, testar och optimerar smarta kontrakt som hanterar verkliga värden. Varje kontrakt testas grundligt, går igenom vår interna säkerhetsgranskning och trimmas för låga transaktionskostnader innan det når nätverket.",
      en: "We design, test and optimise smart contracts that handle real value. Every contract is tested thoroughly, goes through our internal security review and is tuned for low transaction costs before it reaches the network.",
    },
    primaryCta: START_YOUR_PROJECT,
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "Ett enkelt kontrakt: {{fact:timeline.smartContractSimple}}; ett system av kontrakt: {{fact:timeline.smartContractComplex}}; en extern granskning tillkommer",
        en: "A simple contract: {{fact:timeline.smartContractSimple}}; a system of contracts: {{fact:timeline.smartContractComplex}}; an external audit comes on top",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är ett smart kontrakt?",
      en: "What is a smart contract?",
    },
    paragraphs: [
      {
        sv: "Ett smart kontrakt är ett program som körs på en blockchain och verkställer överenskomna regler automatiskt. Det kan ta emot och överföra medel, ge ut tokens, registrera röster eller släppa en betalning när ett villkor är uppfyllt – utan mellanhänder och utan att någon part på egen hand kan ändra reglerna i efterhand. Koden och dess historik går att granska, så alla parter kan kontrollera vad som kommer att hända.",
        en: "A smart contract is a program that runs on a blockchain and carries out agreed rules automatically. It can receive and transfer funds, issue tokens, record votes or release a payment when a condition is met, with no intermediary, and no single party can change the rules afterwards on its own. The code and its history are open to inspection, so every party can check what will happen.",
      },
      {
        sv: "Att reglerna inte kan ändras i efterhand, om kontraktet inte uttryckligen byggs för uppgraderingar, är också det som gör smarta kontrakt krävande. När ett kontrakt väl är driftsatt kan det sällan uppdateras som vanlig programvara, och ett enda fel kan låsa eller exponera betydande värden. Därför är säkerheten kärnan i vårt arbete, och varje kontrakt vi levererar omfattar allt i listan nedan.",
        en: "Yet the fact that the rules cannot be changed afterwards, unless the contract is deliberately built to be upgradeable, is also what makes smart contracts demanding. Once deployed, a contract can rarely be updated like ordinary software, and a single error can lock up or expose significant value. That is why security is at the core of our work, and every contract we deliver includes everything in the list below.",
      },
      {
        sv: "Ett enklare kontrakt, till exempel en standardtoken eller ett schema för intjänande (vesting), tar normalt {{fact:timeline.smartContractSimple}} inklusive tester och vår interna säkerhetsgranskning. Komplexa system med flera samverkande kontrakt, som plattformar för utlåning, staking eller röstning om protokollets regler, tar normalt {{fact:timeline.smartContractComplex}}. Vi går också igenom och optimerar kontrakt som andra har skrivit.",
        en: "A simple contract, such as a standard token or a vesting schedule, typically takes {{fact:timeline.smartContractSimple}} including tests and our internal security review. Complex systems with several interacting contracts, such as lending, staking or governance platforms, typically take {{fact:timeline.smartContractComplex}}. We also go through and optimise contracts written by others.",
      },
    ],
    bullets: [
      {
        sv: "En skriftlig specifikation av alla regler och roller innan kodningen börjar",
        en: "A written specification of every rule and role before coding starts",
      },
      {
        sv: "Enhetstester, fuzztester och invarianttester med en täckningsrapport i leveransen",
        en: "Unit, fuzz and invariant tests, with a coverage report in the delivery",
      },
      {
        sv: "Statisk analys och en manuell säkerhetsgranskning rad för rad",
        en: "Static analysis and a manual, line-by-line security review",
      },
      {
        sv: "Gasprofilering och optimering av de mest använda funktionerna",
        en: "Gas profiling and optimisation of the most frequently used functions",
      },
      {
        sv: "Skript för driftsättning, verifierad källkod och dokumentation",
        en: "Deployment scripts, verified source code and documentation",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med smarta kontrakt",
      en: "Benefits of smart contracts",
    },
    intro: {
      sv: "Rätt byggda ger smarta kontrakt automatisering som alla parter kan lita på.",
      en: "Built properly, smart contracts give you automation that every party can trust.",
    },
    items: [
      {
        icon: "workflow",
        title: {
          sv: "Automatisering utan mellanhänder",
          en: "Automation without intermediaries",
        },
        text: {
          sv: "Betalningar, utdelningar och överföringar sker automatiskt när villkoren är uppfyllda, dygnet runt, utan manuell hantering av själva överföringen. Villkor utanför nätverket, till exempel att en leverans har kommit fram, bekräftas av en part eller ett orakel.",
          en: "Payments, distributions and transfers happen automatically when the conditions are met, around the clock, with no manual handling of the transfer itself. A condition met off-chain, such as a delivery, is confirmed by a party or an oracle.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Beprövade byggstenar",
          en: "Proven building blocks",
        },
        text: {
          sv: "Hotmodellering, beprövade designmönster och granskade bibliotek som OpenZeppelin minskar attackytan innan en enda rad egen kod skrivs.",
          en: "Threat modelling, proven design patterns and audited libraries such as OpenZeppelin shrink the attack surface before a single line of custom code is written.",
        },
      },
      {
        icon: "gauge",
        title: {
          sv: "Lägre gasavgifter",
          en: "Lower gas fees",
        },
        text: {
          sv: "Optimerad datalagring och effektiv logik sänker kostnaden för varje transaktion, något som snabbt blir märkbart för kontrakt som anropas tusentals gånger om dagen.",
          en: "Optimised storage and efficient logic cut the cost of every transaction, which quickly adds up for contracts that are called thousands of times a day.",
        },
      },
      {
        icon: "flask",
        title: {
          sv: "Grundligt testat",
          en: "Thoroughly tested",
        },
        text: {
          sv: "Enhetstester, fuzztester och invarianttester prövar tusentals scenarier, även de osannolika gränsfall som angripare letar efter, innan något driftsätts.",
          en: "Unit, fuzz and invariant tests explore thousands of scenarios, including the unlikely edge cases attackers look for, before anything is deployed.",
        },
      },
      {
        icon: "eye",
        title: {
          sv: "Transparent och verifierbart",
          en: "Transparent and verifiable",
        },
        text: {
          sv: "Källkoden publiceras och verifieras i blockutforskaren, så att användare, partner och revisorer kan se exakt vad kontraktet gör.",
          en: "Source code is published and verified on the block explorer, so users, partners and auditors can see exactly what the contract does.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Förberett för förändring",
          en: "Ready for change",
        },
        text: {
          sv: "När ert behov kräver det använder vi etablerade mönster för uppgraderingar med tidslås och multisignatur, så att förbättringar är möjliga utan att en enskild person får obegränsad makt.",
          en: "Where your case calls for it, we use established upgrade patterns with time locks and multisig control, so improvements are possible without giving any single person unchecked power.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster för smarta kontrakt",
      en: "Our smart contract services",
    },
    intro: {
      sv: "Vi kan ta helhetsansvar för era kontrakt eller gå in i ett enskilt skede.",
      en: "We can take full responsibility for your contracts, or step in at a specific stage.",
    },
    items: [
      {
        icon: "code",
        title: {
          sv: "Utveckling av smarta kontrakt",
          en: "Smart contract development",
        },
        text: {
          sv: "Tokens, vesting, deposition (escrow), marknadsplatser, staking, röstning och egen affärslogik i Solidity eller Vyper – från specifikation till driftsättning på huvudnätet.",
          en: "Tokens, vesting, escrow, marketplaces, staking, voting and custom business logic in Solidity or Vyper, from specification to deployment on mainnet.",
        },
      },
      {
        icon: "search",
        title: {
          sv: "Säkerhetsgenomgång av befintlig kod",
          en: "Security review of existing code",
        },
        text: {
          sv: "En strukturerad genomgång av er kod som kombinerar automatiserad analys med manuell läsning rad för rad. Ni får en rapport där fynden rangordnas efter allvarlighetsgrad, med konkreta åtgärdsförslag, och en uppföljande genomgång när de är åtgärdade. Genomgången ersätter inte en oberoende extern granskning (se Vanliga frågor).",
          en: "A structured security review of your code that combines automated analysis with a manual, line-by-line inspection. You receive a report ranking findings by severity, with concrete fixes, and a follow-up once they are addressed. The review does not replace an independent external audit (see the FAQ).",
        },
      },
      {
        icon: "flask",
        title: {
          sv: "Testning och verifiering",
          en: "Testing and verification",
        },
        text: {
          sv: "Testsviter med fuzzing, invarianttester och simuleringar mot en kopia av huvudnätet, som visar hur kontrakten beter sig mot verkliga protokoll och verkliga marknadsförhållanden.",
          en: "Test suites with fuzzing, invariant tests and mainnet-fork simulations that show how your contracts behave against real protocols and real market conditions.",
        },
      },
      {
        icon: "gauge",
        title: {
          sv: "Gasoptimering",
          en: "Gas optimisation",
        },
        text: {
          sv: "Profilering och omstrukturering av befintliga kontrakt för att sänka transaktionskostnaderna för era användare – utan att beteendet ändras, vilket tester bekräftar.",
          en: "Profiling and refactoring of existing contracts to lower transaction costs for your users, without changing their behaviour, as the tests confirm.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Uppgraderingar och migrering",
          en: "Upgrades and migration",
        },
        text: {
          sv: "Säkra uppgraderingar av proxybaserade kontrakt, migrering av saldon och tillstånd till nya versioner samt flytt till lager 2-nätverk för lägre kostnader.",
          en: "Safe upgrades of proxy-based contracts, migration of balances and state to new versions, and moves to layer 2 networks for lower costs.",
        },
      },
      {
        icon: "eye",
        title: {
          sv: "Övervakning och incidentberedskap",
          en: "Monitoring and incident response",
        },
        text: {
          sv: "Larm i realtid vid ovanliga transaktioner, pausfunktioner och en inövad incidentplan, så att ni kan agera snabbt om något oväntat inträffar; vår egen jourberedskap regleras i förvaltningsavtalet.",
          en: "Real-time alerts on unusual transactions, pause functions and a rehearsed incident plan, so you can act quickly if something unexpected happens; our own on-call cover is set out in your maintenance agreement.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Etablerade språk, ramverk och säkerhetsverktyg som granskare och utvecklare över hela världen känner igen.",
      en: "Established languages, frameworks and security tools that auditors and developers around the world recognise.",
    },
    groups: [
      {
        name: {
          sv: "Språk",
          en: "Languages",
        },
        items: names("Solidity", "Vyper", "Yul"),
      },
      {
        name: {
          sv: "Ramverk och bibliotek",
          en: "Frameworks and libraries",
        },
        items: names("Foundry", "Hardhat", "OpenZeppelin"),
      },
      {
        name: {
          sv: "Säkerhet och analys",
          en: "Security and analysis",
        },
        items: names("Slither", "Echidna", "Tenderly"),
      },
      {
        name: {
          sv: "Standarder",
          en: "Standards",
        },
        items: names("ERC-20", "ERC-721", "ERC-1155", "ERC-4626", "ERC-3643"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "Ett befintligt kontrakt som gjordes billigare att använda, med oförändrat beteende.",
      en: "An existing contract made cheaper to use, with its behaviour unchanged.",
    },
    items: [
      {
        title: {
          sv: "Lägre gasförbrukning för ett nordiskt tokenprojekt",
          en: "Lower gas use for a Nordic token project",
        },
        sector: {
          sv: "Digitala tillgångar",
          en: "Digital assets",
        },
        text: {
          sv: "Ett nordiskt tokenprojekt med omkring 8 000 innehavare fick klagomål på höga avgifter för den vanligaste transaktionen. Kontrakten profilerades, lagringen strukturerades om och beräkningar slogs ihop; de befintliga testerna och nya invarianttester visade att beteendet var oförändrat. Gasförbrukningen för samma transaktion mättes i testmiljön före och efter ändringen, och projektet bekräftade siffran på transaktionerna i nätverket under de första veckorna.",
          en: "A Nordic token project with some 8,000 holders received complaints about high fees for its most common transaction. The contracts were profiled, storage restructured and calculations batched; the existing tests and new invariant tests showed that behaviour was unchanged. The gas used by the same transaction was measured in the test environment before and after the change, and the project confirmed the figure on its transactions on the network in the first weeks.",
        },
        result: {
          value: {
            sv: "41 %",
            en: "41%",
          },
          label: {
            sv: "lägre gasförbrukning per transaktion (mätt i gasenheter, oberoende av gaspriset)",
            en: "less gas per transaction (measured in gas units, independent of the gas price)",
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
          sv: "Hur lång tid tar det att utveckla ett smart kontrakt?",
          en: "How long does it take to develop a smart contract?",
        },
        answer: {
          sv: "Enklare kontrakt, som en standardtoken, vesting eller en enkel deposition, tar normalt {{fact:timeline.smartContractSimple}} inklusive tester och vår interna säkerhetsgranskning. Komplexa system med flera samverkande kontrakt, orakel eller uppgraderingsmekanismer tar normalt {{fact:timeline.smartContractComplex}}. {{fact:audit.timing}} Vi planerar in den från början.",
          en: "Simple contracts, such as a standard token, vesting or a basic escrow, typically take {{fact:timeline.smartContractSimple}} including testing and our internal security review. Complex systems with several interacting contracts, oracles or upgrade mechanisms typically take {{fact:timeline.smartContractComplex}}. {{fact:audit.timing}} We plan it in from the start.",
        },
      },
      {
        question: {
          sv: "Vad ingår i er interna säkerhetsgranskning?",
          en: "What does your internal security review include?",
        },
        answer: {
          sv: "{{fact:audit.internal}} Vi utgår från specifikationen och hotmodellen. Ni får en skriftlig rapport där varje fynd rangordnas efter allvarlighetsgrad, med rekommenderad åtgärd. Vi åtgärdar fynden, en andra utvecklare granskar ändringarna och ni får en slutrapport.",
          en: "{{fact:audit.internal}} We start from the specification and threat model. You receive a written report with each finding ranked by severity and a recommended fix. We fix the findings, a second developer reviews the changes, and you receive a final report.",
        },
      },
      {
        question: {
          sv: "Kan ett smart kontrakt ändras efter driftsättning?",
          en: "Can a smart contract be changed after deployment?",
        },
        answer: {
          sv: "Bara om det är utformat för det. Vi kan använda uppgraderingsbara proxymönster som styrs av en multisignaturplånbok och ett tidslås, så att användarna får besked innan ändringar träder i kraft. För kontrakt där oföränderligheten är själva poängen utelämnar vi uppgraderingar och bygger i stället in säkra vägar för paus och migrering.",
          en: "Only if it was designed for it. We can use upgradeable proxy patterns governed by a multisig wallet and a time lock, so users are notified before changes take effect. For contracts where immutability is the whole point, we leave upgrades out and build in safe pause and migration paths instead.",
        },
      },
      {
        question: {
          sv: "Behöver vi ändå en oberoende granskning?",
          en: "Do we still need an independent audit?",
        },
        answer: {
          sv: "{{fact:audit.external}} För kontrakt som bara hanterar era egna medel bedömer vi behovet tillsammans med er. Vår interna säkerhetsgranskning och vår genomgång av kod som andra har skrivit är ingen oberoende extern granskning (audit); publicerar ni vår rapport ska den presenteras som Nordlegends säkerhetsgranskning, inte som en oberoende granskning. Investerare och handelsplatser förväntar sig också ofta en oberoende granskning, och den dokumentation vi tar fram brukar korta granskningen, vilket kan sänka kostnaden.",
          en: "{{fact:audit.external}} For contracts that only handle your own funds, we assess the need with you. Our internal security review and our review of code written by others are not an independent external audit; if you publish our report, it must be presented as Nordlegend’s security review, not as an independent audit. Investors and exchanges also often expect an independent audit, and the documentation we prepare usually shortens the audit, which can lower its cost.",
        },
      },
      {
        question: {
          sv: "Vilka nätverk bygger ni för?",
          en: "Which networks do you build for?",
        },
        answer: {
          sv: "Främst Ethereum och nätverk som är kompatibla med det, till exempel Polygon, Arbitrum och Base, eftersom verktygen, granskningsfirmorna och likviditeten finns där. Valet styrs av avgifterna, vilka användare ni vill nå och vad era partner och handelsplatser stöder. Vi rekommenderar ett nätverk i förstudien, som offereras separat, och motiverar valet skriftligt.",
          en: "Mainly Ethereum and networks compatible with it, such as Polygon, Arbitrum and Base, because the tools, the audit firms and the liquidity are there. The choice depends on fees, the users you want to reach and what your partners and trading venues support. We recommend a network in the discovery phase, which is quoted separately, and give our reasons in writing.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Planerar ni ett smart kontrakt, eller ska vi gå igenom ett befintligt?",
      en: "Planning a smart contract, or want us to go through an existing one?",
    },
    text: {
      sv: "Vi går igenom era krav eller er befintliga kod, pekar ut de största riskerna och föreslår en plan för utveckling, testning och granskning.",
      en: "We go through your requirements or your existing code, point out the main risks and suggest a plan for development, testing and review.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
