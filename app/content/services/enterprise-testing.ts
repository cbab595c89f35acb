// Copy of the enterprise SaaS and AI testing service page (/services/enterprise-testing), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, storiesSection, TOOLS_HEADING, TYPICAL_BY_PROPOSAL } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Test av SaaS och AI",
      en: "SaaS and AI testing",
    },
    description: {
      sv: "Kvalitetssäkring för SaaS och AI: automatiserade tester, validering av AI-modeller samt prestanda- och lasttester som ger färre fel och säkrare versionssläpp.",
      en: "Quality assurance for SaaS and AI: automated testing, AI model validation and performance and load testing that mean fewer defects and safer releases.",
    },
    keywords: [
      {
        sv: "mjukvarutestning",
        en: "software testing",
      },
      {
        sv: "SaaS-testning",
        en: "SaaS testing",
      },
      {
        sv: "AI-validering",
        en: "AI validation",
      },
      {
        sv: "testautomatisering",
        en: "test automation",
      },
      {
        sv: "lasttester",
        en: "load testing",
      },
      {
        sv: "prestandatester",
        en: "performance testing",
      },
      {
        sv: "kvalitetssäkring",
        en: "quality assurance",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Kvalitetssäkring",
      en: "Quality assurance",
    },
    title: {
      sv: "Testning som gör att ni vågar släppa oftare",
      en: "Testing that lets you release more often",
    },
    subtitle: {
      sv: "Vi testar era SaaS-tjänster och AI-system grundligt: automatiserat, mätbart och inbyggt i er utvecklingsprocess, så att fler fel hittas innan era kunder hittar dem.",
      en: "We test your SaaS products and AI systems properly: automated, measurable and built into your development process, so that more defects are found before your customers find them.",
    },
    primaryCta: {
      sv: "Boka ett samtal om testning",
      en: "Book a call about testing",
    },
    secondaryCta: LEARN_MORE,
    typical: TYPICAL_BY_PROPOSAL,
  },
  intro: {
    heading: {
      sv: "Vad innebär test av SaaS och AI?",
      en: "What is SaaS and AI testing?",
    },
    paragraphs: [
      {
        sv: "När en SaaS-tjänst har tusentals användare eller ett AI-system fattar beslut åt er verksamhet räcker det inte att någon klickar igenom applikationen före varje versionssläpp. Test av SaaS och AI handlar om att systematiskt och automatiskt kontrollera att tjänsten fungerar, presterar och beter sig som den ska, varje gång koden ändras.",
        en: "When a SaaS product serves thousands of users, or an AI system makes decisions on behalf of your business, it is not enough for someone to click through the application before each release. SaaS and AI testing means checking, systematically and automatically, that the product works, performs and behaves as it should every time the code changes.",
      },
      {
        sv: "Vi bygger en teststrategi utifrån var riskerna faktiskt finns i er affär: betalflöden, integrationer, behörigheter, prestanda under hög last och, för AI, modellernas träffsäkerhet och beteende i ovanliga situationer. Därefter automatiserar vi testerna och kopplar in dem i er byggkedja.",
        en: "We build a test strategy around where the real risks are in your business: payment flows, integrations, permissions, performance under heavy load and, for AI, how accurate models are and how they behave in unusual situations. Then we automate the tests and wire them into your pipeline.",
      },
      {
        sv: "AI-system kräver särskilda metoder. En språkmodell kan svara olika på samma fråga, och en prognosmodell kan försämras i takt med att världen förändras. Vi validerar därför AI med utvärderingsdata, mätbara kvalitetskrav och löpande övervakning, inte bara med traditionella testfall.",
        en: "AI systems need methods of their own. A language model can give different answers to the same question, and a forecasting model can degrade as the world changes. That is why we validate AI with evaluation data, measurable quality requirements and continuous monitoring, not just traditional test cases.",
      },
    ],
    bullets: [
      {
        sv: "Teststrategi som utgår från affärsrisker, inte från antal testfall",
        en: "A test strategy driven by business risk, not by the number of test cases",
      },
      {
        sv: "Automatiserade tester som körs vid varje ändring i er byggkedja (CI/CD)",
        en: "Automated tests that run on every change in your CI/CD pipeline",
      },
      {
        sv: "Validering av AI-modeller: träffsäkerhet, robusthet och snedvridning (bias)",
        en: "AI model validation: accuracy, robustness and bias",
      },
      {
        sv: "Prestanda- och lasttester mot realistiska användningsmönster",
        en: "Performance and load testing against realistic usage patterns",
      },
      {
        sv: "Tydliga rapporter som både utvecklare och ledning kan fatta beslut utifrån",
        en: "Clear reports that developers and management can both act on",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Vad ni vinner",
      en: "What you gain",
    },
    intro: {
      sv: "Bra testning är inte en broms. Den är det som gör att ni kan leverera snabbt utan att tappa kundernas förtroende.",
      en: "Good testing is not a brake. It is what lets you deliver quickly without losing your customers’ trust.",
    },
    items: [
      {
        icon: "shield",
        title: {
          sv: "Färre fel i produktion",
          en: "Fewer defects in production",
        },
        text: {
          sv: "Buggar, regressioner och säkerhetsbrister fångas tidigt, när de är billigast att åtgärda. Det ger färre incidenter i produktion och färre supportärenden.",
          en: "Bugs, regressions and security flaws are caught early, when they are cheapest to fix. That means fewer incidents in production and fewer support tickets.",
        },
      },
      {
        icon: "rocket",
        title: {
          sv: "Snabbare och säkrare versionssläpp",
          en: "Faster, safer releases",
        },
        text: {
          sv: "När regressionstesterna körs automatiskt på minuter i stället för manuellt under flera dagar kan ni släppa nya versioner oftare och med gott samvete.",
          en: "When regression tests run automatically in minutes rather than manually over several days, you can ship new versions more often and with confidence.",
        },
      },
      {
        icon: "scale",
        title: {
          sv: "AI som går att lita på",
          en: "AI you can trust",
        },
        text: {
          sv: "Dokumenterad validering av era AI-system visar hur de presterar, var gränserna går och hur de övervakas. Det bygger förtroende hos kunder och underlättar efterlevnad av krav som EU:s AI-förordning.",
          en: "Documented validation of your AI systems shows how they perform, where their limits are and how they are monitored. That builds customer trust and makes it easier to meet requirements such as the EU AI Act.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra testtjänster",
      en: "Our testing services",
    },
    intro: {
      sv: "Fyra tjänster som kan köpas var för sig eller kombineras till en komplett kvalitetssäkring.",
      en: "Four services you can buy separately or combine into complete quality assurance.",
    },
    items: [
      {
        icon: "layers",
        title: {
          sv: "Testning av SaaS-applikationer",
          en: "SaaS application testing",
        },
        text: {
          sv: "Funktionella tester av hela användarflöden, API-tester, behörighetstester mellan kunder och roller samt tester av integrationer mot betalning, inloggning och tredjepartstjänster.",
          en: "Functional testing of complete user journeys, API testing, permission testing across tenants and roles, and testing of integrations with payments, sign-in and third-party services.",
        },
      },
      {
        icon: "brain",
        title: {
          sv: "Validering av AI-system",
          en: "AI system validation",
        },
        text: {
          sv: "Vi bygger utvärderingsdata och mätbara kvalitetskrav för era modeller och språkmodellsbaserade tjänster, testar robusthet, snedvridning (bias) och felaktiga svar och sätter upp övervakning av modellernas kvalitet över tid.",
          en: "We build evaluation data and measurable quality requirements for your models and LLM-based services, test robustness, bias and incorrect answers, and set up monitoring of model quality over time.",
        },
      },
      {
        icon: "code",
        title: {
          sv: "Automatiserade testramverk",
          en: "Automated test frameworks",
        },
        text: {
          sv: "Vi sätter upp eller moderniserar ett testramverk som är lätt att underhålla, körs i er byggkedja och ger snabb återkoppling. Era utvecklare får mallar och riktlinjer för att skriva nya tester själva.",
          en: "We set up or modernise a test framework that is easy to maintain, runs in your pipeline and gives fast feedback. Your developers get templates and guidelines for writing new tests themselves.",
        },
      },
      {
        icon: "gauge",
        title: {
          sv: "Prestanda- och lasttester",
          en: "Performance and load testing",
        },
        text: {
          sv: "Vi simulerar verklig trafik och toppar, hittar flaskhalsar i kod, databas och infrastruktur och visar hur mycket tjänsten tål innan svarstiderna försämras.",
          en: "We simulate real traffic and peaks, find bottlenecks in code, database and infrastructure, and show how much load the product can take before response times suffer.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Så kommer vi i gång",
      en: "How we get started",
    },
    intro: {
      sv: "Vi börjar där nyttan är störst och bygger ut testningen stegvis.",
      en: "We begin where the value is greatest and expand testing step by step.",
    },
    steps: [
      {
        title: {
          sv: "Kartläggning",
          en: "Assessment",
        },
        text: {
          sv: "Vi går igenom er arkitektur, befintliga tester, incidenthistorik och process för versionssläpp och identifierar de största riskerna.",
          en: "We review your architecture, existing tests, incident history and release process and identify the biggest risks.",
        },
      },
      {
        title: {
          sv: "Teststrategi",
          en: "Test strategy",
        },
        text: {
          sv: "Ni får en prioriterad plan för vad som ska testas, på vilken nivå och med vilka verktyg, kopplad till mätbara mål.",
          en: "You get a prioritised plan for what to test, at which level and with which tools, tied to measurable goals.",
        },
      },
      {
        title: {
          sv: "Automatisering",
          en: "Automation",
        },
        text: {
          sv: "Vi bygger testerna, börjar med de mest kritiska flödena och kopplar in dem i er byggkedja så att de körs vid varje ändring.",
          en: "We build the tests, starting with the most critical flows, and wire them into your pipeline so they run on every change.",
        },
      },
      {
        title: {
          sv: "Uppföljning och överlämning",
          en: "Follow-up and handover",
        },
        text: {
          sv: "Vi följer upp felutfall och testtäckning, förbättrar löpande och lär upp ert team så att de kan förvalta och utöka testerna själva.",
          en: "We track defects found and test coverage, keep improving, and train your team to maintain and extend the tests on their own.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Vi väljer verktyg som passar er tekniska miljö och som ert team kan förvalta.",
      en: "We choose tools that suit your technical environment and that your team can maintain.",
    },
    groups: [
      {
        name: {
          sv: "End-to-end och gränssnitt",
          en: "End-to-end and UI",
        },
        items: names("Playwright", "Cypress", "Selenium"),
      },
      {
        name: {
          sv: "Enhets- och API-tester",
          en: "Unit and API testing",
        },
        items: names("Vitest", "Jest", "Pytest", "Postman"),
      },
      {
        name: {
          sv: "Prestanda och säkerhet",
          en: "Performance and security",
        },
        items: names("k6", "JMeter", "OWASP ZAP"),
      },
      {
        name: {
          sv: "AI-validering och CI/CD",
          en: "AI validation and CI/CD",
        },
        items: names("promptfoo", "DeepEval", "MLflow", "GitHub Actions"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "Vad automatiserad testning gav ett utvecklingsteam.",
      en: "What automated testing did for one development team.",
    },
    items: [
      {
        title: {
          sv: "Automatiserad regressionstestning",
          en: "Automated regression testing",
        },
        sector: {
          sv: "HR-mjukvara",
          en: "HR software",
        },
        text: {
          sv: "En svensk SaaS-leverantör inom HR med tolv utvecklare testade varje ny version för hand i tre dagar. Den manuella regressionstestningen ersattes med automatiserade tester i byggkedjan, och teamet gick från månatliga till veckovisa versionssläpp. Testtiden jämfördes för de sex sista versionssläppen före omläggningen och de sex första efter, enligt teamets tidrapporter.",
          en: "A Swedish HR SaaS provider with twelve developers tested every release by hand for three days. The manual regression testing was replaced by automated tests in the pipeline, and the team went from monthly to weekly releases. Testing time was compared for the last six releases before the change and the first six after, from the team’s time logs.",
        },
        result: {
          value: {
            sv: "85 %",
            en: "85%",
          },
          label: {
            sv: "mindre testtid per versionssläpp",
            en: "less testing time per release",
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
          sv: "Hur testar man ett AI-system som inte alltid svarar likadant?",
          en: "How do you test an AI system that doesn’t always answer the same way?",
        },
        answer: {
          sv: "Vi testar mot kvalitetskrav i stället för exakta svar. Det innebär en utvärderingsmängd med kända fall, mätvärden som träffsäkerhet och andel felaktiga svar samt automatiska kontroller av sådant som aldrig får förekomma. Samma utvärdering körs vid varje ändring av modell, prompt eller data, så att försämringar upptäcks direkt.",
          en: "We test against quality requirements rather than exact answers. That means an evaluation set of known cases, metrics such as accuracy and the share of incorrect answers, and automatic checks for things that must never happen. The same evaluation runs on every change to the model, prompt or data, so any degradation is caught immediately.",
        },
      },
      {
        question: {
          sv: "Måste vi redan ha tester på plats?",
          en: "Do we need to have tests in place already?",
        },
        answer: {
          sv: "Nej. Det går bra att börja från noll eller med en handfull manuella testfall. Vi kartlägger var riskerna är störst och automatiserar de viktigaste flödena först, så att ni får nytta av testningen redan efter de första veckorna.",
          en: "No. Starting from zero or with a handful of manual test cases is fine. We identify where the risks are greatest and automate the most important flows first, so you see the benefit within the first few weeks.",
        },
      },
      {
        question: {
          sv: "Kan ni lasttesta utan att det märks för våra kunder?",
          en: "Can you load test without our customers noticing?",
        },
        answer: {
          sv: "Ja. Vi lasttestar i en testmiljö som speglar produktionen, med syntetiska data och trafik som efterliknar era verkliga toppar. Behöver något testas i produktion gör vi det i ett överenskommet tidsfönster med låg trafik, med en plan för att avbryta direkt om svarstiderna går upp.",
          en: "Yes. We load test in a test environment that mirrors production, with synthetic data and traffic modelled on your real peaks. If something has to be tested in production, we do it in an agreed low-traffic window, with a plan to stop at once if response times rise.",
        },
      },
      {
        question: {
          sv: "Vad behöver vi tillhandahålla?",
          en: "What do we need to provide?",
        },
        answer: {
          sv: "Tillgång till en testmiljö som liknar produktion, kodförråd och byggkedja samt en kontaktperson som känner till verksamhetens viktigaste flöden. För AI-validering behöver vi exempeldata eller historiska ärenden, gärna avidentifierade.",
          en: "Access to a test environment that resembles production, your repository and pipeline, and a contact person who knows the business’s most important flows. For AI validation we need sample data or historical cases, preferably de-identified.",
        },
      },
      {
        question: {
          sv: "Hur hanterar ni personuppgifter i testdata?",
          en: "How do you handle personal data in test data?",
        },
        answer: {
          sv: "Vi använder i första hand syntetiska eller avidentifierade testdata och hanterar aldrig riktiga personuppgifter utan ett personuppgiftsbiträdesavtal enligt GDPR. Testmiljöerna ligger inom EU om inget annat har avtalats.",
          en: "We primarily use synthetic or de-identified test data and never handle real personal data without a data processing agreement under GDPR. Test environments are hosted in the EU unless agreed otherwise.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Vill ni släppa oftare med färre fel?",
      en: "Want to release more often with fewer defects?",
    },
    text: {
      sv: "Berätta om er tjänst och hur ni testar i dag. I ett första samtal pekar vi ut var testningen gör störst skillnad. Därefter får ni en offert, med pris och tidplan, för att börja där.",
      en: "Tell us about your product and how you test today. In a first call we point out where testing will make the biggest difference. We then send you a quote, with price and timeline, for starting there.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
