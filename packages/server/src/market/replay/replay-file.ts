import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { getInstrument } from "@proparena/domain/market/instruments";
import type { Quote } from "@proparena/domain/market/quotes";
import { parsePrice, parseTime, venueQuote } from "../venue-publisher";

/** A line that could not be read, for the log. */
export interface BadLine {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

export interface Recording {
  readonly files: string[];
  /** Every usable tick, oldest first (prices on the catalogue's tick grid). */
  readonly ticks: Quote[];
  readonly badLines: BadLine[];
  /** Symbols outside the catalogue and how many lines each had (skipped). */
  readonly unknownSymbols: ReadonlyMap<string, number>;
}

/**
 * The files a `MARKET_REPLAY_FILE` names: one path, or a pattern with `*` and `?` in the file
 * name (`recordings/quotes-2026-01-*.ndjson`), in name order. A recorder's daily files sort by
 * date.
 */
export async function replayFiles(pattern: string): Promise<string[]> {
  const dir = path.dirname(pattern);
  const name = path.basename(pattern);
  if (!/[*?]/.test(name)) {
    const info = await stat(pattern).catch(() => null);
    if (!info?.isFile()) throw new Error(`MARKET_REPLAY_FILE: no file at ${pattern}`);
    return [pattern];
  }
  const matcher = new RegExp(
    `^${name
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/\?/g, ".")}$`,
  );
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile() && matcher.test(e.name))
    .map((e) => path.join(dir, e.name))
    .sort();
  if (files.length === 0) throw new Error(`MARKET_REPLAY_FILE: no file matches ${pattern}`);
  return files;
}

const CSV_COLUMNS = ["time", "symbol", "bid", "ask"] as const;

/**
 * Reads recorded ticks: CSV with a header naming `time,symbol,bid,ask` (any order, other
 * columns ignored; time in ISO-8601 or epoch milliseconds) or the recorder's NDJSON (one JSON
 * object per line with the same fields; the others ignored); which one is told by the file's
 * first line. Blank lines and lines starting with `#` are ignored; a line that cannot be read
 * is listed with its number and skipped, and so is a symbol the catalogue does not have.
 */
export async function readRecording(pattern: string): Promise<Recording> {
  const files = await replayFiles(pattern);
  const ticks: Quote[] = [];
  const badLines: BadLine[] = [];
  const unknownSymbols = new Map<string, number>();
  for (const file of files) {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    let number = 0;
    let columns: Record<(typeof CSV_COLUMNS)[number], number> | null = null;
    let format: "csv" | "ndjson" | null = null;
    for await (const raw of lines) {
      number++;
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      if (format === null) {
        format = line.startsWith("{") ? "ndjson" : "csv";
        if (format === "csv") {
          const names = line.split(",").map((n) => n.trim().replace(/^"|"$/g, "").toLowerCase());
          const found = CSV_COLUMNS.map((c) => names.indexOf(c));
          if (found.some((i) => i < 0)) {
            badLines.push({
              file,
              line: number,
              reason: "the header must name time,symbol,bid,ask",
            });
            break;
          }
          columns = { time: found[0]!, symbol: found[1]!, bid: found[2]!, ask: found[3]! };
          continue;
        }
      }
      let fields: { time: unknown; symbol: unknown; bid: unknown; ask: unknown };
      if (format === "ndjson") {
        try {
          const parsed = JSON.parse(line) as unknown;
          if (typeof parsed !== "object" || parsed === null) throw new Error();
          fields = parsed as typeof fields;
        } catch {
          badLines.push({ file, line: number, reason: "not a JSON object" });
          continue;
        }
      } else {
        const cells = line.split(",").map((c) => c.trim().replace(/^"|"$/g, ""));
        if (cells.length < Math.max(...Object.values(columns!)) + 1) {
          badLines.push({ file, line: number, reason: "fewer values than the header names" });
          continue;
        }
        fields = {
          time: cells[columns!.time],
          symbol: cells[columns!.symbol],
          bid: cells[columns!.bid],
          ask: cells[columns!.ask],
        };
      }
      const tick = readTick(fields);
      if (typeof tick === "string") badLines.push({ file, line: number, reason: tick });
      else if (!getInstrument(tick.symbol))
        unknownSymbols.set(tick.symbol, (unknownSymbols.get(tick.symbol) ?? 0) + 1);
      else {
        const quote = venueQuote(tick.symbol, tick.time, tick.bid, tick.ask);
        if (typeof quote === "string") badLines.push({ file, line: number, reason: quote });
        else ticks.push(quote);
      }
    }
  }
  // Files may overlap or come out of order; a stable sort keeps equal times in file order.
  ticks.sort((a, b) => a.time - b.time);
  return { files, ticks, badLines, unknownSymbols };
}

function readTick(fields: {
  time: unknown;
  symbol: unknown;
  bid: unknown;
  ask: unknown;
}): Quote | string {
  const symbol = typeof fields.symbol === "string" ? fields.symbol.trim().toUpperCase() : "";
  if (!symbol) return "no symbol";
  const time = parseTime(fields.time);
  if (Number.isNaN(time))
    return `the time ${JSON.stringify(fields.time)} is neither ISO-8601 nor epoch ms`;
  const bid = parsePrice(fields.bid);
  const ask = parsePrice(fields.ask);
  if (Number.isNaN(bid) || Number.isNaN(ask)) return "bid or ask is not a number";
  return { symbol, time, bid, ask };
}
