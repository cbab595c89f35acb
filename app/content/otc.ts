// Copy of the OTC introduction page (/otc), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { OtcContent } from "~/content/types";
import { facts } from "~/content/facts";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const otc: Localized<OtcContent> = {
  sv: {
    meta: {
      title: "OTC-introduktioner",
      description: `Vi introducerar fonder, family offices och stiftelser för ${facts.sv.otcNetwork}. Endast introduktion: ingen mäklare, ingen rådgivning, ingen förvaring.`,
      keywords: [
        "OTC-handel",
        "OTC-desk",
        "institutionell kryptohandel",
        "introduktionstjänst",
        "bitcoin OTC",
        "stablecoins",
        "family office",
        "kryptolikviditet",
      ],
    },
    hero: {
      eyebrow: "OTC-nätverk",
      title: `Introduktioner till ${facts.sv.otcNetwork}`,
      subtitle: `Vi introducerar institutionella aktörer – fonder, family offices, företagens finansavdelningar och stiftelser – för ${facts.sv.otcNetwork}. För kunder inom EU/EES tar vi bara fram deskar som finns i Esmas register över leverantörer med tillstånd enligt MiCA. Vi är inte ${facts.sv.notA} och hanterar aldrig själva affären. Ni väljer vilka deskar ni vill möta; vi ordnar introduktionen.`,
      badges: [facts.sv.otcNetwork, "Endast introduktion", "Diskret"],
      cta: "Begär en introduktion",
    },
    features: {
      heading: "Vad ni får genom oss",
      intro: "Att hitta motparter för en stor kryptotransaktion tar tid och kräver kontakter. Kontakterna har vi redan.",
      items: [
        {
          icon: "globe",
          title: "Nätverket",
          text: `Vårt nätverk omfattar ${facts.sv.otcNetwork}. Vilka av dem ni kan introduceras för beror på var ni finns: för kunder inom EU/EES tar vi bara fram de deskar som finns i Esmas register. Hur många av dem som uppfyller era kriterier får ni veta kostnadsfritt när ni har skickat en förfrågan.`,
        },
        {
          icon: "shield",
          title: "Kontrollera deskens tillstånd innan ni ingår avtal",
          text: `Nätverket består av deskar som har uppgett för oss att de har dokumenterade KYC/AML-rutiner, och från vilka jurisdiktioner de får ta emot kunder. Utöver att kontrollera att desken finns i Esmas register (för kunder inom EU/EES) gör vi ingen egen prövning av deskarna enligt MiCA eller penningtvättsreglerna. Varje desk ansvarar för att ha de tillstånd som krävs i er jurisdiktion, så kontrollera alltid deskens tillstånd själva innan ni ingår avtal. Under ”Viktig information” nedan ser ni vilka deskar vi kan föreslå beroende på var er organisation finns.`,
        },
        {
          icon: "handshake",
          title: "Relationer",
          text: "Vi har personliga kontakter på varje desk, inte bara en adresslista. När ni har godkänt en desk går introduktionen direkt till någon där som kan fatta beslut.",
        },
        {
          icon: "briefcase",
          title: "Stora affärer",
          text: `Nätverket är byggt för transaktioner från ${facts.sv.otcMinimum} och uppåt, både enstaka affärer och löpande handel. Deskarna hanterar volymer som på en vanlig börs ofta skulle påverka priset.`,
        },
        {
          icon: "cog",
          title: "En enkel process",
          text: "Ni skickar en förfrågan och får utan kostnad veta hur många deskar i nätverket som uppfyller era kriterier. Vill ni gå vidare avtalar vi skriftligt ett fast arvode innan vi kontaktar någon desk. Sedan introducerar vi er för de deskar ni godkänner – och bara dem.",
        },
        {
          icon: "eye",
          title: "Transparens",
          text: `${facts.sv.otcPosition} Vi har ingen del i prissättningen mellan er och desken.`,
        },
      ],
    },
    network: {
      heading: "Ett nätverk byggt för institutioner",
      intro: `Vi samlar kontakterna till ${facts.sv.otcNetwork} i Europa, Nordamerika, Asien och Mellanöstern på ett ställe, så att ni slipper leta på egen hand. Hur många av dem som uppfyller era kriterier, och för kunder inom EU/EES finns i Esmas register, får ni besked om kostnadsfritt efter en förfrågan.`,
      benefits: [
        {
          title: "Era kriterier från början",
          text: "Vi tar fram de deskar i nätverket som uppfyller de kriterier ni anger – tillgång, storlek, frekvens och jurisdiktion. Valet gör ni.",
        },
        {
          title: "Diskretion",
          text: "Vi delar er förfrågan bara med de deskar ni godkänner, och bara de uppgifter introduktionen kräver.",
        },
        {
          title: "Jämför flera motparter",
          text: "Ni kan introduceras för mer än en desk och själva jämföra villkor, avveckling och service.",
        },
        {
          title: "Mindre tid på att leta",
          text: "I stället för att själva ringa runt i veckor får ni en personlig introduktion till en kontaktperson på varje desk ni väljer.",
        },
        {
          title: "Ni behåller kontrollen",
          text: "Avtal, villkor och avveckling förhandlar ni direkt med desken. Vi lägger oss aldrig i affären.",
        },
      ],
      stats: facts.sv.otcStats,
    },
    request: {
      heading: "Begär en introduktion",
      intro: `Beskriv kort vad ni vill göra. Vi går igenom förfrågan, tar fram deskar som uppfyller era kriterier och introducerar er för dem ni väljer. Vi återkommer ${facts.sv.reply} med nästa steg. Tjänsten är till för företag och institutioner, inte för privatpersoner.`,
      disclaimerTitle: "Viktig information",
      disclaimer: `Nordlegend erbjuder endast introduktioner mellan parter. Vi är inte ${facts.sv.notA}, vi genomför inga affärer och förvarar inga tillgångar, och vi ger ingen investeringsrådgivning eller annan finansiell rådgivning. Tjänsten är inte avsedd för privatpersoner.\n\nVilka deskar vi tar fram avgörs av de kriterier ni anger, och valet av desk är ert. Era uppgifter lämnas bara till de deskar ni har godkänt. ${facts.sv.otcThirdCountry} Integritetspolicyn beskriver vilka uppgifter som då lämnas ut till en desk utanför EU/EES, med vilket rättsligt stöd och med vilka skyddsåtgärder.\n\nVarje desk ansvarar för att ha de tillstånd som krävs i er jurisdiktion. Utöver att kontrollera att desken finns i Esmas register (för kunder inom EU/EES) gör vi ingen egen prövning av deskarna enligt MiCA eller penningtvättsreglerna, så ni behöver själva kontrollera deskens tillstånd innan ni ingår avtal. Varje part ansvarar för sin egen due diligence och genomför KYC/AML-kontroller direkt med desken. Vi lämnar inga löften om priser, avgifter eller villkor, som alltid avtalas direkt mellan er och desken.\n\n${facts.sv.otcFee}`,
    },
    contact: {
      heading: "Vill ni hellre prata?",
      text: "Ring oss eller skicka e-post, så berättar vi mer om hur en introduktion går till. Alla samtal behandlas konfidentiellt.",
      phoneLabel: "Telefon",
      emailLabel: "E-post",
    },
    team: {
      heading: "OTC-teamet",
      intro: `${capitalise(facts.sv.team.otc)} av våra ${facts.sv.team.total} medarbetare ansvarar för nätverket och för varje introduktion: den ena med bakgrund från institutionell handel och avveckling, den andra från kryptomarknaden.`,
      members: [
        {
          name: "Henrik Wallin",
          role: "Ansvarig för OTC-introduktioner",
          description:
            "Henrik ansvarar för nätverket och för att varje förfrågan ställs mot kundens kriterier. Han har en bakgrund från institutionell handel och avveckling på nordiska banker.",
        },
        {
          name: "Camilla Öberg",
          role: "Ansvarig för deskrelationer",
          description:
            "Camilla håller i relationerna med deskarna och följer hur likviditet och villkor utvecklas på marknaden. Med sin erfarenhet av kryptomarknaden tar hon snabbt fram de deskar som uppfyller de kriterier kunden själv anger.",
        },
      ],
    },
  },
  en: {
    meta: {
      title: "OTC introductions",
      description: `We introduce funds, family offices and foundations to ${facts.en.otcNetwork}. Introductions only: no brokerage, no advice, no custody.`,
      keywords: [
        "OTC trading",
        "OTC desk",
        "institutional crypto trading",
        "introduction service",
        "bitcoin OTC",
        "stablecoins",
        "family office",
        "crypto liquidity",
      ],
    },
    hero: {
      eyebrow: "OTC network",
      title: `Introductions to ${facts.en.otcNetwork}`,
      subtitle: `We introduce institutional clients – funds, family offices, corporate treasuries and foundations – to ${facts.en.otcNetwork}. For clients inside the EU/EEA we put forward only desks listed in ESMA’s register of providers authorised under MiCA. We are not ${facts.en.notA} and never handle the trade itself. You choose which desks you meet; we arrange the introduction.`,
      badges: [facts.en.otcNetwork, "Introduction only", "Discreet"],
      cta: "Request an introduction",
    },
    features: {
      heading: "What you get by going through us",
      intro: "Finding counterparties for a large crypto transaction takes time and contacts. We already have the contacts.",
      items: [
        {
          icon: "globe",
          title: "The network",
          text: `Our network covers ${facts.en.otcNetwork}. Which of them you can be introduced to depends on where you are: for clients inside the EU/EEA we put forward only the desks listed in ESMA’s register. Once you send a request, we tell you free of charge how many of them meet your criteria.`,
        },
        {
          icon: "shield",
          title: "Licences: verify each desk’s authorisation before you sign",
          text: `The network is made up of desks that have told us they have documented KYC/AML procedures, and from which jurisdictions they may take on clients. Beyond checking that a desk is listed in ESMA’s register (for clients inside the EU/EEA), we do not ourselves assess the desks under MiCA or anti-money-laundering rules. Each desk is responsible for holding the permissions your jurisdiction requires, so always check a desk’s permissions yourselves before you enter into an agreement. Under “Important information” below you can see which desks we can put forward, depending on where your organisation is.`,
        },
        {
          icon: "handshake",
          title: "Relationships",
          text: "We have personal contacts at every desk, not just a mailing list. Once you approve a desk, the introduction goes straight to someone there who can make decisions.",
        },
        {
          icon: "briefcase",
          title: "Large deals",
          text: `The network is built for transactions from ${facts.en.otcMinimum} upwards, both one-off trades and ongoing flows. The desks handle volumes that would often move the price on a regular exchange.`,
        },
        {
          icon: "cog",
          title: "A simple process",
          text: "You send a request and hear free of charge how many desks in the network meet your criteria. If you go ahead, we agree a fixed fee in writing before we contact any desk, then introduce you to the desks you approve – and only those.",
        },
        {
          icon: "eye",
          title: "Transparency",
          text: `${facts.en.otcPosition} We play no part in the pricing between you and the desk.`,
        },
      ],
    },
    network: {
      heading: "A network built for institutions",
      intro: `We bring contacts at ${facts.en.otcNetwork} in Europe, North America, Asia and the Middle East together in one place, so you don’t have to search on your own. How many of them meet your criteria, and for clients inside the EU/EEA are listed in ESMA’s register, we tell you free of charge after a request.`,
      benefits: [
        {
          title: "Your criteria from the start",
          text: "We put forward the desks in the network that meet the criteria you set – asset, size, frequency and jurisdiction. You make the choice.",
        },
        {
          title: "Discretion",
          text: "We share your request only with the desks you approve, and only the details the introduction needs.",
        },
        {
          title: "Compare several counterparties",
          text: "You can be introduced to more than one desk and compare terms, settlement and service for yourselves.",
        },
        {
          title: "Less time searching",
          text: "Instead of weeks of calling round yourselves, you get a personal introduction to a contact at each desk you choose.",
        },
        {
          title: "You stay in control",
          text: "You negotiate agreements, terms and settlement directly with the desk. We never step into the deal.",
        },
      ],
      stats: facts.en.otcStats,
    },
    request: {
      heading: "Request an introduction",
      intro: `Briefly describe what you want to do. We review your request, put forward desks that meet your criteria and introduce you to the ones you choose. We will get back to you ${facts.en.reply} with the next steps. The service is for companies and institutions, not for private individuals.`,
      disclaimerTitle: "Important information",
      disclaimer: `Nordlegend provides introductions between parties only. We are not ${facts.en.notA}; we execute no trades and hold no assets, and we do not give investment or other financial advice. The service is not intended for private individuals.\n\nWhich desks we put forward is decided by the criteria you set, and the choice of desk is yours. Your details go only to the desks you have approved. ${facts.en.otcThirdCountry} Our privacy policy describes what is then shared with a desk outside the EU/EEA, on what legal basis and with what safeguards.\n\nEach desk is responsible for holding the permissions your jurisdiction requires. Beyond checking that a desk is listed in ESMA’s register (for clients inside the EU/EEA), we do not ourselves assess the desks under MiCA or anti-money-laundering rules, so you need to check a desk’s permissions yourselves before you enter into an agreement. Each party is responsible for its own due diligence and completes KYC/AML checks directly with the desk. We make no promises about prices, fees or terms, which are always agreed directly between you and the desk.\n\n${facts.en.otcFee}`,
    },
    contact: {
      heading: "Prefer to talk?",
      text: "Call or email us and we’ll explain how an introduction works. All conversations are treated in confidence.",
      phoneLabel: "Phone",
      emailLabel: "Email",
    },
    team: {
      heading: "The OTC team",
      intro: `${capitalise(facts.en.team.otc)} of our ${facts.en.team.total} people run the network and every introduction: one with a background in institutional trading and settlement, the other in the crypto market.`,
      members: [
        {
          name: "Henrik Wallin",
          role: "Ansvarig för OTC-introduktioner",
          description:
            "Henrik runs the network and makes sure every request is checked against the client’s criteria. He has a background in institutional trading and settlement at Nordic banks.",
        },
        {
          name: "Camilla Öberg",
          role: "Ansvarig för deskrelationer",
          description:
            "Camilla manages the relationships with the desks and follows how liquidity and terms develop across the market. With her experience of the crypto market she quickly finds the desks that meet the criteria the client sets.",
        },
      ],
    },
  },
};
