import type { HouseFamily } from '../../plugin';
import { Board } from './Board';
import { strings } from './strings';
import { View } from './View';
import './duels.css';

/**
 * The card duels: blackjack, three card poker, red dog, Caribbean stud and casino hold'em, played against the
 * dealer. The board holds the betting circles and pay tables; after the deal the shell's bar offers the moves
 * (hit, stand, double, split, play, fold, call, raise) and the view draws the felt with both hands.
 */
export const duelsFamily: HouseFamily = { Board, View, strings };
