import { and, eq } from "drizzle-orm";
import { createSiweMessage } from "viem/siwe";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, integritySignals, users, walletLinks } from "../../db/schema";
import { owedTo } from "../../services/payouts/payout-owed";
import {
  expectLedgerMatchesChain,
  linkWalletBySiwe,
  profitableTrader,
  tokenBalance,
} from "../../test/chain-payouts";
import { buy } from "../../test/test-purchases";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

const NOW = "2026-03-04T12:00:00Z";

describe("linking a payout wallet with Sign-In with Ethereum", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ embeddedChain: true, now: NOW });
  });
  afterAll(() => server.close());

  it("links the wallet that signed, once per nonce, one wallet per trader, and unlinks", async () => {
    const token = await signedInTrader(server, "dana@example.com");
    const db = server.database.db;
    const [dana] = await db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect((await server.request("GET", "/api/wallet", { token })).body).toEqual({ wallet: null });

    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    const nonce = await server.request("GET", "/api/wallet/nonce", { token });
    expect(nonce.body).toMatchObject({ domain: "localhost:3000", chainId: 733_301 });
    const message = createSiweMessage({
      ...nonce.body,
      address: account.address,
      version: "1",
      issuedAt: new Date(nonce.body.issuedAt),
      expirationTime: new Date(nonce.body.expirationTime),
    });
    // Signed by another key: refused, and the nonce stays usable.
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await server.request("POST", "/api/wallet", {
      token,
      body: { message, signature: await stranger.signMessage({ message }) },
    });
    expect(forged.status).toBe(400);
    const signature = await account.signMessage({ message });
    const linked = await server.request("POST", "/api/wallet", {
      token,
      body: { message, signature },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.wallet).toMatchObject({ address: account.address, chainId: 733_301 });
    // The same signed message again: its nonce is used.
    const replay = await server.request("POST", "/api/wallet", {
      token,
      body: { message, signature },
    });
    expect(replay.status).toBe(400);
    // Another chain's message: refused.
    const other = await server.request("GET", "/api/wallet/nonce", { token });
    const wrongChain = createSiweMessage({
      ...other.body,
      chainId: 1,
      address: account.address,
      version: "1",
      issuedAt: new Date(other.body.issuedAt),
      expirationTime: new Date(other.body.expirationTime),
    });
    const refused = await server.request("POST", "/api/wallet", {
      token,
      body: { message: wrongChain, signature: await account.signMessage({ message: wrongChain }) },
    });
    expect(refused.status).toBe(400);
    expect(await db.select().from(walletLinks)).toHaveLength(1);

    // The wallet is a linking signal for the integrity monitor; the link is audited.
    const signals = await db
      .select()
      .from(integritySignals)
      .where(and(eq(integritySignals.userId, dana!.id), eq(integritySignals.kind, "wallet")));
    expect(signals).toHaveLength(1);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "wallet-link"));
    expect(audit?.details).toMatchObject({ address: account.address, before: null });

    // Another trader cannot link the same wallet.
    const eve = await signedInTrader(server, "eve@example.com");
    expect((await linkWalletBySiwe(server, eve, key)).status).toBe(409);

    // A second wallet replaces the first.
    const next = generatePrivateKey();
    const replaced = await linkWalletBySiwe(server, token, next);
    expect(replaced.body.wallet.address).toBe(privateKeyToAccount(next).address);
    expect(
      await db.select().from(walletLinks).where(eq(walletLinks.userId, dana!.id)),
    ).toHaveLength(2);
    expect((await server.request("GET", "/api/wallet", { token })).body.wallet.address).toBe(
      privateKeyToAccount(next).address,
    );

    const unlinked = await server.request("DELETE", "/api/wallet", { token });
    expect(unlinked.body).toEqual({ wallet: null });
    expect((await server.request("DELETE", "/api/wallet", { token })).status).toBe(404);
    expect((await server.request("GET", "/api/wallet", { token })).body).toEqual({ wallet: null });
    await expectLedgerMatchesChain(server);
  });

  it("relays the claim of the newest week to the linked wallet, once", async () => {
    const clock = { t: Date.parse(NOW) + 10_000 };
    const frank = await profitableTrader(server, "frank@example.com", 1.1101, clock);
    await buy(server, frank.token, "200K");
    expect((await server.request("POST", "/api/wallet/claim", { token: frank.token })).status).toBe(
      409,
    );
    const key = generatePrivateKey();
    expect((await linkWalletBySiwe(server, frank.token, key)).status).toBe(200);
    server.clock.advance(60_000);
    const closed = await server.request("POST", "/api/admin/payout-weeks/close", {
      token: await signedInAdmin(server),
    });
    expect(closed.status).toBe(200);
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "frank@example.com"));
    const owed = await owedTo(server.database.db, user!.id);
    expect(closed.body.chainWeek.totalCents).toBe(owed);
    // The payouts page: the week, its transactions, the leaf and proof, what is owed.
    const page = await server.request("GET", "/api/payouts/chain", { token: frank.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      chain: { chainId: 733_301 },
      wallet: { address: privateKeyToAccount(key).address },
      owedCents: owed,
      awaitingRootCents: 0,
      claimedCents: 0,
      claim: { weekKey: "2026-03-02", cumulativeCents: owed, funded: true },
    });
    expect(page.body.weeks[0]).toMatchObject({
      weekKey: "2026-03-02",
      postTx: closed.body.chainWeek.postTx,
      fundTx: closed.body.chainWeek.fundTx,
      deadline: expect.any(String),
      fundedAt: expect.any(String),
      mine: { cumulativeCents: owed, proof: expect.any(Array) },
    });
    // In its dispute delay: nothing to send yet.
    const early = await server.request("POST", "/api/wallet/claim", { token: frank.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain("dispute delay");
    server.clock.advance(24 * 3_600_000);
    const signin = await server.request("POST", "/api/auth/signin", {
      body: { email: "frank@example.com", password: TEST_PASSWORD },
    });
    frank.token = signin.body.token;
    const relayed = await server.request("POST", "/api/wallet/claim", { token: frank.token });
    expect(relayed.status).toBe(200);
    const address = privateKeyToAccount(key).address;
    expect(relayed.body).toMatchObject({ address, amountCents: owed, weekKey: "2026-03-02" });
    expect(await tokenBalance(server, address)).toBe(BigInt(owed) * 10_000n);
    expect(await owedTo(server.database.db, user!.id)).toBe(0);
    const after = await server.request("GET", "/api/payouts/chain", { token: frank.token });
    expect(after.body).toMatchObject({ owedCents: 0, claimedCents: owed });
    // Funded traders see the running week's payout as it accrues.
    expect(after.body.accruingCents).toBe(0);
    const again = await server.request("POST", "/api/wallet/claim", { token: frank.token });
    expect(again.status).toBe(409);
    expect(await tokenBalance(server, address)).toBe(BigInt(owed) * 10_000n);
    await expectLedgerMatchesChain(server);
  });
});

describe("wallets without a payout chain", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: NOW });
  });
  afterAll(() => server.close());

  it("answers 404: there is no chain to link a wallet on", async () => {
    const token = await signedInTrader(server, "gus@example.com");
    expect((await server.request("GET", "/api/wallet/nonce", { token })).status).toBe(404);
    expect((await server.request("GET", "/api/wallet")).status).toBe(401);
  });
});
