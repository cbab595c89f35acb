import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const TEST_SMTP = { name: "smtp-server", message: "A test-only SMTP server: use it from test/support/." };
const TEST_SUPPORT = {
  group: ["**/test/support", "**/test/support/**"],
  message: "Test support is for tests and benchmarks only.",
};
const APP_BY_PATH = { group: ["**/app/*", "!~/**"], message: "Import app code through the ~/ alias." };
const PARENT_IN_APP = { group: ["../*"], message: "Inside app/, import through the ~/ alias (siblings as ./x)." };

export default defineConfig(
  globalIgnores([
    "build/",
    ".react-router/",
    "node_modules/",
    "test-results/",
    "playwright-report/",
    "screenshots/",
    "data/",
    "reports/",
    ".stryker-tmp/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // Type information for the promise rules below: the project's own tsconfig files.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      // A promise nobody awaits loses its rejection (an unhandled rejection ends the process),
      // and one passed where a plain callback is expected is never awaited: say `void` where
      // running on is meant, and catch where a failure must be shown.
      "@typescript-eslint/no-floating-promises": "error",
      // React discards what an event handler returns, and the console's async handlers catch
      // their own failures and show them; everywhere else a promise where a void callback is
      // expected is an error.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  // Production code never depends on test support (test/support/) or on dev-only test servers:
  // what runs in production is what was tested, nothing more. App code is imported one way
  // everywhere: through the `~/` alias (siblings in the same folder as ./x).
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts", "scripts/bench.ts", "scripts/bench/**"],
    rules: { "no-restricted-imports": ["error", { paths: [TEST_SMTP], patterns: [TEST_SUPPORT, APP_BY_PATH] }] },
  },
  {
    files: ["**/*.test.{ts,tsx}", "scripts/bench.ts", "scripts/bench/**", "test/**/*.ts", "tests/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [APP_BY_PATH] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [TEST_SMTP], patterns: [TEST_SUPPORT, APP_BY_PATH, PARENT_IN_APP] }],
    },
  },
  {
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [APP_BY_PATH, PARENT_IN_APP] }] },
  },
  {
    // Playwright's fixture signature ({ page }, use) is not a React hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
