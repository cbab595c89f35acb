/**
 * The home page's island script (docs/decisions/010-hydration-per-page.md): the contact form
 * and the portfolio hydrate at once; the hero's canvas when the browser is idle; the project
 * enquiry modal only when it is opened.
 */
import { BookingPicker } from "~/components/booking/booking-picker";
import { ContactForm } from "~/components/forms/contact-form";
import { PortfolioCarousel } from "~/components/home/portfolio";
import { hydrateIslands, whenIdle } from "./hydrate";
import { whenProjectFormOpens } from "./project-trigger";

hydrateIslands(
  { "contact-form": ContactForm, portfolio: PortfolioCarousel, booking: BookingPicker },
  {
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
