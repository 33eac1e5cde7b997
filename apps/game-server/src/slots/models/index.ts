import type { SlotModel } from '../model.js';
import { classic3x3Standard } from './classic3x3.js';
import { classic3x3High } from './classic3x3-high.js';
import { lines5x3Standard } from './lines5x3.js';
import { lines5x3High } from './lines5x3-high.js';
import { lines5x4Standard } from './lines5x4.js';
import { lines5x4High } from './lines5x4-high.js';
import { ways5x3Standard } from './ways5x3.js';
import { ways5x3High } from './ways5x3-high.js';

/** Every slot model a title can be given. */
export const slotModels: readonly SlotModel[] = [
  classic3x3Standard,
  lines5x3Standard,
  ways5x3Standard,
  lines5x4Standard,
  classic3x3High,
  lines5x3High,
  ways5x3High,
  lines5x4High,
];
