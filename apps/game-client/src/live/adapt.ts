import type { HouseGameInfo, HouseRound, LiveResult, LiveTableInfo } from '@portal/contracts';

/**
 * The live table as the house families' boards and views read a house game: its maths id, spots and chips (the
 * table's chips are its bet options), and a round's result as a settled house round with no wagers on it (the
 * table's result is everyone's; each seat's own money comes in its `settled` frame).
 */
export function houseInfoOf(info: LiveTableInfo): HouseGameInfo {
  return {
    studio: info.studio,
    gameCode: info.gameCode,
    name: info.name,
    game: info.game,
    kind: 'TG',
    edition: null,
    returnPercent: info.returnPercent,
    returnMethod: { kind: 'exact' },
    maxWinMultiple: 0,
    spots: info.spots,
    betOptions: info.limits.chips,
    currency: info.currency,
    mode: info.mode,
    balance: info.balance,
    open: null,
  };
}

/** The round id the views key their animations by: one per table and round. */
export const liveRoundId = (table: string, roundNumber: number) => `${table}#${roundNumber}`;

export function houseRoundOf(table: string, result: LiveResult): HouseRound {
  return {
    roundId: liveRoundId(table, result.roundNumber),
    status: 'settled',
    view: result.view,
    actions: [],
    taken: [],
    wagers: [],
    stake: '0',
    win: null,
    balance: null,
    commitment: result.commitment,
    clientSeed: table,
    nonce: result.roundNumber,
  };
}

/** The key the table's rounds are streamed with, as the server names it (`<studio>/<gameCode>`). */
export const tableKeyOf = (info: Pick<LiveTableInfo, 'studio' | 'gameCode'>) => `${info.studio}/${info.gameCode}`;
