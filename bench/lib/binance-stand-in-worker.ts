// The Binance stand-in of the feed-latency benchmark, in a child process so that sending the
// quotes costs the measured process nothing: it serves the stand-in, waits for the adapter's
// subscription, then sends `rate` bookTicker updates a second on each pair for `seconds`, each
// a random step of its instrument's price. Not a benchmark by itself (bench/run.ts lists
// top-level files only).
import { startBinanceStandIn } from "@proparena/server/test/venues/binance-stand-in";

export interface StandInPair {
  pair: string;
  /** The catalogue instrument's figures the pair's prices follow. */
  price: number;
  tickSize: number;
  digits: number;
  spreadTicks: number;
  /** Pairs of one instrument share its price. */
  instrument: string;
}

export type StandInCommand = { type: "go"; pairs: StandInPair[]; rate: number; seconds: number };
export type StandInReply = { type: "ready"; url: string } | { type: "done"; sent: number };

const standIn = await startBinanceStandIn();
const reply = (message: StandInReply) => process.send!(message);

process.on("message", (command: StandInCommand) => {
  if (command.type !== "go") return;
  void drive(command);
});

async function drive({ pairs, rate, seconds }: StandInCommand) {
  while (standIn.subscriptions().length === 0) await new Promise((r) => setTimeout(r, 10));
  const mids = new Map(pairs.map((p) => [p.instrument, p.price]));
  const period = 1000 / rate;
  const start = performance.now() + 50;
  // Pair k sends at start + k/pairs of a period, then every period.
  const next = pairs.map((_, k) => start + (k / pairs.length) * period);
  const end = start + seconds * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const loop = () => {
      const now = performance.now();
      for (let k = 0; k < pairs.length; k++) {
        while (next[k]! <= now && next[k]! < end) {
          const p = pairs[k]!;
          const step = (Math.floor(Math.random() * 7) - 3 || 1) * p.tickSize;
          const mid = Math.max(p.tickSize * 10, mids.get(p.instrument)! + step);
          mids.set(p.instrument, mid);
          const half = (p.spreadTicks * p.tickSize) / 2;
          standIn.bookTicker(
            p.pair,
            (mid - half).toFixed(p.digits),
            (mid + half).toFixed(p.digits),
          );
          sent++;
          next[k] = next[k]! + period;
        }
      }
      if (now >= end) return resolve();
      setTimeout(loop, 1);
    };
    loop();
  });
  reply({ type: "done", sent });
}

reply({ type: "ready", url: standIn.url });
