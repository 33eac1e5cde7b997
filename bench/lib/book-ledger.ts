import { gameQuery } from './book-vendor.js';

export interface BookLedgerReport {
  entries: number;
  /** Entries whose legs do not sum to zero. */
  unbalanced: number;
  /** The sum of every leg: zero in a sound ledger. */
  total: bigint;
  players: number;
  /** Player wallets whose balance is not the sum of their legs. */
  drifted: number;
  negative: number;
}

/**
 * The book's ledger audited from its rows: every entry's legs sum to zero, every player's balance is the sum of
 * its legs and none is below zero (the operator's and the book's accounts keep no running balance: theirs is the
 * sum of their legs by definition).
 */
export async function checkBookLedger(databaseUrl: string): Promise<BookLedgerReport> {
  const [row] = await gameQuery<{
    entries: number;
    unbalanced: number;
    total: string;
    players: number;
    drifted: number;
    negative: number;
  }>(
    databaseUrl,
    `WITH per_entry AS (SELECT entry_id, sum(amount) AS total FROM book_legs GROUP BY entry_id),
          per_account AS (SELECT account_id, sum(amount) AS total FROM book_legs GROUP BY account_id)
     SELECT (SELECT count(*)::int FROM book_entries) AS entries,
            (SELECT count(*)::int FROM per_entry WHERE total <> 0) AS unbalanced,
            (SELECT coalesce(sum(total), 0)::text FROM per_entry) AS total,
            (SELECT count(*)::int FROM book_accounts WHERE kind = 'player') AS players,
            (SELECT count(*)::int FROM book_accounts a LEFT JOIN per_account p ON p.account_id = a.id
              WHERE a.kind = 'player' AND a.balance <> coalesce(p.total, 0)) AS drifted,
            (SELECT count(*)::int FROM book_accounts WHERE kind = 'player' AND balance < 0) AS negative`,
  );
  return { ...row!, total: BigInt(row!.total) };
}

export function bookLedgerVerdict(report: BookLedgerReport): { sound: boolean; line: string } {
  const sound = report.unbalanced === 0 && report.total === 0n && report.drifted === 0 && report.negative === 0;
  return {
    sound,
    line:
      `book ledger check: ${sound ? 'sound' : 'NOT SOUND'} (${report.entries} entries, ${report.unbalanced} not summing ` +
      `to zero, sum of legs ${report.total}; ${report.players} player wallets, ${report.drifted} not the sum of their ` +
      `legs, ${report.negative} negative)`,
  };
}
