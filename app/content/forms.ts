// Copy of the three forms (contact, project enquiry, OTC introduction request), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, untranslated } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { FormsContent } from "~/content/types";

// The fields several forms ask alike, written once; the seed copies them into each form's own
// entry, so an owner's edit to one form's field stays on that form.
const EMAIL_FIELD = {
  label: {
    sv: "E-post",
    en: "Email",
  },
  placeholder: {
    sv: "namn@foretag.se",
    en: "name@company.com",
  },
};
const NAME_PLACEHOLDER = {
  sv: "För- och efternamn",
  en: "Your name",
};
/** A project type and a feature alike. */
const TOKENISATION = {
  sv: "Tokenisering",
  en: "Tokenisation",
};
const PHONE_PLACEHOLDER = {
  sv: "070-123 45 67",
  en: "+46 70 123 45 67",
};

/** The forms as its content document holds it: every text in both languages, facts as references. */
export const formsDocument: Localize<FormsContent> = {
  optional: {
    sv: "valfritt",
    en: "optional",
  },
  selectPlaceholder: {
    sv: "Välj …",
    en: "Select…",
  },
  honeypotLabel: {
    sv: "Lämna det här fältet tomt (det stoppar automatiska inskick)",
    en: "Don’t fill this out if you’re human",
  },
  privacyNote: {
    before: {
      sv: "Hur vi hanterar era uppgifter står i vår ",
      en: "How we handle your details is set out in our ",
    },
    link: {
      sv: "integritetspolicy",
      en: "privacy policy",
    },
    after: {
      sv: ".",
      en: ".",
    },
  },
  errorSummary: {
    sv: "Det här behöver rättas:",
    en: "Please correct the following:",
  },
  about: {
    sv: "Angående",
    en: "Regarding",
  },
  contact: {
    fields: {
      name: {
        label: {
          sv: "Namn",
          en: "Name",
        },
        placeholder: NAME_PLACEHOLDER,
      },
      email: EMAIL_FIELD,
      company: {
        label: {
          sv: "Företag",
          en: "Company",
        },
        placeholder: {
          sv: "Företagets namn",
          en: "Company name",
        },
      },
      message: {
        label: {
          sv: "Meddelande",
          en: "Message",
        },
        placeholder: {
          sv: "Berätta kort vad ni behöver hjälp med",
          en: "Tell us briefly what you need help with",
        },
      },
    },
    options: {},
    submit: {
      sv: "Skicka meddelande",
      en: "Send message",
    },
    submitting: {
      sv: "Skickar …",
      en: "Sending…",
    },
    success: {
      title: {
        sv: "Tack för ert meddelande",
        en: "Thank You",
      },
      text: {
        sv: "Vi svarar {{fact:reply}}.",
        en: "Your message has been sent successfully. We’ll get back to you soon. We reply {{fact:reply}}.",
      },
      again: {
        sv: "Skicka ett nytt meddelande",
        en: "Send Another Message",
      },
      book: {
        sv: "Boka ett kostnadsfritt samtal",
        en: "Book a free call",
      },
    },
  },
  project: {
    title: {
      sv: "Berätta om ert projekt",
      en: "Tell us about your project",
    },
    intro: {
      sv: "Ju mer vi vet, desto bättre förslag kan vi ge. Fält som är markerade som valfria kan ni hoppa över.",
      en: "The more we know, the better our proposal. Feel free to skip any field marked optional.",
    },
    close: {
      sv: "Stäng",
      en: "Close",
    },
    closeLabel: {
      sv: "Stäng formuläret",
      en: "Close form",
    },
    moreDetails: {
      sv: "Fler detaljer (valfritt)",
      en: "More details (optional)",
    },
    sections: {
      about: {
        sv: "Om er och projektet",
        en: "About you and the project",
      },
      scope: {
        sv: "Mål, budget och tidplan",
        en: "Goals, budget and timeline",
      },
      details: {
        sv: "Mer om er och projektet",
        en: "More about you and the project",
      },
    },
    fields: {
      projectName: {
        label: {
          sv: "Projektnamn",
          en: "Project name",
        },
        placeholder: {
          sv: "T.ex. Ny kundportal",
          en: "E.g. New customer portal",
        },
      },
      name: {
        label: {
          sv: "Ert namn",
          en: "Your name",
        },
        placeholder: NAME_PLACEHOLDER,
      },
      email: EMAIL_FIELD,
      phoneNumber: {
        label: {
          sv: "Telefonnummer",
          en: "Phone number",
        },
        placeholder: PHONE_PLACEHOLDER,
      },
      reference: {
        label: {
          sv: "Hur hörde ni talas om oss?",
          en: "How did you hear about us?",
        },
        placeholder: {
          sv: "T.ex. LinkedIn, en rekommendation eller en sökning",
          en: "E.g. LinkedIn, a referral or a search",
        },
      },
      projectType: {
        label: {
          sv: "Typ av projekt",
          en: "Project type",
        },
      },
      organizationType: {
        label: {
          sv: "Typ av organisation",
          en: "Organisation type",
        },
      },
      projectGoal: {
        label: {
          sv: "Projektets mål",
          en: "Project goal",
        },
        placeholder: {
          sv: "Vad vill ni uppnå med projektet?",
          en: "What do you want the project to achieve?",
        },
      },
      budget: {
        label: untranslated("Budget"),
      },
      timeline: {
        label: {
          sv: "Tidplan",
          en: "Timeline",
        },
      },
      teamSize: {
        label: {
          sv: "Teamets storlek",
          en: "Team size",
        },
        placeholder: {
          sv: "Hur många hos er arbetar med projektet?",
          en: "How many people on your side will work on the project?",
        },
      },
      technicalExpertise: {
        label: {
          sv: "Teknisk kompetens",
          en: "Technical expertise",
        },
        placeholder: {
          sv: "Vilken teknisk kunskap finns redan i organisationen?",
          en: "What technical know-how do you already have in-house?",
        },
      },
      currentChallenges: {
        label: {
          sv: "Nuvarande utmaningar",
          en: "Current challenges",
        },
        placeholder: {
          sv: "Vad fungerar inte i dag?",
          en: "What isn’t working today?",
        },
      },
      desiredOutcome: {
        label: {
          sv: "Önskat resultat",
          en: "Desired outcome",
        },
        placeholder: {
          sv: "Hur ser det ut när projektet har lyckats?",
          en: "What does success look like?",
        },
      },
      features: {
        label: {
          sv: "Önskade funktioner",
          en: "Desired features",
        },
        hint: {
          sv: "Välj alla som passar.",
          en: "Select all that apply.",
        },
      },
      additionalInfo: {
        label: {
          sv: "Övrig information",
          en: "Additional information",
        },
        placeholder: {
          sv: "Något mer vi bör känna till?",
          en: "Anything else we should know?",
        },
      },
    },
    options: {
      projectType: {
        blockchain: untranslated("Blockchain"),
        ai: untranslated("AI"),
        tokenization: TOKENISATION,
        defi: untranslated("DeFi"),
        saas: untranslated("SaaS"),
        fullstack: {
          sv: "Fullstackutveckling",
          en: "Fullstack development",
        },
        other: {
          sv: "Annat (t.ex. automatisering, MVP eller test)",
          en: "Other (e.g. automation, MVP or testing)",
        },
      },
      organizationType: {
        startup: untranslated("Startup"),
        sme: {
          sv: "Litet eller medelstort företag",
          en: "Small or medium-sized business",
        },
        enterprise: {
          sv: "Storföretag",
          en: "Enterprise",
        },
        nonprofit: {
          sv: "Ideell organisation eller stiftelse",
          en: "Non-profit or foundation",
        },
        government: {
          sv: "Offentlig sektor",
          en: "Government or public sector",
        },
        other: {
          sv: "Annat",
          en: "Other",
        },
      },
      budget: {
        "0-10k": {
          sv: "Upp till 100 000 kr",
          en: "Up to $10,000",
        },
        "10k-50k": {
          sv: "100 000–500 000 kr",
          en: "$10,000–50,000",
        },
        "50k-100k": {
          sv: "500 000–1 000 000 kr",
          en: "$50,000–100,000",
        },
        "100k-500k": {
          sv: "1 000 000–5 000 000 kr",
          en: "$100,000–500,000",
        },
        "500k+": {
          sv: "Mer än 5 000 000 kr",
          en: "More than $500,000",
        },
      },
      timeline: {
        "1-3months": {
          sv: "Upp till 3 månader",
          en: "Up to 3 months",
        },
        "3-6months": {
          sv: "3–6 månader",
          en: "3–6 months",
        },
        "6-12months": {
          sv: "6–12 månader",
          en: "6–12 months",
        },
        "1year+": {
          sv: "Mer än ett år",
          en: "More than a year",
        },
      },
      features: {
        smartContracts: {
          sv: "Smarta kontrakt",
          en: "Smart contracts",
        },
        tokenCreation: {
          sv: "Skapa tokens",
          en: "Token creation",
        },
        walletIntegration: {
          sv: "Plånboksintegration",
          en: "Wallet integration",
        },
        kycAml: untranslated("KYC/AML"),
        governance: {
          sv: "Styrning och röstning",
          en: "Governance",
        },
        staking: untranslated("Staking"),
        blockchain: untranslated("Blockchain"),
        aiIntegration: {
          sv: "AI-integration",
          en: "AI integration",
        },
        tokenization: TOKENISATION,
        defi: untranslated("DeFi"),
        saas: untranslated("SaaS"),
        fullstack: untranslated("Fullstack"),
      },
    },
    submit: {
      sv: "Skicka projektförfrågan",
      en: "Send project enquiry",
    },
    submitting: {
      sv: "Skickar …",
      en: "Sending…",
    },
    success: {
      title: {
        sv: "Tack för er projektförfrågan",
        en: "Thank You for Your Project Submission!",
      },
      text: {
        sv: "Vårt team går igenom projektet och återkommer till er {{fact:reply}}.",
        en: "Our team will review your project and get back to you {{fact:reply}}.",
      },
      again: {
        sv: "Skicka en ny förfrågan",
        en: "Send another enquiry",
      },
      book: {
        sv: "Boka ett kostnadsfritt samtal",
        en: "Book a free call",
      },
    },
  },
  "otc-network-request": {
    fields: {
      fullName: {
        label: {
          sv: "Fullständigt namn",
          en: "Full name",
        },
        placeholder: {
          sv: "För- och efternamn",
          en: "First and last name",
        },
      },
      company: {
        label: {
          sv: "Företag eller organisation",
          en: "Company or organisation",
        },
        placeholder: {
          sv: "Organisationens namn",
          en: "Name of your organisation",
        },
      },
      email: EMAIL_FIELD,
      phone: {
        label: {
          sv: "Telefon",
          en: "Phone",
        },
        placeholder: PHONE_PLACEHOLDER,
      },
      jurisdiction: {
        label: {
          sv: "Jurisdiktion",
          en: "Jurisdiction",
        },
        placeholder: {
          sv: "T.ex. Sverige",
          en: "E.g. Sweden",
        },
        hint: {
          sv: "Landet där er organisation är registrerad.",
          en: "The country where your organisation is registered.",
        },
      },
      assetType: {
        label: {
          sv: "Tillgångsslag",
          en: "Asset type",
        },
      },
      transactionType: {
        label: {
          sv: "Typ av transaktion",
          en: "Transaction type",
        },
      },
      transactionSize: {
        label: {
          sv: "Ungefärlig transaktionsstorlek",
          en: "Approximate transaction size",
        },
      },
      frequency: {
        label: {
          sv: "Frekvens",
          en: "Frequency",
        },
      },
      settlementMethods: {
        label: {
          sv: "Föredragna avvecklingsmetoder",
          en: "Preferred settlement methods",
        },
        hint: {
          sv: "Välj alla som passar.",
          en: "Select all that apply.",
        },
      },
      geographicPreferences: {
        label: {
          sv: "Geografiska önskemål",
          en: "Geographic preferences",
        },
        placeholder: {
          sv: "T.ex. regioner ni vill undvika",
          en: "E.g. regions you want to avoid",
        },
      },
      additionalInfo: {
        label: {
          sv: "Övrig information",
          en: "Additional information",
        },
        placeholder: {
          sv: "Något mer vi bör känna till inför introduktionen?",
          en: "Anything else we should know before the introduction?",
        },
      },
      acknowledgment: {
        label: {
          sv: "Jag förstår att Nordlegend endast introducerar parter för varandra, inte är {{fact:notA}} och inte ger investeringsrådgivning eller annan finansiell rådgivning.",
          en: "I understand that Nordlegend only introduces parties to each other, is not {{fact:notA}}, and does not give investment or other financial advice.",
        },
      },
    },
    options: {
      assetType: {
        bitcoin: untranslated("Bitcoin (BTC)"),
        ethereum: untranslated("Ethereum (ETH)"),
        stablecoins: untranslated("Stablecoins"),
        altcoins: {
          sv: "Andra kryptotillgångar (altcoins)",
          en: "Other crypto-assets (altcoins)",
        },
        multiple: {
          sv: "Flera tillgångar",
          en: "Multiple assets",
        },
      },
      transactionType: {
        buy: {
          sv: "Köpa",
          en: "Buy",
        },
        sell: {
          sv: "Sälja",
          en: "Sell",
        },
        both: {
          sv: "Både köpa och sälja",
          en: "Buy and sell",
        },
        ongoing: {
          sv: "Löpande handel",
          en: "Ongoing trading",
        },
      },
      transactionSize: {
        "100k-500k": {
          sv: "100 000–500 000 USD",
          en: "$100,000–500,000",
        },
        "500k-1m": {
          sv: "500 000–1 000 000 USD",
          en: "$500,000–1,000,000",
        },
        "1m-5m": {
          sv: "1 000 000–5 000 000 USD",
          en: "$1,000,000–5,000,000",
        },
        "5m-10m": {
          sv: "5 000 000–10 000 000 USD",
          en: "$5,000,000–10,000,000",
        },
        "10m+": {
          sv: "Mer än 10 000 000 USD",
          en: "More than $10,000,000",
        },
      },
      frequency: {
        "one-time": {
          sv: "Engångstransaktion",
          en: "One-time",
        },
        monthly: {
          sv: "Varje månad",
          en: "Monthly",
        },
        weekly: {
          sv: "Varje vecka",
          en: "Weekly",
        },
        daily: {
          sv: "Dagligen",
          en: "Daily",
        },
        "as-needed": {
          sv: "Vid behov",
          en: "As needed",
        },
      },
      settlementMethods: {
        "Bank Wire": {
          sv: "Banköverföring",
          en: "Bank transfer",
        },
        "Crypto Transfer": {
          sv: "Kryptoöverföring",
          en: "Crypto transfer",
        },
        "Escrow Service": {
          sv: "Deposition (escrow)",
          en: "Escrow service",
        },
        Other: {
          sv: "Annat",
          en: "Other",
        },
      },
    },
    submit: {
      sv: "Skicka förfrågan",
      en: "Submit request",
    },
    submitting: {
      sv: "Skickar …",
      en: "Sending…",
    },
    success: {
      title: {
        sv: "Tack för er förfrågan om introduktion",
        en: "Thank You",
      },
      text: {
        sv: "Vi återkommer till er {{fact:reply}}.",
        en: "Your introduction request has been submitted. We’ll get back to you {{fact:reply}}.",
      },
      again: {
        sv: "Skicka en ny förfrågan",
        en: "Submit Another Request",
      },
      book: {
        sv: "Boka ett kostnadsfritt samtal",
        en: "Book a free call",
      },
    },
  },
};

export const forms: Localized<FormsContent> = /* @__PURE__ */ bothLanguages<FormsContent>(formsDocument);
