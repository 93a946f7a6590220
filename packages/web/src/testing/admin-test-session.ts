import { createFakeApi, makeUser, type FakeResponse } from "./fake-api";

/** The admin the admin-page tests sign in as. */
export const sampleAdmin = makeUser({
  id: "u_admin",
  email: "admin@example.com",
  name: "Ada Admin",
  isAdmin: true,
});

/** A fake API whose only user is the admin (install it after adding routes). */
export function createAdminFakeApi() {
  return createFakeApi({ users: [sampleAdmin] });
}

/** A 400 VALIDATION_ERROR naming one field, as the server sends it. */
export function validationError(path: string, message: string): FakeResponse {
  return { status: 400, body: { message, code: "VALIDATION_ERROR", issues: [{ path, message }] } };
}
