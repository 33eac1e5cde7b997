import type { SlotModel } from '../model.js';
import { classic3x3Standard } from './classic3x3.js';
import { lines5x3Standard } from './lines5x3.js';
import { lines5x4Standard } from './lines5x4.js';
import { ways5x3Standard } from './ways5x3.js';

/** Every slot model a title can be given. */
export const slotModels: readonly SlotModel[] = [
  classic3x3Standard,
  lines5x3Standard,
  ways5x3Standard,
  lines5x4Standard,
];
