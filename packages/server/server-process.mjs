// How the server process is started, in one place: `npm start`, `npm run dev`, the browser
// tests' harness, the spawned-server tests and the benches run the same process.
import { ensureServerBuilt, SERVER_BUNDLE } from "./server-build.mjs";

/** The server's source entry, from the repository root (`npm run dev` runs it through tsx). */
export const SERVER_ENTRY = "packages/server/src/main.ts";

/**
 * V8's young generation at 64 MB semi-spaces (the default grows from 1 MB to 16 MB). A mass
 * breach allocates ~100 MB of events and records that stay alive until the materialiser has
 * written them; in small semi-spaces every scavenge copies them again. Measured on the
 * breaching tick of `npm run bench -- mass-breach` (5,000 of 100,000 accounts): 174-185 ms of
 * engine work with the defaults, 117-129 ms with these; the last breach notice 272-301 ms ->
 * 216-237 ms (32 MB: 136-139 ms). The cost: ~200 MB more resident memory (a restarted server
 * on PGlite: 740 -> 945 MB).
 * `--min-semi-space-size` is refused in NODE_OPTIONS, hence flags on the command line.
 */
export const SERVER_NODE_FLAGS = ["--min-semi-space-size=64", "--max-semi-space-size=64"];

/**
 * `node`'s arguments that run the built server (server-build.mjs), stack traces mapped back to
 * the TypeScript. The bundle is built, or rebuilt when its sources changed, first.
 */
export async function serverArgs() {
  await ensureServerBuilt();
  return [...SERVER_NODE_FLAGS, "--enable-source-maps", SERVER_BUNDLE];
}

/** `node`'s arguments that run the server from its sources through tsx; `extra` goes before
 * the entry (e.g. `--watch`). */
export function sourceServerArgs(extra = []) {
  return [...SERVER_NODE_FLAGS, "--import", "tsx", ...extra, SERVER_ENTRY];
}
