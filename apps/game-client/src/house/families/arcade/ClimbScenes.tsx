import type { Climb } from './climb';

/** 1x → 0, rising fast then slowly towards 1: the jet's height and the balloon's size. */
const rise = (value: number) => 1 - 1 / (value / 100) ** 0.6;

const CLOUDS = [
  [90, 70, 1],
  [300, 40, 0.8],
  [470, 110, 1.2],
  [200, 150, 0.7],
  [540, 200, 0.9],
] as const;

/** Jet: the plane climbs with its contrail while the multiplier rises, then flies away at the point. */
export function JetScene({ climb }: { climb: Climb }) {
  const point = climb.view?.point ?? 100;
  const path = Array.from({ length: 31 }, (_, i) => {
    const q = (climb.progress * i) / 30;
    return [40 + q * 470, 250 - 190 * rise(Math.min(climb.value, 100 * (point / 100) ** q))] as const;
  });
  const [tipX, tipY] = path.at(-1)!;
  const [beforeX, beforeY] = path.at(-2) ?? [tipX - 10, tipY];
  const angle = climb.view ? (Math.atan2(tipY - beforeY, tipX - beforeX) * 180) / Math.PI : 0;
  const drift = climb.progress * 120;
  return (
    <svg className="arcade-sky" viewBox="0 0 600 290" aria-hidden="true">
      <defs>
        <linearGradient id="arcade-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b2a6b" />
          <stop offset="1" stopColor="#6d3f8f" />
        </linearGradient>
      </defs>
      <rect width="600" height="290" rx="14" fill="url(#arcade-sky)" />
      {CLOUDS.map(([cx, cy, size]) => (
        <g
          key={cx}
          className="arcade-sky__cloud"
          transform={`translate(${((cx - drift * size + 700) % 700) - 50} ${cy}) scale(${size})`}
        >
          <ellipse cx="0" cy="0" rx="34" ry="12" />
          <ellipse cx="-14" cy="-8" rx="16" ry="12" />
          <ellipse cx="10" cy="-10" rx="18" ry="14" />
        </g>
      ))}
      {climb.view && (
        <polyline
          className="arcade-sky__trail"
          points={path.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
        />
      )}
      <g
        className={`arcade-jet${climb.done ? ' arcade-jet--gone' : ''}`}
        transform={`translate(${tipX} ${tipY}) rotate(${angle})`}
      >
        <g className="arcade-jet__body">
          <path d="M-26 -4 L18 -5 Q30 0 18 5 L-26 4 Z" fill="#e5e7eb" />
          <path d="M-4 -4 L-16 -22 L-8 -22 L8 -4 Z" fill="#f5b301" />
          <path d="M-4 4 L-16 22 L-8 22 L8 4 Z" fill="#f5b301" />
          <path d="M-26 -3 L-32 -14 L-24 -14 L-18 -3 Z" fill="#ef4444" />
          <circle cx="14" cy="-1" r="2.6" fill="#38bdf8" />
        </g>
      </g>
      <rect className="arcade-sky__ground" x="0" y="262" width="600" height="28" />
      <line className="arcade-sky__runway" x1="20" x2="580" y1="276" y2="276" />
    </svg>
  );
}

const CONFETTI = [
  [40, 30, 50],
  [120, 90, 190],
  [80, 200, 330],
  [190, 40, 120],
  [520, 50, 280],
  [460, 150, 40],
  [560, 230, 160],
  [400, 30, 340],
  [30, 130, 220],
  [500, 100, 10],
] as const;

const SHREDS = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6);

/** Balloon: the pump inflates it while the multiplier rises; it pops at the point. */
export function BalloonScene({ climb }: { climb: Climb }) {
  const size = 0.3 + 0.52 * rise(climb.value);
  const hue = 340 - 40 * rise(climb.value);
  const popped = climb.done;
  return (
    <svg className="arcade-party" viewBox="0 0 600 290" aria-hidden="true">
      <defs>
        <radialGradient id="arcade-party" cx="0.5" cy="0.35" r="0.8">
          <stop offset="0" stopColor="#4a2a6e" />
          <stop offset="1" stopColor="#1b1233" />
        </radialGradient>
      </defs>
      <rect width="600" height="290" rx="14" fill="url(#arcade-party)" />
      {CONFETTI.map(([x, y, hue]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width="7"
          height="3"
          rx="1"
          fill={`hsl(${hue} 80% 65%)`}
          opacity="0.55"
          transform={`rotate(${x % 60} ${x} ${y})`}
        />
      ))}
      <rect className="arcade-party__floor" x="0" y="276" width="600" height="14" />
      <rect className="arcade-party__pump" x="282" y="248" width="36" height="34" rx="6" />
      <rect className="arcade-party__pump" x="260" y="238" width="80" height="12" rx="6" />
      {popped ? (
        <g transform={`translate(300 ${238 - 170 * size})`}>
          <g className="arcade-pop">
            {SHREDS.map((turn) => (
              <line
                key={turn}
                x1={Math.cos(turn) * 30}
                y1={Math.sin(turn) * 30}
                x2={Math.cos(turn) * 80}
                y2={Math.sin(turn) * 80}
                stroke={`hsl(${hue} 85% 62%)`}
              />
            ))}
            <circle r="22" fill="none" stroke="#fff7" strokeWidth="3" />
          </g>
        </g>
      ) : (
        <g transform={`translate(300 238) scale(${size})`}>
          <path className="arcade-party__string" d="M0 0 C -8 -30 8 -50 0 -70" />
          <g className={climb.view ? 'arcade-balloon arcade-balloon--pumping' : 'arcade-balloon'}>
            <ellipse cx="0" cy="-170" rx="82" ry="100" fill={`hsl(${hue} 85% 58%)`} />
            <ellipse cx="-28" cy="-215" rx="18" ry="30" fill="#fff" opacity="0.3" />
            <path d="M-9 -68 L9 -68 L0 -76 Z" fill={`hsl(${hue} 85% 45%)`} />
          </g>
        </g>
      )}
    </svg>
  );
}
