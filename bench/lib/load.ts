import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Paths to send in turn (each connection cycles through them) instead of the url's own. */
  paths?: string[];
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function once(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const requests = target.paths?.map((path) => ({ path }));
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration: seconds,
    ...(requests ? { requests } : {}),
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Loads every target in turn, round after round, after one warm-up round. Alternating rounds
 * spread a noisy neighbour's effect over all targets; each target's figures are medians, and
 * each ratio is the median of the per-round ratios against the first target (the baseline).
 */
export async function compare(
  targets: Target[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<{ results: LoadResult[]; ratios: number[] }> {
  for (const target of targets) await once(target, 2, options.connections);
  const perRound: LoadResult[][] = [];
  for (let round = 0; round < options.rounds; round++) {
    const row: LoadResult[] = [];
    for (const target of targets) row.push(await once(target, options.seconds, options.connections));
    perRound.push(row);
  }
  const results = targets.map((target, index) => {
    const runs = perRound.map((row) => row[index]!);
    return {
      name: target.name,
      requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
    };
  });
  const ratios = targets.map((_, index) =>
    median(perRound.map((row) => row[index]!.requestsPerSecond / row[0]!.requestsPerSecond)),
  );
  return { results, ratios };
}
