// One lint setup for the whole workspace. Layering rules keep imports flowing one way:
// web -> contracts <- server -> domain; domain imports nothing of ours.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
  layer(
    ["packages/web/**"],
    ["@proparena/server/*", "@proparena/domain/*"],
    "web talks to the server only through contracts",
  ),
);
