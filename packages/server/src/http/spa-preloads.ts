import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The page modules each route needs (source paths as Vite's manifest names them). Each page of
 * the web app is its own chunk; naming a route's chunks here lets the index page ask for them at
 * once (`<link rel="modulepreload">`) instead of after the app's own code has run. Only a hint:
 * a route missing here still works, one round trip later.
 */
const LAYOUT = {
  dashboard: "src/app/layouts/dashboard-layout.tsx",
  trading: "src/app/layouts/trading-layout.tsx",
};
const ROUTE_MODULES: readonly [RegExp, readonly string[]][] = [
  [
    /^\/$/,
    [
      "src/features/home/routes/home-page.tsx",
      // The landing page's sections below the hero, each a chunk of its own (home-page.tsx).
      ...["revenue-split", "features", "feature-selector", "jackpot-winners", "faq"].map(
        (section) => `src/features/home/components/${section}-section.tsx`,
      ),
    ],
  ],
  [
    /^\/dashboard\/metrics\/[^/]+\/[^/]+\/?$/,
    [LAYOUT.dashboard, "src/app/routes/account-metrics-route.tsx"],
  ],
  [/^\/dashboard\/metrics\/?$/, [LAYOUT.dashboard, "src/features/metrics/routes/metrics-page.tsx"]],
  [
    /^\/dashboard\/accounts\/?$/,
    [LAYOUT.dashboard, "src/features/accounts/routes/accounts-page.tsx"],
  ],
  [
    /^\/dashboard\/profile\/?$/,
    [LAYOUT.dashboard, "src/features/settings/routes/profile-page.tsx"],
  ],
  [/^\/dashboard\//, [LAYOUT.dashboard]],
  [/^\/trading\/arena\/?$/, [LAYOUT.trading, "src/features/arena/routes/arena-page.tsx"]],
  [/^\/leaderboard\/?$/, ["src/features/leaderboard/routes/leaderboard-page.tsx"]],
  [
    /^\/rules\/?$/,
    ["src/features/rules/routes/public-rules-page.tsx", "src/features/rules/routes/rules-page.tsx"],
  ],
  [/^\/auth\/signin\/?$/, ["src/features/auth/routes/signin-page.tsx"]],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The `<link rel="modulepreload">` tags for a path, from the build's manifest
 * (dist/.vite/manifest.json): each module's chunk and the chunks it imports, less what the
 * entry already loads. Empty without a manifest.
 */
export function modulePreloader(root: string): (urlPath: string) => string {
  const file = path.join(root, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const fromEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, fromEntry);
  const tags = ROUTE_MODULES.map(([pattern, modules]) => {
    const files = new Set<string>();
    for (const module of modules) collect(module, files);
    const links = [...files]
      .filter((f) => !fromEntry.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    return [pattern, links.join("")] as const;
  });
  return (urlPath) => tags.find(([pattern]) => pattern.test(urlPath))?.[1] ?? "";
}
