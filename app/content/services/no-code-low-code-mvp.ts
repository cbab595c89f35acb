// Copy of the no-code and low-code MVP service page (/services/no-code-low-code-mvp), in Swedish and English.
import type { Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { facts } from "~/content/facts";

export const content: Localized<ServicePageContent> = {
  sv: {
    meta: {
      title: "MVP med no-code och low-code",
      description: `Vi bygger MVP:er med no-code och low-code på ${facts.sv.timeline.noCodeMvp}, ofta till ${facts.sv.percent.noCodeCostShare} av vad traditionell utveckling kostar. Låt riktiga användare pröva idén.`,
      keywords: [
        "no-code",
        "low-code",
        "MVP",
        "Bubble",
        "FlutterFlow",
        "Webflow",
        "snabb produktutveckling",
        "validera affärsidé",
      ],
    },
    hero: {
      eyebrow: "MVP och produktutveckling",
      title: `Från idé till fungerande MVP på ${facts.sv.timeline.noCodeMvp}`,
      subtitle: `Vi bygger er första produktversion med beprövade no-code- och low-code-plattformar, så att riktiga användare kan pröva idén – i våra projekt hittills till ${facts.sv.percent.noCodeCostShare} av vad samma version kostar med traditionell utveckling.`,
      primaryCta: "Starta ert MVP-projekt",
      secondaryCta: "Läs mer",
      typical: {
        duration: `${facts.sv.timeline.noCodeMvp} från beslut till lansering, planeringen inräknad`,
        price: `Ungefär ${facts.sv.price.noCodeMvp}, plus plattformarnas månadsavgifter`,
      },
    },
    intro: {
      heading: "Vad är en no-code- eller low-code-MVP?",
      paragraphs: [
        "En MVP, minimum viable product, är den minsta versionen av en produkt som ger verkligt värde och går att testa på marknaden. Med no-code-plattformar som Bubble och Webflow bygger vi den visuellt, och med low-code-verktyg som Supabase och Xano lägger vi till egen logik och databaser där det behövs.",
        `${facts.sv.scope.noCodeMvp} Den är klar på ${facts.sv.timeline.noCodeMvp} och kostar normalt ungefär ${facts.sv.price.noCodeMvp}: i den lägre delen till exempel en enkel portal eller ett internt verktyg, i den högre en produkt med betalningar, flera användarroller och integrationer. ${facts.sv.noCodePlatformFees} ${facts.sv.priceNote.usd}`,
        `${facts.sv.scope.traditionalMvp} Den tar ofta ${facts.sv.timeline.traditionalMvp}. Ställd mot en offert för exakt samma produkt i egen kod brukar no-code-versionen kosta ${facts.sv.percent.noCodeCostShare} av den. ${facts.sv.noCodeCostBasis}`,
        `De flesta produktidéer behöver inte specialskriven kod från första dagen. En väl byggd no-code-MVP täcker oftast det mesta av det en första version behöver. När produkten har bevisat sitt värde hjälper vi er att skala vidare, på samma plattform eller med egen kod.`,
      ],
    },
    benefits: {
      heading: "Fördelar med no-code och low-code",
      intro: "Kortare väg från idé till svar från marknaden, utan att bränna hela budgeten på första försöket.",
      items: [
        {
          icon: "rocket",
          title: "Lansera inom några veckor",
          text: `En fungerande MVP på ${facts.sv.timeline.noCodeMvp} i stället för ${facts.sv.timeline.traditionalMvp}. Ni når användarna medan idén fortfarande är färsk och budgeten räcker till flera förbättringsvarv.`,
        },
        {
          icon: "coins",
          title: `${facts.sv.percent.noCodeCostShare} av kostnaden`,
          text: `Färre utvecklartimmar och färdiga byggstenar för inloggning, betalningar och databaser gör att en MVP med no-code eller low-code brukar kosta ${facts.sv.percent.noCodeCostShare} av vad samma version kostar med traditionell utveckling.`,
        },
        {
          icon: "target",
          title: "Validera innan ni satsar stort",
          text: "Pröva efterfrågan, prismodell och användarflöden hos riktiga kunder innan ni investerar i en fullskalig plattform.",
        },
        {
          icon: "cog",
          title: "Snabba ändringar",
          text: "Många ändringar som skulle kräva en ny version i egen kod kan ni göra själva i plattformens redigerare. Det gör det enkelt att justera produkten efter varje användartest.",
        },
        {
          icon: "users",
          title: "Ni kan ta över själva",
          text: "Visuella verktyg gör att ert eget team kan uppdatera texter, flöden och innehåll utan att vänta på en utvecklare.",
        },
        {
          icon: "layers",
          title: "En tydlig väg vidare",
          text: "Vi väljer plattform och datamodell med tillväxt i åtanke, så att MVP:n kan skalas upp eller flyttas till egen kod när tiden är mogen.",
        },
      ],
    },
    process: {
      heading: "Så bygger vi er MVP",
      intro: "Sex steg från idé till en produkt som riktiga användare kan pröva, och en plan för vad som händer sedan.",
      steps: [
        {
          title: "Kartläggning och planering",
          text: "Vi går igenom idén, målgruppen och affärsmodellen och bestämmer vilka funktioner som krävs för att testa er viktigaste hypotes. Steget ingår i MVP:ns pris, till skillnad från en förstudie, som offereras separat.",
        },
        {
          title: "Val av plattform",
          text: "Utifrån funktioner, integrationer, datamängder och framtida planer väljer vi den kombination av verktyg som passar just er produkt.",
        },
        {
          title: "Klickbar skiss av de viktigaste flödena",
          text: "På några dagar tar vi fram en skiss som går att klicka igenom, så att ni och några tänkta användare kan pröva flödena innan vi bygger på riktigt. Skissen är ingen kod: den visar hur produkten ska fungera.",
        },
        {
          title: "Utveckling av MVP:n",
          text: "Vi bygger produkten med databas, inloggning, betalningar och integrationer och visar framstegen för er varje vecka.",
        },
        {
          title: "Lansering och validering",
          text: "MVP:n lanseras för de första användarna, med analysverktyg på plats så att ni kan mäta aktivering, användning och betalningsvilja.",
        },
        {
          title: "Iteration och skalningsstrategi",
          text: "Utifrån resultaten förbättrar vi produkten och tar fram en plan för nästa steg: fortsatt utveckling på plattformen, en hybridlösning eller en övergång till egen kod.",
        },
      ],
    },
    technologies: {
      heading: "Verktyg från projekt vi har levererat",
      intro:
        "Vi är inte bundna till ett enda verktyg utan väljer det som passar er produkt, era integrationer och era planer framåt.",
      badges: [
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
      ],
    },
    stories: {
      heading: "Kundexempel",
      intro: `Fyra idéer som riktiga användare fick pröva. ${facts.sv.storiesOrigin} ${facts.sv.references}`,
      items: [
        {
          title: "Bokningsapp testad på fyra veckor",
          sector: "Hälsa och träning",
          text: "Ett startupbolag i Stockholm ville testa en app för bokning av personliga tränare. MVP:n byggdes i FlutterFlow med Supabase som backend på fyra veckor, och de första tränarna tog emot bokningar samma månad. Kostnaden jämfördes med den offert på samma funktioner i egen kod som bolaget hade fått innan.",
          result: { value: "70 %", label: "lägre kostnad än offerten för traditionell utveckling" },
        },
        {
          title: "Marknadsplats för överblivet byggmaterial",
          sector: "Marknadsplats",
          text: "En grundare i Malmö ville ta reda på om hantverkare skulle köpa och sälja överblivet material digitalt. MVP:n byggdes i Bubble med betalningar via Stripe och lanserades först i en region, där 260 hantverkare registrerade sig under den första månaden. Köpen räknades i betalningsflödet.",
          result: { value: "35 %", label: "av de registrerade användarna genomförde ett köp första månaden" },
        },
        {
          title: "Medlemsportal för ett branschförbund",
          sector: "Intresseorganisation",
          text: "Ett branschförbund med 600 medlemsföretag skötte anmälningar till kurser och möten via e-post och ett kalkylark. En medlemsportal byggdes i Softr och Airtable på tre veckor, och förbundets kansli ändrar nu själva formulär och innehåll utan en utvecklare. Andelen räknades på alla anmälningar under det första halvåret efter lanseringen.",
          result: { value: "80 %", label: "av anmälningarna görs nu i portalen i stället för via e-post" },
        },
        {
          title: "Prismodellen prövades före en egen plattform",
          sector: "Utbildning",
          text: "Ett utbildningsföretag i Örebro som säljer webbkurser i projektledning ville pröva prenumeration i stället för att sälja enstaka kurser. En MVP i Webflow och Xano lät dem erbjuda tre prisnivåer till riktiga kunder innan de investerade i en egen plattform. Under tre månader jämfördes intäkten per ny prenumerant med intäkten per ny kund som köpte enstaka kurser under samma period. Jämförelsen gäller bara de tre första månaderna och säger inget om hur länge prenumeranterna stannar.",
          result: { value: "38 %", label: "högre intäkt per kund med prenumerationsmodellen" },
        },
      ],
    },
    faq: {
      heading: "Vanliga frågor",
      items: [
        {
          question: "Vad är skillnaden mellan no-code och low-code?",
          answer:
            "Med no-code byggs hela produkten i visuella verktyg utan att någon kod skrivs, vilket passar bra för webbappar, portaler och interna verktyg. Low-code kombinerar de visuella verktygen med egen kod för logik, integrationer eller prestanda där plattformen inte räcker till. Vi väljer det som ger den snabbaste vägen till en produkt som fungerar för era användare.",
        },
        {
          question: "Vad kostar en MVP och hur lång tid tar det?",
          answer: `En MVP med no-code eller low-code kostar normalt ungefär ${facts.sv.price.noCodeMvp} och tar ${facts.sv.timeline.noCodeMvp} att bygga. ${facts.sv.noCodePlatformFees} Hur det står sig mot samma version i egen kod, och vad jämförelsen bygger på, står i inledningen ovan. Tiden och priset gäller från beslut till lansering, inklusive planeringen. ${facts.sv.proposal}`,
        },
        {
          question: "Finns det begränsningar med no-code?",
          answer: `Ja, och vi är tydliga med dem från början. En no-code-lösning täcker oftast det mesta av det en MVP behöver, men mycket komplex logik, stora datamängder eller krav på full kontroll över infrastrukturen kan kräva low-code eller egen kod. Det bedömer vi redan i planeringen, så att ni inte blir överraskade senare.`,
        },
        {
          question: "Vad händer om vi växer ur plattformen?",
          answer:
            "Då har MVP:n gjort sitt jobb: ni vet vad kunderna vill ha och vad de är beredda att betala för. Vi hjälper er att välja mellan att skala vidare på plattformen, flytta tunga delar till en egen backend eller bygga om produkten med traditionell kod, med den validerade MVP:n som kravspecifikation.",
        },
        {
          question: "Vem äger produkten och dess data?",
          answer:
            "Ni äger produkten, innehållet och alla data. Plattformskontona skapas i ert namn och betalas av er, och vi dokumenterar uppbyggnaden så att ni kan vidareutveckla själva, fortsätta med oss eller anlita någon annan.",
        },
      ],
    },
    cta: {
      heading: "Redo att låta riktiga användare pröva idén?",
      text: `Berätta om idén och vilka användare den är till för. Vi svarar ${facts.sv.reply}, och det första samtalet är kostnadsfritt. ${facts.sv.proposal}`,
      button: "Boka en kostnadsfri konsultation",
    },
  },
  en: {
    meta: {
      title: "No-code and low-code MVPs",
      description: `We build no-code and low-code MVPs in ${facts.en.timeline.noCodeMvp}, often at ${facts.en.percent.noCodeCostShare} of what traditional development costs. Let real users try your idea before you scale.`,
      keywords: [
        "no-code",
        "low-code",
        "MVP",
        "Bubble",
        "FlutterFlow",
        "Webflow",
        "rapid product development",
        "validate a business idea",
      ],
    },
    hero: {
      eyebrow: "MVP and product development",
      title: `From idea to working MVP in ${facts.en.timeline.noCodeMvp}`,
      subtitle: `We build the first version of your product on proven no-code and low-code platforms, so real users can try your idea – in our projects so far at ${facts.en.percent.noCodeCostShare} of what the same version costs with traditional development.`,
      primaryCta: "Start Your MVP Project",
      secondaryCta: "Learn More",
      typical: {
        duration: `${facts.en.timeline.noCodeMvp} from decision to launch, planning included`,
        price: `Roughly ${facts.en.price.noCodeMvp}, plus the platforms’ monthly fees`,
      },
    },
    intro: {
      heading: "What is a no-code or low-code MVP?",
      paragraphs: [
        "An MVP, or minimum viable product, is the smallest version of a product that delivers real value and can be tested in the market. With no-code platforms such as Bubble and Webflow we build it visually, and with low-code tools such as Supabase and Xano we add custom logic and databases where needed.",
        `${facts.en.scope.noCodeMvp} It is ready in ${facts.en.timeline.noCodeMvp} and typically costs ${facts.en.price.noCodeMvp}: at the lower end, for example, a simple portal or an internal tool; at the higher end, a product with payments, several user roles and integrations. ${facts.en.noCodePlatformFees} ${facts.en.priceNote.usd}`,
        `${facts.en.scope.traditionalMvp} That often takes ${facts.en.timeline.traditionalMvp}. Set against a quote for exactly the same product in custom code, the no-code version usually costs ${facts.en.percent.noCodeCostShare} of it. ${facts.en.noCodeCostBasis}`,
        `Most product ideas don’t need hand-written code from day one. A well-built no-code MVP usually covers most of what a first version needs. Once the product has proven its value, we help you scale further, on the same platform or with custom code.`,
      ],
    },
    benefits: {
      heading: "Benefits of no-code and low-code",
      intro: "A shorter path from idea to market feedback, without spending the whole budget on the first attempt.",
      items: [
        {
          icon: "rocket",
          title: "Launch in weeks",
          text: `A working MVP in ${facts.en.timeline.noCodeMvp} instead of ${facts.en.timeline.traditionalMvp}. You reach users while the idea is still fresh and the budget stretches to several rounds of improvement.`,
        },
        {
          icon: "coins",
          title: `${facts.en.percent.noCodeCostShare} of the cost`,
          text: `Fewer developer hours and ready-made building blocks for sign-in, payments and databases mean a no-code or low-code MVP usually costs ${facts.en.percent.noCodeCostShare} of what the same version costs with traditional development.`,
        },
        {
          icon: "target",
          title: "Validate before you commit",
          text: "Test demand, pricing and user flows with real customers before you commit to a full-scale platform.",
        },
        {
          icon: "cog",
          title: "Fast changes",
          text: "You can make many changes yourselves in the platform’s editor that would need a new version in custom code. That makes it easy to adjust the product after every user test.",
        },
        {
          icon: "users",
          title: "You can take over",
          text: "Visual tools let your own team update copy, flows and content without waiting for a developer.",
        },
        {
          icon: "layers",
          title: "A clear path forward",
          text: "We choose the platform and data model with growth in mind, so the MVP can be scaled up or moved to custom code when the time is right.",
        },
      ],
    },
    process: {
      heading: "How we build your MVP",
      intro: "Six steps from idea to a product real users can try, and a plan for what comes next.",
      steps: [
        {
          title: "Discovery and planning",
          text: "We go through the idea, target audience and business model, and decide which features are needed to test your most important hypothesis. This step is part of the MVP’s price, unlike a discovery phase, which is quoted separately.",
        },
        {
          title: "Platform selection",
          text: "Based on features, integrations, data volumes and future plans, we choose the combination of tools that best suits your product.",
        },
        {
          title: "Rapid prototyping: a clickable sketch of the key flows",
          text: "Within a few days we create a sketch you can click through, so you and a handful of prospective users can try the flows before we build for real. The sketch is not code: it shows how the product will work.",
        },
        {
          title: "MVP development",
          text: "We build the product with its database, sign-in, payments and integrations, and show you progress every week.",
        },
        {
          title: "Launch and validation",
          text: "The MVP launches to its first users with analytics in place, so you can measure activation, usage and willingness to pay.",
        },
        {
          title: "Iteration and scaling strategy",
          text: "Based on the results, we improve the product and draw up a plan for the next step: further development on the platform, a hybrid solution or a move to custom code.",
        },
      ],
    },
    technologies: {
      heading: "Tools from projects we have delivered",
      intro: "We are not tied to a single tool; we pick what suits your product, your integrations and your plans ahead.",
      badges: [
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
      ],
    },
    stories: {
      heading: "Client stories",
      intro: `Four ideas that real users got to try. ${facts.en.storiesOrigin} ${facts.en.references}`,
      items: [
        {
          title: "A booking app tested in four weeks",
          sector: "Health and fitness",
          text: "A Stockholm startup wanted to test an app for booking personal trainers. The MVP was built in FlutterFlow with Supabase as the backend in four weeks, and the first trainers were taking bookings the same month. The cost was compared with the quote for the same features in custom code that the company had received beforehand.",
          result: { value: "70%", label: "lower cost than the quote for traditional development" },
        },
        {
          title: "A marketplace for surplus building materials",
          sector: "Marketplace",
          text: "A founder in Malmö wanted to find out whether tradespeople would buy and sell leftover materials online. The MVP was built in Bubble with Stripe payments and launched in a single region first, where 260 tradespeople signed up in the first month. Purchases were counted in the payment records.",
          result: { value: "35%", label: "of registered users made a purchase in the first month" },
        },
        {
          title: "A member portal for a trade association",
          sector: "Membership organisation",
          text: "A trade association with 600 member companies handled sign-ups for courses and meetings by email and a spreadsheet. A member portal was built in Softr and Airtable in three weeks, and the association’s office now changes forms and content itself, without a developer. The share was counted over all sign-ups in the first six months after launch.",
          result: { value: "80%", label: "of sign-ups now made in the portal rather than by email" },
        },
        {
          title: "The pricing model tested before a platform of their own",
          sector: "Education",
          text: "An education company in Örebro selling online courses in project management wanted to try a subscription instead of selling individual courses. An MVP in Webflow and Xano let them test three price tiers with real customers before investing in a platform of their own. Over three months, revenue per new subscriber was compared with that of new customers buying individual courses in the same period. The comparison covers only those first three months and says nothing about how long subscribers stay.",
          result: { value: "38%", label: "higher revenue per customer with the subscription model" },
        },
      ],
    },
    faq: {
      heading: "Frequently asked questions",
      items: [
        {
          question: "What is the difference between no-code and low-code?",
          answer:
            "With no-code, the entire product is built in visual tools without writing any code, which works well for web apps, portals and internal tools. Low-code combines the visual tools with custom code for logic, integrations or performance where the platform falls short. We choose whichever gives the fastest route to a product that works for your users.",
        },
        {
          question: "How much does an MVP cost, and how long does it take?",
          answer: `A no-code or low-code MVP typically costs ${facts.en.price.noCodeMvp} and takes ${facts.en.timeline.noCodeMvp} to build. ${facts.en.noCodePlatformFees} How that compares with the same version in custom code, and what the comparison rests on, is set out in the introduction above. The time and price run from decision to launch, planning included. ${facts.en.proposal}`,
        },
        {
          question: "Are there limitations with no-code?",
          answer: `Yes, and we are upfront about them from the start. A no-code solution usually covers most of what an MVP needs, but highly complex logic, large data volumes or a need for full control over infrastructure may call for low-code or custom code. We assess this during planning, so there are no surprises later.`,
        },
        {
          question: "What happens if we outgrow the platform?",
          answer:
            "Then the MVP has done its job: you know what customers want and what they are willing to pay for. We help you choose between scaling further on the platform, moving heavy parts to a custom backend or rebuilding the product in traditional code, with the validated MVP serving as the specification.",
        },
        {
          question: "Who owns the product and the data?",
          answer:
            "You own the product, the content and all the data. Platform accounts are created in your name and paid by you, and we document how everything is built so you can develop it further yourselves, continue with us or bring in someone else.",
        },
      ],
    },
    cta: {
      heading: "Ready to test your idea with real users?",
      text: `Tell us about your idea and the users it is for. We reply ${facts.en.reply}, and the first conversation is free. ${facts.en.proposal}`,
      button: "Schedule a Free Consultation",
    },
  },
};
