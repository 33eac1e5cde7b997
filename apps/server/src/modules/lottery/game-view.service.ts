import { type LotteryGame as LotteryGameView, maxChaseIssues, type PlayMenu } from '@portal/contracts';
import { optionRates } from '@portal/lottery';
import type { Executor } from '../../db/executor.js';
import { contextOf, type LotteryGame, nameIn, offeredPlays } from './game.js';
import { currentIssue, lastResults } from './issue.repository.js';
import { openIssueView } from './issue.service.js';
import { factorBasisPoints, pointPriceOf } from './pricing.js';

const decimal = (basisPoints: bigint) => {
  const whole = basisPoints / 10_000n;
  return `${whole}.${String(basisPoints % 10_000n).padStart(4, '0')}`;
};
const pointPriceView = (price: { price: bigint; pays: bigint } | null, point: bigint) =>
  price ? { price: String(price.price), pays: String(price.pays), point: String(point) } : null;
const rateText = (num: bigint, den: bigint) => (Number(num) / Number(den)).toPrecision(6);

/** GET /lotto/lgw/games: the site's lottery games with their open issue and last result. */
export async function gamesView(db: Executor, games: LotteryGame[], language: string, now: number) {
  const last = await lastResults(
    db,
    games.map((game) => game.id),
  );
  return Promise.all(
    games.map(async (game): Promise<LotteryGameView> => {
      const open = await currentIssue(db, game.id, new Date(now));
      const result = last.get(game.id);
      return {
        gameCode: game.code,
        name: nameIn(game, language),
        kind: game.shape.kind,
        layout: game.shape.layout,
        category: game.category,
        imageCode: game.shape.kind,
        source: game.source,
        nodeId: String(game.gameId),
        openIssue: open ? openIssueView(game, open, now) : null,
        lastResult:
          result?.result && result.settledAt
            ? { issueNumber: result.number, result: result.result, drawnAt: result.settledAt.toISOString() }
            : null,
      };
    }),
  );
}

/**
 * GET /lotto/lgw/games/:gameCode/plays: every play of the game with what each option pays per unit
 * at the group asked for (group-scaled plays) or at the site's odds, for a draw at the open issue.
 */
export async function playMenu(
  db: Executor,
  game: LotteryGame,
  group: number | undefined,
  now: number,
): Promise<PlayMenu> {
  const { settings } = game;
  const at = Math.min(Math.max(group ?? settings.maxGroup, settings.minGroup), settings.maxGroup);
  const open = await currentIssue(db, game.id, new Date(now));
  const context = contextOf(game, open?.drawAt ?? new Date(now));
  return {
    gameCode: game.code,
    kind: game.shape.kind,
    layout: game.shape.layout,
    group: at,
    minGroup: settings.minGroup,
    maxGroup: settings.maxGroup,
    // VN plays are bought in điểm, at unit 1 only.
    units: game.shape.kind === 'VN' ? ['1'] : settings.units,
    betPrice: String(2n * settings.unitPrice),
    minStakePerLine: String(settings.minStakePerLine),
    maxStakePerLine: String(settings.maxStakePerLine),
    maxPayoutPerLine: String(settings.maxPayoutPerLine),
    maxPayoutPerIssue: String(settings.maxPayoutPerIssue),
    maxChaseIssues,
    plays: offeredPlays(game, context).map((play) => ({
      id: play.id,
      group: play.group,
      prizeMode: play.prizeMode,
      scaling: play.scaling,
      areas: play.areas.map((area) => ({ ...area, values: [...area.values] })),
      pointPrice: pointPriceView(pointPriceOf(play, context, settings), settings.vnPointValue),
      options: play.options.map((option) => {
        const rates = optionRates(play, option, context);
        return {
          code: option,
          factor: decimal(factorBasisPoints(play, option, at, settings, context)),
          hitRate: rateText(rates.hitRate.num, rates.hitRate.den),
        };
      }),
    })),
  };
}
