import type { WheelView as WheelRound } from '@portal/house-games';
import { useState } from 'react';
import type { ViewProps } from '../../plugin';
import { sizeAndRisk, WHEEL_DEFAULT } from './RiskBoards';
import { colourOf, easeOut, tableOf, times, useChoice, useProgress, useRevealedAt, viewOf } from './shared';

const R = 140;
const C = 150;

/** The point at `angle` degrees clockwise from the top, `radius` from the centre. */
const at = (angle: number, radius: number) => {
  const turn = ((angle - 90) * Math.PI) / 180;
  return `${(C + radius * Math.cos(turn)).toFixed(2)} ${(C + radius * Math.sin(turn)).toFixed(2)}`;
};

/** The wheel's segments coloured by their multiple, spinning to stop the result under the pointer. */
export function WheelView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const spot = useChoice('wheel', WHEEL_DEFAULT);
  const last = viewOf<WheelRound>(round);
  const shown = last?.spot === spot ? last : null;
  const { size: segments, risk } = shown ? { size: shown.segments, risk: shown.risk } : sizeAndRisk(spot);
  const table = tableOf(`wheel-${segments}-${risk}`);
  const arc = 360 / segments;

  // Each spin starts where the last one rested and turns four times before stopping on the segment.
  const [spin, setSpin] = useState({ id: '', from: 0, to: 0 });
  if (last && spin.id !== round!.roundId) {
    const rest = spin.to % 360;
    const stop = (360 - (last.segment + 0.5) * arc) % 360;
    setSpin({ id: round!.roundId, from: rest, to: spin.to - rest + 4 * 360 + stop + (stop < rest ? 360 : 0) });
  }
  const progress = useProgress(last ? round!.roundId : null, 3200, reducedMotion);
  useRevealedAt(progress, last ? round : null, revealed);
  const angle = shown ? spin.from + (spin.to - spin.from) * easeOut(progress) : 0;
  const stopped = shown && progress >= 1 ? shown : null;

  const label = shown
    ? text('wheel.aria', { x: `${shown.multiple.text}x`, outcome: text(`arcade.${shown.outcome}`) })
    : text('wheel.board', { segments, risk: text(`risk.${risk}`) });
  return (
    <div className={`arcade-wheel${busy ? ' arcade-wheel--busy' : ''}`}>
      <svg className="arcade-wheel__disc" viewBox="0 0 300 300" role="img" aria-label={label}>
        <circle cx={C} cy={C} r={R + 8} className="arcade-wheel__rim" />
        <g transform={`rotate(${angle.toFixed(2)} ${C} ${C})`}>
          {table.map((value, segment) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are places on the wheel
              key={segment}
              className={`arcade-wheel__segment${stopped?.segment === segment ? ' arcade-wheel__segment--hit' : ''}`}
              d={`M ${C} ${C} L ${at(segment * arc, R)} A ${R} ${R} 0 0 1 ${at((segment + 1) * arc, R)} Z`}
              fill={colourOf(value)}
            />
          ))}
          {table.map((_, segment) => (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: one stud per segment boundary
              key={segment}
              className="arcade-wheel__stud"
              cx={at(segment * arc, R + 4).split(' ')[0]}
              cy={at(segment * arc, R + 4).split(' ')[1]}
              r="2.2"
            />
          ))}
        </g>
        <circle cx={C} cy={C} r={R * 0.62} className="arcade-wheel__hub" />
        <text x={C} y={C + 12} textAnchor="middle" className="arcade-wheel__value">
          {stopped ? `${stopped.multiple.text}x` : busy || shown ? '' : '?'}
        </text>
        <path className="arcade-wheel__pointer" d={`M ${C - 13} 0 L ${C + 13} 0 L ${C} 26 Z`} />
      </svg>
      <p className="arcade-wheel__caption">
        {stopped
          ? text('wheel.stopped', { x: `${stopped.multiple.text}x` })
          : shown || busy
            ? text('wheel.spinning')
            : text('wheel.idle', { top: table.length ? times(Math.max(...table)) : '' })}
      </p>
    </div>
  );
}
