import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API server (packages/server) listens on 3000 and serves the built SPA itself;
// in development Vite serves the SPA and forwards the API and the socket to it.
const API_ORIGIN = "http://localhost:3000";

// The API client parses answers with the contracts' schemas in development and tests only: a
// build swaps the check for a stub, so zod and the route table stay out of the bundle.
const ANSWER_CHECK_OFF = fileURLToPath(
  new URL("./src/lib/api-answer-check.off.ts", import.meta.url),
);

export default defineConfig(({ command }) => ({
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, so the server preloads them.
    manifest: true,
  },
}));
