/** "player01" → "pl***01": enough to recognise oneself, not enough to find anyone (the winners board, the jackpot). */
export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}
