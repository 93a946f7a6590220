// `npm start`: build the web app when it is missing or older than its sources, then run the
// server. One process serves the API, socket.io and the app on PORT (default 3000).
import { spawn } from "node:child_process";
import { ensureWebBuilt, root } from "./web-build.mjs";

if (!process.env.WEB_DIST_DIR) ensureWebBuilt();

const server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
