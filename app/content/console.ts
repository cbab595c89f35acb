// Copy of the operator console at /admin, Swedish and English side by side.
import type { FormName } from "~/forms";
import type { Lang, Localized } from "~/i18n/lang";

export interface ConsoleCopy {
  /** The console's name, in the tab title and the header. */
  title: string;
  nav: { inbox: string; people: string; audit: string; account: string; label: string; bookings: string };
  /** Booked calls and, for owners, the booking settings (docs/decisions/021-booking.md). */
  bookings: {
    heading: string;
    intro: string;
    empty: string;
    columns: { when: string; status: string; who: string; note: string };
    statuses: Record<"confirmed" | "cancelled" | "spam", string>;
    settingsHeading: string;
    weekdays: readonly string[];
    hoursHint: string;
    slotMinutes: string;
    bufferMinutes: string;
    noticeHours: string;
    maxPerDay: string;
    daysOff: string;
    daysOffHint: string;
    busyFeedUrl: string;
    busyFeedHint: string;
    feedUrl: string;
    /** Renewing the secret feed address: the old one stops working. */
    renewFeed: string;
    confirmRenewFeed: string;
    feedRenewed: string;
    calendarError: string;
    save: string;
    saved: string;
    invalid: string;
  };
  language: { label: string; switchTo: string };
  signOut: string;
  skipToContent: string;
  loading: string;
  signIn: {
    heading: string;
    intro: string;
    passkey: string;
    working: string;
    emailHeading: string;
    emailIntro: string;
    emailLabel: string;
    emailSend: string;
    emailSent: string;
    recovery: string;
  };
  enrol: { heading: string; intro: string; nameLabel: string; defaultName: string; create: string; done: string };
  link: { heading: string; working: string; done: string };
  inbox: {
    heading: string;
    newCounts: string;
    /** The count on a form's chip: how many are new. */
    newCount: (count: number) => string;
    filters: string;
    form: string;
    status: string;
    language: string;
    from: string;
    to: string;
    search: string;
    searchPlaceholder: string;
    any: string;
    apply: string;
    reset: string;
    empty: string;
    loadMore: string;
    selectAll: string;
    select: string;
    selected: (count: number) => string;
    markAs: string;
    delete: string;
    confirmDelete: (count: number) => string;
    cancel: string;
    export: string;
    exportCsv: string;
    /** The semicolon CSV: the one Excel with Swedish regional settings opens in columns. */
    exportCsvExcel: string;
    exportJsonl: string;
    columns: { form: string; status: string; from: string; email: string; language: string; received: string };
    live: string;
  };
  forms: Record<FormName, string>;
  statuses: Record<"new" | "handled" | "spam", string>;
  languages: Record<Lang, string>;
  enquiry: {
    back: string;
    fields: string;
    about: string;
    page: string;
    language: string;
    received: string;
    status: string;
    notifications: string;
    channels: Record<"email" | "webhook" | "confirmation", string>;
    sent: (at: string) => string;
    pending: (at: string) => string;
    failed: (error: string) => string;
    attempts: (count: number) => string;
    none: string;
    retry: string;
    retried: string;
    reply: string;
    replyPrefix: string;
    everything: string;
    delete: string;
    confirmDelete: string;
    deleted: string;
    notFound: string;
  };
  people: {
    heading: string;
    intro: string;
    emailLabel: string;
    show: string;
    found: (count: number) => string;
    /** The calls the address booked, listed beside its enquiries (docs/decisions/021-booking.md). */
    bookingsHeading: string;
    foundBookings: (count: number) => string;
    exportJson: string;
    erase: string;
    /** `bookings`: how many calls the erasure deletes too (without a cancellation email). */
    confirmErase: (count: number, email: string, bookings: number) => string;
    erased: (count: number) => string;
    /** The erasure is done, but the database's write-ahead log still holds the old rows. */
    erasedPending: (count: number) => string;
  };
  audit: {
    heading: string;
    intro: string;
    columns: { when: string; who: string; action: string; target: string };
    actions: Record<string, string>;
    /** How an entry's details read in the "concerns" column. */
    details: {
      passkey: string;
      emailLink: string;
      enquiries: (count: number) => string;
      /** Booked calls (docs/decisions/021-booking.md). */
      bookings: (count: number) => string;
      sessions: (count: number) => string;
      notifications: (count: number) => string;
      filter: string;
    };
    empty: string;
  };
  account: {
    heading: string;
    passkeys: string;
    passkeysIntro: string;
    addPasskey: string;
    nameLabel: string;
    added: (at: string) => string;
    lastUsed: (at: string) => string;
    neverUsed: string;
    remove: string;
    confirmRemove: (name: string) => string;
    lastPasskey: string;
    operators: string;
    operatorsIntro: string;
    inviteLabel: string;
    invite: string;
    you: string;
    removeOperator: string;
    confirmRemoveOperator: (email: string) => string;
    signOutEverywhere: string;
    sessions: string;
    sessionsIntro: string;
  };
  errors: Record<string, string>;
  /** Roles, step-up, invitations by email, the keep mark (docs/decisions/008-operator-roles-and-step-up.md). */
  trust: TrustCopy;
  /** Passkeys added without a passkey check, and signing out everywhere (docs/decisions/016-step-up-and-security-notices.md). */
  security: SecurityCopy;
}

export interface SecurityCopy {
  /** A passkey that passes no step-up yet: when it starts to. */
  waitingUntil: (at: string) => string;
  /** Said after adding a passkey that waits out its 24 hours. */
  addedWaiting: (at: string) => string;
  /** Owners: an operator's passkeys that wait, and the button that vouches for one. */
  waitingHeading: string;
  confirm: string;
  confirmQuestion: (name: string, email: string) => string;
  removeRecent: string;
  removeRecentHint: string;
  /** The log's details of the security entries. */
  audit: { passkeys: (count: number) => string; waiting: string; more: string };
}

export interface TrustCopy {
  roles: Record<"owner" | "operator" | "editor", string>;
  roleLabel: (email: string) => string;
  ownersOnly: string;
  inviteSent: (email: string) => string;
  stepUp: string;
  linkIntro: string;
  linkButton: string;
  keepHeading: string;
  keep: string;
  unkeep: string;
  kept: (at: string) => string;
  notKept: string;
  keptHint: string;
  searchUsed: string;
}

const FORM_NAMES_SV: Record<FormName, string> = { contact: "Kontakt", project: "Projekt", "otc-network-request": "OTC" };
const FORM_NAMES_EN: Record<FormName, string> = { contact: "Contact", project: "Project", "otc-network-request": "OTC" };

export const consoleCopy: Localized<ConsoleCopy> = {
  sv: {
    title: "Inkorg",
    nav: { inbox: "Inkorg", people: "Per e-post", audit: "Logg", account: "Konto", label: "Konsolen", bookings: "Bokningar" },
    bookings: {
      heading: "Bokade samtal",
      intro: "Samtal som besökare har bokat, det närmaste först. Tiderna är svensk tid.",
      empty: "Inga bokningar ännu.",
      columns: { when: "När", status: "Status", who: "Vem", note: "Om" },
      statuses: { confirmed: "Bokad", cancelled: "Avbokad", spam: "Spam" },
      settingsHeading: "Inställningar för bokning",
      weekdays: ["Måndag", "Tisdag", "Onsdag", "Torsdag", "Fredag", "Lördag", "Söndag"],
      hoursHint: "Öppettider per veckodag, i svensk tid. En dag utan tider är stängd.",
      slotMinutes: "Samtalets längd (minuter)",
      bufferMinutes: "Tid mellan samtal (minuter)",
      noticeHours: "Minsta framförhållning (timmar)",
      maxPerDay: "Högst antal samtal per dag",
      daysOff: "Lediga dagar",
      daysOffHint: "Datum i formen ÅÅÅÅ-MM-DD, åtskilda med komma.",
      busyFeedUrl: "Din kalenders ICS-adress (upptagna tider)",
      busyFeedHint: "Den hemliga iCal-adressen från din kalendertjänst. Läses var femte minut.",
      feedUrl: "Prenumerera på bokade samtal i din kalender",
      renewFeed: "Byt adress",
      confirmRenewFeed:
        "Skapa en ny hemlig adress? Den gamla slutar fungera genast, så kalendrar som prenumererar på den behöver den nya.",
      feedRenewed: "Ny adress skapad. Den gamla fungerar inte längre: lägg in den nya i din kalender.",
      calendarError: "Kalendern kunde inte läsas:",
      save: "Spara inställningarna",
      saved: "Sparat.",
      invalid: "Kontrollera värdena: något är utanför det tillåtna.",
    },
    language: { label: "Språk", switchTo: "In English" },
    signOut: "Logga ut",
    skipToContent: "Hoppa till innehållet",
    loading: "Hämtar …",
    signIn: {
      heading: "Logga in",
      intro: "Webbplatsens inkorg öppnas med en nyckel (passkey) på din telefon eller dator. Inga lösenord.",
      passkey: "Logga in med nyckel",
      working: "Väntar på din nyckel …",
      emailHeading: "Ingen nyckel på den här enheten?",
      emailIntro:
        "Vi skickar en inloggningslänk via e-post som kan användas en gång och gäller i 15 minuter, om adressen hör till en operatör.",
      emailLabel: "Din e-postadress",
      emailSend: "Skicka länk",
      emailSent: "Om adressen hör till en operatör är en länk på väg. Titta i inkorgen.",
      recovery:
        "Har du tappat alla nycklar? Be en annan operatör om en ny inbjudan, eller kör npm run inbox -- operator invite på servern.",
    },
    enrol: {
      heading: "Välkommen",
      intro: "Skapa en nyckel till konsolen. Din enhet frågar efter fingeravtryck, ansikte eller PIN-kod.",
      nameLabel: "Namn på nyckeln",
      defaultName: "Den här enheten",
      create: "Skapa nyckel",
      done: "Klart. Du är inloggad.",
    },
    link: {
      heading: "Inloggningslänk",
      working: "Loggar in …",
      done: "Du är inloggad. Lägg gärna till en nyckel på den här enheten.",
    },
    inbox: {
      heading: "Förfrågningar",
      newCounts: "Nya per formulär",
      newCount: (count) => (count === 1 ? "1 ny" : `${count} nya`),
      filters: "Filter",
      form: "Formulär",
      status: "Status",
      language: "Språk",
      from: "Från",
      to: "Till",
      search: "Sök",
      searchPlaceholder: "Namn, företag, text …",
      any: "Alla",
      apply: "Visa",
      reset: "Rensa",
      empty: "Inga förfrågningar matchar.",
      loadMore: "Visa fler",
      selectAll: "Markera alla på sidan",
      select: "Markera",
      selected: (count) => (count === 1 ? "1 markerad" : `${count} markerade`),
      markAs: "Markera som",
      delete: "Radera",
      confirmDelete: (count) => `Radera ${count === 1 ? "1 förfrågan" : `${count} förfrågningar`} för gott?`,
      cancel: "Avbryt",
      export: "Exportera urvalet",
      exportCsv: "CSV",
      exportCsvExcel: "CSV för Excel (semikolon)",
      exportJsonl: "JSON Lines",
      columns: { form: "Formulär", status: "Status", from: "Från", email: "E-post", language: "Språk", received: "Mottagen" },
      live: "Uppdateras automatiskt",
    },
    forms: FORM_NAMES_SV,
    statuses: { new: "Ny", handled: "Hanterad", spam: "Spam" },
    languages: { sv: "Svenska", en: "Engelska" },
    enquiry: {
      back: "Till inkorgen",
      fields: "Det besökaren skrev",
      about: "Om förfrågan",
      page: "Sida",
      language: "Språk",
      received: "Mottagen",
      status: "Status",
      notifications: "Aviseringar",
      channels: { email: "E-post", webhook: "Webhook", confirmation: "Bekräftelse till avsändaren" },
      sent: (at) => `Skickad ${at}`,
      pending: (at) => `Väntar, nästa försök ${at}`,
      failed: (error) => `Misslyckades: ${error}`,
      attempts: (count) => (count === 1 ? "1 försök" : `${count} försök`),
      none: "Inga aviseringar.",
      retry: "Försök igen nu",
      retried: "Skickas inom några sekunder.",
      reply: "Svara via e-post",
      replyPrefix: "Sv:",
      everything: "Allt från den här adressen",
      delete: "Radera",
      confirmDelete: "Radera förfrågan för gott?",
      deleted: "Raderad.",
      notFound: "Förfrågan finns inte (längre).",
    },
    people: {
      heading: "Allt från en e-postadress",
      intro: "För begäran om registerutdrag eller radering: visa, exportera eller radera allt en besökare har skickat.",
      emailLabel: "Besökarens e-postadress",
      show: "Visa",
      found: (count) => (count === 1 ? "1 förfrågan" : `${count} förfrågningar`),
      bookingsHeading: "Bokade samtal",
      foundBookings: (count) => (count === 1 ? "1 bokat samtal" : `${count} bokade samtal`),
      exportJson: "Exportera (JSON)",
      erase: "Radera allt",
      confirmErase: (count, email, bookings) => {
        const what = [
          count > 0 || bookings === 0 ? (count === 1 ? "1 förfrågan" : `${count} förfrågningar`) : "",
          bookings === 0 ? "" : bookings === 1 ? "1 bokat samtal" : `${bookings} bokade samtal`,
        ].filter(Boolean);
        // "en förfrågan" is "den", "ett samtal" is "det"; several of either are "dem".
        const them = count + bookings !== 1 ? "dem" : count === 1 ? "den" : "det";
        return (
          `Radera ${what.join(" och ")} från ${email} och väntande aviseringar om ${them} för gott?` +
          (bookings > 0 ? " Bokade samtal tas bort utan avbokning till besökaren." : "")
        );
      },
      erased: (count) => `${count === 1 ? "1 raderad" : `${count} raderade`}. Raderingen finns i loggen.`,
      erasedPending: (count) =>
        `${count === 1 ? "1 raderad" : `${count} raderade`}, men ett annat program läser databasen just nu, så en kopia finns kvar i databasens loggfil en stund. Radera adressen igen om en stund för att ta bort den.`,
    },
    audit: {
      heading: "Logg",
      intro: `Varje åtgärd i konsolen och från kommandoraden, med vem och när. Poster sparas i 12 månader; en radering tar bort adressen ur loggen.`,
      columns: { when: "När", who: "Vem", action: "Åtgärd", target: "Gäller" },
      actions: {
        "sign-in": "Loggade in",
        "sign-out": "Loggade ut",
        "sign-out-everywhere": "Loggade ut överallt",
        "passkey-added": "Lade till nyckel",
        "passkey-removed": "Tog bort nyckel",
        "operator-invited": "Bjöd in operatör",
        "operator-removed": "Tog bort operatör",
        "sign-in-link-sent": "Fick inloggningslänk",
        "status-changed": "Ändrade status",
        deleted: "Raderade",
        exported: "Exporterade",
        erased: "Raderade allt från en e-postadress",
        retried: "Försökte avisera igen",
        "role-changed": "Ändrade roll",
        kept: "Behöll",
        unkept: "Slutade behålla",
        "not-spam": "Markerade som inte spam",
        "marked-spam": "Markerade som spam",
        "passkey-confirmed": "Bekräftade nyckel",
        "sign-in-failed": "Misslyckad inloggning",
        "step-up-failed": "Misslyckad bekräftelse med nyckel",
        "enquiries-listed": "Visade förfrågningar",
        "bookings-listed": "Visade bokade samtal",
        "enquiry-opened": "Öppnade förfrågan",
        "people-looked-up": "Sökte på e-postadress",
        "content-saved": "Sparade ett utkast",
        "content-published": "Publicerade innehåll",
        "content-restored": "Återställde en version",
        "content-imported": "Importerade innehåll",
        "content-stale-confirmed": "Bekräftade en översättning",
        "booking-settings-changed": "Ändrade bokningens inställningar",
        "booking-cancelled": "Avbokade ett samtal",
        "booking-moved": "Flyttade ett samtal",
        "booking-outcome": "Markerade hur ett samtal gick",
        "owner-language-changed": "Ändrade språket i e-post till företaget",
        "booking-feed-renewed": "Bytte adress till bokningarnas kalenderflöde",
        "media-added": "Laddade upp en bild",
        "media-replaced": "Bytte en bilds fil",
        "media-updated": "Ändrade en bilds alt-text eller fokuspunkt",
        "media-removed": "Tog bort en bild",
      },
      details: {
        passkey: "med nyckel",
        emailLink: "med e-postlänk",
        enquiries: (count) => (count === 1 ? "1 förfrågan" : `${count} förfrågningar`),
        bookings: (count) => (count === 1 ? "1 bokat samtal" : `${count} bokade samtal`),
        sessions: (count) => (count === 1 ? "1 inloggning" : `${count} inloggningar`),
        notifications: (count) => (count === 1 ? "1 avisering" : `${count} aviseringar`),
        filter: "urval",
      },
      empty: "Loggen är tom.",
    },
    account: {
      heading: "Konto",
      passkeys: "Dina nycklar",
      passkeysIntro: "Lägg till en nyckel på varje enhet du använder, till exempel telefonen och datorn.",
      addPasskey: "Lägg till nyckel",
      nameLabel: "Namn på nyckeln",
      added: (at) => `Tillagd ${at}`,
      lastUsed: (at) => `Senast använd ${at}`,
      neverUsed: "Inte använd än",
      remove: "Ta bort",
      confirmRemove: (name) => `Ta bort ${name}?`,
      lastPasskey: "Din sista nyckel kan inte tas bort.",
      operators: "Operatörer",
      operatorsIntro: "Bjud in en kollega: vi skickar en länk via e-post som kan användas en gång och gäller ett dygn.",
      inviteLabel: "Kollegans e-postadress",
      invite: "Bjud in",
      you: "du",
      removeOperator: "Ta bort",
      confirmRemoveOperator: (email) => `Ta bort ${email}? Nycklar och inloggningar slutar gälla.`,
      signOutEverywhere: "Logga ut överallt",
      sessions: "Inloggningar",
      sessionsIntro: "Avslutar alla inloggningar, även på andra enheter.",
    },
    trust: {
      roles: { owner: "Ägare", operator: "Operatör", editor: "Redaktör" },
      roleLabel: (email) => `Roll för ${email}`,
      ownersOnly: "Bara ägare kan bjuda in, ta bort och ändra roller.",
      inviteSent: (email) => `Inbjudan skickad till ${email}. Länken kan användas en gång och gäller i ett dygn.`,
      stepUp: "Bekräfta med din nyckel för att fortsätta.",
      linkIntro: "Logga in i den här webbläsaren med länken i e-postmeddelandet.",
      linkButton: "Logga in",
      keepHeading: "Lagring",
      keep: "Behåll",
      unkeep: "Sluta behålla",
      kept: (at) => `Behålls sedan ${at}: raderas inte automatiskt.`,
      notKept: "Raderas automatiskt när lagringstiden har gått ut.",
      keptHint: "Behåll en förfrågan som har lett till ett uppdrag.",
      searchUsed: "sökning",
    },
    errors: {
      "signed-out": "Du är utloggad. Logga in igen.",
      "link-invalid": "Länken är använd eller för gammal. Be om en ny.",
      "challenge-invalid": "Det tog för lång tid. Försök igen.",
      "passkey-invalid": "Nyckeln kunde inte kontrolleras. Försök igen.",
      "passkey-unknown": "Den här nyckeln hör inte (längre) till någon operatör.",
      "rate-limited": "För många försök. Vänta en minut.",
      cancelled: "Avbrutet. Försök igen när du är redo.",
      unsupported: "Den här webbläsaren kan inte använda nycklar.",
      self: "Du kan inte ta bort dig själv.",
      "not-found": "Finns inte (längre).",
      invalid: "Kontrollera uppgifterna.",
      network: "Ingen kontakt med servern. Försök igen.",
      server: "Något gick fel på servern. Försök igen.",
      "owner-only": "Bara ägare kan göra det.",
      "no-enquiries": "Som redaktör arbetar du med innehållet, inte med förfrågningar.",
      "no-content": "Innehållet redigeras av ägare och redaktörer.",
      conflict: "Någon annan har sparat sidan under tiden. Din text finns kvar: jämför och spara igen.",
      "invalid-content": "Några fält behöver rättas innan det går att spara.",
      "step-up": "Bekräfta med din nyckel och försök igen.",
      "last-owner": "Den sista ägaren kan inte tas bort eller bli operatör. Gör någon annan till ägare först.",
      "operator-exists":
        "Adressen hör redan till en operatör. Den som har tappat sin nyckel loggar in med e-postlänk eller får en ny länk från servern.",
      "mail-off": "E-post är inte inställt på servern. Bjud in från serverns kommandorad.",
      "email-invalid": "Ange en giltig e-postadress.",
      "date-invalid": "Ange ett datum som finns i kalendern.",
      "link-browser": "Öppna länken i den webbläsare där du bad om den, eller be om en ny här.",
      "passkey-waiting":
        "Den här nyckeln lades till utan kontroll och godtas först efter ett dygn, om inte en ägare bekräftar den. Använd en annan nyckel.",
    },
    security: {
      waitingUntil: (at) => `Godtas för känsliga åtgärder från ${at}, om inte en ägare bekräftar den före dess.`,
      addedWaiting: (at) =>
        `Nyckeln är tillagd. Eftersom du loggade in utan nyckel godtas den för känsliga åtgärder först ${at}, om inte en ägare bekräftar den. Vi har mejlat dig och ägarna om den.`,
      waitingHeading: "Nycklar som väntar",
      confirm: "Bekräfta",
      confirmQuestion: (name, email) =>
        `Bekräfta nyckeln ${name} för ${email}? Gör det bara om du har frågat personen själv, till exempel på telefon.`,
      removeRecent: "Ta också bort nycklar som lagts till det senaste dygnet",
      removeRecentHint: "Välj det om någon annan kan ha lagt till en nyckel på ditt konto.",
      audit: {
        passkeys: (count) => (count === 1 ? "1 nyckel borttagen" : `${count} nycklar borttagna`),
        waiting: "väntar ett dygn",
        more: "nästa sida",
      },
    },
  },
  en: {
    title: "Inbox",
    nav: { inbox: "Inbox", people: "By email", audit: "Log", account: "Account", label: "Console", bookings: "Bookings" },
    bookings: {
      heading: "Booked calls",
      intro: "Calls visitors have booked, the soonest first. Times are Swedish time.",
      empty: "No bookings yet.",
      columns: { when: "When", status: "Status", who: "Who", note: "About" },
      statuses: { confirmed: "Booked", cancelled: "Cancelled", spam: "Spam" },
      settingsHeading: "Booking settings",
      weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      hoursHint: "Opening hours per weekday, in Swedish time. A day without hours is closed.",
      slotMinutes: "Length of a call (minutes)",
      bufferMinutes: "Time between calls (minutes)",
      noticeHours: "Minimum notice (hours)",
      maxPerDay: "Most calls a day",
      daysOff: "Days off",
      daysOffHint: "Dates as YYYY-MM-DD, separated by commas.",
      busyFeedUrl: "Your calendar’s ICS address (busy times)",
      busyFeedHint: "The secret iCal address from your calendar service. Read every five minutes.",
      feedUrl: "Subscribe to booked calls in your calendar",
      renewFeed: "Renew the address",
      confirmRenewFeed:
        "Make a new secret address? The old one stops working at once, so calendars subscribed to it need the new one.",
      feedRenewed: "New address made. The old one no longer works: add the new one to your calendar.",
      calendarError: "The calendar could not be read:",
      save: "Save the settings",
      saved: "Saved.",
      invalid: "Please check the values: one is out of range.",
    },
    language: { label: "Language", switchTo: "På svenska" },
    signOut: "Sign out",
    skipToContent: "Skip to content",
    loading: "Loading…",
    signIn: {
      heading: "Sign in",
      intro: "The website’s inbox opens with a passkey on your phone or computer. No passwords.",
      passkey: "Sign in with a passkey",
      working: "Waiting for your passkey…",
      emailHeading: "No passkey on this device?",
      emailIntro: "We email a sign-in link that works once, for 15 minutes, if the address belongs to an operator.",
      emailLabel: "Your email address",
      emailSend: "Send link",
      emailSent: "If the address belongs to an operator, a link is on its way. Check your inbox.",
      recovery:
        "Lost every passkey? Ask another operator for a new invitation, or run npm run inbox -- operator invite on the server.",
    },
    enrol: {
      heading: "Welcome",
      intro: "Create a passkey for the console. Your device asks for your fingerprint, face or PIN.",
      nameLabel: "Name of the passkey",
      defaultName: "This device",
      create: "Create passkey",
      done: "Done. You are signed in.",
    },
    link: {
      heading: "Sign-in link",
      working: "Signing in…",
      done: "You are signed in. Consider adding a passkey on this device.",
    },
    inbox: {
      heading: "Enquiries",
      newCounts: "New per form",
      newCount: (count) => `${count} new`,
      filters: "Filters",
      form: "Form",
      status: "Status",
      language: "Language",
      from: "From",
      to: "To",
      search: "Search",
      searchPlaceholder: "Name, company, text…",
      any: "All",
      apply: "Show",
      reset: "Clear",
      empty: "No enquiries match.",
      loadMore: "Show more",
      selectAll: "Select all on this page",
      select: "Select",
      selected: (count) => `${count} selected`,
      markAs: "Mark as",
      delete: "Delete",
      confirmDelete: (count) => `Delete ${count === 1 ? "1 enquiry" : `${count} enquiries`} for good?`,
      cancel: "Cancel",
      export: "Export this selection",
      exportCsv: "CSV",
      exportCsvExcel: "CSV for Excel (semicolon)",
      exportJsonl: "JSON Lines",
      columns: { form: "Form", status: "Status", from: "From", email: "Email", language: "Language", received: "Received" },
      live: "Updates automatically",
    },
    forms: FORM_NAMES_EN,
    statuses: { new: "New", handled: "Handled", spam: "Spam" },
    languages: { sv: "Swedish", en: "English" },
    enquiry: {
      back: "Back to the inbox",
      fields: "What the visitor wrote",
      about: "About the enquiry",
      page: "Page",
      language: "Language",
      received: "Received",
      status: "Status",
      notifications: "Notifications",
      channels: { email: "Email", webhook: "Webhook", confirmation: "Confirmation to the sender" },
      sent: (at) => `Sent ${at}`,
      pending: (at) => `Waiting, next attempt ${at}`,
      failed: (error) => `Failed: ${error}`,
      attempts: (count) => (count === 1 ? "1 attempt" : `${count} attempts`),
      none: "No notifications.",
      retry: "Retry now",
      retried: "Goes out within seconds.",
      reply: "Reply by email",
      replyPrefix: "Re:",
      everything: "Everything from this address",
      delete: "Delete",
      confirmDelete: "Delete this enquiry for good?",
      deleted: "Deleted.",
      notFound: "This enquiry no longer exists.",
    },
    people: {
      heading: "Everything from one email address",
      intro: "For access and erasure requests: show, export or erase everything a visitor has sent.",
      emailLabel: "The visitor’s email address",
      show: "Show",
      found: (count) => (count === 1 ? "1 enquiry" : `${count} enquiries`),
      bookingsHeading: "Booked calls",
      foundBookings: (count) => (count === 1 ? "1 booked call" : `${count} booked calls`),
      exportJson: "Export (JSON)",
      erase: "Erase everything",
      confirmErase: (count, email, bookings) => {
        const what = [
          count > 0 || bookings === 0 ? (count === 1 ? "1 enquiry" : `${count} enquiries`) : "",
          bookings === 0 ? "" : bookings === 1 ? "1 booked call" : `${bookings} booked calls`,
        ].filter(Boolean);
        return (
          `Erase ${what.join(" and ")} from ${email} and ${count + bookings === 1 ? "its" : "their"} waiting notifications for good?` +
          (bookings > 0 ? " Booked calls are removed without a cancellation to the visitor." : "")
        );
      },
      erased: (count) => `${count} erased. The erasure is in the log.`,
      erasedPending: (count) =>
        `${count} erased, but another program is reading the database right now, so a copy remains in the database’s log file for a while. Erase the address again shortly to remove it.`,
    },
    audit: {
      heading: "Log",
      intro: `Every action in the console and from the command line, with who and when. Entries are kept for 12 months; an erasure removes the address from the log.`,
      columns: { when: "When", who: "Who", action: "Action", target: "Concerns" },
      actions: {
        "sign-in": "Signed in",
        "sign-out": "Signed out",
        "sign-out-everywhere": "Signed out everywhere",
        "passkey-added": "Added a passkey",
        "passkey-removed": "Removed a passkey",
        "operator-invited": "Invited an operator",
        "operator-removed": "Removed an operator",
        "sign-in-link-sent": "Got a sign-in link",
        "status-changed": "Changed status",
        deleted: "Deleted",
        exported: "Exported",
        erased: "Erased all data from an address",
        retried: "Retried notifications",
        "role-changed": "Changed a role",
        kept: "Kept",
        unkept: "Stopped keeping",
        "not-spam": "Marked as not spam",
        "marked-spam": "Marked as spam",
        "passkey-confirmed": "Confirmed a passkey",
        "sign-in-failed": "Failed sign-in",
        "step-up-failed": "Failed passkey check",
        "enquiries-listed": "Listed enquiries",
        "bookings-listed": "Listed booked calls",
        "enquiry-opened": "Opened an enquiry",
        "people-looked-up": "Looked up an email address",
        "content-saved": "Saved a draft",
        "content-published": "Published content",
        "content-restored": "Restored a revision",
        "content-imported": "Imported content",
        "content-stale-confirmed": "Confirmed a translation",
        "booking-settings-changed": "Changed the booking settings",
        "booking-cancelled": "Cancelled a call",
        "booking-moved": "Moved a call",
        "booking-outcome": "Marked how a call went",
        "owner-language-changed": "Changed the language of the firm’s emails",
        "booking-feed-renewed": "Made a new address for the bookings’ calendar feed",
        "media-added": "Uploaded an image",
        "media-replaced": "Replaced an image’s file",
        "media-updated": "Changed an image’s alt text or focal point",
        "media-removed": "Removed an image",
      },
      details: {
        passkey: "with a passkey",
        emailLink: "with an emailed link",
        enquiries: (count) => (count === 1 ? "1 enquiry" : `${count} enquiries`),
        bookings: (count) => (count === 1 ? "1 booked call" : `${count} booked calls`),
        sessions: (count) => (count === 1 ? "1 session" : `${count} sessions`),
        notifications: (count) => (count === 1 ? "1 notification" : `${count} notifications`),
        filter: "selection",
      },
      empty: "The log is empty.",
    },
    account: {
      heading: "Account",
      passkeys: "Your passkeys",
      passkeysIntro: "Add a passkey on each device you use, for example your phone and your computer.",
      addPasskey: "Add a passkey",
      nameLabel: "Name of the passkey",
      added: (at) => `Added ${at}`,
      lastUsed: (at) => `Last used ${at}`,
      neverUsed: "Not used yet",
      remove: "Remove",
      confirmRemove: (name) => `Remove ${name}?`,
      lastPasskey: "Your last passkey cannot be removed.",
      operators: "Operators",
      operatorsIntro: "Invite a colleague: we email a single-use link valid for one day.",
      inviteLabel: "Your colleague’s email address",
      invite: "Invite",
      you: "you",
      removeOperator: "Remove",
      confirmRemoveOperator: (email) => `Remove ${email}? Their passkeys and sessions stop working.`,
      signOutEverywhere: "Sign out everywhere",
      sessions: "Sessions",
      sessionsIntro: "Ends every session, on other devices too.",
    },
    trust: {
      roles: { owner: "Owner", operator: "Operator", editor: "Editor" },
      roleLabel: (email) => `Role of ${email}`,
      ownersOnly: "Only owners invite, remove and change roles.",
      inviteSent: (email) => `Invitation sent to ${email}. The link is single-use and valid for one day.`,
      stepUp: "Confirm with your passkey to continue.",
      linkIntro: "Use the link in the email to sign in on this browser.",
      linkButton: "Sign in",
      keepHeading: "Retention",
      keep: "Keep",
      unkeep: "Stop keeping",
      kept: (at) => `Kept since ${at}: not deleted automatically.`,
      notKept: "Deleted automatically when the retention period ends.",
      keptHint: "Keep an enquiry that led to an assignment.",
      searchUsed: "search",
    },
    errors: {
      "signed-out": "You are signed out. Sign in again.",
      "link-invalid": "This link has been used or is too old. Ask for a new one.",
      "challenge-invalid": "That took too long. Try again.",
      "passkey-invalid": "The passkey could not be checked. Try again.",
      "passkey-unknown": "This passkey does not belong to an operator (any more).",
      "rate-limited": "Too many attempts. Wait a minute.",
      cancelled: "Cancelled. Try again when you are ready.",
      unsupported: "This browser cannot use passkeys.",
      self: "You cannot remove yourself.",
      "not-found": "Does not exist (any more).",
      invalid: "Check what you entered.",
      network: "No contact with the server. Try again.",
      server: "Something went wrong on the server. Try again.",
      "owner-only": "Only owners can do that.",
      "no-enquiries": "As an editor you work on the content, not on enquiries.",
      "no-content": "Content is edited by owners and editors.",
      conflict: "Someone else saved this page meanwhile. Your text is kept: compare and save again.",
      "invalid-content": "Some fields need correcting before this can be saved.",
      "step-up": "Confirm with your passkey and try again.",
      "last-owner": "The last owner cannot be removed or made an operator. Make someone else an owner first.",
      "operator-exists":
        "This address already belongs to an operator. Someone who has lost their passkey can sign in with an emailed link or get a new one from the server.",
      "mail-off": "Email is not set up on the server. Invite from the server’s command line.",
      "email-invalid": "Please enter a valid email address.",
      "date-invalid": "Please enter a date that exists in the calendar.",
      "link-browser": "Open the link in the browser where you asked for it, or ask for a new one here.",
      "passkey-waiting":
        "This passkey was added without a check and is accepted only after a day, unless an owner confirms it. Use another passkey.",
    },
    security: {
      waitingUntil: (at) => `Accepted for sensitive actions from ${at}, unless an owner confirms it sooner.`,
      addedWaiting: (at) =>
        `Passkey added. As you signed in without a passkey, it is accepted for sensitive actions only from ${at}, unless an owner confirms it. We have emailed you and the owners about it.`,
      waitingHeading: "Passkeys waiting",
      confirm: "Confirm",
      confirmQuestion: (name, email) =>
        `Confirm the passkey ${name} for ${email}? Only do so after asking the person yourself, for example by phone.`,
      removeRecent: "Also remove passkeys added in the past day",
      removeRecentHint: "Choose this if someone else may have added a passkey to your account.",
      audit: {
        passkeys: (count) => (count === 1 ? "1 passkey removed" : `${count} passkeys removed`),
        waiting: "waits a day",
        more: "next page",
      },
    },
  },
};
