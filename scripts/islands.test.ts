import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Metafile } from "esbuild";
import { ISLAND_ENTRIES } from "~/document/hydration";
import { dynamicImportsOf, staticImportsOf } from "./bench/page-weight";
import { buildIslands, forbiddenCalls, forbiddenInputs, WORKER_ENTRIES, type IslandsBuild } from "./islands";

/** The packages of a build's modules, by output file. */
function packagesOf(output: Metafile["outputs"][string]): string[] {
  const names = Object.keys(output.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []);
  return [...new Set(names)].sort();
}

describe("the island scripts' build (docs/decisions/019-islands-on-preact.md)", () => {
  let clientDir: string;
  let built: IslandsBuild;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "islands-build-"));
    built = await buildIslands(clientDir);
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it("builds one script per page with islands", () => {
    expect(Object.keys(built.urls).sort()).toEqual([...ISLAND_ENTRIES].sort());
    for (const url of Object.values(built.urls)) expect(url).toMatch(/^\/assets\/islands\/[a-z]+-[A-Z0-9]+\.js$/);
  });

  it("runs on Preact: no output, entry or shared chunk, carries React, React Router, the whole icon set or the copy", async () => {
    expect(forbiddenInputs(built.metafile)).toEqual([]);
    const outputs = Object.entries(built.metafile.outputs).filter(([file]) => file.endsWith(".js"));
    const packages = new Set(outputs.flatMap(([, output]) => packagesOf(output)));
    expect([...packages].sort()).toEqual(["lucide-react", "preact"]);
    for (const [file] of outputs) {
      const code = await readFile(file, "utf8");
      // react-dom's marks on the nodes it owns.
      expect(code, file).not.toContain("__reactFiber");
      expect(code, file).not.toContain("__reactContainer");
    }
  });

  it("builds each worker as one module with no import, and puts its URL in the island code that starts it", async () => {
    // A worker runs under its script's CSP, which lets it load nothing (docs/decisions/033-main-thread-off.md).
    expect(Object.keys(built.workers).sort()).toEqual(Object.keys(WORKER_ENTRIES).sort());
    const islandCode = (
      await Promise.all(
        Object.keys(built.metafile.outputs)
          .filter((file) => file.endsWith(".js"))
          .map((file) => readFile(file, "utf8")),
      )
    ).join("\n");
    for (const url of Object.values(built.workers)) {
      expect(url).toMatch(/^\/assets\/islands\/[a-z]+-worker-[A-Z0-9]+\.js$/);
      const code = await readFile(path.join(clientDir, url), "utf8");
      expect(staticImportsOf(code), url).toEqual([]);
      expect(dynamicImportsOf(code), url).toEqual([]);
      expect(code, url).not.toMatch(/\bimport\s*\(/);
      expect(islandCode).toContain(`"${url}"`);
    }
  });

  it("calls neither useId nor React 19's form actions in island code", async () => {
    expect(await forbiddenCalls(built.metafile)).toEqual([]);
  });

  it("names the island modules that call what Preact does differently", async () => {
    const dir = await mkdtemp(path.join("app", ".islands-test-"));
    try {
      const file = path.join(dir, "uses-id.tsx");
      await writeFile(file, 'import { useId } from "react";\nexport const A = () => <p id={useId()} />;\n');
      const metafile = { inputs: { [file]: { bytes: 1, imports: [] } }, outputs: {} } as unknown as Metafile;
      expect(await forbiddenCalls(metafile)).toEqual([
        `${file}: useId: React's and Preact's ids differ; build ids from props (controlId())`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names what must not be pulled in, and why", () => {
    const metafile = {
      inputs: {
        "node_modules/react-dom/cjs/react-dom-client.production.js": { bytes: 1, imports: [] },
        "node_modules/preact/compat/dist/compat.mjs": { bytes: 1, imports: [] },
        "node_modules/react-router/dist/index.mjs": { bytes: 1, imports: [] },
        "app/components/ui/icon.tsx": { bytes: 1, imports: [] },
        "app/components/ui/glyph.tsx": { bytes: 1, imports: [] },
        "app/content/home.ts": { bytes: 1, imports: [] },
      },
      outputs: {},
    } as unknown as Metafile;
    expect(forbiddenInputs(metafile)).toEqual([
      "node_modules/react-dom/cjs/react-dom-client.production.js: React's runtime (alias it to preact/compat)",
      "node_modules/react-router/dist/index.mjs: React Router (islands get what they need as props)",
      "app/components/ui/icon.tsx: Icon carries every icon (import the icon from lucide-react and draw it with Glyph)",
      "app/content/home.ts: the copy of every page (an island gets its copy as props)",
    ]);
  });
});
