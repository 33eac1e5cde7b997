import type { HouseFamily } from '../../plugin';
import { Board } from './Board';
import { strings } from './strings';
import { View } from './View';
import './video-poker.css';

/**
 * The video poker family: Jacks or Better, Deuces Wild, Joker Poker, Bonus and Double Bonus Poker, Aces and
 * Faces, Tens or Better and All American. One wager on 'hand'; the view holds cards and draws ('hold-10010').
 */
export const videoPokerFamily: HouseFamily = {
  Board,
  View,
  strings,
  ownActions: (action) => action.startsWith('hold-'),
};
