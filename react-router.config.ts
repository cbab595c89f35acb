import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/i18n/pages";

/**
 * A static site: no server rendering at request time (ssr: false), every page prerendered in
 * both languages at build. The Fastify server serves the files and answers the unprefixed
 * URLs with the prerendered page of the visitor's language (docs/decisions/001-languages-and-urls.md).
 */
export default {
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
