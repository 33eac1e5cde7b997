import {
  operatorDashboardPaths,
  operatorMemberSearchPaths,
  operatorMemberSearchResponses,
  operatorResponses,
} from '@portal/contracts';
import { type BenchTeam, createOperator, fetchPost, signInOperatorWith } from '@portal/server/testing';
import { loadAverage } from './processes.js';

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The console's reads on a large site (issue 25: p99 < 300 ms on 100,000 members and 5,000,000 rounds): the
 * dashboard over 7 and 30 days and the member search with its filters, each from 1 and 4 clients at once, on
 * the team the team-overview bench wrote (its members are the site's, its rounds the record of play's).
 */
export async function consoleReportsBench(portalUrl: string, databaseUrl: string, machine: string, team: BenchTeam) {
  const username = `benchowner${Date.now().toString(36)}`;
  const password = `${username}-password`;
  await createOperator(databaseUrl, username, password);
  const { token } = await signInOperatorWith(fetchPost(portalUrl, team.merchant), { username, password });
  operatorResponses.self.parse(await (await fetch(`${portalUrl}/wps/operator/me`, { headers: headersOf() })).json());
  function headersOf() {
    return { merchant: team.merchant, device: 'WEB', authorization: token };
  }
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${portalUrl}${path}`, { headers: headersOf() });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  const firstPage = await fetch(`${portalUrl}${operatorMemberSearchPaths.search}?pageSize=1&sort=username`, {
    headers: headersOf(),
  });
  const first = operatorMemberSearchResponses.search.parse(await firstPage.json());
  const prefix = first.value.items[0]?.username.slice(0, 6) ?? 't';
  const calls: [string, string][] = [
    ['dashboard, last 7 days', `${operatorDashboardPaths.dashboard}?from=${dayBefore(6)}&to=${dayBefore(0)}`],
    ['dashboard, last 30 days', `${operatorDashboardPaths.dashboard}?from=${dayBefore(29)}&to=${dayBefore(0)}`],
    ['members, no filter (newest, with the count)', `${operatorMemberSearchPaths.search}`],
    ['members, username prefix', `${operatorMemberSearchPaths.search}?username=${prefix}`],
    ['members, mobile digits', `${operatorMemberSearchPaths.search}?mobile=9012`],
    ['members, last sign-in order, page 20', `${operatorMemberSearchPaths.search}?sort=lastLoginAt&page=20`],
  ];
  for (const [, path] of calls) for (let warm = 0; warm < 5; warm++) await timed(path);
  console.log(`\n${machine}; the console's reads on the team's site\n`);
  console.log('| call | clients | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  let worst = 0;
  for (const [name, path] of calls) {
    for (const clients of [1, 4]) {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (let request = 0; request < 100 / clients; request++) times.push(await timed(path));
        }),
      );
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 0.99);
      worst = Math.max(worst, p99);
      console.log(
        `| ${name} | ${clients} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ` +
          `${p99.toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} |`,
      );
    }
  }
  console.log(
    `console reads p99 ${worst.toFixed(1)} ms (target < 300 ms: ${worst < 300 ? 'met' : 'NOT MET'}); load average ${loadAverage()}`,
  );
}
