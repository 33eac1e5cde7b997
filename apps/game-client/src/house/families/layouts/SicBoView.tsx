import type { SicBoView as SicBoRound } from '@portal/house-games';
import type { ViewProps } from '../../plugin';
import { Die, useDone, useLight, useTicks, viewOf, WagerResults } from './shared';

const ROLL_MS = 1500;

/** Every spot of the table the roll wins. */
function winners({ dice, total, triple }: SicBoRound): string[] {
  const faces = [...new Set(dice)].sort();
  const count = (face: number) => dice.filter((die) => die === face).length;
  const spots = [`total-${total}`, ...faces.map((face) => `single-${face}`)];
  if (triple) spots.push('triple-any', `triple-${dice[0]}`);
  else spots.push(total <= 10 ? 'small' : 'big');
  for (const face of faces) if (count(face) >= 2) spots.push(`double-${face}`);
  for (const low of faces) for (const high of faces) if (low < high) spots.push(`combo-${low}-${high}`);
  return spots;
}

/** Three dice tumbling on the plate, then the faces, the total and whether it is small, big or a triple. */
export function SicBoView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const last = viewOf<SicBoRound>(round, 'dice');
  const id = last ? round!.roundId : null;
  const done = useDone(id, ROLL_MS, reducedMotion, revealed);
  const rolling = busy || !done;
  const tick = useTicks(id, rolling && !reducedMotion, 110);
  const shown = last && !rolling ? last : null;
  useLight(shown ? winners(shown) : null, busy);

  const faces = shown
    ? shown.dice
    : rolling && !reducedMotion
      ? [0, 1, 2].map((i) => ((tick * (i + 2) + i * 3) % 6) + 1)
      : [4, 5, 6];
  const kind = shown ? (shown.triple ? 'triple' : shown.total <= 10 ? 'small' : 'big') : null;
  const label = shown
    ? text('sicbo.aria', {
        dice: shown.dice.join(', '),
        total: shown.total,
        kind: text(`sicbo.${kind}`),
      })
    : text(rolling ? 'sicbo.rolling' : 'sicbo.idle');
  return (
    <div className="sicbo-view">
      <div
        className={`sicbo-plate${rolling && !reducedMotion ? ' sicbo-plate--rolling' : ''}${shown ? ' sicbo-plate--shown' : ''}`}
        role="img"
        aria-label={label}
      >
        {faces.map((face, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three dice keep their places
          <Die key={i} value={face} className={`sicbo-die sicbo-die--${i}`} />
        ))}
      </div>
      {shown ? (
        <p className="sicbo-outcome">
          <span className="sicbo-outcome__total">{text('sicbo.total', { n: shown.total })}</span>
          <span className={`sicbo-tag sicbo-tag--${kind}`}>{text(`sicbo.${kind}`)}</span>
        </p>
      ) : (
        <p className="sicbo-caption">{text(rolling ? 'sicbo.rolling' : 'sicbo.idle')}</p>
      )}
      {shown && <WagerResults wagers={shown.wagers} text={text} money={money} />}
    </div>
  );
}
