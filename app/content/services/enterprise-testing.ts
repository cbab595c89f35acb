// Copy of the enterprise SaaS and AI testing service page (/services/enterprise-testing), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Test av SaaS och AI",
      description:
        "Kvalitetssäkring för SaaS och AI: automatiserade tester, validering av AI-modeller samt prestanda- och lasttester som ger färre fel och säkrare versionssläpp.",
      keywords: [
        "mjukvarutestning",
        "SaaS-testning",
        "AI-validering",
        "testautomatisering",
        "lasttester",
        "prestandatester",
        "kvalitetssäkring",
      ],
    },
    hero: {
      eyebrow: "Kvalitetssäkring",
      title: "Testning som gör att ni vågar släppa oftare",
      subtitle:
        "Vi testar era SaaS-tjänster och AI-system grundligt: automatiserat, mätbart och inbyggt i er utvecklingsprocess, så att fler fel hittas innan era kunder hittar dem.",
      primaryCta: "Boka ett samtal om testning",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Tidplanen beror på omfattningen och står i förslaget`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad innebär test av SaaS och AI?",
      paragraphs: [
        "När en SaaS-tjänst har tusentals användare eller ett AI-system fattar beslut åt er verksamhet räcker det inte att någon klickar igenom applikationen före varje versionssläpp. Test av SaaS och AI handlar om att systematiskt och automatiskt visa att tjänsten fungerar, presterar och beter sig som den ska, varje gång koden ändras.",
        "Vi bygger en teststrategi utifrån var riskerna faktiskt finns i er affär: betalflöden, integrationer, behörigheter, prestanda under hög last och, för AI, modellernas träffsäkerhet och beteende i ovanliga situationer. Därefter automatiserar vi testerna och kopplar in dem i er byggkedja.",
        "AI-system kräver särskilda metoder. En språkmodell kan svara olika på samma fråga, och en prognosmodell kan försämras i takt med att världen förändras. Vi validerar därför AI med utvärderingsdata, mätbara kvalitetskrav och löpande övervakning, inte bara med traditionella testfall.",
      ],
      bullets: [
        "Teststrategi som utgår från affärsrisker, inte från antal testfall",
        "Automatiserade tester som körs vid varje ändring i er byggkedja (CI/CD)",
        "Validering av AI-modeller: träffsäkerhet, robusthet och snedvridning (bias)",
        "Prestanda- och lasttester mot realistiska användningsmönster",
        "Tydliga rapporter som både utvecklare och ledning kan agera på",
      ],
    },
    benefits: {
      heading: "Vad ni vinner",
      intro: "Bra testning är inte en broms. Den är det som gör att ni kan leverera snabbt utan att tappa kundernas förtroende.",
      items: [
        {
          icon: "shield",
          title: "Färre fel i produktion",
          text: "Buggar, regressioner och säkerhetsbrister fångas tidigt, när de är billigast att åtgärda. Det ger färre incidenter i produktion och färre supportärenden.",
        },
        {
          icon: "rocket",
          title: "Snabbare och säkrare versionssläpp",
          text: "När regressionstesterna körs automatiskt på minuter i stället för manuellt under flera dagar kan ni släppa nya versioner oftare och med gott samvete.",
        },
        {
          icon: "scale",
          title: "AI som går att lita på",
          text: "Dokumenterad validering av era AI-system visar hur de presterar, var gränserna går och hur de övervakas. Det bygger förtroende hos kunder och underlättar efterlevnad av krav som EU:s AI-förordning.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra testtjänster",
      intro: "Fyra tjänster som kan köpas var för sig eller kombineras till en komplett kvalitetssäkring.",
      items: [
        {
          icon: "layers",
          title: "Testning av SaaS-applikationer",
          text: "Funktionella tester av hela användarflöden, API-tester, behörighetstester mellan kunder och roller samt tester av integrationer mot betalning, inloggning och tredjepartstjänster.",
        },
        {
          icon: "brain",
          title: "Validering av AI-system",
          text: "Vi bygger utvärderingsdata och mätbara kvalitetskrav för era modeller och språkmodellsbaserade tjänster, testar robusthet, snedvridning (bias) och felaktiga svar och sätter upp övervakning av modellernas kvalitet över tid.",
        },
        {
          icon: "code",
          title: "Automatiserade testramverk",
          text: "Vi sätter upp eller moderniserar ett testramverk som är lätt att underhålla, körs i er byggkedja och ger snabb återkoppling. Era utvecklare får mallar och riktlinjer för att skriva nya tester själva.",
        },
        {
          icon: "gauge",
          title: "Prestanda- och lasttester",
          text: "Vi simulerar verklig trafik och toppar, hittar flaskhalsar i kod, databas och infrastruktur och visar hur mycket tjänsten tål innan svarstiderna försämras.",
        },
      ],
    },
    process: {
      heading: "Så kommer vi igång",
      intro: "Vi börjar där nyttan är störst och bygger ut testningen stegvis.",
      steps: [
        {
          title: "Kartläggning",
          text: "Vi går igenom er arkitektur, befintliga tester, incidenthistorik och process för versionssläpp och identifierar de största riskerna.",
        },
        {
          title: "Teststrategi",
          text: "Ni får en prioriterad plan för vad som ska testas, på vilken nivå och med vilka verktyg, kopplad till mätbara mål.",
        },
        {
          title: "Automatisering",
          text: "Vi bygger testerna, börjar med de mest kritiska flödena och kopplar in dem i er byggkedja så att de körs vid varje ändring.",
        },
        {
          title: "Uppföljning och överlämning",
          text: "Vi följer upp felutfall och testtäckning, förbättrar löpande och lär upp ert team så att de kan förvalta och utöka testerna själva.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Vi väljer verktyg som passar er tekniska miljö och som ert team kan förvalta.",
      groups: [
        { name: "End-to-end och gränssnitt", items: ["Playwright", "Cypress", "Selenium"] },
        { name: "Enhets- och API-tester", items: ["Vitest", "Jest", "Pytest", "Postman"] },
        { name: "Prestanda och säkerhet", items: ["k6", "JMeter", "OWASP ZAP"] },
        { name: "AI-validering och CI/CD", items: ["promptfoo", "DeepEval", "MLflow", "GitHub Actions"] },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Vad automatiserad testning gav ett utvecklingsteam. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Automatiserad regressionstestning",
          sector: "HR-mjukvara",
          text: "En svensk SaaS-leverantör inom HR med tolv utvecklare testade varje ny version för hand i tre dagar. Den manuella regressionstestningen ersattes med automatiserade tester i byggkedjan, och teamet gick från månatliga till veckovisa versionssläpp. Testtiden jämfördes för de sex sista versionssläppen före omläggningen och de sex första efter, enligt teamets tidrapporter.",
          result: { value: "85 %", label: "mindre testtid per versionssläpp" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur testar man ett AI-system som inte alltid svarar likadant?",
          answer:
            "Vi testar mot kvalitetskrav i stället för exakta svar. Det innebär en utvärderingsmängd med kända fall, mätvärden som träffsäkerhet och andel felaktiga svar samt automatiska kontroller av sådant som aldrig får förekomma. Samma utvärdering körs vid varje ändring av modell, prompt eller data, så att försämringar upptäcks direkt.",
        },
        {
          question: "Måste vi redan ha tester på plats?",
          answer:
            "Nej. Det går bra att börja från noll eller med en handfull manuella testfall. Vi kartlägger var riskerna är störst och automatiserar de viktigaste flödena först, så att ni får nytta av testningen redan efter de första veckorna.",
        },
        {
          question: "Kan ni lasttesta utan att det märks för våra kunder?",
          answer:
            "Ja. Vi lasttestar i en testmiljö som speglar produktionen, med syntetiska data och trafik som efterliknar era verkliga toppar. Behöver något testas i produktion gör vi det i ett överenskommet tidsfönster med låg trafik, med en plan för att avbryta direkt om svarstiderna går upp.",
        },
        {
          question: "Vad behöver vi tillhandahålla?",
          answer:
            "Tillgång till en testmiljö som liknar produktion, kodförråd och byggkedja samt en kontaktperson som känner till verksamhetens viktigaste flöden. För AI-validering behöver vi exempeldata eller historiska ärenden, gärna avidentifierade.",
        },
        {
          question: "Hur hanterar ni personuppgifter i testdata?",
          answer:
            "Vi använder i första hand syntetiska eller avidentifierade testdata och hanterar aldrig riktiga personuppgifter utan ett personuppgiftsbiträdesavtal enligt GDPR. Testmiljöerna ligger inom EU om inget annat har avtalats.",
        },
      ],
    },
    cta: {
      heading: "Vill ni släppa oftare med färre fel?",
      text: `Berätta om er tjänst och hur ni testar i dag. Vi svarar ${facts.sv.reply}, och i ett första samtal pekar vi ut var testningen gör störst skillnad. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "SaaS and AI testing",
      description:
        "Quality assurance for SaaS and AI: automated testing, AI model validation and performance and load testing that mean fewer defects and safer releases.",
      keywords: [
        "software testing",
        "SaaS testing",
        "AI validation",
        "test automation",
        "load testing",
        "performance testing",
        "quality assurance",
      ],
    },
    hero: {
      eyebrow: "Quality assurance",
      title: "Testing that lets you release more often",
      subtitle:
        "We test your SaaS products and AI systems properly: automated, measurable and built into your development process, so that more defects are found before your customers find them.",
      primaryCta: "Book a call about testing",
      secondaryCta: "Learn More",
      typical: {
        duration: `The timeline depends on the scope and is set out in the proposal`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is SaaS and AI testing?",
      paragraphs: [
        "When a SaaS product serves thousands of users, or an AI system makes decisions on behalf of your business, it is not enough for someone to click through the application before each release. SaaS and AI testing means proving, systematically and automatically, that the product works, performs and behaves as it should every time the code changes.",
        "We build a test strategy around where the real risks are in your business: payment flows, integrations, permissions, performance under heavy load and, for AI, how accurate models are and how they behave in unusual situations. Then we automate the tests and wire them into your pipeline.",
        "AI systems need methods of their own. A language model can give different answers to the same question, and a forecasting model can degrade as the world changes. That is why we validate AI with evaluation data, measurable quality requirements and continuous monitoring, not just traditional test cases.",
      ],
      bullets: [
        "A test strategy driven by business risk, not by the number of test cases",
        "Automated tests that run on every change in your CI/CD pipeline",
        "AI model validation: accuracy, robustness and bias",
        "Performance and load testing against realistic usage patterns",
        "Clear reports that developers and management can both act on",
      ],
    },
    benefits: {
      heading: "What you gain",
      intro: "Good testing is not a brake. It is what lets you deliver quickly without losing your customers’ trust.",
      items: [
        {
          icon: "shield",
          title: "Fewer defects in production",
          text: "Bugs, regressions and security flaws are caught early, when they are cheapest to fix. That means fewer incidents in production and fewer support tickets.",
        },
        {
          icon: "rocket",
          title: "Faster, safer releases",
          text: "When regression tests run automatically in minutes rather than manually over several days, you can ship new versions more often and with confidence.",
        },
        {
          icon: "scale",
          title: "AI you can trust",
          text: "Documented validation of your AI systems shows how they perform, where their limits are and how they are monitored. That builds customer trust and makes it easier to meet requirements such as the EU AI Act.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our testing services",
      intro: "Four services you can buy separately or combine into complete quality assurance.",
      items: [
        {
          icon: "layers",
          title: "SaaS application testing",
          text: "Functional testing of complete user journeys, API testing, permission testing across tenants and roles, and testing of integrations with payments, sign-in and third-party services.",
        },
        {
          icon: "brain",
          title: "AI system validation",
          text: "We build evaluation data and measurable quality requirements for your models and LLM-based services, test robustness, bias and incorrect answers, and set up monitoring of model quality over time.",
        },
        {
          icon: "code",
          title: "Automated test frameworks",
          text: "We set up or modernise a test framework that is easy to maintain, runs in your pipeline and gives fast feedback. Your developers get templates and guidelines for writing new tests themselves.",
        },
        {
          icon: "gauge",
          title: "Performance and load testing",
          text: "We simulate real traffic and peaks, find bottlenecks in code, database and infrastructure, and show how much load the product can take before response times suffer.",
        },
      ],
    },
    process: {
      heading: "How we get started",
      intro: "We begin where the value is greatest and expand testing step by step.",
      steps: [
        {
          title: "Assessment",
          text: "We review your architecture, existing tests, incident history and release process and identify the biggest risks.",
        },
        {
          title: "Test strategy",
          text: "You get a prioritised plan for what to test, at which level and with which tools, tied to measurable goals.",
        },
        {
          title: "Automation",
          text: "We build the tests, starting with the most critical flows, and wire them into your pipeline so they run on every change.",
        },
        {
          title: "Follow-up and handover",
          text: "We track defects found and test coverage, keep improving, and train your team to maintain and extend the tests on their own.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "We choose tools that suit your technical environment and that your team can maintain.",
      groups: [
        { name: "End-to-end and UI", items: ["Playwright", "Cypress", "Selenium"] },
        { name: "Unit and API testing", items: ["Vitest", "Jest", "Pytest", "Postman"] },
        { name: "Performance and security", items: ["k6", "JMeter", "OWASP ZAP"] },
        { name: "AI validation and CI/CD", items: ["promptfoo", "DeepEval", "MLflow", "GitHub Actions"] },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `What automated testing did for one development team. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Automated regression testing",
          sector: "HR software",
          text: "A Swedish HR SaaS provider with twelve developers tested every release by hand for three days. The manual regression testing was replaced by automated tests in the pipeline, and the team went from monthly to weekly releases. Testing time was compared for the last six releases before the change and the first six after, from the team’s time logs.",
          result: { value: "85%", label: "less testing time per release" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How do you test an AI system that doesn’t always answer the same way?",
          answer:
            "We test against quality requirements rather than exact answers. That means an evaluation set of known cases, metrics such as accuracy and the share of incorrect answers, and automatic checks for things that must never happen. The same evaluation runs on every change to the model, prompt or data, so any degradation is caught immediately.",
        },
        {
          question: "Do we need to have tests in place already?",
          answer:
            "No. Starting from zero or with a handful of manual test cases is fine. We identify where the risks are greatest and automate the most important flows first, so you see the benefit within the first few weeks.",
        },
        {
          question: "Can you load test without our customers noticing?",
          answer:
            "Yes. We load test in a test environment that mirrors production, with synthetic data and traffic modelled on your real peaks. If something has to be tested in production, we do it in an agreed low-traffic window, with a plan to stop at once if response times rise.",
        },
        {
          question: "What do we need to provide?",
          answer:
            "Access to a test environment that resembles production, your repository and pipeline, and a contact person who knows the business’s most important flows. For AI validation we need sample data or historical cases, preferably de-identified.",
        },
        {
          question: "How do you handle personal data in test data?",
          answer:
            "We primarily use synthetic or de-identified test data and never handle real personal data without a data processing agreement under GDPR. Test environments are hosted in the EU unless agreed otherwise.",
        },
      ],
    },
    cta: {
      heading: "Want to release more often with fewer defects?",
      text: `Tell us about your product and how you test today. We reply ${facts.en.reply}, and in a first call we point out where testing will make the biggest difference. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
