// `npm run dev`: the server with reload on change, and Vite's dev server (which proxies /api
// and /socket.io to it) for the web app with hot reload on http://localhost:5173.
import { spawn } from "node:child_process";
import path from "node:path";
import { sourceServerArgs } from "../packages/server/server-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn(process.execPath, sourceServerArgs(["--watch"]), {
    cwd: root,
    stdio: "inherit",
  }),
  spawn("npm", ["run", "dev", "-w", "@proparena/web"], { cwd: root, stdio: "inherit" }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
