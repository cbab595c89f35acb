// Copy of the privacy policy page (/privacy-policy), Swedish and English; {placeholders} are filled from site.ts.
import type { Localize } from "~/content/model/localize";
import { bothLanguages, bullets, paragraph, subheading } from "~/content/model/seed-copy";
import type { Localized } from "~/i18n/lang";
import type { DocumentPageContent } from "~/content/types";
import { contactSection } from "~/content/shared-words";

/** The details the contact form and the booking form both ask for, listed alike under each. */
const WHO_YOU_ARE = [
  {
    sv: "Namn",
    en: "Name",
  },
  {
    sv: "E-postadress",
    en: "Email address",
  },
  {
    sv: "Företag (valfritt)",
    en: "Company (optional)",
  },
];

/** The privacyPolicy as its content document holds it: every text in both languages, facts as references. */
export const privacyDocument: Localize<DocumentPageContent> = {
  meta: {
    title: {
      sv: "Integritetspolicy",
      en: "Privacy policy",
    },
    description: {
      sv: "Så hanterar vi personuppgifter från våra formulär: vad vi sparar och varför, hur länge, vem som får ta del av dem och hur du använder dina rättigheter.",
      en: "How we handle personal data from our forms: what we store and why, for how long, who receives it, and how to exercise your rights under GDPR.",
    },
    keywords: [
      {
        sv: "integritetspolicy",
        en: "privacy policy",
      },
      {
        sv: "personuppgifter",
        en: "personal data",
      },
      {
        sv: "GDPR",
        en: "GDPR",
      },
      {
        sv: "dataskydd",
        en: "data protection",
      },
      {
        sv: "kakor",
        en: "cookies",
      },
    ],
  },
  title: {
    sv: "Integritetspolicy",
    en: "Privacy policy",
  },
  intro: {
    sv: "Här beskriver vi vilka personuppgifter vi behandlar när du besöker webbplatsen och skickar något av våra formulär, varför vi gör det och vilka rättigheter du har. Vi samlar bara in det vi behöver för att kunna svara dig.",
    en: "This policy explains which personal data we process when you visit the website and send one of our forms, why we do so and what rights you have. We collect only what we need to answer you.",
  },
  updated: "2026-11-26",
  sections: [
    {
      id: "in-short",
      heading: {
        sv: "I korthet",
        en: "In short",
      },
      blocks: [
        bullets(
          {
            sv: "Vi sparar det du skriver i våra formulär för att kunna svara dig och ta fram ett förslag.",
            en: "We store what you write in our forms so that we can answer you and prepare a proposal.",
          },
          {
            sv: "Uppgifterna lagras i vår egen databas på en server inom EU/EES och raderas {{fact:timeline.enquiryRetention}} efter att de kom in, om förfrågan inte har lett till ett uppdrag.",
            en: "The data is kept in our own database on a server within the EU/EEA and deleted {{fact:timeline.enquiryRetention}} after it arrived, unless the enquiry led to an engagement.",
          },
          {
            sv: "Ber du om en OTC-introduktion lämnar vi dina kontaktuppgifter och uppgifterna om affären till de OTC-deskar som du har godkänt, och bara till dem. Är du kund inom EU/EES tar vi bara fram deskar som finns i Esmas register över leverantörer med tillstånd enligt MiCA; deskar utanför EU/EES tar vi bara fram för kunder utanför EU/EES, och avsnittet om överföringar beskriver hur uppgifterna då skyddas.",
            en: "If you ask for an OTC introduction, we pass your contact details and the details of the deal to the OTC desks you have approved, and only to them. If you are a client inside the EU/EEA, we put forward only desks listed in ESMA’s register of providers authorised under MiCA; desks outside the EU/EEA are put forward only to clients outside it, and the section on transfers describes how the data is then protected.",
          },
          {
            sv: "Vi sparar aldrig din IP-adress. Skickar du ett formulär sparar vi en kod som räknas fram ur adressen, för att stoppa missbruk, och för att räkna unika besökare används en liknande kod. Inom några dygn går ingen av koderna längre att koppla till din adress (se Uppgifter som sparas automatiskt och Besöksstatistik utan kakor).",
            en: "We never store your IP address. If you send a form, we store a code derived from the address to stop abuse, and a similar code is used to count unique visitors. Within a few days neither code can be linked to your address any longer (see Data stored automatically and Visitor statistics without cookies).",
          },
          {
            sv: "Vi använder inga kakor för analys eller annonsering och laddar inga skript eller typsnitt från tredje part.",
            en: "We use no analytics or advertising cookies and load no third-party scripts or fonts.",
          },
          {
            sv: "Vi säljer aldrig personuppgifter och använder dem inte för annonsering.",
            en: "We never sell personal data and never use it for advertising.",
          },
          {
            sv: "Du kan när som helst få ut, rätta eller radera dina uppgifter genom att skriva till {email}. Det finns undantag från rätten till radering, till exempel det bokföringslagen kräver att vi sparar; avsnittet om dina rättigheter beskriver dem.",
            en: "You can obtain, correct or erase your data at any time by emailing {email}. The right to erasure has exceptions, such as what the Bookkeeping Act requires us to keep; the section on your rights describes them.",
          },
        ),
      ],
    },
    {
      id: "controller",
      heading: {
        sv: "Personuppgiftsansvarig",
        en: "Data controller",
      },
      blocks: [
        paragraph({
          sv: "{legalName}, organisationsnummer {orgNumber}, {address}, är personuppgiftsansvarig för den behandling av personuppgifter som beskrivs i den här policyn.",
          en: "{legalName}, company registration number {orgNumber}, {address}, is the controller for the processing of personal data described in this policy.",
        }),
        paragraph({
          sv: "Har du frågor om hur vi hanterar personuppgifter, eller vill du använda dina rättigheter, når du oss på {email} eller {phone}.",
          en: "If you have questions about how we handle personal data, or want to exercise your rights, you can reach us at {email} or {phone}.",
        }),
      ],
    },
    {
      id: "data-you-provide",
      heading: {
        sv: "Uppgifter du lämnar i våra formulär",
        en: "Data you provide in our forms",
      },
      blocks: [
        paragraph({
          sv: "Webbplatsen har tre formulär för förfrågningar och ett för att boka samtal. Vi får bara de uppgifter som du själv skriver in, och vilka det är beror på formuläret. Fält märkta med (valfritt) kan du lämna tomma.",
          en: "The website has three forms for enquiries and one for booking a call. We receive only the data you enter yourself, and what that is depends on the form. Fields marked (optional) can be left empty.",
        }),
        subheading({
          sv: "Kontaktformuläret",
          en: "Contact form",
        }),
        bullets(...WHO_YOU_ARE, {
          sv: "Meddelande",
          en: "Message",
        }),
        subheading({
          sv: "Projektförfrågan",
          en: "Project enquiry",
        }),
        bullets(
          {
            sv: "Projektnamn",
            en: "Project name",
          },
          {
            sv: "Ditt namn (valfritt)",
            en: "Your name (optional)",
          },
          {
            sv: "E-postadress",
            en: "Email address",
          },
          {
            sv: "Telefonnummer (valfritt)",
            en: "Phone number (optional)",
          },
          {
            sv: "Hur du hörde talas om oss (valfritt)",
            en: "How you heard about us (optional)",
          },
          {
            sv: "Typ av projekt och typ av organisation",
            en: "Project type and organisation type",
          },
          {
            sv: "Projektets mål",
            en: "Project goal",
          },
          {
            sv: "Budgetintervall och önskad tidplan",
            en: "Budget range and desired timeline",
          },
          {
            sv: "Teamets storlek (valfritt)",
            en: "Team size (optional)",
          },
          {
            sv: "Teamets tekniska kompetens (valfritt)",
            en: "Your team’s technical expertise (optional)",
          },
          {
            sv: "Nuvarande utmaningar (valfritt)",
            en: "Current challenges (optional)",
          },
          {
            sv: "Önskat resultat (valfritt)",
            en: "Desired outcome (optional)",
          },
          {
            sv: "Önskade funktioner (valfritt)",
            en: "Features you are interested in (optional)",
          },
          {
            sv: "Övrig information (valfritt)",
            en: "Additional information (optional)",
          },
        ),
        subheading({
          sv: "Förfrågan om OTC-introduktion",
          en: "OTC introduction request",
        }),
        bullets(
          {
            sv: "Fullständigt namn",
            en: "Full name",
          },
          {
            sv: "Företag",
            en: "Company",
          },
          {
            sv: "E-postadress",
            en: "Email address",
          },
          {
            sv: "Telefonnummer (valfritt)",
            en: "Phone number (optional)",
          },
          {
            sv: "Jurisdiktion",
            en: "Jurisdiction",
          },
          {
            sv: "Tillgångsslag",
            en: "Asset type",
          },
          {
            sv: "Typ av transaktion och transaktionsstorlek (som intervall)",
            en: "Transaction type and transaction size (as a range)",
          },
          {
            sv: "Hur ofta organisationen planerar att handla",
            en: "How often you plan to trade",
          },
          {
            sv: "Föredragna avvecklingsmetoder (valfritt)",
            en: "Preferred settlement methods (optional)",
          },
          {
            sv: "Geografiska önskemål (valfritt)",
            en: "Geographic preferences (optional)",
          },
          {
            sv: "Övrig information (valfritt)",
            en: "Additional information (optional)",
          },
          {
            sv: "Din bekräftelse av att tjänsten enbart introducerar parter för varandra",
            en: "Your acknowledgement that the service only introduces parties to each other",
          },
        ),
        subheading({
          sv: "Bokningsformuläret",
          en: "Booking form",
        }),
        bullets(
          {
            sv: "Tiden du väljer",
            en: "The time you choose",
          },
          ...WHO_YOU_ARE,
          {
            sv: "Video eller telefon, och ditt telefonnummer om du vill bli uppringd",
            en: "Video or phone, and your phone number if you want us to call you",
          },
          {
            sv: "Vad du vill prata om (valfritt)",
            en: "What you would like to talk about (optional)",
          },
          {
            sv: "Tjänsten du bokade från, om du kom från en tjänstesida",
            en: "The service you booked from, if you came from a service page",
          },
        ),
        paragraph({
          sv: "Att lämna uppgifterna är frivilligt, men utan en e-postadress och en beskrivning av ditt ärende kan vi inte svara dig. Skriv inte in känsliga personuppgifter, till exempel uppgifter om hälsa, i fritextfälten. Vi behöver dem inte för att besvara en förfrågan.",
          en: "Providing the data is voluntary, but without an email address and a description of your request we cannot answer you. Please don’t enter sensitive personal data, such as health information, in the free-text fields. We don’t need it to answer an enquiry.",
        }),
      ],
    },
    {
      id: "data-stored-automatically",
      heading: {
        sv: "Uppgifter som sparas automatiskt",
        en: "Data stored automatically",
      },
      blocks: [
        paragraph({
          sv: "Tillsammans med varje inskickat formulär sparar servern:",
          en: "Along with each submitted form, the server stores:",
        }),
        bullets(
          {
            sv: "datum och tid då formuläret skickades",
            en: "the date and time the form was sent",
          },
          {
            sv: "vilket språk formuläret visades på och från vilken sida det skickades",
            en: "the language the form was shown in and the page it was sent from",
          },
          {
            sv: "webbläsarens user agent, en textsträng som anger webbläsare och operativsystem",
            en: "your browser’s user agent, a text string that identifies the browser and operating system",
          },
          {
            sv: "ett saltat envägshashvärde av din IP-adress",
            en: "a salted one-way hash of your IP address",
          },
        ),
        paragraph({
          sv: "Hashvärdet räknas fram ur IP-adressen tillsammans med ett slumpat värde, ett så kallat salt, som byts varje dygn och raderas senast två dygn senare. Under ett och samma dygn kan vi därmed se att flera inskick kommer från samma uppkoppling. När saltet är raderat går hashvärdet inte längre att koppla till någon adress, inte ens för oss. Servern använder IP-adressen när förfrågan tas emot, bland annat för att räkna hur många formulär som skickas per minut (en räknare som bara finns i serverns minne och nollställs efter en minut), men själva adressen sparas aldrig, varken i databasen eller i serverns loggar. Det här hashvärdet använder vi bara för att stoppa missbruk, det vill säga för att begränsa hur många formulär som kan skickas på kort tid och för att upptäcka spam. Vi behandlar det ändå som en personuppgift. Det hashvärde som används för besöksstatistiken beskrivs under Besöksstatistik utan kakor.",
          en: "The hash is computed from the IP address together with a random value, known as a salt, which changes every day and is deleted at most two days later. Within one day, this lets us see that several submissions came from the same connection. Once the salt is deleted, the hash can no longer be linked to any address, not even by us. The server uses your IP address when it receives the request, among other things to count how many forms are sent per minute (a count kept only in the server’s memory and reset after a minute), but the address itself is never stored: not in our database and not in the server’s logs. We use this hash only to stop abuse, that is to limit how many forms can be sent in a short time and to detect spam. We still treat it as personal data. The hash used for visitor statistics is described under Visitor statistics without cookies.",
        }),
        subheading({
          sv: "Skydd mot spam",
          en: "Spam protection",
        }),
        paragraph({
          sv: "Formulären har ett dolt fält som människor inte ser men som automatiska spamprogram ofta fyller i. Inskick där fältet är ifyllt sparas markerade som spam, skickas inte vidare till någon och raderas.",
          en: "The forms contain a hidden field that people don’t see but automated spam programs often fill in. Submissions with that field filled in are stored marked as spam, passed on to no one, and deleted.",
        }),
      ],
    },
    {
      id: "spam-check-and-confirmation",
      heading: {
        sv: "Spamkontroll och bekräftelse till dig",
        en: "The spam check and your confirmation",
      },
      blocks: [
        paragraph({
          sv: "För att stoppa spam utan att lämna ut något till någon annan gör vi tre saker, helt på vår egen server:",
          en: "To stop spam without handing anything to anyone else, we do three things, all on our own server:",
        }),
        bullets(
          {
            sv: "Ett arbetsbevis (proof of work): när du börjar fylla i ett formulär hämtar sidan en liten räkneuppgift från vår server, och din webbläsare löser den medan du skriver. Uppgiften innehåller tidpunkten då du började, så att ett formulär som skickas bara sekunder senare känns igen. Inget anrop går till någon annan, och ingen kaka sätts. Utan JavaScript skickas formuläret utan arbetsbevis. Det tas då emot som vanligt men markeras som overifierat.",
            en: "A proof of work: when you start filling in a form, the page fetches a small puzzle from our server, and your browser solves it while you type. The puzzle includes the time you started, so a form sent only seconds later is recognised. No request goes to anyone else, and no cookie is set. Without JavaScript the form is sent without a proof of work; it is received as usual but marked as unverified.",
          },
          {
            sv: "En granskning av texten, namnet och företagsnamnet: länkar, förkortade länkar, typiska säljerbjudanden, text i en annan skrift än sidans språk, ett namn som är en webbadress eller ser slumpat ut, samma text i alla fält, text i versaler och många emojier ger poäng. Det som gav poäng sparas med förfrågan, så att vi kan se varför den sorterades som den gjorde.",
            en: "A check of the text, name and company name: points are added for links, shortened links, typical sales pitches, text in a script other than the page’s language, a name that is a web address or looks random, the same text in every field, text in capitals and many emojis. The reasons for the score are stored with the enquiry, so we can see why it was sorted the way it was.",
          },
          {
            sv: "Samma text från flera adresser: med förfrågan sparas ett hashvärde av texten, så att vi känner igen samma text från flera e-postadresser under samma dygn. Hashvärdet raderas tillsammans med förfrågan.",
            en: "The same text from several addresses: a hash of the text is stored with the enquiry, so we recognise the same text sent from several email addresses within a day. The hash is deleted with the enquiry.",
          },
        ),
        paragraph({
          sv: "Det som sorteras som spam sparas, skickas inte vidare och raderas {{fact:timeline.spamRetention}} efter att det sorterades som spam. Hamnar en riktig förfrågan där flyttar vi den och besvarar den som vanligt.",
          en: "What is sorted as spam is stored, passed on to no one, and deleted {{fact:timeline.spamRetention}} after it was sorted as spam. If a genuine enquiry ends up there, we move it and answer it as usual.",
        }),
        subheading({
          sv: "Bekräftelse via e-post",
          en: "Confirmation by email",
        }),
        paragraph({
          sv: "När vi har tagit emot en förfrågan som inte sorteras som spam skickar vi en bekräftelse till e-postadressen du angav, på sidans språk. Den säger vad som händer nu, när du kan vänta dig svar, hur du når oss och förfrågans referensnummer. Den upprepar aldrig något av det du skrev. Vi skickar högst en sådan bekräftelse om dagen till samma adress, och bara ett begränsat antal om dagen till förfrågningar från samma uppkoppling (räknat i serverns minne under ett hashvärde av uppkopplingens adress och nollställt varje dygn), via samma e-postleverantör som våra aviseringar.",
          en: "When we have received an enquiry that is not sorted as spam, we send a confirmation to the email address you gave, in the page’s language. It says what happens next, when to expect a reply, how to reach us, and the enquiry’s reference number. It never repeats anything you wrote. We send at most one such confirmation a day to the same address, and only a limited number a day for enquiries from the same connection (counted in the server’s memory under a hash of the connection’s address, and reset every day), through the same email provider as our notifications.",
        }),
      ],
    },
    {
      id: "booking",
      heading: {
        sv: "Bokning av samtal",
        en: "Booking a call",
      },
      blocks: [
        paragraph({
          sv: "Bokar du ett kostnadsfritt samtal sparar vi:",
          en: "When you book a free call we store:",
        }),
        bullets(
          {
            sv: "tiden du valde",
            en: "the time you chose",
          },
          {
            sv: "ditt namn, din e-postadress och företaget",
            en: "your name, your email address and your company",
          },
          {
            sv: "om samtalet ska ske på video eller per telefon, och ditt telefonnummer om du bad oss ringa",
            en: "whether the call is by video or by phone, and your phone number if you asked us to call you",
          },
          {
            sv: "vilken tjänst du bokade från, om du kom från en tjänstesida",
            en: "the service you booked from, if you came from a service page",
          },
          {
            sv: "det du skrev om vad du vill prata om",
            en: "what you wrote about the topic",
          },
          {
            sv: "om du avbokar: skälet om du angav ett",
            en: "if you cancel, the reason if you gave one",
          },
          {
            sv: "sidans språk",
            en: "the page’s language",
          },
          {
            sv: "ett hashvärde av din IP-adress (av nätet för en IPv6-adress); med det och e-postadressen begränsar vi hur många samtal som kan bokas per dag",
            en: "a hash of your IP address (of its network for an IPv6 address); with it and the email address we limit how many calls can be booked a day",
          },
          {
            sv: "webbläsarens user agent",
            en: "your browser’s user agent",
          },
          {
            sv: "ett hashvärde av den hemliga nyckeln i din länk för att flytta eller avboka, så att länken kan kännas igen utan att nyckeln sparas",
            en: "a hash of the secret key in your link to move or cancel, so that the link can be recognised without the key being stored",
          },
        ),
        paragraph({
          sv: "Samma spamkontroll som för formulären görs, på vår egen server, och vad den kom fram till sparas med bokningen. En bokning som sorteras som spam får ingen bekräftelse, håller ingen tid och raderas {{fact:timeline.spamRetention}} efter att den kom in.",
          en: "The same spam check as for the forms runs, on our own server, and what it found is stored with the booking. A booking sorted as spam gets no confirmation, holds no time and is deleted {{fact:timeline.spamRetention}} after it arrived.",
        }),
        paragraph({
          sv: "Du får en bekräftelse med en kalenderinbjudan och en länk för att flytta eller avboka. Bekräftelsen innehåller bara den bokade tiden, var samtalet sker (vid ett telefonsamtal numret vi ringer) och vår standardtext, aldrig något annat av det du skrev. Vi får samma inbjudan, med dina uppgifter, via samma e-postleverantör som våra aviseringar. Samtalen visas också i ett kalenderflöde som bara vi har adressen till. Flödet innehåller din bokning och hämtas av kalenderappen hos den som håller samtalet (bokningssidan visar vem); kalendertjänsten bakom appen är då vårt personuppgiftsbiträde och lagrar uppgifterna inom EU/EES. Videolänken skickar den som håller samtalet med e-post före samtalet. Videotjänsten får inga uppgifter från bokningen, bara det du själv anger när du ansluter. Läser vi in våra upptagna tider från vår egen kalender hämtar servern dem därifrån; inget om dig skickas dit.",
          en: "You receive a confirmation with a calendar invitation and a link to move or cancel the call. The confirmation holds only the booked time, where the call happens (for a phone call, the number we call) and our standard text, never anything else you wrote. We receive the same invitation, with your details, through the same email provider as our notifications. The calls also appear in a calendar feed whose address only we know. The feed contains your booking and is fetched by the calendar app of the person who holds the call (the booking page shows who); the calendar service behind that app is then our processor and stores the data within the EU/EEA. The person who holds the call emails you the video link before the call. The video service receives nothing from the booking, only what you enter yourself when you join. When we read our busy times from our own calendar, the server fetches them from there; nothing about you is sent to it.",
        }),
        paragraph({
          sv: "Flyttar eller avbokar vi samtalet kan vi skriva ett meddelande till dig; det skickas med den nya tiden eller avbokningen och sparas med bokningen. Efter samtalet noterar vi om det hölls eller om ingen kom. En bokning raderas {{fact:timeline.enquiryRetention}} efter den bokade tiden, också en avbokad bokning. Avbokas en bokning först efter den bokade tiden räknas tiden i stället från avbokningen. Ber du oss radera uppgifterna för din e-postadress raderas dina bokningar tillsammans med dina förfrågningar.",
          en: "If we move or cancel the call we may write you a message; it is sent with the new time or the cancellation and stored with the booking. After the call we note whether it was held or nobody came. A booking is deleted {{fact:timeline.enquiryRetention}} after the booked time. This also applies to cancelled bookings. If a booking is cancelled only after the booked time, the period runs from the cancellation instead. If you ask us to erase the data for your email address, your bookings are erased with your enquiries.",
        }),
      ],
    },
    {
      id: "purposes-and-legal-bases",
      heading: {
        sv: "Varför vi behandlar uppgifterna och med vilket stöd",
        en: "Why we process the data and on what legal basis",
      },
      blocks: [
        subheading({
          sv: "Besvara din förfrågan och ta fram ett förslag",
          en: "Answering your enquiry and preparing a proposal",
        }),
        paragraph({
          sv: "Vi använder det du skriver för att svara dig, ställa följdfrågor, bedöma om och hur vi kan hjälpa till och ta fram ett förslag eller en offert. Den rättsliga grunden är vårt berättigade intresse av att besvara de förfrågningar vi får (artikel 6.1 f i dataskyddsförordningen, GDPR) och, när du ber oss om ett förslag inför ett möjligt avtal, att vidta åtgärder på din begäran innan ett avtal ingås (artikel 6.1 b).",
          en: "We use what you write to answer you, ask follow-up questions, assess whether and how we can help, and prepare a proposal or quote. The legal basis is our legitimate interest in answering the enquiries we receive (Article 6(1)(f) of the General Data Protection Regulation, GDPR) and, when you ask us for a proposal ahead of a possible contract, taking steps at your request before entering into a contract (Article 6(1)(b)).",
        }),
        subheading({
          sv: "Bedöma och ordna en OTC-introduktion",
          en: "Assessing and arranging an OTC introduction",
        }),
        paragraph({
          sv: "Uppgifterna i OTC-formuläret använder vi för att bedöma din förfrågan, ta fram de OTC-deskar som uppfyller dina kriterier och ordna introduktionerna. Vi delar uppgifterna bara med de deskar som du har godkänt, och först efter att du har godkänt dem. Den rättsliga grunden är vårt berättigade intresse av att ordna den introduktion som du och din organisation har bett om (artikel 6.1 f) och, när du själv är part i den affär som introduktionen gäller, att vidta åtgärder på din begäran innan ett avtal ingås (artikel 6.1 b).",
          en: "We use the data in the OTC form to assess your request, put forward the OTC desks that meet your criteria and arrange the introductions. We share the data only with the desks you have approved, and only after you have approved them. The legal basis is our legitimate interest in arranging the introduction that you and your organisation asked for (Article 6(1)(f)) and, where you are yourself a party to the deal the introduction concerns, taking steps at your request before entering into a contract (Article 6(1)(b)).",
        }),
        subheading({
          sv: "Genomföra ett bokat samtal",
          en: "Holding a booked call",
        }),
        paragraph({
          sv: "Uppgifterna i en bokning använder vi för att förbereda och genomföra samtalet, skicka bekräftelsen och kalenderinbjudan och låta dig flytta eller avboka. Den rättsliga grunden är vårt berättigade intresse av att ta emot bokningar och hålla de samtal som bokas (artikel 6.1 f) och, när du vill ha ett förslag inför ett möjligt avtal, att vidta åtgärder på din begäran innan ett avtal ingås (artikel 6.1 b).",
          en: "We use the details of a booking to prepare and hold the call, send the confirmation and calendar invitation and let you move or cancel it. The legal basis is our legitimate interest in taking bookings and holding the calls booked (Article 6(1)(f)) and, where you want a proposal ahead of a possible contract, taking steps at your request before entering into a contract (Article 6(1)(b)).",
        }),
        subheading({
          sv: "Skydda formulären mot missbruk",
          en: "Protecting the forms against abuse",
        }),
        paragraph({
          sv: "Tidpunkt, user agent och det hashade IP-värdet använder vi för att begränsa antalet inskick och sortera bort spam. Den rättsliga grunden är vårt berättigade intresse av att hålla webbplatsen och formulären säkra och användbara (artikel 6.1 f).",
          en: "We use the time, user agent and hashed IP value to limit the number of submissions and filter out spam. The legal basis is our legitimate interest in keeping the website and its forms secure and usable (Article 6(1)(f)).",
        }),
        subheading({
          sv: "Uppfylla krav i lag",
          en: "Meeting legal requirements",
        }),
        paragraph({
          sv: "Leder en förfrågan till ett uppdrag kan bokföringslagen kräva att vi sparar vissa uppgifter, till exempel sådana som ingår i avtal och underlag för fakturering. Den rättsliga grunden är då rättslig förpliktelse (artikel 6.1 c).",
          en: "If an enquiry leads to an engagement, the Swedish Bookkeeping Act (bokföringslagen) may require us to keep certain data, such as data that forms part of contracts and invoicing records. The legal basis is then a legal obligation (Article 6(1)(c)).",
        }),
        paragraph({
          sv: "Där vi stöder oss på berättigat intresse har vi vägt vårt intresse mot ditt och bedömt att behandlingen är begränsad och något du rimligen kan förvänta dig när du kontaktar oss. Du har rätt att invända, se avsnittet om dina rättigheter. Vi fattar inga automatiserade beslut om dig och gör ingen profilering. Spamkontrollen poängsätter varje förfrågan automatiskt, men den bedömer texten och inte dig: den leder bara till att förfrågan sorteras. En förfrågan som sorteras som spam finns kvar hos oss i {{fact:timeline.spamRetention}}, och hittar vi en riktig förfrågan där besvarar vi den som vanligt.",
          en: "Where we rely on legitimate interest, we have weighed our interest against yours and concluded that the processing is limited and something you can reasonably expect when you contact us. You have the right to object, see the section on your rights. We make no automated decisions about you and carry out no profiling. The spam check scores every enquiry automatically, but it assesses the text, not you: all it does is sort the enquiry. An enquiry sorted as spam stays with us for {{fact:timeline.spamRetention}}, and if we find a genuine enquiry there we answer it as usual.",
        }),
      ],
    },
    {
      id: "storage",
      heading: {
        sv: "Var uppgifterna lagras och vem som lagrar dem",
        en: "Where the data is stored, and by whom",
      },
      blocks: [
        paragraph({
          sv: "Allt som skickas via formulären tas emot och sparas i vår egen databas, på en server som vi driver inom EU/EES. Uppgifterna lämnas inte till någon formulärtjänst hos ett webbhotell eller en annan plattform. Så här ser det ut i detalj:",
          en: "Everything sent through the forms is received and stored in our own database, on a server we run within the EU/EEA. The data is not handed to a form service of a hosting provider or any other platform. In detail:",
        }),
        bullets(
          {
            sv: "Databasen: på vår server, i ett datacenter inom EU/EES. Vi driver servern själva; leverantören av datacentret och servern är vårt personuppgiftsbiträde.",
            en: "The database: on our server, in a data centre within the EU/EEA. We run the server ourselves; the provider of the data centre and the server is our processor.",
          },
          {
            sv: "E-post: en avisering om varje förfrågan skickas till vår egen e-postlåda genom den e-postleverantör som tar emot vår e-post och som servern skickar e-post genom (SMTP). Leverantören är vårt personuppgiftsbiträde och lagrar e-posten inom EU/EES.",
            en: "Email: a notification of each enquiry is sent to our own mailbox through the email provider that receives our email and through which the server sends email (SMTP). The provider is our processor and stores the email within the EU/EEA.",
          },
          {
            sv: "Våra interna system: har vi kopplat in ett, till exempel ett kundhanteringssystem (CRM), tar det emot en signerad kopia och lagrar den inom EU/EES.",
            en: "Our internal systems: if we have connected one, such as a customer relationship management (CRM) system, it receives a signed copy and stores it within the EU/EEA.",
          },
          {
            sv: "Vår kalendertjänst: bara för bokningar. Kalenderappen hos den som håller samtalet (bokningssidan visar vem) hämtar vårt kalenderflöde med de kommande samtalen, och kalendertjänsten är vårt personuppgiftsbiträde och lagrar dem inom EU/EES.",
            en: "Our calendar service: for bookings only. The calendar app of the person who holds the call (the booking page shows who) fetches our calendar feed of upcoming calls; the calendar service is our processor and stores them within the EU/EEA.",
          },
          {
            sv: "OTC-deskar: bara vid en OTC-introduktion, och bara de deskar du har godkänt. Var de finns beskriver avsnittet om överföringar utanför EU/EES.",
            en: "OTC desks: only for an OTC introduction, and only the desks you have approved. Where they are is described in the section on transfers outside the EU/EEA.",
          },
        ),
      ],
    },
    {
      id: "recipients",
      heading: {
        sv: "Vem som får ta del av uppgifterna",
        en: "Who receives the data",
      },
      blocks: [
        paragraph({
          sv: "Hos oss har bara de medarbetare som hanterar förfrågningar tillgång till uppgifterna. Därutöver kan följande mottagare förekomma:",
          en: "Within our company, only the staff who handle enquiries have access to the data. Beyond them, the following recipients may be involved:",
        }),
        bullets(
          {
            sv: "Vår e-postleverantör: när ett formulär kommer in skickas en avisering med innehållet till vår egen e-postlåda via vår e-postleverantör, som är personuppgiftsbiträde åt oss och lagrar e-posten inom EU/EES.",
            en: "Our email provider: when a form arrives, a notification with its content is sent to our own mailbox through our email provider, which acts as our processor and stores the email within the EU/EEA.",
          },
          {
            sv: "Våra interna system: när vi har kopplat in det skickas en signerad kopia av förfrågan eller bokningen via en så kallad webhook till våra egna interna system, till exempel ett kundhanteringssystem (CRM).",
            en: "Our internal systems: where we have set this up, a signed copy of the enquiry or booking is sent through a webhook to our own internal systems, such as a customer relationship management (CRM) system.",
          },
          {
            sv: "Vår kalendertjänst: en bokning visas i kalendern hos den som håller samtalet (bokningssidan visar vem), via kalenderflödet. Kalendertjänsten är personuppgiftsbiträde åt oss och lagrar uppgifterna inom EU/EES.",
            en: "Our calendar service: a booking appears in the calendar of the person who holds the call (the booking page shows who), through the calendar feed. The calendar service acts as our processor and stores the data within the EU/EEA.",
          },
          {
            sv: "OTC-deskar: vid en OTC-förfrågan de deskar som du har godkänt, och först efter ditt godkännande. För kunder utanför EU/EES kan det vara deskar utanför EU/EES, se nästa avsnitt. Varje desk blir därefter självständigt personuppgiftsansvarig för sin egen behandling, till exempel sin kundkännedomskontroll (KYC), enligt sin egen integritetspolicy. Deskarna betalar oss ingenting, varken för introduktionen eller för dina uppgifter.",
            en: "OTC desks: for an OTC request, the desks you have approved, and only after you have approved them. For clients outside the EU/EEA they may be desks outside the EU/EEA, see the next section. From then on each desk is an independent controller for its own processing, such as its know-your-customer (KYC) checks, under its own privacy policy. The desks pay us nothing, neither for the introduction nor for your data.",
          },
          {
            sv: "Myndigheter: om vi är skyldiga att lämna ut uppgifter enligt lag, till exempel efter beslut av en domstol eller myndighet.",
            en: "Authorities: if the law requires us to disclose data, for example following a decision by a court or public authority.",
          },
        ),
        paragraph({
          sv: "Leverantörer som behandlar uppgifter för vår räkning, till exempel för e-post och drift, är personuppgiftsbiträden. De får bara behandla uppgifterna enligt våra instruktioner och är bundna av personuppgiftsbiträdesavtal med oss. Vi säljer aldrig personuppgifter och använder dem inte för annonsering.",
          en: "Suppliers that process data on our behalf, for example for email and hosting, are processors. They may process the data only on our instructions and are bound by data processing agreements with us. We never sell personal data and never use it for advertising.",
        }),
      ],
    },
    {
      id: "transfers",
      heading: {
        sv: "Överföring utanför EU/EES",
        en: "Transfers outside the EU/EEA",
      },
      blocks: [
        paragraph({
          sv: "Uppgifter från kontaktformuläret, projektformuläret och bokningarna lagras bara inom EU/EES: i vår databas, hos vår e-postleverantör, i våra interna system och, för bokningarna, hos vår kalendertjänst. Vi för inte själva över dem till något land utanför EU/EES. Ett personuppgiftsbiträde kan i undantagsfall behöva komma åt dem därifrån, till exempel när dess support felsöker; det får då ske bara med EU-kommissionens standardavtalsklausuler som skyddsåtgärd, enligt vårt avtal med biträdet. OTC-introduktionerna är det enda fallet där vi själva för över uppgifter utanför EU/EES.",
          en: "Data from the contact form, the project form and bookings is stored only within the EU/EEA: in our database, with our email provider, in our internal systems and, for bookings, with our calendar service. We ourselves transfer none of it to a country outside the EU/EEA. A processor may in exceptional cases need to access it from there, for example when its support team investigates a fault; under our agreement with the processor this may happen only with the European Commission’s standard contractual clauses as the safeguard. OTC introductions are the only case in which we ourselves transfer data outside the EU/EEA.",
        }),
        subheading({
          sv: "OTC-introduktioner till deskar utanför EU/EES",
          en: "OTC introductions to desks outside the EU/EEA",
        }),
        paragraph({
          sv: "OTC-introduktionerna är undantaget, och bara för kunder utanför EU/EES. Vårt nätverk omfattar deskar i Europa, Nordamerika, Asien och Mellanöstern. Kunder inom EU/EES introducerar vi bara för deskar som finns i Esmas register över leverantörer med tillstånd enligt MiCA, så deras uppgifter förs aldrig över utanför EU/EES genom oss. Deskar utanför EU/EES tar vi bara fram för kunder utanför EU/EES. När en sådan kund har godkänt en desk överför vi till den de uppgifter som introduktionen kräver:",
          en: "OTC introductions are the exception, and only for clients outside the EU/EEA. Our network covers desks in Europe, North America, Asia and the Middle East. Clients inside the EU/EEA are introduced only to desks listed in ESMA’s register of providers authorised under MiCA, so their data is never transferred outside the EU/EEA through us. We put forward desks outside the EU/EEA only to clients outside the EU/EEA. Once such a client has approved a desk, we transfer to it the data the introduction needs:",
        }),
        bullets(
          {
            sv: "ditt namn, företag, e-postadress och telefonnummer om du har angett det",
            en: "your name, company, email address and, if you gave it, your phone number",
          },
          {
            sv: "uppgifterna om den planerade affären: jurisdiktion, tillgångsslag, typ av transaktion, storleksintervall, frekvens, avvecklingsmetoder, geografiska önskemål och övrig information som du har skrivit",
            en: "the details of the planned deal: jurisdiction, asset type, transaction type, size band, frequency, settlement methods, geographic preferences and any other information you wrote",
          },
        ),
        paragraph({
          sv: "Hashvärdet av din IP-adress, din user agent och annan teknisk information lämnas aldrig ut. Eftersom överföringarna är en regelbunden del av tjänsten stöder vi oss inte på undantagen i artikel 49 i dataskyddsförordningen, som bara gäller enstaka överföringar. I stället gäller följande skyddsåtgärder:",
          en: "The hash of your IP address, your user agent and other technical data are never disclosed. Because these transfers are a regular part of the service, we do not rely on the derogations in Article 49 GDPR, which cover only occasional transfers. Instead, these safeguards apply:",
        }),
        bullets(
          {
            sv: "Till en desk i ett land som enligt EU-kommissionens beslut har en adekvat skyddsnivå, till exempel Storbritannien, Schweiz, Kanada, Japan, Sydkorea eller Israel, och till en desk i USA som är certifierad enligt EU–US Data Privacy Framework, sker överföringen med stöd av kommissionens beslut (artikel 45).",
            en: "To a desk in a country the European Commission has found to provide an adequate level of protection, such as the United Kingdom, Switzerland, Canada, Japan, South Korea or Israel, and to a desk in the United States certified under the EU–US Data Privacy Framework, the transfer relies on the Commission’s decision (Article 45).",
          },
          {
            sv: "Till en desk i ett annat land sker överföringen bara om desken först har ingått EU-kommissionens standardavtalsklausuler med oss (artikel 46.2 c) och vi har bedömt att lagstiftningen i mottagarlandet inte hindrar desken från att följa dem. Där bedömningen kräver det kompletterar vi med ytterligare åtgärder, och kan vi inte säkerställa ett tillräckligt skydd introducerar vi dig inte för den desken.",
            en: "To a desk in any other country, the transfer happens only once the desk has signed the European Commission’s standard contractual clauses with us (Article 46(2)(c)) and we have assessed that the law of the destination country does not prevent the desk from complying with them. Where the assessment calls for it we add supplementary measures, and if we cannot ensure adequate protection we do not introduce you to that desk.",
          },
          {
            sv: "Innan du godkänner en desk talar vi om i vilket land den finns och vilken av skyddsåtgärderna ovan som gäller. En kopia av standardavtalsklausulerna får du om du ber om den via {email}.",
            en: "Before you approve a desk, we tell you which country it is in and which of these safeguards applies. You can have a copy of the standard contractual clauses by asking at {email}.",
          },
        ),
      ],
    },
    {
      id: "retention",
      heading: {
        sv: "Hur länge vi sparar uppgifterna",
        en: "How long we keep the data",
      },
      blocks: [
        bullets(
          {
            sv: "Förfrågningar raderas {{fact:timeline.enquiryRetention}} efter att de kom in, om de inte har lett till ett uppdrag.",
            en: "Enquiries are deleted {{fact:timeline.enquiryRetention}} after they arrive unless they have led to an engagement.",
          },
          {
            sv: "{{fact:otcRetention}}",
            en: "{{fact:otcRetention}}",
          },
          {
            sv: "Har en förfrågan lett till ett uppdrag sparar vi de uppgifter som behövs så länge avtalet kräver och, där bokföringslagen gäller, så länge lagen föreskriver: normalt till och med det sjunde året efter utgången av det kalenderår då räkenskapsåret avslutades.",
            en: "If an enquiry has led to an engagement, we keep the data needed for as long as the contract requires and, where the Bookkeeping Act applies, for as long as it prescribes: normally until the end of the seventh year after the calendar year in which the financial year ended.",
          },
          {
            sv: "Inskick som har sorterats som spam sparas i {{fact:timeline.spamRetention}} från det att de sorterades som spam, så att en förfrågan som hamnat där av misstag kan hittas och besvaras, och raderas sedan.",
            en: "Submissions sorted as spam are kept for {{fact:timeline.spamRetention}} from when they were sorted as spam, so that an enquiry filed there by mistake can be found and answered, and are then deleted.",
          },
          {
            sv: "Aviseringar i vår e-postlåda och eventuella kopior i interna system hanteras enligt samma tidsgränser.",
            en: "Notifications in our mailbox and any copies in internal systems follow the same time limits.",
          },
        ),
        paragraph({
          sv: "Ber du oss radera dina uppgifter tidigare än så gör vi det, med de undantag som avsnittet om dina rättigheter beskriver.",
          en: "If you ask us to erase your data sooner, we will do so, with the exceptions described in the section on your rights.",
        }),
      ],
    },
    {
      id: "backups",
      heading: {
        sv: "Säkerhetskopior",
        en: "Backups",
      },
      blocks: [
        paragraph({
          sv: "Servern tar en säkerhetskopia av databasen varje dag, så att inga förfrågningar går förlorade om en disk går sönder. Varje kopia raderas från servern {{fact:timeline.backupRetention}} efter att den togs, och kopiorna som förvaras utanför servern raderas {{fact:timeline.offsiteBackupRetention}} efter att de togs. En förfrågan som har raderats, på din begäran eller när tiden ovan har gått ut, kan därför finnas kvar i en säkerhetskopia i högst {{fact:timeline.offsiteBackupRetention}} efter raderingen. Säkerhetskopiorna används bara för att återställa databasen efter en förlust.",
          en: "The server takes a backup of the database every day, so that no enquiry is lost if a disk fails. Each backup is deleted from the server {{fact:timeline.backupRetention}} after it was taken, and the copies kept off the server are deleted {{fact:timeline.offsiteBackupRetention}} after they were taken. An enquiry that has been erased, at your request or when the period above has passed, can therefore remain in a backup for at most {{fact:timeline.offsiteBackupRetention}} after the erasure. Backups are used only to restore the database after a loss.",
        }),
        paragraph({
          sv: "Säkerhetskopiorna innehåller inte de salt som IP-hashvärdena räknas fram med, så ingen kan använda en kopia för att räkna ut din IP-adress. För att en återställd säkerhetskopia aldrig ska ta tillbaka det vi har raderat för din räkning håller vi en raderingslista utanför databasen och dess säkerhetskopior. För varje radering innehåller den bara tidpunkten och ett nyckelhashvärde (HMAC) av e-postadressen, aldrig själva adressen, och nyckeln finns bara på vår server. När en säkerhetskopia återställs raderas allt som hör till adresserna på listan igen. Varje rad raderas efter {{fact:timeline.backupLifetime}}, när ingen säkerhetskopia från före raderingen kan finnas kvar.",
          en: "Backups do not contain the salts that the IP hashes are computed with, so nobody can use a copy to work out your IP address. So that a restored backup never brings back what we have erased at your request, we keep an erasure list outside the database and its backups. For each erasure it holds only the time and a keyed hash (HMAC) of the email address, never the address itself, and the key exists only on our server. When a backup is restored, everything belonging to the addresses on the list is erased again. Each entry is deleted after {{fact:timeline.backupLifetime}}, when no backup from before the erasure can remain.",
        }),
      ],
    },
    {
      id: "statistics",
      heading: {
        sv: "Besöksstatistik utan kakor",
        en: "Visitor statistics without cookies",
      },
      blocks: [
        paragraph({
          sv: "För att se om webbplatsen fungerar räknar vår server besöken själv. Det sker utan kakor, utan lokal lagring och utan något skript i din webbläsare, och ingen annan får uppgifterna.",
          en: "To see whether the website works, our server counts visits itself. It does so without cookies, without local storage and without any script in your browser, and nobody else receives the data.",
        }),
        paragraph({
          sv: "När servern skickar en sida ökar den ett antal dagliga räknare med ett: sidvisningar per sida och språk, vilken webbplats besökaren kom från (bara dess domännamn, aldrig adressen till sidan), kampanjparametrarna utm_source, utm_medium och utm_campaign om länken hade sådana, och om enheten är en mobil, en surfplatta eller en dator, utläst ur webbläsarens user agent. Sökrobotar, förhandsladdningar och sidor som inte finns räknas inte som besök; adresser som inte finns räknas för sig, så att vi kan laga trasiga länkar. Något som ser ut som en e-postadress sparas aldrig: en kampanjparameter eller webbplats som innehåller en räknas inte, och i adressen till en sida som inte finns ersätts den delen. En och samma uppkoppling kan bara lägga till ett fåtal nya källor och kampanjer per dygn; det räknas i serverns minne under ett hashvärde av adressen och glöms efter dygnet.",
          en: "When the server sends a page, it adds to daily counters: page views per page and language, which website the visitor came from (only its domain name, never the address of the page), the campaign parameters utm_source, utm_medium and utm_campaign if the link had them, and whether the device is a mobile, a tablet or a computer, read from the browser’s user agent. Search engine robots, prefetches and pages that do not exist are not counted as visits; addresses that do not exist are counted separately, so that we can fix broken links. Anything that looks like an email address is never stored: a campaign parameter or website holding one is not counted, and in the address of a page that does not exist that part is replaced. One connection can add only a few new sources and campaigns a day; this is counted in the server’s memory under a hash of the address and discarded at the end of the day.",
        }),
        paragraph({
          sv: "För att räkna unika besökare per dygn räknar servern fram ett envägshashvärde av din IP-adress och user agent med samma dagliga salt som ovan. Tillsammans med hashvärdet sparas bara vilken sida du kom in på och varifrån du kom den dagen. Hashvärdena raderas tillsammans med saltet, och därefter finns bara räknarna kvar: tal per dag, utan något som kan kopplas till en person. Din IP-adress och din fullständiga user agent sparas aldrig för statistiken.",
          en: "To count unique visitors per day, the server computes a one-way hash of your IP address and user agent with the same daily salt as above. With the hash it keeps only the page you landed on and where you came from that day. The hashes are deleted together with the salt, and after that only the counters remain: numbers per day, with nothing that can be linked to a person. Your IP address and your full user agent are never stored for the statistics.",
        }),
        paragraph({
          sv: "Skickar du ett formulär samma dag sparar vi med förfrågan vilken sida du kom in på och varifrån du kom, så att vi kan se vilka vägar in som leder till förfrågningar. Hashvärdet sparas aldrig med förfrågan.",
          en: "If you send a form on the same day, we store with the enquiry the page you landed on and where you came from, so that we can see which routes into the site lead to enquiries. The hash is never stored with the enquiry.",
        }),
        paragraph({
          sv: "Skickar din webbläsare Global Privacy Control (Sec-GPC: 1) eller Do Not Track (DNT: 1) räknas bara sidvisningen per sida och språk: inget hashvärde, ingen källa, ingen enhet och ingen koppling till en förfrågan.",
          en: "If your browser sends Global Privacy Control (Sec-GPC: 1) or Do Not Track (DNT: 1), only the page view per page and language is counted: no hash, no source, no device and no link to an enquiry.",
        }),
        paragraph({
          sv: "Stödet för statistiken är vårt berättigade intresse av att veta hur webbplatsen används. De dagliga räknarna sparas i {{fact:timeline.statisticsRetention}} och raderas sedan automatiskt.",
          en: "The legal basis for the statistics is our legitimate interest in knowing how the website is used. The daily counters are kept for {{fact:timeline.statisticsRetention}} and then deleted automatically.",
        }),
      ],
    },
    {
      id: "cookies",
      heading: {
        sv: "Kakor och lokal lagring",
        en: "Cookies and local storage",
      },
      blocks: [
        paragraph({
          sv: "Webbplatsen sätter inga kakor för analys eller annonsering och laddar inga skript, typsnitt eller andra resurser från tredje part. Ditt besök lämnar därför inga spår hos externa analys- eller annonstjänster.",
          en: "The website sets no analytics or advertising cookies and loads no scripts, fonts or other resources from third parties. Your visit therefore leaves no trace with external analytics or advertising services.",
        }),
        paragraph({
          sv: "Hos besökare sätter vi en enda kaka, en funktionell, och två poster i webbläsarens lagring. Kakan och den ena posten, i den lokala lagringen (localStorage), heter båda i18nextLng, innehåller bara språkkoden sv eller en och kommer ihåg vilket språk du har valt, så att webbplatsen visas på det språket nästa gång du kommer tillbaka; vi sätter dem när du väljer språk. Den andra posten, enquiryAbout i sessionslagringen, beskrivs nedan. Vi sätter dem själva, och ingen annan läser dem. De har olika lagringstid:",
          en: "For visitors we set a single cookie, a functional one, and two entries in your browser’s storage. The cookie and one entry, in local storage (localStorage), are both called i18nextLng, hold only the language code sv or en, and remember the language you have chosen, so that the website appears in that language the next time you come back; we set them when you choose a language. The other entry, enquiryAbout in session storage, is described below. We set them ourselves, and no one else reads them. Their lifetimes differ:",
        }),
        bullets(
          {
            sv: "Kakan i18nextLng: gäller i {{fact:timeline.languageCookie}} från det senaste språkvalet och raderas sedan av webbläsaren.",
            en: "The i18nextLng cookie: lasts {{fact:timeline.languageCookie}} from your latest language choice, after which the browser deletes it.",
          },
          {
            sv: "Posten i18nextLng i den lokala lagringen: lokal lagring har inget utgångsdatum, så posten finns kvar tills du rensar webbplatsdata i webbläsaren. Den skrivs över när du väljer språk igen.",
            en: "The i18nextLng entry in local storage: local storage has no expiry date, so the entry stays until you clear the site data in your browser. It is overwritten when you choose a language again.",
          },
        ),
        paragraph({
          sv: "Klickar du på en knapp på en tjänstesida som leder till kontaktformuläret sparar webbläsaren dessutom tjänstens namn i sin sessionslagring (sessionStorage) under namnet enquiryAbout, så att ditt meddelande kan börja med det. Posten innehåller bara tjänstens namn, inget om dig. Formuläret läser och tar bort den när det visas, och annars försvinner den när du stänger fliken. Den skickas aldrig till oss eller någon annan; bara det du själv skickar i formuläret når oss.",
          en: "If you click a button on a service page that leads to the contact form, your browser also saves the service’s name in its session storage (sessionStorage) under the name enquiryAbout, so that your message can start with it. The entry holds only the service’s name, nothing about you. The form reads and removes it when it appears, and otherwise it disappears when you close the tab. It is never sent to us or anyone else; only what you send in the form reaches us.",
        }),
        subheading({
          sv: "Varför vi inte visar någon samtyckesruta",
          en: "Why we show no consent banner",
        }),
        paragraph({
          sv: "Enligt lagen (2022:482) om elektronisk kommunikation krävs samtycke för att lagra information i din webbläsare, utom när lagringen är nödvändig för att leverera en tjänst som du uttryckligen har bett om. Språkvalet sparas när du själv väljer språk, används bara för att visa webbplatsen på det språket och lämnas aldrig vidare. Tjänstens namn i sessionslagringen sparas när du själv klickar dig vidare till kontaktformuläret och används bara för att börja ditt meddelande. Båda omfattas därför av undantaget, och eftersom vi inte lagrar något annat i besökarnas webbläsare behövs ingen samtyckesruta.",
          en: "Under the Swedish Electronic Communications Act (2022:482), storing information in your browser requires consent, except where the storage is necessary to provide a service you have explicitly asked for. Your language choice is saved when you choose a language yourself, is used only to show the website in that language and is never passed on. The service’s name in session storage is saved when you yourself click through to the contact form and is used only to start your message. Both therefore fall under that exception, and since we store nothing else in visitors’ browsers, no consent banner is needed.",
        }),
        paragraph({
          sv: "Du kan när som helst ta bort kakan och posterna genom att rensa webbplatsdata i din webbläsare. Webbplatsen väljer då språk utifrån webbläsarens språkinställning.",
          en: "You can remove the cookie and the entries at any time by clearing the site data in your browser. The website will then pick a language based on your browser’s language settings.",
        }),
        paragraph({
          sv: "Konsolen, där våra medarbetare loggar in, använder egna kakor och en egen post, som aldrig sätts hos besökare: en inloggningskaka som gäller i högst {{fact:timeline.consoleSession}}, en kaka som i 15 minuter knyter en begärd inloggningslänk till webbläsaren som bad om den, och en post för konsolens språk, utan utgångsdatum.",
          en: "The console, where our staff sign in, uses cookies and an entry of its own, never set for visitors: a sign-in cookie that lasts at most {{fact:timeline.consoleSession}}, a cookie that for 15 minutes ties a requested sign-in link to the browser that asked for it, and an entry for the console’s language, with no expiry date.",
        }),
      ],
    },
    {
      id: "your-rights",
      heading: {
        sv: "Dina rättigheter",
        en: "Your rights",
      },
      blocks: [
        paragraph({
          sv: "Enligt dataskyddsförordningen har du rätt att:",
          en: "Under GDPR you have the right to:",
        }),
        bullets(
          {
            sv: "få veta vilka uppgifter vi har om dig och få en kopia av dem (rätt till tillgång)",
            en: "know what data we hold about you and receive a copy of it (right of access)",
          },
          {
            sv: "få felaktiga eller ofullständiga uppgifter rättade (rätt till rättelse)",
            en: "have inaccurate or incomplete data corrected (right to rectification)",
          },
          {
            sv: "få dina uppgifter raderade (rätt till radering)",
            en: "have your data erased (right to erasure)",
          },
          {
            sv: "begära att behandlingen begränsas, till exempel medan vi utreder om en uppgift stämmer (rätt till begränsning)",
            en: "ask us to restrict processing, for example while we check whether a piece of data is correct (right to restriction)",
          },
          {
            sv: "invända mot behandling som grundar sig på vårt berättigade intresse (rätt att invända)",
            en: "object to processing based on our legitimate interest (right to object)",
          },
          {
            sv: "få ut de uppgifter du själv har lämnat i ett strukturerat, maskinläsbart format (rätt till dataportabilitet)",
            en: "receive the data you have provided in a structured, machine-readable format (right to data portability)",
          },
        ),
        subheading({
          sv: "Undantag från rätten till radering",
          en: "Exceptions to the right to erasure",
        }),
        paragraph({
          sv: "Ber du oss radera dina uppgifter raderar vi allt vi har om dig i databasen, e-postlådan och våra interna system, utom i följande fall:",
          en: "If you ask us to erase your data, we erase everything we hold about you in the database, the mailbox and our internal systems, except in these cases:",
        }),
        bullets(
          {
            sv: "Bokföringslagen: har din förfrågan lett till ett uppdrag måste vi spara avtal, fakturor och annan räkenskapsinformation så länge lagen kräver. De uppgifterna sparar vi bara för det ändamålet.",
            en: "The Bookkeeping Act: if your enquiry has led to an engagement, we must keep contracts, invoices and other accounting records for as long as the law requires. We keep that data for that purpose only.",
          },
          {
            sv: "Uppgifter hos en OTC-desk: har en desk redan fått dina uppgifter efter ditt godkännande är desken självständigt personuppgiftsansvarig för sin kopia. Vi raderar vår kopia och talar om vilka deskar som har fått uppgifterna, så att du kan vända dig till dem. En desk kan i sin tur vara skyldig att spara uppgifterna enligt penningtvättslagen.",
            en: "Data held by an OTC desk: if a desk has already received your details with your approval, the desk is an independent controller of its copy. We erase our copy and tell you which desks received your details, so that you can contact them. A desk may in turn be obliged to keep the data under anti-money-laundering law.",
          },
          {
            sv: "Rättsliga anspråk: uppgifter som behövs för att fastställa, göra gällande eller försvara ett rättsligt anspråk, till exempel i en tvist om ett uppdrag, sparar vi så länge anspråket kan göras gällande.",
            en: "Legal claims: data needed to establish, exercise or defend a legal claim, for example in a dispute about an engagement, is kept for as long as the claim can be made.",
          },
        ),
        subheading({
          sv: "Så använder du dina rättigheter",
          en: "How to exercise your rights",
        }),
        paragraph({
          sv: "Skriv till {email} från den e-postadress du använde i formuläret och berätta vad du vill att vi gör. Alla förfrågningar är kopplade till e-postadressen, så vi kan hitta, exportera eller radera allt som hör till den. Skriver du från en annan adress kan vi behöva be dig bekräfta att adressen är din innan vi lämnar ut eller raderar något.",
          en: "Email {email} from the address you used in the form and tell us what you would like us to do. Every enquiry is linked to its email address, so we can find, export or erase everything tied to it. If you write from a different address, we may need to ask you to confirm that the address is yours before we disclose or erase anything.",
        }),
        paragraph({
          sv: "Vi svarar inom en månad. Är en begäran ovanligt omfattande eller komplicerad kan tiden förlängas med ytterligare två månader, och då meddelar vi dig det inom den första månaden. Det kostar ingenting att använda dina rättigheter.",
          en: "We reply within one month. If a request is unusually extensive or complex, this period may be extended by a further two months, in which case we will let you know within the first month. Exercising your rights is free of charge.",
        }),
      ],
    },
    {
      id: "complaints",
      heading: {
        sv: "Klagomål",
        en: "Complaints",
      },
      blocks: [
        paragraph({
          sv: "Är du missnöjd med hur vi behandlar dina personuppgifter vill vi gärna att du hör av dig till oss först, så att vi kan rätta till det. Du har också alltid rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY), som är tillsynsmyndighet i Sverige: www.imy.se.",
          en: "If you are unhappy with how we process your personal data, we would like you to contact us first so that we can put it right. You also always have the right to lodge a complaint with the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), the supervisory authority in Sweden: www.imy.se.",
        }),
      ],
    },
    {
      id: "security",
      heading: {
        sv: "Säkerhet",
        en: "Security",
      },
      blocks: [
        paragraph({
          sv: "Vi skyddar uppgifterna med tekniska och organisatoriska åtgärder som står i proportion till riskerna, bland annat:",
          en: "We protect the data with technical and organisational measures proportionate to the risks, including:",
        }),
        bullets(
          {
            sv: "All trafik mellan din webbläsare och webbplatsen krypteras med TLS (https).",
            en: "All traffic between your browser and the website is encrypted with TLS (https).",
          },
          {
            sv: "Bara de medarbetare som hanterar förfrågningar har tillgång till de inskickade uppgifterna.",
            en: "Only the staff who handle enquiries have access to the submitted data.",
          },
          {
            sv: "IP-adresser sparas aldrig i klartext, bara som saltade hashvärden.",
            en: "IP addresses are never stored in plain form, only as salted hashes.",
          },
          {
            sv: "Kopior till våra interna system signeras, så att det går att kontrollera att de kommer från oss och inte har ändrats på vägen.",
            en: "Copies sent to our internal systems are signed, so it can be verified that they come from us and were not altered on the way.",
          },
          {
            sv: "Allt vi gör med en förfrågan i vår inkorg loggas, till exempel när vi öppnar och läser den, söker fram den, exporterar den eller raderar den. Loggen innehåller din e-postadress bara maskerad (till exempel a…@e….se) och aldrig det vi har sökt efter. Loggposter raderas efter {{fact:timeline.auditRetention}}, och när vi raderar dina uppgifter tar vi också bort din adress ur loggen.",
            en: "Everything we do with an enquiry in our inbox is logged, for example opening and reading it, looking it up, exporting it or erasing it. The log holds your email address only masked (for example a…@e….se) and never what we searched for. Log entries are deleted after {{fact:timeline.auditRetention}}, and when we erase your data we also remove your address from the log.",
          },
          {
            sv: "När vi raderar dina uppgifter skrivs de över i databasen, så att inga kopior finns kvar i dess filer.",
            en: "When we erase your data, it is overwritten in the database, so that no copies remain in its files.",
          },
        ),
        paragraph({
          sv: "Skulle en personuppgiftsincident ändå inträffa hanterar vi den enligt dataskyddsförordningen. Det innebär bland annat att vi anmäler den till IMY och informerar dig när lagen kräver det.",
          en: "Should a personal data breach nevertheless occur, we will handle it as GDPR requires. Among other things, this means reporting it to IMY and informing you where the law requires it.",
        }),
      ],
    },
    {
      id: "changes",
      heading: {
        sv: "Ändringar i policyn",
        en: "Changes to this policy",
      },
      blocks: [
        paragraph({
          sv: "Vi uppdaterar policyn när vi ändrar hur vi behandlar personuppgifter eller när lagen kräver det. Datumet för den senaste ändringen står överst på sidan. Gör vi väsentliga ändringar som påverkar uppgifter vi redan har om dig informerar vi dig om det.",
          en: "We update this policy when we change how we process personal data or when the law requires it. The date of the latest change is shown at the top of the page. If we make significant changes that affect data we already hold about you, we will let you know.",
        }),
      ],
    },
    contactSection({
      sv: "Frågor om den här policyn eller om dina personuppgifter skickar du till {email}. Du kan också ringa {phone} på {{fact:phoneHours}} eller skriva till {legalName} på något av våra kontor: {address}.",
      en: "Send questions about this policy or your personal data to {email}. You can also call us on {phone} on {{fact:phoneHours}} Swedish time (CET/CEST) or write to {legalName} at either of our offices: {address}.",
    }),
  ],
};

export const privacyPolicy: Localized<DocumentPageContent> = /* @__PURE__ */ bothLanguages<DocumentPageContent>(privacyDocument);
