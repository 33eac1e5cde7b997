import type { PortalClient } from '../portal-client.js';

/**
 * What a member's pages show over a range of site-local days, read as the web reads them: the profit
 * page, the betting record, the transaction history and the deposit records (every page of each).
 */
export interface Range {
  from: string;
  to: string;
}

type Bet = { time: string; gameType: string; stake: string; win: string; status: string; mode: string };
type Movement = { time: string; type: string; amount: string };
type Deposit = { createdAt: string; amount: string; status: string };
type ProfitRow = { day: string; category: string; bet: string; win: string; bonus: string };

async function everyPage<T>(client: PortalClient, url: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const response = await client.call('GET', `${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const value = response.json().value as { items: T[]; total: number };
    items.push(...value.items);
    if (value.items.length === 0 || items.length >= value.total) return items;
  }
}

export const sum = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);

/** A site-local day of an instant. */
export const dayOf = (timeZone: string, time: string | number) =>
  new Date(time).toLocaleDateString('en-CA', { timeZone });

/** The day `days` before a site-local day (plain dates). */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

export async function readMemberReports(client: PortalClient, range: Range, timeZone: string) {
  const query = `from=${range.from}&to=${range.to}`;
  const profit = await client.call('GET', `/wps/report/profit?${query}`);
  if (profit.statusCode !== 200) throw new Error(`profit: ${profit.statusCode} ${profit.body}`);
  const inRange = (time: string) => dayOf(timeZone, time) >= range.from && dayOf(timeZone, time) <= range.to;
  const deposits = (await everyPage<Deposit>(client, '/wps/cashier/deposits')).filter(
    (deposit) => deposit.status === 'credited' && inRange(deposit.createdAt),
  );
  return {
    profit: profit.json().value as { rows: ProfitRow[]; totals: { bet: string; win: string; bonus: string } },
    bets: await everyPage<Bet>(client, `/wps/report/bets?${query}`),
    movements: await everyPage<Movement>(client, `/wps/relay/ODSFE2_MemTransDet?${query}`),
    deposits,
  };
}

export type MemberReports = Awaited<ReturnType<typeof readMemberReports>>;

/** A list of (time, amount) pairs in a fixed order, to compare as multisets. */
export const moves = (pairs: [string, string][]) => pairs.map(([time, amount]) => `${time} ${amount}`).sort();

/** The betting record's stake and win per site-local day and category, as the profit page groups them. */
export function recordByDayAndCategory(bets: MemberReports['bets'], timeZone: string) {
  const rows = new Map<string, { bet: bigint; win: bigint }>();
  for (const bet of bets) {
    const key = `${dayOf(timeZone, bet.time)} ${bet.gameType}`;
    const row = rows.get(key) ?? { bet: 0n, win: 0n };
    rows.set(key, { bet: row.bet + BigInt(bet.stake), win: row.win + BigInt(bet.win) });
  }
  return Object.fromEntries([...rows].map(([key, row]) => [key, { bet: String(row.bet), win: String(row.win) }]));
}
