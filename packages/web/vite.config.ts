import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API server (packages/server) listens on 3000 and serves the built SPA itself;
// in development Vite serves the SPA and forwards the API and the socket to it.
const API_ORIGIN = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
