import { ensureAdmin } from "../services/auth/ensure-admin";
import type { TestServer } from "./test-server";
import { tokenFromEmail } from "./test-server";

export const TEST_PASSWORD = "correct horse battery";

/** Signs up, verifies through the outbox and signs in a trader; returns the bearer token. */
export async function signedInTrader(server: TestServer, email: string): Promise<string> {
  const signup = await server.request("POST", "/api/auth/signup", {
    body: { email, password: TEST_PASSWORD, name: "Test Trader" },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const mail = await server.lastEmailTo(email);
  await server.request("POST", "/api/auth/verify-email", {
    body: { token: tokenFromEmail(mail!.text) },
  });
  const signin = await server.request("POST", "/api/auth/signin", {
    body: { email, password: TEST_PASSWORD },
  });
  if (signin.status !== 200) throw new Error(`signin failed: ${JSON.stringify(signin.body)}`);
  return signin.body.token as string;
}

/** Creates an admin the way ADMIN_EMAIL does and signs it in. */
export async function signedInAdmin(
  server: TestServer,
  email = "admin@example.com",
): Promise<string> {
  await ensureAdmin(server.ctx.db, server.clock, email, TEST_PASSWORD);
  const signin = await server.request("POST", "/api/auth/signin", {
    body: { email, password: TEST_PASSWORD },
  });
  if (signin.status !== 200) throw new Error(`admin signin failed: ${JSON.stringify(signin.body)}`);
  return signin.body.token as string;
}
