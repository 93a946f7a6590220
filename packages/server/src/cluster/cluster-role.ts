import type { Redis } from "ioredis";

/** What the HTTP layer needs to know about the cluster: do we lead, and who does. */
export interface ClusterRole {
  /** True where this instance runs the market feed and the trading desk. */
  readonly leads: boolean;
  /** Base URL of the leading instance, null when unknown or when this instance leads. */
  leaderUrl(): Promise<string | null>;
  /** Forget a cached leader address that did not answer. */
  forgetLeader(): void;
}

/** One instance on its own (tests, the embedded database): it always leads. */
export const soloRole: ClusterRole = {
  leads: true,
  leaderUrl: async () => null,
  forgetLeader: () => undefined,
};

const CACHE_MS = 1_000;

/**
 * This instance's role among several sharing one PostgreSQL and one Redis. The leader writes
 * its address under `<prefix>:leader`; followers read it (cached for a second) to forward the
 * requests only the trading desk can answer.
 */
export class InstanceRole implements ClusterRole {
  leads = false;
  private cached: { url: string | null; at: number } | undefined;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    /** How the other instances reach this one (known once it listens). */
    readonly selfUrl: () => string,
  ) {}

  /** Called once this instance holds the leader lock and runs the desk. */
  async lead(): Promise<void> {
    this.leads = true;
    this.cached = undefined;
    await this.redis?.set(`${this.prefix}:leader`, this.selfUrl());
  }

  async leaderUrl(): Promise<string | null> {
    if (this.leads || !this.redis) return null;
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const url = await this.redis.get(`${this.prefix}:leader`);
      this.cached = { url: url && url !== this.selfUrl() ? url : null, at: now };
    }
    return this.cached.url;
  }

  forgetLeader(): void {
    this.cached = undefined;
  }
}
