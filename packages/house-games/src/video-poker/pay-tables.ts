import { naturalPayTables } from './natural-pay-tables.js';
import type { PayTable, VideoPokerId } from './pay-line.js';
import { deucesWild, jokerPoker } from './wild-pay-tables.js';

export { NOTHING, type PayLine, type PayTable, type VideoPokerId } from './pay-line.js';

/** The eight games' pay tables, in catalogue order. */
export const payTables: readonly PayTable[] = [
  naturalPayTables[0]!,
  deucesWild(),
  jokerPoker(),
  ...naturalPayTables.slice(1),
];

export const payTableOf = (id: VideoPokerId): PayTable => {
  const table = payTables.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`video poker: no pay table ${id}`);
  return table;
};
