/**
 * Why an image was refused (docs/decisions/024-media.md), in both languages: the console shows
 * the one of its language, the command line prints both. One code per kind of refusal.
 */
export const MEDIA_ERRORS = {
  "media-svg": {
    sv: "SVG-filer tas inte emot: de kan innehålla skript. Ladda upp en JPEG, PNG, WebP eller AVIF.",
    en: "SVG files are not accepted: they can carry script. Upload a JPEG, PNG, WebP or AVIF.",
  },
  "media-type": {
    sv: "Filtypen stöds inte. Ladda upp en JPEG, PNG, WebP eller AVIF.",
    en: "This file type is not supported. Upload a JPEG, PNG, WebP or AVIF.",
  },
  "media-mismatch": {
    sv: "Filens innehåll är inte den bildtyp den utger sig för att vara.",
    en: "The file’s contents are not the kind of image it claims to be.",
  },
  "media-too-large": {
    sv: "Filen är större än 20 MB.",
    en: "The file is larger than 20 MB.",
  },
  "media-too-many-pixels": {
    sv: "Bilden har för många bildpunkter (högst 50 miljoner och 16 000 på en sida).",
    en: "The image has too many pixels (at most 50 million, and 16,000 on a side).",
  },
  "media-corrupt": {
    sv: "Bilden är skadad och kan inte läsas.",
    en: "The image is damaged and cannot be read.",
  },
  "media-alt-missing": {
    sv: "Alt-text krävs på både svenska och engelska, om bilden inte är dekorativ.",
    en: "Alt text is required in both Swedish and English unless the image is decorative.",
  },
  "media-alt-text": {
    sv: "Alt-texten får inte innehålla HTML, styrtecken, radbrytningar eller tecken som vänder skrivriktningen.",
    en: "Alt text may not hold HTML, control characters, line breaks or characters that reverse the writing direction.",
  },
  "media-og-alt": {
    sv: "Bilden delas som länkbild och behöver alt-text på både svenska och engelska, även om den är dekorativ.",
    en: "The image is shared as a link preview and needs alt text in both Swedish and English, even if decorative.",
  },
  "media-quota": {
    sv: "Bildbiblioteket är fullt. Ta bort bilder som inte används och försök igen.",
    en: "The media library is full. Remove images that are not used and try again.",
  },
  "media-rate": {
    sv: "För många uppladdningar på kort tid. Vänta en stund och försök igen.",
    en: "Too many uploads in a short time. Wait a while and try again.",
  },
  "media-in-use": {
    sv: "Bilden används på en sida och kan inte tas bort.",
    en: "The image is used on a page and cannot be removed.",
  },
  "media-not-found": {
    sv: "Bilden finns inte.",
    en: "There is no such image.",
  },
} as const;

export type MediaErrorCode = keyof typeof MEDIA_ERRORS;

/** The longest alt text, in characters, in each language. */
export const MEDIA_ALT_MAX = 300;

/** The largest upload, in bytes. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The library's quota (docs/decisions/028-security-m4-m6.md, L16): at most this many images, and
 * this many bytes of originals (the variants add about as much again); every backup copies them.
 */
export const MEDIA_LIBRARY_MAX_IMAGES = 1_000;
export const MEDIA_LIBRARY_MAX_BYTES = 1024 * 1024 * 1024;
/** Uploads (new or replacing) per console session and hour. */
export const MEDIA_UPLOADS_PER_HOUR = 40;

/** The types an upload may be. */
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The widths every image is made in, never wider than the original. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
