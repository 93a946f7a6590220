import { pgliteTemplate, postgresTemplate, sweepTemplates } from "./template-database";

/**
 * The server project's vitest globalSetup: builds the migrated template the test files copy
 * (PGlite, or PostgreSQL when DATABASE_URL is set) once, before the workers start, and removes
 * other migrations' templates left unused for a day.
 */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await postgresTemplate(serverUrl);
  else await pgliteTemplate();
  await sweepTemplates(serverUrl);
}
