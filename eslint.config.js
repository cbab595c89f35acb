import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "screenshots/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    // Production code never depends on test support (test/support/) or on dev-only test
    // servers: what runs in production is what was tested, nothing more.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "scripts/bench.ts", "scripts/bench/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "smtp-server", message: "A test-only SMTP server: use it from test/support/." }],
          patterns: [
            { group: ["**/test/support", "**/test/support/**"], message: "Test support is for tests and benchmarks only." },
          ],
        },
      ],
    },
  },
  {
    // Playwright's fixture signature ({ page }, use) is not a React hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
