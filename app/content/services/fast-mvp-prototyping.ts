// Copy of the fast MVP prototyping service page (/services/fast-mvp-prototyping), Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { LEARN_MORE, MVP_COMPARISON, PRICE_BY_PROPOSAL, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "Snabb MVP-prototyp",
      en: "Fast MVP prototyping",
    },
    description: {
      sv: "En kodad MVP av produktens kärnflöde. Själva bygget tar {{fact:timeline.fastMvp}}; före det validerar vi idén, och efter det prövar riktiga användare produkten.",
      en: "A coded MVP of your product’s core flow. The build itself takes {{fact:timeline.fastMvp}}, with idea validation before it and testing with real users after.",
    },
    keywords: [
      {
        sv: "MVP",
        en: "MVP",
      },
      {
        sv: "snabb prototyp",
        en: "rapid prototyping",
      },
      {
        sv: "MVP-utveckling",
        en: "MVP development",
      },
      {
        sv: "produktvalidering",
        en: "product validation",
      },
      ...names("startup", "proof of concept"),
      {
        sv: "prototyp",
        en: "prototype",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "Produktutveckling",
      en: "Product development",
    },
    title: {
      sv: "Testa idén med en riktig produkt – bygget tar {{fact:timeline.fastMvp}}",
      en: "Test your idea with a real product – the build takes {{fact:timeline.fastMvp}}",
    },
    subtitle: {
      sv: "Vi hjälper er att ta reda på om idén håller innan ni bygger fullt ut – med en kodad produkt som riktiga användare prövar, inte en skiss.",
      en: "We help you find out whether your idea holds up before you build it in full – with a coded product that real users try, not a clickable sketch.",
    },
    primaryCta: {
      sv: "Starta er prototyp",
      en: "Start your prototype",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "Bygget tar {{fact:timeline.fastMvp}}, med en valideringsfas före och ett användartest efter; hela förloppet står i offerten",
        en: "{{fact:timeline.fastMvp}} to build, with idea validation before and a user test after; the quote gives the full timeline",
      },
      price: PRICE_BY_PROPOSAL,
    },
  },
  intro: {
    heading: {
      sv: "Vad är en snabb MVP-prototyp?",
      en: "What is fast MVP prototyping?",
    },
    paragraphs: [
      {
        sv: "En MVP, minimum viable product, är den minsta versionen av en produkt som löser ett verkligt problem för en verklig användare. Syftet är inte att bygga allt, utan att så snabbt som möjligt ta reda på om de viktigaste antagandena bakom idén stämmer: att problemet finns, att målgruppen vill ha lösningen och att någon är beredd att betala för den.",
        en: "An MVP, or minimum viable product, is the smallest version of a product that solves a real problem for a real user. The point is not to build everything, but to find out as quickly as possible whether the key assumptions behind the idea are true: that the problem exists, that your audience wants the solution and that someone is willing to pay for it.",
      },
      {
        sv: "{{fact:scope.fastMvp}} Själva bygget tar {{fact:timeline.fastMvp}}, med modern, beprövad teknik; före det kommer valideringen av idén och efter det testet med användarna. Till skillnad från en klickbar skiss är prototypen en fungerande produkt med inloggning, riktiga data och de integrationer som behövs, så att testanvändarna kan använda den på riktigt och ni kan mäta vad de faktiskt gör. Hur den skiljer sig från en MVP med no-code och från en SaaS-MVP visar jämförelsen nedan.",
        en: "{{fact:scope.fastMvp}} The build itself takes {{fact:timeline.fastMvp}}, with modern, proven technology; validating the idea comes before it and the user test after. Unlike a clickable sketch, the prototype is a working product with sign-in, real data and the integrations it needs, so test users can genuinely use it and you can measure what they actually do. The comparison below shows how it differs from a no-code MVP and a SaaS MVP.",
      },
      {
        sv: "Koden är skriven för att byggas vidare på. Visar testet att idén håller går ni direkt vidare mot en skalbar produkt utan att börja om. Visar det motsatsen har ni lärt er det på veckor i stället för månader, och med en mindre del av budgeten förbrukad.",
        en: "The code is written to be built on. If the test shows the idea holds, you move straight on to a scalable product without starting over. If it shows the opposite, you have learned that in weeks rather than months, having spent a smaller part of the budget.",
      },
    ],
    bullets: [
      {
        sv: "Fokus på de antaganden som är mest riskabla för affären",
        en: "Focus on the assumptions that carry the most business risk",
      },
      {
        sv: "En fungerande produkt, inte bara en klickbar skiss",
        en: "A working product, not just a clickable sketch",
      },
      {
        sv: "Mätbara framgångskriterier som bestäms innan vi börjar bygga",
        en: "Measurable success criteria agreed before we start building",
      },
      {
        sv: "Test med en avgränsad grupp riktiga användare",
        en: "Testing with a limited group of real users",
      },
      {
        sv: "Kod som går att bygga vidare på när idén har visat sig hålla",
        en: "Code you can build on once the idea is proven",
      },
    ],
  },
  comparison: MVP_COMPARISON,
  benefits: {
    heading: {
      sv: "Därför lönar det sig att börja med en MVP",
      en: "Why it pays to start with an MVP",
    },
    intro: {
      sv: "Det dyraste misstaget i produktutveckling är att bygga något som ingen vill ha. En MVP visar tidigt om det finns en efterfrågan, innan den stora investeringen.",
      en: "The most expensive mistake in product development is building something nobody wants. An MVP shows early whether there is demand for it, before the large investment.",
    },
    items: [
      {
        icon: "rocket",
        title: {
          sv: "Snabbt ut till marknaden",
          en: "Fast to market",
        },
        text: {
          sv: "Efter bygget har ni något att visa kunder, investerare och ledning. Ni kan börja samla in synpunkter, och ibland de första intäkterna, innan ni har bundit stora belopp.",
          en: "After the build you have something to show customers, investors and management. You can start gathering feedback, and sometimes your first revenue, before you have committed large sums.",
        },
      },
      {
        icon: "shield",
        title: {
          sv: "Lägre risk",
          en: "Lower risk",
        },
        text: {
          sv: "Genom att bygga det minsta som krävs för att testa idén binder ni bara en liten del av budgeten innan ni vet att produkten har en marknad. Ni fattar de stora investeringsbesluten med bättre underlag.",
          en: "By building only what you need to test the idea, you commit only a small part of your budget before you know the product has a market. The big investment decisions are made on firmer ground.",
        },
      },
      {
        icon: "chart",
        title: {
          sv: "Beslut baserade på data",
          en: "Data-driven decisions",
        },
        text: {
          sv: "Inbyggd analys visar hur testanvändarna faktiskt använder produkten. I stället för att gissa vet ni vilka funktioner som skapar värde och vilka som kan strykas.",
          en: "Built-in analytics show how test users really use the product. Instead of guessing, you know which features create value and which can be dropped.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Vår process i fyra steg",
      en: "Our four-step process",
    },
    intro: {
      sv: "Ett fast upplägg med tydliga beslutspunkter, så att ni alltid vet var projektet står.",
      en: "A fixed format with clear decision points, so you always know where the project stands.",
    },
    steps: [
      {
        title: {
          sv: "Validering av idén",
          en: "Idea validation",
        },
        text: {
          sv: "I workshoppar med er ringar vi in målgrupp, problem och de antaganden som måste stämma. Vi bestämmer vad MVP:n ska innehålla, vad som medvetet lämnas utanför och hur framgång ska mätas.",
          en: "In workshops with you we pin down the audience, the problem and the assumptions that have to be true. We decide what the MVP will include, what is deliberately left out and how success will be measured.",
        },
      },
      {
        title: {
          sv: "Snabbt bygge på {{fact:timeline.fastMvp}}",
          en: "Rapid development in {{fact:timeline.fastMvp}}",
        },
        text: {
          sv: "Vi designar och bygger produkten i korta etapper med avstämning flera gånger i veckan. Ni ser produkten växa fram och kan justera prioriteringarna längs vägen.",
          en: "We design and build the product in short iterations, checking in with you several times a week. You watch the product take shape and can adjust priorities along the way.",
        },
      },
      {
        title: {
          sv: "Marknadstest med en avgränsad användargrupp",
          en: "Market testing with a limited user group",
        },
        text: {
          sv: "Produkten lanseras för en utvald grupp riktiga användare. Vi följer upp med analysdata och intervjuer och sammanställer vad testet visar om de ursprungliga antagandena.",
          en: "The product is launched to a selected group of real users. We follow up with analytics and interviews and summarise what the test reveals about the original assumptions.",
        },
      },
      {
        title: {
          sv: "Iteration och skalning",
          en: "Iteration and scaling",
        },
        text: {
          sv: "Utifrån resultatet förbättrar vi produkten, ändrar riktning eller lägger upp en plan för att skala den till en fullständig produkt med fler användare, funktioner och integrationer.",
          en: "Based on the results we improve the product, change direction or set out a plan to scale it into a complete product with more users, features and integrations.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "En beprövad, modern teknikstack som ger hög fart i början och håller när produkten växer.",
      en: "A proven, modern stack that gives high speed at the start and holds up as the product grows.",
    },
    badges: names(
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
    ),
  },
  stories: storiesSection({
    intro: {
      sv: "En idé som riktiga användare fick pröva.",
      en: "An idea put to a real test with real users.",
    },
    items: [
      {
        title: {
          sv: "Bokningstjänst för företagskunder",
          en: "Booking service for business customers",
        },
        sector: {
          sv: "Fastighetsteknik",
          en: "Property technology",
        },
        text: {
          sv: "Ett fastighetsteknikbolag i Stockholm med ett dussintal anställda ville veta om företag skulle boka mötesrum och arbetsplatser i flera fastigheter digitalt. Tjänstens kärnflöde byggdes på tre veckor, och tolv företag använde den under en pilotperiod på två månader innan bolaget beslutade om fullskalig utveckling. Bolaget räknade hur många av pilotföretagen som tecknade betalt avtal när piloten var slut.",
          en: "A Stockholm property technology company with about a dozen staff wanted to learn if businesses were ready to book meeting rooms and desks across several properties online. The service’s core flow was built in three weeks, and twelve companies used it during a two-month pilot before the company decided to build at full scale. The company counted the pilot companies that moved to a paid contract when the pilot ended.",
        },
        result: {
          value: {
            sv: "5 av 12",
            en: "5 of 12",
          },
          label: {
            sv: "pilotföretag gick över till betalt avtal efter pilotperioden",
            en: "pilot companies moved to a paid contract after the pilot",
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
          sv: "Vad hinner man verkligen bygga på {{fact:timeline.fastMvp}}?",
          en: "What can really be built in {{fact:timeline.fastMvp}}?",
        },
        answer: {
          sv: "En avgränsad produkt som löser ett problem väl: ett huvudflöde, inloggning, de viktigaste integrationerna som betalning eller e-post samt analys av hur produkten används. Nyckeln är att vi tillsammans prioriterar hårt i valideringssteget. Funktioner som inte behövs för att testa idén väntar till senare.",
          en: "A focused product that solves one problem well: one core flow, sign-in, the essential integrations such as payments or email, and analytics on how the product is used. The key is that we prioritise hard together during idea validation. Features that are not needed to test the idea can wait.",
        },
      },
      {
        question: {
          sv: "Vad är skillnaden mellan en klickbar skiss och en MVP-prototyp?",
          en: "What is the difference between a clickable sketch and an MVP prototype?",
        },
        answer: {
          sv: "En klickbar skiss visar hur något kan se ut, men ingenting fungerar på riktigt. Vår MVP-prototyp är kod: kärnflödet som en fungerande produkt, som en mindre grupp användare prövar i sin vardag, så att ni kan mäta verkligt beteende i stället för åsikter. Vill ni förankra idén först kan vi börja med en klickbar skiss i Figma.",
          en: "A clickable sketch shows how something could look, but nothing in it really works. Our MVP prototype is code: the core flow as a working product that a small group of users tries out in their daily work, so you can measure actual behaviour instead of opinions. If you want to get buy-in for the idea first, we can start with a clickable sketch in Figma.",
        },
      },
      {
        question: {
          sv: "Kan vi bygga vidare på koden efteråt?",
          en: "Can we build on the code afterwards?",
        },
        answer: {
          sv: "Ja. Vi skriver MVP:n i samma moderna teknik som vi använder för fullskaliga produkter, med tydlig struktur och dokumentation. Vissa genvägar tas medvetet för att hålla tempot, och dem listar vi öppet så att ni vet vad som behöver förstärkas inför skalning.",
          en: "Yes. We write the MVP with the same modern technology we use for full-scale products, with a clear structure and documentation. Some shortcuts are taken deliberately to keep the pace, and we list them openly so you know what needs strengthening before you scale.",
        },
      },
      {
        question: {
          sv: "Hur många testanvändare behövs?",
          en: "How many test users do we need?",
        },
        answer: {
          sv: "Oftast räcker tio till trettio användare ur den verkliga målgruppen, om de använder produkten i sitt vanliga arbete eller sin vardag under testperioden. Det viktiga är att de är de människor som ska betala eller använda produkten, inte kollegor eller vänner. Vi hjälper er att hitta och följa upp dem.",
          en: "Ten to thirty users from the real target group are usually enough, provided they use the product in their normal work or daily life during the test period. What matters is that they are the people who will pay for or use the product, not colleagues or friends. We help you find them and follow up with them.",
        },
      },
      {
        question: {
          sv: "Vad behöver vi bidra med?",
          en: "What do we need to contribute?",
        },
        answer: {
          sv: "En beslutsfattare som kan avsätta tid för workshoppar och korta avstämningar flera gånger i veckan, kunskap om målgruppen och helst tillgång till de användare som ska delta i testet. Vi sköter design, utveckling, drift och uppföljningen av testet.",
          en: "A decision-maker who can set aside time for workshops and short check-ins several times a week, knowledge of your target audience and, ideally, access to the users who will take part in the test. We handle design, development, hosting and the follow-up of the test.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Har ni en idé som förtjänar att testas?",
      en: "Have an idea that deserves a real test?",
    },
    text: {
      sv: "Berätta om idén och vem den är till för. I ett första samtal reder vi ut vad MVP:n behöver bevisa, och därefter får ni en offert med pris och tidplan för bygget.",
      en: "Tell us about your idea and who it is for. In a first call we work out what your MVP needs to prove, and then you receive a quote with price and timeline for the build.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Book a free consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
