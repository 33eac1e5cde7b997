/**
 * Query keys of the lottery. Public game data is keyed by game; the member's orders sit under the member's
 * token like every member query, so a new session never sees the old one's.
 */
export const lotteryKeys = {
  games: (language: string) => ['lottery', 'games', language] as const,
  openIssue: (gameCode: string) => ['lottery', 'open', gameCode] as const,
  plays: (gameCode: string) => ['lottery', 'plays', gameCode] as const,
  draws: (gameCode: string) => ['lottery', 'draws', gameCode] as const,
  drawPage: (gameCode: string, page: number, size: number) => ['lottery', 'draws', gameCode, page, size] as const,
  stats: (gameCode: string, draws: number) => ['lottery', 'stats', gameCode, draws] as const,
  allStats: (gameCode: string) => ['lottery', 'stats', gameCode] as const,
  /** A draw checked in this browser (LOTTERY.md §7), by its revealed seed. */
  verify: (gameCode: string, issueNumber: string, serverSeed: string | null) =>
    ['lottery', 'verify', gameCode, issueNumber, serverSeed] as const,
  ordersToday: (token: string | null, gameCode: string) => ['member', token, 'lottery', 'today', gameCode] as const,
};

/** A contract path with its `:name` parameters filled in. */
export function lotteryPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
