import type { SlotModel } from '../model.js';
import { classic3x3Standard } from './classic3x3.js';
import { classic3x3High } from './classic3x3-high.js';
import { expanding5x3High } from './expanding5x3-high.js';
import { expanding5x3Low } from './expanding5x3-low.js';
import { freeSpins5x3High } from './freespins5x3-high.js';
import { freeSpins5x3Low } from './freespins5x3-low.js';
import { holdSpin5x3High } from './holdspin5x3-high.js';
import { holdSpin5x3Low } from './holdspin5x3-low.js';
import { lines5x3Standard } from './lines5x3.js';
import { lines5x3High } from './lines5x3-high.js';
import { lines5x4Standard } from './lines5x4.js';
import { lines5x4High } from './lines5x4-high.js';
import { tumble6x5High } from './tumble6x5-high.js';
import { tumble6x5Low } from './tumble6x5-low.js';
import { ways5x3Standard } from './ways5x3.js';
import { ways5x3High } from './ways5x3-high.js';

/** The models whose spins read one window: their figures are counted exactly at start. */
export const plainModels: readonly SlotModel[] = [
  classic3x3Standard,
  lines5x3Standard,
  ways5x3Standard,
  lines5x4Standard,
  classic3x3High,
  lines5x3High,
  ways5x3High,
  lines5x4High,
];

/** The models with features (tumbles, free spins, expanding wilds, hold and spin): their figures are simulated. */
export const featureModels: readonly SlotModel[] = [
  tumble6x5Low,
  freeSpins5x3Low,
  expanding5x3Low,
  holdSpin5x3Low,
  tumble6x5High,
  freeSpins5x3High,
  expanding5x3High,
  holdSpin5x3High,
];

/** Every slot model a title can be given. */
export const slotModels: readonly SlotModel[] = [...plainModels, ...featureModels];
