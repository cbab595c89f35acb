/**
 * One zod schema per kind of content document (docs/decisions/018-content-editing.md). Every
 * save and every import is validated against its kind's schema; the console builds its form
 * from the same schema (labels and limits). Texts are `{ sv, en }` per field; identifiers
 * (icons, ids, slugs, URLs) are plain. `pickLanguage` of a valid document is exactly the copy
 * type the page renders (server/content/seed.test.ts checks it for every document of the seed).
 */
import { z } from "zod";
import { ICON_NAMES, INFO_TOPIC_IDS } from "~/content/types";
import { MAX_SERVICE_PAGES } from "./service-pages";
import { slugProblem } from "./slug";
import { isEmailAddress, normalizeEmail } from "~/forms/email";
import { linkProblem, MAX_TEXT, textProblem } from "./text-rules";
import { BOOKING_PLACEHOLDERS, CONFIRMATION_PLACEHOLDERS } from "./placeholders";

/**
 * One text in both languages, each at most `max` characters and free of markup (text-rules.ts).
 * `placeholders` are the `{names}` the text may hold (placeholders.ts); the editor lists them
 * under the text.
 */
export function text(max = MAX_TEXT, placeholders?: readonly string[]) {
  const one = z.string().superRefine((value, ctx) => {
    const problem = textProblem(value, max);
    if (problem) ctx.addIssue({ code: "custom", message: problem, params: { max } });
  });
  return z.strictObject({ sv: one, en: one }).meta(placeholders ? { max, placeholders: [...placeholders] } : { max });
}

const link = z.string().superRefine((value, ctx) => {
  const problem = linkProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
const identifier = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const icon = z.enum(ICON_NAMES);
const list = <T extends z.ZodType>(item: T, max = 60) => z.array(item).max(max);

/**
 * A media library image, by id (docs/decisions/024-media.md); optional, so older revisions stay
 * valid. `media: "image"` reaches the editor's shape: the console offers the library's picker.
 */
const imageRef = z
  .string()
  .regex(/^img-[0-9a-f]{16}$/, "image-id")
  .meta({ media: "image" });

const short = () => text(200);
const titled = z.strictObject({ title: short(), text: text(2_000) });
const meta = z.strictObject({
  title: text(120),
  description: text(400),
  keywords: list(text(80), 30),
  ogImageAlt: text(300).optional(),
  /** The page's own Open Graph image (its 1200×630 crop); without one the site's image is shared. */
  ogImage: imageRef.optional(),
});
/** Rich text: paragraphs, sub-headings and lists only; never HTML (text-rules.ts refuses markup). */
const textBlock = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("p"), text: text() }),
  z.strictObject({ type: z.literal("h3"), text: text(200) }),
  z.strictObject({ type: z.literal("ul"), items: list(text(2_000), 40) }),
]);
/**
 * What a service takes and costs, as a page and its home card state it (docs/decisions/031-copy-and-proof.md):
 * a duration from the facts and a price fact, or how the price is set where the firm states none.
 * Optional, so older revisions stay valid.
 */
const typical = z.strictObject({ duration: text(300), price: text(300) });
const teamMember = z.strictObject({
  name: short(),
  role: short(),
  description: text(1_000),
  photo: imageRef.optional(),
  /** Proof the owner fills in (decision 031): years and kind of experience, in the person's words; empty until then. */
  experience: text(300).optional(),
  /** A public profile (e.g. LinkedIn) the person has approved; https only. */
  profileUrl: link.optional(),
});
/**
 * Where and when a client story was done (decision 031): here or at a previous employer, the
 * year and who led it. Optional and empty in the seed: the repository records no provenance, so
 * none is printed until the owner enters it.
 */
const storyOrigin = z.strictObject({
  at: z.enum(["here", "previous"]),
  year: z.number().int().min(1990).max(2100).optional(),
  ledBy: z.string().min(1).max(80).optional(),
});

export const servicePage = z.strictObject({
  meta,
  hero: z.strictObject({
    eyebrow: short(),
    title: short(),
    subtitle: text(1_000),
    primaryCta: text(80),
    secondaryCta: text(80),
    typical: typical.optional(),
  }),
  intro: z.strictObject({ heading: short(), paragraphs: list(text(), 20), bullets: list(text(500), 20).optional() }),
  benefits: z.strictObject({
    heading: short(),
    intro: text(1_000).optional(),
    items: list(titled.extend({ icon }), 20),
  }),
  offering: z
    .strictObject({
      kind: z.enum(["services", "useCases", "components"]),
      heading: short(),
      intro: text(1_000).optional(),
      items: list(titled.extend({ icon, examples: list(text(120), 20).optional() }), 20),
    })
    .optional(),
  process: z.strictObject({ heading: short(), intro: text(1_000).optional(), steps: list(titled, 20) }).optional(),
  technologies: z.strictObject({
    heading: short(),
    intro: text(1_000).optional(),
    badges: list(text(80), 60).optional(),
    groups: list(z.strictObject({ name: short(), items: list(text(80), 40) }), 20).optional(),
  }),
  spotlight: z
    .strictObject({
      heading: short(),
      paragraphs: list(text(), 20),
      listHeading: short(),
      items: list(text(500), 30),
      pricingHeading: short(),
      pricing: text(1_000),
    })
    .optional(),
  stories: z
    .strictObject({
      heading: short(),
      intro: text(1_000).optional(),
      items: list(
        z.strictObject({
          title: short(),
          sector: short(),
          text: text(2_000),
          // Optional: a story whose client measured no figure of its own shows none rather than
          // borrowing another story's (docs/style-guide.md, "One set of facts").
          result: z.strictObject({ value: text(40), label: short() }).optional(),
          origin: storyOrigin.optional(),
        }),
        20,
      ),
    })
    .optional(),
  faq: z
    .strictObject({ heading: short(), items: list(z.strictObject({ question: text(300), answer: text(3_000) }), 30) })
    .optional(),
  cta: z.strictObject({ heading: short(), text: text(1_000), button: text(80).optional() }),
});

const card = z.strictObject({
  title: short(),
  description: text(1_000),
  keywords: list(text(80), 20),
  icon,
  /** What the work typically takes and costs, in a line (decision 031). */
  typical: text(200).optional(),
});

export const homePage = z.strictObject({
  meta,
  hero: z.strictObject({ title: short(), subtitle: text(1_000), slogan: short(), tryNow: text(80), explore: text(80) }),
  about: z.strictObject({
    eyebrow: short(),
    heading: short(),
    paragraphs: list(text(), 20),
    values: list(titled.extend({ icon }), 20),
    learnMore: text(80),
  }),
  services: z.strictObject({
    eyebrow: short(),
    heading: short(),
    intro: text(1_000),
    // Keyed by service page id: the card of each page in the page list (docs/decisions/025-service-pages.md).
    cards: z.record(serviceId(), card),
    readMore: text(80),
    keywordsLabel: short(),
    infoText: text(1_000),
    infoLink: text(80),
    contactLink: text(80),
  }),
  portfolio: z.strictObject({
    eyebrow: short(),
    heading: short(),
    intro: text(1_000),
    inDevelopment: text(80),
    viewProject: text(80),
    pickerLabel: short(),
    projects: list(
      z.strictObject({
        id: identifier,
        title: short(),
        category: short(),
        // Optional, so older revisions stay valid; the badge falls back to `inDevelopment`.
        status: text(80).optional(),
        description: text(1_000),
        url: link.optional(),
        image: imageRef.optional(),
        art: z.strictObject({
          hue: z.number().int().min(0).max(360),
          motif: z.enum(["nodes", "waves", "grid", "orbits", "bars", "rings"]),
        }),
      }),
      30,
    ),
    pipeline: z.strictObject({
      heading: short(),
      intro: text(1_000),
      upcomingHeading: short(),
      upcoming: list(titled, 20),
      otherHeading: short(),
      other: list(titled, 20),
    }),
  }),
  team: z.strictObject({
    eyebrow: short(),
    heading: short(),
    intro: text(1_000),
    members: list(teamMember, 40),
    closing: text(1_000),
  }),
  contact: z.strictObject({
    eyebrow: short(),
    heading: short(),
    intro: text(1_000),
    promiseTitle: short(),
    promiseText: text(1_000),
    freeConsultation: short(),
    customSolutions: short(),
    phoneLabel: text(80),
    emailLabel: text(80),
  }),
});

export const otcPage = z.strictObject({
  meta,
  hero: z.strictObject({ eyebrow: short(), title: short(), subtitle: text(1_000), badges: list(text(80), 20), cta: text(80) }),
  features: z.strictObject({ heading: short(), intro: text(1_000), items: list(titled.extend({ icon }), 20) }),
  network: z.strictObject({
    heading: short(),
    intro: text(1_000),
    benefits: list(titled, 20),
    stats: list(z.strictObject({ value: text(40), label: short() }), 10),
  }),
  request: z.strictObject({ heading: short(), intro: text(1_000), disclaimerTitle: short(), disclaimer: text(2_000) }),
  contact: z.strictObject({ heading: short(), text: text(1_000), phoneLabel: text(80), emailLabel: text(80) }),
  team: z.strictObject({ heading: short(), intro: text(1_000), members: list(teamMember, 20) }),
});

export const infoPage = z.strictObject({
  meta,
  title: short(),
  intro: text(2_000),
  tocHeading: short(),
  topics: list(
    z.strictObject({
      id: z.enum(INFO_TOPIC_IDS),
      icon,
      title: short(),
      summary: text(500),
      body: list(textBlock, 80),
      // Any page of the page list by id, a page added in the console too; the publish checks that
      // it is listed (docs/decisions/025-service-pages.md), the editor offers the list.
      related: list(z.strictObject({ slug: serviceId().meta({ servicePage: true }), label: short() }), 14),
    }),
    20,
  ),
});

const SOCIAL_IDS = ["facebook", "linkedin", "instagram", "x", "tiktok", "pinterest", "youtube"] as const;

export const socialPage = z.strictObject({
  meta,
  title: short(),
  intro: text(1_000),
  iconRowLabel: short(),
  visitProfile: text(80),
  profiles: z.strictObject(
    Object.fromEntries(SOCIAL_IDS.map((id) => [id, text(500)])) as Record<(typeof SOCIAL_IDS)[number], ReturnType<typeof text>>,
  ),
  contactHeading: short(),
  contactText: text(1_000),
  contactUs: text(80),
});

export const documentPage = z.strictObject({
  meta,
  title: short(),
  intro: text(2_000),
  updated: z.iso.date(),
  sections: list(z.strictObject({ id: identifier, heading: short(), blocks: list(textBlock, 80) }), 60),
});

const fieldCopy = z.strictObject({ label: short(), placeholder: short().optional(), hint: text(500).optional() });
const formCopy = z.strictObject({
  fields: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/), fieldCopy),
  options: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/), z.record(z.string().max(80), text(200))),
  submit: text(80),
  submitting: text(80),
  success: z.strictObject({ title: short(), text: text(1_000), again: text(80) }),
});

export const formsCopy = z.strictObject({
  optional: text(40),
  selectPlaceholder: text(40),
  honeypotLabel: short(),
  privacyNote: z.strictObject({ before: text(200), link: text(80), after: text(200) }),
  errorSummary: text(120),
  about: text(40),
  contact: formCopy,
  project: formCopy.extend({
    title: short(),
    intro: text(1_000),
    close: text(40),
    closeLabel: text(80),
    sections: z.strictObject({ about: short(), scope: short(), details: short() }),
  }),
  "otc-network-request": formCopy,
});

/** Navigation, footer and the interface strings every page shares, with the service layout's labels. */
export const interfaceCopy = z.strictObject({
  ui: z.strictObject({
    skipToContent: short(),
    homeLink: short(),
    mainNavLabel: short(),
    mobileNavLabel: short(),
    nav: list(
      z.strictObject({ id: z.enum(["company", "services", "portfolio", "team", "otc", "contact"]), label: text(60) }),
      10,
    ),
    switchLanguage: short(),
    bookCall: text(40),
    otherLanguageName: text(40),
    footer: z.strictObject({
      tagline: text(500),
      contactHeading: short(),
      officesHeading: short(),
      orgNumberLabel: short(),
      quickLinksHeading: short(),
      quickLinks: list(
        z.strictObject({ target: z.enum(["portfolio", "company", "services", "team", "contact"]), label: text(60) }),
        10,
      ),
      servicesHeading: short(),
      socialHeading: short(),
      allSocial: text(80),
      rights: text(200),
      legalNavLabel: short(),
      privacy: text(80),
      terms: text(80),
      support: text(80),
    }),
    newTab: text(80),
    ogImageAlt: text(300),
    notFound: z.strictObject({ metaTitle: short(), title: short(), text: text(1_000), home: text(80), contact: text(80) }),
    thanks: z.strictObject({ backHome: text(80) }),
    serviceLayout: z.strictObject({ back: text(80) }),
    infoHub: z.strictObject({
      navLabel: short(),
      home: text(80),
      infoHub: text(80),
      services: text(80),
      contact: text(80),
      related: short(),
    }),
    documentPage: z.strictObject({
      updated: text(80),
      contents: text(80),
      contactHeading: short(),
      phone: text(80),
      email: text(80),
      offices: text(80),
    }),
  }),
  serviceLayout: z.strictObject({ examples: short(), topBar: short() }),
});

/** The confirmation email: {brand}, {formName}, {reference}, {siteHost}, {email}, {phone} and {legalName} are filled when sent. */
export const confirmationEmail = z.strictObject({
  subject: text(200, CONFIRMATION_PLACEHOLDERS),
  body: text(4_000, CONFIRMATION_PLACEHOLDERS),
});

/** The figures and fixed sentences several pages state (app/content/facts.ts). */
const span = z.strictObject({
  from: z.number().int().min(0).max(1_000),
  to: z.number().int().min(0).max(1_000).optional(),
  unit: z.enum(["days", "weeks", "months"]),
});
export const factsDocument = z.strictObject({
  timelines: z.record(identifierKey(), span),
  prices: z.record(
    identifierKey(),
    z.strictObject({ currency: z.enum(["USD", "EUR"]), from: z.number().int().min(0), to: z.number().int().min(0) }),
  ),
  /**
   * The one conversion rule: round kronor per dollar and per euro. Every price shows in kronor and in
   * its own currency from this (docs/decisions/031-copy-and-proof.md); the content migration
   * 2026-11-27_01_facts_conversion adds it to stored revisions.
   */
  conversion: z.strictObject({ USD: z.number().min(0.01).max(1_000), EUR: z.number().min(0.01).max(1_000) }),
  percentages: z.record(
    identifierKey(),
    z.strictObject({ from: z.number().min(0).max(1_000), to: z.number().min(0).max(1_000).optional() }),
  ),
  team: z.strictObject({ specialists: z.number().int().min(0).max(100), otc: z.number().int().min(0).max(100) }),
  replyHours: z.number().int().min(1).max(168),
  otc: z.strictObject({ deskCount: z.number().int().min(0).max(1_000), minimumUsd: z.number().int().min(0) }),
  texts: z.record(identifierKey(), z.union([text(3_000), z.record(identifierKey(), text(3_000))])),
});
function identifierKey() {
  return z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,60}$/);
}

/**
 * One line of the company's details (the brand, the legal name, an office's address, a network's
 * name): the text rules, and no line break (it reaches every page's header, mail subjects and
 * the ORGANIZER of every invitation; docs/decisions/028-security-m4-m6.md, L12).
 */
function line(max: number) {
  return z
    .string()
    .min(1)
    .max(max)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, max) ?? (/[\t\r\n\u0085\u2028\u2029]/.test(value) ? "control" : undefined);
      if (problem) ctx.addIssue({ code: "custom", message: problem, params: { max } });
    });
}

/** The company's address: the one email rule (app/forms/email.ts), so no `?bcc=` reaches a `mailto:`. */
const companyEmail = z.string().superRefine((value, ctx) => {
  if (value !== normalizeEmail(value) || !isEmailAddress(value)) ctx.addIssue({ code: "custom", message: "email" });
});

/** The company's details (app/config/site.ts): the same in both languages. */
export const companyDocument = z.strictObject({
  brand: line(80),
  brandParts: z.tuple([line(40), line(40)]),
  legalName: line(120),
  orgNumber: z.string().regex(/^\d{6}-\d{4}$/),
  // The legal identity the owner fills in (docs/decisions/031-copy-and-proof.md): shown in the
  // footer's legal line when set, left out when not; the seed holds none of them.
  /** The registered office (säte): the municipality in the companies register, e.g. "Stockholm". */
  registeredOffice: z.string().min(1).max(80).optional(),
  /** The VAT registration number: "SE", the organisation number's ten digits and "01". */
  vatNumber: z
    .string()
    .regex(/^SE\d{10}01$/)
    .optional(),
  /** The year the company was registered. */
  founded: z.number().int().min(1900).max(2100).optional(),
  phone: z.strictObject({ display: z.string().regex(/^\+?[\d ]{6,24}$/), tel: z.string().regex(/^\+?\d{6,20}$/) }),
  email: companyEmail,
  offices: list(
    z.strictObject({
      city: line(80),
      street: line(120),
      postcode: z.string().regex(/^\d{3} ?\d{2}$/),
    }),
    10,
  ),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  socials: list(
    z.strictObject({
      id: z.enum(SOCIAL_IDS),
      name: line(40),
      url: link,
      color: z.string().regex(/^#[0-9a-f]{6}$/i),
    }),
    SOCIAL_IDS.length,
  ),
});

/** A slug or a service page's id: one validator (service-pages.ts), its problem as the message. */
function serviceId() {
  return z.string().superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

/**
 * The set of service pages (docs/decisions/025-service-pages.md): id, slug per language, the
 * slugs each had before, live or retired, in the order of the home page's grid and the footer.
 * The rules across entries (unique names, one page live) are `pageListIssues`.
 */
export const servicePagesDocument = z.strictObject({
  services: list(
    z.strictObject({
      id: serviceId(),
      slug: z.strictObject({ sv: serviceId(), en: serviceId() }),
      formerSlugs: z.strictObject({ sv: list(serviceId(), 100), en: list(serviceId(), 100) }),
      state: z.enum(["live", "retired"]),
    }),
    MAX_SERVICE_PAGES,
  ),
});

/**
 * The words of booking a free call (app/content/booking.ts, docs/decisions/021-booking.md): the
 * contact section's picker, the server's booking pages and the booking emails. The texts that
 * name a time, a zone or a link hold `{placeholders}`, each only its own (BOOKING_PLACEHOLDERS).
 */
const bookingText = (max: number, field?: keyof typeof BOOKING_PLACEHOLDERS) =>
  text(max, field ? BOOKING_PLACEHOLDERS[field] : undefined);
export const bookingDocument = z.strictObject({
  heading: short(),
  intro: text(1_000),
  open: text(200),
  pageTitle: text(120),
  pickTime: short(),
  swedishTime: text(40),
  yourTime: bookingText(300, "$.yourTime"),
  noSlots: text(1_000),
  details: short(),
  name: text(80),
  email: text(80),
  company: text(80),
  optional: text(40),
  note: text(200),
  notePlaceholder: text(200),
  confirm: text(80),
  privacy: text(1_000),
  privacyLink: text(80),
  checkTitle: short(),
  chooseSlot: text(300),
  taken: text(500),
  nextFree: short(),
  confirmedTitle: short(),
  confirmedText: bookingText(300, "$.confirmedText"),
  confirmedEmail: text(1_000),
  backHome: text(80),
  manageTitle: short(),
  manageText: bookingText(300, "$.manageText"),
  cancel: text(80),
  move: text(80),
  moveIntro: text(300),
  cancelledTitle: short(),
  cancelledText: text(1_000),
  movedTitle: short(),
  linkInvalid: text(500),
  notLive: text(500),
  failed: text(500),
  change: text(80),
  more: text(80),
  // How and where, the summary card, the confirm step, the cut-off (docs/decisions/029-booking-for-the-visitor.md).
  meetingLegend: short(),
  meetingVideo: text(80),
  meetingPhone: text(80),
  phoneField: text(80),
  aboutLabel: text(80),
  aboutRemove: text(80),
  videoLater: text(200),
  phoneLocation: bookingText(200, "$.phoneLocation"),
  whenLabel: text(40),
  whereLabel: text(40),
  meetLabel: text(80),
  host: text(200),
  addToCalendar: text(80),
  manageLink: text(80),
  cancelAsk: short(),
  cancelReason: text(200),
  cancelConfirm: text(80),
  keepCall: text(80),
  cutoffText: bookingText(1_000, "$.cutoffText"),
  mail: z.strictObject({
    summary: bookingText(200, "$.mail.summary"),
    subject: bookingText(200, "$.mail.subject"),
    text: bookingText(4_000, "$.mail.text"),
    cancelSubject: bookingText(200, "$.mail.cancelSubject"),
    cancelText: bookingText(4_000, "$.mail.cancelText"),
    reminderSubject: bookingText(200, "$.mail.reminderSubject"),
    reminderText: bookingText(4_000, "$.mail.reminderText"),
  }),
});
