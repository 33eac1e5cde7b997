import type { LotteryUnit, OrderLineRequest } from '@portal/contracts';
import {
  checkSelection,
  type DrawContext,
  type DrawShape,
  type Fraction,
  fairFactor,
  maxHits,
  type PlayDefinition,
  type PointPrice,
  playById,
  playsOf,
  pricePoints,
  vnDefaultPrice,
} from '@portal/lottery';
import { AppError } from '../../platform/errors.js';
import type { LotterySettings } from './lottery-settings.js';

const unitDivisors: Record<LotteryUnit, bigint> = { '1': 1n, '0.1': 10n, '0.01': 100n };
const basisPoints = 10_000n;

/** A line as it is bought: every figure the settlement needs, fixed now. */
export interface PricedLine {
  lineNo: number;
  play: PlayDefinition;
  selection: string[][];
  unit: LotteryUnit;
  multiple: number;
  group: number | null;
  bets: number;
  betStake: bigint;
  stake: bigint;
  /** Minor units paid per prize unit hit, by option. */
  prizes: Record<string, bigint>;
  rebateDue: bigint;
  /** The most this line can pay in one draw (prize units it can hit x its best prize). */
  potential: bigint;
}

/** A VN play's price a điểm and prize a điểm per hit on the site (its own, else the usual ones); null for other kinds. */
export function pointPriceOf(play: PlayDefinition, shape: DrawShape, settings: LotterySettings): PointPrice | null {
  if (play.kind !== 'VN') return null;
  return settings.vnPrices[play.id] ?? vnDefaultPrice(play.id, shape.layout ?? 'north', settings.vnPointValue);
}

/** Odds in basis points: the site's explicit odds, else the fair odds at the family's return. */
export function oddsBasisPoints(play: PlayDefinition, option: string, settings: LotterySettings, fair: Fraction) {
  const explicit = settings.odds[play.id]?.[option];
  if (explicit !== undefined) {
    const [whole, fraction = ''] = explicit.split('.');
    return BigInt(whole!) * basisPoints + BigInt(fraction.padEnd(4, '0'));
  }
  if (play.prizeMode === 'LOTT' || play.prizeMode === 'SEA') {
    throw new Error(`lottery: no odds set for ${play.id} ${option}`);
  }
  return (fair.num * BigInt(settings.oddsRtp[play.prizeMode])) / fair.den;
}

/** What one unit staked on one bet pays when the option hits, in basis points (group-scaled or fixed odds). */
export function factorBasisPoints(
  play: PlayDefinition,
  option: string,
  group: number,
  settings: LotterySettings,
  context: DrawContext,
): bigint {
  const perPoint = pointPriceOf(play, context, settings);
  // A VN play pays its prize a điểm for the price of a điểm.
  if (perPoint) return (perPoint.pays * basisPoints) / perPoint.price;
  const fair = fairFactor(play, option, context);
  if (play.scaling === 'group') return (fair.num * BigInt(group) * basisPoints) / (fair.den * 2000n);
  return oddsBasisPoints(play, option, settings, fair);
}

/** A play of this game in one of the site's prize modes, or a 404 naming the line's field. */
export function playOf(context: DrawContext, playId: string, field: string, settings: LotterySettings): PlayDefinition {
  const play = playById(playId);
  const offered =
    play &&
    settings.prizeModes.includes(play.prizeMode) &&
    playsOf(context).some((candidate) => candidate.id === play.id);
  if (!play || !offered) throw new AppError('NOT_FOUND', { field, message: `${field}: no such play in this game` });
  return play;
}

function assertGroup(play: PlayDefinition, group: number | undefined, settings: LotterySettings, field: string) {
  if (play.scaling !== 'group') return null;
  const chosen = group ?? settings.maxGroup;
  if (chosen < settings.minGroup || chosen > settings.maxGroup) {
    throw new AppError('VALIDATION_ERROR', {
      field,
      message: `${field}: between ${settings.minGroup} and ${settings.maxGroup}`,
      params: { min: settings.minGroup, max: settings.maxGroup },
    });
  }
  return chosen;
}

/**
 * Prices one requested line: the play must be one of the game's, the selection valid for it, the unit
 * offered, the group within the site's range; the stake within the line limits and the most it can
 * pay within the per-line cap. Each refusal names the line's field.
 */
export function priceLine(
  request: OrderLineRequest,
  index: number,
  settings: LotterySettings,
  context: DrawContext,
): PricedLine {
  const at = (name: string) => `lines.${index}.${name}`;
  const play = playOf(context, request.playId, at('playId'), settings);
  const check = checkSelection(play, request.selection);
  if (!check.ok) {
    throw new AppError('LOTTERY_SELECTION_INVALID', {
      field: at(check.area === undefined ? 'selection' : `selection.${check.area}`),
      params: { problem: check.problem },
    });
  }
  const perPoint = pointPriceOf(play, context, settings);
  // VN plays are bought in điểm (the multiple), at unit 1: the 元/角/分 coefficients are not theirs.
  if (perPoint ? request.unit !== '1' : !settings.units.includes(request.unit)) {
    throw new AppError('VALIDATION_ERROR', { field: at('unit'), message: `${at('unit')}: not offered here` });
  }
  const group = assertGroup(play, request.group, settings, at('group'));
  const points = perPoint ? pricePoints(perPoint, check.bets, request.multiple) : null;
  const betStake = points
    ? points.betStake
    : (2n * settings.unitPrice * BigInt(request.multiple)) / unitDivisors[request.unit];
  const stake = betStake * BigInt(check.bets);
  if (stake < settings.minStakePerLine || stake > settings.maxStakePerLine) {
    throw new AppError('AMOUNT_INVALID', {
      field: at('multiple'),
      params: {
        problem: 'outside_limits',
        min: String(settings.minStakePerLine),
        max: String(settings.maxStakePerLine),
      },
    });
  }
  const prizes: Record<string, bigint> = {};
  for (const option of play.options) {
    prizes[option] = points
      ? points.prize
      : (betStake * factorBasisPoints(play, option, group ?? 0, settings, context)) / basisPoints;
  }
  const best = Object.values(prizes).reduce((top, prize) => (prize > top ? prize : top), 0n);
  const potential = best * BigInt(maxHits(play, request.selection, context));
  const cap = settings.maxPayoutByPlay[play.id] ?? settings.maxPayoutPerLine;
  if (potential > cap) {
    throw new AppError('LOTTERY_PAYOUT_LIMIT', {
      field: at('multiple'),
      params: { max: String(cap), potential: String(potential) },
    });
  }
  const rebateDue = group === null ? 0n : (stake * BigInt(settings.maxGroup - group)) / 2000n;
  return {
    lineNo: index,
    play,
    selection: request.selection.map((area) => [...area]),
    unit: request.unit,
    multiple: request.multiple,
    group,
    bets: check.bets,
    betStake,
    stake,
    prizes,
    rebateDue,
    potential,
  };
}
