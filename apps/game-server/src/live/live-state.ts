import type { LiveResult, LiveRoundState } from '@portal/contracts';
import type { LiveRoundRow, LiveTableRow } from './live.repository.js';
import { tableView } from './live-results.js';
import type { LiveTitle } from './live-titles.js';

/** A round's phase at a moment, from its status and its clock. */
export function phaseOf(
  round: Pick<LiveRoundRow, 'status' | 'closesAt' | 'decidesAt' | 'revealedAt' | 'nextAt'>,
  now: Date,
) {
  if (round.status === 'betting') {
    if (now < round.closesAt) return 'betting' as const;
    return round.decidesAt ? ('deciding' as const) : ('revealing' as const);
  }
  if (round.status === 'deciding') return now < round.decidesAt! ? ('deciding' as const) : ('revealing' as const);
  if (now < round.revealedAt) return 'revealing' as const;
  return now < round.nextAt ? ('result' as const) : ('idle' as const);
}

export function resultOf(title: LiveTitle, round: LiveRoundRow): LiveResult {
  return {
    roundNumber: round.number,
    view: tableView(title, round.outcome),
    summary: round.summary ?? '',
    serverSeed: round.serverSeed,
    commitment: round.commitment,
    settledAt: (round.settledAt ?? round.closesAt).toISOString(),
  };
}

/**
 * A round as every seat sees it: its clock, its commitment, the shared cards while seats decide (`dealt`, drawn
 * by the caller), and its result once settled. The same for the socket's frames and the table's reads.
 */
export function roundStateOf(
  title: LiveTitle,
  table: LiveTableRow,
  round: LiveRoundRow,
  now: Date,
  dealt: unknown,
): LiveRoundState {
  return {
    number: round.number,
    phase: phaseOf(round, now),
    commitment: round.commitment,
    table: table.tableKey,
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    decidesAt: round.decidesAt?.toISOString() ?? null,
    revealedAt: round.revealedAt.toISOString(),
    nextAt: round.nextAt.toISOString(),
    dealt: round.status === 'deciding' ? dealt : null,
    result: round.status === 'settled' ? resultOf(title, round) : null,
  };
}
