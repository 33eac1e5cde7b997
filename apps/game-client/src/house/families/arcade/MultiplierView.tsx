import type { ViewProps } from '../../plugin';
import { BalloonScene, JetScene } from './ClimbScenes';
import { ClimbBadge, climbLabel, useClimb } from './climb';
import { times, useRevealedAt } from './shared';

/** Limbo's counter, crash's chart, the jet's flight or the balloon's pumping, by the title's game. */
export function MultiplierView(props: ViewProps) {
  const game = props.info.game;
  const climb = useClimb(game, props.round, props.reducedMotion);
  useRevealedAt(climb.done ? 1 : 0, climb.view ? props.round : null, props.revealed);
  const { text, busy } = props;
  const state = climb.done ? ` arcade-climb--${climb.view!.outcome} arcade-climb--over` : '';
  return (
    <div className={`arcade-climb arcade-climb--${game}${state}${busy ? ' arcade-climb--busy' : ''}`}>
      <div className="arcade-climb__stage" role="img" aria-label={climbLabel(game, climb, text)}>
        {game === 'limbo' ? null : game === 'jet' ? (
          <JetScene climb={climb} />
        ) : game === 'balloon' ? (
          <BalloonScene climb={climb} />
        ) : (
          <CrashChart climb={climb} />
        )}
        <div className="arcade-climb__readout">
          <span className="arcade-climb__value">{times(climb.value)}</span>
          <span className="arcade-climb__ended">
            {game === 'limbo'
              ? text('limbo.chance', { chance: (Math.floor(990_000 / climb.target) / 100).toFixed(2) })
              : climb.done
                ? text(`${game}.ended`, { x: times(climb.view!.point) })
                : climb.view
                  ? ''
                  : text(`${game}.idle`)}
          </span>
        </div>
      </div>
      <ClimbBadge game={game} climb={climb} text={text} />
    </div>
  );
}

const LEFT = 64;
const RIGHT = 588;
const TOP = 16;
const BOTTOM = 268;

/** A round step for grid lines: 0.25, 0.5, 1, 2, 5, 10... */
function stepOf(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** Crash: the multiplier as a rising line over time, the cash-out as a dashed line, the crash in red. */
function CrashChart({ climb }: { climb: ReturnType<typeof useClimb> }) {
  const point = climb.view ? climb.view.point / 100 : 1;
  const now = climb.value / 100;
  const top = Math.max(2, now * 1.25, climb.view ? 0 : (climb.target / 100) * 1.1);
  const y = (value: number) => BOTTOM - ((value - 1) / (top - 1)) * (BOTTOM - TOP);
  const x = (q: number) => LEFT + q * (RIGHT - LEFT);
  const steps = Array.from({ length: 41 }, (_, i) => (climb.progress * i) / 40);
  const line = steps.map((q) => `${x(q).toFixed(1)},${y(Math.min(now, point ** q)).toFixed(1)}`).join(' ');
  const step = stepOf(top - 1);
  const grid = [1, ...Array.from({ length: Math.floor(top / step) }, (_, i) => (i + 1) * step).filter((v) => v > 1)];
  const target = climb.target / 100;
  const cashAt = climb.cashed && point > 1 ? Math.log(target) / Math.log(point) : null;
  const tip = steps.at(-1) ?? 0;
  return (
    <svg className="arcade-chart" viewBox="0 0 600 290" aria-hidden="true" preserveAspectRatio="xMidYMid meet">
      <defs>
        <linearGradient id="arcade-crash-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {grid.map((value) => (
        <g key={value} className="arcade-chart__grid">
          <line x1={LEFT} x2={RIGHT} y1={y(value)} y2={y(value)} />
          <text x={LEFT - 8} y={y(value) + 4} textAnchor="end">
            {`${Number(value.toFixed(2))}x`}
          </text>
        </g>
      ))}
      {target <= top && (
        <g className="arcade-chart__target">
          <line x1={LEFT} x2={RIGHT} y1={y(target)} y2={y(target)} />
          <text x={RIGHT} y={y(target) - 6} textAnchor="end">
            {times(climb.target)}
          </text>
        </g>
      )}
      {climb.view && (
        <>
          <polygon className="arcade-chart__area" points={`${LEFT},${BOTTOM} ${line} ${x(tip)},${BOTTOM}`} />
          <polyline className="arcade-chart__line" points={line} />
          {cashAt !== null && <circle className="arcade-chart__cash" cx={x(cashAt)} cy={y(target)} r="7" />}
          <circle className="arcade-chart__tip" cx={x(tip)} cy={y(now)} r={climb.done ? 10 : 6} />
        </>
      )}
      <line className="arcade-chart__axis" x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} />
    </svg>
  );
}
