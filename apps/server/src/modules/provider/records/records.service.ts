import { createHash } from 'node:crypto';
import type { BetRecord, Language, Winner } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import { maskName } from '../../../platform/mask.js';
import type { Site } from '../../../platform/site.types.js';
import { gameArtUrl } from '../../games/game-view.js';
import { betPage, biggestWins } from './records.repository.js';

/**
 * What a member sees of a round's id: ten characters derived from it, enough to quote to support (who can
 * derive them again), and nothing of the provider's internal reference (issue 22, 24: "Round
 * demo-history-AUR-29").
 */
export function roundReference(roundRef: string): string {
  return createHash('sha256').update(roundRef).digest('hex').slice(0, 10).toUpperCase();
}

/** personalHistoryCopy: the member's rounds with stake, win and profit (a rolled-back round gave the stake back). */
export async function betRecords(
  db: Database,
  site: Site,
  language: Language,
  memberId: bigint,
  query: { from: string; to: string; page: number; pageSize: number },
) {
  const range = { from: query.from, to: query.to, timeZone: site.brand.timeZone, language };
  const { rows, total } = await betPage(db, memberId, range, query.page, query.pageSize);
  const items: BetRecord[] = rows.map((row) => {
    const [stake, win] = [BigInt(row.stake), BigInt(row.win)];
    return {
      roundId: roundReference(row.round_ref),
      time: new Date(row.created_at).toISOString(),
      gameName: row.game_name,
      vassalage: row.vendor_code,
      vendorName: row.vendor_name,
      gameType: row.category,
      stake: String(stake),
      win: String(win),
      profit: String(row.status === 'rolled_back' ? 0n : win - stake),
      status: row.status as BetRecord['status'],
      mode: row.mode as BetRecord['mode'],
    };
  });
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** The most a board shows, whatever the caller asks (SPEC: 20). */
export const winnerBoardMax = 20;

/** ODSFE2_getWinnerBoard: the site's biggest recent real-money wins, names masked. */
export async function winnerBoard(
  db: Database,
  site: Site,
  query: { gameCategory: string; language?: string | undefined; limitNum: number },
  fallbackLanguage: Language,
): Promise<Winner[]> {
  const language = query.language?.toUpperCase() ?? fallbackLanguage;
  const rows = await biggestWins(db, site.id, {
    category: query.gameCategory.toUpperCase() === 'ALL' ? null : query.gameCategory.toUpperCase(),
    language,
    limit: Math.min(query.limitNum, winnerBoardMax),
  });
  return rows.map((row) => ({
    customerName: maskName(row.username),
    gameName: row.game_name,
    iconUrl: gameArtUrl(row.vendor_code, row.game_code),
    winAmount: row.win,
  }));
}
