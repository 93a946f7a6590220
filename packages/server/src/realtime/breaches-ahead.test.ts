import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { TRADING_EVENTS, type BreachEvent } from "@proparena/contracts/trading-events";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { inArray } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ruleDecisions } from "../db/schema";
import { eurusdHolders } from "../test/eurusd-holders";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";
import { wireEvidence } from "../trading/wire-views";

// A mass breach cut into steps of one account each: once the breaching tick's journal entry is
// durable, the owner online hears of every breach its steps have yet to make, with the evidence
// they record, before the steps close the positions; and of each breach once.
const VICTIMS = 10;
let server: TestServer;
let socket: Socket;
beforeAll(async () => {
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    desk: { tickStepItems: 1 },
  });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
});
afterAll(async () => {
  socket?.disconnect();
  await server.close();
});

describe("breaches told ahead of their steps", () => {
  it("reach the owner's socket before the steps close the positions, once each, with the recorded evidence", async () => {
    const token = await signedInTrader(server, "ahead@example.com");
    const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    const { desk } = server.ctx;
    const victims = await eurusdHolders(desk, userId, VICTIMS);
    await desk.idle();
    socket = connect(server.url, { transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token });
    const seen: string[] = [];
    const breaches: BreachEvent[] = [];
    socket.on(TRADING_EVENTS.breach, (b: BreachEvent) => {
      seen.push(`breach ${b.accountId}`);
      breaches.push(b);
    });
    socket.on(TRADING_EVENTS.position, (p: { accountId: string; closed: boolean }) => {
      if (p.closed) seen.push(`closed ${p.accountId}`);
    });

    // 30 pips down: $300 lost on 1 lot, past the 5K's $250 daily loss.
    await server.tick({
      symbol: "EURUSD",
      bid: 1.097,
      ask: 1.0971,
      time: MARKET_OPEN_TIME + 60_000,
    });
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(2 * VICTIMS);

    // The tick evaluates the first account in id order, the steps one each after it: every
    // breach is told before the first step closes anything (the steps start once the tick's
    // entry is durable). Told with its step instead, the third's would come after the second's
    // close.
    const byId = [...victims].sort();
    const firstStepClose = seen.indexOf(`closed ${byId[1]}`);
    for (const id of byId) expect(seen.indexOf(`breach ${id}`)).toBeLessThan(firstStepClose);
    for (const id of victims) {
      expect(seen.filter((s) => s === `breach ${id}`)).toHaveLength(1);
      expect(seen.indexOf(`breach ${id}`)).toBeLessThan(seen.indexOf(`closed ${id}`));
    }
    // Each told the evidence its step recorded.
    const stored = await server.ctx.db
      .select({ accountId: ruleDecisions.accountId, evidence: ruleDecisions.evidence })
      .from(ruleDecisions)
      .where(inArray(ruleDecisions.accountId, victims));
    expect(stored).toHaveLength(VICTIMS);
    const told = new Map(breaches.map((b) => [b.accountId, b.evidence]));
    for (const row of stored) {
      expect(told.get(row.accountId)).toEqual(wireEvidence(row.evidence as RuleEvidence));
    }
  });

  it("many owners online are told in slices between the steps, each breach once, with its evidence", async () => {
    const { desk } = server.ctx;
    const owners = await Promise.all(
      ["slice-a", "slice-b", "slice-c"].map(async (name) => {
        const token = await signedInTrader(server, `${name}@example.com`);
        const userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
        return { token, userId: userId as string };
      }),
    );
    const victims: string[] = [];
    for (const { userId } of owners) victims.push(...(await eurusdHolders(desk, userId, 70)));
    await desk.idle();
    const told = new Map<string, BreachEvent[]>();
    const closedBeforeTold: string[] = [];
    const sockets = await Promise.all(
      owners.map(async ({ token }) => {
        const s = connect(server.url, { transports: ["websocket"], reconnection: false });
        await new Promise<void>((resolve, reject) => {
          s.on("connect", () => resolve());
          s.on("connect_error", reject);
        });
        await s.emitWithAck(SOCKET_EVENTS.authenticate, { token });
        s.on(TRADING_EVENTS.breach, (b: BreachEvent) => {
          told.set(b.accountId, [...(told.get(b.accountId) ?? []), b]);
        });
        s.on(TRADING_EVENTS.position, (p: { accountId: string; closed: boolean }) => {
          if (p.closed && !told.has(p.accountId)) closedBeforeTold.push(p.accountId);
        });
        return s;
      }),
    );
    try {
      // 30 pips below where they bought: every one of the 210 breached.
      await server.tick({
        symbol: "EURUSD",
        bid: 1.094,
        ask: 1.0941,
        time: MARKET_OPEN_TIME + 120_000,
      });
      await expect.poll(() => told.size, { timeout: 20_000 }).toBe(victims.length);
      await desk.idle();
      // once each, never after its own positions were closed
      for (const id of victims) expect(told.get(id)).toHaveLength(1);
      expect(closedBeforeTold).toEqual([]);
      const stored = await server.ctx.db
        .select({ accountId: ruleDecisions.accountId, evidence: ruleDecisions.evidence })
        .from(ruleDecisions)
        .where(inArray(ruleDecisions.accountId, victims));
      expect(stored).toHaveLength(victims.length);
      for (const row of stored) {
        expect(told.get(row.accountId)![0]!.evidence).toEqual(
          wireEvidence(row.evidence as RuleEvidence),
        );
      }
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
