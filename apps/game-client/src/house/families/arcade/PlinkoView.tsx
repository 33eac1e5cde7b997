import type { PlinkoView as PlinkoRound } from '@portal/house-games';
import type { CSSProperties } from 'react';
import type { ViewProps } from '../../plugin';
import { PLINKO_DEFAULT, sizeAndRisk } from './RiskBoards';
import { short, tableOf, times, useChoice, useProgress, useRevealedAt, viewOf } from './shared';

const WIDTH = 600;
const MIDDLE = WIDTH / 2;

/** Gold for the small middle buckets, to red for the edges' big ones. */
const bucketHue = (value: number) => Math.max(0, 55 - 10 * Math.log2(Math.max(value, 50) / 50));

/** The peg triangle, the buckets with their multiples, and the ball bouncing down its path to its bucket. */
export function PlinkoView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const spot = useChoice('plinko', PLINKO_DEFAULT);
  const last = viewOf<PlinkoRound>(round);
  const shown = last?.spot === spot ? last : null;
  const { size: rows, risk } = shown ? { size: shown.rows, risk: shown.risk } : sizeAndRisk(spot);
  const progress = useProgress(last ? round!.roundId : null, (rows + 1) * 170, reducedMotion);
  useRevealedAt(progress, last ? round : null, revealed);
  const table = tableOf(`plinko-${rows}-${risk}`);
  const gap = WIDTH / (rows + 2);
  const rise = gap * 0.8;
  const pegR = Math.max(3, gap * 0.09);
  const ballR = gap * 0.2;
  const pegY = (row: number) => 24 + rise * 0.9 + row * rise;
  const bucketY = pegY(rows - 1) + rise * 0.55;
  const bucketH = Math.min(40, gap * 0.72);
  const height = bucketY + bucketH + 6;

  // The ball's stops: above the top, on the peg it hits on each row, then in its bucket.
  const stops: [number, number][] = [[MIDDLE, 14]];
  if (shown) {
    let rights = 0;
    shown.path.forEach((bounce, row) => {
      stops.push([MIDDLE + (rights - row / 2) * gap, pegY(row) - pegR - ballR]);
      rights += bounce;
    });
    stops.push([MIDDLE + (rights - rows / 2) * gap, bucketY - ballR - 2]);
  }
  const along = progress * (stops.length - 1);
  const leg = Math.min(stops.length - 2, Math.floor(along));
  const t = along - leg;
  const [x0, y0] = stops[Math.max(0, leg)]!;
  const [x1, y1] = stops[Math.max(0, leg) + 1] ?? stops[0]!;
  const ball = shown
    ? [
        x0 + (x1 - x0) * (1 - (1 - t) ** 2),
        y0 + (y1 - y0) * t * t - (leg > 0 ? rise * 0.35 * Math.sin(Math.PI * t) : 0),
      ]
    : null;
  const landed = shown && progress >= 1 ? shown.bucket : null;

  const label = shown
    ? text('plinko.aria', {
        bucket: shown.bucket + 1,
        x: `${shown.multiple.text}x`,
        outcome: text(`arcade.${shown.outcome}`),
      })
    : text('plinko.board', { rows, risk: text(`risk.${risk}`) });
  return (
    <div className={`arcade-plinko${busy ? ' arcade-plinko--busy' : ''}`}>
      <svg
        className="arcade-plinko__board"
        viewBox={`0 0 ${WIDTH} ${height.toFixed(0)}`}
        role="img"
        aria-label={label}
        style={{ '--ratio': (WIDTH / height).toFixed(3) } as CSSProperties}
      >
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, peg) => {
            const lit = shown && row < leg && shown.path.slice(0, row).reduce((a, b) => a + b, 0) + 1 === peg;
            return (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: pegs are places, row and place are their key
                key={`${row}-${peg}`}
                className={`arcade-peg${lit ? ' arcade-peg--lit' : ''}`}
                cx={MIDDLE + (peg - (row + 2) / 2) * gap}
                cy={pegY(row)}
                r={pegR}
              />
            );
          }),
        )}
        {table.map((value, bucket) => (
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: buckets are places, the index is the bucket
            key={bucket}
            className={`arcade-bucket${landed === bucket ? ' arcade-bucket--hit' : ''}`}
            transform={`translate(${MIDDLE + (bucket - rows / 2) * gap} ${bucketY + bucketH / 2})`}
          >
            <rect
              x={-gap / 2 + 2}
              y={-bucketH / 2}
              width={gap - 4}
              height={bucketH}
              rx={Math.min(8, gap * 0.15)}
              fill={`hsl(${bucketHue(value)} 90% 58%)`}
            />
            <text y={Math.min(15, gap * 0.34) * 0.36} fontSize={Math.min(15, gap * 0.34)} textAnchor="middle">
              {short(value)}
            </text>
          </g>
        ))}
        {ball && <circle className="arcade-ball" cx={ball[0]} cy={ball[1]} r={ballR} />}
      </svg>
      <p className="arcade-plinko__caption">
        {landed !== null && shown
          ? text('plinko.landed', { x: `${shown.multiple.text}x` })
          : busy || (shown && progress < 1)
            ? text('plinko.dropping')
            : text('plinko.idle', { top: table.length ? times(Math.max(...table)) : '' })}
      </p>
    </div>
  );
}
