import { useState } from 'react';
import type { BoardProps } from '../../plugin';
import {
  type Box,
  betAt,
  betBox,
  boxStyle,
  COLUMNS,
  colourOf,
  covered,
  DOUBLE_ZERO,
  DOZENS,
  labelOf,
  MODES,
  type Mode,
  NUMBERS,
  numberBox,
  OUTSIDE,
  outsideBox,
  splitOf,
} from './roulette-layout';
import { shortMoney, spotLabel, useLit } from './shared';

const paysOf = (spot: string) => `${36 / covered(spot).length - 1}:1`;
const INSIDE = /^(split|street|corner|line)-/;
/** The felt in the layout's empty corners (beside the zeros, below them and below the columns' bets). */
const FILLERS: Box[] = [
  { across: [7, 1, 9, 2], upright: [1, 1, 2, 3] },
  { across: [7, 14, 9, 15], upright: [14, 1, 15, 3] },
];

/**
 * The roulette layout: the zeros and 1-36 in three rows of twelve (upright, three columns of twelve rows, on a
 * phone), the columns' 2 to 1, the dozens and the even-money bets. A tap on a number bets it straight up, or, in
 * the chosen mode, the split (two taps), street, corner or line around it; the covered numbers light up first.
 */
export function RouletteBoard({ info, wagers, place, disabled, text, money }: BoardProps) {
  const american = info.game === 'american-roulette';
  const [mode, setMode] = useState<Mode>('straight');
  const [pending, setPending] = useState<number | null>(null);
  const [preview, setPreview] = useState<number[]>([]);
  const lit = useLit();
  // A split half picked before the deal is dropped with the round.
  if (disabled && pending !== null) setPending(null);
  const zeros = american ? [0, DOUBLE_ZERO] : [0];
  const cells = [...zeros, ...NUMBERS];
  const neighbours =
    pending === null ? [] : cells.filter((n) => n !== pending && splitOf(pending, n, american) !== null);

  const previewOf = (n: number) => {
    if (mode === 'split') return pending === null ? [n] : [pending, n];
    const bet = betAt(n, mode);
    return bet ? covered(bet) : [];
  };
  const tap = (n: number) => {
    if (mode !== 'split') {
      const bet = betAt(n, mode);
      if (bet) place(bet);
      return;
    }
    const split = pending === null ? null : splitOf(pending, n, american);
    if (split) {
      place(split);
      setPending(null);
    } else setPending(pending === n ? null : n);
  };
  const pick = (next: Mode) => {
    setMode(next);
    setPending(null);
  };
  const hint =
    mode === 'split'
      ? pending === null
        ? text('roulette.hint.split')
        : text('roulette.hint.second', { n: labelOf(pending) })
      : text(`roulette.hint.${mode}`);
  const insideBets = Object.entries(wagers).filter(([spot]) => INSIDE.test(spot));

  return (
    <div className="roulette-board">
      <fieldset className="roulette-modes">
        <legend className="layouts-sr">{text('roulette.mode')}</legend>
        {MODES.map((option) => (
          <label key={option} className={`roulette-mode${mode === option ? ' roulette-mode--on' : ''}`}>
            <input
              type="radio"
              name="roulette-mode"
              value={option}
              checked={mode === option}
              onChange={() => pick(option)}
            />
            {text(`roulette.mode.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className="roulette-hint" aria-live="polite">
        {hint}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving the grid only clears the hover preview */}
      <div className={`roulette-grid${american ? ' roulette-grid--american' : ''}`} onMouseLeave={() => setPreview([])}>
        {cells.map((n) => {
          const straight = `straight-${labelOf(n)}`;
          const usable = mode === 'straight' || mode === 'split' || (n !== 0 && n !== DOUBLE_ZERO);
          const classes = [
            'roulette-cell',
            `roulette-cell--${colourOf(n)}`,
            n === 0 || n === DOUBLE_ZERO ? 'roulette-cell--zero' : '',
            preview.includes(n) ? 'roulette-cell--preview' : '',
            pending === n ? 'roulette-cell--pending' : '',
            neighbours.includes(n) ? 'roulette-cell--next' : '',
            lit.has(straight) ? 'roulette-cell--hit' : '',
          ];
          return (
            <button
              key={n}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              style={boxStyle(numberBox(n, american))}
              disabled={disabled || !usable}
              aria-pressed={mode === 'split' ? pending === n : undefined}
              aria-label={
                mode === 'straight'
                  ? spotLabel(text, straight, '35:1', wagers[straight], money)
                  : `${labelOf(n)}, ${text(`colour.${colourOf(n)}`)}`
              }
              onClick={() => tap(n)}
              onMouseEnter={() => setPreview(previewOf(n))}
              onFocus={() => setPreview(previewOf(n))}
              onBlur={() => setPreview([])}
            >
              <span className="roulette-cell__number">{labelOf(n)}</span>
              {wagers[straight] ? <span className="layouts-stack">{shortMoney(money(wagers[straight]!))}</span> : null}
            </button>
          );
        })}
        {[
          ...COLUMNS.map((k) => `column-${k}`),
          ...DOZENS.map((k) => `dozen-${k}`),
          ...OUTSIDE.map(([spot]) => spot),
        ].map((spot) => (
          <button
            key={spot}
            type="button"
            className={`roulette-outside roulette-outside--${spot}${lit.has(spot) ? ' roulette-outside--hit' : ''}`}
            style={boxStyle(outsideBox(spot))}
            disabled={disabled}
            aria-label={spotLabel(text, spot, paysOf(spot), wagers[spot], money)}
            onClick={() => place(spot)}
            onMouseEnter={() => setPreview(covered(spot))}
            onFocus={() => setPreview(covered(spot))}
            onBlur={() => setPreview([])}
          >
            {spot === 'red' || spot === 'black' ? (
              <span className="roulette-diamond" aria-hidden="true" />
            ) : (
              <span aria-hidden="true">{text(`roulette.board.${spot}`)}</span>
            )}
            {wagers[spot] ? <span className="layouts-stack">{shortMoney(money(wagers[spot]!))}</span> : null}
          </button>
        ))}
        {FILLERS.map((box) => (
          <span key={box.across.join()} className="roulette-filler" style={boxStyle(box)} aria-hidden="true" />
        ))}
        {insideBets.map(([spot, amount]) => (
          <span
            key={spot}
            className={`roulette-marker roulette-marker--${spot.split('-')[0]}`}
            style={boxStyle(betBox(spot, american))}
            aria-hidden="true"
          >
            <span className="layouts-stack">{shortMoney(money(amount))}</span>
          </span>
        ))}
      </div>
      {insideBets.length > 0 && (
        <p className="layouts-sr">
          {insideBets.map(([spot, amount]) => `${text(`spot.${spot}`)}: ${money(amount)}`).join('; ')}
        </p>
      )}
    </div>
  );
}
