import { afterAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "./harness";

// No browser here: the real server process is killed with SIGKILL in the middle of a burst of
// orders and restarted on the same data directory.
const ADMIN = { ADMIN_EMAIL: "crash@example.com", ADMIN_PASSWORD: "crash test password" };
const apps: RunningApp[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.stop();
});

async function session(app: RunningApp) {
  const signin = await fetch(`${app.url}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  const { token } = (await signin.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const accounts = (await (await fetch(`${app.url}/api/accounts`, { headers })).json()) as {
    accounts: { id: string; balanceCents: number }[];
  };
  return { headers, account: accounts.accounts[0]! };
}

describe("a crash (SIGKILL) in the middle of trading", () => {
  it("loses no acknowledged order: after a restart every 201 is there, with its position", async () => {
    const first = await startApp(ADMIN);
    apps.push(first);
    const { headers, account } = await session(first);

    const acknowledged: string[] = [];
    let killed = false;
    const send = async () => {
      while (!killed) {
        try {
          const res = await fetch(`${first.url}/api/accounts/${account.id}/orders`, {
            method: "POST",
            headers,
            body: JSON.stringify({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.01 }),
          });
          if (res.status === 201)
            acknowledged.push(((await res.json()) as { order: { id: string } }).order.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const senders = Array.from({ length: 8 }, send);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await first.crash();
    await Promise.all(senders);

    const second = await startApp(ADMIN, { dataDir: first.dataDir });
    apps.push(second);
    const again = await session(second);
    const ids = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = (await (
        await fetch(
          `${second.url}/api/accounts/${account.id}/orders?limit=200${cursor ? `&cursor=${cursor}` : ""}`,
          { headers: again.headers },
        )
      ).json()) as { items: { id: string; status: string }[]; nextCursor: string | null };
      for (const o of page.items) ids.add(o.id);
      cursor = page.nextCursor;
    } while (cursor);
    const missing = acknowledged.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);

    const positions = (await (
      await fetch(`${second.url}/api/accounts/${account.id}/positions`, { headers: again.headers })
    ).json()) as { items: { id: string }[] };
    // Every stored order filled into a position (nothing closes them here).
    expect(positions.items.length).toBe(ids.size);
    expect(again.account.balanceCents).toBe(account.balanceCents);
  });
});
