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
 * A field's label (and help) in both console languages, as `.meta()`: the editor, the publish
 * warnings, the history and the diffs name the field by it (console-labels.ts, fieldTitle).
 */
export function label(sv: string, en: string, help?: { sv: string; en: string }) {
  return help ? { label: { sv, en }, help } : { label: { sv, en } };
}

/**
 * A fact a visitor can check that only the owner has (a team member's experience, where and when
 * a client story was done, the VAT number): optional, empty in the seed, and listed in the
 * console's proof checklist, filled or not (docs/decisions/031-copy-and-proof.md, "The proof
 * checklist"). Spread into a field's `.meta()` beside its label.
 */
export const PROOF = { proof: true } as const;

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
const titled = z.strictObject({ title: short().meta(label("Titel", "Title")), text: text(2_000).meta(label("Text", "Text")) });
const pageMeta = z.strictObject({
  title: text(120).meta(label("Titel", "Title")),
  description: text(400).meta(label("Beskrivning", "Description")),
  keywords: list(text(80), 30).meta(label("Nyckelord", "Keywords")),
  ogImageAlt: text(300).optional().meta(label("Delningsbildens alt-text", "Sharing image alt text")),
  /** The page's own Open Graph image (its 1200×630 crop); without one the site's image is shared. */
  ogImage: imageRef.optional().meta(label("Delningsbild (Open Graph)", "Sharing image (Open Graph)")),
});
/** Rich text: paragraphs, sub-headings and lists only; never HTML (text-rules.ts refuses markup). */
const textBlock = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("p").meta(label("Typ", "Type")), text: text().meta(label("Text", "Text")) }),
  z.strictObject({ type: z.literal("h3").meta(label("Typ", "Type")), text: text(200).meta(label("Text", "Text")) }),
  z.strictObject({
    type: z.literal("ul").meta(label("Typ", "Type")),
    items: list(text(2_000), 40).meta(label("Punkter", "Items")),
  }),
]);
/**
 * What a service takes and costs, as a page and its home card state it (docs/decisions/031-copy-and-proof.md):
 * a duration from the facts and a price fact, or how the price is set where the firm states none.
 * Optional, so older revisions stay valid.
 */
const typical = z.strictObject({
  duration: text(300).meta(label("Typisk tid", "Typical duration")),
  price: text(300).meta(label("Pris eller hur priset sätts", "Price, or how it is set")),
});
const teamMember = z.strictObject({
  name: short().meta(label("Namn", "Name")),
  role: short().meta(label("Roll", "Role")),
  description: text(1_000).meta(label("Beskrivning", "Description")),
  photo: imageRef.optional().meta({ ...label("Foto", "Photo"), ...PROOF }),
  /** Proof the owner fills in (decision 031): years and kind of experience, in the person's words; empty until then. */
  experience: text(300)
    .optional()
    .meta({ ...label("Erfarenhet", "Experience"), ...PROOF }),
  /** A public profile (e.g. LinkedIn) the person has approved; https only. */
  profileUrl: link.optional().meta({ ...label("Länk till profil", "Profile link"), ...PROOF }),
});
/**
 * Where and when a client story was done (decision 031): here or at a previous employer, the
 * year and who led it. Optional and empty in the seed: the repository records no provenance, so
 * none is printed until the owner enters it.
 */
const storyOrigin = z.strictObject({
  at: z.enum(["here", "previous"]).meta(label("Var", "Where")),
  year: z
    .number()
    .int()
    .min(1990)
    .max(2100)
    .optional()
    .meta({ ...label("År", "Year"), ...PROOF }),
  // One line under the text rules, as every name the site prints (docs/decisions/028-security-m4-m6.md, L12).
  ledBy: line(80).optional().meta(label("Ledd av", "Led by")),
});

/**
 * The three kinds of MVP side by side (docs/decisions/031-copy-and-proof.md, "Cold review of
 * 2026-12-01, third reader: service pages", B3): what a buyer gets, the time and the price, each
 * cell naming its facts (`{{fact:…}}`) rather than typing a figure. Optional, so stored documents
 * without it stay valid: the no-code, fast-MVP and SaaS pages and the home page's services carry it.
 */
export const mvpComparison = z.strictObject({
  heading: short().meta(label("Rubrik", "Heading")),
  intro: text(1_000).optional().meta(label("Inledning", "Intro")),
  columns: z
    .strictObject({
      offer: text(80).meta(label("Kolumn: erbjudande", "Column: offer")),
      what: text(80).meta(label("Kolumn: vad ni får", "Column: what you get")),
      time: text(80).meta(label("Kolumn: tid", "Column: time")),
      price: text(80).meta(label("Kolumn: pris", "Column: price")),
    })
    .meta(label("Kolumnrubriker", "Column headings")),
  rows: list(
    z.strictObject({
      offer: short().meta(label("Erbjudande", "Offer")),
      what: text(500).meta(label("Vad ni får", "What you get")),
      time: text(300).meta(label("Tid", "Time")),
      price: text(300).meta(label("Pris", "Price")),
    }),
    6,
  ).meta(label("Rader", "Rows")),
  note: text(500).optional().meta(label("Not under tabellen", "Note under the table")),
});

export const servicePage = z.strictObject({
  meta: pageMeta.meta(label("Sökmotorer och delning", "Meta")),
  hero: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      title: short().meta(label("Titel", "Title")),
      subtitle: text(1_000).meta(label("Underrubrik", "Subtitle")),
      primaryCta: text(80).meta(label("Huvudknapp", "Primary button")),
      secondaryCta: text(80).meta(label("Andra knappen", "Secondary button")),
      typical: typical.optional().meta(label("Tid och pris", "Time and price")),
    })
    .meta(label("Toppsektion", "Hero")),
  intro: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      paragraphs: list(text(), 20).meta(label("Stycken", "Paragraphs")),
      bullets: list(text(500), 20).optional().meta(label("Punkter", "Bullets")),
    })
    .meta(label("Inledning", "Intro")),
  comparison: mvpComparison.optional().meta(label("Jämförelse av MVP-slagen", "MVP comparison")),
  benefits: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).optional().meta(label("Inledning", "Intro")),
      items: list(titled.extend({ icon: icon.meta(label("Ikon", "Icon")) }), 20).meta(label("Punkter", "Items")),
    })
    .meta(label("Fördelar", "Benefits")),
  offering: z
    .strictObject({
      kind: z.enum(["services", "useCases", "components"]).meta(label("Slag", "Kind")),
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).optional().meta(label("Inledning", "Intro")),
      items: list(
        titled.extend({
          icon: icon.meta(label("Ikon", "Icon")),
          examples: list(text(120), 20).optional().meta(label("Exempel", "Examples")),
        }),
        20,
      ).meta(label("Punkter", "Items")),
    })
    .optional()
    .meta(label("Erbjudande", "Offering")),
  process: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).optional().meta(label("Inledning", "Intro")),
      steps: list(titled, 20).meta(label("Steg", "Steps")),
    })
    .optional()
    .meta(label("Arbetssätt", "Process")),
  technologies: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).optional().meta(label("Inledning", "Intro")),
      badges: list(text(80), 60).optional().meta(label("Märken", "Badges")),
      groups: list(
        z.strictObject({ name: short().meta(label("Namn", "Name")), items: list(text(80), 40).meta(label("Punkter", "Items")) }),
        20,
      )
        .optional()
        .meta(label("Grupper", "Groups")),
    })
    .meta(label("Tekniker", "Technologies")),
  spotlight: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      paragraphs: list(text(), 20).meta(label("Stycken", "Paragraphs")),
      listHeading: short().meta(label("Listans rubrik", "List heading")),
      items: list(text(500), 30).meta(label("Punkter", "Items")),
      pricingHeading: short().meta(label("Prisrubrik", "Pricing heading")),
      pricing: text(1_000).meta(label("Prissättning", "Pricing")),
    })
    .optional()
    .meta(label("I fokus", "Spotlight")),
  stories: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).optional().meta(label("Inledning", "Intro")),
      items: list(
        z.strictObject({
          title: short().meta(label("Titel", "Title")),
          sector: short().meta(label("Bransch", "Sector")),
          text: text(2_000).meta(label("Text", "Text")),
          // Optional: a story whose client measured no figure of its own shows none rather than
          // borrowing another story's (docs/style-guide.md, "One set of facts").
          result: z
            .strictObject({ value: text(40).meta(label("Värde", "Value")), label: short().meta(label("Etikett", "Label")) })
            .optional()
            .meta(label("Resultat", "Result")),
          origin: storyOrigin.optional().meta({
            ...label("Var och när (här eller hos tidigare arbetsgivare)", "Where and when (here or at a previous employer)"),
            ...PROOF,
          }),
        }),
        20,
      ).meta(label("Punkter", "Items")),
    })
    .optional()
    .meta(label("Kundberättelser", "Stories")),
  faq: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      items: list(
        z.strictObject({
          question: text(300).meta(label("Fråga", "Question")),
          answer: text(3_000).meta(label("Svar", "Answer")),
        }),
        30,
      ).meta(label("Punkter", "Items")),
    })
    .optional()
    .meta(label("Vanliga frågor", "FAQ")),
  cta: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      text: text(1_000).meta(label("Text", "Text")),
      button: text(80).optional().meta(label("Knapp", "Button")),
    })
    .meta(label("Uppmaning", "Call to action")),
});

const card = z.strictObject({
  title: short().meta(label("Titel", "Title")),
  description: text(1_000).meta(label("Beskrivning", "Description")),
  keywords: list(text(80), 20).meta(label("Nyckelord", "Keywords")),
  icon: icon.meta(label("Ikon", "Icon")),
  /** What the work typically takes and costs, in a line (decision 031). */
  typical: text(200).optional().meta(label("Tid och pris", "Time and price")),
});

export const homePage = z.strictObject({
  meta: pageMeta.meta(label("Sökmotorer och delning", "Meta")),
  hero: z
    .strictObject({
      title: short().meta(label("Titel", "Title")),
      subtitle: text(1_000).meta(label("Underrubrik", "Subtitle")),
      slogan: short().meta(label("Slogan", "Slogan")),
      tryNow: text(80).meta(label("Prova nu", "Try now")),
      explore: text(80).meta(label("Utforska", "Explore")),
    })
    .meta(label("Toppsektion", "Hero")),
  about: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      heading: short().meta(label("Rubrik", "Heading")),
      paragraphs: list(text(), 20).meta(label("Stycken", "Paragraphs")),
      values: list(titled.extend({ icon: icon.meta(label("Ikon", "Icon")) }), 20).meta(label("Värderingar", "Values")),
      learnMore: text(80).meta(label("Läs mer", "Learn more")),
    })
    .meta(label("Om oss", "About")),
  services: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      // Keyed by service page id: the card of each page in the page list (docs/decisions/025-service-pages.md).
      cards: z.record(serviceId(), card).meta(label("Kort", "Cards")),
      readMore: text(80).meta(label("Läs mer", "Read more")),
      keywordsLabel: short().meta(label("Nyckelordens etikett", "Keywords label")),
      infoText: text(1_000).meta(label("Text om infosidan", "Info hub text")),
      infoLink: text(80).meta(label("Länk till infosidan", "Info hub link")),
      contactLink: text(80).meta(label("Kontaktlänk", "Contact link")),
      comparison: mvpComparison.optional().meta(label("Jämförelse av MVP-slagen", "MVP comparison")),
    })
    .meta(label("Tjänster", "Services")),
  portfolio: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      inDevelopment: text(80).meta(label("Under utveckling", "In development")),
      viewProject: text(80).meta(label("Visa projektet", "View project")),
      pickerLabel: short().meta(label("Väljarens etikett", "Picker label")),
      projects: list(
        z.strictObject({
          id: identifier.meta(label("Id", "Id")),
          title: short().meta(label("Titel", "Title")),
          category: short().meta(label("Kategori", "Category")),
          // Optional, so older revisions stay valid; the badge falls back to `inDevelopment`.
          status: text(80).optional().meta(label("Status", "Status")),
          description: text(1_000).meta(label("Beskrivning", "Description")),
          url: link.optional().meta(label("Adress (URL)", "URL")),
          image: imageRef.optional().meta(label("Bild", "Image")),
          art: z
            .strictObject({
              hue: z.number().int().min(0).max(360).meta(label("Färgton", "Hue")),
              motif: z.enum(["nodes", "waves", "grid", "orbits", "bars", "rings"]).meta(label("Motiv", "Motif")),
            })
            .meta(label("Bild (genererad)", "Artwork (generated)")),
        }),
        30,
      ).meta(label("Projekt", "Projects")),
      pipeline: z
        .strictObject({
          heading: short().meta(label("Rubrik", "Heading")),
          intro: text(1_000).meta(label("Inledning", "Intro")),
          upcomingHeading: short().meta(label("Rubrik för kommande", "Upcoming heading")),
          upcoming: list(titled, 20).meta(label("Kommande", "Upcoming")),
          otherHeading: short().meta(label("Rubrik för övriga", "Other heading")),
          other: list(titled, 20).meta(label("Övriga", "Other")),
        })
        .meta(label("På gång", "Pipeline")),
    })
    .meta(label("Projekt", "Portfolio")),
  team: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      members: list(teamMember, 40).meta(label("Medlemmar", "Members")),
      closing: text(1_000).meta(label("Avslutning", "Closing")),
    })
    .meta(label("Team", "Team")),
  contact: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      promiseTitle: short().meta(label("Löftets rubrik", "Promise title")),
      promiseText: text(1_000).meta(label("Löftets text", "Promise text")),
      freeConsultation: short().meta(label("Kostnadsfri konsultation", "Free consultation")),
      customSolutions: short().meta(label("Skräddarsydda lösningar", "Custom solutions")),
      phoneLabel: text(80).meta(label("Etikett för telefon", "Phone label")),
      emailLabel: text(80).meta(label("Etikett för e-post", "Email label")),
    })
    .meta(label("Kontakt", "Contact")),
});

export const otcPage = z.strictObject({
  meta: pageMeta.meta(label("Sökmotorer och delning", "Meta")),
  hero: z
    .strictObject({
      eyebrow: short().meta(label("Överrubrik", "Eyebrow")),
      title: short().meta(label("Titel", "Title")),
      subtitle: text(1_000).meta(label("Underrubrik", "Subtitle")),
      badges: list(text(80), 20).meta(label("Märken", "Badges")),
      cta: text(80).meta(label("Uppmaning", "Call to action")),
    })
    .meta(label("Toppsektion", "Hero")),
  features: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      items: list(titled.extend({ icon: icon.meta(label("Ikon", "Icon")) }), 20).meta(label("Punkter", "Items")),
    })
    .meta(label("Funktioner", "Features")),
  network: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      benefits: list(titled, 20).meta(label("Fördelar", "Benefits")),
      stats: list(
        z.strictObject({ value: text(40).meta(label("Värde", "Value")), label: short().meta(label("Etikett", "Label")) }),
        10,
      ).meta(label("Siffror", "Stats")),
    })
    .meta(label("Nätverk", "Network")),
  request: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      disclaimerTitle: short().meta(label("Friskrivningens rubrik", "Disclaimer title")),
      disclaimer: text(2_000).meta(label("Friskrivning", "Disclaimer")),
    })
    .meta(label("Förfrågan", "Request")),
  contact: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      text: text(1_000).meta(label("Text", "Text")),
      phoneLabel: text(80).meta(label("Etikett för telefon", "Phone label")),
      emailLabel: text(80).meta(label("Etikett för e-post", "Email label")),
    })
    .meta(label("Kontakt", "Contact")),
  team: z
    .strictObject({
      heading: short().meta(label("Rubrik", "Heading")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      members: list(teamMember, 20).meta(label("Medlemmar", "Members")),
    })
    .meta(label("Team", "Team")),
});

export const infoPage = z.strictObject({
  meta: pageMeta.meta(label("Sökmotorer och delning", "Meta")),
  title: short().meta(label("Titel", "Title")),
  intro: text(2_000).meta(label("Inledning", "Intro")),
  tocHeading: short().meta(label("Innehållsförteckningens rubrik", "Contents heading")),
  topics: list(
    z.strictObject({
      id: z.enum(INFO_TOPIC_IDS).meta(label("Id", "Id")),
      icon: icon.meta(label("Ikon", "Icon")),
      title: short().meta(label("Titel", "Title")),
      summary: text(500).meta(label("Sammanfattning", "Summary")),
      body: list(textBlock, 80).meta(label("Brödtext", "Body")),
      // Any page of the page list by id, a page added in the console too; the publish checks that
      // it is listed (docs/decisions/025-service-pages.md), the editor offers the list.
      related: list(
        z.strictObject({
          slug: serviceId().meta({ servicePage: true }).meta(label("Adressdel", "Slug")),
          label: short().meta(label("Etikett", "Label")),
        }),
        14,
      ).meta(label("Relaterat", "Related")),
    }),
    20,
  ).meta(label("Ämnen", "Topics")),
});

const SOCIAL_IDS = ["facebook", "linkedin", "instagram", "x", "tiktok", "pinterest", "youtube"] as const;
const SOCIAL_NAMES: Record<(typeof SOCIAL_IDS)[number], string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  x: "X",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  youtube: "YouTube",
};

export const socialPage = z.strictObject({
  meta: pageMeta.meta(label("Sökmotorer och delning", "Meta")),
  title: short().meta(label("Titel", "Title")),
  intro: text(1_000).meta(label("Inledning", "Intro")),
  iconRowLabel: short().meta(label("Ikonradens etikett", "Icon row label")),
  visitProfile: text(80).meta(label("Besök profilen", "Visit profile")),
  profiles: z
    .strictObject(
      Object.fromEntries(SOCIAL_IDS.map((id) => [id, text(500).meta(label(SOCIAL_NAMES[id], SOCIAL_NAMES[id]))])) as Record<
        (typeof SOCIAL_IDS)[number],
        ReturnType<typeof text>
      >,
    )
    .meta(label("Profiler", "Profiles")),
  contactHeading: short().meta(label("Kontaktrubrik", "Contact heading")),
  contactText: text(1_000).meta(label("Kontakttext", "Contact text")),
  contactUs: text(80).meta(label("Kontakta oss", "Contact us")),
});

export const documentPage = z.strictObject({
  meta: pageMeta.meta(label("Sökmotorer och delning", "Meta")),
  title: short().meta(label("Titel", "Title")),
  intro: text(2_000).meta(label("Inledning", "Intro")),
  updated: z.iso.date().meta(label("Uppdaterad", "Updated")),
  sections: list(
    z.strictObject({
      id: identifier.meta(label("Id", "Id")),
      heading: short().meta(label("Rubrik", "Heading")),
      blocks: list(textBlock, 80).meta(label("Stycken", "Blocks")),
    }),
    60,
  ).meta(label("Avsnitt", "Sections")),
});

const fieldCopy = z.strictObject({
  label: short().meta(label("Etikett", "Label")),
  placeholder: short().optional().meta(label("Exempeltext i fältet", "Placeholder")),
  hint: text(500).optional().meta(label("Hjälptext", "Hint")),
});
const formCopy = z.strictObject({
  fields: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/), fieldCopy).meta(label("Fält", "Fields")),
  options: z
    .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/), z.record(z.string().max(80), text(200)))
    .meta(label("Alternativ", "Options")),
  submit: text(80).meta(label("Skicka-knapp", "Submit button")),
  submitting: text(80).meta(label("Medan det skickas", "While sending")),
  success: z
    .strictObject({
      title: short().meta(label("Titel", "Title")),
      text: text(1_000).meta(label("Text", "Text")),
      again: text(80).meta(label("Skicka igen", "Send again")),
      book: text(80).meta(label("Boka en tid", "Book a time")),
    })
    .meta(label("Tack-vy", "Thank-you view")),
});

export const formsCopy = z.strictObject({
  optional: text(40).meta(label("Valfritt", "Optional")),
  selectPlaceholder: text(40).meta(label("Välj-text", "Select placeholder")),
  honeypotLabel: short().meta(label("Fällfältets etikett", "Honeypot label")),
  privacyNote: z
    .strictObject({
      before: text(200).meta(label("Text före länken", "Text before the link")),
      link: text(80).meta(label("Länk", "Link")),
      after: text(200).meta(label("Text efter länken", "Text after the link")),
    })
    .meta(label("Integritetsnotis", "Privacy note")),
  errorSummary: text(120).meta(label("Felsammanfattning", "Error summary")),
  about: text(40).meta(label("Om oss", "About")),
  contact: formCopy.meta(label("Kontakt", "Contact")),
  project: formCopy
    .extend({
      title: short().meta(label("Titel", "Title")),
      intro: text(1_000).meta(label("Inledning", "Intro")),
      close: text(40).meta(label("Stäng", "Close")),
      closeLabel: text(80).meta(label("Stäng (för skärmläsare)", "Close (for screen readers)")),
      moreDetails: text(80).meta(label("Knapp som visar de valfria fälten", "Button that shows the optional fields")),
      sections: z
        .strictObject({
          about: short().meta(label("Om oss", "About")),
          scope: short().meta(label("Omfattning", "Scope")),
          details: short().meta(label("Detaljer", "Details")),
        })
        .meta(label("Avsnitt", "Sections")),
    })
    .meta(label("Projektförfrågan", "Project enquiry")),
  "otc-network-request": formCopy.meta(label("OTC-introduktion", "OTC introduction request")),
});

/** Navigation, footer and the interface strings every page shares, with the service layout's labels. */
export const interfaceCopy = z.strictObject({
  ui: z
    .strictObject({
      skipToContent: short().meta(label("Hoppa till innehållet", "Skip to content")),
      homeLink: short().meta(label("Länk till startsidan", "Home link")),
      mainNavLabel: short().meta(label("Huvudnavigeringens etikett", "Main navigation label")),
      mobileNavLabel: short().meta(label("Mobilnavigeringens etikett", "Mobile navigation label")),
      nav: list(
        z.strictObject({
          id: z.enum(["company", "services", "portfolio", "team", "otc", "contact"]).meta(label("Id", "Id")),
          label: text(60).meta(label("Etikett", "Label")),
        }),
        10,
      ).meta(label("Navigering", "Navigation")),
      switchLanguage: short().meta(label("Byt språk", "Switch language")),
      bookCall: text(40).meta(label("Boka samtal-knapp i sidhuvudet", "Book a call button in the header")),
      otherLanguageName: text(40).meta(label("Det andra språkets namn", "Other language's name")),
      footer: z
        .strictObject({
          tagline: text(500).meta(label("Devis", "Tagline")),
          contactHeading: short().meta(label("Kontaktrubrik", "Contact heading")),
          officesHeading: short().meta(label("Kontorens rubrik", "Offices heading")),
          orgNumberLabel: short().meta(label("Etikett för organisationsnummer", "Organisation number label")),
          quickLinksHeading: short().meta(label("Snabblänkarnas rubrik", "Quick links heading")),
          quickLinks: list(
            z.strictObject({
              target: z.enum(["portfolio", "company", "services", "team", "contact"]).meta(label("Mål", "Target")),
              label: text(60).meta(label("Etikett", "Label")),
            }),
            10,
          ).meta(label("Snabblänkar", "Quick links")),
          servicesHeading: short().meta(label("Tjänsternas rubrik", "Services heading")),
          socialHeading: short().meta(label("Rubrik för sociala medier", "Social heading")),
          allSocial: text(80).meta(label("Alla sociala medier", "All social media")),
          rights: text(200).meta(label("Rättigheter", "Rights")),
          legalNavLabel: short().meta(label("Juridisk navigering (etikett)", "Legal navigation label")),
          privacy: text(80).meta(label("Integritetspolicy", "Privacy policy")),
          terms: text(80).meta(label("Villkor", "Terms")),
          support: text(80).meta(label("Support", "Support")),
        })
        .meta(label("Sidfot", "Footer")),
      newTab: text(80).meta(label("Öppnas i ny flik", "Opens in a new tab")),
      ogImageAlt: text(300).meta(label("Delningsbildens alt-text", "Sharing image alt text")),
      notFound: z
        .strictObject({
          metaTitle: short().meta(label("Sidtitel", "Page title")),
          title: short().meta(label("Titel", "Title")),
          text: text(1_000).meta(label("Text", "Text")),
          home: text(80).meta(label("Startsidan", "Home page")),
          contact: text(80).meta(label("Kontakt", "Contact")),
        })
        .meta(label("Sidan finns inte", "Not found")),
      thanks: z
        .strictObject({ backHome: text(80).meta(label("Tillbaka till startsidan", "Back to the home page")) })
        .meta(label("Tack-sidan", "Thank-you page")),
      serviceLayout: z
        .strictObject({ back: text(80).meta(label("Tillbaka", "Back")) })
        .meta(label("Tjänstesidornas layout", "Service page layout")),
      infoHub: z
        .strictObject({
          navLabel: short().meta(label("Navigeringens etikett", "Navigation label")),
          home: text(80).meta(label("Startsidan", "Home page")),
          infoHub: text(80).meta(label("Infosidan", "Info hub")),
          services: text(80).meta(label("Tjänster", "Services")),
          contact: text(80).meta(label("Kontakt", "Contact")),
          related: short().meta(label("Relaterat", "Related")),
        })
        .meta(label("Infosidan", "Info hub")),
      documentPage: z
        .strictObject({
          updated: text(80).meta(label("Uppdaterad", "Updated")),
          contents: text(80).meta(label("Innehållsförteckning", "Contents")),
          contactHeading: short().meta(label("Kontaktrubrik", "Contact heading")),
          phone: text(80).meta(label("Telefon", "Phone")),
          email: text(80).meta(label("E-post", "Email")),
          offices: text(80).meta(label("Kontor", "Offices")),
        })
        .meta(label("Juridiska sidor och support", "Legal and support pages")),
    })
    .meta(label("Gränssnitt", "Interface")),
  serviceLayout: z
    .strictObject({ examples: short().meta(label("Exempel", "Examples")), topBar: short().meta(label("Toppfält", "Top bar")) })
    .meta(label("Tjänstesidornas layout", "Service page layout")),
});

/** The confirmation email: {brand}, {formName}, {received}, {reference}, {siteHost}, {email}, {phone} and {legalName} are filled when sent. */
export const confirmationEmail = z.strictObject({
  subject: text(200, CONFIRMATION_PLACEHOLDERS).meta(label("Ämnesrad", "Subject")),
  body: text(4_000, CONFIRMATION_PLACEHOLDERS).meta(label("Brödtext", "Body")),
});

/** The figures and fixed sentences several pages state (app/content/facts.ts). */
const span = z.strictObject({
  from: z.number().int().min(0).max(1_000).meta(label("Från", "From")),
  to: z.number().int().min(0).max(1_000).optional().meta(label("Till", "To")),
  unit: z.enum(["days", "weeks", "months"]).meta(label("Enhet", "Unit")),
});
export const factsDocument = z.strictObject({
  timelines: z.record(identifierKey(), span).meta(label("Tidsramar", "Timelines")),
  prices: z
    .record(
      identifierKey(),
      z.strictObject({
        currency: z.enum(["USD", "EUR"]).meta(label("Valuta", "Currency")),
        from: z.number().int().min(0).meta(label("Från", "From")),
        to: z.number().int().min(0).meta(label("Till", "To")),
      }),
    )
    .meta(label("Priser", "Prices")),
  /**
   * The one conversion rule: round kronor per dollar and per euro. Every price shows in kronor and in
   * its own currency from this (docs/decisions/031-copy-and-proof.md); the content migration
   * 2026-11-27_01_facts_conversion adds it to stored revisions.
   */
  conversion: z
    .strictObject({
      USD: z.number().min(0.01).max(1_000).meta(label("Kronor per dollar", "Kronor per dollar")),
      EUR: z.number().min(0.01).max(1_000).meta(label("Kronor per euro", "Kronor per euro")),
    })
    .meta(label("Omräkning till kronor (kr per enhet)", "Conversion to kronor (SEK per unit)")),
  percentages: z
    .record(
      identifierKey(),
      z.strictObject({
        from: z.number().min(0).max(1_000).meta(label("Från", "From")),
        to: z.number().min(0).max(1_000).optional().meta(label("Till", "To")),
      }),
    )
    .meta(label("Procentsatser", "Percentages")),
  team: z
    .strictObject({
      specialists: z.number().int().min(0).max(100).meta(label("Specialister", "Specialists")),
      otc: z.number().int().min(0).max(100).meta(label("OTC", "OTC")),
    })
    .meta(label("Team", "Team")),
  replyHours: z.number().int().min(1).max(168).meta(label("Svarstid (timmar)", "Reply time (hours)")),
  otc: z
    .strictObject({
      deskCount: z.number().int().min(0).max(1_000).meta(label("Antal handelsbord", "Number of desks")),
      minimumUsd: z.number().int().min(0).meta(label("Minsta belopp (USD)", "Minimum (USD)")),
    })
    .meta(label("OTC", "OTC")),
  texts: z
    .record(identifierKey(), z.union([text(3_000), z.record(identifierKey(), text(3_000))]))
    .meta(label("Meningar", "Texts")),
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
  brand: line(80).meta(label("Varumärke", "Brand")),
  brandParts: z.tuple([line(40), line(40)]).meta(label("Varumärket i två delar (logotypen)", "Brand in two parts (the logo)")),
  legalName: line(120).meta(label("Juridiskt namn", "Legal name")),
  orgNumber: z
    .string()
    .regex(/^\d{6}-\d{4}$/)
    .meta(label("Organisationsnummer", "Organisation number")),
  // The legal identity the owner fills in (docs/decisions/031-copy-and-proof.md): shown in the
  // footer's legal line when set, left out when not; the seed holds none of them.
  /** The registered office (säte): the municipality in the companies register, e.g. "Stockholm". */
  registeredOffice: line(80)
    .optional()
    .meta({ ...label("Säte", "Registered office"), ...PROOF }),
  /** The VAT registration number: "SE", the organisation number's ten digits and "01". */
  vatNumber: z
    .string()
    .regex(/^SE\d{10}01$/)
    .optional()
    .meta({ ...label("Momsregistreringsnummer", "VAT number"), ...PROOF }),
  /** The year the company was registered. */
  founded: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .optional()
    .meta({ ...label("Grundat år", "Year founded"), ...PROOF }),
  phone: z
    .strictObject({
      display: z
        .string()
        .regex(/^\+?[\d ]{6,24}$/)
        .meta(label("Som det visas", "As shown")),
      tel: z
        .string()
        .regex(/^\+?\d{6,20}$/)
        .meta(label("Telefonnummer (för länken)", "Phone number (for the link)")),
    })
    .meta(label("Telefon", "Phone")),
  email: companyEmail.meta(label("E-post", "Email")),
  offices: list(
    z.strictObject({
      city: line(80).meta(label("Ort", "City")),
      street: line(120).meta(label("Gatuadress", "Street")),
      postcode: z
        .string()
        .regex(/^\d{3} ?\d{2}$/)
        .meta(label("Postnummer", "Postcode")),
    }),
    10,
  ).meta(label("Kontor", "Offices")),
  themeColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .meta(label("Temafärg", "Theme colour")),
  socials: list(
    z.strictObject({
      id: z.enum(SOCIAL_IDS).meta(label("Id", "Id")),
      name: line(40).meta(label("Namn", "Name")),
      url: link.meta(label("Adress (URL)", "URL")),
      color: z
        .string()
        .regex(/^#[0-9a-f]{6}$/i)
        .meta(label("Färg", "Colour")),
    }),
    SOCIAL_IDS.length,
  ).meta(label("Sociala medier", "Social profiles")),
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
      id: serviceId().meta(label("Id", "Id")),
      slug: z.strictObject({ sv: serviceId(), en: serviceId() }).meta(label("Adressdel", "Slug")),
      formerSlugs: z
        .strictObject({ sv: list(serviceId(), 100), en: list(serviceId(), 100) })
        .meta(label("Tidigare adressdelar (leder hit med 301)", "Former slugs (redirect here with 301)")),
      state: z.enum(["live", "retired"]).meta(label("Läge (publicerad eller avpublicerad)", "State (live or retired)")),
    }),
    MAX_SERVICE_PAGES,
  ).meta(label("Tjänster", "Services")),
});

/**
 * The words of booking a free call (app/content/booking.ts, docs/decisions/021-booking.md): the
 * contact section's picker, the server's booking pages and the booking emails. The texts that
 * name a time, a zone or a link hold `{placeholders}`, each only its own (BOOKING_PLACEHOLDERS).
 */
const bookingText = (max: number, field?: keyof typeof BOOKING_PLACEHOLDERS) =>
  text(max, field ? BOOKING_PLACEHOLDERS[field] : undefined);
export const bookingDocument = z.strictObject({
  heading: short().meta(label("Rubrik", "Heading")),
  intro: text(1_000).meta(label("Inledning", "Intro")),
  open: text(200).meta(label("Länk till bokningssidan", "Link to the booking page")),
  pageTitle: text(120).meta(label("Bokningssidans titel", "Booking page title")),
  pickTime: short().meta(label("Välj en tid (rubrik)", "Pick a time (heading)")),
  swedishTime: text(40).meta(label("Svensk tid (efter klockslag)", "Swedish time (after a time)")),
  yourTime: bookingText(300, "$.yourTime").meta(label("Tider i besökarens tidszon", "Times in the visitor's time zone")),
  noSlots: text(1_000).meta(label("Inga lediga tider", "No free times")),
  details: short().meta(label("Detaljer", "Details")),
  name: text(80).meta(label("Namn", "Name")),
  email: text(80).meta(label("E-post", "Email")),
  company: text(80).meta(label("Företag", "Company")),
  optional: text(40).meta(label("Valfritt", "Optional")),
  note: text(200).meta(label("Vad samtalet ska handla om", "What the call is about")),
  notePlaceholder: text(200).meta(label("Exempeltext i meddelanderutan", "Placeholder of the note box")),
  confirm: text(80).meta(label("Boka-knapp", "Book button")),
  privacy: text(1_000).meta(label("Integritetspolicy", "Privacy policy")),
  privacyLink: text(80).meta(label("Länk till integritetspolicyn", "Privacy policy link")),
  checkTitle: short().meta(label("Rubrik när något ska rättas", "Heading when something needs fixing")),
  chooseSlot: text(300).meta(label("Ingen tid vald", "No time chosen")),
  taken: text(500).meta(label("Tiden hann bokas av någon annan", "Someone else took the time")),
  nextFree: short().meta(label("Närmaste lediga tider (rubrik)", "The next free times (heading)")),
  confirmedTitle: short().meta(label("Bokat (rubrik)", "Booked (heading)")),
  confirmedText: bookingText(300, "$.confirmedText").meta(label("Bokat (text)", "Booked (text)")),
  confirmedEmail: text(1_000).meta(label("Bekräftelsen är på väg", "The confirmation is on its way")),
  backHome: text(80).meta(label("Tillbaka till startsidan", "Back to the home page")),
  manageTitle: short().meta(label("Det bokade samtalet (rubrik)", "The booked call (heading)")),
  manageText: bookingText(300, "$.manageText").meta(label("Det bokade samtalet (text)", "The booked call (text)")),
  cancel: text(80).meta(label("Avboka-knapp", "Cancel button")),
  move: text(80).meta(label("Flytta-knapp", "Move button")),
  moveIntro: text(300).meta(label("Flytta till en annan tid (rubrik)", "Move to another time (heading)")),
  cancelledTitle: short().meta(label("Avbokat (rubrik)", "Cancelled (heading)")),
  cancelledText: text(1_000).meta(label("Avbokat (text)", "Cancelled (text)")),
  movedTitle: short().meta(label("Flyttat (rubrik)", "Moved (heading)")),
  linkInvalid: text(500).meta(label("Länken fungerar inte", "The link does not work")),
  notLive: text(500).meta(label("Redan avbokat", "Already cancelled")),
  failed: text(500).meta(label("Bokningen misslyckades", "The booking failed")),
  change: text(80).meta(label("Byt tid", "Change time")),
  more: text(80).meta(label("Fler tider", "More times")),
  // How and where, the summary card, the confirm step, the cut-off (docs/decisions/029-booking-for-the-visitor.md).
  meetingLegend: short().meta(label("Video eller telefon (rubrik)", "Video or phone (heading)")),
  meetingVideo: text(80).meta(label("Val: videosamtal", "Choice: video call")),
  meetingPhone: text(80).meta(label("Val: vi ringer", "Choice: we phone")),
  phoneField: text(80).meta(label("Telefonnummer (fält)", "Phone number (field)")),
  aboutLabel: text(80).meta(label("Tjänsten besökaren kom från (etikett)", "The service the visitor came from (label)")),
  aboutRemove: text(80).meta(label("Ta bort tjänsten", "Remove the service")),
  videoLater: text(200).meta(label("Plats: video, länk saknas ännu", "Where: video, no link set yet")),
  phoneLocation: bookingText(200, "$.phoneLocation").meta(label("Plats: vi ringer", "Where: we phone")),
  whenLabel: text(40).meta(label("När (etikett)", "When (label)")),
  whereLabel: text(40).meta(label("Var (etikett)", "Where (label)")),
  meetLabel: text(80).meta(label("Vem besökaren träffar (etikett)", "Who the visitor meets (label)")),
  host: text(200).meta(label("Vem besökaren träffar", "Who the visitor meets")),
  addToCalendar: text(80).meta(label("Lägg till i kalendern", "Add to calendar")),
  manageLink: text(80).meta(label("Länk: flytta eller avboka", "Link: move or cancel")),
  cancelAsk: short().meta(label("Avboka? (fråga)", "Cancel? (question)")),
  cancelReason: text(200).meta(label("Varför avboka (fält)", "Why cancel (field)")),
  cancelConfirm: text(80).meta(label("Bekräfta avbokning", "Confirm the cancellation")),
  keepCall: text(80).meta(label("Behåll samtalet", "Keep the call")),
  cutoffText: bookingText(1_000, "$.cutoffText").meta(label("För sent att ändra här", "Too late to change here")),
  mail: z
    .strictObject({
      summary: bookingText(200, "$.mail.summary").meta(label("Sammanfattning", "Summary")),
      subject: bookingText(200, "$.mail.subject").meta(label("Ämnesrad", "Subject")),
      text: bookingText(4_000, "$.mail.text").meta(label("Text", "Text")),
      cancelSubject: bookingText(200, "$.mail.cancelSubject").meta(label("Avbokningens ämnesrad", "Cancellation subject")),
      cancelText: bookingText(4_000, "$.mail.cancelText").meta(label("Avbokningens text", "Cancellation text")),
      reminderSubject: bookingText(200, "$.mail.reminderSubject").meta(label("Påminnelsens ämnesrad", "Reminder subject")),
      reminderText: bookingText(4_000, "$.mail.reminderText").meta(label("Påminnelsens text", "Reminder text")),
    })
    .meta(label("E-post till besökaren", "Email to the visitor")),
});
