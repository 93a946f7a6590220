/** "1 message", "3 messages". */
export function messageCount(count: number): string {
  return count === 1 ? "1 message" : `${count} messages`;
}
