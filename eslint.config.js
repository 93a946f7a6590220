// One lint setup for the whole workspace. Layering rules keep imports flowing one way:
// web -> contracts <- server -> domain, plus web -> domain's pure money files (WEB_DOMAIN_FILES);
// domain imports nothing of ours.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * Domain files the web may import: pure money, P&L, margin and pool math, the order checks the
 * ticket shows before sending, the FAQ and its search, the expected answer time of a support
 * ticket, the trading costs (the ticket's commission estimate) and a fill's difference from
 * the reference venue, the sessions and the outage policy (rules and status pages, the
 * ticket's countdown), and what they need.
 */
const WEB_DOMAIN_FILES = [
  "money",
  "pnl",
  "margin",
  "currency-conversion",
  "instruments",
  "quotes",
  "payouts",
  "order-validation",
  "faq",
  "help-search",
  "support-answer-time",
  "trading-costs",
  "fill-quality",
  "durations",
  "sessions",
  "outage-policy",
];

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "data/**",
      "packages/server/drizzle/**",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer(
    ["packages/domain/**"],
    ["@proparena/*", "node:*"],
    "domain is pure: it imports nothing of ours and no Node APIs",
  ),
  layer(
    ["packages/contracts/**"],
    ["@proparena/server/*", "@proparena/web/*", "@proparena/domain/*"],
    "contracts depend on nothing of ours",
  ),
  layer(["packages/server/**"], ["@proparena/web/*"], "server never imports the web app"),
  {
    // The web shows the engine's own money figures (previews, live P&L), so it may import the
    // domain's pure money files, and nothing else of the domain (engine, rules, ledger...).
    files: ["packages/web/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@proparena/server/*"],
              message: "web talks to the server only through contracts",
            },
            {
              group: [
                "@proparena/domain/*",
                ...WEB_DOMAIN_FILES.map((file) => `!@proparena/domain/${file}`),
              ],
              message: `web imports only the domain's pure money files: ${WEB_DOMAIN_FILES.join(", ")}`,
            },
          ],
        },
      ],
    },
  },
);
