import type { Dashboard, DashboardQuery } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import * as repository from './dashboard.repository.js';

type Figures = Dashboard['days'][number];

/** Every day of the range, in order (the range is at most 92 days). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

interface Sums {
  registrations: number;
  firstDeposits: number;
  depositCount: number;
  deposits: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  rounds: number;
  bets: bigint;
  wins: bigint;
  bonuses: bigint;
}
const empty = (): Sums => ({
  registrations: 0,
  firstDeposits: 0,
  depositCount: 0,
  deposits: 0n,
  withdrawalCount: 0,
  withdrawals: 0n,
  rounds: 0,
  bets: 0n,
  wins: 0n,
  bonuses: 0n,
});

function addTo(total: Sums, sums: Sums): void {
  total.registrations += sums.registrations;
  total.firstDeposits += sums.firstDeposits;
  total.depositCount += sums.depositCount;
  total.deposits += sums.deposits;
  total.withdrawalCount += sums.withdrawalCount;
  total.withdrawals += sums.withdrawals;
  total.rounds += sums.rounds;
  total.bets += sums.bets;
  total.wins += sums.wins;
  total.bonuses += sums.bonuses;
}

/** GGR and NGR are computed here only: bets - wins, then less the bonuses. */
function figuresOf(sums: Sums) {
  const ggr = sums.bets - sums.wins;
  return {
    registrations: sums.registrations,
    firstDeposits: sums.firstDeposits,
    depositCount: sums.depositCount,
    deposits: String(sums.deposits),
    withdrawalCount: sums.withdrawalCount,
    withdrawals: String(sums.withdrawals),
    rounds: sums.rounds,
    bets: String(sums.bets),
    wins: String(sums.wins),
    ggr: String(ggr),
    bonuses: String(sums.bonuses),
    ngr: String(ggr - sums.bonuses),
  };
}

/** The site's figures over its local days: per day (for the charts), per game category, and in total. */
export async function dashboardOf(db: Database, site: Site, query: DashboardQuery): Promise<Dashboard> {
  const range = { siteId: site.id, timeZone: site.brand.timeZone, from: query.from, to: query.to };
  const [registrations, deposits, withdrawals, play, bonuses, active] = await Promise.all([
    repository.registrationsByDay(db, range),
    repository.depositsByDay(db, range),
    repository.withdrawalsByDay(db, range),
    repository.playByDay(db, range),
    repository.bonusesByDay(db, range),
    repository.activeMembers(db, range),
  ]);
  const byDay = new Map(daysOf(query.from, query.to).map((day) => [day, empty()]));
  const at = (day: string) => byDay.get(day) ?? empty();
  for (const row of registrations) at(row.day).registrations += row.n;
  for (const row of deposits) {
    const sums = at(row.day);
    sums.depositCount += row.n;
    sums.deposits += BigInt(row.amount);
    sums.firstDeposits += row.firsts;
  }
  for (const row of withdrawals) {
    at(row.day).withdrawalCount += row.n;
    at(row.day).withdrawals += BigInt(row.amount);
  }
  const categories = new Map<string, { rounds: number; bets: bigint; wins: bigint }>();
  for (const row of play) {
    const sums = at(row.day);
    sums.rounds += row.rounds;
    sums.bets += BigInt(row.stake);
    sums.wins += BigInt(row.payout);
    const category = categories.get(row.category) ?? { rounds: 0, bets: 0n, wins: 0n };
    categories.set(row.category, {
      rounds: category.rounds + row.rounds,
      bets: category.bets + BigInt(row.stake),
      wins: category.wins + BigInt(row.payout),
    });
  }
  for (const row of bonuses) at(row.day).bonuses += BigInt(row.amount);

  const total = empty();
  const days: Figures[] = [];
  for (const [day, sums] of byDay) {
    days.push({ day, ...figuresOf(sums) });
    addTo(total, sums);
  }
  return {
    currency: site.brand.currency.code,
    timeZone: site.brand.timeZone,
    from: query.from,
    to: query.to,
    totals: { ...figuresOf(total), activeMembers: active },
    days,
    categories: [...categories]
      .map(([category, sums]) => ({
        category,
        rounds: sums.rounds,
        bets: String(sums.bets),
        wins: String(sums.wins),
        ggr: String(sums.bets - sums.wins),
      }))
      .sort((a, b) => (BigInt(b.bets) > BigInt(a.bets) ? 1 : -1)),
  };
}
