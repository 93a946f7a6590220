import { describe, expect, it, vi } from "vitest";
import { api, routeRequest } from "./api";
import { apiFile } from "./api-file";
import { ApiRequestError } from "./api-client";
import { setToken } from "./auth-token";

function stubFetch(respond: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(respond(String(input), init)),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const order = {
  id: "ord_1",
  accountId: "acc/1",
  symbol: "EURUSD",
  side: "buy",
  type: "limit",
  volume: 1,
  price: 1.1,
  stopLoss: null,
  takeProfit: null,
  status: "pending",
  createdAt: "2026-01-05T10:00:00.000Z",
  filledAt: null,
  fillPrice: null,
  cancelledAt: null,
  cancelReason: null,
};

describe("the typed API client", () => {
  it("puts each path parameter into the path, URL-encoded", async () => {
    const fetchMock = stubFetch(() => json({ items: [], nextCursor: null }));

    await api("GET /accounts/:id/orders", { params: { id: "acc/1 ?#" } });

    expect(fetchMock.mock.calls[0]![0]).toBe("/api/accounts/acc%2F1%20%3F%23/orders");
  });

  it("builds the query string, leaving out empty fields", async () => {
    const fetchMock = stubFetch(() => json({ items: [], nextCursor: null }));

    await api("GET /accounts/:id/trades", {
      params: { id: "acc_1" },
      query: { limit: 50, side: "buy", cursor: null, symbol: undefined, from: "a&b=c" },
    });

    expect(fetchMock.mock.calls[0]![0]).toBe(
      "/api/accounts/acc_1/trades?limit=50&side=buy&from=a%26b%3Dc",
    );
  });

  it("refuses a call without a path parameter its path needs, before sending it", () => {
    expect(() =>
      routeRequest("GET /accounts/:id/trades/:tradeId", { params: { id: "a" } }),
    ).toThrow("GET /accounts/:id/trades/:tradeId: no value for :tradeId");
    expect(() => routeRequest("GET /accounts/:id", { params: { id: "" } })).toThrow(
      /no value for :id$/,
    );
  });

  it("sends the route's method and JSON body, and resolves with the parsed answer", async () => {
    const fetchMock = stubFetch(() => json(order));

    const answer = await api("PATCH /accounts/:id/orders/:orderId", {
      params: { id: "acc_1", orderId: "ord_1" },
      body: { price: 1.2 },
    });

    expect(answer).toEqual(order);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/accounts/acc_1/orders/ord_1");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe('{"price":1.2}');
  });

  it("in tests, refuses an answer that does not fit the route's schema", async () => {
    stubFetch(() => json({ ...order, price: "1.1" }));

    const error = await api("GET /accounts/:id", { params: { id: "acc_1" } }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 200, code: "BAD_RESPONSE" });
    expect((error as Error).message).toMatch(/^The answer to GET \/accounts\/:id does not fit/);
  });

  it("turns an error answer into an ApiRequestError with the server's code", async () => {
    stubFetch(() => json({ message: "Account not found", code: "NOT_FOUND" }, 404));

    await expect(api("GET /accounts/:id", { params: { id: "x" } })).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "Account not found",
    });
  });

  it("uploads a file's bytes with its name, and reads the stored file", async () => {
    const stored = {
      id: "file_1",
      purpose: "kyc",
      mimeType: "image/png",
      sizeBytes: 3,
      name: "pässport.png",
      url: "/api/files/file_1",
      createdAt: "2026-01-05T10:00:00.000Z",
    };
    const fetchMock = stubFetch(() => json({ file: stored }, 201));
    const blob = new Blob(["abc"]);

    const answer = await api("POST /uploads/:purpose", {
      params: { purpose: "kyc" },
      file: { blob, name: "pässport.png" },
    });

    expect(answer.file).toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/uploads/kyc");
    expect(init?.body).toBe(blob);
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("application/octet-stream");
    expect(headers.get("x-file-name")).toBe("p%C3%A4ssport.png");
  });

  it("downloads a file with the bearer token, the query and the server's file name", async () => {
    setToken("abc");
    const fetchMock = stubFetch(
      () =>
        new Response("id,symbol\ntrd_1,EURUSD\n", {
          status: 200,
          headers: {
            "Content-Type": "text/csv",
            "Content-Disposition": 'attachment; filename="trades-acc_1.csv"',
          },
        }),
    );

    const file = await apiFile("GET /accounts/:id/trades.csv", {
      params: { id: "acc_1" },
      query: { side: "buy" },
      accept: "text/csv",
    });

    expect(await file.blob.text()).toBe("id,symbol\ntrd_1,EURUSD\n");
    expect(file.filename).toBe("trades-acc_1.csv");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/accounts/acc_1/trades.csv?side=buy");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer abc");
    expect(headers.get("Accept")).toBe("text/csv");
  });

  it("turns a failed download into an ApiRequestError like any call", async () => {
    stubFetch(() => json({ message: "Account not found", code: "NOT_FOUND" }, 404));

    await expect(
      apiFile("GET /accounts/:id/trades.csv", { params: { id: "x" } }),
    ).rejects.toMatchObject({ status: 404, code: "NOT_FOUND", message: "Account not found" });
  });
});
