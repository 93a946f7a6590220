import { uploadedId } from "../sample-files";
import { afterAll, beforeAll } from "vitest";
import type { JsonSchema } from "./schema-arbitrary";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../test-server";
import { TEST_PASSWORD, signedInAdmin, signedInTrader } from "../test-users";

/** One documented operation of the API, as the OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** OpenAPI path with {params}. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** Needs a bearer token (security: bearer in the document). */
  secured: boolean;
  /** Under /api/admin: admins only. */
  admin: boolean;
  /** Label for messages: "POST /api/accounts/{id}/orders". */
  label: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

/** Every operation in the server's OpenAPI document, destructive DeleteAll routes last. */
export function operationsOf(server: TestServer): Operation[] {
  const doc = server.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        body: op.requestBody?.content?.["application/json"]?.schema,
        secured: (op.security?.length ?? 0) > 0,
        admin: path.startsWith("/api/admin/"),
        label: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return operations.sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
}

/** The DeleteAll routes: they empty the tables the other routes' fixtures live in. */
export const isDestructive = (op: Operation): boolean => op.path.startsWith("/api/admin/delete-");

/** A running server with two traders, an admin, and a resource of each kind owned by trader A. */
export interface FuzzTarget {
  server: TestServer;
  tokens: { a: string; b: string; admin: string };
  owned: {
    accountId: string;
    orderId: string;
    positionId: string;
    /** A closed trade of A's (a position opened and closed). */
    tradeId: string;
    purchaseId: string;
    /** A's merch order (pending). */
    merchOrderId: string;
    /** A's KYC upload, its submission, a support ticket, an agreement signature, an avatar. */
    fileId: string;
    kycId: string;
    ticketId: string;
    signatureId: string;
    avatarFileId: string;
  };
  couponId: string;
  merchItemId: string;
  /** A message in the back office's contact inbox. */
  contactMessageId: string;
  userIdA: string;
  /** Trader A's token, signing in again when a request ended the session (sign-out). */
  refreshA(): Promise<string>;
  close(): Promise<void>;
}

const A_EMAIL = "fuzz-a@example.com";

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const big = { max: 1_000_000, windowMs: 60_000 };
  const server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    rateLimits: {
      signinPerIp: big,
      signinPerIpAndEmail: big,
      emailSendPerIp: big,
      emailSendPerEmail: big,
      tokenPerIp: big,
      signupPerIp: big,
      contactPerIp: big,
      checkoutPerIp: big,
      chainRpcPerIp: big,
    },
    // The chain's routes are public and its RPC takes any JSON-RPC: fuzz them too.
    embeddedChain: true,
  });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
  const tokens = {
    a: await signedInTrader(server, A_EMAIL),
    b: await signedInTrader(server, "fuzz-b@example.com"),
    admin: await signedInAdmin(server),
  };
  const must = async (method: string, path: string, body?: unknown, token = tokens.a) => {
    const res = await server.request(method, path, { token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const accountId = (await must("GET", "/api/accounts")).accounts[0].id as string;
  const orders = `/api/accounts/${accountId}/orders`;
  const pending = await must("POST", orders, {
    symbol: "EURUSD",
    side: "buy",
    type: "limit",
    volume: 0.1,
    price: 1.05,
  });
  await must("POST", orders, { symbol: "EURUSD", side: "buy", volume: 0.1 });
  const positions = await must("GET", `/api/accounts/${accountId}/positions`);
  const closing = await must("POST", orders, { symbol: "EURUSD", side: "sell", volume: 0.1 });
  const closed = await must(
    "POST",
    `/api/accounts/${accountId}/positions/${closing.position.id}/close`,
  );
  const purchase = await must("POST", "/api/checkout", { plan: "$5,000", acceptTerms: true });
  const coupon = await must(
    "POST",
    "/api/admin/coupons",
    { code: "FUZZ10", kind: "percent", percentOff: 10 },
    tokens.admin,
  );
  const fileId = await uploadedId(server, tokens.a, "kyc");
  const kyc = await must("POST", "/api/kyc", {
    legalName: "Fuzz Trader",
    dateOfBirth: "1990-01-01",
    addressLine1: "1 Main St",
    city: "Springfield",
    postalCode: "12345",
    country: "US",
    documentType: "passport",
    frontFileId: fileId,
    selfieFileId: fileId,
  });
  const ticket = await must("POST", "/api/support/tickets", {
    subject: "Fuzz ticket",
    category: "other",
    message: "Hello",
  });
  // Signing needs the approved identity check's legal name.
  await must("POST", `/api/admin/kyc/${kyc.submission.id}/approve`, {}, tokens.admin);
  const agreement = await must("GET", "/api/agreements");
  const signed = await must("POST", "/api/agreements/sign", {
    version: agreement.current.version,
    sha256: agreement.current.sha256,
    typedName: "Fuzz Trader",
    consent: true,
  });
  await must("POST", "/api/contact", {
    name: "Fuzz Visitor",
    email: "fuzz-visitor@example.com",
    subject: "A fuzzed question",
    message: "Is the inbox resistant to hostile input?",
  });
  const contact = await must("GET", "/api/admin/contact/messages", undefined, tokens.admin);
  const merch = await must(
    "POST",
    "/api/admin/merch",
    { name: "Fuzz cap", priceCents: 2500, stock: 3 },
    tokens.admin,
  );
  const merchOrder = await must("POST", "/api/merch/orders", {
    itemId: merch.item.id,
    quantity: 1,
    shipping: {
      name: "Fuzz Trader",
      addressLine1: "1 Main St",
      city: "Springfield",
      region: "IL",
      postalCode: "62701",
      country: "US",
    },
  });
  return {
    server,
    tokens,
    owned: {
      accountId,
      orderId: pending.order.id,
      positionId: positions.items[0].id,
      tradeId: closed.trade.id,
      purchaseId: purchase.purchase.id,
      merchOrderId: merchOrder.order.id,
      fileId,
      kycId: kyc.submission.id,
      ticketId: ticket.ticket.id,
      signatureId: signed.signature.id,
      avatarFileId: await uploadedId(server, tokens.a, "avatar"),
    },
    couponId: coupon.coupon.id,
    merchItemId: merch.item.id,
    contactMessageId: contact.messages[0].id,
    userIdA: (await must("GET", "/api/auth/check")).user.id,
    async refreshA() {
      const check = await server.request("GET", "/api/auth/check", { token: tokens.a });
      if (check.status === 401) {
        const signin = await server.request("POST", "/api/auth/signin", {
          body: { email: A_EMAIL, password: TEST_PASSWORD },
        });
        tokens.a = signin.body.token;
      }
      return tokens.a;
    },
    close: () => server.close(),
  };
}

/**
 * The real value of a path parameter, from the fixtures: trader A's account, order, position
 * and purchase, the admin's coupon. Parameters with an enum take its first value. A new route
 * with a parameter nobody described fails here, so it gets a fixture and is covered.
 */
export function fixtureParam(target: FuzzTarget, op: Operation, name: string): string {
  const { owned } = target;
  const schema = op.pathParams.find((p) => p.name === name)?.schema;
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (name === "orderId") return owned.orderId;
  if (name === "positionId") return owned.positionId;
  // Trader A has no rule decision: an unknown one (the route answers 404).
  if (name === "decisionId") return crypto.randomUUID();
  if (name === "tradeId") return owned.tradeId;
  if (name === "symbol") return "EURUSD";
  if (name === "week") return "2026-01-05";
  if (name === "name") return "outbox-retry";
  // A public id nobody has (the openbook routes answer 404).
  if (name === "publicId") return "0123456789ab";
  if (name === "id") {
    if (op.path.startsWith("/api/accounts/")) return owned.accountId;
    if (op.path.startsWith("/api/plans/")) return "200K";
    if (op.path.startsWith("/api/purchases/") || op.path.startsWith("/api/admin/purchases/"))
      return owned.purchaseId;
    if (op.path.startsWith("/api/admin/coupons/")) return target.couponId;
    // Session ids are the trader's own: an unknown one (the route answers 404).
    if (op.path.startsWith("/api/account/sessions/")) return crypto.randomUUID();
    // No certificate exists in the fixtures: an unknown id (the route answers 404).
    if (op.path.startsWith("/api/certificates/")) return crypto.randomUUID();
    // No payout request exists in the fixtures: an unknown id (the route answers 404).
    if (op.path.startsWith("/api/admin/payout-requests/")) return crypto.randomUUID();
    if (op.path.startsWith("/api/files/")) return owned.fileId;
    if (op.path.startsWith("/api/public/files/")) return owned.avatarFileId;
    if (op.path.startsWith("/api/admin/kyc/")) return owned.kycId;
    if (op.path.startsWith("/api/support/tickets/")) return owned.ticketId;
    if (op.path.startsWith("/api/admin/support/tickets/")) return owned.ticketId;
    if (op.path.startsWith("/api/agreements/signatures/")) return owned.signatureId;
    if (op.path.startsWith("/api/merch/orders/")) return owned.merchOrderId;
    if (op.path.startsWith("/api/admin/merch/orders/")) return owned.merchOrderId;
    if (op.path.startsWith("/api/admin/merch/")) return target.merchItemId;
    if (op.path.startsWith("/api/admin/contact/messages/")) return target.contactMessageId;
    // Trader A and their account, as an operator sees them.
    if (op.path.startsWith("/api/admin/users/")) return target.userIdA;
    if (op.path.startsWith("/api/admin/accounts/")) return owned.accountId;
    if (op.path.startsWith("/api/admin/records/orders/")) return owned.orderId;
    if (op.path.startsWith("/api/admin/records/positions/")) return owned.positionId;
    // No closed trade in the fixtures: an unknown id (the route answers 404).
    if (op.path.startsWith("/api/admin/records/tradehistory/")) return crypto.randomUUID();
    if (op.path.startsWith("/api/admin/avatars/")) return crypto.randomUUID();
    // No integrity flag in the fixtures: an unknown id (the routes answer 404).
    if (op.path.startsWith("/api/integrity/flags/")) return crypto.randomUUID();
    if (op.path.startsWith("/api/admin/integrity/flags/")) return crypto.randomUUID();
    // No API key in the fixtures: an unknown id (the route answers 404).
    if (op.path.startsWith("/api/account/api-keys/")) return crypto.randomUUID();
    // No copy subscription in the fixtures: an unknown id (the routes answer 404).
    if (op.path.startsWith("/api/copy-subscriptions/")) return crypto.randomUUID();
    // No drawing or price alert in the fixtures: unknown ids (the routes answer 404).
    if (op.path.startsWith("/api/chart/drawings/")) return crypto.randomUUID();
    if (op.path.startsWith("/api/alerts/")) return crypto.randomUUID();
  }
  throw new Error(
    `${op.label}: no fixture for path parameter "${name}"; add one to fuzz-target.ts`,
  );
}

/** Which of trader A's resources a route's path names (none: the route is not A's). */
export function ownedBy(op: Operation): boolean {
  if (op.admin) return false;
  return [
    "/api/accounts/{id}",
    "/api/purchases/{id}",
    "/api/merch/orders/{id}",
    "/api/files/{id}",
    "/api/support/tickets/{id}",
    "/api/agreements/signatures/{id}",
  ].some((prefix) => op.path.startsWith(prefix));
}

export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** A fuzz target for the test file: started before its tests, closed after. */
export function fuzzTargetPerFile(): { target: FuzzTarget; operations: Operation[] } {
  const state = {} as { target: FuzzTarget; operations: Operation[] };
  beforeAll(async () => {
    state.target = await startFuzzTarget();
    state.operations = operationsOf(state.target.server);
  });
  afterAll(() => state.target.close());
  return state;
}
