import { TRADING_EVENTS } from "@proparena/contracts/trading-events";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { Redis } from "ioredis";
import pg from "pg";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, throwawayCluster, type RunningApp } from "./harness";
import { checkBurstAfterCrash, startOrderBurst } from "./order-burst";

// Two real server processes on one PostgreSQL database and one Redis, as behind a load
// balancer. Everything goes through the follower: its trading requests are forwarded to the
// leader, its sockets get the leader's ticks and events over Redis. Then the leader is killed
// and the follower takes over. Needs the machine's PostgreSQL and Redis (CI has both).
const ADMIN_URL =
  process.env.CLUSTER_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379";

async function servicesUp(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await admin.connect();
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `PostgreSQL (${ADMIN_URL}) or Redis (${REDIS_URL}) is not reachable: ${String(error)}`;
  } finally {
    await admin.end().catch(() => undefined);
    redis.disconnect();
  }
}

const unavailable = await servicesUp();
if (unavailable && (process.env.CI === "true" || process.env.REQUIRE_SERVICES === "1")) {
  throw new Error(unavailable);
}
if (unavailable) console.log(`NOTE cluster test did not run: ${unavailable}`);

let cluster: Awaited<ReturnType<typeof throwawayCluster>> | undefined;
let leader: RunningApp;
let follower: RunningApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (unavailable) return;
  cluster = await throwawayCluster(ADMIN_URL, REDIS_URL, "cluster");
  leader = await startApp(cluster.env);
  follower = await startApp(cluster.env);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await follower?.stop();
  await leader?.stop();
  await cluster?.remove();
});

async function health(app: RunningApp) {
  return (await (await fetch(`${app.url}/api/health`)).json()) as { role: string };
}

async function api(app: RunningApp, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** Resolves with the first event `name` whose payload passes `match`. */
function nextEvent<T>(socket: Socket, name: string, match: (payload: T) => boolean = () => true) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within 10 s`)), 10_000);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(payload);
    };
    socket.on(name, listener);
  });
}

describe.skipIf(unavailable !== null)("several instances on one PostgreSQL and one Redis", () => {
  it("a follower forwards trading to the leader, streams its events, and takes over when the leader dies", async () => {
    expect((await health(leader)).role).toBe("leader");
    expect((await health(follower)).role).toBe("follower");

    // Sign up and verify on the follower.
    const email = "cleo@example.com";
    const password = "a good long password";
    const signup = await api(follower, "POST", "/api/auth/signup", undefined, {
      name: "Cleo Cluster",
      email,
      password,
    });
    expect(signup.status).toBe(201);
    const verifyToken = await follower.emailLink(email, /(?<=\/verify\/email\/)[0-9a-f]{64}/);
    expect(
      (await api(follower, "POST", "/api/auth/verify-email", undefined, { token: verifyToken }))
        .status,
    ).toBe(200);
    const { token } = (
      await api(follower, "POST", "/api/auth/signin", undefined, { email, password })
    ).body;

    // The Beta account lives in the leader's desk; the follower forwards the request.
    const mine = await api(follower, "GET", "/api/accounts", token);
    expect(mine.status).toBe(200);
    expect(mine.body.accounts).toHaveLength(1);
    const account = mine.body.accounts[0];
    expect(account.balanceCents).toBe(100_000_000);

    // A socket on the follower: quotes from the leader's feed (over Redis), and the leader's
    // order, position and account events (through the socket.io Redis adapter).
    const socket = connect(follower.url, { transports: ["websocket"], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token });
    const quote = nextEvent<{ symbol: string }[]>(socket, TRADING_EVENTS.quotes);
    await socket.emitWithAck(TRADING_EVENTS.subscribeQuotes, { symbols: ["BTCUSD"] });
    expect((await quote)[0]!.symbol).toBe("BTCUSD");

    const orderEvent = nextEvent<{ accountId: string }>(socket, TRADING_EVENTS.order);
    const positionEvent = nextEvent<{ position: { id: string } }>(socket, TRADING_EVENTS.position);
    const accountEvent = nextEvent<{ id: string; positions?: unknown[] }>(
      socket,
      TRADING_EVENTS.account,
      (a) => a.id === account.id,
    );
    const bought = await api(follower, "POST", `/api/accounts/${account.id}/orders`, token, {
      symbol: "BTCUSD",
      side: "buy",
      type: "market",
      volume: 0.1,
    });
    expect(bought.status).toBe(201);
    expect((await orderEvent).accountId).toBe(account.id);
    const positionId = (await positionEvent).position.id;
    await accountEvent;

    // The leader's refusal comes back through the follower, status and reason.
    const refused = await api(follower, "POST", `/api/accounts/${account.id}/orders`, token, {
      symbol: "BTCUSD",
      side: "buy",
      type: "market",
      volume: 10_000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/lot|volume|margin/i);
    // Signing out on the follower stops the token on the leader at once: the revocation
    // reaches the leader's session cache over Redis (it had just cached this session).
    const second = (await api(follower, "POST", "/api/auth/signin", undefined, { email, password }))
      .body.token as string;
    expect((await api(follower, "GET", "/api/accounts", second)).status).toBe(200);
    // ... and a socket that session opened on the leader is cut at once.
    const leaderSocket = connect(leader.url, { transports: ["websocket"], reconnection: false });
    sockets.push(leaderSocket);
    await new Promise<void>((resolve) => leaderSocket.on("connect", () => resolve()));
    await leaderSocket.emitWithAck(SOCKET_EVENTS.authenticate, { token: second });
    const cut = nextEvent<{ message: string }>(leaderSocket, SOCKET_EVENTS.authError);
    expect((await api(follower, "POST", "/api/auth/signout", second)).status).toBeLessThan(300);
    expect((await cut).message).toBe("Token is invalid");
    expect(socket.connected).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect((await api(follower, "GET", "/api/accounts", second)).status).toBe(401);

    // Someone else's (here: nobody's) account is still a 404 through the follower.
    expect((await api(follower, "GET", "/api/accounts/nope", token)).status).toBe(404);

    // The leader dies (SIGKILL) in the middle of a burst of orders sent through the follower.
    // The follower takes the lock, rebuilds the desk from the database and runs the feed; the
    // burst goes on through it, now the leader.
    const target = {
      url: () => follower.url,
      accountId: account.id,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    };
    const burst = startOrderBurst(target, "cluster");
    while (burst.acknowledged.size < 60) await new Promise((r) => setTimeout(r, 5));
    await leader.crash();
    const killedAt = Date.now();
    while ((await health(follower)).role !== "leader") {
      expect(Date.now() - killedAt).toBeLessThan(20_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`follower took over ${Date.now() - killedAt} ms after the leader was killed`);
    const atTakeover = burst.acknowledged.size;
    while (burst.acknowledged.size < atTakeover + 20) {
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    await burst.stop();

    // Nothing acknowledged by the dead leader is lost, nothing is applied twice: every key sent
    // again answers its one order, and the account holds one order per key (and the first one).
    const { stored } = await checkBurstAfterCrash(target, burst, 1);
    console.log(
      `cluster e2e: ${burst.sent.length} orders sent through the follower, ${atTakeover} acknowledged by the time it led, ${burst.acknowledged.size} in all; lost 0, duplicated 0`,
    );

    // The position acknowledged before is there, with one per order, and can be closed.
    const positions = await api(follower, "GET", `/api/accounts/${account.id}/positions`, token);
    const held = positions.body.items.map((p: { id: string }) => p.id);
    expect(held).toContain(positionId);
    expect(held).toHaveLength(stored.length);
    const nextQuote = nextEvent<{ symbol: string }[]>(socket, TRADING_EVENTS.quotes);
    expect((await nextQuote)[0]!.symbol).toBe("BTCUSD");
    const closed = await api(
      follower,
      "POST",
      `/api/accounts/${account.id}/positions/${positionId}/close`,
      token,
    );
    expect(closed.status).toBe(200);
    const trades = await api(follower, "GET", `/api/accounts/${account.id}/trades`, token);
    expect(trades.body.items).toHaveLength(1);
  });
});
