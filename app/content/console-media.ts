// Copy of the console's media library and the editor's image picker, Swedish and English side
// by side (docs/decisions/024-media.md). Refusals of a file come from the server, in both
// languages (app/media/messages.ts); the console shows the one of its language.
import type { Lang } from "~/i18n/lang";

export type MediaCopy = typeof sv;

const FIELD_WORDS: Record<Lang, Record<string, string>> = {
  sv: { team: "Team", members: "Medlemmar", photo: "Foto", portfolio: "Portfolio", projects: "Projekt", image: "Bild" },
  en: { team: "Team", members: "Members", photo: "Photo", portfolio: "Portfolio", projects: "Projects", image: "Image" },
};

/** `$.team.members[0].photo` → "Team › Members 1 › Photo": known words translated, others made readable, lists from 1. */
function fieldName(field: string, lang: Lang): string {
  const parts = [...field.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => {
    if (index !== undefined) return String(Number(index) + 1);
    const word = FIELD_WORDS[lang][key!];
    if (word) return word;
    const words = key!.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  });
  // A list's position joins its name: "Members 1".
  const joined: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part) && joined.length) joined[joined.length - 1] += ` ${part}`;
    else joined.push(part);
  }
  return joined.join(" › ");
}

const sv = {
  /** The navigation entry and the screen's heading. */
  heading: "Bilder",
  intro:
    "Foton för teamet och portfolion. Varje bild görs om till AVIF, WebP och JPEG i flera storlekar, utan kamerans metadata (plats, serienummer). En bild som visas på en sida behöver alt-text på svenska och engelska, om den inte är dekorativ.",
  upload: {
    heading: "Ladda upp",
    drop: "Släpp bilder här",
    choose: "Välj bilder",
    types: "JPEG, PNG, WebP eller AVIF, högst 20 MB.",
    uploading: (name: string) => `Laddar upp ${name}`,
    done: (name: string) => `${name} är uppladdad.`,
    refused: (name: string) => `${name} togs inte emot:`,
    failed: (name: string) => `${name} kunde inte laddas upp:`,
    retry: "Försök igen",
    dismiss: "Stäng",
  },
  library: {
    heading: "Biblioteket",
    empty: "Inga bilder ännu.",
    loading: "Hämtar bilderna …",
    dimensions: (width: number, height: number) => `${width} × ${height} px`,
    unused: "Används inte",
    usedOn: "Används på",
    draftOnly: "utkast",
    altMissing: (languages: string[]) => `Alt-text saknas: ${languages.join(", ")}`,
    decorative: "Dekorativ",
  },
  details: {
    alt: (language: string) => `Alt-text (${language})`,
    limit: (length: number, max: number) => `${length} av ${max} tecken`,
    overLimit: "För lång",
    decorative: "Dekorativ (ingen alt-text)",
    decorativeHint: "Bara för bilder som inte säger något som texten bredvid inte redan säger.",
    save: "Spara",
    saving: "Sparar …",
    saved: "Sparat.",
    unsaved: "Osparade ändringar",
  },
  focal: {
    heading: "Fokuspunkt",
    hint: "Klicka eller tryck på det viktigaste i bilden, eller flytta punkten med piltangenterna. Beskärningarna följer den.",
    point: (x: number, y: number) => `Fokuspunkt: ${x} % från vänster, ${y} % uppifrån`,
    square: "Kvadrat (teamet)",
    openGraph: "1200 × 630 (delning)",
  },
  replace: "Byt fil",
  replaced: "Filen är utbytt. Sidorna som visar bilden uppdateras.",
  remove: "Ta bort",
  removeQuestion: "Ta bort bilden för gott?",
  removeConfirm: "Ja, ta bort",
  cancel: "Avbryt",
  removed: (name: string) => `${name} är borttagen.`,
  picker: {
    none: "Ingen bild vald.",
    choose: "Välj bild",
    clear: "Ta bort bilden",
    close: "Stäng",
    legend: (field: string) => `Välj bild: ${field}`,
    empty: "Biblioteket är tomt. Ladda upp bilder under Bilder.",
    library: "Öppna biblioteket",
    missing: "Bilden finns inte längre i biblioteket.",
  },
  /** A field of a document as the library names a use of an image: "Team › Members 1 › Photo". */
  fieldName: (field: string) => fieldName(field, "sv"),
  errors: {
    network: "Servern kunde inte nås. Inget har ändrats; försök igen.",
    server: "Något gick fel på servern. Inget har ändrats; försök igen.",
    "signed-out": "Du är utloggad. Logga in igen.",
    "no-content": "Bilderna hanteras av ägare och redaktörer.",
    invalid: "Värdena togs inte emot. Kontrollera fälten.",
  } satisfies Record<"network" | "server" | "signed-out" | "no-content" | "invalid", string>,
};

const en: MediaCopy = {
  heading: "Media",
  intro:
    "Photos for the team and the portfolio. Each image is made into AVIF, WebP and JPEG in several sizes, without the camera’s metadata (location, serial numbers). An image shown on a page needs alt text in Swedish and English unless it is decorative.",
  upload: {
    heading: "Upload",
    drop: "Drop images here",
    choose: "Choose images",
    types: "JPEG, PNG, WebP or AVIF, at most 20 MB.",
    uploading: (name) => `Uploading ${name}`,
    done: (name) => `${name} is uploaded.`,
    refused: (name) => `${name} was not accepted:`,
    failed: (name) => `${name} could not be uploaded:`,
    retry: "Try again",
    dismiss: "Dismiss",
  },
  library: {
    heading: "Library",
    empty: "No images yet.",
    loading: "Loading the images …",
    dimensions: (width, height) => `${width} × ${height} px`,
    unused: "Not used",
    usedOn: "Used on",
    draftOnly: "draft",
    altMissing: (languages) => `Alt text missing: ${languages.join(", ")}`,
    decorative: "Decorative",
  },
  details: {
    alt: (language) => `Alt text (${language})`,
    limit: (length, max) => `${length} of ${max} characters`,
    overLimit: "Too long",
    decorative: "Decorative (no alt text)",
    decorativeHint: "Only for images that say nothing the text beside them does not already say.",
    save: "Save",
    saving: "Saving …",
    saved: "Saved.",
    unsaved: "Unsaved changes",
  },
  focal: {
    heading: "Focal point",
    hint: "Click or tap what matters most in the image, or move the point with the arrow keys. The crops follow it.",
    point: (x, y) => `Focal point: ${x}% from the left, ${y}% from the top`,
    square: "Square (team)",
    openGraph: "1200 × 630 (sharing)",
  },
  replace: "Replace file",
  replaced: "The file is replaced. The pages showing the image are updated.",
  remove: "Remove",
  removeQuestion: "Remove the image for good?",
  removeConfirm: "Yes, remove",
  cancel: "Cancel",
  removed: (name) => `${name} is removed.`,
  picker: {
    none: "No image chosen.",
    choose: "Choose image",
    clear: "Remove the image",
    close: "Close",
    legend: (field) => `Choose an image: ${field}`,
    empty: "The library is empty. Upload images under Media.",
    library: "Open the library",
    missing: "The image is no longer in the library.",
  },
  fieldName: (field) => fieldName(field, "en"),
  errors: {
    network: "The server could not be reached. Nothing changed; try again.",
    server: "Something went wrong on the server. Nothing changed; try again.",
    "signed-out": "You are signed out. Sign in again.",
    "no-content": "Images are managed by owners and editors.",
    invalid: "The values were not accepted. Check the fields.",
  },
};

export const mediaCopy: Record<Lang, MediaCopy> = { sv, en };
