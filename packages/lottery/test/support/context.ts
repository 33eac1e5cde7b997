import type { DrawContext, LotteryKind, VnLayout } from '../../src/types.js';

/** Every draw shape: the VN kind once per layout. */
export const allShapes: readonly DrawContext[] = [
  ...(['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const).map((kind) => contextOf(kind)),
  contextOf('VN', 'north'),
  contextOf('VN', 'south'),
  contextOf('SEA'),
];

export function contextOf(kind: LotteryKind, layout: VnLayout | null = null, drawDate = '2024-06-01'): DrawContext {
  return { kind, layout, drawDate };
}

/** 'SSC', 'VN north' ... for test names. */
export const shapeName = ({ kind, layout }: DrawContext) => (layout ? `${kind} ${layout}` : kind);

/** Digits per prize number, ĐB first, as types.ts describes the VN layouts. */
export const vnLengths = {
  north: [...Array(10).fill(5), ...Array(10).fill(4), 3, 3, 3, 2, 2, 2, 2] as number[],
  south: [6, ...Array(11).fill(5), 4, 4, 4, 4, 3, 2] as number[],
};
