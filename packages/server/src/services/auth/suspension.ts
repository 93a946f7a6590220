/** Why a suspended user may not sign in, or null when they may. */
export function suspendedMessage(user: { suspendedAt: Date | null }): string | null {
  return user.suspendedAt
    ? "This account is suspended. Contact support if you think this is a mistake."
    : null;
}
