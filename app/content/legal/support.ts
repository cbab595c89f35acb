// Copy of the support page (/support), Swedish and English; {placeholders} are filled from site.ts.
import type { Localized } from "~/i18n/lang";
import type { DocumentPageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const support: Localized<DocumentPageContent> = {
  sv: {
    meta: {
      title: "Support",
      description: `Så når ni oss: telefon på ${facts.sv.phoneHours} och e-post när som helst, med svar ${facts.sv.reply}. Så beskriver ni ett ärende och anmäler akuta fel.`,
      keywords: ["support", "kundsupport", "kontakt", "svarstider", "driftstörning"],
    },
    title: "Support och kontakt",
    intro:
      "Har ni en fråga om ett pågående projekt, eller har något slutat fungera? Här ser ni hur ni når oss och vad ni kan förvänta er när ni hör av er.",
    updated: "2026-11-26",
    sections: [
      {
        id: "how-to-reach-us",
        heading: "Så når ni oss",
        blocks: [
          {
            type: "ul",
            items: [
              `Telefon: {phone}, ${facts.sv.phoneHours} svensk tid (CET/CEST).`,
              `E-post: {email}. Ni kan skriva till oss när som helst, och vi svarar ${facts.sv.reply}.`,
            ],
          },
          {
            type: "p",
            text: "Ring när något brådskar eller är lättare att förklara i ett samtal. Skicka e-post om allt annat: då kan ni bifoga skärmbilder, och ärendet finns dokumenterat från början.",
          },
          {
            type: "p",
            text: "Vill ni hellre ses? Vi träffas gärna på något av våra kontor eller digitalt. Boka ett kostnadsfritt samtal direkt på bokningssidan – länken finns i kontaktdelen på startsidan – eller hör av er via telefon eller e-post.",
          },
        ],
      },
      {
        id: "response-times",
        heading: "När ni får svar",
        blocks: [
          {
            type: "p",
            text: `Vi svarar på e-post ${facts.sv.reply}. Skriver ni under en helg eller helgdag räknas tiden från nästa vardag.`,
          },
          {
            type: "p",
            text: "Svaret kommer från någon av oss som kan hjälpa er vidare. Kan vi inte lösa ärendet direkt berättar vi vad som händer härnäst och när ni kan räkna med nästa besked.",
          },
        ],
      },
      {
        id: "what-to-include",
        heading: "Det här gör ert ärende snabbare",
        blocks: [
          {
            type: "p",
            text: "Ju mer vi vet från början, desto snabbare kan vi hjälpa er. Beskriv gärna:",
          },
          {
            type: "ul",
            items: [
              "Vad som hände, och vad ni hade väntat er skulle hända.",
              "Var det hände: system, sida eller funktion, gärna med en länk, och vilken webbläsare eller enhet ni använde.",
              "När det hände, och om det har hänt mer än en gång.",
              "Skärmbilder, och felmeddelanden ordagrant om det finns några.",
              "Hur bråttom det är och hur många som påverkas.",
              "Kontaktpersonens namn, er organisation och vilket projekt eller avtal det gäller.",
            ],
          },
          {
            type: "p",
            text: "Skicka aldrig lösenord, privata nycklar, återställningsfraser (seed phrases) eller andra inloggningsuppgifter via e-post. Behöver vi åtkomst till något kommer vi överens med er om ett säkert sätt.",
          },
        ],
      },
      {
        id: "existing-customers",
        heading: "Kunder med support- eller förvaltningsavtal",
        blocks: [
          {
            type: "p",
            text: "Har ni ett support- eller förvaltningsavtal med oss gäller de svarstider och kontaktvägar som står i avtalet. Skriv gärna avtalets eller projektets namn i ämnesraden, så hamnar ärendet rätt direkt.",
          },
        ],
      },
      {
        id: "urgent-incidents",
        heading: "Akuta driftstörningar",
        blocks: [
          {
            type: "p",
            text: "Har en produktionsmiljö gått ner, eller påverkar ett fel många användare eller affärskritiska flöden? Gör så här:",
          },
          {
            type: "ul",
            items: [
              "Ring {phone} under telefontiden.",
              "Skriv också till {email} och ange ”AKUT” i ämnesraden, så att ärendet prioriteras och finns dokumenterat.",
              "Beskriv kort vad som påverkas och hur vi når er medan vi arbetar med felet.",
            ],
          },
          {
            type: "p",
            text: "Utanför telefontiden läser vi e-post märkt ”AKUT” nästa vardag, inte tidigare, om inte ert avtal anger jour. Jour erbjuder vi bara i driftavtal som uttryckligen omfattar den; omfattning, kontaktväg och pris står i avtalet.",
          },
        ],
      },
      {
        id: "personal-data",
        heading: "Frågor om personuppgifter",
        blocks: [
          {
            type: "p",
            text: "Vill ni veta vilka uppgifter vi har om er, eller få dem rättade eller raderade? I vår integritetspolicy står vad vi sparar, varför och hur länge. Skriv sedan till {email} från den adress ni använde i formuläret, så hittar vi allt som hör till den.",
          },
        ],
      },
      {
        id: "new-projects",
        heading: "Funderar ni på ett nytt projekt?",
        blocks: [
          {
            type: "p",
            text: "Den första konsultationen är kostnadsfri. Boka ett samtal direkt på bokningssidan, eller berätta kort om er idé eller ert behov i kontaktformuläret på startsidan, så hör vi av oss med förslag på nästa steg. Gäller det en introduktion till en OTC-desk använder ni i stället formuläret på OTC-sidan.",
          },
        ],
      },
    ],
  },
  en: {
    meta: {
      title: "Support",
      description: `Reach us by phone on ${facts.en.phoneHours} or by email at any time, with replies ${facts.en.reply}. How to describe an issue and report incidents.`,
      keywords: ["support", "customer support", "contact", "response times", "incident"],
    },
    title: "Support and contact",
    intro:
      "Do you have a question about an ongoing project, or has something stopped working? Here is how to reach us and what to expect when you get in touch.",
    updated: "2026-11-26",
    sections: [
      {
        id: "how-to-reach-us",
        heading: "How to reach us",
        blocks: [
          {
            type: "ul",
            items: [
              `Phone: {phone}, ${facts.en.phoneHours} Swedish time (CET/CEST).`,
              `Email: {email}. You can email us at any time, and we reply ${facts.en.reply}.`,
            ],
          },
          {
            type: "p",
            text: "Call when something is urgent or easier to explain in conversation. Email for everything else: you can attach screenshots, and the request is documented from the start.",
          },
          {
            type: "p",
            text: "Would you rather meet? We are happy to meet at one of our offices or online. Book a free call directly on the booking page – the link is in the contact section of the home page – or get in touch by phone or email.",
          },
        ],
      },
      {
        id: "response-times",
        heading: "When you will hear from us",
        blocks: [
          {
            type: "p",
            text: `We reply to every email ${facts.en.reply}. If you write at a weekend or on a public holiday, the time counts from the next weekday.`,
          },
          {
            type: "p",
            text: "The reply comes from one of us who can help you further. If we cannot solve the issue straight away, we tell you what happens next and when to expect the next update.",
          },
        ],
      },
      {
        id: "what-to-include",
        heading: "What helps us help you faster",
        blocks: [
          {
            type: "p",
            text: "The more we know from the start, the faster we can help. Please describe:",
          },
          {
            type: "ul",
            items: [
              "What happened, and what you expected to happen.",
              "Where it happened: the system, page or feature, ideally with a link, and the browser or device you used.",
              "When it happened, and whether it has happened more than once.",
              "Screenshots, and any error messages word for word.",
              "How urgent it is and how many people are affected.",
              "Your name, your organisation and the project or agreement it concerns.",
            ],
          },
          {
            type: "p",
            text: "Never send passwords, private keys, seed phrases or other credentials by email. If we need access to something, we will agree on a secure way with you.",
          },
        ],
      },
      {
        id: "existing-customers",
        heading: "Customers with a support or maintenance agreement",
        blocks: [
          {
            type: "p",
            text: "If you have a support or maintenance agreement with us, the response times and contact routes set out in that agreement apply. Put the name of the agreement or project in the subject line so that your request reaches the right people straight away.",
          },
        ],
      },
      {
        id: "urgent-incidents",
        heading: "Urgent production incidents",
        blocks: [
          {
            type: "p",
            text: "Has a production environment gone down, or is a fault affecting many users or business-critical processes? Here is what to do:",
          },
          {
            type: "ul",
            items: [
              "Call {phone} during phone hours.",
              "Also email {email} with “URGENT” in the subject line, so that the request is prioritised and documented.",
              "Briefly describe what is affected and how we can reach you while we work on the problem.",
            ],
          },
          {
            type: "p",
            text: "Outside phone hours, we read email marked “URGENT” on the next weekday and not before, unless your agreement includes on-call support. We offer on-call support only in operations agreements that expressly include it; its scope, contact route and price are set out in the agreement.",
          },
        ],
      },
      {
        id: "personal-data",
        heading: "Questions about personal data",
        blocks: [
          {
            type: "p",
            text: "Want to know what data we hold about you, or have it corrected or erased? Our privacy policy explains what we store, why and for how long. Then email {email} from the address you used in the form, and we will find everything tied to it.",
          },
        ],
      },
      {
        id: "new-projects",
        heading: "Planning a new project?",
        blocks: [
          {
            type: "p",
            text: "The first consultation is free. Book a call directly on the booking page, or tell us briefly about your idea or need through the contact form on the home page, and we will get back to you with a suggested next step. For an introduction to an OTC desk, use the form on the OTC page instead.",
          },
        ],
      },
    ],
  },
};
