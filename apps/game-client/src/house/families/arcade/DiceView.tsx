import type { DiceView as DiceRound } from '@portal/house-games';
import type { CSSProperties } from 'react';
import type { ViewProps } from '../../plugin';
import { chanceOf, DICE_DEFAULT, diceChoiceOf } from './DiceBoard';
import { easeOut, hundredths, useChoice, useProgress, useRevealedAt, viewOf } from './shared';

/** The 0-100 track with the winning zone, the roll sliding to its place and the rolled number. */
export function DiceView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const spot = useChoice('dice', DICE_DEFAULT);
  const last = viewOf<DiceRound>(round);
  const progress = useProgress(last ? round!.roundId : null, 900, reducedMotion);
  useRevealedAt(progress, last ? round : null, revealed);
  const shown = last && (last.spot === spot || progress < 1) ? last : null;
  const choice = shown ? { direction: shown.direction, target: shown.target } : diceChoiceOf(spot);
  const eased = easeOut(progress);
  const roll = shown ? 5000 + (shown.roll - 5000) * eased : null;
  const settled = shown !== null && progress >= 1;
  const zone =
    choice.direction === 'under'
      ? { left: 0, width: choice.target / 100 }
      : { left: (choice.target + 1) / 100, width: chanceOf(choice) / 100 };
  const outcome = settled ? shown.outcome : null;
  const label = shown
    ? text('dice.aria', {
        roll: hundredths(shown.roll),
        zone: text(`dice.${shown.direction}`),
        target: hundredths(shown.target),
        outcome: text(`arcade.${shown.outcome}`),
      })
    : text('dice.idle');
  return (
    <div
      className={`arcade-dice${busy ? ' arcade-dice--busy' : ''}${outcome ? ` arcade-dice--${outcome}` : ''}`}
      role="img"
      aria-label={label}
    >
      <div className="arcade-dice__result">
        <span className="arcade-dice__number">{roll === null ? '--.--' : hundredths(roll)}</span>
        <span className="arcade-dice__caption">
          {shown
            ? `${text(`dice.${shown.direction}`)} ${hundredths(shown.target)} · ${shown.multiple.text}x`
            : text('dice.idle')}
        </span>
      </div>
      <div className="arcade-track">
        <div
          className={`arcade-track__zone${outcome === 'lose' ? ' arcade-track__zone--missed' : ''}`}
          style={{ left: `${zone.left}%`, width: `${zone.width}%` }}
        />
        {roll !== null && (
          <div
            className={`arcade-track__marker${outcome ? ` arcade-track__marker--${outcome}` : ''}`}
            style={{ '--at': `${roll / 100}%` } as CSSProperties}
          >
            {hundredths(roll)}
          </div>
        )}
      </div>
      <div className="arcade-track__scale" aria-hidden="true">
        {[0, 25, 50, 75, 100].map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </div>
      {!shown && last && (
        <p className="arcade-dice__last">
          {text('dice.last')} {hundredths(last.roll)}
        </p>
      )}
    </div>
  );
}
