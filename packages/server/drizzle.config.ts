import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations into ./drizzle from the schema (one file per
// subject under src/db/schema); they are committed and applied at boot on both PGlite and
// PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./packages/server/src/db/schema/*.ts",
  out: "./packages/server/drizzle",
});
