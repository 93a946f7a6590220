/** Query keys of the signed-in session; everything under ["session"] is dropped on sign-out. */
export const sessionKeys = {
  all: ["session"] as const,
  check: (token: string | null) => ["session", "check", token] as const,
  adminCheck: (token: string | null) => ["session", "admin-check", token] as const,
};
