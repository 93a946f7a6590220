import type { TestServer } from "./test-server";

/**
 * Trades a trader's Beta account through phase I (+8%) and phase II (+5%) with 100-lot EURUSD
 * buys, moving the market with `quote(bid)` (ask = bid + 1 pip). The market must stand at a bid
 * of 1.10000 first. Answers the passed phase II account's id.
 */
export async function passBothPhases(
  server: TestServer,
  token: string,
  quote: (bid: number) => Promise<void>,
): Promise<{ phase1Id: string; phase2Id: string }> {
  const accounts = async () =>
    (await server.request("GET", "/api/accounts", { token })).body.accounts as {
      id: string;
      phase: string;
      status: string;
    }[];
  const trade = async (accountId: string, exitBid: number) => {
    for (let i = 0; i < 2; i++) {
      const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
        token,
        body: { symbol: "EURUSD", side: "buy", volume: 50 },
      });
      if (placed.status !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
    }
    await quote(exitBid);
    const open = await server.request("GET", `/api/accounts/${accountId}/positions`, { token });
    for (const p of open.body.items) {
      await server.request("POST", `/api/accounts/${accountId}/positions/${p.id}/close`, { token });
    }
  };
  const phase1 = (await accounts()).find((a) => a.phase === "phase1" && a.status === "active");
  if (!phase1) throw new Error("no active phase I account");
  // Bought at 1.10010, sold at 1.10810: +$80,000 on $1,000,000 (8%).
  await trade(phase1.id, 1.1081);
  const phase2 = (await accounts()).find((a) => a.phase === "phase2" && a.status === "active");
  if (!phase2) throw new Error("phase I did not pass");
  // Bought at 1.10820, sold at 1.11320: +$50,000 (5%).
  await trade(phase2.id, 1.1132);
  const passed = (await accounts()).find((a) => a.id === phase2.id);
  if (passed?.status !== "passed") throw new Error("phase II did not pass");
  return { phase1Id: phase1.id, phase2Id: phase2.id };
}
