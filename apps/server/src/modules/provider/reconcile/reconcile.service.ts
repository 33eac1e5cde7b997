import {
  type ReportedRound,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
  type VendorDifference,
} from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { SeamlessWallet } from '../seamless/seamless.service.js';
import type { GameVendor } from '../vendors/game-vendor.js';
import {
  type DifferenceRow,
  differencesOfSite,
  type NewDifference,
  portalRoundsOf,
  recordDifference,
} from './reconcile.repository.js';

type PortalRound = Awaited<ReturnType<typeof portalRoundsOf>>[number];

/** A vendor's round of a window is read with this margin either side: a round staked at 23:59:59.9 counts. */
const marginMs = 5 * 60_000;
const dayMs = 24 * 60 * 60_000;

/**
 * The daily reconciliation of a vendor's rounds with the portal's (issue 24): the vendor reports its real rounds
 * of the day with the wins and rollbacks it owes (roundReport), the portal compares them with its own rounds, and
 * a win or a rollback its wallet missed is applied from the vendor's own call, under the vendor's transaction id:
 * when the vendor's delivery comes later, the wallet answers it as already applied, so money moves once. A round
 * one side has and the other does not, or whose amounts differ, is recorded for the operator.
 */
export class Reconciliation {
  constructor(
    private readonly db: Database,
    private readonly wallet: SeamlessWallet,
    private readonly providerCode: string,
    private readonly vendor: GameVendor,
    private readonly now: () => Date,
  ) {}

  /** Reconciles one day (UTC, 'YYYY-MM-DD'); answers how many differences it found. */
  async reconcileDay(day: string): Promise<number> {
    const from = new Date(`${day}T00:00:00.000Z`);
    const to = new Date(from.getTime() + dayMs);
    const reported = await this.vendorRounds(new Date(from.getTime() - marginMs), new Date(to.getTime() + marginMs));
    const portal = await portalRoundsOf(
      this.db,
      this.providerCode,
      reported.map((round) => round.roundId),
      from,
      to,
    );
    const ours = new Map(portal.map((round) => [round.roundRef, round]));
    let found = 0;
    for (const round of reported) {
      const difference = await this.compare(round, ours.get(round.roundId) ?? null);
      ours.delete(round.roundId);
      if (difference) {
        await recordDifference(this.db, { ...difference, day });
        found++;
      }
    }
    // What is left the vendor did not report: staked at the portal within the day, unknown to the vendor.
    for (const round of ours.values()) {
      if (round.createdAt < from || round.createdAt >= to) continue;
      await recordDifference(this.db, {
        ...this.base(round.roundRef, round.siteCode, null, round),
        kind: 'missing_at_vendor',
        day,
      });
      found++;
    }
    return found;
  }

  private async vendorRounds(from: Date, to: Date): Promise<ReportedRound[]> {
    const rounds: ReportedRound[] = [];
    let after: string | null = null;
    do {
      const page = await this.vendor.roundReport({ from: from.toISOString(), to: to.toISOString(), after, limit: 500 });
      rounds.push(...page.items);
      after = page.next;
    } while (after !== null);
    return rounds;
  }

  private async compare(round: ReportedRound, ours: PortalRound | null): Promise<Omit<NewDifference, 'day'> | null> {
    // A bet still on its way, or one the wallet refused or never took, leaves nothing to compare.
    if (round.status === 'staking' || round.status === 'refused') return null;
    const base = this.base(round.roundId, ours?.siteCode ?? round.siteCode, round, ours);
    if (!ours) return round.status === 'rolled_back' ? null : { ...base, kind: 'missing_at_portal' };
    if (ours.status === 'open' && (round.status === 'settled' || round.status === 'rolled_back')) {
      const kind = round.status === 'settled' ? 'win' : 'rollback';
      const repaired = await this.apply(round, kind);
      return {
        ...base,
        kind: kind === 'win' ? 'win_missing' : 'rollback_missing',
        repairedAt: repaired ? this.now() : null,
      };
    }
    // Only a settled round's win is money paid: an open one has none yet, a rolled-back one gave the stake back.
    const sameStatus = ours.status === round.status;
    const sameMoney =
      ours.stake === BigInt(round.bet) && (round.status !== 'settled' || ours.win === BigInt(round.win));
    return sameStatus && sameMoney ? null : { ...base, kind: 'amounts_differ' };
  }

  /** Applies the vendor's own call for the round; false when the wallet refused it (the operator sees why). */
  private async apply(round: ReportedRound, kind: 'win' | 'rollback'): Promise<boolean> {
    const call = round.calls.find((candidate) => candidate.kind === kind);
    if (!call) return false;
    try {
      // Validated as the wallet's route validates it: the same body, so the same request hash as the delivery's.
      if (kind === 'win') await this.wallet.win(this.providerCode, seamlessWinRequestSchema.parse(call.body));
      else await this.wallet.rollback(this.providerCode, seamlessRollbackRequestSchema.parse(call.body));
      return true;
    } catch {
      return false;
    }
  }

  private base(
    roundRef: string,
    siteCode: string,
    vendor: ReportedRound | null,
    ours: PortalRound | null,
  ): Omit<NewDifference, 'day' | 'kind'> {
    return {
      providerCode: this.providerCode,
      roundRef,
      siteCode,
      vendorStatus: vendor?.status ?? null,
      vendorBet: vendor ? BigInt(vendor.bet) : null,
      vendorWin: vendor ? BigInt(vendor.win) : null,
      portalStatus: ours?.status ?? null,
      portalStake: ours?.stake ?? null,
      portalWin: ours?.win ?? null,
    };
  }
}

const viewOf = (row: DifferenceRow): VendorDifference => ({
  provider: row.providerCode,
  roundRef: row.roundRef,
  kind: row.kind,
  day: row.day,
  vendor:
    row.vendorStatus === null
      ? null
      : { status: row.vendorStatus, bet: String(row.vendorBet ?? 0n), win: String(row.vendorWin ?? 0n) },
  portal:
    row.portalStatus === null
      ? null
      : { status: row.portalStatus, stake: String(row.portalStake ?? 0n), win: String(row.portalWin ?? 0n) },
  repairedAt: row.repairedAt?.toISOString() ?? null,
  foundAt: row.foundAt.toISOString(),
});

/** A site's findings, a page at a time, as the operator reads them. */
export async function differencesOf(
  db: Database,
  siteCode: string,
  day: string | undefined,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await differencesOfSite(db, siteCode, day, page, pageSize);
  return { items: rows.map(viewOf), page, pageSize, total };
}
