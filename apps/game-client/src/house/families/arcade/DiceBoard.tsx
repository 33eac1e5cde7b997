import { type CSSProperties, useId } from 'react';
import type { BoardProps } from '../../plugin';
import { choose, hundredths, times, useChoice, useOnly } from './shared';

/** A dice spot: 'under-<t>' wins below t/100, 'over-<t>' above it; t in hundredths of the 0.00-99.99 roll. */
export interface DiceChoice {
  direction: 'under' | 'over';
  target: number;
}

export const DICE_DEFAULT = 'under-5000';
const LEAST = 100;
const MOST = 9800;

export function diceChoiceOf(spot: string): DiceChoice {
  const match = /^(under|over)-(\d+)$/.exec(spot);
  return match
    ? { direction: match[1] as DiceChoice['direction'], target: Number(match[2]) }
    : { direction: 'under', target: 5000 };
}

/** Winning rolls out of 10,000 = the win chance in hundredths of a percent. */
export const chanceOf = ({ direction, target }: DiceChoice) => (direction === 'under' ? target : 9999 - target);

const spotOf = (direction: DiceChoice['direction'], chance: number) =>
  direction === 'under' ? `under-${chance}` : `over-${9999 - chance}`;

/** The win chance slider (1.00-98.00 %), the roll over / under switch, the multiple and the target it gives. */
export function DiceBoard({ chip, wagers, only, disabled, text, money }: BoardProps) {
  const id = useId();
  const spot = useChoice('dice', DICE_DEFAULT);
  useOnly(spot, chip, wagers, only);
  const choice = diceChoiceOf(spot);
  const chance = Math.min(MOST, Math.max(LEAST, chanceOf(choice)));
  const multiple = Math.floor(990_000 / chance);
  const set = (direction: DiceChoice['direction'], next: number) => choose('dice', spotOf(direction, next));
  const placed = wagers[spot];
  return (
    <div className="arcade-board arcade-board--dice">
      <fieldset className="arcade-switch">
        <legend className="arcade-hidden">{text('dice.mode')}</legend>
        {(['under', 'over'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={`arcade-switch__option${choice.direction === direction ? ' arcade-switch__option--on' : ''}`}
            aria-pressed={choice.direction === direction}
            disabled={disabled}
            onClick={() => set(direction, chance)}
          >
            {text(`dice.${direction}`)}
          </button>
        ))}
      </fieldset>
      <div className={`arcade-slider arcade-slider--${choice.direction}`}>
        <label htmlFor={`${id}-chance`} className="arcade-label">
          {text('dice.slider')}
        </label>
        <input
          id={`${id}-chance`}
          type="range"
          min={LEAST}
          max={MOST}
          step={1}
          value={chance}
          disabled={disabled}
          aria-valuetext={`${hundredths(chance)} %`}
          style={{ '--fill': `${((chance - LEAST) / (MOST - LEAST)) * 100}%` } as CSSProperties}
          onChange={(event) => set(choice.direction, Number(event.target.value))}
        />
        <div className="arcade-slider__nudges">
          <button
            type="button"
            className="arcade-nudge"
            disabled={disabled || chance <= LEAST}
            aria-label={text('dice.less')}
            onClick={() => set(choice.direction, Math.max(LEAST, chance - 100))}
          >
            −1
          </button>
          <button
            type="button"
            className="arcade-nudge"
            disabled={disabled || chance >= MOST}
            aria-label={text('dice.more')}
            onClick={() => set(choice.direction, Math.min(MOST, chance + 100))}
          >
            +1
          </button>
        </div>
      </div>
      <dl className="arcade-stats">
        <div>
          <dt>{text(`dice.${choice.direction}`)}</dt>
          <dd>{hundredths(choice.target)}</dd>
        </div>
        <div>
          <dt>{text('arcade.multiplier')}</dt>
          <dd>{times(multiple)}</dd>
        </div>
        <div>
          <dt>{text('arcade.chance')}</dt>
          <dd>{hundredths(chance)} %</dd>
        </div>
        <div>
          <dt>{text('arcade.payout')}</dt>
          <dd>{money(((placed ?? chip) * 9900n) / BigInt(chance))}</dd>
        </div>
      </dl>
      {placed ? <p className="arcade-placed">{text('arcade.bet', { amount: money(placed) })}</p> : null}
    </div>
  );
}
