import { agentPaths, agentResponses } from '@portal/contracts';
import type { BenchTeam, BenchTeamOptions } from '@portal/server/testing';
import { loadAverage } from './processes.js';

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The team overview of an agent with a large team: the team written in bulk by the caller (the testing surface's
 * buildBenchTeam, through the record of play's triggers and the team rollup job), then
 * `GET /wps/agent/team/overview` over the last 7 and 30 days, sequentially and from 4 clients at once,
 * every answer checked against the contract; latency percentiles per range.
 */
export async function teamOverviewBench(
  portalUrl: string,
  machine: string,
  options: BenchTeamOptions,
  team: BenchTeam,
) {
  const headers = { merchant: team.merchant, device: 'WEB', authorization: team.token };
  const overview = async (days: number, to = 0) => {
    const started = performance.now();
    const response = await fetch(
      `${portalUrl}${agentPaths.overview}?from=${dayBefore(days - 1 + to)}&to=${dayBefore(to)}`,
      {
        headers,
      },
    );
    const body = agentResponses.overview.parse(await response.json());
    return { ms: performance.now() - started, value: body.value };
  };
  // Every round settled, whatever the site's time zone makes of the days: from before the first to tomorrow.
  const sample = await overview(options.days + 3, -1);
  for (let warm = 0; warm < 10; warm++) await overview(7);
  console.log(
    `\n${machine}; a top agent with ${sample.value.teamSize} members on ${options.levels} levels below it, ` +
      `${options.rounds} settled rounds over ${options.days} days; written in ${team.timings.tree.toFixed(1)} s (tree), ` +
      `${team.timings.rounds.toFixed(1)} s (rounds through the record of play), ${team.timings.fold.toFixed(1)} s (team figures folded)\n`,
  );
  console.log('| GET /wps/agent/team/overview | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  let worst = 0;
  for (const days of [7, 30]) {
    for (const clients of [1, 4]) {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (let request = 0; request < 200 / clients; request++) times.push((await overview(days)).ms);
        }),
      );
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 0.99);
      worst = Math.max(worst, p99);
      console.log(
        `| last ${days} days, ${clients} client${clients > 1 ? 's' : ''} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} | ` +
          `${percentile(times, 0.95).toFixed(1)} | ${p99.toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} |`,
      );
    }
  }
  const totals = sample.value.totals;
  console.log(
    `\nall ${options.days + 3} days around them: ${totals.rounds} rounds, valid bet ${totals.validBet}, active members ${totals.activeMembers}, ` +
      `team balance ${sample.value.teamBalance}`,
  );
  console.log(
    `team overview p99 ${worst.toFixed(1)} ms (target < 200 ms: ${worst < 200 ? 'met' : 'NOT MET'}); load average ${loadAverage()}`,
  );
  if (totals.rounds !== options.rounds) {
    console.log(`the overview counts ${totals.rounds} rounds where ${options.rounds} were settled: NOT SOUND`);
    process.exitCode = 1;
  }
}
