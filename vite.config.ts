import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const siteUrl = (process.env.SITE_URL || "https://nordlegend.se").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Canonical URLs, hreflang and Open Graph are absolute: the build and the browser bundle
  // must agree on the origin (app/config/site-url.ts).
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: { assetsInlineLimit: 0 },
});
