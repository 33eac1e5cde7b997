import type { RouletteView as RouletteRound } from '@portal/house-games';
import { useEffect, useState } from 'react';
import type { ViewProps } from '../../plugin';
import {
  AMERICAN_WHEEL,
  COLUMNS,
  colourOf,
  covered,
  DOZENS,
  EUROPEAN_WHEEL,
  labelOf,
  OUTSIDE,
  pocketOf,
} from './roulette-layout';
import { useDone, useLight, viewOf, WagerResults } from './shared';

const C = 150;
const SPIN_MS = 4200;

/** The point at `angle` degrees clockwise from the top, `radius` from the centre. */
const at = (angle: number, radius: number) => {
  const turn = ((angle - 90) * Math.PI) / 180;
  return `${(C + radius * Math.cos(turn)).toFixed(2)} ${(C + radius * Math.sin(turn)).toFixed(2)}`;
};

/** The bets a number wins: itself, its dozen, its column and the even-money bets. */
function winners(n: number): string[] {
  const spots = [`straight-${labelOf(n)}`];
  if (n < 1 || n > 36) return spots;
  for (const k of DOZENS) if (covered(`dozen-${k}`).includes(n)) spots.push(`dozen-${k}`);
  for (const k of COLUMNS) if (covered(`column-${k}`).includes(n)) spots.push(`column-${k}`);
  for (const [spot, covers] of OUTSIDE) if (covers(n)) spots.push(spot);
  return spots;
}

/**
 * The wheel (its pockets in their real order) turning one way and the ball the other until it rests in the
 * winning pocket under the marker; then the number big in its colour, each wager's result and the last numbers.
 */
export function RouletteView({ info, round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const wheel = info.game === 'american-roulette' ? AMERICAN_WHEEL : EUROPEAN_WHEEL;
  const arc = 360 / wheel.length;
  const last = viewOf<RouletteRound>(round, 'number');
  const id = last ? round!.roundId : null;

  // Each spin starts where the last rested: the wheel turns three times clockwise, the ball four times back.
  const [spin, setSpin] = useState({ id: null as string | null, wheel: 0, ball: 0 });
  if (last && spin.id !== id) {
    const stop = (360 - wheel.indexOf(pocketOf(last.number)) * arc) % 360;
    const rest = ((spin.wheel % 360) + 360) % 360;
    setSpin({ id, wheel: spin.wheel - rest + 3 * 360 + stop, ball: spin.ball - 4 * 360 });
  }
  const done = useDone(id, SPIN_MS, reducedMotion, revealed);
  const shown = last && done && !busy ? last : null;
  useLight(shown ? winners(pocketOf(shown.number)) : null, busy);

  const [recent, setRecent] = useState<{ id: string; number: string }[]>([]);
  useEffect(() => {
    if (shown && id)
      setRecent((list) => (list[0]?.id === id ? list : [{ id, number: shown.number }, ...list].slice(0, 12)));
  }, [shown, id]);

  const colourName = shown ? text(`colour.${shown.colour}`) : '';
  const label = shown
    ? text('roulette.aria', { n: shown.number, colour: colourName })
    : last && !busy
      ? text('roulette.spinning')
      : text('roulette.wheel');
  return (
    <div className={`roulette-view${reducedMotion ? ' roulette-view--still' : ''}`}>
      <svg className="roulette-wheel" viewBox="0 0 300 300" role="img" aria-label={label}>
        <circle cx={C} cy={C} r={148} className="roulette-wheel__rim" />
        <g className="roulette-wheel__disc" style={{ transform: `rotate(${spin.wheel}deg)` }}>
          {wheel.map((n, i) => (
            <g key={n}>
              <path
                className={`roulette-pocket roulette-pocket--${colourOf(n)}${shown && labelOf(n) === shown.number ? ' roulette-pocket--hit' : ''}`}
                d={`M ${at(i * arc - arc / 2, 138)} A 138 138 0 0 1 ${at(i * arc + arc / 2, 138)} L ${at(i * arc + arc / 2, 96)} A 96 96 0 0 0 ${at(i * arc - arc / 2, 96)} Z`}
              />
              <text
                x={C}
                y={C - 124}
                textAnchor="middle"
                className="roulette-pocket__label"
                transform={`rotate(${i * arc} ${C} ${C})`}
              >
                {labelOf(n)}
              </text>
            </g>
          ))}
          <circle cx={C} cy={C} r={96} className="roulette-wheel__cone" />
          {[0, 45, 90, 135].map((angle) => (
            <rect
              key={angle}
              x={C - 3}
              y={C - 46}
              width="6"
              height="92"
              rx="3"
              className="roulette-wheel__spoke"
              transform={`rotate(${angle} ${C} ${C})`}
            />
          ))}
          <circle cx={C} cy={C} r={14} className="roulette-wheel__hub" />
        </g>
        <g className="roulette-wheel__ball" style={{ transform: `rotate(${spin.ball}deg)` }}>
          <circle cx={C} cy={C - 106} r={6} />
        </g>
        <path className="roulette-wheel__marker" d={`M ${C - 8} 0 L ${C + 8} 0 L ${C} 12 Z`} />
      </svg>
      <div className="roulette-panel">
        {shown ? (
          <div className={`roulette-result roulette-result--${shown.colour}`}>
            <strong className="roulette-result__number">{shown.number}</strong>
            <span className="roulette-result__colour">{colourName}</span>
          </div>
        ) : (
          <p className="roulette-caption">{last || busy ? text('roulette.spinning') : text('roulette.idle')}</p>
        )}
        {shown && <WagerResults wagers={shown.wagers} text={text} money={money} />}
        <div className="roulette-recent">
          <span className="roulette-recent__title">{text('roulette.recent')}</span>
          <ol className="roulette-recent__list">
            {recent.length === 0 && <li className="roulette-recent__none">—</li>}
            {recent.map((item) => (
              <li key={item.id} className={`roulette-recent__n roulette-recent__n--${colourOf(pocketOf(item.number))}`}>
                {item.number}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
