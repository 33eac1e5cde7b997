import type { CrapsView as CrapsRound } from '@portal/house-games';
import type { HouseText, ViewProps } from '../../plugin';
import { Die, useDone, useLight, useTicks, viewOf, WagerResults } from './shared';

const POINTS = [4, 5, 6, 8, 9, 10];
const FIELD = [2, 3, 4, 9, 10, 11, 12];
const CRAPS = [2, 3, 12];

type Roll = [number, number];
const totalOf = (roll: Roll) => roll[0] + roll[1];

/** Every spot the round wins (the don't pass push on a bar 12 is not lit). */
function winners({ rolls, outcome }: CrapsRound): string[] {
  const first = totalOf(rolls[0]!);
  const spots: string[] = outcome === 'bar-12' ? [] : [outcome];
  if (FIELD.includes(first)) spots.push('field');
  if (first === 7) spots.push('any-seven');
  if (CRAPS.includes(first)) spots.push('any-craps');
  return spots;
}

/** What a roll did: the come-out's natural, craps or point; then a plain roll, the point made or the seven out. */
function rollNote(rolls: Roll[], index: number, point: number | null, text: HouseText): string {
  const total = totalOf(rolls[index]!);
  if (index === 0) {
    if (total === 7 || total === 11) return text('craps.natural');
    if (CRAPS.includes(total)) return text('craps.craps');
    return text('craps.pointSet', { n: total });
  }
  if (index === rolls.length - 1) return total === point ? text('craps.pointMade') : text('craps.sevenOut');
  return text('craps.roll', { n: index + 1 });
}

/** The point boxes with the puck, then the round's rolls one by one (two dice each) and how the line was decided. */
export function CrapsView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const last = viewOf<CrapsRound>(round, 'rolls');
  const id = last ? round!.roundId : null;
  const count = last?.rolls.length ?? 0;
  const step = count > 8 ? 380 : 720;
  const done = useDone(id, step * count + 200, reducedMotion, revealed);
  const tick = useTicks(id, !done, step);
  const seen = busy || !last ? 0 : done ? count : Math.min(count, tick + 1);
  const finished = last && done && !busy ? last : null;
  useLight(finished ? winners(finished) : null, busy);

  const point = last && seen > 0 ? last.point : null;
  const label = finished
    ? text('craps.aria', {
        rolls: finished.rolls.map((roll) => `${roll[0]}+${roll[1]}`).join(', '),
        result: text(`craps.result.${finished.outcome}`),
      })
    : text(busy || last ? 'craps.rolling' : 'craps.idle');
  return (
    <div className="craps-view">
      <div className="craps-points" role="img" aria-label={label}>
        {POINTS.map((n) => (
          <span key={n} className={`craps-point${point === n ? ' craps-point--on' : ''}`}>
            {n}
            {point === n && <span className="craps-puck craps-puck--on">{text('craps.on')}</span>}
          </span>
        ))}
        {point === null && <span className="craps-puck craps-puck--off">{text('craps.off')}</span>}
      </div>
      {last && seen > 0 ? (
        <ol className="craps-rolls">
          {last.rolls.slice(0, seen).map((roll, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the rolls of a round keep their order
              key={index}
              className={`craps-roll${index === 0 ? ' craps-roll--comeout' : ''}${reducedMotion ? '' : ' craps-roll--new'}`}
            >
              <span className="craps-roll__dice">
                <Die value={roll[0]} />
                <Die value={roll[1]} />
              </span>
              <strong className="craps-roll__total">{totalOf(roll)}</strong>
              <small className="craps-roll__note">{rollNote(last.rolls, index, last.point, text)}</small>
            </li>
          ))}
        </ol>
      ) : (
        <p className="craps-caption">{text(busy ? 'craps.rolling' : 'craps.idle')}</p>
      )}
      {finished && (
        <p className={`craps-line craps-line--${finished.outcome}`}>{text(`craps.result.${finished.outcome}`)}</p>
      )}
      {finished && <WagerResults wagers={finished.wagers} text={text} money={money} />}
    </div>
  );
}
