/**
 * The home page's forms, in one module its island script imports when the first of them is
 * needed (./home.client.tsx): the contact form and the booking picker when the visitor comes
 * near them, the project enquiry when it is opened. One module rather than three: they share
 * the forms' code (validation, the proof of work), and one file compresses better than the
 * chunks a split into three makes (docs/decisions/033-main-thread-off.md).
 */
export { BookingPicker } from "~/components/booking/booking-picker";
export { ContactForm } from "~/components/forms/contact-form";
export { ProjectEnquiry } from "~/components/forms/project-enquiry";
