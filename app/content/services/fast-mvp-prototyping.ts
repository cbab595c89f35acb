// Copy of the fast MVP prototyping service page (/services/fast-mvp-prototyping), Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "Snabb MVP-prototyp",
      description: `En kodad MVP av produktens kärna, byggd på ${facts.sv.timeline.fastMvp}. Vi validerar idén, bygger kärnan och låter riktiga användare pröva den innan ni investerar i full skala.`,
      keywords: ["MVP", "snabb prototyp", "MVP-utveckling", "produktvalidering", "startup", "proof of concept", "prototyp"],
    },
    hero: {
      eyebrow: "Produktutveckling",
      title: `Produktens kärna i kod – bygget tar ${facts.sv.timeline.fastMvp}`,
      subtitle:
        "Vi hjälper er att ta reda på om idén håller innan ni bygger fullt ut – med en kodad produkt som riktiga användare prövar, inte en skiss.",
      primaryCta: "Starta er prototyp",
      secondaryCta: "Läs mer",
      typical: {
        duration: `Bygget: ${facts.sv.timeline.fastMvp}; valideringen före och användartestet efter kommer till`,
        price: `${facts.sv.priceByProposal}`,
      },
    },
    intro: {
      heading: "Vad är en snabb MVP-prototyp?",
      paragraphs: [
        "En MVP, minimum viable product, är den minsta versionen av en produkt som löser ett verkligt problem för en verklig användare. Syftet är inte att bygga allt, utan att så snabbt som möjligt ta reda på om de viktigaste antagandena bakom idén stämmer: att problemet finns, att målgruppen vill ha lösningen och att någon är beredd att betala för den.",
        `${facts.sv.scope.fastMvp} Själva bygget tar ${facts.sv.timeline.fastMvp}, med modern, beprövad teknik; före det kommer valideringen av idén och efter det testet med användarna. Till skillnad från en klickbar skiss är prototypen en fungerande produkt med inloggning, riktiga data och de integrationer som behövs, så att testanvändarna kan använda den på riktigt och ni kan mäta vad de faktiskt gör. Behöver ni i stället en komplett första version på en färdig plattform är en MVP med no-code eller low-code rätt väg; den tar ${facts.sv.timeline.noCodeMvp} från planering till lansering, medan prototypens ${facts.sv.timeline.fastMvp} bara är bygget.`,
        "Koden är skriven för att byggas vidare på. Visar testet att idén håller går ni direkt vidare mot en skalbar produkt utan att börja om. Visar det motsatsen har ni lärt er det på veckor i stället för månader, och med huvuddelen av budgeten kvar till nästa idé.",
      ],
      bullets: [
        "Fokus på de antaganden som är mest riskabla för affären",
        `En fungerande produkt, inte bara en klickbar skiss, byggd på ${facts.sv.timeline.fastMvp}`,
        "Mätbara framgångskriterier som bestäms innan vi börjar bygga",
        "Test med en avgränsad grupp riktiga användare",
        "Kod som går att bygga vidare på när idén har visat sig hålla",
      ],
    },
    benefits: {
      heading: "Därför lönar det sig att börja med en MVP",
      intro:
        "Det dyraste misstaget i produktutveckling är att bygga något som ingen vill ha. En MVP visar tidigt om någon vill ha produkten, innan den stora investeringen.",
      items: [
        {
          icon: "rocket",
          title: "Snabbt ut till marknaden",
          text: `Efter ett bygge på ${facts.sv.timeline.fastMvp} har ni något att visa kunder, investerare och ledning. Ni kan börja samla in synpunkter, och ibland de första intäkterna, innan ni har bundit stora belopp.`,
        },
        {
          icon: "shield",
          title: "Lägre risk",
          text: "Genom att bygga det minsta som krävs för att testa idén binder ni bara en liten del av budgeten innan ni vet att produkten har en marknad. Ni fattar de stora investeringsbesluten med bättre underlag.",
        },
        {
          icon: "chart",
          title: "Beslut baserade på data",
          text: "Inbyggd analys visar hur testanvändarna faktiskt använder produkten. I stället för att gissa vet ni vilka funktioner som skapar värde och vilka som kan strykas.",
        },
      ],
    },
    process: {
      heading: "Vår process i fyra steg",
      intro: "Ett fast upplägg med tydliga beslutspunkter, så att ni alltid vet var projektet står.",
      steps: [
        {
          title: "Validering av idén",
          text: "I workshoppar med er ringar vi in målgrupp, problem och de antaganden som måste stämma. Vi bestämmer vad MVP:n ska innehålla, vad som medvetet lämnas utanför och hur framgång ska mätas.",
        },
        {
          title: `Snabbt bygge på ${facts.sv.timeline.fastMvp}`,
          text: "Vi designar och bygger produkten i korta etapper med avstämning flera gånger i veckan. Ni ser produkten växa fram och kan justera prioriteringarna längs vägen.",
        },
        {
          title: "Marknadstest med en avgränsad användargrupp",
          text: "Produkten lanseras för en utvald grupp riktiga användare. Vi följer upp med analysdata och intervjuer och sammanställer vad testet visar om de ursprungliga antagandena.",
        },
        {
          title: "Iteration och skalning",
          text: "Utifrån resultatet förbättrar vi produkten, ändrar riktning eller lägger upp en plan för att skala den till en fullständig produkt med fler användare, funktioner och integrationer.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro: "En beprövad, modern teknikstack som ger hög fart i början och håller när produkten växer.",
      badges: [
        "React",
        "Next.js",
        "React Native",
        "TypeScript",
        "Node.js",
        "Supabase",
        "Firebase",
        "PostgreSQL",
        "Vercel",
        "Stripe",
        "OpenAI API",
        "Figma",
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `En idé som riktiga användare fick pröva. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Bokningstjänst för företagskunder",
          sector: "Fastighetsteknik",
          text: "Ett fastighetsteknikbolag i Stockholm med ett dussintal anställda ville veta om företag skulle boka mötesrum och arbetsplatser i flera fastigheter digitalt. Tjänstens kärnflöde byggdes på tre veckor, och tolv företag använde den under en pilotperiod på två månader innan bolaget beslutade om fullskalig utveckling. Bolaget räknade hur många av pilotföretagen som tecknade betalt avtal när piloten var slut.",
          result: { value: "5 av 12", label: "pilotföretag gick över till betalt avtal efter pilotperioden" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: `Vad hinner man verkligen bygga på ${facts.sv.timeline.fastMvp}?`,
          answer:
            "En avgränsad produkt som löser ett problem väl: ett huvudflöde, inloggning, de viktigaste integrationerna som betalning eller e-post samt analys av hur produkten används. Nyckeln är att vi tillsammans prioriterar hårt i valideringssteget. Funktioner som inte behövs för att testa idén väntar till senare.",
        },
        {
          question: "Vad är skillnaden mellan en klickbar skiss och en MVP-prototyp?",
          answer:
            "En klickbar skiss visar hur något kan se ut, men ingenting fungerar på riktigt. Vår MVP-prototyp är kod: kärnflödet som en fungerande produkt, som en begränsad grupp användare använder i sin vardag, så att ni kan mäta verkligt beteende i stället för åsikter. Vill ni förankra idén först kan vi börja med en klickbar skiss i Figma.",
        },
        {
          question: "Kan vi bygga vidare på koden efteråt?",
          answer:
            "Ja. Vi skriver MVP:n i samma moderna teknik som vi använder för fullskaliga produkter, med tydlig struktur och dokumentation. Vissa genvägar tas medvetet för att hålla tempot, och dem listar vi öppet så att ni vet vad som behöver förstärkas inför skalning.",
        },
        {
          question: "Hur många testanvändare behövs?",
          answer:
            "Oftast räcker tio till trettio användare ur den verkliga målgruppen, om de använder produkten i sitt vanliga arbete eller sin vardag under testperioden. Det viktiga är att de är de människor som ska betala eller använda produkten, inte kollegor eller vänner. Vi hjälper er att hitta och följa upp dem.",
        },
        {
          question: "Vad behöver vi bidra med?",
          answer:
            "En beslutsfattare som kan avsätta tid för workshoppar och korta avstämningar varje vecka, kunskap om målgruppen och helst tillgång till de användare som ska delta i testet. Vi sköter design, utveckling, drift och uppföljningen av testet.",
        },
      ],
    },
    cta: {
      heading: "Har ni en idé som förtjänar att testas?",
      text: `Berätta om idén och vem den är till för. Vi svarar ${facts.sv.reply}, och i ett första samtal reder vi ut vad MVP:n behöver bevisa. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "Fast MVP prototyping",
      description: `A coded MVP of your product’s core, built in ${facts.en.timeline.fastMvp}. We validate the idea, build the core and let real users try it before you invest at full scale.`,
      keywords: ["MVP", "rapid prototyping", "MVP development", "product validation", "startup", "proof of concept", "prototype"],
    },
    hero: {
      eyebrow: "Product development",
      title: `Your product’s core in code – the build takes ${facts.en.timeline.fastMvp}`,
      subtitle:
        "We help you find out whether your idea holds up before you build it in full – with a coded product that real users try, not a clickable sketch.",
      primaryCta: "Start your prototype",
      secondaryCta: "Learn More",
      typical: {
        duration: `The build: ${facts.en.timeline.fastMvp}; validation before and the user test after come on top`,
        price: `${facts.en.priceByProposal}`,
      },
    },
    intro: {
      heading: "What is fast MVP prototyping?",
      paragraphs: [
        "An MVP, or minimum viable product, is the smallest version of a product that solves a real problem for a real user. The point is not to build everything, but to find out as quickly as possible whether the key assumptions behind the idea are true: that the problem exists, that your audience wants the solution and that someone is willing to pay for it.",
        `${facts.en.scope.fastMvp} The build itself takes ${facts.en.timeline.fastMvp}, with modern, proven technology; validating the idea comes before it and the user test after. Unlike a clickable sketch, the prototype is a working product with sign-in, real data and the integrations it needs, so test users can genuinely use it and you can measure what they actually do. If you need a complete first version on an existing platform instead, a no-code or low-code MVP is the right route; it takes ${facts.en.timeline.noCodeMvp} from planning to launch, while the prototype’s ${facts.en.timeline.fastMvp} is the build alone.`,
        "The code is written to be built on. If the test shows the idea holds, you move straight on to a scalable product without starting over. If it shows the opposite, you have learned that in weeks rather than months, with most of the budget still available for the next idea.",
      ],
      bullets: [
        "Focus on the assumptions that carry the most business risk",
        `A working product, not just a clickable sketch, built in ${facts.en.timeline.fastMvp}`,
        "Measurable success criteria agreed before we start building",
        "Testing with a limited group of real users",
        "Code you can build on once the idea is proven",
      ],
    },
    benefits: {
      heading: "Why it pays to start with an MVP",
      intro:
        "The most expensive mistake in product development is building something nobody wants. An MVP shows early whether anyone wants the product, before the large investment.",
      items: [
        {
          icon: "rocket",
          title: "Fast to market",
          text: `After a build of ${facts.en.timeline.fastMvp} you have something to show customers, investors and management. You can start gathering feedback, and sometimes your first revenue, before you have committed large sums.`,
        },
        {
          icon: "shield",
          title: "Lower risk",
          text: "By building the least needed to test the idea, you commit only a small part of your budget before you know the product has a market. The big investment decisions are made on firmer ground.",
        },
        {
          icon: "chart",
          title: "Data-driven decisions",
          text: "Built-in analytics show how test users really use the product. Instead of guessing, you know which features create value and which can be dropped.",
        },
      ],
    },
    process: {
      heading: "Our four-step process",
      intro: "A fixed format with clear decision points, so you always know where the project stands.",
      steps: [
        {
          title: "Idea validation",
          text: "In workshops with you we pin down the audience, the problem and the assumptions that have to be true. We decide what the MVP will include, what is deliberately left out and how success will be measured.",
        },
        {
          title: `Rapid development in ${facts.en.timeline.fastMvp}`,
          text: "We design and build the product in short iterations, checking in with you several times a week. You watch the product take shape and can adjust priorities along the way.",
        },
        {
          title: "Market testing with a limited user group",
          text: "The product is launched to a selected group of real users. We follow up with analytics and interviews and summarise what the test reveals about the original assumptions.",
        },
        {
          title: "Iteration and scaling",
          text: "Based on the results we improve the product, change direction or set out a plan to scale it into a complete product with more users, features and integrations.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "A proven, modern stack that gives high speed at the start and holds up as the product grows.",
      badges: [
        "React",
        "Next.js",
        "React Native",
        "TypeScript",
        "Node.js",
        "Supabase",
        "Firebase",
        "PostgreSQL",
        "Vercel",
        "Stripe",
        "OpenAI API",
        "Figma",
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `An idea put to a real test with real users. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "Booking service for business customers",
          sector: "Property technology",
          text: "A Stockholm property technology company with about a dozen staff wanted to learn if businesses were ready to book meeting rooms and desks across several properties online. The service’s core flow was built in three weeks, and twelve companies used it during a two-month pilot before the company decided to build at full scale. The company counted the pilot companies that moved to a paid agreement when the pilot ended.",
          result: { value: "5 of 12", label: "pilot companies moved to a paid plan after the pilot" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: `What can really be built in ${facts.en.timeline.fastMvp}?`,
          answer:
            "A focused product that solves one problem well: one core flow, sign-in, the essential integrations such as payments or email, and analytics on how the product is used. The key is that we prioritise hard together during idea validation. Features that are not needed to test the idea can wait.",
        },
        {
          question: "What is the difference between a clickable sketch and an MVP prototype?",
          answer:
            "A clickable sketch shows how something could look, but nothing in it really works. Our MVP prototype is code: the core flow as a working product that a limited group of users use in their daily work, so you can measure actual behaviour instead of opinions. If you want to get buy-in for the idea first, we can start with a clickable sketch in Figma.",
        },
        {
          question: "Can we build on the code afterwards?",
          answer:
            "Yes. We write the MVP with the same modern technology we use for full-scale products, with a clear structure and documentation. Some shortcuts are taken deliberately to keep the pace, and we list them openly so you know what needs strengthening before you scale.",
        },
        {
          question: "How many test users do we need?",
          answer:
            "Ten to thirty users from the real target group are usually enough, provided they use the product in their normal work or daily life during the test period. What matters is that they are the people who will pay for or use the product, not colleagues or friends. We help you find them and follow up with them.",
        },
        {
          question: "What do we need to contribute?",
          answer:
            "A decision-maker who can set aside time for workshops and short weekly check-ins, knowledge of your target audience and, ideally, access to the users who will take part in the test. We handle design, development, hosting and the follow-up of the test.",
        },
      ],
    },
    cta: {
      heading: "Have an idea that deserves a real test?",
      text: `Tell us about your idea and who it is for. We reply ${facts.en.reply}, and in a first call we work out what your MVP needs to prove. ${facts.en.proposal}`,
      button: "Book a free consultation",
    },
  },
};
