import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

const dir = mkdtempSync(path.join(tmpdir(), "proparena-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("lockDataDir", () => {
  it("refuses a data directory held by another live process, naming it", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.pid"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(
        `Another server (pid ${other.pid}) is using the data directory`,
      );
    } finally {
      other.kill();
      await new Promise((r) => other.once("exit", r));
    }
  });

  it("takes over a stale lock of a process that is gone, and releases it", () => {
    writeFileSync(path.join(dir, "server.pid"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.pid"))).toBe(false);
  });
});
