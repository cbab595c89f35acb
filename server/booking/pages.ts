import { formatCallTime, type BookingTexts } from "~/content/booking";
import { BOOKING_CANCEL_SCHEMA, bookingPath, BOOKING_FIELDS, BOOKING_NOTE_MAX_LENGTH, slotDays } from "~/forms/booking";
import { fieldErrorMessage, HONEYPOT_FIELD, type FieldErrorCode, type RawValues } from "~/forms";
import { houseClock } from "~/i18n/clock";
import { legalIdentityParts } from "~/config/legal-identity";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { escapeHtml, styledPages } from "../enquiries/html-page";
import type { Interval } from "./availability";
import { bookingDay } from "./availability";
import type { BookingWords } from "./copy";
import type { Booking } from "../db";
import { BOOKING_TIME_ZONE } from "./zone";

/**
 * The booking pages the server renders at request time (docs/decisions/021-booking.md): the
 * slots and the form, which work with no script at all, the confirmation and the page that
 * moves or cancels a call. Like the enquiry capture's pages, each carries one stylesheet
 * allowed by its hash and no script; the colours and type are the site's. The words are the
 * published `booking` document's (./copy.ts), handed in by the caller.
 */
const STYLE = `
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;background:#0a0d0b;color:#e8ece9;font:16px/1.6 system-ui,sans-serif}
main{max-width:48rem;margin:0 auto;padding:2.5rem 1.25rem 4rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}
h2{font-size:1.2rem;margin:2rem 0 .75rem}
p{margin:.5rem 0}
a{color:#22e07a}
a:focus-visible,input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #22e07a;outline-offset:2px}
.note{color:#b7c2bb}
.errors{border:1px solid #ff6b6b;border-radius:.5rem;padding:.75rem 1.25rem;margin:1rem 0}
.errors h2{margin:0 0 .25rem;font-size:1.05rem}
.errors li{margin:.25rem 0}
.error{color:#ff9d9d;margin:.25rem 0 0;font-size:.95rem}
fieldset{border:0;padding:0;margin:0 0 1.25rem}
legend{font-weight:700;padding:0;margin:0 0 .5rem}
.slots{display:flex;flex-wrap:wrap;gap:.5rem}
.slot{position:relative}
.slot input{position:absolute;opacity:0;inset:0;width:100%;height:100%;margin:0;cursor:pointer}
.slot span{display:block;min-width:5.5rem;padding:.6rem .9rem;border:1px solid #2e3a32;border-radius:.5rem;background:#141a16;text-align:center;font-variant-numeric:tabular-nums}
.slot input:checked+span{border-color:#22e07a;background:#12301f;font-weight:700}
.slot input:focus-visible+span{outline:3px solid #22e07a;outline-offset:2px}
label.field{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text],input[type=email],textarea{width:100%;background:#141a16;color:inherit;border:1px solid #2e3a32;border-radius:.375rem;padding:.6rem;font:inherit}
input[aria-invalid=true],textarea[aria-invalid=true]{border-color:#ff6b6b}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{margin-top:1.5rem;background:#22e07a;color:#06130b;border:0;border-radius:.5rem;padding:.75rem 1.5rem;font:inherit;font-weight:700;cursor:pointer;min-height:44px}
button.secondary{background:transparent;color:#22e07a;border:1px solid #22e07a}
.back{display:inline-block;margin-top:1.5rem;font-weight:600}
.skip{position:absolute;left:-10000px}
.skip:focus{left:1rem;top:.75rem;background:#22e07a;color:#06130b;padding:.5rem 1rem;border-radius:.375rem;z-index:2}
.site{border-bottom:1px solid #1f2a23;background:#0a0d0b}
.bar{max-width:72rem;margin:0 auto;padding:.5rem 1.25rem;display:flex;align-items:center;gap:1rem;min-height:4rem}
.brand{display:flex;align-items:center;gap:.6rem;color:#e8ece9;font-weight:700;text-decoration:none;margin-right:auto}
.brand img{width:2rem;height:2rem}
.site nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
.site nav a{color:#b7c2bb;text-decoration:none;font-size:.95rem}
.lang,.book{display:inline-flex;align-items:center;justify-content:center;min-height:2.5rem;border-radius:999px;padding:0 .9rem;font-weight:700;text-decoration:none;white-space:nowrap}
.lang{border:1px solid #2e3a32;color:#e8ece9}
.book{background:#22e07a;color:#06130b}
.legal{border-top:1px solid #1f2a23;color:#b7c2bb;font-size:.875rem}
.legal p{max-width:72rem;margin:0 auto;padding:1.25rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.card{border:1px solid #2e3a32;border-radius:.75rem;background:#141a16;padding:1rem 1.25rem;margin:1rem 0}
.card dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}
.card dt{color:#b7c2bb}
.card dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}
.actions a,.actions button{margin:0}
.linkish{display:inline-flex;align-items:center;min-height:44px;font-weight:700}
.days{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0 0 1.25rem;padding:0}
.days a{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:4.5rem;min-height:44px;padding:.4rem .6rem;border:1px solid #2e3a32;border-radius:.5rem;background:#141a16;color:#e8ece9;text-decoration:none;line-height:1.25;font-variant-numeric:tabular-nums}
.days a span{font-size:.8rem;color:#b7c2bb}
.days a[aria-current]{border-color:#22e07a;background:#12301f;font-weight:700}
.days a[aria-current] span{color:#e8ece9}
@media (max-width:40rem){.site nav{display:none}.bar{gap:.5rem}.lang,.book{padding:0 .7rem;font-size:.875rem}}
`.trim();

const bookingPages = styledPages(STYLE);

/** The policy of every booking page: its stylesheet and same-origin form posts, nothing else. */
export const BOOKING_PAGE_CSP = bookingPages.csp;

/**
 * The site's frame on the pages the server renders (docs/decisions/029-booking-for-the-visitor.md):
 * the header of every public page (logo home, the navigation, the one language switch, "Book a
 * call") and the compact legal line (company, organisation number, privacy policy, terms). Its
 * words are the published interface and company documents'.
 */
function frame(words: BookingWords, otherPath: string): { header: string; footer: string } {
  const { lang, ui, company } = words;
  const other = lang === "sv" ? "en" : "sv";
  const home = localizedPath(lang, { page: "home" });
  const nav = ui.nav
    .map(
      (item) =>
        `<li><a href="${escapeHtml(item.id === "otc" ? localizedPath(lang, { page: "otc" }) : `${home}#${item.id}`)}">${escapeHtml(item.label)}</a></li>`,
    )
    .join("");
  const header = `<header class="site"><a class="skip" href="#main">${escapeHtml(ui.skipToContent)}</a><div class="bar">
<a class="brand" href="${escapeHtml(home)}"><img src="/favicon.svg" alt="" width="32" height="32"><span aria-hidden="true">${escapeHtml(company.brand)}</span><span class="skip">${escapeHtml(ui.homeLink)}</span></a>
<nav aria-label="${escapeHtml(ui.mainNavLabel)}"><ul>${nav}</ul></nav>
<a class="lang" href="${escapeHtml(otherPath)}" hreflang="${other}" lang="${other}">${other.toUpperCase()}<span class="skip"> – ${escapeHtml(ui.switchLanguage)}</span></a>
<a class="book" href="${escapeHtml(bookingPath(lang))}">${escapeHtml(ui.bookCall)}</a>
</div></header>
`;
  const identity = legalIdentityParts(company, lang, { orgNumber: ui.footer.orgNumberLabel })
    .map((part) => `<span>${escapeHtml(part)}</span>`)
    .join("");
  const footer = `<footer class="legal"><p>${identity}<a href="${escapeHtml(localizedPath(lang, { page: "privacy-policy" }))}">${escapeHtml(ui.footer.privacy)}</a><a href="${escapeHtml(localizedPath(lang, { page: "terms" }))}">${escapeHtml(ui.footer.terms)}</a></p></footer>
`;
  return { header, footer };
}

/** A booking page in the site's frame; `otherPath` is the same page in the other language. */
function page(words: BookingWords, title: string, body: string, otherPath: string): string {
  return bookingPages.page(words.lang, title, body, frame(words, otherPath));
}

/** The booking page's address in the other language. */
function otherBooking(lang: Lang): string {
  return bookingPath(lang === "sv" ? "en" : "sv");
}

/** "tisdag 1 december kl. 10.00 (svensk tid)". */
export function callTimeText(words: BookingWords, iso: string): string {
  return `${formatCallTime(iso, words.lang, BOOKING_TIME_ZONE)} (${words.texts.swedishTime})`;
}

function timeOfDay(lang: Lang, instant: number): string {
  const formatted = new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    timeZone: BOOKING_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  }).format(instant);
  return houseClock(lang, formatted);
}

/** A refused field's message with that field's limit ("Högst 1 000 tecken är tillåtna."). */
function errorText(lang: Lang, name: string, code: FieldErrorCode): string {
  return fieldErrorMessage(
    lang,
    code,
    [...BOOKING_FIELDS, ...BOOKING_CANCEL_SCHEMA.fields].find((field) => field.name === name),
  );
}

/** "Fredag 27 november" / "Friday 27 November": only the first letter raised (Swedish months are lower case). */
function dayHeading(lang: Lang, instant: number): string {
  const day = new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    timeZone: BOOKING_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(instant);
  return day.charAt(0).toLocaleUpperCase(lang) + day.slice(1);
}

/** The free slots as radio buttons, one group per Swedish day. */
function slotPicker(
  lang: Lang,
  slots: readonly Interval[],
  chosen: string | undefined,
  fieldName: string,
  error?: string,
): string {
  const groups = slotDays(slots, (slot) => bookingDay(slot.start)).map(([, daySlots]) => {
    const items = daySlots
      .map((slot) => {
        const value = new Date(slot.start).toISOString();
        const checked = value === chosen ? " checked" : "";
        return `<label class="slot"><input type="radio" name="${fieldName}" value="${value}" required${checked}${error ? ' aria-describedby="slot-error"' : ""}><span>${escapeHtml(timeOfDay(lang, slot.start))}</span></label>`;
      })
      .join("");
    return `<fieldset><legend>${escapeHtml(dayHeading(lang, daySlots[0]!.start))}</legend><div class="slots">${items}</div></fieldset>`;
  });
  return groups.join("\n");
}

/** "tis" and "1 dec." / "Tue" and "1 Dec": a day in the manage page's strip, in Swedish time. */
function dayTab(lang: Lang, instant: number): { weekday: string; date: string } {
  const locale = lang === "sv" ? "sv-SE" : "en-GB";
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: BOOKING_TIME_ZONE, weekday: "short" }).format(instant);
  const date = new Intl.DateTimeFormat(locale, { timeZone: BOOKING_TIME_ZONE, day: "numeric", month: "short" }).format(instant);
  return { weekday, date };
}

/**
 * Moving a call (docs/decisions/029-booking-for-the-visitor.md, "Before and after the call": moving by day): the days with
 * free times as a strip, then the times of the chosen one, as Cal.com offers them, rather than
 * two weeks of times in one list. Without a script: each day is a link to the same page with
 * `?day=`, back at the strip (`#move`); the chosen one is marked `aria-current`. The days are the
 * picker's grouping (`slotDays`), in Swedish days as the rest of the server's pages.
 */
function moveByDay(
  lang: Lang,
  slots: readonly Interval[],
  action: string,
  requestedDay: string | undefined,
): { strip: string; times: string } {
  const days = slotDays(slots, (slot) => bookingDay(slot.start));
  const chosen = days.find(([day]) => day === requestedDay) ?? days[0];
  if (!chosen) return { strip: "", times: "" };
  const items = days
    .map(([day, daySlots]) => {
      const { weekday, date } = dayTab(lang, daySlots[0]!.start);
      const current = day === chosen[0] ? ' aria-current="true"' : "";
      return `<li><a href="${escapeHtml(`${action}?day=${day}#move`)}"${current}>${escapeHtml(weekday)} <span>${escapeHtml(date)}</span></a></li>`;
    })
    .join("");
  return {
    strip: `<ul class="days" aria-labelledby="move-title">${items}</ul>`,
    times: slotPicker(lang, chosen[1], undefined, "slot"),
  };
}

function value(raw: RawValues, name: string): string {
  const entry = raw[name];
  return typeof entry === "string" ? entry : Array.isArray(entry) ? entry.join(", ") : "";
}

export type BookingProblem = "taken" | "slot";

export interface BookingFormState {
  raw: RawValues;
  errors: Record<string, FieldErrorCode>;
  problem?: BookingProblem;
}

function fieldLabel(copy: BookingTexts, name: string): string {
  const labels: Record<string, string> = {
    slot: copy.pickTime,
    name: copy.name,
    email: copy.email,
    company: copy.company,
    note: copy.note,
    meeting: copy.meetingLegend,
    phone: copy.phoneField,
    about: copy.aboutLabel,
  };
  return labels[name] ?? name;
}

/** The booking page: the free slots and the visitor's details, or what to fix and what is free now. */
export function bookingFormPage(
  words: BookingWords,
  slots: readonly Interval[],
  state: BookingFormState = { raw: {}, errors: {} },
): string {
  const { lang, texts: copy } = words;
  const problems: string[] = [];
  if (state.problem === "taken") problems.push(`<li><a href="#slots">${escapeHtml(copy.taken)}</a></li>`);
  if (state.problem === "slot") problems.push(`<li><a href="#slots">${escapeHtml(copy.chooseSlot)}</a></li>`);
  for (const [name, code] of Object.entries(state.errors)) {
    if (name === "slot") continue;
    const known = BOOKING_FIELDS.some((field) => field.name === name);
    const text = `${fieldLabel(copy, name)}: ${errorText(lang, name, code)}`;
    problems.push(known ? `<li><a href="#field-${name}">${escapeHtml(text)}</a></li>` : `<li>${escapeHtml(text)}</li>`);
  }
  const summary = problems.length
    ? `<div class="errors" role="alert" aria-labelledby="errors-title"><h2 id="errors-title">${escapeHtml(copy.checkTitle)}</h2><ul>${problems.join("")}</ul></div>`
    : "";
  const slotError = state.problem ? (state.problem === "taken" ? copy.taken : copy.chooseSlot) : undefined;

  const input = (name: string, type: "text" | "email" | "tel", autocomplete: string, required: boolean, maxLength: number) => {
    const error = state.errors[name];
    const optional = required ? "" : ` <span class="note">(${escapeHtml(copy.optional)})</span>`;
    return `<label class="field" for="field-${name}">${escapeHtml(fieldLabel(copy, name))}${optional}</label>
<input type="${type}" id="field-${name}" name="${name}" autocomplete="${autocomplete}" maxlength="${maxLength}" value="${escapeHtml(value(state.raw, name))}"${required ? " required" : ""}${error ? ` aria-invalid="true" aria-describedby="error-${name}"` : ""}>
${error ? `<p class="error" id="error-${name}">${escapeHtml(errorText(lang, name, error))}</p>` : ""}`;
  };
  const noteError = state.errors.note;

  const picker = slots.length
    ? `<h2 id="slots-title">${escapeHtml(state.problem === "taken" ? copy.nextFree : copy.pickTime)} <span class="note">(${escapeHtml(copy.swedishTime)})</span></h2>
${slotError ? `<p class="error" id="slot-error">${escapeHtml(slotError)}</p>` : ""}
<div id="slots" role="group" aria-labelledby="slots-title">
${slotPicker(lang, slots, state.problem === "taken" ? undefined : value(state.raw, "slot"), "slot", slotError)}
</div>`
    : `<p>${escapeHtml(copy.noSlots)}</p><p><a href="${escapeHtml(localizedPath(lang, { page: "home" }))}#contact">${escapeHtml(copy.backHome)}</a></p>`;

  const form = slots.length
    ? `<form method="post" action="${bookingPath(lang)}" novalidate>
${picker}
<h2>${escapeHtml(copy.details)}</h2>
${input("name", "text", "name", true, 200)}
${input("email", "email", "email", true, 254)}
${input("company", "text", "organization", false, 200)}
<fieldset><legend class="field">${escapeHtml(copy.meetingLegend)}</legend>
<label><input type="radio" name="meeting" value="video"${value(state.raw, "meeting") === "phone" ? "" : " checked"}> ${escapeHtml(copy.meetingVideo)}</label><br>
<label><input type="radio" name="meeting" value="phone"${value(state.raw, "meeting") === "phone" ? " checked" : ""}> ${escapeHtml(copy.meetingPhone)}</label>
</fieldset>
${input("phone", "tel", "tel", false, 40)}
<label class="field" for="field-note">${escapeHtml(copy.note)} <span class="note">(${escapeHtml(copy.optional)})</span></label>
<textarea id="field-note" name="note" rows="4" maxlength="${BOOKING_NOTE_MAX_LENGTH}" placeholder="${escapeHtml(copy.notePlaceholder)}"${noteError ? ' aria-invalid="true" aria-describedby="error-note"' : ""}>${escapeHtml(value(state.raw, "note"))}</textarea>
${noteError ? `<p class="error" id="error-note">${escapeHtml(errorText(lang, "note", noteError))}</p>` : ""}
<div class="hp" aria-hidden="true"><label for="field-hp">bot</label><input type="text" id="field-hp" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(copy.confirm)}</button>
<p class="note">${escapeHtml(copy.privacy)} <a href="${escapeHtml(localizedPath(lang, { page: "privacy-policy" }))}">${escapeHtml(copy.privacyLink)}</a></p>
</form>`
    : picker;

  return page(
    words,
    copy.pageTitle,
    `<h1>${escapeHtml(copy.pageTitle)}</h1>
<p>${escapeHtml(copy.intro)}</p>
${summary}
${form}
<a class="back" href="${escapeHtml(localizedPath(lang, { page: "home" }))}#contact">${escapeHtml(copy.backHome)}</a>`,
    otherBooking(lang),
  );
}

/**
 * A booked call (docs/decisions/029-booking-for-the-visitor.md): a summary card (when, where,
 * who, add to calendar), then moving first and cancelling behind a confirm step with an
 * optional reason; after the owner's cut-off, a way to write or call instead.
 */
export function managePage(
  words: BookingWords,
  input: {
    token: string;
    booking: Pick<Booking, "startsAt">;
    /** Where the call happens (./location.ts). */
    location: string;
    live: boolean;
    /** Past the owner's cut-off: the link no longer moves or cancels. */
    locked: boolean;
    justBooked?: boolean;
    moved?: boolean;
    /** The cancel button was pressed: ask first. */
    confirmCancel?: boolean;
    /** A reason the shared rules refused: shown again as typed, with what to fix. */
    cancelReason?: { raw: string; error?: FieldErrorCode };
    slots: readonly Interval[];
    problem?: BookingProblem;
    /** The day whose free times are shown (`?day=YYYY-MM-DD`, Swedish date); else the first with any. */
    day?: string;
  },
): string {
  const { lang, texts: copy } = words;
  const when = callTimeText(words, input.booking.startsAt);
  const action = `${bookingPath(lang)}/manage/${encodeURIComponent(input.token)}`;
  const otherPath = `${bookingPath(lang === "sv" ? "en" : "sv")}/manage/${encodeURIComponent(input.token)}`;
  if (!input.live) {
    return page(
      words,
      copy.manageTitle,
      `<h1>${escapeHtml(copy.manageTitle)}</h1><p>${escapeHtml(copy.notLive)}</p><a class="back" href="${bookingPath(lang)}">${escapeHtml(copy.pageTitle)}</a>`,
      otherPath,
    );
  }
  const title = input.confirmCancel
    ? copy.cancelAsk
    : input.justBooked
      ? copy.confirmedTitle
      : input.moved
        ? copy.movedTitle
        : copy.manageTitle;
  const card = `<section class="card" aria-label="${escapeHtml(copy.manageTitle)}"><dl>
<dt>${escapeHtml(copy.whenLabel)}</dt><dd>${escapeHtml(when)}</dd>
<dt>${escapeHtml(copy.whereLabel)}</dt><dd>${linkified(input.location)}</dd>
<dt>${escapeHtml(copy.meetLabel)}</dt><dd>${escapeHtml(copy.host)}</dd>
</dl>
<div class="actions"><a class="linkish" href="${action}/call.ics" download>${escapeHtml(copy.addToCalendar)}</a></div></section>`;
  const intro = input.justBooked
    ? `<p>${escapeHtml(words.fill("$.confirmedText", { when }))}</p><p>${escapeHtml(copy.confirmedEmail)}</p>`
    : "";
  if (input.locked) {
    return page(
      words,
      title,
      `<h1>${escapeHtml(title)}</h1>
${card}
<p>${escapeHtml(words.fill("$.cutoffText", { email: words.company.email, phone: words.company.phone.display }))}</p>
<a class="back" href="${escapeHtml(localizedPath(lang, { page: "home" }))}">${escapeHtml(copy.backHome)}</a>`,
      otherPath,
    );
  }
  if (input.confirmCancel) {
    // A refused reason comes back as typed, named in a summary and under the field, as the booking form's errors do.
    const refused = input.cancelReason?.error ? errorText(lang, "reason", input.cancelReason.error) : "";
    return page(
      words,
      title,
      `<h1>${escapeHtml(title)}</h1>
${card}
${refused ? `<div class="errors" role="alert" aria-labelledby="errors-title"><h2 id="errors-title">${escapeHtml(copy.checkTitle)}</h2><ul><li><a href="#field-reason">${escapeHtml(`${copy.cancelReason}: ${refused}`)}</a></li></ul></div>` : ""}
<form method="post" action="${action}/cancel" novalidate>
<label class="field" for="field-reason">${escapeHtml(copy.cancelReason)}</label>
<textarea id="field-reason" name="reason" rows="3" maxlength="${BOOKING_NOTE_MAX_LENGTH}"${refused ? ' aria-invalid="true" aria-describedby="error-reason"' : ""}>${escapeHtml(input.cancelReason?.raw ?? "")}</textarea>
${refused ? `<p class="error" id="error-reason">${escapeHtml(refused)}</p>` : ""}
<div class="actions"><button type="submit">${escapeHtml(copy.cancelConfirm)}</button><a class="linkish" href="${action}">${escapeHtml(copy.keepCall)}</a></div>
</form>`,
      otherPath,
    );
  }
  const problem =
    input.problem === "taken"
      ? `<div class="errors" role="alert"><p>${escapeHtml(copy.taken)}</p></div>`
      : input.problem === "slot"
        ? `<div class="errors" role="alert"><p>${escapeHtml(copy.chooseSlot)}</p></div>`
        : "";
  const byDay = moveByDay(lang, input.slots, action, input.day);
  const move = input.slots.length
    ? `<section id="move" aria-labelledby="move-title">
<h2 id="move-title">${escapeHtml(copy.moveIntro)} <span class="note">(${escapeHtml(copy.swedishTime)})</span></h2>
${byDay.strip}
<form method="post" action="${action}/move">
${byDay.times}
<button type="submit">${escapeHtml(copy.move)}</button>
</form>
</section>`
    : "";
  return page(
    words,
    title,
    `<h1>${escapeHtml(title)}</h1>
${problem}
${intro}
${card}
${move}
<h2>${escapeHtml(copy.cancel)}</h2>
<p><a class="linkish" href="${action}?cancel=1">${escapeHtml(copy.cancel)}</a></p>
<a class="back" href="${escapeHtml(localizedPath(lang, { page: "home" }))}">${escapeHtml(copy.backHome)}</a>`,
    otherPath,
  );
}

/** A location that is a web address becomes a link; any other stays text. */
function linkified(location: string): string {
  return /^https:\/\/\S+$/.test(location)
    ? `<a href="${escapeHtml(location)}" rel="noopener noreferrer">${escapeHtml(location)}</a>`
    : escapeHtml(location);
}

/** After a cancellation, or for a link that names no booking. */
export function messagePage(words: BookingWords, kind: "cancelled" | "invalid"): string {
  const { lang, texts: copy } = words;
  const title = kind === "cancelled" ? copy.cancelledTitle : copy.manageTitle;
  const text = kind === "cancelled" ? copy.cancelledText : copy.linkInvalid;
  return page(
    words,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a class="back" href="${bookingPath(lang)}">${escapeHtml(copy.pageTitle)}</a>`,
    otherBooking(lang),
  );
}

/** A refusal before validation (rate limit, foreign origin, unreadable body), with a way back. */
export function failurePage(words: BookingWords, message: string): string {
  const { lang, texts: copy } = words;
  return page(
    words,
    copy.checkTitle,
    `<h1>${escapeHtml(copy.checkTitle)}</h1><p>${escapeHtml(message)}</p><a class="back" href="${bookingPath(lang)}">${escapeHtml(copy.pageTitle)}</a>`,
    otherBooking(lang),
  );
}
