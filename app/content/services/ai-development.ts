// Copy of the AI development and machine learning service page (/services/ai-development), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, PRICE_BY_PROPOSAL, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "AI-utveckling och maskininlärning",
      en: "AI development and machine learning",
    },
    description: {
      sv: "Vi utvecklar maskininlärningsmodeller på era egna data: prognoser, bildanalys, språkteknik och MLOps som håller modellerna träffsäkra i produktion.",
      en: "We build machine learning models on your own data: forecasting, computer vision, language technology and MLOps that keeps models accurate in production.",
    },
    keywords: [
      {
        sv: "AI-utveckling",
        en: "AI development",
      },
      {
        sv: "maskininlärning",
        en: "machine learning",
      },
      {
        sv: "djupinlärning",
        en: "deep learning",
      },
      {
        sv: "språkteknik",
        en: "natural language processing",
      },
      ...names("NLP", "MLOps"),
      {
        sv: "skräddarsydda AI-modeller",
        en: "custom AI models",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "AI och maskininlärning",
      en: "AI and machine learning",
    },
    title: {
      sv: "AI-modeller byggda för era data och era beslut",
      en: "AI models built for your data and your decisions",
    },
    subtitle: {
      sv: "Från första analys av era data till modeller som körs stabilt i produktion. Vi utvecklar maskininlärning som löser ett konkret affärsproblem.",
      en: "From the first look at your data to models running reliably in production. We build machine learning that solves a concrete business problem.",
    },
    primaryCta: {
      sv: "Prata med oss om ert AI-projekt",
      en: "Talk to us about your AI project",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "Mindre projekt: {{fact:timeline.aiProjectSmall}}; större: {{fact:timeline.aiProjectLarge}}, från beslut till drift",
        en: "Smaller projects: {{fact:timeline.aiProjectSmall}}; larger ones: {{fact:timeline.aiProjectLarge}}, from decision to production",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är AI-utveckling och maskininlärning?",
      en: "What is AI development and machine learning?",
    },
    paragraphs: [
      {
        sv: "Färdiga AI-tjänster räcker långt för allmänna uppgifter, men de känner inte till era kunder, era maskiner eller era processer. Med maskininlärning tränar vi modeller på er egen historik, så att de kan förutse efterfrågan, upptäcka avvikelser, tolka dokument eller granska bilder – ofta träffsäkrare än generella verktyg. Hur mycket träffsäkrare de blir mäter vi på era egna data innan ni bestämmer er.",
        en: "Off-the-shelf AI services go a long way for general tasks, but they know nothing about your customers, your machines or your processes. With machine learning we train models on your own history, so they can forecast demand, detect anomalies, interpret documents or inspect images – often more accurately than general-purpose tools. We measure how much more accurate they are on your own data before you decide.",
      },
      {
        sv: "Ett lyckat AI-projekt avgörs sällan av den mest avancerade algoritmen. Det avgörs av rätt frågeställning, data av god kvalitet och en plan för hur modellen ska användas i vardagen. Därför börjar vi alltid med att förstå affärsproblemet och bedöma om AI faktiskt är rätt lösning, och vi säger till om den inte är det.",
        en: "Success in an AI project rarely comes down to the most advanced algorithm. It comes down to the right question, good-quality data and a plan for how the model will be used day to day. That is why we always start by understanding the business problem and judging whether AI is actually the right answer, and we tell you if it is not.",
      },
      {
        sv: "Vi bygger modeller som är redo för produktion från början: versionshanterade, testade och övervakade, och så förklarbara som modelltypen medger. Det gör att de fortsätter att göra nytta när data och omvärld förändras, inte bara i ett lyckat pilotprojekt.",
        en: "We build models that are production-ready from the start: version-controlled, tested and monitored, and as explainable as the model type allows. That way they keep delivering value as data and circumstances change, not just in a successful pilot.",
      },
    ],
    bullets: [
      {
        sv: "Affärsproblemet först, tekniken sedan",
        en: "The business problem first, the technology second",
      },
      {
        sv: "Genomlysning av datakvalitet innan något tränas",
        en: "A data quality review before anything is trained",
      },
      {
        sv: "Modeller anpassade efter era data och er verksamhet",
        en: "Models tailored to your data and your business",
      },
      {
        sv: "Resultat som går att granska, med förklaringar av vad som styr dem där modelltypen medger det",
        en: "Results that can be reviewed, with explanations of what drives them wherever the model type allows",
      },
      {
        sv: "Integritetsskydd och dokumentation som hjälper er att visa att ni följer GDPR och EU:s AI-förordning",
        en: "Privacy safeguards and documentation that support GDPR and EU AI Act compliance",
      },
    ],
  },
  benefits: {
    heading: {
      sv: "Därför satsar företag på egna AI-modeller",
      en: "Why companies invest in their own AI models",
    },
    intro: {
      sv: "Rätt använd blir maskininlärning ett verktyg som förbättrar beslut och frigör tid varje dag, inte ett experiment vid sidan av verksamheten.",
      en: "Used well, machine learning becomes a tool that improves decisions and frees up time every day, not an experiment on the side.",
    },
    items: [
      {
        icon: "chart",
        title: {
          sv: "Bättre beslut",
          en: "Better decisions",
        },
        text: {
          sv: "Prognoser och analyser baserade på er egen historik ger säkrare underlag för inköp, bemanning, underhåll och prissättning än magkänsla och kalkylark.",
          en: "Forecasts and analyses built on your own history give a sounder basis for purchasing, staffing, maintenance and pricing than gut feeling and spreadsheets.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "Automatisering av kvalificerat arbete",
          en: "Automation of skilled work",
        },
        text: {
          sv: "Modeller som klassificerar ärenden, läser dokument eller granskar bilder tar hand om de repetitiva bedömningarna, så att era medarbetare kan ägna sig åt undantagen och kunderna.",
          en: "Models that classify cases, read documents or inspect images take care of the repetitive judgements, so your people can focus on the exceptions and on your customers.",
        },
      },
      {
        icon: "lock",
        title: {
          sv: "Ett försprång som är ert",
          en: "An edge that is yours",
        },
        text: {
          sv: "En modell tränad på era unika data är svår för konkurrenter att kopiera, och ni kan köra den i er egen miljö när data är känsliga.",
          en: "A model trained on your unique data is hard for competitors to copy, and you can run it in your own environment when data is sensitive.",
        },
      },
    ],
  },
  offering: {
    kind: "services",
    heading: {
      sv: "Våra tjänster inom AI och maskininlärning",
      en: "Our AI and machine learning services",
    },
    intro: {
      sv: "Fyra kompetensområden som tillsammans täcker hela vägen från idé till drift.",
      en: "Four areas of expertise that together cover everything from idea to production.",
    },
    items: [
      {
        icon: "target",
        title: {
          sv: "Egna ML-modeller",
          en: "Custom ML models",
        },
        text: {
          sv: "Prognoser, klassificering, rekommendationer och avvikelsedetektering byggda på era data. Vi jämför flera angreppssätt och väljer den enklaste modell som når målet, eftersom den är lättast att förklara och förvalta.",
          en: "Forecasting, classification, recommendations and anomaly detection built on your data. We compare several approaches and choose the simplest model that meets the goal, because it is the easiest to explain and maintain.",
        },
      },
      {
        icon: "brain",
        title: {
          sv: "Djupinlärning",
          en: "Deep learning",
        },
        text: {
          sv: "Neurala nätverk för bildanalys, ljud, sensordata och andra komplexa mönster, till exempel visuell kvalitetskontroll i produktion eller tolkning av tidsserier från maskiner.",
          en: "Neural networks for images, audio, sensor data and other complex patterns, such as visual quality inspection on the production line or interpreting time series from machines.",
        },
      },
      {
        icon: "message",
        title: {
          sv: "Språkteknik (NLP)",
          en: "Natural language processing",
        },
        text: {
          sv: "Modeller som förstår text på svenska och engelska: klassificering och sortering av ärenden, extrahering av uppgifter ur dokument, sammanfattningar och semantisk sökning, med stora språkmodeller där de gör nytta.",
          en: "Models that understand text in Swedish and English: classifying and routing cases, extracting information from documents, summarisation and semantic search, using large language models where they add value.",
        },
      },
      {
        icon: "server",
        title: {
          sv: "MLOps",
          en: "MLOps",
        },
        text: {
          sv: "Automatiska flöden för träning, versionshantering, driftsättning och övervakning av modeller. Vi upptäcker när träffsäkerheten sjunker och tränar om modellerna på ett kontrollerat sätt.",
          en: "Pipelines for training, versioning, deploying and monitoring models. We detect when accuracy drops and retrain models in a controlled way.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Från idé till modell i drift",
      en: "From idea to model in production",
    },
    intro: {
      sv: "Varje steg avslutas med ett tydligt beslut, så att ni kan stoppa innan ni investerar mer än resultaten motiverar.",
      en: "Each step ends with a clear decision, so you can stop before you invest more than the results justify.",
    },
    steps: [
      {
        title: {
          sv: "Förstudie och dataanalys",
          en: "Discovery and data analysis",
        },
        text: {
          sv: "Vi definierar affärsproblemet och måtten på framgång, går igenom tillgängliga data och bedömer om målet är realistiskt.",
          en: "We define the business problem and how success will be measured, review the available data and assess whether the goal is realistic.",
        },
      },
      {
        title: {
          sv: "Proof of concept (ett första, avgränsat test)",
          en: "Proof of concept (a first, limited test)",
        },
        text: {
          sv: "En första modell tränas på verkliga data och utvärderas mot de uppsatta målen, så att ni ser vad som är möjligt innan större investeringar.",
          en: "A first model is trained on real data and evaluated against the agreed goals, so you can see what is possible before any larger investment.",
        },
      },
      {
        title: {
          sv: "Utveckling och validering",
          en: "Development and validation",
        },
        text: {
          sv: "Modellen förfinas, testas mot snedvridning (bias) och ovanliga fall och byggs ihop med de system och arbetsflöden där den ska användas.",
          en: "The model is refined, tested for bias and edge cases, and connected to the systems and workflows where it will be used.",
        },
      },
      {
        title: {
          sv: "Driftsättning",
          en: "Deployment",
        },
        text: {
          sv: "Modellen tas i drift i moln eller i er egen miljö, med versionshantering, loggning och möjlighet att snabbt gå tillbaka till en tidigare version.",
          en: "The model goes live in the cloud or in your own environment, with versioning, logging and the ability to roll back quickly to an earlier version.",
        },
      },
      {
        title: {
          sv: "Övervakning och vidareutveckling",
          en: "Monitoring and improvement",
        },
        text: {
          sv: "Vi följer modellens träffsäkerhet över tid, tränar om när data förändras och vidareutvecklar den utifrån användarnas erfarenheter.",
          en: "We track the model’s accuracy over time, retrain it when the data changes and improve it based on what its users experience.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Öppna, väletablerade ramverk som inte låser in er hos en enskild leverantör.",
      en: "Open, well-established frameworks that do not lock you into a single vendor.",
    },
    groups: [
      {
        name: {
          sv: "Maskininlärning",
          en: "Machine learning",
        },
        items: names("Python", "scikit-learn", "XGBoost", "PyTorch", "TensorFlow"),
      },
      {
        name: {
          sv: "Språk och språkmodeller",
          en: "Language and LLMs",
        },
        items: names("Hugging Face Transformers", "spaCy", "GPT", "Claude", "Llama", "LangChain"),
      },
      {
        name: {
          sv: "MLOps",
          en: "MLOps",
        },
        items: names("MLflow", "DVC", "Docker", "Kubernetes"),
      },
      {
        name: {
          sv: "Data och moln",
          en: "Data and cloud",
        },
        items: names("PostgreSQL", "Azure Machine Learning", "AWS SageMaker", "Google Vertex AI"),
      },
    ],
  },
  stories: storiesSection({
    intro: {
      sv: "En prognosmodell i stället för kalkylark.",
      en: "A forecasting model in place of spreadsheets.",
    },
    items: [
      {
        title: {
          sv: "Efterfrågeprognoser för butiker",
          en: "Store-level demand forecasting",
        },
        sector: {
          sv: "Detaljhandel",
          en: "Retail",
        },
        text: {
          sv: "En svensk detaljhandelskedja med omkring 90 butiker gjorde sina prognoser i kalkylark. De ersattes med en modell som tar hänsyn till säsong, kampanjer, väder och helgdagar per butik och vara, och inköparna får nu förslag på beställningar varje morgon. Prognosfelet mättes per butik och vara under de sex första månaderna och jämfördes med kalkylarkets prognoser för samma veckor.",
          en: "A Swedish retail chain with some 90 stores made its forecasts in spreadsheets. They were replaced by a model that accounts for season, promotions, weather and public holidays per store and product, and buyers now get suggested orders every morning. Forecast error was measured per store and product over the first six months and compared with the spreadsheet forecasts for the same weeks.",
        },
        result: {
          value: {
            sv: "27 %",
            en: "27%",
          },
          label: {
            sv: "lägre prognosfel",
            en: "lower forecast error",
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
          sv: "Hur mycket data behöver vi?",
          en: "How much data do we need?",
        },
        answer: {
          sv: "Det beror på problemet. En prognosmodell behöver ofta några års historik, medan en klassificeringsmodell kan fungera med några tusen märkta exempel, och färre om vi bygger vidare på förtränade modeller. I förstudien, som offereras separat, bedömer vi era data och säger ärligt om de räcker eller vad som behöver samlas in först.",
          en: "It depends on the problem. A forecasting model often needs a few years of history, while a classification model can work with a few thousand labelled examples, and fewer if we build on pre-trained models. During the discovery phase, which is quoted separately, we assess your data and tell you honestly whether it is enough or what needs to be collected first.",
        },
      },
      {
        question: {
          sv: "Hur lång tid tar ett AI-projekt?",
          en: "How long does an AI project take?",
        },
        answer: {
          sv: "Mindre projekt tar normalt {{fact:timeline.aiProjectSmall}} från beslut till modell i drift, medan större projekt med flera modeller och integrationer tar {{fact:timeline.aiProjectLarge}}. En proof of concept kommer tidigt, så att ni kan bedöma resultaten innan ni går vidare.",
          en: "Smaller projects usually take {{fact:timeline.aiProjectSmall}} from decision to a model in production, while larger projects with several models and integrations take {{fact:timeline.aiProjectLarge}}. The proof of concept comes early, so you can judge the results before going further.",
        },
      },
      {
        question: {
          sv: "Vem äger modellerna och koden?",
          en: "Who owns the models and the code?",
        },
        answer: {
          sv: "Rättigheterna till allt som tas fram i projektet – tränade modeller, källkod, träningsflöden och dokumentation – övergår till er enligt avtalet. Era data används bara för ert projekt och aldrig för att träna modeller åt andra kunder.",
          en: "The rights to everything produced in the project – trained models, source code, pipelines and documentation – pass to you under the agreement. Your data is used only for your project and never to train models for other clients.",
        },
      },
      {
        question: {
          sv: "Kan modellerna köras i vår egen miljö?",
          en: "Can the models run in our own environment?",
        },
        answer: {
          sv: "Ja. Vi kan driftsätta i ert eget molnkonto, i ett datacenter inom EU eller helt lokalt när data är känsliga. Valet görs utifrån krav på säkerhet, svarstider och kostnad.",
          en: "Yes. We can deploy to your own cloud account, to a data centre in the EU or fully on-premises when data is sensitive. The choice depends on your requirements for security, response times and cost.",
        },
      },
      {
        question: {
          sv: "Hur hanterar ni GDPR och EU:s AI-förordning?",
          en: "How do you handle GDPR and the EU AI Act?",
        },
        answer: {
          sv: "Vi gör en riskbedömning av användningsområdet tidigt, minimerar och avidentifierar personuppgifter och dokumenterar data, träning och validering. Det ger er en stor del av det underlag som behövs för att visa att modellen används ansvarsfullt; den rättsliga bedömningen gör ni med era jurister.",
          en: "We assess the risk of the use case early, minimise and de-identify personal data, and document data, training and validation. That gives you much of the evidence needed to show the model is used responsibly; the legal assessment is yours, made with your lawyers.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Har ni data som kan göra mer nytta?",
      en: "Do you have data that should be working harder?",
    },
    text: {
      sv: "Beskriv utmaningen och vilka data ni har. I ett första samtal reder vi ut om maskininlärning är rätt väg, och är den inte det säger vi det.",
      en: "Describe the challenge and the data you have. In a first call we work out whether machine learning is the right route, and if it is not, we say so.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
