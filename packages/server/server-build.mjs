// The server as JavaScript (dist/main.js and its lazily loaded chunks), built by esbuild from
// src/main.ts and the workspace packages it imports; node_modules stay outside it and load as
// Node loads them.
//
// Why: run through tsx, the server spent ~3 s of every start resolving and transforming its
// ~650 TypeScript modules (in tsx's loader thread and the messages to it), which is a third of
// a restart's budget (issue #33: ready to trade <= 10 s). The bundle loads in a fraction of it.
// `npm run dev` keeps tsx (reload on change); everything else runs the bundle, so the tests
// start what `npm start` starts.
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { newestMtime } from "../../scripts/newest-mtime.mjs";

const here = import.meta.dirname;
const root = path.resolve(here, "../..");
const outdir = path.join(here, "dist");
/** The built entry: its mtime says when the bundle was built. */
export const SERVER_BUNDLE = path.join(outdir, "main.js");

/** What the bundle is made of: when any is newer than the bundle, it is built again. */
const SOURCES = [
  "packages/server/src",
  "packages/domain/src",
  "packages/contracts/src",
  "packages/chain/src",
  "packages/server/server-build.mjs",
  "scripts/newest-mtime.mjs",
  "package-lock.json",
].map((p) => path.join(root, p));

/** True when the bundle is missing or older than one of its sources. */
export function serverBuildStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

const toPosix = (p) => p.split(path.sep).join("/");

/**
 * esbuild's resolution, with two rules for this repository:
 * - a package from node_modules stays an import. One found in a workspace's own node_modules
 *   (packages/chain has its own @ethereumjs versions) is imported by its path relative to the
 *   bundle, since the bundle's directory would otherwise find the root's version.
 * - a workspace module's `import.meta.url` is its own file's URL (database.ts finds the
 *   migrations, agreement-text.ts the agreements, compile.ts solc from there), computed from
 *   the bundle's URL so that the checkout may move.
 */
const repositoryLayout = {
  name: "repository-layout",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === "resolving") return undefined;
      if (args.path.startsWith("@proparena/") || args.path.startsWith("node:")) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: "resolving",
      });
      // Node's own modules (named without `node:`) stay as written.
      if (found.errors.length > 0 || found.external || !found.path) {
        return { path: args.path, external: true };
      }
      if (path.relative(root, found.path).split(path.sep)[0] === "node_modules") {
        return { path: args.path, external: true };
      }
      return { path: toPosix(path.relative(outdir, found.path)), external: true };
    });
    build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, "utf8");
      if (contents.includes("import.meta.url")) {
        const own = JSON.stringify(toPosix(path.relative(outdir, args.path)));
        contents = contents.replaceAll("import.meta.url", `new URL(${own}, import.meta.url).href`);
      }
      return { contents, loader: "ts" };
    });
  },
};

/**
 * Builds dist/main.js (and its source map). The files are written beside and renamed into
 * place, the entry last, so that a process starting meanwhile, or another build running at the
 * same time (two test workers), never loads half a file.
 */
export async function buildServer() {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: { main: path.join(here, "src/main.ts") },
    outdir,
    bundle: true,
    // What main.ts imports dynamically (the payout chain's EVM and viem clients, Redis) stays in
    // chunks of its own, loaded only when used, as from the sources.
    splitting: true,
    chunkNames: "chunk-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    // As tsx runs it: functions and classes keep their names (logs print error types).
    keepNames: true,
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
    plugins: [repositoryLayout],
  });
  mkdirSync(outdir, { recursive: true });
  const files = [
    ...result.outputFiles.filter((file) => file.path !== SERVER_BUNDLE),
    ...result.outputFiles.filter((file) => file.path === SERVER_BUNDLE),
  ];
  for (const file of files) {
    const temporary = `${file.path}.${randomBytes(4).toString("hex")}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Chunks of earlier builds (their names are their contents' hashes).
  const current = new Set(files.map((file) => path.basename(file.path)));
  for (const name of readdirSync(outdir)) {
    if (name.startsWith("chunk-") && !current.has(name)) rmSync(path.join(outdir, name));
  }
}

/** Builds the server when its bundle is missing or stale. */
export async function ensureServerBuilt() {
  if (!serverBuildStale()) return;
  console.log("Building the server (first start or sources changed)...");
  try {
    await buildServer();
  } catch (error) {
    rmSync(SERVER_BUNDLE, { force: true });
    throw error;
  }
}
