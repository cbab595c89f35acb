import { formatCallTime, type BookingTexts } from "~/content/booking";
import { bookingPath, BOOKING_FIELDS, BOOKING_NOTE_MAX_LENGTH } from "~/forms/booking";
import { fieldErrorMessage, HONEYPOT_FIELD, type FieldErrorCode, type RawValues } from "~/forms";
import { houseClock } from "~/i18n/clock";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { escapeHtml, styledPages } from "../enquiries/html-page";
import type { Interval } from "./availability";
import { bookingDay } from "./availability";
import type { BookingWords } from "./copy";
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
`.trim();

const bookingPages = styledPages(STYLE);

/** The policy of every booking page: its stylesheet and same-origin form posts, nothing else. */
export const BOOKING_PAGE_CSP = bookingPages.csp;

const page = bookingPages.page;

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
    BOOKING_FIELDS.find((field) => field.name === name),
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
  const days = new Map<string, Interval[]>();
  for (const slot of slots) {
    const day = bookingDay(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const groups = [...days.values()].map((daySlots) => {
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

  const input = (name: string, type: "text" | "email", autocomplete: string, required: boolean, maxLength: number) => {
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
<label class="field" for="field-note">${escapeHtml(copy.note)} <span class="note">(${escapeHtml(copy.optional)})</span></label>
<textarea id="field-note" name="note" rows="4" maxlength="${BOOKING_NOTE_MAX_LENGTH}" placeholder="${escapeHtml(copy.notePlaceholder)}"${noteError ? ' aria-invalid="true" aria-describedby="error-note"' : ""}>${escapeHtml(value(state.raw, "note"))}</textarea>
${noteError ? `<p class="error" id="error-note">${escapeHtml(errorText(lang, "note", noteError))}</p>` : ""}
<div class="hp" aria-hidden="true"><label for="field-hp">bot</label><input type="text" id="field-hp" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(copy.confirm)}</button>
<p class="note">${escapeHtml(copy.privacy)} <a href="${escapeHtml(localizedPath(lang, { page: "privacy-policy" }))}">${escapeHtml(copy.privacyLink)}</a></p>
</form>`
    : picker;

  return page(
    lang,
    copy.pageTitle,
    `<h1>${escapeHtml(copy.pageTitle)}</h1>
<p>${escapeHtml(copy.intro)}</p>
${summary}
${form}
<a class="back" href="${escapeHtml(localizedPath(lang, { page: "home" }))}#contact">${escapeHtml(copy.backHome)}</a>`,
  );
}

/** A booked call: its time, and the forms that cancel it or move it to one of the free slots. */
export function managePage(
  words: BookingWords,
  input: {
    token: string;
    startsAt: string;
    live: boolean;
    justBooked?: boolean;
    moved?: boolean;
    slots: readonly Interval[];
    problem?: BookingProblem;
  },
): string {
  const { lang, texts: copy } = words;
  const when = callTimeText(words, input.startsAt);
  const action = `${bookingPath(lang)}/manage/${encodeURIComponent(input.token)}`;
  if (!input.live) {
    return page(
      lang,
      copy.manageTitle,
      `<h1>${escapeHtml(copy.manageTitle)}</h1><p>${escapeHtml(copy.notLive)}</p><a class="back" href="${bookingPath(lang)}">${escapeHtml(copy.pageTitle)}</a>`,
    );
  }
  const title = input.justBooked ? copy.confirmedTitle : input.moved ? copy.movedTitle : copy.manageTitle;
  const intro = input.justBooked
    ? `<p>${escapeHtml(words.fill("$.confirmedText", { when }))}</p><p>${escapeHtml(copy.confirmedEmail)}</p>`
    : `<p>${escapeHtml(words.fill("$.manageText", { when }))}</p>`;
  const problem =
    input.problem === "taken"
      ? `<div class="errors" role="alert"><p>${escapeHtml(copy.taken)}</p></div>`
      : input.problem === "slot"
        ? `<div class="errors" role="alert"><p>${escapeHtml(copy.chooseSlot)}</p></div>`
        : "";
  const move = input.slots.length
    ? `<h2 id="move-title">${escapeHtml(copy.moveIntro)} <span class="note">(${escapeHtml(copy.swedishTime)})</span></h2>
<form method="post" action="${action}/move">
<div role="group" aria-labelledby="move-title">
${slotPicker(lang, input.slots, undefined, "slot")}
</div>
<button type="submit" class="secondary">${escapeHtml(copy.move)}</button>
</form>`
    : "";
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
${problem}
${intro}
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">${escapeHtml(copy.cancel)}</button></form>
${move}
<a class="back" href="${escapeHtml(localizedPath(lang, { page: "home" }))}">${escapeHtml(copy.backHome)}</a>`,
  );
}

/** After a cancellation, or for a link that names no booking. */
export function messagePage(words: BookingWords, kind: "cancelled" | "invalid"): string {
  const { lang, texts: copy } = words;
  const title = kind === "cancelled" ? copy.cancelledTitle : copy.manageTitle;
  const text = kind === "cancelled" ? copy.cancelledText : copy.linkInvalid;
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a class="back" href="${bookingPath(lang)}">${escapeHtml(copy.pageTitle)}</a>`,
  );
}

/** A refusal before validation (rate limit, foreign origin, unreadable body), with a way back. */
export function failurePage(words: BookingWords, message: string): string {
  const { lang, texts: copy } = words;
  return page(
    lang,
    copy.checkTitle,
    `<h1>${escapeHtml(copy.checkTitle)}</h1><p>${escapeHtml(message)}</p><a class="back" href="${bookingPath(lang)}">${escapeHtml(copy.pageTitle)}</a>`,
  );
}
