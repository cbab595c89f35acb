// Copy of the DeFi staking service page (/services/defi-staking), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, START_YOUR_PROJECT, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "DeFi-staking",
      en: "DeFi staking",
    },
    description: {
      sv: "DeFi-staking med säkerheten först: stakingplattformar, pooler för flera tillgångar, likviditetsverktyg och staking för stiftelser, med tydlig riskrapportering.",
      en: "DeFi staking built security first: custom staking platforms, multi-asset pools, liquidity tools and staking for foundations, with clear risk reporting.",
    },
    keywords: [
      {
        sv: "DeFi-staking",
        en: "DeFi staking",
      },
      {
        sv: "stakingplattform",
        en: "staking platform",
      },
      {
        sv: "staking för stiftelser",
        en: "staking for foundations",
      },
      {
        sv: "likviditetspooler",
        en: "liquidity pools",
      },
      {
        sv: "regelstyrd omfördelning",
        en: "rule-based reallocation",
      },
      {
        sv: "decentraliserad finans",
        en: "decentralised finance",
      },
      {
        sv: "MiCA",
        en: "MiCA",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Decentraliserad finans",
      en: "Decentralised finance",
    },
    title: {
      sv: "DeFi-staking med säkerhet, transparens och kontroll",
      en: "DeFi staking with security, transparency and control",
    },
    subtitle: {
      sv: "Vi utformar och bygger stakingplattformar, likviditetspooler och belöningssystem för tokenprojekt, företag och stiftelser – med testade smarta kontrakt, tydlig riskrapportering och en styrning som passar er organisation.",
      en: "We design and build staking platforms, liquidity pools and reward systems for token projects, companies and foundations, with tested smart contracts, clear risk reporting and governance that fits your organisation.",
    },
    primaryCta: START_YOUR_PROJECT,
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "En stakingplattform: {{fact:timeline.smartContractComplex}}; en extern granskning tillkommer",
        en: "A staking platform: {{fact:timeline.smartContractComplex}}; an external audit comes on top",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är DeFi-staking?",
      en: "What is DeFi staking?",
    },
    paragraphs: [
      {
        sv: "Staking innebär att man låser digitala tillgångar för att bidra till säkerheten i ett blockchainnätverk som bygger på proof of stake, eller för att tillhandahålla en tjänst i ett protokoll för decentraliserad finans (DeFi), och får belöningar i gengäld. Belöningarna kommer från nyutgivning i nätverket, transaktionsavgifter eller protokollets intäkter och betalas ut av smarta kontrakt enligt regler som vem som helst kan granska.",
        en: "Staking means locking digital assets to help secure a proof-of-stake blockchain, or to provide a service in a decentralised finance (DeFi) protocol, and receiving rewards in return. The rewards come from network issuance, transaction fees or protocol income, and they are paid out by smart contracts according to rules that anyone can inspect.",
      },
      {
        sv: "För tokenprojekt är staking ett sätt att belöna långsiktiga innehavare och stärka ett nätverk. För företag och stiftelser med digitala tillgångar i balansräkningen kan det vara ett sätt att låta vilande innehav arbeta – under förutsättning att riskerna är förstådda och att upplägget ryms inom organisationens placeringspolicy. Belöningar är aldrig garanterade: de varierar med förhållandena i nätverket och kan sjunka, och värdet på de underliggande tillgångarna kan falla kraftigt.",
        en: "For token projects, staking is a way to reward long-term holders and strengthen a network. For companies and foundations with digital assets on the balance sheet, it can be a way to put idle holdings to work, provided the risks are understood and the set-up fits the organisation’s investment policy. Rewards are never guaranteed: they vary with network conditions and can fall, and the value of the underlying assets can drop sharply.",
      },
      {
        sv: "Vi är en teknikpartner, inte en kapitalförvaltare eller finansiell rådgivare. Vi bygger plattformar, kontrakt och rapportering, och vi är öppna med riskerna: sårbarheter i smarta kontrakt, slashing, kurssvängningar, likviditet och förändrade regler. Enligt EU:s MiCA-förordning kan det krävas tillstånd för att erbjuda kryptotillgångstjänster åt andra. Därför arbetar vi tillsammans med era juridiska rådgivare, så att de har bedömt att modellen är tillåten innan ni lanserar den.",
        en: "We are a technology partner, not an asset manager or financial adviser. We build the platforms, contracts and reporting, and we are open about the risks: smart-contract vulnerabilities, slashing, price volatility, liquidity and regulatory change. Under the EU’s MiCA regulation, providing crypto-asset services to others can require authorisation. We therefore work alongside your legal advisers, so that they can confirm the model is permitted before you launch it.",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med en genomtänkt stakinglösning",
      en: "Benefits of a well-designed staking solution",
    },
    intro: {
      sv: "Så skiljer sig ett genomtänkt upplägg från att använda tredjepartsplattformar utan tydlig struktur.",
      en: "What a carefully designed set-up gives you, compared with using third-party platforms without a clear structure.",
    },
    items: [
      {
        icon: "eye",
        title: {
          sv: "Transparenta regler",
          en: "Transparent rules",
        },
        text: {
          sv: "Bindningstider, belöningsformler och avgifter skrivs in i smarta kontrakt med publicerad och verifierad källkod, så att deltagarna kan se exakt hur belöningarna beräknas.",
          en: "Lock-up periods, reward formulas and fees are written into smart contracts with published, verified source code, so participants can see exactly how rewards are calculated.",
        },
      },
      {
        icon: "clock",
        title: {
          sv: "Automatiserade utbetalningar",
          en: "Automated payouts",
        },
        text: {
          sv: "Belöningar räknas ut och fördelas av koden enligt ett fast schema, utan manuella kalkylark; beräkningarna är testade och kan granskas.",
          en: "Rewards are calculated and distributed by code on a fixed schedule, without manual spreadsheets; the calculations are tested and can be reviewed.",
        },
      },
      {
        icon: "wallet",
        title: {
          sv: "Ni behåller kontrollen",
          en: "You stay in control",
        },
        text: {
          sv: "Lösningar där ni själva håller nycklarna, ofta i multisignaturplånböcker, gör att era tillgångar aldrig lämnas över till oss; vilka protokoll och validatorer de exponeras mot beslutar ni. Er organisation bestämmer vem som får signera vad.",
          en: "Set-ups where you hold the keys yourselves, often in multisig wallets, mean your assets are never handed over to us; you decide which protocols and validators they are exposed to. Your organisation decides who can sign what.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Säkerhet i varje lager",
          en: "Security at every layer",
        },
        text: {
          sv: "Testade kontrakt och gränsvärden, pausfunktioner och övervakning i realtid minskar den tekniska risken – även om inget smart kontrakt kan göras helt riskfritt.",
          en: "Tested contracts and limits, pause functions and real-time monitoring reduce the technical risk, although no smart contract can be made entirely risk-free.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Rapportering anpassad för revision",
          en: "Reporting tailored for audit",
        },
        text: {
          sv: "Positioner, belöningar och avgifter redovisas i ett format som er ekonomiavdelning och revisor kan arbeta med, inklusive underlag för skatt och bokslut.",
          en: "Positions, rewards and fees are reported in a format your finance team and auditors can work with, including supporting data for tax and year-end accounts.",
        },
      },
      {
        icon: "leaf",
        title: {
          sv: "Energieffektivt",
          en: "Energy efficient",
        },
        text: {
          sv: "Nätverk som bygger på proof of stake förbrukar en bråkdel av den energi som proof of work-utvinning kräver, vilket gör staking lättare att förena med hållbarhetsmål.",
          en: "Proof-of-stake networks use a small fraction of the energy that proof-of-work mining requires, which makes staking easier to reconcile with sustainability goals.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom DeFi-staking",
      en: "Our DeFi staking services",
    },
    intro: {
      sv: "Sex tjänster som kan kombineras beroende på om ni lanserar en token, förvaltar egna tillgångar eller driver en stiftelse.",
      en: "Six services that can be combined, depending on whether you are launching a token, managing your own assets or running a foundation.",
    },
    items: [
      {
        icon: "cube",
        title: {
          sv: "Stakingplattformar för er token",
          en: "Custom staking platforms",
        },
        text: {
          sv: "Stakingkontrakt och webbgränssnitt i er egen grafiska profil, med valbara bindningstider, belöningsscheman och översikter – byggda på öppen källkod som redan har granskats externt. Er plattform behöver ändå en egen granskning.",
          en: "Staking contracts and a web interface in your own branding, with selectable lock-up periods, reward schedules and dashboards, built on open-source components that have already been externally audited. Your platform still needs an audit of its own.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "Pooler för flera tillgångar",
          en: "Multi-asset pools",
        },
        text: {
          sv: "Pooler som tar emot flera tokens, med separata belöningsnivåer och prisdata från tillförlitliga orakel, och tak per tillgång enligt er egen placeringspolicy.",
          en: "Pools that accept several tokens, with separate reward rates and price data from reliable oracles, and a cap on each asset in line with your own investment policy.",
        },
      },
      {
        icon: "coins",
        title: {
          sv: "Likviditetsverktyg – ni behåller tillgångarna",
          en: "Liquidity tools – you keep the assets",
        },
        text: {
          sv: "Kontrakt och verktyg för att tillföra och hantera likviditet på decentraliserade handelsplatser, så att en ny token går att köpa och sälja där. Startpriset i poolen följer av de insättningar ni beslutar om. Vi handlar inte själva, sätter inga priser och ger inga råd om dem. Hur tillförseln av likviditet förhåller sig till MiCA:s regler om marknadsmissbruk bedömer era jurister. Er organisation behåller kontrollen över tillgångarna och får löpande rapporter om risken för tillfälliga förluster (impermanent loss).",
          en: "Contracts and tools for providing and managing liquidity on decentralised exchanges, so that a new token can be bought and sold there. The starting price in the pool follows from the deposits you decide on. We do not trade ourselves, set no prices and give no advice on them. Your lawyers assess how providing the liquidity fits MiCA’s rules on market abuse. Your organisation keeps control of the assets and receives ongoing reports on the risk of impermanent loss.",
        },
      },
      {
        icon: "gauge",
        title: {
          sv: "Regelstyrd omfördelning – ni beslutar och signerar",
          en: "Rule-based reallocation – you decide and sign",
        },
        text: {
          sv: "Verktyg som räknar fram vilka omfördelningar era egna regler kräver – mellan protokoll som ni har godkänt, med belöningsnivå, riskgränser, kostnader och likviditetsbehov som ni har satt – och genomför dem först när ni har signerat. Reglerna och besluten är era; vi ger inga placeringsrekommendationer och lovar ingen viss avkastning.",
          en: "Tools that work out which moves your own rules trigger – between protocols you have approved, with the reward rates, risk limits, costs and liquidity needs you have set – and carry them out only once you have signed. The rules and the decisions are yours; we give no investment recommendations and promise no particular return.",
        },
      },
      {
        icon: "building",
        title: {
          sv: "Staking för stiftelser",
          en: "Foundation-focused staking",
        },
        text: {
          sv: "Försiktiga upplägg för stiftelser och ideella organisationer: anpassning till placeringspolicyn, godkännanden via multisignatur av styrelseledamöter, riskgränser och rapportering anpassad för styrelsemöten och årsredovisning.",
          en: "Conservative set-ups for foundations and non-profits: alignment with the investment policy, multisig approval by board members, risk limits, and reporting tailored to board meetings and the annual report.",
        },
      },
      {
        icon: "book",
        title: {
          sv: "Utbildning och introduktion",
          en: "Education and onboarding",
        },
        text: {
          sv: "Workshoppar för styrelser, ekonomifunktioner och användare om hur staking fungerar, vilka riskerna är och hur nycklar och plånböcker hanteras säkert – så att besluten fattas på ett välgrundat underlag.",
          en: "Workshops for boards, finance teams and users on how staking works, what the risks are and how to handle keys and wallets safely, so that decisions are made on an informed basis.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Etablerade nätverk, beprövade standarder och verktyg för övervakning och säker förvaring.",
      en: "Established networks, proven standards, and tools for monitoring and secure custody.",
    },
    groups: [
      {
        name: {
          sv: "Nätverk",
          en: "Networks",
        },
        items: names("Ethereum", "Polygon", "Arbitrum"),
      },
      {
        name: {
          sv: "Smarta kontrakt",
          en: "Smart contracts",
        },
        items: names("Solidity", "ERC-4626", "OpenZeppelin", "Foundry"),
      },
      {
        name: {
          sv: "Orakel och data",
          en: "Oracles and data",
        },
        items: names("Chainlink", "The Graph", "Dune"),
      },
      {
        name: {
          sv: "Säkerhet och förvaring",
          en: "Security and custody",
        },
        items: [
          ...names("Safe", "Tenderly", "Slither"),
          {
            sv: "Hårdvaruplånböcker",
            en: "Hardware wallets",
          },
        ],
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "Staking för en stiftelse som själv håller nycklarna, med nyckelhantering, underskrifter och kvartalsrapporter i drift. Siffran gäller administrationen, inte avkastningen. Uppdraget är ett annat än piloten Fjällstake på startsidan.",
      en: "Staking for a foundation that holds its own keys, with key management, signing and quarterly reporting in live use. The figure concerns administration, not returns. It is a separate engagement from the Fjällstake pilot on the home page.",
    },
    items: [
      {
        title: {
          sv: "Staking för en stiftelse i Göteborg",
          en: "Staking for a foundation in Gothenburg",
        },
        sector: {
          sv: "Ideell sektor",
          en: "Non-profit",
        },
        text: {
          sv: "Styrelsen för en stiftelse i Göteborg ville låta en liten, avgränsad del av stiftelsens digitala tillgångar ingå i staking inom ramen för placeringspolicyn. I lösningen håller stiftelsen själv nycklarna och varje transaktion kräver underskrift av tre styrelseledamöter, med kvartalsrapporter som förbereds automatiskt. Enligt kansliets egen tidredovisning tog varje kvartalsrapport tre arbetsdagar före omläggningen och en arbetsdag under de två första kvartalen efter den.",
          en: "The board of a foundation in Gothenburg wanted to stake a small, defined share of the foundation’s digital assets within its investment policy. The foundation holds its own keys and every transaction needs signatures from three board members, with quarterly reports prepared automatically. According to the foundation office’s own time records, each quarterly report took three working days before the change and one working day in the first two quarters after it.",
        },
        result: {
          value: {
            sv: "67 %",
            en: "67%",
          },
          label: {
            sv: "mindre tid för kvartalsrapporteringen",
            en: "less time spent on quarterly reporting",
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
          sv: "Vilken avkastning kan vi räkna med?",
          en: "What returns can we expect?",
        },
        answer: {
          sv: "Vi lovar ingen avkastning, och ni bör vara försiktiga med den som gör det. Belöningarna beror på nätverket, protokollet och marknadsläget, de förändras över tid och värdet på tillgångarna i staking kan sjunka mer än vad belöningarna ger. Det vi levererar är ett transparent upplägg där ni ser exakt varifrån belöningarna kommer och vilka riskerna är.",
          en: "We do not promise any returns, and you should be wary of anyone who does. Rewards depend on the network, the protocol and market conditions, they change over time, and the value of the staked assets can fall by more than the rewards bring in. What we deliver is a transparent set-up where you can see exactly where rewards come from and what the risks are.",
        },
      },
      {
        question: {
          sv: "Vilka är de största riskerna?",
          en: "What are the main risks?",
        },
        answer: {
          sv: "De viktigaste är risker i smarta kontrakt (buggar eller attacker), slashing om en validator bryter mot nätverkets regler, kurssvängningar, likviditetsrisk under bindnings- och uttagsperioder samt förändrade regler. Vi minskar de tekniska riskerna med gränsvärden, övervakning och pausfunktioner, men de går inte att eliminera helt. Alla kontrakt går igenom vår interna säkerhetsgranskning innan de driftsätts. Hur den går till, och när vi rekommenderar en extern granskning, står på sidan om smarta kontrakt. Varje upplägg levereras med en skriftlig riskbeskrivning som ni kan ta med till styrelsen.",
          en: "The main ones are smart-contract risk (bugs or exploits), slashing if a validator breaks the network’s rules, price volatility, liquidity risk during lock-up and unbonding periods, and regulatory change. We reduce the technical risks with limits, monitoring and pause functions, but they cannot be eliminated entirely. Every contract goes through our internal security review before deployment; the smart contracts page describes how it works and when we recommend an external audit. Every set-up comes with a written risk description you can take to your board.",
        },
      },
      {
        question: {
          sv: "Hur påverkar MiCA staking?",
          en: "How does MiCA affect staking?",
        },
        answer: {
          sv: "MiCA är EU:s förordning om kryptotillgångar och leverantörer av kryptotillgångstjänster. Om den berör er beror på upplägget: att använda egna tillgångar till staking bedöms annorlunda än att erbjuda staking eller förvaring åt kunder, vilket kan kräva tillstånd. Vi utformar den tekniska lösningen efter den modell som era juridiska rådgivare godkänner och följer vägledningen från Finansinspektionen och EU:s tillsynsmyndigheter.",
          en: "MiCA is the EU regulation on crypto-assets and crypto-asset service providers. Whether it affects you depends on the set-up: staking your own assets is assessed differently from offering staking or custody to customers, which may require authorisation. We design the technical solution around the model your legal advisers approve, and we follow guidance from Finansinspektionen, the Swedish financial supervisor, and the EU supervisory authorities.",
        },
      },
      {
        question: {
          sv: "Kan en stiftelse använda staking?",
          en: "Can a foundation use staking?",
        },
        answer: {
          sv: "Ja, om stiftelsens stadgar och placeringspolicy tillåter det och styrelsen har fattat ett välgrundat beslut. Vi hjälper till med det underlag styrelsen behöver: hur staking fungerar, riskgränser, vem som signerar transaktioner och hur resultatet rapporteras. Vi rekommenderar att stiftelsen börjar med en liten, tydligt avgränsad del av de digitala tillgångarna.",
          en: "Yes, if the foundation’s statutes and investment policy allow it and the board has made an informed decision. We help with the material the board needs: how staking works, risk limits, who signs transactions and how results are reported. We recommend that the foundation start with a small, clearly defined share of the digital assets.",
        },
      },
      {
        question: {
          sv: "Hur lång tid tar det, och vem förvarar tillgångarna?",
          en: "How long does it take, and who holds the assets?",
        },
        answer: {
          sv: "En stakingplattform är ett komplext system av smarta kontrakt och tar normalt {{fact:timeline.smartContractComplex}} inklusive testning och säkerhetsgranskning; att anpassa ett befintligt upplägg går snabbare. {{fact:audit.timing}} Tillgångarna ligger hela tiden i plånböcker som ni själva kontrollerar, och rättigheterna till koden, kontrakten och dokumentationen övergår till er enligt avtalet.",
          en: "A staking platform is a complex smart-contract system and typically takes {{fact:timeline.smartContractComplex}} including testing and security review; adapting an existing set-up is faster. {{fact:audit.timing}} The assets stay in wallets that you control throughout, and the rights to the code, the contracts and the documentation pass to you under the agreement.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Funderar ni på staking för ert projekt eller er organisation?",
      en: "Considering staking for your project or organisation?",
    },
    text: {
      sv: "I ett kostnadsfritt samtal går vi igenom vad ni vill uppnå och ger en nykter bild av vilka tekniska upplägg som är möjliga, vad de kräver och vilka risker de bär. Beslutet om placeringen fattar ni, med era rådgivare.",
      en: "In a free call we go through what you want to achieve and give you a sober picture of which technical set-ups are possible, what they require and what risks they carry. The investment decision is yours, taken with your advisers.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
