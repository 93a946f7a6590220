import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Agreement } from "@proparena/contracts/agreements";

/**
 * The trader agreement's versions (docs/agreements/trader-agreement-<version>.md). A new text is
 * a new file and a new entry here, the newest last; a trader signs the newest.
 */
const VERSIONS = ["2026-11-01"] as const;

function load(version: string): Agreement {
  const text = readFileSync(
    new URL(`../../../../../docs/agreements/trader-agreement-${version}.md`, import.meta.url),
    "utf8",
  );
  const title = /^# (.+)$/m.exec(text)?.[1] ?? "Trader Agreement";
  return { version, title, text, sha256: createHash("sha256").update(text).digest("hex") };
}

const AGREEMENTS = new Map(VERSIONS.map((version) => [version as string, load(version)]));

export function currentAgreement(): Agreement {
  return AGREEMENTS.get(VERSIONS[VERSIONS.length - 1]!)!;
}

export function agreementVersion(version: string): Agreement | undefined {
  return AGREEMENTS.get(version);
}
