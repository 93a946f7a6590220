// `npm run bench -- <name>` runs bench/<name>.ts (its exported `main`). Without a known name
// it lists the benchmarks. Benchmarks print figures; they never assert timings.
import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.endsWith(".d.ts"))
  .map((f) => f.slice(0, -3))
  .sort();

const name = process.argv[2];
if (!name || !available.includes(name)) {
  if (name) console.error(`Unknown benchmark "${name}".`);
  console.log(`Usage: npm run bench -- <name>\nBenchmarks: ${available.join(", ")}`);
  process.exitCode = name ? 1 : 0;
} else {
  const mod = (await import(pathToFileURL(`${here}/${name}.ts`).href)) as {
    main?: (args: string[]) => unknown;
  };
  if (typeof mod.main !== "function") {
    console.error(`bench/${name}.ts exports no main().`);
    process.exitCode = 1;
  } else {
    await mod.main(process.argv.slice(3));
  }
}
