// Copy of the DeFi staking service page (/services/defi-staking), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "DeFi-staking",
      description:
        "DeFi-staking med säkerheten först: stakingplattformar, pooler för flera tillgångar, likviditetsverktyg och staking för stiftelser, med tydlig riskrapportering.",
      keywords: [
        "DeFi-staking",
        "stakingplattform",
        "staking för stiftelser",
        "likviditetspooler",
        "regelstyrd omallokering",
        "decentraliserad finans",
        "MiCA",
      ],
    },
    hero: {
      eyebrow: "Decentraliserad finans",
      title: "DeFi-staking med säkerhet, transparens och kontroll",
      subtitle:
        "Vi utformar och bygger stakingplattformar, likviditetspooler och belöningssystem för tokenprojekt, företag och stiftelser – med smarta kontrakt som går igenom vår interna säkerhetsgranskning, tydlig riskrapportering och en styrning som passar er organisation.",
      primaryCta: "Starta ert projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `En stakingplattform: ${facts.sv.timeline.smartContractComplex}; en extern granskning kommer utöver`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är DeFi-staking?",
      paragraphs: [
        "Staking innebär att man låser digitala tillgångar för att bidra till säkerheten i ett blockchainnätverk som bygger på proof of stake, eller för att tillhandahålla en tjänst i ett protokoll för decentraliserad finans (DeFi), och får belöningar i gengäld. Belöningarna kommer från nyutgivning i nätverket, transaktionsavgifter eller protokollets intäkter och betalas ut av smarta kontrakt enligt regler som vem som helst kan granska.",
        "För tokenprojekt är staking ett sätt att belöna långsiktiga innehavare och stärka ett nätverk. För företag och stiftelser med digitala tillgångar i balansräkningen kan det vara ett sätt att låta vilande innehav arbeta – under förutsättning att riskerna är förstådda och att upplägget ryms inom organisationens placeringspolicy. Belöningar är aldrig garanterade: de varierar med förhållandena i nätverket och kan sjunka, och värdet på de underliggande tillgångarna kan falla kraftigt.",
        "Vi är en teknikpartner, inte en kapitalförvaltare eller finansiell rådgivare. Vi bygger plattformar, kontrakt och rapportering, och vi är öppna med riskerna: sårbarheter i smarta kontrakt, slashing, kurssvängningar, likviditet och förändrade regler. Enligt EU:s MiCA-förordning kan det krävas tillstånd för att erbjuda kryptotillgångstjänster åt andra. Därför arbetar vi tillsammans med era juridiska rådgivare, så att de har bedömt att modellen är tillåten innan ni lanserar den.",
      ],
    },
    benefits: {
      heading: "Fördelar med en genomtänkt stakinglösning",
      intro: "Så skiljer sig ett genomtänkt upplägg från att använda tredjepartsplattformar utan tydlig struktur.",
      items: [
        {
          icon: "eye",
          title: "Transparenta regler",
          text: "Bindningstider, belöningsformler och avgifter skrivs in i smarta kontrakt med publicerad och verifierad källkod, så att deltagarna kan se exakt hur belöningarna beräknas.",
        },
        {
          icon: "clock",
          title: "Automatiserade utbetalningar",
          text: "Belöningar räknas ut och fördelas av koden enligt ett fast schema, utan manuella kalkylark; beräkningarna är testade och kan granskas.",
        },
        {
          icon: "wallet",
          title: "Ni behåller kontrollen",
          text: "Lösningar där ni själva håller nycklarna, ofta i multisignaturplånböcker, gör att era tillgångar aldrig lämnas över till oss; vilka protokoll och validatorer de exponeras mot beslutar ni. Er organisation bestämmer vem som får signera vad.",
        },
        {
          icon: "shield",
          title: "Säkerhet i varje lager",
          text: "Kontrakt som gått igenom vår interna säkerhetsgranskning, testade gränsvärden, pausfunktioner och övervakning i realtid minskar den tekniska risken – även om inget smart kontrakt kan göras helt riskfritt.",
        },
        {
          icon: "chart",
          title: "Rapportering anpassad för revision",
          text: "Positioner, belöningar och avgifter redovisas i ett format som er ekonomiavdelning och revisor kan arbeta med, inklusive underlag för skatt och bokslut.",
        },
        {
          icon: "leaf",
          title: "Energieffektivt",
          text: "Nätverk som bygger på proof of stake förbrukar en bråkdel av den energi som proof of work-utvinning kräver, vilket gör staking lättare att förena med hållbarhetsmål.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom DeFi-staking",
      intro:
        "Sex tjänster som kan kombineras beroende på om ni lanserar en token, förvaltar egna tillgångar eller driver en stiftelse.",
      items: [
        {
          icon: "cube",
          title: "Skräddarsydda stakingplattformar",
          text: "Stakingkontrakt och webbgränssnitt för er token, med valbara bindningstider, belöningsscheman och översikter – byggda på öppen källkod som andra har låtit granska externt, och i er egen grafiska profil. Er plattform behöver en egen granskning.",
        },
        {
          icon: "layers",
          title: "Pooler för flera tillgångar",
          text: "Pooler som tar emot flera tokens, med separata belöningsnivåer och prisdata från tillförlitliga orakel, och tak per tillgång enligt er egen placeringspolicy.",
        },
        {
          icon: "coins",
          title: "Likviditetsverktyg – ni behåller tillgångarna",
          text: "Kontrakt och verktyg för att tillföra och hantera likviditet på decentraliserade handelsplatser, så att en ny token går att köpa och sälja där. Startpriset i poolen följer av de insättningar ni beslutar om. Vi handlar inte själva, sätter inga priser och ger inga råd om dem. Hur tillförseln förhåller sig till MiCA:s regler om marknadsmissbruk bedömer era jurister. Er organisation behåller kontrollen över tillgångarna och får löpande rapporter om risken för tillfälliga förluster (impermanent loss).",
        },
        {
          icon: "gauge",
          title: "Regelstyrd omallokering – ni beslutar och signerar",
          text: "Verktyg som räknar fram vilka omfördelningar era egna regler kräver – mellan protokoll som ni har godkänt, med belöningsnivå, riskgränser, kostnader och likviditetsbehov som ni har satt – och genomför dem först när ni har signerat. Reglerna och besluten är era; vi ger inga placeringsrekommendationer och lovar ingen viss avkastning.",
        },
        {
          icon: "building",
          title: "Staking för stiftelser",
          text: "Försiktiga upplägg för stiftelser och ideella organisationer: anpassning till placeringspolicyn, godkännanden via multisignatur av styrelseledamöter, riskgränser och rapportering anpassad för styrelsemöten och årsredovisning.",
        },
        {
          icon: "book",
          title: "Utbildning och introduktion",
          text: "Workshoppar för styrelser, ekonomifunktioner och användare om hur staking fungerar, vilka riskerna är och hur nycklar och plånböcker hanteras säkert – så att besluten fattas på ett välgrundat underlag.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Etablerade nätverk, beprövade standarder och verktyg för övervakning och säker förvaring.",
      groups: [
        { name: "Nätverk", items: ["Ethereum", "Polygon", "Arbitrum"] },
        { name: "Smarta kontrakt", items: ["Solidity", "ERC-4626", "OpenZeppelin", "Foundry"] },
        { name: "Orakel och data", items: ["Chainlink", "The Graph", "Dune"] },
        { name: "Säkerhet och förvaring", items: ["Safe", "Tenderly", "Slither", "Hårdvaruplånböcker"] },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Staking för en stiftelse. Resultatet avser administration, inte avkastning. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Staking för en stiftelse i Göteborg",
          sector: "Ideell sektor",
          text: "Styrelsen för en stiftelse i Göteborg ville använda en liten, avgränsad del av stiftelsens digitala tillgångar inom ramen för placeringspolicyn. I lösningen håller stiftelsen själv nycklarna och varje transaktion kräver underskrift av tre styrelseledamöter, med kvartalsrapporter som förbereds automatiskt. Enligt kansliets egen tidredovisning tog varje kvartalsrapport tre arbetsdagar före omläggningen och en arbetsdag under de två första kvartalen efter den.",
          result: { value: "67 %", label: "mindre tid för kvartalsrapporteringen" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Vilken avkastning kan vi räkna med?",
          answer:
            "Vi lovar ingen avkastning, och ni bör vara försiktiga med den som gör det. Belöningarna beror på nätverket, protokollet och marknadsläget, de förändras över tid och värdet på tillgångarna i staking kan sjunka mer än vad belöningarna ger. Det vi levererar är ett transparent upplägg där ni ser exakt varifrån belöningarna kommer och vilka riskerna är.",
        },
        {
          question: "Vilka är de största riskerna?",
          answer: `De viktigaste är risker i smarta kontrakt (buggar eller attacker), slashing om en validator bryter mot nätverkets regler, kurssvängningar, likviditetsrisk under bindnings- och uttagsperioder samt förändrade regler. Vi minskar de tekniska riskerna med gränsvärden, övervakning och pausfunktioner, men de går inte att eliminera helt. ${facts.sv.audit.internal} ${facts.sv.audit.external} Varje upplägg levereras med en skriftlig riskbeskrivning som ni kan ta med till styrelsen.`,
        },
        {
          question: "Hur påverkar MiCA staking?",
          answer:
            "MiCA är EU:s förordning om kryptotillgångar och leverantörer av kryptotillgångstjänster. Om den berör er beror på upplägget: att använda egna tillgångar till staking bedöms annorlunda än att erbjuda staking eller förvaring åt kunder, vilket kan kräva tillstånd. Vi utformar den tekniska lösningen efter den modell som era juridiska rådgivare godkänner och följer vägledningen från Finansinspektionen och EU:s tillsynsmyndigheter.",
        },
        {
          question: "Kan en stiftelse använda staking?",
          answer:
            "Ja, om stiftelsens stadgar och placeringspolicy tillåter det och styrelsen har fattat ett välgrundat beslut. Vi hjälper till med det underlag styrelsen behöver: hur staking fungerar, riskgränser, vem som signerar transaktioner och hur resultatet rapporteras. Vi rekommenderar att börja med en liten, tydligt avgränsad del av de digitala tillgångarna.",
        },
        {
          question: "Hur lång tid tar det, och vem förvarar tillgångarna?",
          answer: `En stakingplattform är ett komplext system av smarta kontrakt och tar normalt ${facts.sv.timeline.smartContractComplex} inklusive testning och vår interna säkerhetsgranskning; att anpassa ett befintligt upplägg går snabbare. ${facts.sv.audit.timing} Tillgångarna ligger hela tiden i plånböcker som ni själva kontrollerar. Ni äger också koden, kontrakten och dokumentationen som vi levererar.`,
        },
      ],
    },
    cta: {
      heading: "Funderar ni på staking för ert projekt eller er organisation?",
      text: `Boka en kostnadsfri konsultation. Vi går igenom vad ni vill uppnå och ger en nykter bild av vilka tekniska upplägg som är möjliga, vad de kräver och vilka risker de bär. Beslutet om placeringen fattar ni, med era rådgivare. Vi svarar ${facts.sv.reply}.`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "DeFi staking",
      description:
        "DeFi staking built security first: custom staking platforms, multi-asset pools, liquidity tools and staking for foundations, with clear risk reporting.",
      keywords: [
        "DeFi staking",
        "staking platform",
        "staking for foundations",
        "liquidity pools",
        "rule-based reallocation",
        "decentralised finance",
        "MiCA",
      ],
    },
    hero: {
      eyebrow: "Decentralised finance",
      title: "DeFi staking with security, transparency and control",
      subtitle:
        "We design and build staking platforms, liquidity pools and reward systems for token projects, companies and foundations, with smart contracts that pass our internal security review, clear risk reporting and governance that fits your organisation.",
      primaryCta: "Start your project",
      secondaryCta: "Learn More",
      typical: {
        duration: `A staking platform: ${facts.en.timeline.smartContractComplex}; an external audit comes on top`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is DeFi staking?",
      paragraphs: [
        "Staking means locking digital assets to help secure a proof-of-stake blockchain, or to provide a service in a decentralised finance (DeFi) protocol, and receiving rewards in return. The rewards come from network issuance, transaction fees or protocol income, and they are paid out by smart contracts according to rules that anyone can inspect.",
        "For token projects, staking is a way to reward long-term holders and strengthen a network. For companies and foundations with digital assets on the balance sheet, it can be a way to put idle holdings to work, provided the risks are understood and the setup fits the organisation’s investment policy. Rewards are never guaranteed: they vary with network conditions and can fall, and the value of the underlying assets can drop sharply.",
        "We are a technology partner, not an asset manager or financial adviser. We build the platforms, contracts and reporting, and we are open about the risks: smart-contract vulnerabilities, slashing, price volatility, liquidity and regulatory change. Under the EU’s MiCA regulation, providing crypto-asset services to others can require authorisation. We therefore work alongside your legal advisers, so that they have confirmed the model is permitted before you launch it.",
      ],
    },
    benefits: {
      heading: "Benefits of a well-designed staking solution",
      intro: "What a carefully designed setup gives you, compared with using third-party platforms without a clear structure.",
      items: [
        {
          icon: "eye",
          title: "Transparent rules",
          text: "Lock-up periods, reward formulas and fees are written into smart contracts with published, verified source code, so participants can see exactly how rewards are calculated.",
        },
        {
          icon: "clock",
          title: "Automated payouts",
          text: "Rewards are calculated and distributed by code on a fixed schedule, without manual spreadsheets; the calculations are tested and can be reviewed.",
        },
        {
          icon: "wallet",
          title: "You stay in control",
          text: "Setups where you hold the keys yourselves, often in multisig wallets, mean your assets are never handed over to us; you decide which protocols and validators they are exposed to. Your organisation decides who can sign what.",
        },
        {
          icon: "shield",
          title: "Security at every layer",
          text: "Contracts that have passed our internal security review, tested limits, pause functions and real-time monitoring reduce the technical risk, although no smart contract can be made entirely risk-free.",
        },
        {
          icon: "chart",
          title: "Reporting tailored for audit",
          text: "Positions, rewards and fees are reported in a format your finance team and auditors can work with, including supporting data for tax and year-end accounts.",
        },
        {
          icon: "leaf",
          title: "Energy efficient",
          text: "Proof-of-stake networks use a small fraction of the energy that proof-of-work mining requires, which makes staking easier to reconcile with sustainability goals.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our DeFi staking services",
      intro:
        "Six services that can be combined, depending on whether you are launching a token, managing your own assets or running a foundation.",
      items: [
        {
          icon: "cube",
          title: "Custom staking platforms",
          text: "Staking contracts and a web interface for your token, with selectable lock-up periods, reward schedules and dashboards, built on open-source components that others have had externally audited, and in your own branding. Your platform needs an audit of its own.",
        },
        {
          icon: "layers",
          title: "Multi-asset pools",
          text: "Pools that accept several tokens, with separate reward rates and price data from reliable oracles, and a cap on each asset in line with your own investment policy.",
        },
        {
          icon: "coins",
          title: "Liquidity tools – you keep the assets",
          text: "Contracts and tools for providing and managing liquidity on decentralised exchanges, so that a new token can be bought and sold there. The starting price in the pool follows from the deposits you decide on. We do not trade ourselves, set no prices and give no advice on them. Your lawyers assess how providing the liquidity fits MiCA’s rules on market abuse. Your organisation keeps control of the assets and receives ongoing reports on the risk of impermanent loss.",
        },
        {
          icon: "gauge",
          title: "Rule-based reallocation – you decide and sign",
          text: "Tools that work out which moves your own rules trigger – between protocols you have approved, with the reward rates, risk limits, costs and liquidity needs you have set – and carry them out only once you have signed. The rules and the decisions are yours; we give no investment recommendations and promise no particular return.",
        },
        {
          icon: "building",
          title: "Foundation-focused staking",
          text: "Conservative setups for foundations and non-profits: alignment with the investment policy, multisig approval by board members, risk limits, and reporting tailored to board meetings and the annual report.",
        },
        {
          icon: "book",
          title: "Education and onboarding",
          text: "Workshops for boards, finance teams and users on how staking works, what the risks are and how to handle keys and wallets safely, so that decisions are made on an informed basis.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "Established networks, proven standards, and tools for monitoring and secure custody.",
      groups: [
        { name: "Networks", items: ["Ethereum", "Polygon", "Arbitrum"] },
        { name: "Smart contracts", items: ["Solidity", "ERC-4626", "OpenZeppelin", "Foundry"] },
        { name: "Oracles and data", items: ["Chainlink", "The Graph", "Dune"] },
        { name: "Security and custody", items: ["Safe", "Tenderly", "Slither", "Hardware wallets"] },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `Staking for a foundation. The result concerns administration, not returns. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Staking for a foundation in Gothenburg",
          sector: "Non-profit",
          text: "The board of a foundation in Gothenburg wanted to stake a small, defined share of the foundation’s digital assets within its investment policy. In the solution the foundation holds its own keys and every transaction needs signatures from three board members, with quarterly reports prepared automatically. According to the foundation office’s own time records, each quarterly report took three working days before the change and one working day in the first two quarters after it.",
          result: { value: "67%", label: "less time spent on quarterly reporting" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "What returns can we expect?",
          answer:
            "We do not promise any returns, and you should be wary of anyone who does. Rewards depend on the network, the protocol and market conditions, they change over time, and the value of the staked assets can fall by more than the rewards bring in. What we deliver is a transparent setup where you can see exactly where rewards come from and what the risks are.",
        },
        {
          question: "What are the main risks?",
          answer: `The main ones are smart-contract risk (bugs or exploits), slashing if a validator breaks the network’s rules, price volatility, liquidity risk during lock-up and unbonding periods, and regulatory change. We reduce the technical risks with limits, monitoring and pause functions, but they cannot be eliminated entirely. ${facts.en.audit.internal} ${facts.en.audit.external} Every setup comes with a written risk description you can take to your board.`,
        },
        {
          question: "How does MiCA affect staking?",
          answer:
            "MiCA is the EU regulation on crypto-assets and crypto-asset service providers. Whether it affects you depends on the setup: staking your own assets is assessed differently from offering staking or custody to customers, which may require authorisation. We design the technical solution around the model your legal advisers approve, and we follow guidance from Finansinspektionen, the Swedish financial supervisor, and the EU supervisory authorities.",
        },
        {
          question: "Can a foundation use staking?",
          answer:
            "Yes, if the foundation’s statutes and investment policy allow it and the board has made an informed decision. We help with the material the board needs: how staking works, risk limits, who signs transactions and how results are reported. We recommend starting with a small, clearly defined share of the digital assets.",
        },
        {
          question: "How long does it take, and who holds the assets?",
          answer: `A staking platform is a complex smart-contract system and typically takes ${facts.en.timeline.smartContractComplex} including testing and our internal security review; adapting an existing setup is faster. ${facts.en.audit.timing} The assets stay in wallets that you control throughout. You also own the code, contracts and documentation we deliver.`,
        },
      ],
    },
    cta: {
      heading: "Considering staking for your project or organisation?",
      text: `Book a free consultation. We go through what you want to achieve and give you a sober picture of which technical setups are possible, what they require and what risks they carry. The investment decision is yours, taken with your advisers. We reply ${facts.en.reply}.`,
      button: "Book a free consultation",
    },
  },
};
