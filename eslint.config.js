// One lint setup for the whole workspace. Layering rules keep imports flowing one way:
// web -> contracts <- server -> domain, plus web -> domain's pure money files (WEB_DOMAIN_FILES);
// domain imports nothing of ours. Inside the web, a feature imports src/components, src/lib
// and itself: never another feature, never src/app (web features are listed from the folder).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

/**
 * Domain files the web may import: pure money, P&L, margin and pool math, the order checks the
 * ticket shows before sending, the FAQ and its search, the expected answer time of a support
 * ticket, the trading costs (the ticket's commission estimate) and a fill's difference from
 * the reference venue, the sessions and the outage policy (rules and status pages, the
 * ticket's countdown), a partial close's split (the "Close part" preview), and what they need.
 */
const WEB_DOMAIN_FILES = [
  "core/money",
  "engine/pnl",
  "engine/margin",
  "market/currency-conversion",
  "market/instruments",
  "market/quotes",
  "ledger/payouts",
  "engine/order-validation",
  "engine/position-split",
  "backoffice/faq",
  "backoffice/help-search",
  "backoffice/support-answer-time",
  "rules/trading-costs",
  "market/fill-quality",
  "core/durations",
  "market/sessions",
  "market/outage-policy",
];

const WEB_PATTERNS = [
  {
    group: ["@proparena/server/*"],
    message: "web talks to the server only through contracts",
  },
  {
    // A regex: gitignore-style negations cannot re-include a file below a folder.
    regex: `^@proparena/domain/(?!(${WEB_DOMAIN_FILES.join("|")})$)`,
    message: `web imports only these pure domain files: ${WEB_DOMAIN_FILES.join(", ")}`,
  },
];

/** The web's subject features: packages/web/src/features/<feature>/. */
const WEB_FEATURES = readdirSync(new URL("packages/web/src/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's import boundary. Imports are relative, so the way out of a feature depends on how
 * deep the file sits: from `features/<feature>/routes/x.tsx` another feature is `../../<other>/`
 * and the app is `../../../app/`; one folder deeper, one `../` more. One block per depth.
 */
const featureBoundaries = (feature) => {
  const others = WEB_FEATURES.filter((name) => name !== feature);
  // Eight folders deep covers any file a feature may hold (the deepest today is four).
  return Array.from({ length: 8 }, (_, i) => i + 1).map((depth) => {
    const toFeatures = "../".repeat(depth);
    return {
      files: [`packages/web/src/features/${feature}/${Array(depth).fill("*").join("/")}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              ...WEB_PATTERNS,
              {
                group: others.map((other) => `${toFeatures}${other}`).flatMap((p) => [p, `${p}/*`]),
                message: `features/${feature} does not import another feature: put what both use in src/components or src/lib`,
              },
              {
                group: [`${toFeatures}../app`, `${toFeatures}../app/*`],
                message: `features/${feature} does not import src/app: the app composes the features`,
              },
            ],
          },
        ],
      },
    };
  });
};

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
  layer(
    ["packages/chain/**"],
    ["@proparena/*"],
    "chain (contracts, compiler, embedded EVM) depends on nothing of ours",
  ),
  layer(["packages/server/**"], ["@proparena/web/*"], "server never imports the web app"),
  // The web shows the engine's own money figures (previews, live P&L), so it may import the
  // domain's pure money files, and nothing else of the domain (engine, rules, ledger...).
  {
    files: ["packages/web/**"],
    rules: { "no-restricted-imports": ["error", { patterns: WEB_PATTERNS }] },
  },
  ...WEB_FEATURES.flatMap(featureBoundaries),
);
