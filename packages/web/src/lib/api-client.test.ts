import { describe, expect, it, vi } from "vitest";
import { signinErrorSchema } from "@proparena/contracts/auth";
import { apiDownload, apiFetch, apiRequest, ApiRequestError, errorDetails } from "./api-client";
import { setToken } from "./auth-token";

function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(respond(String(input), init)),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("api client", () => {
  it("prefixes /api, sends JSON and the bearer token, and returns status and body", async () => {
    setToken("abc");
    const fetchMock = stubFetch(() => new Response(JSON.stringify({ ok: true }), { status: 201 }));

    const result = await apiRequest<{ ok: boolean }>("/things", { method: "POST", body: { a: 1 } });

    expect(result).toEqual({ status: 201, data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/things");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer abc");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe('{"a":1}');
  });

  it("sends no Authorization header without a token", async () => {
    const fetchMock = stubFetch(() => new Response("{}", { status: 200 }));
    await apiFetch("/x");
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has("Authorization")).toBe(false);
  });

  it("turns an error body into an ApiRequestError with message, code, status and issues", async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            message: "Bad input",
            code: "VALIDATION_ERROR",
            issues: [{ path: "email", message: "Nope" }],
          }),
          { status: 400 },
        ),
    );

    const error = await apiFetch("/x").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: "Bad input",
      code: "VALIDATION_ERROR",
      status: 400,
      issues: [{ path: "email", message: "Nope" }],
    });
  });

  it("keeps the error body's other fields, read with a contract schema", async () => {
    const body = {
      message: "That code is not right, or was already used.",
      code: "TWO_FACTOR_INVALID",
      attempt: "a".repeat(64),
      codesLeft: 2,
    };
    stubFetch(() => new Response(JSON.stringify(body), { status: 401 }));

    const error = await apiFetch("/auth/signin/code").catch((e: unknown) => e);

    expect((error as ApiRequestError).details).toEqual(body);
    expect(errorDetails(error, signinErrorSchema)).toEqual(body);
    // A body the schema refuses, or no API error at all, reads as nothing.
    expect(errorDetails(new Error(body.message), signinErrorSchema)).toBeNull();
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: "Wait", code: "X", codesLeft: "two" }), {
          status: 401,
        }),
    );
    expect(errorDetails(await apiFetch("/x").catch((e: unknown) => e), signinErrorSchema)).toBe(
      null,
    );
  });

  it("explains a non-JSON failure and a network failure", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiFetch("/x")).rejects.toMatchObject({ status: 502, code: "BAD_RESPONSE" });

    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiFetch("/x")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: expect.stringContaining("Could not reach the server") as unknown as string,
    });
  });

  it("downloads a file with the bearer token and the server's file name", async () => {
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

    const file = await apiDownload("/accounts/acc_1/trades.csv?side=buy", "text/csv");

    expect(await file.blob.text()).toBe("id,symbol\ntrd_1,EURUSD\n");
    expect(file.filename).toBe("trades-acc_1.csv");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/accounts/acc_1/trades.csv?side=buy");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer abc");
    expect(headers.get("Accept")).toBe("text/csv");
  });

  it("turns a failed download into an ApiRequestError like any call", async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: "Account not found", code: "NOT_FOUND" }), {
          status: 404,
        }),
    );
    await expect(apiDownload("/accounts/x/trades.csv")).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "Account not found",
    });
  });
});
