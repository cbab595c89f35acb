// Copy of the asset tokenization service page (/services/tokenization), Swedish and English; no stories or FAQ (docs/product.md#pages).
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, START_YOUR_PROJECT } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Tokenisering av tillgångar",
      en: "Asset tokenisation",
    },
    description: {
      sv: "Teknik för tokenisering av fastigheter och fonder: tokendesign, kontrakt för emission, investerarregistrering och administration. Registret förs inte av oss.",
      en: "Technology for tokenising property and funds: token design, issuance contracts, investor onboarding and ongoing administration. We do not keep the register.",
    },
    keywords: [
      {
        sv: "tokenisering",
        en: "asset tokenisation",
      },
      {
        sv: "tokenisering av tillgångar",
        en: "real-world assets",
      },
      {
        sv: "reala tillgångar",
        en: "tokenised securities",
      },
      {
        sv: "digitalt ägande",
        en: "fractional ownership",
      },
      {
        sv: "tokeniserade värdepapper",
        en: "digital ownership",
      },
      {
        sv: "ERC-3643",
        en: "ERC-3643",
      },
      {
        sv: "tokenemission",
        en: "token issuance",
      },
      {
        sv: "MiCA",
        en: "MiCA",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Digitala tillgångar",
      en: "Digital assets",
    },
    title: {
      sv: "Tokenisering: digitalt ägande av reala tillgångar",
      en: "Tokenisation: digital ownership of real assets",
    },
    subtitle: {
      sv: "Vi hjälper tillgångsägare, fonder och stiftelser att representera fastigheter, andelar, lån och andra tillgångar som digitala tokens – med inbyggda regler för efterlevnad, ett tydligt ägarregister och de integrationer som krävs i den dagliga administrationen.",
      en: "We help asset owners, funds and foundations represent property, shares, loans and other assets as digital tokens, with compliance rules built in, a clear ownership register and the integrations needed to run it day to day.",
    },
    primaryCta: START_YOUR_PROJECT,
    secondaryCta: LEARN_MORE,
    // Not the blockchain pages' shared line: no tokenisation is in production yet, so its time is an estimate.
    typical: {
      duration: {
        sv: "En proof of concept (ett första, avgränsat test): {{fact:timeline.blockchainPoc}}; en lösning i produktion: uppskattningsvis {{fact:timeline.blockchainProduction}}",
        en: "A proof of concept (a first, limited test): {{fact:timeline.blockchainPoc}}; a solution in production: an estimated {{fact:timeline.blockchainProduction}}",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är tokenisering?",
      en: "What is tokenisation?",
    },
    paragraphs: [
      {
        sv: "Tokenisering innebär att rättigheterna till en tillgång – en andel i en fastighet, en fondandel, ett lån eller en del av en infrastrukturinvestering – representeras som digitala tokens på en blockchain. Tokens registrerar vem som äger vad, och reglerna för hur de får överlåtas skrivs in i själva det smarta kontraktet: vem som får inneha dem, om det finns en inlåsningsperiod och hur intäkter ska fördelas.",
        en: "Tokenisation means representing the rights to an asset, such as a share of a building, a fund unit, a loan or a stake in an infrastructure investment, as digital tokens on a blockchain. The tokens record who owns what, and the rules for how they may be transferred are written into the smart contract itself: who is allowed to hold them, whether there is a lock-up period, and how income is to be distributed.",
      },
      {
        sv: "Att ge ut, erbjuda och handla med tokens är ofta reglerat. Beroende på vilka rättigheter en token ger kan den vara ett finansiellt instrument enligt MiFID II, en kryptotillgång enligt EU:s MiCA-förordning eller något annat, och varje kategori har sina egna krav. Vi bygger tekniken och arbetar tillsammans med era juridiska och finansiella rådgivare, så att de har prövat strukturen innan en enda token ges ut. Vi tar också fram det tekniska underlag som behövs för ett kryptotillgångsdokument (white paper) enligt MiCA eller för ett prospekt.",
        en: "Issuing, offering and trading tokens is often regulated. Depending on the rights a token carries, it may be a financial instrument under MiFID II, a crypto-asset under the EU’s MiCA regulation, or something else, and each category comes with its own requirements. We build the technology and work alongside your legal and financial advisers, so that they have reviewed and approved the structure before a single token is issued. We also prepare the technical content needed for a MiCA white paper or a prospectus.",
      },
      {
        sv: "Resultatet är ett ägande som är lättare att dela upp, överlåta och administrera. Tillgångar som tidigare krävde stora insatser kan erbjudas i mindre poster, avvecklingen kan ta minuter i stället för dagar när betalningen också sker i nätverket, och innehavet i nätverket är alltid aktuellt; det rättsligt gällande registret förs av emittenten eller registerföraren. Tillgångar som ofta tokeniseras är till exempel:",
        en: "The result is ownership that is easier to divide, transfer and administer. Assets that used to require large minimum investments can be offered in smaller units, settlement can take minutes instead of days where payment also moves on the network, and holdings on the network are always up to date; the legally valid register is kept by the issuer or the registrar. Assets commonly tokenised include:",
      },
    ],
    bullets: [
      {
        sv: "Fastigheter och fastighetsfonder",
        en: "Real estate and property funds",
      },
      {
        sv: "Onoterade aktier och fondandelar",
        en: "Unlisted shares and fund units",
      },
      {
        sv: "Lån, obligationer och fordringar",
        en: "Loans, bonds and receivables",
      },
      {
        sv: "Förnybar energi och infrastrukturprojekt",
        en: "Renewable energy and infrastructure projects",
      },
      {
        sv: "Konst, samlarobjekt och andra fysiska tillgångar",
        en: "Art, collectibles and other physical assets",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med tokenisering",
      en: "Benefits of tokenisation",
    },
    intro: {
      sv: "Vad tokenisering kan ge både den som ger ut och den som investerar, när strukturen är genomtänkt.",
      en: "What tokenisation can offer both issuers and investors, when the structure is well designed.",
    },
    items: [
      {
        icon: "grid",
        title: {
          sv: "Delat ägande",
          en: "Fractional ownership",
        },
        text: {
          sv: "Dela upp en tillgång i många mindre poster, så att fler investerare kan delta och ni kan ta in kapital från en bredare krets. Erbjudanden till allmänheten kräver normalt ett prospekt.",
          en: "Divide an asset into many smaller units, so that more investors can take part and you can raise capital from a broader base. Offers to the public normally require a prospectus.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Bättre likviditet",
          en: "Improved liquidity",
        },
        text: {
          sv: "Tokens kan överlåtas mellan godkända innehavare snabbt och när som helst på dygnet, vilket kan göra traditionellt illikvida tillgångar lättare att omsätta. Den faktiska likviditeten beror alltid på efterfrågan och tillgången till en marknadsplats.",
          en: "Tokens can be transferred between approved holders quickly and at any hour, which can make traditionally illiquid assets easier to trade. Actual liquidity always depends on demand and access to a trading venue.",
        },
      },
      {
        icon: "clock",
        title: {
          sv: "Snabbare avveckling",
          en: "Faster settlement",
        },
        text: {
          sv: "Överlåtelse och betalning kan ske i samma transaktion, vilket kan korta avvecklingen från dagar till minuter och minskar avvecklingsrisken – om betalningen också sker i nätverket, till exempel med en e-penningtoken.",
          en: "Transfer and payment can happen in the same transaction, which can cut settlement from days to minutes and reduces settlement risk – where payment also moves on the network, for example as an e-money token.",
        },
      },
      {
        icon: "scale",
        title: {
          sv: "Inbyggd regelefterlevnad",
          en: "Compliance built in",
        },
        text: {
          sv: "Identitetskontroller, krav på investerare, överlåtelsebegränsningar och inlåsningsperioder upprätthålls av tokenen när kontrollerna väl är gjorda – inte av kalkylark och manuell uppföljning.",
          en: "Identity checks, investor eligibility, transfer restrictions and lock-up periods are enforced by the token once the checks are done, not by spreadsheets and manual follow-up.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "Automatiserad administration",
          en: "Automated administration",
        },
        text: {
          sv: "Utdelningar, räntebetalningar, omröstningar och rapportering sker automatiskt utifrån ett ständigt aktuellt register, vilket minskar både administrativa kostnader och risken för fel.",
          en: "Distributions, interest payments, votes and reporting run automatically from an always-current register, reducing both administrative cost and the risk of errors.",
        },
      },
      {
        icon: "eye",
        title: {
          sv: "Transparens för investerare",
          en: "Transparency for investors",
        },
        text: {
          sv: "Investerarna kan själva kontrollera sina innehav och historiken för varje transaktion, vilket bygger förtroende och minskar antalet frågor till ert team.",
          en: "Investors can check their holdings and the history of every transaction themselves, which builds trust and reduces the number of questions to your team.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom tokenisering",
      en: "Our tokenisation services",
    },
    intro: {
      sv: "Vi erbjuder den tekniska sidan av hela livscykeln, från den första förstudien till tekniken för den dagliga administrationen av en tokeniserad tillgång. Ingen av delarna är ännu i produktion hos en kund: i den tekniska piloten Tegelblock prövar vi identitetskontroll, andelsregister, köp och försäljning av andelar och utbetalningar. Tiden för en lösning i produktion är därför en uppskattning, utifrån de blockchainprojekt som personer i vårt team har lett.",
      en: "We offer the technical side of the whole lifecycle, from the first discovery phase to the technology for the day-to-day administration of a tokenised asset. None of it is yet in production at a client: in the Tegelblock technical pilot we are testing identity checks, the share register, buying and selling shares, and payouts. The time for a solution in production is therefore an estimate, based on the blockchain projects people in our team have led.",
    },
    items: [
      {
        icon: "target",
        title: {
          sv: "Förstudie och struktur",
          en: "Discovery and structuring",
        },
        text: {
          sv: "Vi analyserar tillgången, investerarkretsen och målen och föreslår, tillsammans med era rådgivare, en tokenstruktur, ett nätverk och en modell för regelefterlevnad som passar.",
          en: "We analyse the asset, the investor base and your goals and, together with your advisers, propose a token structure, a blockchain and a compliance model that fit.",
        },
      },
      {
        icon: "code",
        title: {
          sv: "Tokendesign och smarta kontrakt",
          en: "Token design and smart contracts",
        },
        text: {
          sv: "Behörighetsstyrda tokens baserade på standarder som ERC-3643 och ERC-1400, med regler för vem som får inneha dem, överlåtelsebegränsningar och bolagshändelser.",
          en: "Permissioned tokens based on standards such as ERC-3643 and ERC-1400, with rules for eligibility, transfer restrictions and corporate actions.",
        },
      },
      {
        icon: "users",
        title: {
          sv: "Registrering av investerare och KYC",
          en: "Investor onboarding and KYC",
        },
        text: {
          sv: "Digital registrering med identitetskontroll, KYC/AML-kontroller via etablerade leverantörer och digitala identiteter i nätverket, så att tokenen själv kan kontrollera att en mottagare är behörig.",
          en: "Digital onboarding with identity verification, KYC/AML checks through established providers, and on-chain identities that let the token itself check that a recipient is eligible.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Emissionsplattform och investerarportal",
          en: "Issuance platform and investor portal",
        },
        text: {
          sv: "En webbplattform där ni hanterar emissioner och ägarregister, och där investerarna tecknar sig, ser sina innehav, tar del av dokument och följer utdelningar. Registret och plattformen drivs av er som emittent eller av en part med de tillstånd som krävs – inte av Nordlegend. Vi bygger och underhåller tekniken.",
          en: "A web platform where you manage issuances and the ownership register, and where investors subscribe, see their holdings, access documents and follow distributions. The register and the platform are operated by you as the issuer or by a party holding the required permissions – not by Nordlegend. We build and maintain the technology.",
        },
      },
      {
        icon: "wallet",
        title: {
          sv: "Förvaring och plånböcker",
          en: "Custody and wallets",
        },
        text: {
          sv: "Integration med reglerade förvaringsinstitut eller egen förvaring med multisignatur, samt enkla plånbokslösningar för investerare som är nya inom digitala tillgångar. Vi hjälper er att välja modell utifrån krav på säkerhet, regelverk och användarvänlighet.",
          en: "Integration with regulated custodians or self-custody with multisig, plus simple wallet options for investors who are new to digital assets. We help you choose the model based on your requirements for security, regulation and ease of use.",
        },
      },
      {
        icon: "briefcase",
        title: {
          sv: "Administration under hela livscykeln",
          en: "Administration across the lifecycle",
        },
        text: {
          sv: "Automatiserade utdelningar, räntor och inlösen, omröstningar bland ägarna, rapportering till myndigheter och revisorer samt anslutning till andrahandsmarknader där det är tillåtet.",
          en: "Automated distributions, interest and redemptions, holder votes, reporting to authorities and auditors, and connections to secondary markets where permitted.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Så går ett tokeniserings­projekt till",
      en: "How a tokenisation project works",
    },
    intro: {
      sv: "Fem steg från idé till en tokeniserad tillgång i drift, med tydliga beslutspunkter längs vägen.",
      en: "Five steps from idea to a tokenised asset in operation, with clear decision points along the way.",
    },
    steps: [
      {
        title: {
          sv: "Förstudie",
          en: "Discovery",
        },
        text: {
          sv: "Vi går igenom tillgången, tänkta investerare och affärsmålen och bedömer ärligt om tokenisering tillför något jämfört med en traditionell struktur. Ni får en skriftlig rekommendation med kostnadsbild och tidplan.",
          en: "We go through the asset, the intended investors and your business goals, and give you an honest assessment of whether tokenisation adds anything compared with a traditional structure. You receive a written recommendation with an estimate of cost and timeline.",
        },
      },
      {
        title: {
          sv: "Juridisk och teknisk struktur",
          en: "Legal and technical structure",
        },
        text: {
          sv: "Era juridiska rådgivare bedömer hur tokenen klassificeras, och vi utformar tekniken efter deras bedömning: vilka regler kontrakten ska upprätthålla och vilket nätverk och vilken standard som ska användas.",
          en: "Your legal advisers decide how the token is classified, and we design the technology around their assessment: which rules the contracts must enforce, and which blockchain and standard to use.",
        },
      },
      {
        title: {
          sv: "Utveckling och säkerhetsgranskning",
          en: "Development and security review",
        },
        text: {
          sv: "Vi bygger de smarta kontrakten, registreringsflödet och investerarportalen med grundlig testning. Alla kontrakt går igenom vår interna säkerhetsgranskning innan de driftsätts. Hur den går till, och när vi rekommenderar en extern granskning, står på sidan om smarta kontrakt.",
          en: "We build the smart contracts, the onboarding flow and the investor portal, with thorough testing. Every contract goes through our internal security review before deployment; the smart contracts page describes how it works and when we recommend an external audit.",
        },
      },
      {
        title: {
          sv: "Emission",
          en: "Issuance",
        },
        text: {
          sv: "Ni som emittent, eller den part med tillstånd som ni anlitar, registrerar och verifierar investerarna, tar emot teckningarna och ger ut tokens till godkända innehavare enligt de villkor som har beslutats. Vi levererar och driftsätter tekniken för det.",
          en: "You as the issuer, or the permitted party you engage, onboard and verify the investors, take the subscriptions and issue tokens to approved holders on the terms that have been decided. We deliver and deploy the technology for it.",
        },
      },
      {
        title: {
          sv: "Drift och vidareutveckling",
          en: "Administration and growth",
        },
        text: {
          sv: "Vi underhåller tekniken för den löpande administrationen – utdelningar, rapportering, ägarförändringar och, när strukturen tillåter det, handel i andra hand – medan ni eller registerföraren fattar besluten och för registret.",
          en: "We maintain the technology for the day-to-day running – distributions, reporting, changes of ownership and, where the structure allows it, secondary trading – while you or the registrar make the decisions and keep the register.",
        },
      },
    ],
  },
  technologies: {
    heading: {
      sv: "Verktyg vi föreslår för tokenisering",
      en: "Tools we propose for tokenisation",
    },
    intro: {
      sv: "Öppna standarder för behörighetsstyrda tokens och beprövade verktyg för identitet, förvaring och integration.",
      en: "Open standards for permissioned tokens, and proven tools for identity, custody and integration.",
    },
    groups: [
      {
        name: {
          sv: "Tokenstandarder",
          en: "Token standards",
        },
        items: names("ERC-20", "ERC-721", "ERC-1155", "ERC-1400", "ERC-3643"),
      },
      {
        name: {
          sv: "Nätverk",
          en: "Blockchains",
        },
        items: names("Ethereum", "Polygon", "Arbitrum"),
      },
      {
        name: {
          sv: "Identitet och efterlevnad",
          en: "Identity and compliance",
        },
        items: [
          {
            sv: "ONCHAINID",
            en: "ONCHAINID",
          },
          {
            sv: "KYC/AML-integrationer",
            en: "KYC/AML integrations",
          },
          {
            sv: "BankID",
            en: "BankID",
          },
        ],
      },
      {
        name: {
          sv: "Förvaring och integration",
          en: "Custody and integration",
        },
        items: [
          ...names("Safe", "WalletConnect"),
          {
            sv: "REST-API:er",
            en: "REST APIs",
          },
        ],
      },
    ],
  },
  cta: {
    heading: {
      sv: "Funderar ni på att tokenisera en tillgång eller fond?",
      en: "Exploring tokenisation for an asset or a fund?",
    },
    text: {
      sv: "I ett första samtal går vi igenom tillgången, era mål och de regelfrågor som behöver redas ut tidigt, och skissar på vad en förstudie skulle omfatta. Förstudien får ni en egen offert på, så att ni vet vad den kostar innan den börjar.",
      en: "In a first call we go through the asset, your goals and the regulatory questions to settle early, and outline what a discovery phase would cover. You receive a separate quote for the discovery phase, so you know what it costs before it starts.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
