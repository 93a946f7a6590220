// `npm start`: build the web app when it is missing or older than its sources, then run the
// server. One process serves the API, socket.io and the app on PORT (default 3000).
import { spawn } from "node:child_process";
import { ensureWebBuilt, root } from "./web-build.mjs";
import { serverArgs } from "../packages/server/server-process.mjs";

if (!process.env.WEB_DIST_DIR) ensureWebBuilt();

// Run on one machine without SMTP, sign-up and reset links can only reach the developer through
// the log: `npm start` asks for that on purpose. A deployment sets SMTP_URL (or runs the server
// itself, which refuses production without SMTP).
const mailLogLinks = process.env.SMTP_URL ? {} : { MAIL_LOG_LINKS: "1" };
if (!process.env.SMTP_URL && !process.env.MAIL_LOG_LINKS) {
  console.log("No SMTP_URL: e-mails, links included, are printed to the log (MAIL_LOG_LINKS=1).");
}
const server = spawn(process.execPath, await serverArgs(), {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...mailLogLinks, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
