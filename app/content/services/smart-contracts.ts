// Copy of the smart contracts service page (/services/smart-contracts), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Smarta kontrakt",
      description: `Smarta kontrakt med säkerheten först: testning, vår interna säkerhetsgranskning och gasoptimering. Enklare kontrakt på ${facts.sv.timeline.smartContractSimple}, komplexa system på ${facts.sv.timeline.smartContractComplex}.`,
      keywords: [
        "smarta kontrakt",
        "utveckling av smarta kontrakt",
        "säkerhetsgranskning",
        "Solidity",
        "gasoptimering",
        "Ethereum",
        "testning av smarta kontrakt",
      ],
    },
    hero: {
      eyebrow: "Blockchain",
      title: "Säkerheten först, från första raden",
      subtitle:
        "Vi utformar, testar och optimerar smarta kontrakt som hanterar verkliga värden. Varje kontrakt testas grundligt, går igenom vår interna säkerhetsgranskning och trimmas för låga transaktionskostnader innan det når nätverket.",
      primaryCta: "Starta ert projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Ett enkelt kontrakt: ${facts.sv.timeline.smartContractSimple}; ett system av kontrakt: ${facts.sv.timeline.smartContractComplex}; en extern granskning kommer utöver`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är ett smart kontrakt?",
      paragraphs: [
        "Ett smart kontrakt är ett program som körs på en blockchain och verkställer överenskomna regler automatiskt. Det kan ta emot och överföra medel, ge ut tokens, registrera röster eller släppa en betalning när ett villkor är uppfyllt – utan mellanhänder och utan att någon part på egen hand kan ändra reglerna i efterhand. Koden och dess historik går att granska, så alla parter kan kontrollera vad som kommer att hända.",
        `Ett enklare kontrakt, till exempel en standardtoken eller ett schema för intjänande (vesting), tar normalt ${facts.sv.timeline.smartContractSimple} inklusive tester och vår interna säkerhetsgranskning. Komplexa system med flera samverkande kontrakt, som plattformar för utlåning, staking eller röstning om protokollets regler, tar normalt ${facts.sv.timeline.smartContractComplex}. Vi går också igenom och optimerar kontrakt som andra har skrivit; en sådan genomgång är ingen extern granskning (audit).`,
        "Samtidigt är det just beständigheten som gör smarta kontrakt krävande. När ett kontrakt väl är driftsatt kan det sällan uppdateras som vanlig programvara, och ett enda fel kan låsa eller exponera betydande värden. Därför är säkerheten kärnan i vårt arbete, och varje kontrakt vi levererar omfattar följande:",
      ],
      bullets: [
        "En skriftlig specifikation av alla regler och roller innan kodningen börjar",
        "Enhetstester, fuzztester och invarianttester med hög täckning",
        "Statisk analys och en manuell säkerhetsgranskning rad för rad",
        "Gasprofilering och optimering av de mest använda funktionerna",
        "Skript för driftsättning, verifierad källkod och dokumentation",
      ],
    },
    benefits: {
      heading: "Fördelar med smarta kontrakt",
      intro: "Rätt byggda ger smarta kontrakt automatisering som alla parter kan lita på.",
      items: [
        {
          icon: "workflow",
          title: "Automatisering utan mellanhänder",
          text: "Betalningar, utdelningar och överföringar sker automatiskt när villkoren är uppfyllda, dygnet runt, utan manuell hantering eller tredje part emellan.",
        },
        {
          icon: "shield",
          title: "Säkerheten först",
          text: "Hotmodellering, beprövade designmönster och granskade bibliotek som OpenZeppelin minskar attackytan innan en enda rad egen kod skrivs.",
        },
        {
          icon: "gauge",
          title: "Lägre gasavgifter",
          text: "Optimerad datalagring och effektiv logik sänker kostnaden för varje transaktion, något som snabbt blir märkbart för kontrakt som anropas tusentals gånger om dagen.",
        },
        {
          icon: "flask",
          title: "Grundligt testat",
          text: "Enhetstester, fuzztester och invarianttester prövar tusentals scenarier, även de osannolika gränsfall som angripare letar efter, innan något driftsätts.",
        },
        {
          icon: "eye",
          title: "Transparent och verifierbart",
          text: "Källkoden publiceras och verifieras i blockutforskaren, så att användare, partner och revisorer kan se exakt vad kontraktet gör.",
        },
        {
          icon: "layers",
          title: "Förberett för förändring",
          text: "När ert behov kräver det använder vi etablerade mönster för uppgraderingar med tidslås och multisignatur, så att förbättringar är möjliga utan att en enskild person får obegränsad makt.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster för smarta kontrakt",
      intro: "Vi kan ta helhetsansvar för era kontrakt eller gå in i ett enskilt skede.",
      items: [
        {
          icon: "code",
          title: "Utveckling av smarta kontrakt",
          text: "Tokens, vesting, deposition (escrow), marknadsplatser, staking, röstning och egen affärslogik i Solidity – från specifikation till driftsättning på huvudnätet.",
        },
        {
          icon: "search",
          title: "Säkerhetsgenomgång av befintlig kod",
          text: "En strukturerad genomgång av er kod som kombinerar automatiserad analys med manuell läsning rad för rad. Ni får en rapport där fynden rangordnas efter allvarlighetsgrad, med konkreta åtgärdsförslag, och en uppföljande genomgång när de är åtgärdade. Genomgången är ingen oberoende extern granskning (audit). Publicerar ni rapporten hjälper vi er att säga det tydligt.",
        },
        {
          icon: "flask",
          title: "Testning och verifiering",
          text: "Testsviter med fuzzing, invarianttester och simuleringar mot en kopia av huvudnätet, som visar hur kontrakten beter sig mot verkliga protokoll och verkliga marknadsförhållanden.",
        },
        {
          icon: "gauge",
          title: "Gasoptimering",
          text: "Profilering och omstrukturering av befintliga kontrakt för att sänka transaktionskostnaderna för era användare – utan att beteendet ändras, vilket tester bekräftar.",
        },
        {
          icon: "layers",
          title: "Uppgraderingar och migrering",
          text: "Säkra uppgraderingar av proxybaserade kontrakt, migrering av saldon och tillstånd till nya versioner samt flytt till lager 2-nätverk för lägre kostnader.",
        },
        {
          icon: "eye",
          title: "Övervakning och incidentberedskap",
          text: "Larm i realtid vid ovanliga transaktioner, pausfunktioner och en inövad incidentplan, så att ni kan agera snabbt om något oväntat inträffar; vår egen beredskap följer ert driftavtal.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Etablerade språk, ramverk och säkerhetsverktyg som granskare och utvecklare över hela världen känner igen.",
      groups: [
        { name: "Språk", items: ["Solidity", "Vyper", "Yul"] },
        { name: "Ramverk och bibliotek", items: ["Foundry", "Hardhat", "OpenZeppelin"] },
        { name: "Säkerhet och analys", items: ["Slither", "Echidna", "Tenderly"] },
        { name: "Standarder", items: ["ERC-20", "ERC-721", "ERC-1155", "ERC-4626", "ERC-3643"] },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Ett befintligt kontrakt som gjordes billigare att använda, med oförändrat beteende. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Lägre gasförbrukning för ett nordiskt tokenprojekt",
          sector: "Blockchain",
          text: "Ett nordiskt tokenprojekt med omkring 8 000 innehavare fick klagomål på höga avgifter för den vanligaste transaktionen. Kontrakten profilerades, lagringen strukturerades om och beräkningar slogs ihop; de befintliga testerna och nya invarianttester visade att beteendet var oförändrat. Gasförbrukningen för samma transaktion mättes i testmiljön före och efter ändringen, och projektet bekräftade siffran på transaktionerna i nätverket under de första veckorna.",
          result: {
            value: "41 %",
            label: "lägre gasförbrukning per transaktion, mätt i gasenheter och därmed oberoende av gaspriset",
          },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur lång tid tar det att utveckla ett smart kontrakt?",
          answer: `Enklare kontrakt, som en standardtoken, vesting eller en enkel deposition, tar normalt ${facts.sv.timeline.smartContractSimple} inklusive tester och vår interna säkerhetsgranskning. Komplexa system med flera samverkande kontrakt, orakel eller uppgraderingsmekanismer tar normalt ${facts.sv.timeline.smartContractComplex}. ${facts.sv.audit.timing} Vi planerar in den från början.`,
        },
        {
          question: "Vad ingår i en säkerhetsgranskning?",
          answer:
            "Vi utgår från specifikationen och hotmodellen, kör statisk analys och fuzzing och gör sedan en manuell granskning rad för rad där vår blockchainspecialist och ytterligare en av våra utvecklare läser koden. Ni får en skriftlig rapport där varje fynd rangordnas efter allvarlighetsgrad, med rekommenderad åtgärd. När ni har gjort ändringarna granskar vi dem igen och lämnar en slutrapport. Rapporten ersätter inte en oberoende extern granskning (audit). Publicerar ni rapporten ska det framgå att den inte är en oberoende extern granskning.",
        },
        {
          question: "Kan ett smart kontrakt ändras efter driftsättning?",
          answer:
            "Bara om det är utformat för det. Vi kan använda uppgraderingsbara proxymönster som styrs av en multisignaturplånbok och ett tidslås, så att användarna får besked innan ändringar träder i kraft. För kontrakt där oföränderligheten är själva poängen utelämnar vi uppgraderingar och bygger i stället in säkra vägar för paus och migrering.",
        },
        {
          question: "Behöver vi ändå en oberoende granskning?",
          answer: `För kontrakt som ska förvalta pengar, ja. ${facts.sv.audit.internal} ${facts.sv.audit.external} Investerare och handelsplatser förväntar sig också ofta en oberoende granskning, och den dokumentation vi tar fram brukar korta granskningen, vilket kan sänka kostnaden.`,
        },
        {
          question: "Vilka nätverk bygger ni för?",
          answer:
            "Främst Ethereum och nätverk som är kompatibla med det, till exempel Polygon, Arbitrum och Base, eftersom verktygen, granskningsfirmorna och likviditeten finns där. Valet styrs av avgifterna, vilka användare ni vill nå och vad era partner och handelsplatser stöder. Vi rekommenderar nätverk i förstudien och motiverar valet skriftligt.",
        },
      ],
    },
    cta: {
      heading: "Planerar ni ett smart kontrakt, eller ska vi gå igenom ett befintligt?",
      text: `Boka en kostnadsfri konsultation. Vi går igenom era krav eller er befintliga kod, pekar ut de största riskerna och föreslår en plan för utveckling, testning och granskning. Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "Smart contracts",
      description: `Smart contracts with security first: thorough testing, our internal security review and gas optimisation. Simple contracts in ${facts.en.timeline.smartContractSimple}, complex systems in ${facts.en.timeline.smartContractComplex}.`,
      keywords: [
        "smart contracts",
        "smart contract development",
        "smart contract security review",
        "Solidity",
        "gas optimisation",
        "Ethereum",
        "smart contract testing",
      ],
    },
    hero: {
      eyebrow: "Blockchain",
      title: "Security first, from the first line",
      subtitle:
        "We design, test and optimise smart contracts that handle real value. Every contract is tested thoroughly, passes our internal security review and is tuned for low transaction costs before it reaches the network.",
      primaryCta: "Start your project",
      secondaryCta: "Learn More",
      typical: {
        duration: `A simple contract: ${facts.en.timeline.smartContractSimple}; a system of contracts: ${facts.en.timeline.smartContractComplex}; an external audit comes on top`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is a smart contract?",
      paragraphs: [
        "A smart contract is a program that runs on a blockchain and carries out agreed rules automatically. It can receive and transfer funds, issue tokens, record votes or release a payment when a condition is met, with no intermediary and without any single party being able to change the rules along the way on its own. The code and its history are open to inspection, so every party can check what will happen.",
        `A simple contract, such as a standard token or a vesting schedule, typically takes ${facts.en.timeline.smartContractSimple} including tests and our internal security review. Complex systems with several interacting contracts, such as lending, staking or governance platforms, typically take ${facts.en.timeline.smartContractComplex}. We also walk through and optimise contracts written by others; such a walk-through is not an external audit.`,
        "That same permanence is what makes smart contracts demanding. Once deployed, a contract can rarely be updated like ordinary software, and a single error can lock up or expose significant value. That is why security is at the core of our work, and every contract we deliver includes the following:",
      ],
      bullets: [
        "A written specification of every rule and role before coding starts",
        "Unit, fuzz and invariant tests with high coverage",
        "Static analysis and a manual, line-by-line security review",
        "Gas profiling and optimisation of the most frequently used functions",
        "Deployment scripts, verified source code and documentation",
      ],
    },
    benefits: {
      heading: "Benefits of smart contracts",
      intro: "Built properly, smart contracts give you automation that every party can trust.",
      items: [
        {
          icon: "workflow",
          title: "Automation without intermediaries",
          text: "Payments, distributions and transfers happen automatically when the conditions are met, around the clock, with no manual handling and no third party in between.",
        },
        {
          icon: "shield",
          title: "Security first",
          text: "Threat modelling, proven design patterns and audited libraries such as OpenZeppelin shrink the attack surface before a single line of custom code is written.",
        },
        {
          icon: "gauge",
          title: "Lower gas fees",
          text: "Optimised storage and efficient logic cut the cost of every transaction, which quickly adds up for contracts that are called thousands of times a day.",
        },
        {
          icon: "flask",
          title: "Thoroughly tested",
          text: "Unit, fuzz and invariant tests explore thousands of scenarios, including the unlikely edge cases attackers look for, before anything is deployed.",
        },
        {
          icon: "eye",
          title: "Transparent and verifiable",
          text: "Source code is published and verified on the block explorer, so users, partners and auditors can see exactly what the contract does.",
        },
        {
          icon: "layers",
          title: "Ready for change",
          text: "Where your case calls for it, we use established upgrade patterns with time locks and multisig control, so improvements are possible without giving any single person unchecked power.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our smart contract services",
      intro: "We can take full responsibility for your contracts, or step in at a specific stage.",
      items: [
        {
          icon: "code",
          title: "Smart contract development",
          text: "Tokens, vesting, escrow, marketplaces, staking, voting and custom business logic in Solidity, from specification to deployment on mainnet.",
        },
        {
          icon: "search",
          title: "Security walk-through of existing code",
          text: "A structured walk-through of your code that combines automated analysis with a manual, line-by-line inspection. You receive a report ranking findings by severity, with concrete fixes, and a follow-up once they are addressed. The walk-through is not an independent external audit. If you publish the report, we help you say so clearly.",
        },
        {
          icon: "flask",
          title: "Testing and verification",
          text: "Test suites with fuzzing, invariant tests and mainnet-fork simulations that show how your contracts behave against real protocols and real market conditions.",
        },
        {
          icon: "gauge",
          title: "Gas optimisation",
          text: "Profiling and refactoring of existing contracts to lower transaction costs for your users, without changing their behaviour, as the tests confirm.",
        },
        {
          icon: "layers",
          title: "Upgrades and migration",
          text: "Safe upgrades of proxy-based contracts, migration of balances and state to new versions, and moves to layer 2 networks for lower costs.",
        },
        {
          icon: "eye",
          title: "Monitoring and incident response",
          text: "Real-time alerts on unusual transactions, pause functions and a rehearsed incident plan, so you can act quickly if something unexpected happens; our own readiness follows your operations agreement.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "Established languages, frameworks and security tools that auditors and developers around the world recognise.",
      groups: [
        { name: "Languages", items: ["Solidity", "Vyper", "Yul"] },
        { name: "Frameworks and libraries", items: ["Foundry", "Hardhat", "OpenZeppelin"] },
        { name: "Security and analysis", items: ["Slither", "Echidna", "Tenderly"] },
        { name: "Standards", items: ["ERC-20", "ERC-721", "ERC-1155", "ERC-4626", "ERC-3643"] },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `An existing contract made cheaper to use, with its behaviour unchanged. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Lower gas use for a Nordic token project",
          sector: "Blockchain",
          text: "A Nordic token project with some 8,000 holders received complaints about high fees for its most common transaction. The contracts were profiled, storage restructured and calculations batched; the existing tests and new invariant tests showed that behaviour was unchanged. The gas used by the same transaction was measured in the test environment before and after the change, and the project confirmed the figure on its transactions on the network in the first weeks.",
          result: {
            value: "41%",
            label: "less gas used per transaction, measured in gas units and so independent of the gas price",
          },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How long does it take to develop a smart contract?",
          answer: `Simple contracts, such as a standard token, vesting or a basic escrow, typically take ${facts.en.timeline.smartContractSimple} including testing and our internal security review. Complex systems with several interacting contracts, oracles or upgrade mechanisms typically take ${facts.en.timeline.smartContractComplex}. ${facts.en.audit.timing} We plan it in from the start.`,
        },
        {
          question: "What does a security review include?",
          answer:
            "We start from the specification and threat model, run static analysis and fuzzing, and then our blockchain specialist and one more of our developers review the code manually, line by line. You receive a written report with each finding ranked by severity and a recommended fix. Once you have made the changes, we review them again and issue a final report. The report does not replace an independent external audit. If you publish the report, it must state that it is not an independent audit.",
        },
        {
          question: "Can a smart contract be changed after deployment?",
          answer:
            "Only if it was designed for it. We can use upgradeable proxy patterns governed by a multisig wallet and a time lock, so users are notified before changes take effect. For contracts where immutability is the whole point, we leave upgrades out and build in safe pause and migration paths instead.",
        },
        {
          question: "Do we still need an independent audit?",
          answer: `For contracts that will hold funds, yes. ${facts.en.audit.internal} ${facts.en.audit.external} A second, independent pair of eyes is also often expected by investors and exchanges, and the documentation we prepare usually shortens the audit, which can lower its cost.`,
        },
        {
          question: "Which networks do you build for?",
          answer:
            "Mainly Ethereum and networks compatible with it, such as Polygon, Arbitrum and Base, because the tools, the audit firms and the liquidity are there. The choice depends on fees, the users you want to reach and what your partners and trading venues support. We recommend a network in the discovery phase and give our reasons in writing.",
        },
      ],
    },
    cta: {
      heading: "Planning a smart contract, or want us to walk through an existing one?",
      text: `Book a free consultation. We go through your requirements or your existing code, point out the main risks and suggest a plan for development, testing and review. We reply ${facts.en.reply}. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
