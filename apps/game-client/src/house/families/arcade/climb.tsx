import type { HouseRound } from '@portal/contracts';
import type { MultiplierView } from '@portal/house-games';
import type { HouseText } from '../../plugin';
import { defaultSpotOf, targetOf } from './MultiplierBoard';
import { times, useChoice, useProgress, viewOf } from './shared';

/** Where a round of limbo, crash, jet or balloon is in its animated climb to the point. */
export interface Climb {
  view: MultiplierView | null;
  /** The target or cash-out shown: the round's, else the one chosen. */
  target: number;
  /** 0 to 1 through the climb. */
  progress: number;
  /** The multiplier reached so far, hundredths. */
  value: number;
  /** The climb is over (crashed, flown away, popped). */
  done: boolean;
  /** The cash-out has been reached (the round wins). */
  cashed: boolean;
}

/** The climb lasts longer the higher the point, up to 5 s; limbo's counter a fixed 0.9 s. */
export function useClimb(game: string, round: HouseRound | null, reducedMotion: boolean): Climb {
  const chosen = targetOf(useChoice(game, defaultSpotOf(game)));
  const view = viewOf<MultiplierView>(round);
  const point = view ? view.point / 100 : 1;
  const duration = game === 'limbo' ? 900 : Math.min(5000, 900 + 1400 * Math.log(point));
  const progress = useProgress(view ? round!.roundId : null, duration, reducedMotion);
  if (!view) return { view, target: chosen, progress: 1, value: 100, done: false, cashed: false };
  const eased = game === 'limbo' ? 1 - (1 - progress) ** 3 : progress;
  const value = progress >= 1 ? view.point : Math.min(view.point, Math.floor(100 * point ** eased));
  return {
    view,
    target: view.target,
    progress,
    value,
    done: progress >= 1,
    cashed: view.outcome === 'win' && value >= view.target,
  };
}

/** The text alternative of a round: where it stopped, the cash-out and the outcome. */
export function climbLabel(game: string, climb: Climb, text: HouseText): string {
  if (!climb.view) return `${text(game === 'limbo' ? 'limbo.target' : 'mult.cashout')} ${times(climb.target)}`;
  return text('mult.aria', {
    point: times(climb.view.point),
    target: times(climb.view.target),
    outcome: text(`arcade.${climb.view.outcome}`),
  });
}

/** The line under a climb: the cash-out waiting, reached, or missed. */
export function ClimbBadge({ game, climb, text }: { game: string; climb: Climb; text: HouseText }) {
  const key = game === 'limbo' ? 'limbo.target' : 'mult.cashout';
  if (!climb.view) {
    return (
      <p className="arcade-badge">
        {text(key)} <strong>{times(climb.target)}</strong>
      </p>
    );
  }
  const limbo = game === 'limbo';
  if (climb.cashed && (climb.done || !limbo)) {
    return (
      <p className="arcade-badge arcade-badge--win">
        {text(limbo ? 'limbo.hit' : 'mult.cashed', { x: times(climb.target) })}
      </p>
    );
  }
  if (climb.done) {
    return (
      <p className="arcade-badge arcade-badge--lose">
        {text(limbo ? 'limbo.missed' : 'mult.missed', { x: times(climb.target) })}
      </p>
    );
  }
  return (
    <p className="arcade-badge">
      {text(key)} <strong>{times(climb.target)}</strong>
    </p>
  );
}
