// `npm run chain:compile`: compiles contracts/*.sol with the pinned solc and writes the
// artifacts (ABI + bytecode) under src/artifacts/, which are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ARTIFACTS_DIR, compileContracts, renderArtifacts } from "../src/solidity/compile";

mkdirSync(ARTIFACTS_DIR, { recursive: true });
const started = Date.now();
for (const [file, text] of renderArtifacts(compileContracts())) {
  writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
console.log(`compiled in ${Date.now() - started} ms`);
