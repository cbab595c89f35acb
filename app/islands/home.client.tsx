/**
 * The home page's island script (docs/decisions/010-hydration-per-page.md). Nothing hydrates
 * with the load (docs/decisions/033-main-thread-off.md): the portfolio, the contact form and the
 * booking picker (a link until then) when the visitor comes near them, the hero's canvas when
 * the browser is idle, the project enquiry modal when it is opened. Until it hydrates, each is
 * its prerendered HTML: a form posts without script, and what a visitor types stays in its
 * fields, which the hydrated form reads at submit.
 */
import { PortfolioCarousel } from "~/components/home/portfolio";
import { hydrateIslands, whenIdle, whenNearScreen } from "./hydrate";
import { whenProjectFormOpens } from "./project-trigger";

hydrateIslands(
  {},
  {
    // In the page's own script (no lazy import): its code is small, drawing its tree is not.
    portfolio: { load: () => Promise.resolve(PortfolioCarousel), when: whenNearScreen },
    // The forms are imported when first needed (./home-forms.ts): their code (validation, the
    // proof of work) is no part of the script the load evaluates.
    "contact-form": { load: () => import("./home-forms").then((module) => module.ContactForm), when: whenNearScreen },
    booking: { load: () => import("./home-forms").then((module) => module.BookingPicker), when: whenNearScreen },
    "falling-characters": {
      load: () => import("~/components/home/falling-characters").then((module) => module.FallingCharacters),
      when: whenIdle,
    },
    "project-enquiry": { load: () => import("./home-forms").then((module) => module.ProjectEnquiry), when: whenProjectFormOpens },
  },
);
