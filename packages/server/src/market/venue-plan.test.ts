import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SYMBOLS } from "@proparena/domain/market/instruments";
import { describe, expect, it } from "vitest";
import { parseVenuePlan, resolveVenuePlan, venuesInPlan, type VenuePlan } from "./venue-plan";

const plan = (
  text: string | undefined,
  fallback: Parameters<typeof parseVenuePlan>[1] = "simulated",
) => {
  const parsed = parseVenuePlan(text, fallback);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.plan;
};
const refused = (text: string) => {
  const parsed = parseVenuePlan(text, "simulated");
  return parsed.ok ? "accepted" : parsed.message;
};
const venues = (p: VenuePlan, replay: string[] = []) =>
  Object.fromEntries(
    [...resolveVenuePlan(p, new Set(replay))].map(([s, e]) => [
      s,
      e.venueSymbol ? `${e.venue}:${e.venueSymbol}` : e.venue,
    ]),
  );

describe("MARKET_VENUES: which venue prices which symbol", () => {
  it("reads a list of symbol:venue[:venue symbol] with * for the rest", () => {
    const p = plan("BTCUSD:binance, ETHUSD:binance:ETHUSDC,EURUSD:oanda,*:simulated", "replay");
    expect(p).toEqual({
      named: {
        BTCUSD: { venue: "binance" },
        ETHUSD: { venue: "binance", venueSymbol: "ETHUSDC" },
        EURUSD: { venue: "oanda" },
      },
      others: "simulated",
    });
    expect([...venuesInPlan(p)].sort()).toEqual(["binance", "oanda", "simulated"]);
    expect(plan(undefined, "oanda")).toEqual({ named: {}, others: "oanda" });
  });

  it("reads the same from a JSON file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "proparena-venues-"));
    try {
      const file = path.join(dir, "venues.json");
      await writeFile(
        file,
        JSON.stringify({
          BTCUSD: "binance",
          XAUUSD: { venue: "oanda", symbol: "XAU_EUR" },
          "*": "simulated",
        }),
      );
      expect(plan(file)).toEqual({
        named: { BTCUSD: { venue: "binance" }, XAUUSD: { venue: "oanda", venueSymbol: "XAU_EUR" } },
        others: "simulated",
      });
      await writeFile(file, "[1,2]");
      expect(refused(file)).toMatch(/must hold an object/);
      expect(refused(path.join(dir, "missing.json"))).toMatch(/cannot read .*missing\.json/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("says which entry is wrong", () => {
    expect(refused("DOGEUSD:binance")).toMatch(/DOGEUSD is not in the catalogue/);
    expect(refused("BTCUSD:kraken")).toMatch(
      /the venue must be one of simulated, replay, binance, oanda/,
    );
    expect(refused("EURUSD:binance")).toMatch(
      /binance does not list EURUSD; name its symbol there/,
    );
    expect(refused("BTCUSD:oanda")).toMatch(/oanda does not list BTCUSD/);
    expect(refused("EURUSD:oanda:eurusd")).toMatch(/eurusd is not a oanda symbol \(like EUR_USD\)/);
    expect(refused("EURUSD:simulated:X")).toMatch(/simulated takes no venue symbol/);
    expect(refused("BTCUSD:binance,BTCUSD:simulated")).toMatch(/BTCUSD is named twice/);
    expect(refused("*:binance:BTCUSDT")).toMatch(/"\*" takes a venue only/);
    expect(refused("EURUSD:binance:EURUSDT")).toBe("accepted");
  });

  it("gives each symbol not named to the venue for the others when it can price it, else keeps it simulated", () => {
    expect(venues(plan(undefined, "binance"))).toEqual({
      ...Object.fromEntries(SYMBOLS.map((s) => [s, "simulated"])),
      BTCUSD: "binance",
      ETHUSD: "binance",
    });
    const oanda = venues(plan("EURUSD:replay", "oanda"), ["EURUSD"]);
    expect(oanda).toMatchObject({
      EURUSD: "replay",
      XAUUSD: "oanda",
      USOIL: "oanda",
      BTCUSD: "simulated",
    });
    expect(venues(plan(undefined, "replay"), ["EURUSD", "BTCUSD"])).toMatchObject({
      EURUSD: "replay",
      BTCUSD: "replay",
      GBPUSD: "simulated",
    });
    expect(() => resolveVenuePlan(plan("GBPUSD:replay"), new Set(["EURUSD"]))).toThrow(
      /names GBPUSD for replay, but MARKET_REPLAY_FILE has no GBPUSD tick/,
    );
  });
});
