import type { BonusRow, Language, ProfitReport, TransactionRow, TransactionType } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { kindsOfType, listedKinds, typeOfKind } from '../ledger/kinds.js';
import * as repository from './history.repository.js';

interface Paging {
  page: number;
  pageSize: number;
}

/**
 * A short line about what moved: the counterparty, the reason, the request or the game, by name (a
 * transfer between wallets names them in `transfer`). Never a code: a game without a name gets none.
 */
function detailOf(row: repository.MovementRow): string | null {
  const { memo } = row;
  switch (row.kind) {
    case 'wallet_transfer':
      return null;
    case 'member_transfer':
      return [row.counterparty, memo.remark].filter(Boolean).join(' · ') || null;
    case 'adjustment':
    case 'bonus':
      return memo.reason ?? null;
    // The member's own count of their deposits and withdrawals, never the row id every member's count.
    case 'deposit':
      return row.request_number ? `#${row.request_number}` : null;
    case 'withdraw_hold':
      return memo.bank ?? null;
    case 'withdraw_release':
      return row.request_number ? `#${row.request_number}` : null;
    default:
      // A lottery game's memo holds its code, a seamless round's the game's name.
      return (
        row.lottery_game_name ?? (memo.category === 'LOTT' || memo.category === 'ELOTT' ? null : (memo.game ?? null))
      );
  }
}

const range = (site: Site, query: { from: string; to: string }, language: Language = 'EN') => ({
  ...query,
  timeZone: site.brand.timeZone,
  language,
});

/** ODSFE2_MemTransDet: the member's account movements in a range, newest first. */
export async function transactionPage(
  db: Database,
  site: Site,
  memberId: bigint,
  query: Paging & { from: string; to: string; type?: TransactionType | undefined },
  language: Language,
) {
  const kinds = query.type ? kindsOfType[query.type] : listedKinds;
  const { rows, total } = await repository.movementPage(
    db,
    memberId,
    range(site, query, language),
    kinds,
    query.page,
    query.pageSize,
  );
  const items: TransactionRow[] = rows.map((row) => ({
    id: row.id,
    time: new Date(row.time).toISOString(),
    type: typeOfKind(row.kind),
    wallet: row.wallet,
    walletName: row.wallet_name,
    transfer: row.kind === 'wallet_transfer' ? { from: row.from_name, to: row.to_name } : null,
    amount: row.amount,
    balanceAfter: row.balance_after,
    detail: detailOf(row),
  }));
  return { items, page: query.page, pageSize: query.pageSize, total };
}

export async function bonusPage(
  db: Database,
  site: Site,
  memberId: bigint,
  query: Paging & { from: string; to: string },
) {
  const { rows, total } = await repository.movementPage(
    db,
    memberId,
    range(site, query),
    kindsOfType.bonus,
    query.page,
    query.pageSize,
  );
  const items: BonusRow[] = rows.map((row) => ({
    id: row.id,
    time: new Date(row.time).toISOString(),
    amount: row.amount,
    reason: row.memo.reason ?? '',
  }));
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** personalProfit: per day and category, and the totals; profit = win + bonus - bet. */
export async function profitReport(
  db: Database,
  site: Site,
  memberId: bigint,
  query: { from: string; to: string },
): Promise<ProfitReport> {
  const rows = (await repository.profitRows(db, memberId, range(site, query))).map((row) => {
    const [bet, win, bonus] = [BigInt(row.bet), BigInt(row.win), BigInt(row.bonus)];
    return { day: row.day, category: row.category, bet, win, bonus, profit: win + bonus - bet };
  });
  const sum = (pick: (row: (typeof rows)[number]) => bigint) =>
    String(rows.reduce((total, row) => total + pick(row), 0n));
  return {
    rows: rows.map((row) => ({
      day: row.day,
      category: row.category,
      bet: String(row.bet),
      win: String(row.win),
      bonus: String(row.bonus),
      profit: String(row.profit),
    })),
    totals: {
      bet: sum((r) => r.bet),
      win: sum((r) => r.win),
      bonus: sum((r) => r.bonus),
      profit: sum((r) => r.profit),
    },
  };
}
