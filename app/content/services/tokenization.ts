// Copy of the asset tokenization service page (/services/tokenization), Swedish and English; no stories or FAQ (docs/product.md#pages).
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Tokenisering av tillgångar",
      description:
        "Teknik för tokenisering av fastigheter och fonder: tokendesign, smarta kontrakt för emission, investerarregistrering och administration. Registret förs inte av oss.",
      keywords: [
        "tokenisering",
        "tokenisering av tillgångar",
        "verkliga tillgångar",
        "digitalt ägande",
        "tokeniserade värdepapper",
        "ERC-3643",
        "tokenemission",
        "MiCA",
      ],
    },
    hero: {
      eyebrow: "Digitala tillgångar",
      title: "Tokenisering: verkliga tillgångar, digitalt ägande",
      subtitle:
        "Vi hjälper tillgångsägare, fonder och stiftelser att representera fastigheter, andelar, lån och andra tillgångar som digitala tokens – med inbyggda regler för efterlevnad, ett tydligt ägarregister och de integrationer som krävs i den dagliga administrationen.",
      primaryCta: "Starta ert projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `En proof of concept: ${facts.sv.timeline.blockchainPoc}; en lösning i produktion: ${facts.sv.timeline.blockchainProduction}`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är tokenisering?",
      paragraphs: [
        "Tokenisering innebär att rättigheterna till en tillgång – en andel i en fastighet, en fondandel, ett lån eller en del av en infrastrukturinvestering – representeras som digitala tokens på en blockchain. Tokens registrerar vem som äger vad, och reglerna för hur de får överlåtas skrivs in i själva det smarta kontraktet: vem som får inneha dem, om det finns en inlåsningsperiod och hur intäkter ska fördelas.",
        "Att ge ut, erbjuda och handla med tokens är ofta reglerat. Beroende på vilka rättigheter en token ger kan den vara ett finansiellt instrument enligt MiFID II, en kryptotillgång enligt EU:s MiCA-förordning eller något annat, och varje kategori har sina egna krav. Vi bygger tekniken och arbetar tillsammans med era juridiska och finansiella rådgivare, så att de har prövat strukturen innan en enda token ges ut. Vi tar också fram det tekniska underlag som behövs för ett kryptotillgångsdokument (white paper) enligt MiCA eller för ett prospekt.",
        "Resultatet är ett ägande som är lättare att dela upp, överlåta och administrera. Tillgångar som tidigare krävde stora insatser kan erbjudas i mindre poster, avvecklingen kan ta minuter i stället för dagar när betalningen också sker i nätverket, och innehavet i nätverket är alltid aktuellt; det rättsligt gällande registret förs av emittenten eller registerföraren. Tillgångar som ofta tokeniseras är till exempel dessa. Vi har i dag en teknisk pilot, Tegelblock (se Projekt på startsidan), och inget uppdrag i produktion:",
      ],
      bullets: [
        "Fastigheter och fastighetsfonder",
        "Onoterade aktier och fondandelar",
        "Lån, obligationer och fordringar",
        "Förnybar energi och infrastrukturprojekt",
        "Konst, samlarobjekt och andra fysiska tillgångar",
      ],
    },
    benefits: {
      heading: "Fördelar med tokenisering",
      intro: "Vad tokenisering kan ge både den som ger ut och den som investerar, när strukturen är genomtänkt.",
      items: [
        {
          icon: "grid",
          title: "Delat ägande",
          text: "Dela upp en tillgång i många mindre poster, så att fler investerare kan delta och ni kan ta in kapital från en bredare krets. Erbjudanden till allmänheten kräver normalt ett prospekt.",
        },
        {
          icon: "chart",
          title: "Bättre likviditet",
          text: "Tokens kan överlåtas mellan godkända innehavare snabbt och när som helst på dygnet, vilket kan göra traditionellt illikvida tillgångar lättare att omsätta. Den faktiska likviditeten beror alltid på efterfrågan och tillgången till en marknadsplats.",
        },
        {
          icon: "clock",
          title: "Snabbare avveckling",
          text: "Överlåtelse och betalning kan ske i samma transaktion, vilket kan korta avvecklingen från dagar till minuter och minskar avvecklingsrisken – om betalningen också sker i nätverket, till exempel med en e-pengatoken.",
        },
        {
          icon: "scale",
          title: "Inbyggd regelefterlevnad",
          text: "Identitetskontroller, krav på investerare, överlåtelsebegränsningar och inlåsningsperioder upprätthålls av tokenen när kontrollerna väl är gjorda – inte av kalkylark och manuella kontroller.",
        },
        {
          icon: "cog",
          title: "Automatiserad administration",
          text: "Utdelningar, räntebetalningar, omröstningar och rapportering sker automatiskt utifrån ett ständigt aktuellt register, vilket minskar både administrativa kostnader och risken för fel.",
        },
        {
          icon: "eye",
          title: "Transparens för investerare",
          text: "Investerarna kan själva kontrollera sina innehav och historiken för varje transaktion, vilket bygger förtroende och minskar antalet frågor till ert team.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom tokenisering",
      intro:
        "Vi täcker den tekniska sidan av hela livscykeln, från den första förstudien till tekniken för den dagliga administrationen av en tokeniserad tillgång.",
      items: [
        {
          icon: "target",
          title: "Förstudie och struktur",
          text: "Vi analyserar tillgången, investerarkretsen och målen och föreslår, tillsammans med era rådgivare, en tokenstruktur, ett nätverk och en modell för regelefterlevnad som passar.",
        },
        {
          icon: "code",
          title: "Tokendesign och smarta kontrakt",
          text: "Behörighetsstyrda tokens baserade på standarder som ERC-3643 och ERC-1400, med regler för vem som får inneha dem, överlåtelsebegränsningar och bolagshändelser – testade och genomgångna i vår interna säkerhetsgranskning.",
        },
        {
          icon: "users",
          title: "Registrering av investerare och KYC",
          text: "Digital registrering med identitetskontroll, KYC/AML-kontroller via etablerade leverantörer och digitala identiteter i nätverket, så att tokenen själv kan kontrollera att en mottagare är behörig.",
        },
        {
          icon: "layers",
          title: "Emissionsplattform och investerarportal",
          text: "En webbplattform där ni hanterar emissioner och ägarregister, och där investerarna tecknar sig, ser sina innehav, tar del av dokument och följer utdelningar. Registret och plattformen drivs av er som emittent eller av en part med de tillstånd som krävs – inte av Nordlegend. Vi bygger och underhåller tekniken.",
        },
        {
          icon: "wallet",
          title: "Förvaring och plånböcker",
          text: "Integration med reglerade förvaringsinstitut eller egen förvaring med multisignatur, samt enkla plånbokslösningar för investerare som är nya inom digitala tillgångar. Vi hjälper er att välja modell utifrån krav på säkerhet, regelverk och användarvänlighet.",
        },
        {
          icon: "briefcase",
          title: "Administration under hela livscykeln",
          text: "Automatiserade utdelningar, räntor och inlösen, omröstningar bland ägarna, rapportering till myndigheter och revisorer samt anslutning till andrahandsmarknader där det är tillåtet.",
        },
      ],
    },
    process: {
      heading: "Så går ett tokeniserings\u00ADprojekt till",
      intro: "Fem steg från idé till en tokeniserad tillgång i drift, med tydliga beslutspunkter längs vägen.",
      steps: [
        {
          title: "Förstudie",
          text: "Vi går igenom tillgången, tänkta investerare och affärsmålen och bedömer ärligt om tokenisering tillför något jämfört med en traditionell struktur. Ni får en skriftlig rekommendation med kostnadsbild och tidplan.",
        },
        {
          title: "Juridisk och teknisk struktur",
          text: "Era juridiska rådgivare bedömer hur tokenen klassificeras, och vi utformar tekniken efter deras bedömning: vilka regler kontrakten ska upprätthålla och vilket nätverk och vilken standard som ska användas.",
        },
        {
          title: "Utveckling och säkerhetsgranskning",
          text: `Vi bygger de smarta kontrakten, registreringsflödet och investerarportalen med grundlig testning. ${facts.sv.audit.internal} ${facts.sv.audit.external}`,
        },
        {
          title: "Emission",
          text: "Ni som emittent, eller den part med tillstånd som ni anlitar, registrerar och verifierar investerarna, tar emot teckningarna och ger ut tokens till godkända innehavare enligt de villkor som har beslutats. Vi levererar och driftsätter tekniken för det.",
        },
        {
          title: "Drift och vidareutveckling",
          text: "Vi underhåller tekniken för den löpande administrationen – utdelningar, rapportering, ägarförändringar och, när strukturen tillåter det, handel i andra hand – medan ni eller registerföraren fattar besluten och för registret.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Öppna standarder för behörighetsstyrda tokens och beprövade verktyg för identitet, förvaring och integration.",
      groups: [
        { name: "Tokenstandarder", items: ["ERC-20", "ERC-721", "ERC-1155", "ERC-1400", "ERC-3643"] },
        { name: "Nätverk", items: ["Ethereum", "Polygon", "Arbitrum"] },
        {
          name: "Identitet och efterlevnad",
          items: ["ONCHAINID", "KYC/AML-integrationer", "BankID"],
        },
        { name: "Förvaring och integration", items: ["Safe", "WalletConnect", "REST-API:er"] },
      ],
    },
    cta: {
      heading: "Funderar ni på att tokenisera en tillgång eller fond?",
      text: `Boka en kostnadsfri konsultation. Vi diskuterar tillgången, era mål och de regelfrågor som behöver redas ut tidigt, och skissar på vad en förstudie skulle omfatta. Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "Asset tokenisation",
      description:
        "Technology for tokenising property and funds: token design, issuance contracts, investor onboarding and ongoing administration. We do not keep the register.",
      keywords: [
        "asset tokenisation",
        "real-world assets",
        "tokenised securities",
        "fractional ownership",
        "digital ownership",
        "ERC-3643",
        "token issuance",
        "MiCA",
      ],
    },
    hero: {
      eyebrow: "Digital assets",
      title: "Tokenisation: real assets, digital ownership",
      subtitle:
        "We help asset owners, funds and foundations represent property, shares, loans and other assets as digital tokens, with compliance rules built in, a clear ownership register and the integrations needed to run it day to day.",
      primaryCta: "Start your project",
      secondaryCta: "Learn More",
      typical: {
        duration: `A proof of concept: ${facts.en.timeline.blockchainPoc}; a solution in production: ${facts.en.timeline.blockchainProduction}`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is tokenisation?",
      paragraphs: [
        "Tokenisation means representing the rights to an asset, such as a share of a building, a fund unit, a loan or a stake in an infrastructure investment, as digital tokens on a blockchain. The tokens record who owns what, and the rules for how they may be transferred are written into the smart contract itself: who is allowed to hold them, whether there is a lock-up period, and how income is to be distributed.",
        "Issuing, offering and trading tokens is often regulated. Depending on the rights a token carries, it may be a financial instrument under MiFID II, a crypto-asset under the EU’s MiCA regulation, or something else, and each category comes with its own requirements. We build the technology and work alongside your legal and financial advisers, so that they have reviewed and approved the structure before a single token is issued. We also prepare the technical content needed for a MiCA white paper or a prospectus.",
        "The result is ownership that is easier to divide, transfer and administer. Assets that used to require large minimum investments can be offered in smaller units, settlement can take minutes instead of days where payment also moves on the network, and holdings on the network are always up to date; the legally valid register is kept by the issuer or the registrar. Assets commonly tokenised include these. Today we have one technical pilot, Tegelblock (see Work on the home page), and no engagement in production:",
      ],
      bullets: [
        "Real estate and property funds",
        "Unlisted shares and fund units",
        "Loans, bonds and receivables",
        "Renewable energy and infrastructure projects",
        "Art, collectibles and other physical assets",
      ],
    },
    benefits: {
      heading: "Benefits of tokenisation",
      intro: "What tokenisation can offer both issuers and investors, when the structure is well designed.",
      items: [
        {
          icon: "grid",
          title: "Fractional ownership",
          text: "Divide an asset into many smaller units, so that more investors can take part and you can raise capital from a broader base. Where regulation allows, it also opens the door to new groups, such as individuals and smaller foundations.",
        },
        {
          icon: "chart",
          title: "Improved liquidity",
          text: "Tokens can be transferred between approved holders quickly and at any hour, which can make traditionally illiquid assets easier to trade. Actual liquidity always depends on demand and access to a trading venue.",
        },
        {
          icon: "clock",
          title: "Faster settlement",
          text: "Transfer and payment can happen in the same transaction, which can cut settlement from days to minutes and reduces settlement risk – where payment also moves on the network, for example as an e-money token.",
        },
        {
          icon: "scale",
          title: "Compliance built in",
          text: "Identity checks, investor eligibility, transfer restrictions and lock-up periods are enforced by the token once the checks are done, not by spreadsheets and manual checks.",
        },
        {
          icon: "cog",
          title: "Automated administration",
          text: "Distributions, interest payments, votes and reporting run automatically from an always-current register, reducing both administrative cost and the risk of errors.",
        },
        {
          icon: "eye",
          title: "Transparency for investors",
          text: "Investors can check their holdings and the history of every transaction themselves, which builds trust and reduces the number of questions to your team.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our tokenisation services",
      intro:
        "We cover the technical side of the whole lifecycle, from the first discovery phase to the technology for the day-to-day administration of a tokenised asset.",
      items: [
        {
          icon: "target",
          title: "Discovery and structuring",
          text: "We analyse the asset, the investor base and your goals and, together with your advisers, propose a token structure, a blockchain and a compliance model that fit.",
        },
        {
          icon: "code",
          title: "Token design and smart contracts",
          text: "Permissioned tokens based on standards such as ERC-3643 and ERC-1400, with rules for eligibility, transfer restrictions and corporate actions, all tested and put through our internal security review.",
        },
        {
          icon: "users",
          title: "Investor onboarding and KYC",
          text: "Digital onboarding with identity verification, KYC/AML checks through established providers, and on-chain identities that let the token itself check that a recipient is eligible.",
        },
        {
          icon: "layers",
          title: "Issuance platform and investor portal",
          text: "A web platform where you manage issuances and the ownership register, and where investors subscribe, see their holdings, access documents and follow distributions. The register and the platform are operated by you as the issuer or by a party holding the required permissions – not by Nordlegend. We build and maintain the technology.",
        },
        {
          icon: "wallet",
          title: "Custody and wallets",
          text: "Integration with regulated custodians or self-custody with multisig, plus simple wallet options for investors who are new to digital assets. We help you choose the model based on your requirements for security, regulation and ease of use.",
        },
        {
          icon: "briefcase",
          title: "Administration across the lifecycle",
          text: "Automated distributions, interest and redemptions, holder votes, reporting to authorities and auditors, and connections to secondary markets where permitted.",
        },
      ],
    },
    process: {
      heading: "How a tokenisation project works",
      intro: "Five steps from idea to a tokenised asset in operation, with clear decision points along the way.",
      steps: [
        {
          title: "Discovery",
          text: "We go through the asset, the intended investors and your business goals, and give you an honest assessment of whether tokenisation adds anything compared with a traditional structure. You receive a written recommendation with an estimate of cost and timeline.",
        },
        {
          title: "Legal and technical structure",
          text: "Your legal advisers decide how the token is classified, and we design the technology around their assessment: which rules the contracts must enforce, and which blockchain and standard to use.",
        },
        {
          title: "Development and security review",
          text: `We build the smart contracts, the onboarding flow and the investor portal, with thorough testing. ${facts.en.audit.internal} ${facts.en.audit.external}`,
        },
        {
          title: "Issuance",
          text: "You as the issuer, or the permitted party you engage, onboard and verify the investors, take the subscriptions and issue tokens to approved holders on the terms that have been decided. We deliver and deploy the technology for it.",
        },
        {
          title: "Administration and growth",
          text: "We maintain the technology for the day-to-day running – distributions, reporting, changes of ownership and, where the structure allows it, secondary trading – while you or the registrar make the decisions and keep the register.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "Open standards for permissioned tokens, and proven tools for identity, custody and integration.",
      groups: [
        { name: "Token standards", items: ["ERC-20", "ERC-721", "ERC-1155", "ERC-1400", "ERC-3643"] },
        { name: "Blockchains", items: ["Ethereum", "Polygon", "Arbitrum"] },
        { name: "Identity and compliance", items: ["ONCHAINID", "KYC/AML integrations", "BankID"] },
        { name: "Custody and integration", items: ["Safe", "WalletConnect", "REST APIs"] },
      ],
    },
    cta: {
      heading: "Exploring tokenisation for an asset or a fund?",
      text: `Book a free consultation. We discuss the asset, your goals and the regulatory questions to settle early, and outline what a discovery phase would cover. We reply ${facts.en.reply}. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
