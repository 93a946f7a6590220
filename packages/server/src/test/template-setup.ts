import { ensureServerBuilt } from "../../server-build.mjs";
import { pgliteTemplate, postgresTemplate, sweepTemplates } from "./template-database";

/**
 * The server project's vitest globalSetup: builds the migrated template the test files copy
 * (PGlite, or PostgreSQL when DATABASE_URL is set) once, before the workers start, and removes
 * other migrations' templates left unused for a day. The server's bundle, which the spawned
 * server tests run, is built here too when stale, once rather than by two workers at a time.
 */
export default async function setup(): Promise<void> {
  await ensureServerBuilt();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await postgresTemplate(serverUrl);
  else await pgliteTemplate();
  await sweepTemplates(serverUrl);
}
