/**
 * Builds the island scripts of the pages with interactive pieces (app/islands/*.client.tsx,
 * docs/decisions/010-hydration-per-page.md) as hashed ES modules with shared chunks, and
 * points each page's placeholder script (root.tsx) at its built file. Run by
 * scripts/postbuild.ts after the prerender.
 *
 * The islands run on Preact (docs/decisions/019-islands-on-preact.md): React and react-dom are
 * aliased to preact/compat here, so the same components that React rendered at build hydrate
 * with a tenth of the code. Nothing else runs on Preact: the prerender and the console keep React.
 */
import { build, type Metafile } from "esbuild";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ISLAND_ENTRIES, islandsPlaceholder, type IslandsEntry } from "~/document/hydration";

const SITE_URL = (process.env.SITE_URL || "https://nordlegend.se").replace(/\/+$/, "");

/**
 * React's packages as the islands import them, answered by preact/compat. esbuild carries a
 * subpath over: `react/jsx-runtime` (the automatic JSX) becomes `preact/compat/jsx-runtime`,
 * `react-dom/client` (hydrateRoot) `preact/compat/client`.
 */
export const PREACT_ALIASES = { react: "preact/compat", "react-dom": "preact/compat" } as const;

/**
 * What island code must never pull in (docs/decisions/019-islands-on-preact.md), with why:
 * React's runtime (a second framework on the page, 57 KB), React Router, `Icon`, whose map
 * of every icon by name cannot be tree-shaken (islands draw the icons they import with `Glyph`),
 * and the copy modules (type imports of `~/content/types` are erased and do not count).
 */
const FORBIDDEN: readonly { input: RegExp; why: string }[] = [
  { input: /(^|\/)node_modules\/(react|react-dom|scheduler)\//, why: "React's runtime (alias it to preact/compat)" },
  {
    input: /(^|\/)node_modules\/(react-router|@react-router\/[^/]+)\//,
    why: "React Router (islands get what they need as props)",
  },
  {
    input: /^app\/components\/ui\/icon\.tsx$/,
    why: "Icon carries every icon (import the icon from lucide-react and draw it with Glyph)",
  },
  { input: /^app\/content\//, why: "the copy of every page (an island gets its copy as props)" },
];

/** The modules of a build that island code must not pull in, each with why; none when the rules hold. */
export function forbiddenInputs(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).flatMap((input) =>
    FORBIDDEN.filter((rule) => rule.input.test(input)).map((rule) => `${input}: ${rule.why}`),
  );
}

/**
 * React APIs island code must not call (docs/decisions/019-islands-on-preact.md), with why:
 * what Preact does differently, or does not have.
 */
const FORBIDDEN_CALLS: readonly { call: RegExp; why: string }[] = [
  { call: /\buseId\s*\(/, why: "useId: React's and Preact's ids differ; build ids from props (controlId())" },
  {
    call: /\b(useActionState|useFormStatus|useOptimistic)\s*\(/,
    why: "React 19 form actions are not in preact/compat; handle onSubmit",
  },
];

/** The island modules of a build (app code) that call what island code must not, each with why. */
export async function forbiddenCalls(metafile: Metafile): Promise<string[]> {
  const appInputs = Object.keys(metafile.inputs).filter((input) => input.startsWith("app/"));
  const found = await Promise.all(
    appInputs.map(async (input) => {
      const source = await readFile(input, "utf8");
      return FORBIDDEN_CALLS.filter((rule) => rule.call.test(source)).map((rule) => `${input}: ${rule.why}`);
    }),
  );
  return found.flat();
}

/**
 * The workers (docs/decisions/033-main-thread-off.md), each built on its own into one file
 * with no import: a worker runs under its script's own CSP (server/http/csp.ts: nothing may be
 * loaded), and the page imports the same module where it has no worker. The island scripts
 * get each file's hashed URL in place of the name (app/workers/urls.ts).
 */
export const WORKER_ENTRIES = {
  "proof-worker": { source: "app/workers/proof.worker.ts", define: "__PROOF_WORKER__" },
  "rain-worker": { source: "app/workers/rain.worker.ts", define: "__RAIN_WORKER__" },
} as const;

export interface IslandsBuild {
  /** Each entry's public URL. */
  urls: Record<IslandsEntry, string>;
  /** Each worker's public URL, by its name in WORKER_ENTRIES. */
  workers: Record<keyof typeof WORKER_ENTRIES, string>;
  metafile: Metafile;
}

/** Builds the island scripts into `<clientDir>/assets/islands/`. */
export async function buildIslands(clientDir: string): Promise<IslandsBuild> {
  const outdir = path.join(clientDir, "assets/islands");
  const publicUrl = (file: string) => `/${path.relative(clientDir, path.resolve(file)).split(path.sep).join("/")}`;
  const workers = await build({
    entryPoints: Object.fromEntries(Object.entries(WORKER_ENTRIES).map(([name, { source }]) => [name, source])),
    outdir,
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    entryNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    define: { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false" },
    alias: { "~": path.resolve("app") },
  });
  const workerFiles = {} as Record<keyof typeof WORKER_ENTRIES, string>;
  const workerUrls: Record<string, string> = {};
  for (const [name, { source, define }] of Object.entries(WORKER_ENTRIES) as [
    keyof typeof WORKER_ENTRIES,
    (typeof WORKER_ENTRIES)[keyof typeof WORKER_ENTRIES],
  ][]) {
    const file = Object.entries(workers.metafile.outputs).find(([, output]) => output.entryPoint === source)?.[0];
    if (!file) throw new Error(`islands: no output for the worker ${name}`);
    workerFiles[name] = publicUrl(file);
    workerUrls[define] = JSON.stringify(workerFiles[name]);
  }
  // One build per page (docs/decisions/033-main-thread-off.md): a page's code is shared only
  // between its own entry and its lazy modules, never cut into chunks for what another page
  // shares with it, so fewer, larger files, each compressed as a whole (home: 360 B less).
  const builds = await Promise.all(
    ISLAND_ENTRIES.map((entry) =>
      build({
        entryPoints: { [entry]: `app/islands/${entry}.client.tsx` },
        outdir,
        bundle: true,
        splitting: true,
        format: "esm",
        minify: true,
        target: "es2022",
        jsx: "automatic",
        entryNames: "[name]-[hash]",
        chunkNames: "[name]-[hash]",
        metafile: true,
        legalComments: "none",
        logLevel: "warning",
        // The same values the Vite build gives the app (vite.config.ts).
        define: {
          "process.env.NODE_ENV": '"production"',
          "import.meta.env.DEV": "false",
          __SITE_URL__: JSON.stringify(SITE_URL),
          ...workerUrls,
        },
        alias: { "~": path.resolve("app"), ...PREACT_ALIASES },
      }),
    ),
  );
  const result = {
    metafile: {
      inputs: Object.assign({}, ...builds.map((one) => one.metafile.inputs)),
      outputs: Object.assign({}, ...builds.map((one) => one.metafile.outputs)),
    } as Metafile,
  };
  const forbidden = [
    ...forbiddenInputs(result.metafile),
    ...forbiddenInputs(workers.metafile),
    ...(await forbiddenCalls(result.metafile)),
  ];
  if (forbidden.length > 0)
    throw new Error(`islands: the island scripts pulled in what they must not:\n  ${forbidden.join("\n  ")}`);
  const urls = {} as Record<IslandsEntry, string>;
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const entry = ISLAND_ENTRIES.find((name) => output.entryPoint === `app/islands/${name}.client.tsx`);
    if (entry) urls[entry] = publicUrl(file);
  }
  for (const entry of ISLAND_ENTRIES) if (!urls[entry]) throw new Error(`islands: no output for ${entry}`);
  return { urls, workers: workerFiles, metafile: result.metafile };
}

/** A prerendered page with its island placeholders pointed at the built files. */
export function withIslandScripts(html: string, urls: Record<IslandsEntry, string>): string {
  let result = html;
  for (const entry of ISLAND_ENTRIES) result = result.replaceAll(`"${islandsPlaceholder(entry)}"`, `"${urls[entry]}"`);
  return result;
}
