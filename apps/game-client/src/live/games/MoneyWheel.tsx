import { MONEY_WHEEL_SEGMENTS, MONEY_WHEEL_VALUES, type MoneyWheelView as Spin } from '@portal/house-games';
import { useState } from 'react';
import { useDone, useLight, useLit, viewOf } from '../../house/families/layouts/shared';
import type { BoardProps, ViewProps } from '../../house/plugin';
import { useLiveTable } from '../context';
import { LiveSpot, shortPays } from './common';

const C = 150;
const R = 140;
const ARC = 360 / MONEY_WHEEL_SEGMENTS.length;

/** The point at `angle` degrees clockwise from the top, `radius` from the centre. */
const at = (angle: number, radius: number) => {
  const turn = ((angle - 90) * Math.PI) / 180;
  return `${(C + radius * Math.cos(turn)).toFixed(2)} ${(C + radius * Math.sin(turn)).toFixed(2)}`;
};

/** How many segments show each value (the board says it beside the pay). */
const COUNTS = new Map(
  MONEY_WHEEL_VALUES.map((value) => [value, MONEY_WHEEL_SEGMENTS.filter((shown) => shown === value).length]),
);

/** The six bets, one per value the wheel shows, in the value's colour. */
export function MoneyWheelBoard({ info, wagers, place, disabled, text, money }: BoardProps) {
  const lit = useLit();
  const pays = new Map(info.spots.map((spot) => [spot.spot, shortPays(spot.pays)]));
  return (
    <div className="live-board wheel-board">
      <div className="live-board__row live-board__row--6">
        {MONEY_WHEEL_VALUES.map((value) => {
          const id = String(value);
          return (
            <LiveSpot
              key={id}
              spot={id}
              pays={pays.get(id) ?? `${value}:1`}
              face={
                <span className={`wheel-chip wheel-chip--${value}`}>
                  <strong>{value}</strong>
                  <small>{text('wheel.segments', { n: COUNTS.get(value) ?? 0 })}</small>
                </span>
              }
              amount={wagers[id]}
              lit={lit.has(id)}
              disabled={disabled}
              place={place}
              text={text}
              money={money}
              className="wheel-spot"
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * The big six wheel: 54 segments in their order, spinning clockwise several turns until the result's segment
 * stops under the pointer at the top; then its value, large. The spin takes most of the table's reveal.
 */
export function MoneyWheelView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const { revealMs } = useLiveTable();
  const spin = viewOf<Spin>(round, 'segment');
  const id = spin && !busy ? round!.roundId : null;
  const spinMs = Math.max(1500, Math.min(5200, revealMs - 600));
  const [angle, setAngle] = useState({ id: null as string | null, to: 0 });
  if (spin && id && angle.id !== id) {
    const stop = (360 - spin.segment * ARC) % 360;
    const rest = ((angle.to % 360) + 360) % 360;
    setAngle({ id, to: angle.to - rest + 5 * 360 + stop });
  }
  const done = useDone(id, spinMs, reducedMotion, revealed);
  const shown = spin && done && !busy ? spin : null;
  useLight(shown ? [String(shown.value)] : null, busy);
  const label = shown ? text('wheel.aria', { n: shown.value }) : text(busy || spin ? 'wheel.spinning' : 'wheel.idle');
  return (
    <div className={`wheel-view${reducedMotion ? ' live--still' : ''}`}>
      <svg className="wheel-disc" viewBox="0 0 300 300" role="img" aria-label={label}>
        <circle cx={C} cy={C} r={R + 8} className="wheel-disc__rim" />
        <g
          className="wheel-disc__turn"
          style={{
            transform: `rotate(${angle.to}deg)`,
            transitionDuration: reducedMotion ? '0ms' : `${spinMs}ms`,
          }}
        >
          {MONEY_WHEEL_SEGMENTS.map((value, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are places on the wheel
            <g key={i}>
              <path
                className={`wheel-segment wheel-segment--${value}${shown?.segment === i ? ' wheel-segment--hit' : ''}`}
                d={`M ${C} ${C} L ${at(i * ARC - ARC / 2, R)} A ${R} ${R} 0 0 1 ${at(i * ARC + ARC / 2, R)} Z`}
              />
              <text
                x={C}
                y={C - R + 16}
                textAnchor="middle"
                className="wheel-segment__label"
                transform={`rotate(${i * ARC} ${C} ${C})`}
              >
                {value}
              </text>
            </g>
          ))}
          <circle cx={C} cy={C} r={R * 0.55} className="wheel-disc__hub" />
        </g>
        <text x={C} y={C + 14} textAnchor="middle" className="wheel-disc__value">
          {shown ? shown.value : busy || spin ? '' : '?'}
        </text>
        <path className="wheel-disc__pointer" d={`M ${C - 12} 0 L ${C + 12} 0 L ${C} 24 Z`} />
      </svg>
      <p className="live-view__caption" aria-live="polite">
        {shown ? (
          <strong>{text('wheel.stopped', { n: shown.value })}</strong>
        ) : (
          text(busy || spin ? 'wheel.spinning' : 'wheel.idle')
        )}
      </p>
    </div>
  );
}
