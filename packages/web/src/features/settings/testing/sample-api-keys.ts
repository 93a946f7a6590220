import { apiKeySchema, createApiKeyBodySchema, type ApiKey } from "@proparena/contracts/api-keys";
import type { FakeApi } from "../../../testing/fake-api";

/**
 * A stateful stand-in for the API key routes (contracts api-keys.ts), parsed with the contract's
 * schemas: keys are made (the secret answered once), listed newest first and revoked.
 */
export function serveApiKeys(api: FakeApi, keys: ApiKey[] = []) {
  let live = [...keys];
  let n = 0;
  const serveRevoke = (id: string) =>
    api.on(`DELETE /account/api-keys/${id}`, () => {
      const found = live.find((k) => k.id === id)!;
      const revoked = { ...found, revokedAt: found.revokedAt ?? new Date().toISOString() };
      live = live.map((k) => (k.id === id ? revoked : k));
      return { status: 200, body: revoked };
    });
  for (const key of keys) serveRevoke(key.id);
  api.on("GET /account/api-keys", () => ({ status: 200, body: { keys: live } }));
  api.on("POST /account/api-keys", ({ body }) => {
    const parsed = createApiKeyBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return {
        status: 400,
        body: {
          message: issue.message,
          code: "VALIDATION_ERROR",
          issues: [{ path: issue.path.join("."), message: issue.message }],
        },
      };
    }
    n += 1;
    const prefix = `pak_0000000${n}`;
    const apiKey = apiKeySchema.parse({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      name: parsed.data.name,
      prefix,
      scopes: parsed.data.scopes,
      accountId: parsed.data.accountId,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    });
    live = [apiKey, ...live];
    serveRevoke(apiKey.id);
    return { status: 201, body: { apiKey, key: `${prefix}_${"ab".repeat(20)}` } };
  });
  return { keys: () => live };
}
