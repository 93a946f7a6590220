import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API server (packages/server) listens on 3000 and serves the built SPA itself;
// in development Vite serves the SPA and forwards the API and the socket to it.
const API_ORIGIN = "http://localhost:3000";

// The API client parses answers with the contracts' schemas in development and tests only: a
// build (the browser's and the server renderer's) swaps the check for a stub, so zod and the
// route table stay out of the bundle.
const ANSWER_CHECK_OFF = fileURLToPath(
  new URL("./src/lib/api-answer-check.off.ts", import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      command === "build"
        ? [{ find: /^\.\/api-answer-check$/, replacement: ANSWER_CHECK_OFF }]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: API_ORIGIN, changeOrigin: true },
      "/socket.io": { target: API_ORIGIN, ws: true, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? // dist-ssr/entry-server.js (`vite build --ssr`): the server's renderer of the public pages.
      // One file: the server imports it once per set of runtime settings (lib/product.ts reads
      // them as it loads), and a shared chunk would be loaded once for all of them.
      {
        outDir: "dist-ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks each page needs, so the server preloads them.
        manifest: true,
      },
  // The workspace packages are TypeScript sources: bundled into the renderer, not imported.
  ssr: { noExternal: [/^@proparena\//] },
}));
