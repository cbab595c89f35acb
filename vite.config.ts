import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const siteUrl = (process.env.SITE_URL || "https://nordlegend.se").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Canonical URLs, hreflang and Open Graph are absolute: the build and the browser bundle
  // must agree on the origin (app/config/site-url.ts). The build's year is fixed here too, so
  // the browser hydrates the footer with the year the HTML was built in (site-footer.tsx).
  define: { __SITE_URL__: JSON.stringify(siteUrl), __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { assetsInlineLimit: 0 },
  // The renderer (React Router's server build, which the server runs to render a publish;
  // docs/decisions/018-content-editing.md) carries these packages inside it, so they are
  // development dependencies and no runtime install holds them
  // (docs/decisions/032-scale-out-as-shipped.md): the icons (50 MB of files, of which the
  // pages use about fifty) and the console's passkey prompts, which no render calls.
  ssr: { noExternal: ["lucide-react", "@simplewebauthn/browser"] },
});
