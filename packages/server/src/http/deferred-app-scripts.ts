import { createHash } from "node:crypto";

/** The data block naming the app's modules: JSON, read by the loader, never run. */
const MODULES_ID = "app-modules";

/**
 * Adds the app's entry script and its module preloads to the page once the server-rendered HTML
 * has been painted (the frame after the first, or at once in a hidden tab). A fixed text, so
 * the CSP names it by its hash.
 */
export const APP_LOADER = `(function(){var done=false;function go(){if(done)return;done=true;JSON.parse(document.getElementById("${MODULES_ID}").textContent).forEach(function(url,i){var el=document.createElement(i===0?"script":"link");if(i===0){el.type="module";el.src=url}else{el.rel="modulepreload";el.href=url}el.crossOrigin="";document.head.appendChild(el)})}if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The loader's CSP source. */
export const APP_LOADER_HASH = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page rendered on the server is whole before its JavaScript runs: its entry script and
 * module preloads leave the head, and the loader asks for them after the first paint. The
 * first paint then waits only for the HTML, the stylesheet and the font, not for 130 kB of
 * JavaScript fetched beside them, nor for hydration when the device is slow. The app takes
 * over a moment later; until it does, links work as links, and forms wait for it (index.html).
 * A page with no module entry is returned as it is.
 */
export function deferAppScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  if (entries.length !== 1) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const modules = JSON.stringify([entries[0], ...preloads]).replaceAll("<", "\\u003c");
  const loader = `<script type="application/json" id="${MODULES_ID}">${modules}</script><script>${APP_LOADER}</script>`;
  const stripped = html.replace(ENTRY, "").replace(PRELOAD, "");
  const end = stripped.lastIndexOf("</body>");
  return end === -1 ? stripped + loader : stripped.slice(0, end) + loader + stripped.slice(end);
}
