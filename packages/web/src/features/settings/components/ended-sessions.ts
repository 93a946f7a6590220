/** "1 other session", "3 other sessions". */
export function otherSessions(count: number): string {
  return count === 1 ? "1 other session" : `${count} other sessions`;
}

/**
 * What a credential change (new password, two-factor on or off, new recovery codes) did to
 * the account's other sessions: "2 other sessions were signed out."
 */
export function endedSessionsMessage(count: number): string {
  if (count === 0) return "No other sessions were signed out.";
  return `${otherSessions(count)} ${count === 1 ? "was" : "were"} signed out.`;
}
