// Copy of the no-code and low-code MVP service page (/services/no-code-low-code-mvp), in Swedish and English.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, names } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { COMPARE_MVP_OFFERS, LEARN_MORE, storiesSection, TOOLS_HEADING } from "~/content/shared-words";

/** The page as its content document holds it: every text in both languages, facts as references. */
export const document: Localize<ServicePageContent> = {
  meta: {
    title: {
      sv: "MVP med no-code och low-code",
      en: "No-code and low-code MVPs",
    },
    description: {
      sv: "MVP:er med no-code och low-code på {{fact:timeline.noCodeMvp}}. I de projekt teamet har lett hittills har en sådan version kostat {{fact:percent.noCodeCostShare}} av vad den hade kostat i egen kod.",
      en: "We build no-code and low-code MVPs in {{fact:timeline.noCodeMvp}}; in the projects our team has led so far, such a version has cost {{fact:percent.noCodeCostShare}} of what it would cost in custom code.",
    },
    keywords: [
      ...names("no-code", "low-code", "MVP", "Bubble", "FlutterFlow", "Webflow"),
      {
        sv: "snabb produktutveckling",
        en: "rapid product development",
      },
      {
        sv: "validera affärsidé",
        en: "validate a business idea",
      },
    ],
  },
  hero: {
    eyebrow: {
      sv: "MVP och produktutveckling",
      en: "MVP and product development",
    },
    title: {
      sv: "Från idé till fungerande MVP på {{fact:timeline.noCodeMvp}}",
      en: "From idea to a working MVP in {{fact:timeline.noCodeMvp}}",
    },
    subtitle: {
      sv: "Vi bygger er första produktversion med beprövade no-code- och low-code-plattformar, så att riktiga användare kan pröva idén – till en betydligt lägre kostnad än samma version i egen kod.",
      en: "We build the first version of your product on proven no-code and low-code platforms, so real users can try your idea – at considerably lower cost than the same version in custom code.",
    },
    primaryCta: {
      sv: "Starta ert MVP-projekt",
      en: "Start Your MVP Project",
    },
    secondaryCta: LEARN_MORE,
    typical: {
      duration: {
        sv: "{{fact:timeline.noCodeMvp}} från beslut till lansering, planeringen inräknad",
        en: "{{fact:timeline.noCodeMvp}} from decision to launch, planning included",
      },
      price: {
        sv: "Ungefär {{fact:price.noCodeMvp}}, plus plattformarnas månadsavgifter",
        en: "Roughly {{fact:price.noCodeMvp}}, plus the platforms’ monthly fees",
      },
    },
  },
  intro: {
    heading: {
      sv: "Vad är en no-code- eller low-code-MVP?",
      en: "What is a no-code or low-code MVP?",
    },
    paragraphs: [
      {
        sv: "En MVP, minimum viable product, är den minsta versionen av en produkt som ger verkligt värde och går att testa på marknaden. Med no-code-plattformar som Bubble och Webflow bygger vi den visuellt, och med backendtjänster som Supabase och Xano lägger vi till egen logik och databaser där det behövs.",
        en: "An MVP, or minimum viable product, is the smallest version of a product that delivers real value and can be tested in the market. With no-code platforms such as Bubble and Webflow we build it visually, and with backend services such as Supabase and Xano we add custom logic and databases where needed.",
      },
      {
        sv: "{{fact:scope.noCodeMvp}} Var i prisintervallet den hamnar beror på omfattningen: i den lägre delen till exempel en enkel portal eller ett internt verktyg, i den högre en produkt med betalningar, flera användarroller och integrationer.",
        en: "{{fact:scope.noCodeMvp}} Where it falls in the price range depends on the scope: at the lower end, for example, a simple portal or an internal tool; at the higher end, a product with payments, several user roles and integrations.",
      },
      {
        sv: "{{fact:scope.traditionalMvp}} Det tar ofta {{fact:timeline.traditionalMvp}}, beroende på om det är en enkel app eller en marknadsplats; vår SaaS-MVP har en bestämd omfattning och tar {{fact:timeline.saasMvp}}. I de projekt som personer i vårt team har lett, där kunden också hade en offert på egen kod, kostade versionen i no-code eller low-code {{fact:percent.noCodeCostShare}} av den offerten. Det är ingen garanti; vi räknar på ert fall innan ni bestämmer er.",
        en: "{{fact:scope.traditionalMvp}} That typically takes {{fact:timeline.traditionalMvp}}, depending on whether it is a simple app or a marketplace; our SaaS MVP has a defined scope and takes {{fact:timeline.saasMvp}}. In the projects people in our team have led where the client also had a quote for custom code, the no-code or low-code version cost {{fact:percent.noCodeCostShare}} of that quote. That is no guarantee: we work out the figures for your case before you decide.",
      },
      {
        sv: "De flesta produktidéer behöver inte specialskriven kod från första dagen. En väl byggd no-code-MVP täcker oftast det mesta av det en första version behöver. När produkten har bevisat sitt värde hjälper vi er att skala vidare, på samma plattform eller med egen kod.",
        en: "Most product ideas don’t need hand-written code from day one. A well-built no-code MVP usually covers most of what a first version needs. Once the product has proven its value, we help you scale further, on the same platform or with custom code.",
      },
      COMPARE_MVP_OFFERS,
    ],
  },
  benefits: {
    heading: {
      sv: "Fördelar med no-code och low-code",
      en: "Benefits of no-code and low-code",
    },
    intro: {
      sv: "Kortare väg från idé till svar från marknaden, utan att bränna hela budgeten på första försöket.",
      en: "A shorter path from idea to market feedback, without spending the whole budget on the first attempt.",
    },
    items: [
      {
        icon: "rocket",
        title: {
          sv: "Lansera inom några veckor",
          en: "Launch in weeks",
        },
        text: {
          sv: "En komplett första version tar veckor på en färdig plattform, mot månader för samma version i egen kod. Ni når användarna medan idén fortfarande är färsk och budgeten räcker till flera förbättringsvarv.",
          en: "A complete first version takes weeks on an existing platform, compared with months for the same version in custom code. You reach users while the idea is still fresh and the budget stretches to several rounds of improvement.",
        },
      },
      {
        icon: "coins",
        title: {
          sv: "Lägre kostnad",
          en: "Lower cost",
        },
        text: {
          sv: "Färre utvecklartimmar och färdiga byggstenar för inloggning, betalningar och databaser är det som håller nere kostnaden jämfört med samma version i egen kod.",
          en: "Fewer developer hours and ready-made building blocks for sign-in, payments and databases are what keep the cost down compared with the same version in custom code.",
        },
      },
      {
        icon: "target",
        title: {
          sv: "Validera innan ni satsar stort",
          en: "Validate before you commit",
        },
        text: {
          sv: "Pröva efterfrågan, prismodell och användarflöden hos riktiga kunder innan ni investerar i en fullskalig plattform.",
          en: "Test demand, pricing and user flows with real customers before you commit to a full-scale platform.",
        },
      },
      {
        icon: "cog",
        title: {
          sv: "Snabba ändringar",
          en: "Fast changes",
        },
        text: {
          sv: "Många ändringar som skulle kräva en ny version i egen kod kan ert eget team göra i plattformens visuella redigerare – texter, flöden och innehåll – utan att vänta på en utvecklare. Det gör det enkelt att justera produkten efter varje användartest.",
          en: "Your own team can make many changes in the platform’s visual editor – to copy, flows and content – without waiting for a developer, where custom code would need a new release. That makes it easy to adjust the product after every user test.",
        },
      },
      {
        icon: "wallet",
        title: {
          sv: "Kontona är era",
          en: "The accounts are yours",
        },
        text: {
          sv: "Plattformskontona skapas i ert namn, och månadsavgifterna betalar ni direkt till leverantören. Så ser ni själva vad driften kostar, och ni kan vidareutveckla produkten med oss eller med någon annan.",
          en: "The platform accounts are set up in your name, and you pay the monthly fees directly to the provider. So you can see what running it costs, and you can develop the product further with us or with anyone else.",
        },
      },
      {
        icon: "layers",
        title: {
          sv: "En tydlig väg vidare",
          en: "A clear path forward",
        },
        text: {
          sv: "Vi väljer plattform och datamodell med tillväxt i åtanke, så att MVP:n kan skalas upp eller flyttas till egen kod när tiden är mogen.",
          en: "We choose the platform and data model with growth in mind, so the MVP can be scaled up or moved to custom code when the time is right.",
        },
      },
    ],
  },
  process: {
    heading: {
      sv: "Så bygger vi er MVP",
      en: "How we build your MVP",
    },
    intro: {
      sv: "Sex steg från idé till en produkt som riktiga användare kan pröva, och en plan för vad som händer sedan.",
      en: "Six steps from idea to a product real users can try, and a plan for what comes next.",
    },
    steps: [
      {
        title: {
          sv: "Kartläggning och planering",
          en: "Discovery and planning",
        },
        text: {
          sv: "Vi går igenom idén, målgruppen och affärsmodellen och bestämmer vilka funktioner som krävs för att testa er viktigaste hypotes. Steget ingår i MVP:ns pris, till skillnad från en förstudie, som offereras separat.",
          en: "We go through the idea, target audience and business model, and decide which features are needed to test your most important hypothesis. This step is part of the MVP’s price; unlike the discovery phase of a larger project, it is not quoted separately.",
        },
      },
      {
        title: {
          sv: "Val av plattform",
          en: "Platform selection",
        },
        text: {
          sv: "Utifrån funktioner, integrationer, datamängder och framtida planer väljer vi den kombination av verktyg som passar just er produkt.",
          en: "Based on features, integrations, data volumes and future plans, we choose the combination of tools that best suits your product.",
        },
      },
      {
        title: {
          sv: "Klickbar skiss av de viktigaste flödena",
          en: "Rapid prototyping: a clickable sketch of the key flows",
        },
        text: {
          sv: "På några dagar tar vi fram en skiss som går att klicka igenom, så att ni och några tänkta användare kan pröva flödena innan vi bygger på riktigt. Skissen är ingen kod: den visar hur produkten ska fungera.",
          en: "Within a few days we create a sketch you can click through, so you and a handful of prospective users can try the flows before we build for real. The sketch is not code: it shows how the product will work.",
        },
      },
      {
        title: {
          sv: "Utveckling av MVP:n",
          en: "MVP development",
        },
        text: {
          sv: "Vi bygger produkten med databas, inloggning, betalningar och integrationer och visar framstegen för er varje vecka.",
          en: "We build the product with its database, sign-in, payments and integrations, and show you progress every week.",
        },
      },
      {
        title: {
          sv: "Lansering och validering",
          en: "Launch and validation",
        },
        text: {
          sv: "MVP:n lanseras för de första användarna, med analysverktyg på plats så att ni kan mäta aktivering, användning och betalningsvilja.",
          en: "The MVP launches to its first users with analytics in place, so you can measure activation, usage and willingness to pay.",
        },
      },
      {
        title: {
          sv: "Iteration och skalningsstrategi",
          en: "Iteration and scaling strategy",
        },
        text: {
          sv: "Utifrån resultaten förbättrar vi produkten och tar fram en plan för nästa steg: fortsatt utveckling på plattformen, en hybridlösning eller en övergång till egen kod.",
          en: "Based on the results, we improve the product and draw up a plan for the next step: further development on the platform, a hybrid solution or a move to custom code.",
        },
      },
    ],
  },
  technologies: {
    heading: TOOLS_HEADING,
    intro: {
      sv: "Vi är inte bundna till ett enda verktyg utan väljer det som passar er produkt, era integrationer och era planer framåt.",
      en: "We are not tied to a single tool; we pick what suits your product, your integrations and your plans ahead.",
    },
    badges: names(
      "Bubble",
      "Webflow",
      "FlutterFlow",
      "Glide",
      "Softr",
      "Airtable",
      "Make",
      "Zapier",
      "n8n",
      "Supabase",
      "Xano",
      "Retool",
    ),
  },
  stories: storiesSection({
    intro: {
      sv: "Fyra idéer som riktiga användare fick pröva.",
      en: "Four ideas that real users got to try.",
    },
    items: [
      {
        title: {
          sv: "Bokningsapp testad på fyra veckor",
          en: "A booking app tested in four weeks",
        },
        sector: {
          sv: "Hälsa och träning",
          en: "Health and fitness",
        },
        text: {
          sv: "Ett startupbolag i Stockholm ville testa en app för bokning av personliga tränare. MVP:n byggdes på fyra veckor i FlutterFlow, med Supabase som backend, och de första tränarna tog emot bokningar samma månad. Kostnaden jämfördes med den offert på samma funktioner i egen kod som bolaget hade fått innan.",
          en: "A Stockholm startup wanted to test an app for booking personal trainers. The MVP was built in four weeks in FlutterFlow, with Supabase as the backend, and the first trainers were taking bookings the same month. The cost was compared with the quote for the same features in custom code that the company had received beforehand.",
        },
        result: {
          value: {
            sv: "70 %",
            en: "70%",
          },
          label: {
            sv: "lägre kostnad än offerten för traditionell utveckling",
            en: "lower cost than the quote for traditional development",
          },
        },
      },
      {
        title: {
          sv: "Marknadsplats för överblivet byggmaterial",
          en: "A marketplace for surplus building materials",
        },
        sector: {
          sv: "Marknadsplats",
          en: "Marketplace",
        },
        text: {
          sv: "En grundare i Malmö ville ta reda på om hantverkare skulle köpa och sälja överblivet material digitalt. MVP:n byggdes i Bubble med betalningar via Stripe och lanserades först i en region, där 260 hantverkare registrerade sig under den första månaden. Köpen räknades i betalningsflödet.",
          en: "A founder in Malmö wanted to find out whether tradespeople would buy and sell leftover materials online. The MVP was built in Bubble with Stripe payments and launched in a single region first, where 260 tradespeople signed up in the first month. Purchases were counted in the payment records.",
        },
        result: {
          value: {
            sv: "35 %",
            en: "35%",
          },
          label: {
            sv: "av de registrerade användarna genomförde ett köp första månaden",
            en: "of registered users made a purchase in the first month",
          },
        },
      },
      {
        title: {
          sv: "Medlemsportal för ett branschförbund",
          en: "A member portal for a trade association",
        },
        sector: {
          sv: "Intresseorganisation",
          en: "Membership organisation",
        },
        text: {
          sv: "Ett branschförbund med 600 medlemsföretag skötte anmälningar till kurser och möten via e-post och ett kalkylark. En medlemsportal byggdes i Softr och Airtable på tre veckor, och förbundets kansli ändrar nu själva formulär och innehåll utan en utvecklare. Andelen räknades på alla anmälningar under det första halvåret efter lanseringen.",
          en: "A trade association with 600 member companies handled sign-ups for courses and meetings by email and a spreadsheet. A member portal was built in Softr and Airtable in three weeks, and the association’s office now changes forms and content itself, without a developer. The figure was measured across all sign-ups in the first six months after launch.",
        },
        result: {
          value: {
            sv: "80 %",
            en: "80%",
          },
          label: {
            sv: "av anmälningarna görs nu i portalen i stället för via e-post",
            en: "of sign-ups now made in the portal rather than by email",
          },
        },
      },
      {
        title: {
          sv: "Prismodellen testades innan företaget byggde en egen plattform",
          en: "Testing the pricing model before building a platform",
        },
        sector: {
          sv: "Utbildning",
          en: "Education",
        },
        text: {
          sv: "Ett utbildningsföretag i Örebro som säljer webbkurser i projektledning ville pröva prenumeration i stället för att sälja enstaka kurser. En MVP i Webflow och Xano lät företaget erbjuda tre prisnivåer till riktiga kunder innan det investerade i en egen plattform. Under tre månader jämfördes intäkten per ny prenumerant med intäkten per ny kund som köpte enstaka kurser under samma period. Jämförelsen gäller bara de tre första månaderna och säger inget om hur länge prenumeranterna stannar.",
          en: "An education company in Örebro selling online courses in project management wanted to try a subscription instead of selling individual courses. An MVP in Webflow and Xano let the company test three price tiers with real customers before investing in a platform of its own. Over three months, revenue per new subscriber was compared with that of new customers buying individual courses in the same period. The comparison covers only those first three months and says nothing about how long subscribers stay.",
        },
        result: {
          value: {
            sv: "38 %",
            en: "38%",
          },
          label: {
            sv: "högre intäkt per kund med prenumerationsmodellen",
            en: "higher revenue per customer with the subscription model",
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
          sv: "Vad är skillnaden mellan no-code och low-code?",
          en: "What is the difference between no-code and low-code?",
        },
        answer: {
          sv: "Med no-code byggs hela produkten i visuella verktyg utan att någon kod skrivs, vilket passar bra för webbappar, portaler och interna verktyg. Low-code kombinerar de visuella verktygen med egen kod för logik, integrationer eller prestanda där plattformen inte räcker till. Vi väljer det som ger den snabbaste vägen till en produkt som fungerar för era användare.",
          en: "With no-code, the entire product is built in visual tools without writing any code, which works well for web apps, portals and internal tools. Low-code combines the visual tools with custom code for logic, integrations or performance where the platform falls short. We choose whichever gives the fastest route to a product that works for your users.",
        },
      },
      {
        question: {
          sv: "Vad kostar en MVP och hur lång tid tar det?",
          en: "How much does an MVP cost, and how long does it take?",
        },
        answer: {
          sv: "En MVP med no-code eller low-code kostar normalt ungefär {{fact:price.noCodeMvp}} och tar {{fact:timeline.noCodeMvp}}, från beslut till lansering och med planeringen inräknad. Dessutom tillkommer plattformarnas månadsavgifter, som ni betalar direkt till leverantören. Vi räknar på dem tillsammans med er innan ni bestämmer er. Efter ett första samtal får ni en offert med pris och tidplan.",
          en: "A no-code or low-code MVP typically costs {{fact:price.noCodeMvp}} and takes {{fact:timeline.noCodeMvp}}, from decision to launch with planning included. On top of that come the platforms’ monthly fees, which you pay directly to the provider. We work them out with you before you decide. {{fact:priceNote.usd}} After a first call we send you a quote with price and timeline.",
        },
      },
      {
        question: {
          sv: "Finns det begränsningar med no-code?",
          en: "Are there limitations with no-code?",
        },
        answer: {
          sv: "Ja, och vi är tydliga med dem från början. En no-code-lösning täcker oftast det mesta av det en MVP behöver, men mycket komplex logik, stora datamängder eller krav på full kontroll över infrastrukturen kan kräva low-code eller egen kod. Det bedömer vi redan i planeringen, så att ni inte blir överraskade senare.",
          en: "Yes, and we are upfront about them from the start. A no-code solution usually covers most of what an MVP needs, but highly complex logic, large data volumes or a need for full control over infrastructure may call for low-code or custom code. We assess this during planning, so there are no surprises later.",
        },
      },
      {
        question: {
          sv: "Vad händer om vi växer ur plattformen?",
          en: "What happens if we outgrow the platform?",
        },
        answer: {
          sv: "Då har MVP:n gjort sitt jobb: ni vet vad kunderna vill ha och vad de är beredda att betala för. Vi hjälper er att välja mellan att skala vidare på plattformen, flytta tunga delar till en egen backend eller bygga om produkten med traditionell kod, med den validerade MVP:n som kravspecifikation.",
          en: "Then the MVP has done its job: you know what customers want and what they are willing to pay for. We help you choose between scaling further on the platform, moving heavy parts to a custom backend or rebuilding the product in traditional code, with the validated MVP serving as the specification.",
        },
      },
      {
        question: {
          sv: "Vem äger produkten och dess data?",
          en: "Who owns the product and the data?",
        },
        answer: {
          sv: "Innehållet och alla data är era. Rättigheterna till det vi bygger åt er – konfiguration, den kod vi skriver och dokumentation – övergår till er enligt avtalet. Plattformskontona skapas i ert namn och betalas av er, och vi dokumenterar uppbyggnaden så att ni kan vidareutveckla själva, fortsätta med oss eller anlita någon annan.",
          en: "The content and all the data are yours. The rights to what we build for you – configuration, the code we write and documentation – pass to you under the agreement. Platform accounts are created in your name and paid by you, and we document how everything is built so you can develop it further yourselves, continue with us or bring in someone else.",
        },
      },
    ],
  },
  cta: {
    heading: {
      sv: "Redo att låta riktiga användare pröva idén?",
      en: "Ready to test your idea with real users?",
    },
    text: {
      sv: "Berätta om idén och vilka användare den är till för. Det första samtalet på 30\u00A0minuter kostar ingenting.",
      en: "Tell us about your idea and the users it is for. The first 30-minute call costs nothing.",
    },
    button: {
      sv: "Boka en kostnadsfri konsultation",
      en: "Schedule a Free Consultation",
    },
  },
};

export const content: Localized<ServicePageContent> = /* @__PURE__ */ bothLanguages<ServicePageContent>(document);
