import { dailyResetJob } from "./daily-reset-job";
import { discordRetryJob } from "./discord-retry-job";
import { equitySampleJob } from "./equity-sample-job";
import { followedTradeNoticesJob } from "./followed-trade-notices-job";
import { integritySignalRetentionJob } from "./integrity-signal-retention-job";
import type { JobDefinition } from "./job-runner";
import { journalCompactionJob } from "./journal-compaction-job";
import { leaderboardSnapshotJob } from "./leaderboard-snapshot-job";
import { outboxRetryJob } from "./outbox-retry-job";
import { purchaseExpiryJob } from "./purchase-expiry-job";
import { weeklyPayoutJob } from "./weekly-payout-job";

/** Every scheduled job, as the scheduler runs them and the admin area lists them. */
export const JOBS: readonly JobDefinition[] = [
  dailyResetJob,
  weeklyPayoutJob,
  leaderboardSnapshotJob,
  purchaseExpiryJob,
  outboxRetryJob,
  equitySampleJob,
  discordRetryJob,
  integritySignalRetentionJob,
  followedTradeNoticesJob,
  journalCompactionJob,
];

export function jobNamed(name: string): JobDefinition | undefined {
  return JOBS.find((job) => job.name === name);
}
