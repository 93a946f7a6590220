import type { ClusterRole } from "../cluster/cluster-role";
import type { Db } from "../db/database";
import type { FileStore } from "../files/file-store";
import type { Clock } from "../lib/clock";
import type { Mailer } from "../mail/mailer";
import type { MarketService } from "../market/market-service";
import type { FeedStatusSource } from "../market/feed-monitor";
import type { MarketHours } from "@proparena/domain/market/sessions";
import type { PaymentProvider } from "../payments/payment-provider";
import type { RuleSet } from "@proparena/domain/rules/rule-sets";
import type { TradingDesk } from "../trading/desk/trading-desk";
import type { IntegrityGate } from "./integrity/integrity-gate";
import type { PayoutChainSlot } from "../chain/payout-chain";

/** What every use case gets: the database, the clock, the mailer and a few settings. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded files' bytes (DATA_DIR/files by default). */
  files: FileStore;
  /**
   * The trading engine host (accounts, orders, positions). Only the leading instance has one;
   * elsewhere reading it answers 503 (routes that need it forward to the leader first).
   */
  readonly desk: TradingDesk;
  /**
   * The integrity monitor (issue 29): on the leader it detects as trades close and signals are
   * stored; elsewhere `noIntegrityMonitor`.
   */
  integrity: IntegrityGate;
  /** Whether this instance leads, and which one does. */
  cluster: ClusterRole;
  market: MarketService;
  /** Each venue's health and halts now: the leader's feed monitor, or what it last stored. */
  feedStatus: FeedStatusSource;
  /** The card processor checkout uses: the embedded test one, or Stripe when configured. */
  payments: PaymentProvider;
  /**
   * The payout chain (issue 30), embedded or configured, once ready (`get()` answers 503 until
   * then). None: the weekly settlement keeps its server-side root only (tests that ask for no
   * chain).
   */
  chain?: PayoutChainSlot;
  settings: {
    productName: string;
    publicOrigin: string;
    /** A session's absolute lifetime. */
    sessionTtlHours: number;
    /** A session unused for this long ends. */
    sessionIdleHours: number;
    /** Where contact-page messages are emailed. */
    supportEmail: string;
    /** IANA zone of the daily reset and the payout week (DAILY_RESET_TZ). */
    resetTimeZone: string;
    /** Where Discord posts go (DISCORD_API_BASE); Discord's API when unset. */
    discordApiBase?: string;
    /** The published rule sets (domain RULE_SETS; tests publish their own), oldest first. */
    ruleSets: readonly RuleSet[];
    /** MARKET_SESSIONS: real sessions, or always open (the test harnesses, benchmarks). */
    marketHours: MarketHours;
    /**
     * OPENBOOK_DELAY_MINUTES: the public sees a public book's open positions, and followers its
     * trades, only this many minutes after they happened (services/openbook/public-books.ts).
     */
    openbookDelayMinutes: number;
  };
}
