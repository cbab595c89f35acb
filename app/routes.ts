import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The route table. `:lang?` makes /sv/otc, /en/otc and /otc one route with one id, so the
 * server can answer an unprefixed URL with the prerendered page of the visitor's language and
 * the browser hydrates it without a mismatch (docs/decisions/001-languages-and-urls.md).
 */
export default [
  // The operator console: rendered in the browser only, never prerendered
  // (docs/decisions/006-operator-console.md).
  route("admin", "routes/admin/layout.tsx", [
    // The first screen after sign-in: the site statistics (docs/decisions/012-cookieless-statistics.md).
    index("routes/admin/overview.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("enquiries/:id", "routes/admin/enquiry.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    // The Content section (docs/decisions/018-content-editing.md); a document id may hold a slash.
    route("content", "routes/admin/content.tsx"),
    // Adding and retiring service pages (docs/decisions/025-service-pages.md).
    route("content/pages", "routes/admin/content-pages.tsx"),
    route("content/edit/*", "routes/admin/content-editor.tsx"),
    // A draft or a whole unpublished set at phone and desktop width.
    route("content/preview", "routes/admin/content-preview.tsx"),
    // The media library (docs/decisions/024-media.md).
    route("media", "routes/admin/media.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("enrol", "routes/admin/enrol.tsx"),
    route("link", "routes/admin/link.tsx"),
  ]),
  route("info/:lang?", "routes/info.tsx"),
  route(":lang?", "routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("otc", "routes/otc.tsx"),
    route("social", "routes/social.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("support", "routes/support.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("thanks/:form", "routes/thanks.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
