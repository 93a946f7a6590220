import { afterAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "./harness";
import { checkBurstAfterCrash, startOrderBurst } from "./order-burst";

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
  it("loses no acknowledged order and applies none twice: after a restart every key answers its one order", async () => {
    const first = await startApp(ADMIN);
    apps.push(first);
    const { headers, account } = await session(first);

    const burst = startOrderBurst(
      { url: () => first.url, accountId: account.id, headers },
      "crash",
    );
    while (burst.acknowledged.size < 150) await new Promise((r) => setTimeout(r, 5));
    await first.crash();
    await burst.stop();

    const second = await startApp(ADMIN, { dataDir: first.dataDir });
    apps.push(second);
    const again = await session(second);
    const target = { url: () => second.url, accountId: account.id, headers: again.headers };
    // Every acknowledged order survived the crash; every key sent again answers its one order.
    const { stored, storedAtRestart } = await checkBurstAfterCrash(target, burst);
    console.log(
      `crash-recovery e2e: ${burst.sent.length} orders sent, ${burst.acknowledged.size} acknowledged before the kill, ${storedAtRestart} stored after the restart; lost 0, duplicated 0`,
    );

    const positions = (await (
      await fetch(`${second.url}/api/accounts/${account.id}/positions`, { headers: again.headers })
    ).json()) as { items: { id: string }[] };
    // Every stored order filled into a position (nothing closes them here).
    expect(positions.items.length).toBe(stored.length);
    expect(again.account.balanceCents).toBe(account.balanceCents);
  });
});
