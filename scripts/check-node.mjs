/**
 * The first step of `npm start` and `npm test`: on a Node.js older than package.json's
 * `engines` allows, stop with one line saying which version is needed, instead of a stack
 * trace from deep inside a dependency. Plain JavaScript, so that any old Node can run it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import process from "node:process";
import { URL } from "node:url";

const root = new URL("../", import.meta.url);
const required = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).engines.node;
const recommended = readFileSync(new URL(".nvmrc", root), "utf8").trim();
const current = process.versions.node;

let semver;
try {
  semver = createRequire(import.meta.url)("semver");
} catch {
  process.stderr.write("The dependencies are not installed: run `npm ci` first.\n");
  process.exit(1);
}

if (!semver.satisfies(current, required)) {
  process.stderr.write(
    `This project needs Node.js ${required} (${recommended} recommended, .nvmrc), not ${current}: see "Node.js" in README.md.\n`,
  );
  process.exit(1);
}
