import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { users } from "../db/schema";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("./admin.ts", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

// Four runs of the command, each a new process (tsx), the first on a data dir it must create
// and migrate: 25-30 s on a loaded two-core machine, past the suite's 30 s per test.
describe("npm run admin -- promote <email>", { timeout: 90_000 }, () => {
  it("explains its usage, refuses an unknown email, and promotes an existing user once", async () => {
    expect(await admin()).toEqual({
      code: 2,
      out: expect.stringContaining("usage: npm run admin -- promote <email>"),
    });
    expect(await admin("promote", "ada@example.com")).toEqual({
      code: 1,
      out: expect.stringContaining("No user with email"),
    });

    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    await database.db
      .insert(users)
      .values({ email: "ada@example.com", name: "Ada", passwordHash: "x" });
    await database.close();

    expect(await admin("promote", "ada@example.com")).toEqual({
      code: 0,
      out: "ada@example.com is now an admin.\n",
    });
    expect(await admin("promote", "ada@example.com")).toEqual({
      code: 0,
      out: "ada@example.com was already an admin.\n",
    });
    const check = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const [row] = await check.db.select().from(users).where(eq(users.email, "ada@example.com"));
    await check.close();
    expect(row!.isAdmin).toBe(true);
  });
});
