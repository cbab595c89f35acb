// Copy of the OTC introduction page (/otc), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { OtcContent } from "~/content/types";
import { PHONE_AND_EMAIL_LABELS } from "~/content/shared-words";

/** The otc as its content document holds it: every text in both languages, facts as references. */
export const otcDocument: Localize<OtcContent> = {
  meta: {
    title: {
      sv: "OTC-introduktioner",
      en: "OTC introductions",
    },
    description: {
      sv: "Vi introducerar fonder, family offices och stiftelser för {{fact:otcNetwork}}, inom EU/EES bara deskar med MiCA-tillstånd. Ingen mäkling, rådgivning eller förvaring.",
      en: "Introductions to {{fact:otcNetwork}} for funds, family offices and foundations, in the EU/EEA only to MiCA-authorised desks. No brokerage, advice or custody.",
    },
    keywords: [
      {
        sv: "OTC-handel",
        en: "OTC trading",
      },
      {
        sv: "OTC-desk",
        en: "OTC desk",
      },
      {
        sv: "institutionell kryptohandel",
        en: "institutional crypto trading",
      },
      {
        sv: "introduktionstjänst",
        en: "introduction service",
      },
      ...names("bitcoin OTC", "stablecoins", "family office"),
      {
        sv: "kryptolikviditet",
        en: "crypto liquidity",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "OTC-nätverk",
      en: "OTC network",
    },
    title: {
      sv: "Introduktioner från ett nätverk av {{fact:otcNetwork}}",
      en: "Introductions from a network of {{fact:otcNetwork}}",
    },
    subtitle: {
      sv: "Vi introducerar institutionella aktörer – fonder, family offices, företagens finansavdelningar och stiftelser – för OTC-deskar i vårt nätverk. Finns er organisation inom EU/EES introducerar vi er bara för de deskar som finns i Esmas register över leverantörer med tillstånd enligt MiCA, inte för hela nätverket. Det är endast en introduktion: vi genomför inga affärer, förvarar inga tillgångar och ger ingen rådgivning. Ni väljer vilka deskar ni vill möta; vi ordnar introduktionen.",
      en: "We introduce institutional clients – funds, family offices, corporate treasuries and foundations – to OTC desks in our network. If your organisation is based in the EU/EEA, we introduce you only to the desks listed in ESMA’s register of providers authorised under MiCA, not to the whole network. It is an introduction only: we execute no trades, hold no assets and give no advice. You choose which desks you meet; we arrange the introduction.",
    },
    badges: [
      {
        sv: "{{fact:otcNetwork}}",
        en: "{{fact:otcNetwork}}",
      },
      {
        sv: "Endast introduktion",
        en: "Introduction only",
      },
      {
        sv: "Diskret",
        en: "Discreet",
      },
    ],
    cta: {
      sv: "Begär en introduktion",
      en: "Request an introduction",
    },
  },
  features: {
    heading: {
      sv: "Vad ni får genom oss",
      en: "What you get from us",
    },
    intro: {
      sv: "Att hitta motparter för en stor kryptotransaktion tar tid och kräver kontakter. Kontakterna har vi redan.",
      en: "Finding counterparties for a large crypto transaction takes time and requires contacts. We already have them.",
    },
    items: [
      {
        icon: "globe",
        title: {
          sv: "Nätverket",
          en: "The network",
        },
        text: {
          sv: "Vårt nätverk omfattar {{fact:otcNetwork}} i Europa, Nordamerika, Asien och Mellanöstern. Hur många av dem ni kan introduceras för beror på era kriterier och på var er organisation finns.",
          en: "Our network covers {{fact:otcNetwork}} in Europe, North America, Asia and the Middle East. How many of them you can be introduced to depends on your criteria and on where your organisation is based.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Deskar utifrån er jurisdiktion",
          en: "Desks matched to your jurisdiction",
        },
        text: {
          sv: "Vilka deskar vi kan föreslå beror på var er organisation finns. Under ”Viktig information” nedan står vad vi kontrollerar och vad ni själva behöver kontrollera.",
          en: "Which desks we can put forward depends on where your organisation is based. “Important information” below sets out what we check and what you need to check yourself.",
        },
      },
      {
        icon: "handshake",
        title: {
          sv: "Relationer",
          en: "Relationships",
        },
        text: {
          sv: "Vi har en namngiven kontaktperson på varje desk i nätverket. När ni har godkänt en desk går introduktionen direkt till någon där som kan fatta beslut.",
          en: "We have a named contact at every desk in the network. Once you approve a desk, the introduction goes straight to someone there who can make decisions.",
        },
      },
      {
        icon: "briefcase",
        title: {
          sv: "Stora affärer",
          en: "Large deals",
        },
        text: {
          sv: "Nätverket är byggt för transaktioner från {{fact:otcMinimum}} och uppåt, både enstaka affärer och löpande handel. Deskarna hanterar också volymer som på en kryptobörs kan påverka priset.",
          en: "The network is built for transactions from {{fact:otcMinimum}} upwards, both one-off trades and ongoing flows. The desks also handle volumes that could move the price on a crypto exchange.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "En enkel process",
          en: "A simple process",
        },
        text: {
          sv: "Ni skickar en förfrågan och får utan kostnad veta hur många deskar i nätverket som uppfyller era kriterier. Ni godkänner de deskar ni vill möta, och arvodet avtalar vi innan vi kontaktar någon desk.",
          en: "Send us a request and we will tell you, free of charge, how many desks in the network meet your criteria. You approve the desks you want to meet, and we agree the fee before we contact any desk.",
        },
      },
      {
        icon: "eye",
        title: {
          sv: "Transparens",
          en: "Transparency",
        },
        text: {
          sv: "Vi har ingen del i prissättningen mellan er och desken. Hur vi tar fram deskar, och vad vi inte gör, står under ”Viktig information” nedan.",
          en: "We play no part in the pricing between you and the desk. How we select desks, and what we do not do, is set out under “Important information” below.",
        },
      },
    ],
  },
  network: {
    heading: {
      sv: "Ett nätverk byggt för institutioner",
      en: "A network built for institutions",
    },
    intro: {
      sv: "Vi samlar kontakterna till deskarna på ett ställe, så att ni slipper leta motparter på egen hand och kan lägga tiden på själva affären.",
      en: "We bring our contacts at the desks together in one place, so you don’t have to search for counterparties on your own and can spend your time on the deal itself.",
    },
    benefits: [
      {
        title: {
          sv: "Era kriterier från början",
          en: "Your criteria from the start",
        },
        text: {
          sv: "Ni beskriver affären en gång, i förfrågan nedan. Vi tar bara fram deskar som uppfyller det ni har angett, och valet gör ni.",
          en: "You describe the deal once, in the request below. We put forward only desks that meet what you have set out, and the choice is yours.",
        },
      },
      {
        title: {
          sv: "Diskretion",
          en: "Discretion",
        },
        text: {
          sv: "Vi delar er förfrågan bara med de deskar ni godkänner, och bara de uppgifter introduktionen kräver.",
          en: "We share your request only with the desks you approve, and only the details the introduction needs.",
        },
      },
      {
        title: {
          sv: "Jämför flera motparter",
          en: "Compare several counterparties",
        },
        text: {
          sv: "Ni kan introduceras för mer än en desk och själva jämföra villkor, avveckling och service.",
          en: "You can be introduced to more than one desk and compare their terms, settlement and service.",
        },
      },
      {
        title: {
          sv: "Mindre tid på att leta",
          en: "Less time searching",
        },
        text: {
          sv: "I stället för att själva ringa runt i veckor får ni en personlig introduktion till en kontaktperson på varje desk ni väljer.",
          en: "Instead of spending weeks calling round, you get a personal introduction to a contact at each desk you choose.",
        },
      },
      {
        title: {
          sv: "Ni behåller kontrollen",
          en: "You stay in control",
        },
        text: {
          sv: "Avtal, villkor och avveckling förhandlar ni direkt med desken.",
          en: "You negotiate agreements, terms and settlement directly with the desk.",
        },
      },
    ],
    stats: [
      {
        value: {
          sv: "TOP 30",
          en: "TOP 30",
        },
        label: {
          sv: "OTC-deskar i vårt nätverk, med en namngiven kontakt hos var och en (antalet är ingen rankning)",
          en: "OTC desks in our network, each with a named contact (a count, not a ranking)",
        },
      },
      {
        value: {
          sv: "100%",
          en: "100%",
        },
        label: {
          sv: "ren introduktion: vi genomför inga affärer och förvarar inga tillgångar",
          en: "introduction only: we execute no trades and hold no assets",
        },
      },
      {
        value: {
          sv: "24/7",
          en: "24/7",
        },
        label: {
          sv: "förfrågningar tas emot dygnet runt, alla dagar – vi svarar {{fact:reply}}",
          en: "requests received around the clock, every day – we reply {{fact:reply}}",
        },
      },
    ],
  },
  request: {
    heading: {
      sv: "Begär en introduktion",
      en: "Request an introduction",
    },
    intro: {
      sv: "Beskriv kort vad ni vill göra. Vi går igenom förfrågan, tar fram deskar som uppfyller era kriterier och introducerar er för dem ni väljer. Vi återkommer {{fact:reply}} med nästa steg.",
      en: "Briefly describe what you want to do. We review your request, put forward desks that meet your criteria and introduce you to the ones you choose. We will get back to you {{fact:reply}} with the next steps.",
    },
    disclaimerTitle: {
      sv: "Viktig information",
      en: "Important information",
    },
    disclaimer: {
      sv: "Nordlegend erbjuder endast introduktioner mellan parter. Vi är inte {{fact:notA}}, vi förvarar inga tillgångar och vi ger ingen investeringsrådgivning eller annan finansiell rådgivning. Tjänsten är till för företag och institutioner, inte för privatpersoner.\n\nVi ger inga personliga rekommendationer. Vi tar fram de deskar i nätverket som uppfyller de kriterier ni själva anger – tillgång, storlek, frekvens och jurisdiktion – och valet av desk gör ni. Vi ger ingen rådgivning om kryptotillgångar eller kryptotillgångstjänster, vi tar varken emot eller vidarebefordrar order, och vi genomför inga affärer. Enligt vår bedömning kräver verksamheten därför inget tillstånd enligt MiCA, och vi har inte heller något sådant tillstånd. Era uppgifter lämnas bara till de deskar ni har godkänt. För kunder inom EU/EES tar vi bara fram deskar som finns i Esmas register över leverantörer av kryptotillgångstjänster med tillstånd enligt MiCA; det är den enda kontroll av deskarna vi gör. Deskar utanför EU/EES tar vi bara fram för kunder utanför EU/EES. Integritetspolicyn beskriver vilka uppgifter som då lämnas ut till en desk utanför EU/EES, med vilket rättsligt stöd och med vilka skyddsåtgärder.\n\nVarje desk i nätverket har uppgett för oss att den har dokumenterade KYC/AML-rutiner och från vilka jurisdiktioner den får ta emot kunder. Utöver att kontrollera att desken finns i Esmas register (för kunder inom EU/EES) gör vi ingen egen prövning av deskarna enligt MiCA eller penningtvättsreglerna. Varje desk ansvarar för att ha de tillstånd som krävs i er jurisdiktion, så kontrollera alltid deskens tillstånd innan ni ingår avtal med den. Varje part ansvarar för sin egen due diligence och genomför KYC/AML-kontroller direkt med desken. Vi lämnar inga löften om priser, avgifter eller villkor, som alltid avtalas direkt mellan er och desken.\n\n{{fact:otcFee}}",
      en: "Nordlegend provides introductions between parties only. We are not {{fact:notA}}; we hold no assets and we do not give investment or other financial advice. The service is for companies and institutions, not for private individuals.\n\nWe make no personal recommendations. We put forward the desks in the network that meet the criteria you set – asset, size, frequency and jurisdiction – and you choose the desk. We give no advice on crypto-assets or crypto-asset services, we neither receive nor transmit orders, and we execute no trades. In our assessment this activity therefore requires no authorisation under MiCA, and we hold no such authorisation. Your details go only to the desks you have approved. For clients based in the EU/EEA we only put forward desks listed in ESMA’s register of crypto-asset service providers authorised under MiCA; that is the only check of the desks we make. We put forward desks outside the EU/EEA only to clients outside the EU/EEA. Our privacy policy describes what is then shared with a desk outside the EU/EEA, on what legal basis and with what safeguards.\n\nEvery desk in the network has told us that it has documented KYC/AML procedures and which jurisdictions it may accept clients from. Beyond checking that a desk is listed in ESMA’s register (for clients based in the EU/EEA), we do not ourselves assess the desks under MiCA or anti-money-laundering rules. Each desk is responsible for holding the authorisations your jurisdiction requires, so always verify a desk’s authorisations before you sign anything with it. Each party is responsible for its own due diligence and completes KYC/AML checks directly with the desk. We make no promises about prices, fees or terms, which are always agreed directly between you and the desk.\n\n{{fact:otcFee}}",
    },
  },
  contact: {
    heading: {
      sv: "Vill ni hellre prata?",
      en: "Prefer to talk?",
    },
    text: {
      sv: "Ring oss eller skicka e-post, så berättar vi mer om hur en introduktion går till. Alla samtal behandlas konfidentiellt.",
      en: "Call or email us and we’ll explain how an introduction works. All conversations are treated in confidence.",
    },
    ...PHONE_AND_EMAIL_LABELS,
  },
  team: {
    heading: {
      sv: "OTC-teamet",
      en: "The OTC team",
    },
    intro: {
      sv: "Två av våra åtta medarbetare ansvarar för nätverket och för varje introduktion.",
      en: "Two of our eight people run the network and every introduction.",
    },
    members: [
      {
        name: {
          sv: "Henrik Wallin",
          en: "Henrik Wallin",
        },
        role: {
          sv: "Ansvarig för OTC-introduktioner",
          en: "Head of OTC Introductions",
        },
        description: {
          sv: "Henrik ansvarar för introduktionerna och för att varje förfrågan stäms av mot kundens kriterier.",
          en: "Henrik runs the introductions and makes sure every request is checked against the client’s criteria.",
        },
      },
      {
        name: {
          sv: "Camilla Öberg",
          en: "Camilla Öberg",
        },
        role: {
          sv: "Ansvarig för deskrelationer",
          en: "Head of Desk Relations",
        },
        description: {
          sv: "Camilla håller i relationerna med deskarna och följer hur likviditet och villkor utvecklas på marknaden.",
          en: "Camilla manages the relationships with the desks and follows how liquidity and terms develop across the market.",
        },
      },
    ],
  },
};

export const otc: Localized<OtcContent> = /* @__PURE__ */ bothLanguages<OtcContent>(otcDocument);
