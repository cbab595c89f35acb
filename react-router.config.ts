import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/i18n/pages";

/**
 * A static site: no server rendering at request time (ssr: false), every page prerendered in
 * both languages at build. The Fastify server serves the files and answers the unprefixed
 * URLs with the prerendered page of the visitor's language (docs/decisions/001-languages-and-urls.md).
 */
export default {
  ssr: false,
  prerender: prerenderPaths,
  // Opted in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
