import type { LoadResult, Target } from './load.js';

/** Pages of a big category and searches for common words: the catalog calls a lobby makes most. */
const categoryPages = Array.from(
  { length: 10 },
  (_, index) => `/lgw/games/list?gameType=RNG&pageNo=${index + 1}&pageSize=24`,
);
const searches = ['dragon', 'gold', 'lucky', 'wild', 'fortune'].map(
  (word) => `/lgw/games/list?gameName=${word}&pageSize=24`,
);

/**
 * The game list over the seeded 10,000-game catalog: an RNG category page of 24 (pages 1 to 10, each
 * connection in turn) and a search for a common word (five of them, in turn), as a visitor sends them.
 */
export function gameTargets(portalUrl: string, headers: Record<string, string>): Target[] {
  return [
    { name: 'GET /lgw/games/list (RNG, 24 per page, pages 1-10)', url: portalUrl, paths: categoryPages, headers },
    { name: 'GET /lgw/games/list?gameName= (5 common words, 24 per page)', url: portalUrl, paths: searches, headers },
  ];
}

/** The targets for those two rows: p99 under 50 ms and at least 40 % of the bare server's req/s. */
export function gameSummary(results: LoadResult[], ratios: number[], first: number): string {
  return [first, first + 1]
    .map((index) => {
      const row = results[index]!;
      const ratio = (ratios[index] ?? 0) * 100;
      const met = row.p99 < 50 && ratio >= 40 && row.failures === 0;
      return `${row.name}: ${ratio.toFixed(1)}% of bare, p99 ${row.p99} ms (targets >= 40%, < 50 ms: ${met ? 'met' : 'NOT MET'})`;
    })
    .join('\n');
}
