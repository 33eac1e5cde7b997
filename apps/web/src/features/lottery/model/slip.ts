import type { LotteryUnit, OrderLineRequest, PlayMenu, PlayMenuItem } from '@portal/contracts';
import type { PlayDefinition } from '@portal/lottery';
import { playStake, rebateOf } from './money';

/** A line of the slip: one play's selection with its own unit and multiple. */
export interface SlipLine {
  id: string;
  playId: string;
  selection: string[][];
  bets: number;
  unit: LotteryUnit;
  multiple: number;
}

/** The engine's definition of a play as the menu lists it, for counting bets in the browser. */
export function definitionOf(menu: PlayMenu, play: PlayMenuItem): PlayDefinition {
  return {
    id: play.id,
    kind: menu.kind,
    group: play.group,
    prizeMode: play.prizeMode,
    scaling: play.scaling,
    areas: play.areas,
    options: play.options.map((option) => option.code),
    ...(menu.layout ? { layouts: [menu.layout] } : {}),
  };
}

/** The menu's groups in menu order, each with its plays. */
export function playGroups(menu: PlayMenu): { group: string; plays: PlayMenuItem[] }[] {
  const groups = new Map<string, PlayMenuItem[]>();
  for (const play of menu.plays) groups.set(play.group, [...(groups.get(play.group) ?? []), play]);
  return [...groups].map(([group, plays]) => ({ group, plays }));
}

export const isGroupScaled = (menu: PlayMenu, playId: string) =>
  menu.plays.find((play) => play.id === playId)?.scaling === 'group';

export interface SlipTotals {
  bets: number;
  total: bigint;
  rebate: bigint;
}

/**
 * The slip's bets, what it costs for one issue, and the rebate its group-scaled lines earn at `group`;
 * `factor` multiplies every line's multiple (a doubling chase's later issues).
 */
export function slipTotals(menu: PlayMenu, lines: readonly SlipLine[], group: number, factor = 1n): SlipTotals {
  let bets = 0;
  let total = 0n;
  let rebate = 0n;
  for (const line of lines) {
    const stake = playStake(menu, line.playId, line.bets, line.unit, BigInt(line.multiple) * factor);
    bets += line.bets;
    total += stake;
    if (isGroupScaled(menu, line.playId)) rebate += rebateOf(stake, group, menu.maxGroup);
  }
  return { bets, total, rebate };
}

/** The lines as the betting call takes them; group-scaled plays carry the slip's group. */
export function orderLines(menu: PlayMenu, lines: readonly SlipLine[], group: number): OrderLineRequest[] {
  return lines.map((line) => ({
    playId: line.playId,
    selection: line.selection,
    unit: line.unit,
    multiple: line.multiple,
    ...(isGroupScaled(menu, line.playId) ? { group } : {}),
  }));
}

/** The largest multiple a line takes (the betting contract's limit). */
export const maxMultiple = 100_000;

/** A multiple typed by the member, kept within 1..100 000. */
export function clampMultiple(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxMultiple, Math.max(1, Math.trunc(value)));
}
