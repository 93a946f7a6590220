import { describe, expect, it, vi } from "vitest";
import { signinErrorSchema } from "@proparena/contracts/auth";
import { api, apiWithStatus } from "./api";
import { ApiRequestError, errorDetails } from "./api-client";
import { setToken } from "./auth-token";

function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(respond(String(input), init)),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const NOTICE_ID = "3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f";
const signInCode = () => api("POST /auth/signin/code", { body: { attempt: "a", code: "123456" } });

describe("api client", () => {
  it("prefixes /api, sends JSON and the bearer token, and returns status and body", async () => {
    setToken("abc");
    const fetchMock = stubFetch(() => new Response(JSON.stringify({ unread: 2 }), { status: 201 }));

    const result = await apiWithStatus("POST /notices/read", { body: { ids: [NOTICE_ID] } });

    expect(result).toEqual({ status: 201, data: { unread: 2 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/notices/read");
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer abc");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(`{"ids":["${NOTICE_ID}"]}`);
  });

  it("sends no Authorization header without a token", async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await api("DELETE /admin/coupons/:id", { params: { id: "c1" } });
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

    const error = await api("GET /accounts").catch((e: unknown) => e);

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

    const error = await signInCode().catch((e: unknown) => e);

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
    expect(
      errorDetails(await api("GET /accounts").catch((e: unknown) => e), signinErrorSchema),
    ).toBe(null);
  });

  it("explains a non-JSON failure and a network failure", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api("GET /accounts")).rejects.toMatchObject({ status: 502, code: "BAD_RESPONSE" });

    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api("GET /accounts")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: expect.stringContaining("Could not reach the server") as unknown as string,
    });
  });
});
