/**
 * The home page's island script (docs/decisions/010-hydration-per-page.md): the contact form
 * hydrates at once; the portfolio and the booking picker (a link until then) when the visitor
 * comes near them (docs/decisions/033-main-thread-off.md: the portfolio was the load's longest
 * hydration); the hero's canvas when the browser is idle; the project enquiry modal only when
 * it is opened.
 */
import { BookingPicker } from "~/components/booking/booking-picker";
import { ContactForm } from "~/components/forms/contact-form";
import { PortfolioCarousel } from "~/components/home/portfolio";
import { hydrateIslands, whenIdle, whenNearScreen } from "./hydrate";
import { whenProjectFormOpens } from "./project-trigger";

hydrateIslands(
  { "contact-form": ContactForm },
  {
    // A link to the booking page until it hydrates, and it draws its times only near the
    // screen anyway: hydrating it at load was a long task for nothing the visitor could see.
    booking: { load: () => Promise.resolve(BookingPicker), when: whenNearScreen },
    // In the page's own script (no lazy import): its code is small, drawing its tree is not.
    portfolio: { load: () => Promise.resolve(PortfolioCarousel), when: whenNearScreen },
    "falling-characters": {
      load: () => import("~/components/home/falling-characters").then((module) => module.FallingCharacters),
      when: whenIdle,
    },
    "project-enquiry": {
      load: () => import("~/components/forms/project-enquiry").then((module) => module.ProjectEnquiry),
      when: whenProjectFormOpens,
    },
  },
);
