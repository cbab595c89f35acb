// Copy of the AI development and machine learning service page (/services/ai-development), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "AI-utveckling och maskininlärning",
      description:
        "Vi utvecklar maskininlärningsmodeller på era egna data: prognoser, bildanalys, språkteknik och MLOps som håller modellerna träffsäkra i produktion.",
      keywords: ["AI-utveckling", "maskininlärning", "djupinlärning", "språkteknik", "NLP", "MLOps", "skräddarsydda AI-modeller"],
    },
    hero: {
      eyebrow: "AI och maskininlärning",
      title: "AI-modeller byggda för era data och era beslut",
      subtitle:
        "Från första analys av era data till modeller som körs stabilt i produktion. Vi utvecklar maskininlärning som löser ett konkret affärsproblem och som ni äger fullt ut.",
      primaryCta: "Diskutera ert AI-projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Mindre projekt: ${facts.sv.timeline.aiProjectSmall}; större: ${facts.sv.timeline.aiProjectLarge}, från beslut till drift`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är AI-utveckling och maskininlärning?",
      paragraphs: [
        "Färdiga AI-tjänster räcker långt för allmänna uppgifter, men de känner inte till era kunder, era maskiner eller era processer. Med maskininlärning tränar vi modeller på er egen historik, så att de kan förutse efterfrågan, upptäcka avvikelser, tolka dokument eller granska bilder – ofta träffsäkrare än generella verktyg. Hur mycket träffsäkrare mäter vi på era egna data innan ni bestämmer er.",
        "Ett lyckat AI-projekt avgörs sällan av den mest avancerade algoritmen. Det avgörs av rätt frågeställning, data av god kvalitet och en plan för hur modellen ska användas i vardagen. Därför börjar vi alltid med att förstå affärsproblemet och bedöma om AI faktiskt är rätt lösning, och vi säger till om den inte är det.",
        "Vi bygger modeller som är redo för produktion från början: versionshanterade, testade, förklarbara och övervakade. Det gör att de fortsätter att göra nytta när data och omvärld förändras, inte bara i ett lyckat pilotprojekt.",
      ],
      bullets: [
        "Affärsproblemet först, tekniken sedan",
        "Genomlysning av datakvalitet innan något tränas",
        "Modeller anpassade efter era data och er verksamhet",
        "Förklarbara resultat som går att granska och lita på",
        "Integritet och dokumentation som underlag för GDPR och EU:s AI-förordning",
      ],
    },
    benefits: {
      heading: "Därför satsar företag på egna AI-modeller",
      intro:
        "Rätt använd blir maskininlärning ett verktyg som förbättrar beslut och frigör tid varje dag, inte ett experiment vid sidan av verksamheten.",
      items: [
        {
          icon: "chart",
          title: "Bättre beslut",
          text: "Prognoser och analyser baserade på er egen historik ger säkrare underlag för inköp, bemanning, underhåll och prissättning än magkänsla och kalkylark.",
        },
        {
          icon: "cog",
          title: "Automatisering av kvalificerat arbete",
          text: "Modeller som klassificerar ärenden, läser dokument eller granskar bilder tar hand om de repetitiva bedömningarna, så att era medarbetare kan ägna sig åt undantagen och kunderna.",
        },
        {
          icon: "lock",
          title: "Ett försprång som är ert",
          text: "En modell tränad på era unika data är svår för konkurrenter att kopiera. Ni äger både modellen och koden, och kan köra dem i er egen miljö när data är känsliga.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Våra tjänster inom AI och maskininlärning",
      intro: "Fyra kompetensområden som tillsammans täcker hela vägen från idé till drift.",
      items: [
        {
          icon: "target",
          title: "Skräddarsydda ML-modeller",
          text: "Prognoser, klassificering, rekommendationer och avvikelsedetektering byggda på era data. Vi jämför flera angreppssätt och väljer den enklaste modell som når målet, eftersom den är lättast att förklara och förvalta.",
        },
        {
          icon: "brain",
          title: "Djupinlärning",
          text: "Neurala nätverk för bildanalys, ljud, sensordata och andra komplexa mönster, till exempel visuell kvalitetskontroll i produktion eller tolkning av tidsserier från maskiner.",
        },
        {
          icon: "message",
          title: "Språkteknik (NLP)",
          text: "Modeller som förstår text på svenska och engelska: klassificering och sortering av ärenden, extrahering av uppgifter ur dokument, sammanfattningar och semantisk sökning, med stora språkmodeller där de gör nytta.",
        },
        {
          icon: "server",
          title: "MLOps",
          text: "Automatiska flöden för träning, versionshantering, driftsättning och övervakning av modeller. Vi upptäcker när träffsäkerheten sjunker och tränar om modellerna på ett kontrollerat sätt.",
        },
      ],
    },
    process: {
      heading: "Från idé till modell i drift",
      intro: "Varje steg avslutas med ett tydligt beslut, så att ni kan stoppa innan ni investerar mer än resultaten motiverar.",
      steps: [
        {
          title: "Förstudie och dataanalys",
          text: "Vi definierar affärsproblemet och måtten på framgång, går igenom tillgängliga data och bedömer om målet är realistiskt.",
        },
        {
          title: "Ett första test: proof of concept",
          text: "En första modell tränas på verkliga data och utvärderas mot de uppsatta målen, så att ni ser vad som är möjligt innan större investeringar.",
        },
        {
          title: "Utveckling och validering",
          text: "Modellen förfinas, testas mot snedvridning (bias) och ovanliga fall och byggs ihop med de system och arbetsflöden där den ska användas.",
        },
        {
          title: "Driftsättning",
          text: "Modellen tas i drift i moln eller i er egen miljö, med versionshantering, loggning och möjlighet att snabbt gå tillbaka till en tidigare version.",
        },
        {
          title: "Övervakning och vidareutveckling",
          text: "Vi följer modellens träffsäkerhet över tid, tränar om när data förändras och vidareutvecklar den utifrån användarnas erfarenheter.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "Öppna, väletablerade ramverk som inte låser in er hos en enskild leverantör.",
      groups: [
        { name: "Maskininlärning", items: ["Python", "scikit-learn", "XGBoost", "PyTorch", "TensorFlow"] },
        { name: "Språk och språkmodeller", items: ["Hugging Face Transformers", "spaCy", "GPT", "Claude", "Llama", "LangChain"] },
        { name: "MLOps", items: ["MLflow", "DVC", "Docker", "Kubernetes"] },
        {
          name: "Data och moln",
          items: ["PostgreSQL", "Azure Machine Learning", "AWS SageMaker", "Google Vertex AI"],
        },
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `En prognosmodell i stället för kalkylark. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Efterfrågeprognoser för butiker",
          sector: "Detaljhandel",
          text: "En svensk detaljhandelskedja med omkring 90 butiker gjorde sina prognoser i kalkylark. De ersattes med en modell som tar hänsyn till säsong, kampanjer, väder och helgdagar per butik och vara, och inköparna får nu förslag på beställningar varje morgon. Prognosfelet mättes per butik och vara under de sex första månaderna och jämfördes med kalkylarkets prognoser för samma veckor.",
          result: { value: "27 %", label: "lägre prognosfel" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Hur mycket data behöver vi?",
          answer:
            "Det beror på problemet. En prognosmodell behöver ofta några års historik, medan en klassificeringsmodell kan fungera med några tusen märkta exempel, och färre om vi bygger vidare på förtränade modeller. I förstudien bedömer vi era data och säger ärligt om de räcker eller vad som behöver samlas in först.",
        },
        {
          question: "Hur lång tid tar ett AI-projekt?",
          answer: `Mindre projekt tar normalt ${facts.sv.timeline.aiProjectSmall} från förstudie till modell i drift, medan större projekt med flera modeller och integrationer tar ${facts.sv.timeline.aiProjectLarge}. En proof of concept kommer tidigt, så att ni kan bedöma resultaten innan ni går vidare.`,
        },
        {
          question: "Vem äger modellerna och koden?",
          answer:
            "Ni äger allt som tas fram i projektet: tränade modeller, källkod, träningsflöden och dokumentation. Era data används bara för ert projekt och aldrig för att träna modeller åt andra kunder.",
        },
        {
          question: "Kan modellerna köras i vår egen miljö?",
          answer:
            "Ja. Vi kan driftsätta i ert eget molnkonto, i ett datacenter inom EU eller helt lokalt när data är känsliga. Valet görs utifrån krav på säkerhet, svarstider och kostnad.",
        },
        {
          question: "Hur hanterar ni GDPR och EU:s AI-förordning?",
          answer:
            "Vi gör en riskbedömning av användningsområdet tidigt, minimerar och avidentifierar personuppgifter och dokumenterar data, träning och validering. Det ger er en stor del av det underlag som behövs för att visa att modellen används ansvarsfullt; den rättsliga bedömningen gör ni med era jurister.",
        },
      ],
    },
    cta: {
      heading: "Har ni data som kan göra mer nytta?",
      text: `Beskriv utmaningen och vilka data ni har. Vi svarar ${facts.sv.reply} och bokar ett samtal, och efter det kan vi säga om maskininlärning är rätt väg. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "AI development and machine learning",
      description:
        "We build machine learning models on your own data: forecasting, computer vision, language technology and MLOps that keeps models accurate in production.",
      keywords: [
        "AI development",
        "machine learning",
        "deep learning",
        "natural language processing",
        "NLP",
        "MLOps",
        "custom AI models",
      ],
    },
    hero: {
      eyebrow: "AI and machine learning",
      title: "AI models built for your data and your decisions",
      subtitle:
        "From the first look at your data to models running reliably in production. We build machine learning that solves a concrete business problem, and that you own outright.",
      primaryCta: "Discuss your AI project",
      secondaryCta: "Learn More",
      typical: {
        duration: `Smaller projects: ${facts.en.timeline.aiProjectSmall}; larger ones: ${facts.en.timeline.aiProjectLarge}, from decision to production`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is AI development and machine learning?",
      paragraphs: [
        "Off-the-shelf AI services go a long way for general tasks, but they know nothing about your customers, your machines or your processes. With machine learning we train models on your own history, so they can forecast demand, detect anomalies, interpret documents or inspect images – often more accurately than general-purpose tools. We measure how much more accurate they are on your own data before you decide.",
        "A successful AI project is rarely decided by the most advanced algorithm. It is decided by the right question, good-quality data and a plan for how the model will be used day to day. That is why we always start by understanding the business problem and judging whether AI is actually the right answer, and we tell you if it is not.",
        "We build models that are production-ready from the start: version-controlled, tested, explainable and monitored. That way they keep delivering value as data and circumstances change, not just in a successful pilot.",
      ],
      bullets: [
        "The business problem first, the technology second",
        "A data quality review before anything is trained",
        "Models tailored to your data and your business",
        "Explainable results that can be reviewed and trusted",
        "Privacy, and documentation to support GDPR and EU AI Act compliance",
      ],
    },
    benefits: {
      heading: "Why companies invest in their own AI models",
      intro:
        "Used well, machine learning becomes a tool that improves decisions and frees up time every day, not an experiment on the side.",
      items: [
        {
          icon: "chart",
          title: "Better decisions",
          text: "Forecasts and analyses built on your own history give a sounder basis for purchasing, staffing, maintenance and pricing than gut feeling and spreadsheets.",
        },
        {
          icon: "cog",
          title: "Automation of skilled work",
          text: "Models that classify cases, read documents or inspect images take care of the repetitive judgements, so your people can focus on the exceptions and on your customers.",
        },
        {
          icon: "lock",
          title: "An edge that is yours",
          text: "A model trained on your unique data is hard for competitors to copy. You own both the model and the code, and can run them in your own environment when data is sensitive.",
        },
      ],
    },
    offering: {
      kind: "services",
      heading: "Our AI and machine learning services",
      intro: "Four areas of expertise that together cover the whole journey from idea to production.",
      items: [
        {
          icon: "target",
          title: "Custom ML models",
          text: "Forecasting, classification, recommendations and anomaly detection built on your data. We compare several approaches and choose the simplest model that meets the goal, because it is the easiest to explain and maintain.",
        },
        {
          icon: "brain",
          title: "Deep learning",
          text: "Neural networks for images, audio, sensor data and other complex patterns, such as visual quality inspection on the production line or interpreting time series from machines.",
        },
        {
          icon: "message",
          title: "Natural language processing",
          text: "Models that understand text in Swedish and English: classifying and routing cases, extracting information from documents, summarisation and semantic search, using large language models where they add value.",
        },
        {
          icon: "server",
          title: "MLOps",
          text: "Pipelines for training, versioning, deploying and monitoring models. We detect when accuracy drops and retrain models in a controlled way.",
        },
      ],
    },
    process: {
      heading: "From idea to model in production",
      intro: "Each step ends with a clear decision, so you can stop before you invest more than the results justify.",
      steps: [
        {
          title: "Discovery and data analysis",
          text: "We define the business problem and how success will be measured, review the available data and assess whether the goal is realistic.",
        },
        {
          title: "Proof of concept",
          text: "A first model is trained on real data and evaluated against the agreed goals, so you can see what is possible before any larger investment.",
        },
        {
          title: "Development and validation",
          text: "The model is refined, tested for bias and edge cases, and connected to the systems and workflows where it will be used.",
        },
        {
          title: "Deployment",
          text: "The model goes live in the cloud or in your own environment, with versioning, logging and the ability to roll back quickly to an earlier version.",
        },
        {
          title: "Monitoring and improvement",
          text: "We track the model’s accuracy over time, retrain it when the data changes and improve it based on what its users experience.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "Open, well-established frameworks that do not lock you into a single vendor.",
      groups: [
        { name: "Machine learning", items: ["Python", "scikit-learn", "XGBoost", "PyTorch", "TensorFlow"] },
        { name: "Language and LLMs", items: ["Hugging Face Transformers", "spaCy", "GPT", "Claude", "Llama", "LangChain"] },
        { name: "MLOps", items: ["MLflow", "DVC", "Docker", "Kubernetes"] },
        {
          name: "Data and cloud",
          items: ["PostgreSQL", "Azure Machine Learning", "AWS SageMaker", "Google Vertex AI"],
        },
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `A forecasting model in place of spreadsheets. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Store-level demand forecasting",
          sector: "Retail",
          text: "A Swedish retail chain with some 90 stores made its forecasts in spreadsheets. They were replaced by a model that accounts for season, promotions, weather and public holidays per store and product, and buyers now get suggested orders every morning. Forecast error was measured per store and product over the first six months and compared with the spreadsheet forecasts for the same weeks.",
          result: { value: "27%", label: "lower forecast error" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "How much data do we need?",
          answer:
            "It depends on the problem. A forecasting model often needs a few years of history, while a classification model can work with a few thousand labelled examples, and fewer if we build on pre-trained models. During discovery we assess your data and tell you honestly whether it is enough or what needs to be collected first.",
        },
        {
          question: "How long does an AI project take?",
          answer: `Smaller projects usually take ${facts.en.timeline.aiProjectSmall} from discovery to a model in production, while larger projects with several models and integrations take ${facts.en.timeline.aiProjectLarge}. The proof of concept comes early, so you can judge the results before going further.`,
        },
        {
          question: "Who owns the models and the code?",
          answer:
            "You own everything produced in the project: trained models, source code, pipelines and documentation. Your data is used only for your project and never to train models for other clients.",
        },
        {
          question: "Can the models run in our own environment?",
          answer:
            "Yes. We can deploy to your own cloud account, to a data centre in the EU or fully on-premises when data is sensitive. The choice depends on your requirements for security, response times and cost.",
        },
        {
          question: "How do you handle GDPR and the EU AI Act?",
          answer:
            "We assess the risk of the use case early, minimise and de-identify personal data, and document data, training and validation. That gives you much of the evidence needed to show the model is used responsibly; the legal assessment is yours, made with your lawyers.",
        },
      ],
    },
    cta: {
      heading: "Do you have data that should be working harder?",
      text: `Describe the challenge and the data you have. We reply ${facts.en.reply} and set up a call, after which we can tell you whether machine learning is the right route. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
