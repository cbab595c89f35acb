// Copy of the support page (/support), Swedish and English; {placeholders} are filled from site.ts.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, bullets, paragraph } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { DocumentPageContent } from "~/content/types";

/** The support as its content document holds it: every text in both languages, facts as references. */
export const supportDocument: Localize<DocumentPageContent> = {
  meta: {
    title: {
      sv: "Support och kontakt",
      en: "Support and contact",
    },
    description: {
      sv: "Så når ni oss: telefon på {{fact:phoneHours}} och e-post när som helst, med svar {{fact:reply}}. Så beskriver ni ett ärende och anmäler akuta fel.",
      en: "Reach us by phone on {{fact:phoneHours}} or by email at any time, with replies {{fact:reply}}. How to describe an issue and report incidents.",
    },
    keywords: [
      {
        sv: "support",
        en: "support",
      },
      {
        sv: "kundsupport",
        en: "customer support",
      },
      {
        sv: "kontakt",
        en: "contact",
      },
      {
        sv: "svarstider",
        en: "response times",
      },
      {
        sv: "driftstörning",
        en: "incident",
      },
    ],
  },
  title: {
    sv: "Support och kontakt",
    en: "Support and contact",
  },
  intro: {
    sv: "Har ni en fråga om ett pågående projekt, eller har något slutat fungera? Här ser ni hur ni når oss och vad ni kan förvänta er när ni hör av er.",
    en: "Do you have a question about an ongoing project, or has something stopped working? Here is how to reach us and what to expect when you get in touch.",
  },
  updated: "2026-11-26",
  sections: [
    {
      id: "how-to-reach-us",
      heading: {
        sv: "Så når ni oss",
        en: "How to reach us",
      },
      blocks: [
        bullets(
          {
            sv: "Telefon: {phone}, {{fact:phoneHours}} svensk tid (CET/CEST).",
            en: "Phone: {phone}, {{fact:phoneHours}} Swedish time (CET/CEST).",
          },
          {
            sv: "E-post: {email}. Ni kan skriva till oss när som helst, och vi svarar {{fact:reply}}.",
            en: "Email: {email}. You can email us at any time, and we reply {{fact:reply}}.",
          },
        ),
        paragraph({
          sv: "Ring när något brådskar eller är lättare att förklara i ett samtal. Skicka e-post om allt annat: då kan ni bifoga skärmbilder, och ärendet finns dokumenterat från början.",
          en: "Call when something is urgent or easier to explain in conversation. Email for everything else: you can attach screenshots, and the request is documented from the start.",
        }),
        paragraph({
          sv: "Vill ni hellre ses på något av våra kontor? Ring eller skicka e-post till oss, så bestämmer vi en tid. Via bokningssidan bokar ni ett kostnadsfritt samtal på video eller per telefon.",
          en: "Would you rather meet at one of our offices? Call or email us and we will arrange a time. On the booking page you can book a free call by video or by phone.",
        }),
      ],
    },
    {
      id: "response-times",
      heading: {
        sv: "När ni får svar",
        en: "When you will hear from us",
      },
      blocks: [
        paragraph({
          sv: "Vi svarar på e-post {{fact:reply}}. Skickar ni e-post under en helg eller helgdag räknas tiden från nästa vardag.",
          en: "We reply to email {{fact:reply}}. If you write at a weekend or on a public holiday, the time counts from the next weekday.",
        }),
        paragraph({
          sv: "Svaret kommer från någon av oss som kan hjälpa er vidare. Kan vi inte lösa ärendet direkt berättar vi vad som händer härnäst och när ni kan räkna med nästa besked.",
          en: "The reply comes from one of us who can help you further. If we cannot solve the issue straight away, we tell you what happens next and when to expect the next update.",
        }),
      ],
    },
    {
      id: "what-to-include",
      heading: {
        sv: "Det här gör ert ärende snabbare",
        en: "What helps us help you faster",
      },
      blocks: [
        paragraph({
          sv: "Ju mer vi vet från början, desto snabbare kan vi hjälpa er. Beskriv gärna:",
          en: "The more we know from the start, the faster we can help. Please describe:",
        }),
        bullets(
          {
            sv: "Vad som hände och vad ni hade väntat er.",
            en: "What happened, and what you expected to happen.",
          },
          {
            sv: "Var det hände: system, sida eller funktion, gärna med en länk, och vilken webbläsare eller enhet ni använde.",
            en: "Where it happened: the system, page or feature, ideally with a link, and the browser or device you used.",
          },
          {
            sv: "När det hände, och om det har hänt mer än en gång.",
            en: "When it happened, and whether it has happened more than once.",
          },
          {
            sv: "Skärmbilder, och felmeddelanden ordagrant om det finns några.",
            en: "Screenshots, and any error messages word for word.",
          },
          {
            sv: "Hur bråttom det är och hur många som påverkas.",
            en: "How urgent it is and how many people are affected.",
          },
          {
            sv: "Kontaktpersonens namn, er organisation och vilket projekt eller avtal det gäller.",
            en: "Your name, your organisation and the project or agreement it concerns.",
          },
        ),
        paragraph({
          sv: "Skicka aldrig lösenord, privata nycklar, återställningsfraser (seed phrases) eller andra inloggningsuppgifter via e-post. Behöver vi åtkomst till något kommer vi överens med er om ett säkert sätt.",
          en: "Never send passwords, private keys, seed phrases or other credentials by email. If we need access to something, we will agree on a secure way with you.",
        }),
      ],
    },
    {
      id: "existing-customers",
      heading: {
        sv: "Kunder med förvaltningsavtal",
        en: "Clients with a maintenance agreement",
      },
      blocks: [
        paragraph({
          sv: "Har ni ett förvaltningsavtal med oss gäller de svarstider och kontaktvägar som står i avtalet. Skriv gärna avtalets eller projektets namn i ämnesraden, så hamnar ärendet rätt direkt.",
          en: "If you have a maintenance agreement with us, the response times and contact routes set out in that agreement apply. Put the name of the agreement or project in the subject line so that your request reaches the right people straight away.",
        }),
      ],
    },
    {
      id: "urgent-incidents",
      heading: {
        sv: "Akuta driftstörningar",
        en: "Urgent production incidents",
      },
      blocks: [
        paragraph({
          sv: "Har en produktionsmiljö gått ner, eller påverkar ett fel många användare eller affärskritiska flöden? Gör så här:",
          en: "Has a production environment gone down, or is a fault affecting many users or business-critical processes? Here is what to do:",
        }),
        bullets(
          {
            sv: "Ring {phone} under telefontiden.",
            en: "Call {phone} during phone hours.",
          },
          {
            sv: "Skriv också till {email} och ange ”AKUT” i ämnesraden, så att ärendet prioriteras och finns dokumenterat.",
            en: "Also email {email} with “URGENT” in the subject line, so that the request is prioritised and documented.",
          },
          {
            sv: "Beskriv kort vad som påverkas och hur vi når er medan vi arbetar med felet.",
            en: "Briefly describe what is affected and how we can reach you while we work on the problem.",
          },
        ),
        paragraph({
          sv: "Utanför telefontiden hanteras e-post märkt ”AKUT” nästa vardag, om inte jour ingår i ert avtal. Jour erbjuder vi bara i förvaltningsavtal som uttryckligen omfattar den; omfattning, kontaktväg och pris står i avtalet.",
          en: "Outside phone hours, email marked “URGENT” is handled on the next weekday, unless your agreement includes on-call support. We offer on-call support only in maintenance agreements that expressly include it; its scope, contact route and price are set out in the agreement.",
        }),
      ],
    },
    {
      id: "personal-data",
      heading: {
        sv: "Frågor om personuppgifter",
        en: "Questions about personal data",
      },
      blocks: [
        paragraph({
          sv: "Vill ni veta vilka uppgifter vi har om er, eller få dem rättade eller raderade? I vår integritetspolicy står vad vi sparar, varför och hur länge. Skriv sedan till {email} från den adress ni använde i formuläret, så hittar vi allt som hör till den.",
          en: "Want to know what data we hold about you, or have it corrected or erased? Our privacy policy explains what we store, why and for how long. Then email {email} from the address you used in the form, and we will find everything tied to it.",
        }),
      ],
    },
    {
      id: "new-projects",
      heading: {
        sv: "Funderar ni på ett nytt projekt?",
        en: "Planning a new project?",
      },
      blocks: [
        paragraph({
          sv: "Boka ett samtal direkt på bokningssidan, eller berätta kort om er idé eller ert behov i kontaktformuläret på startsidan, så hör vi av oss med förslag på nästa steg. Gäller det en introduktion till en OTC-desk använder ni i stället formuläret på OTC-sidan.",
          en: "Book a call directly on the booking page, or tell us briefly about your idea or need through the contact form on the home page, and we will get back to you with a suggested next step. For an introduction to an OTC desk, use the form on the OTC page instead.",
        }),
      ],
    },
  ],
};

export const support: Localized<DocumentPageContent> = /* @__PURE__ */ bothLanguages<DocumentPageContent>(supportDocument);
