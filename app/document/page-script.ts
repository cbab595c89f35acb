import { ENQUIRY_ABOUT_KEY } from "~/components/forms/enquiry-context";
import { LANG_STORAGE_KEY } from "~/i18n/lang";

/**
 * The one inline script of a page that does not hydrate (docs/decisions/010-hydration-per-page.md).
 * Pages without React still need two small behaviours, and the info hub a third. They are written
 * here as plain browser JavaScript (no modules, no build step), joined without line breaks, and the server allows exactly this
 * text by its sha256 hash in the page's Content-Security-Policy (server/http/csp.ts). Every
 * line ends a statement with a semicolon or a brace, so joining the lines cannot change its meaning.
 * Budget: at most 1 KB per page (npm run bench checks it).
 */

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The language choice, exactly as app/i18n/preference.ts saves and reads it:
 * - a click on a language link (`data-lang-choice`) saves the target language in the
 *   `i18nextLng` cookie and its localStorage mirror, and gives the link the section being read
 *   (`H`, from the sections part) or else the page's fragment (`/sv#services` → `/en#services`:
 *   anchors are the same in both languages), then the link navigates as usual;
 * - at an unprefixed URL (the server chose the language from the cookie or Accept-Language),
 *   a choice saved in localStorage only, or the Europe/Stockholm time zone when nothing is
 *   saved, can call for the other language: then go to that language's page (its hreflang
 *   alternate in the head), keeping the fragment, as app/i18n/use-unprefixed-switch.ts does
 *   after hydration (docs/decisions/001-languages-and-urls.md).
 */
const LANGUAGE = `
var d=document,L=location,K="${LANG_STORAGE_KEY}",h=d.documentElement.lang,s,w,l,H;
d.addEventListener("click",function(e){
var a=e.target.closest("a[data-lang-choice]");
if(a){d.cookie=K+"="+a.hreflang+"; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax";try{localStorage.setItem(K,a.hreflang)}catch{}a.hash=H?H():L.hash}
});
if(!/^\\/(info\\/)?(sv|en)(\\/|$)/.test(L.pathname)){
s=(d.cookie.match(/(^|; *)${LANG_STORAGE_KEY}=(sv|en)(;|$)/)||[])[2];
if(!s){try{s=localStorage.getItem(K)}catch{}}
w=s=="sv"||s=="en"?s:Intl.DateTimeFormat().resolvedOptions().timeZone=="Europe/Stockholm"?"sv":h;
l=w!=h&&d.querySelector("link[rel=alternate][hreflang="+w+"]");
if(l){L.replace(new URL(l.href).pathname+L.hash)}
}
`;

/**
 * The info hub's panels are `<details name>`: the browser keeps one open at a time. A
 * fragment naming a panel (on arrival, on hashchange, or a click on a link to it, even when
 * the fragment is already in the URL) opens it; the browser then scrolls to it (on arrival the
 * script does, as the panel opened after the browser's own jump). Topic ids are plain ASCII, so
 * the fragment needs no decoding.
 */
const TOPICS = `
function o(i){var p=i&&d.getElementById(i);if(p&&p.tagName=="DETAILS"){p.open=true;return p}}
function f(e){var p=o(L.hash.slice(1));if(p&&!e){p.scrollIntoView()}}
f();
addEventListener("hashchange",f);
d.addEventListener("click",function(e){var a=e.target.closest('a[href^="#"]');if(a){o(a.getAttribute("href").slice(1))}});
`;

/**
 * Pages of sections (home, service pages): the fragment the language link takes (`H`) is the
 * section being read, the first anchored section whose bottom is still below the fixed header,
 * even when the visitor scrolled there and the URL has no fragment (or an older one); none at
 * the top of the page.
 */
const SECTIONS = `
H=function(){var s=d.querySelectorAll("main section[id]"),i=0;while(s[i]&&s[i].getBoundingClientRect().bottom<99)i++;return i&&s[i]?s[i].id:""};
`;

/**
 * Service pages: a call to action to the contact form (`data-about`, the service's name)
 * leaves the name for the contact form (app/components/forms/enquiry-context.ts).
 */
const ABOUT = `
d.addEventListener("click",function(e){var a=e.target.closest("a[data-about]");if(a)try{sessionStorage.setItem("${ENQUIRY_ABOUT_KEY}",a.dataset.about)}catch{}});
`;

export type PageBehaviour = "topics" | "sections" | "about";

const PARTS: Record<PageBehaviour, string> = { topics: TOPICS, sections: SECTIONS, about: ABOUT };

const squeeze = (source: string) => source.replace(/\n/g, "");

/** The inline script of a page without hydration: the language part, plus what the page asks for. */
export function pageScript(behaviours: readonly PageBehaviour[] = []): string {
  return `(function(){${squeeze(LANGUAGE)}${behaviours.map((name) => squeeze(PARTS[name])).join("")}})();`;
}
