// `npm run admin -- promote <email>`: make an existing user an admin.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/database";
import { lockDataDir } from "../db/data-dir-lock";
import { systemClock } from "../lib/clock";
import { promoteUser } from "../services/auth/promote-user";
import { startCommand } from "./command-start";

const usage = "usage: npm run admin -- promote <email>";

async function main(argv: string[]): Promise<number> {
  const [command, email = ""] = argv;
  const started = startCommand(usage, command === "promote" && email !== "");
  if ("exitCode" in started) return started.exitCode;
  const { env } = started;
  let release = () => {};
  if (!env.DATABASE_URL) {
    try {
      mkdirSync(path.resolve(env.DATA_DIR), { recursive: true });
      release = lockDataDir(path.resolve(env.DATA_DIR));
    } catch (error) {
      console.error(
        `${(error as Error).message}\nThe embedded database takes one process at a time.`,
      );
      return 1;
    }
  }
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  try {
    await database.migrate();
    const result = await promoteUser(database.db, systemClock, email);
    if (!result) {
      console.error(`No user with email ${email}. Sign up first, then promote.`);
      return 1;
    }
    console.log(
      result === "promoted" ? `${email} is now an admin.` : `${email} was already an admin.`,
    );
    return 0;
  } finally {
    await database.close();
    release();
  }
}

process.exitCode = await main(process.argv.slice(2));
