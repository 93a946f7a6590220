/**
 * What use cases ask of the integrity monitor, wherever they run: on the leader the monitor
 * itself (integrity-runner.ts); on a follower, which runs no monitor, nothing (the leader reads
 * the signals a follower stores, and the steps that must flush run on the leader).
 */
export interface IntegrityGate {
  /** Runs detection on everything reported so far (closes, stored signals) and stores the flags. */
  flush(): Promise<void>;
  /** A signal was stored: the monitor reads it on its next turn. */
  signalStored(): void;
  /** A flag was decided: it holds nothing from now on. */
  released(flagKey: string): void;
}

export const noIntegrityMonitor: IntegrityGate = {
  flush: () => Promise.resolve(),
  signalStored: () => undefined,
  released: () => undefined,
};
