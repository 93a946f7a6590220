import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import { testStablecoinAbi } from "@proparena/chain/artifacts/test-stablecoin";
import { viemChain } from "@proparena/chain/node/viem-chain";
import { weekBounds, weekKeyOf } from "@proparena/domain/core/weeks";
import type { Browser, Page } from "playwright-core";
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  toHex,
  type Address,
  type Hex,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProfitableWeek } from "./seed-week";
import {
  apiCall,
  appReady,
  launchBrowser,
  signInAt,
  signUpAndVerify,
  startApp,
  type RunningApp,
} from "./harness";

// The whole payout loop on the embedded chain: a funded trader profits, links a wallet with a
// signed SIWE message, the admin closes the week, its root is posted and funded, and the trader
// claims in the browser through an injected wallet (a viem local account behind a small EIP-1193
// shim); the wallet's balance rises by exactly the payout, a second claim pays nothing, and the
// ledger agrees with the chain.
const TRADER = {
  name: "Wanda Wallet",
  email: "wallet@example.com",
  password: "a good long password",
};
const ADMIN = { email: "ops@example.com", password: "an operator password" };
const ENV = {
  NODE_ENV: "test",
  // The test moves the market: the funded trader's profit is a real trade.
  TEST_MARKET_CONTROL: "1",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Claimable at once: the test cannot wait out a 24 h dispute delay on the real clock.
  CHAIN_DISPUTE_DELAY_SECONDS: "0",
};
const CHAIN_ID = 733_301;

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** This week so far: the trader has a funded account (at its start) and someone bought a 200K plan. */
async function seedTheWeek(dataDir: string) {
  const now = Date.now();
  const { start } = weekBounds(weekKeyOf(now, "UTC"), "UTC");
  const at = Math.max(start, now - 60_000);
  await seedProfitableWeek(
    dataDir,
    TRADER.email,
    { accountAt: at, purchaseAt: at + 1_000 },
    10_000_000,
  );
}

/** The funded trader buys a lot of EURUSD and the test market lifts it 100 pips: a profit. */
async function tradeAtAProfit(token: string) {
  const call = (method: string, route: string, body?: unknown) =>
    apiCall(app, token, method, route, body);
  const funded = (await call("GET", "/accounts")).body.accounts.find(
    (a: { phase: string }) => a.phase === "funded",
  );
  await call("POST", "/test/market/quote", { symbol: "EURUSD", bid: 1.1, ask: 1.1001 });
  const opened = await call("POST", `/accounts/${funded.id}/orders`, {
    symbol: "EURUSD",
    side: "buy",
    type: "market",
    volume: 1,
  });
  expect(opened.status).toBe(201);
  await call("POST", "/test/market/quote", { symbol: "EURUSD", bid: 1.1101, ask: 1.1102 });
  const closed = await call(
    "POST",
    `/accounts/${funded.id}/positions/${opened.body.position.id}/close`,
  );
  expect(closed.status).toBe(200);
}

/** The test's wallet: a viem local account answering the page's EIP-1193 requests. */
async function injectWallet(page: Page, url: string, key: Hex) {
  const account = privateKeyToAccount(key);
  const rpcUrl = `${url}/api/chain/rpc`;
  const wallet = createWalletClient({
    chain: viemChain(CHAIN_ID, "embedded", rpcUrl),
    transport: http(rpcUrl),
    account,
  });
  await page.exposeFunction("__testWallet", async (method: string, paramsJson: string) => {
    const params = JSON.parse(paramsJson) as unknown[];
    try {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return JSON.stringify({ result: [account.address] });
        case "eth_chainId":
          return JSON.stringify({ result: toHex(CHAIN_ID) });
        case "wallet_switchEthereumChain":
          return JSON.stringify({ result: null });
        case "personal_sign":
          return JSON.stringify({
            result: await account.signMessage({ message: { raw: params[0] as Hex } }),
          });
        case "eth_sendTransaction": {
          const tx = params[0] as { to: Address; data: Hex };
          return JSON.stringify({
            result: await wallet.sendTransaction({ to: tx.to, data: tx.data }),
          });
        }
        default:
          return JSON.stringify({ error: `unsupported ${method}` });
      }
    } catch (error) {
      return JSON.stringify({
        error: error instanceof Error ? error.message.split("\n")[0] : String(error),
      });
    }
  });
  await page.addInitScript(() => {
    const call = (
      window as unknown as {
        __testWallet: (method: string, params: string) => Promise<string>;
      }
    ).__testWallet;
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        const answer = JSON.parse(await call(method, JSON.stringify(params ?? []))) as {
          result?: unknown;
          error?: string;
        };
        if (answer.error) throw new Error(answer.error);
        return answer.result;
      },
    };
  });
  return account.address;
}

describe("the payout loop on the embedded chain", () => {
  it("pays a funded trader's week into their wallet, once, as the ledger says", async () => {
    const first = await startApp(ENV);
    const signup = await browser.newPage();
    await signUpAndVerify(signup, first, TRADER);
    await signup.close();
    await first.crash();
    await seedTheWeek(first.dataDir);
    app = await startApp(ENV, { dataDir: first.dataDir });
    const token = (await apiCall(app, null, "POST", "/auth/signin", TRADER)).body.token as string;
    await tradeAtAProfit(token);

    // The trader links a wallet: the page asks the injected wallet to sign a SIWE message.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const address = await injectWallet(page, app.url, generatePrivateKey());
    await signInAt(page, app, TRADER, "/dashboard/jackpot");
    await appReady(page);
    await page.getByRole("button", { name: "Link a wallet (Sign-In with Ethereum)" }).click();
    await page.getByText(`Payout wallet: ${address}`).waitFor({ timeout: 20_000 });

    // The admin closes the week now: settled, its root posted and funded.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(admin, app, ADMIN, "/admin/payouts");
    await appReady(admin);
    await admin.getByRole("button", { name: "Close the week now" }).click();
    await admin.getByText(/posted for 1 wallet\(s\) and funded/).waitFor({ timeout: 30_000 });

    // The trader's page shows the funded week; the browser checks its root on the contract.
    await page.reload();
    await appReady(page);
    await page
      .getByRole("list", { name: "Weeks on chain" })
      .getByText("Funded", { exact: true })
      .waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Verify against the chain" }).click();
    await page.getByText("The contract holds this root.").waitFor({ timeout: 20_000 });

    const before = (await apiCall(app, token, "GET", "/payouts/chain")).body;
    const payout = before.claim.cumulativeCents as number;
    expect(payout).toBeGreaterThan(0);
    expect(before.owedCents).toBe(payout);
    const rpcUrl = `${app.url}/api/chain/rpc`;
    const reader = createPublicClient({ transport: http(rpcUrl) });
    const balance = () =>
      reader.readContract({
        address: before.chain.payoutToken as Address,
        abi: testStablecoinAbi,
        functionName: "balanceOf",
        args: [address],
      });
    expect(await balance()).toBe(0n);

    // Claimed in the browser through the injected wallet: exactly the payout arrives.
    await page.getByRole("button", { name: "Claim with my wallet" }).click();
    await page.getByText(/Claim sent in/).waitFor({ timeout: 30_000 });
    expect(await balance()).toBe(BigInt(payout) * 10_000n);

    // A second claim pays nothing: the contract refuses it.
    await page.getByRole("button", { name: "Claim with my wallet" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /NothingToClaim|reverted/ })
      .waitFor({
        timeout: 30_000,
      });
    expect(await balance()).toBe(BigInt(payout) * 10_000n);

    // The ledger agrees with the chain once the leader has indexed the claim.
    let after = (await apiCall(app, token, "GET", "/payouts/chain")).body;
    for (let i = 0; i < 100 && after.claimedCents !== payout; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = (await apiCall(app, token, "GET", "/payouts/chain")).body;
    }
    expect(after).toMatchObject({ owedCents: 0, claimedCents: payout });
    const logs = await reader.getLogs({
      address: before.chain.payoutContract as Address,
      fromBlock: 0n,
      toBlock: "latest",
    });
    const claims = parseEventLogs({ abi: payoutDistributorAbi, logs, eventName: "Claimed" });
    expect(claims.reduce((t, e) => t + e.args.amount, 0n)).toBe(BigInt(payout) * 10_000n);
  });
});
