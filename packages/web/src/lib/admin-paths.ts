/** The paths of the admin pages a list row, a breadcrumb or a detail page links to. */
export const adminPaths = {
  users: "/admin/users",
  user: (userId: string) => `/admin/user/${encodeURIComponent(userId)}`,
  account: (userId: string, accountId: string) =>
    `${adminPaths.user(userId)}/account/${encodeURIComponent(accountId)}`,
  record: (
    kind: "orders" | "positions" | "tradehistory",
    userId: string,
    accountId: string,
    id: string,
  ) => `${adminPaths.account(userId, accountId)}/${kind}/${encodeURIComponent(id)}`,
};
