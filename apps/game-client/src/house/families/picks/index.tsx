import type { HouseFamily, ViewProps } from '../../plugin';
import { Board } from './Board';
import { HiLoView } from './HiLoView';
import { LadderView } from './LadderView';
import { MinesView } from './MinesView';
import { strings } from './strings';
import './picks.css';

/**
 * The picks family: mines, tower, goal and hi-lo, the arcade games the player plays step by step after the deal.
 * Each has one wager whose spot carries the player's choice (mines, difficulty, goal size); the view takes the
 * steps in place (tiles, kicks, guesses) and the shell's bar keeps the cash-out.
 */
function View(props: ViewProps) {
  if (props.info.game === 'mines') return <MinesView {...props} />;
  if (props.info.game === 'hi-lo') return <HiLoView {...props} />;
  return <LadderView {...props} />;
}

const OWN = /^(reveal|pick|shoot)-\d+$|^(higher|lower|skip)$/;

export const picksFamily: HouseFamily = {
  Board,
  View,
  strings,
  ownActions: (action) => OWN.test(action),
};
