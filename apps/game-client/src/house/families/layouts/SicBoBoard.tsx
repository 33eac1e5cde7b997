import type { ReactNode } from 'react';
import type { BoardProps } from '../../plugin';
import { Die, Stack, spotLabel, useLit } from './shared';

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
const TOTAL_PAYS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
export const totalPays = (total: number) => `${TOTAL_PAYS[Math.min(total, 21 - total)]}:1`;
const COMBOS = FACES.flatMap((low) => FACES.filter((high) => high > low).map((high) => [low, high] as const));

/**
 * The sic bo table: small and big at the ends of the top row with the doubles, the triples and any triple between
 * them, then the totals 4-17, the fifteen two-dice combinations and the six singles.
 */
export function SicBoBoard({ wagers, place, disabled, text, money }: BoardProps) {
  const lit = useLit();
  const spot = (id: string, pays: string, className: string, face: ReactNode, shown = pays) => (
    <button
      key={id}
      type="button"
      className={`sicbo-spot ${className}${lit.has(id) ? ' sicbo-spot--hit' : ''}${wagers[id] ? ' sicbo-spot--placed' : ''}`}
      disabled={disabled}
      aria-label={spotLabel(text, id, pays, wagers[id], money)}
      onClick={() => place(id)}
    >
      <span className="sicbo-spot__face" aria-hidden="true">
        {face}
      </span>
      <span className="sicbo-spot__pays" aria-hidden="true">
        {shown}
      </span>
      <Stack amount={wagers[id]} money={money} />
    </button>
  );
  const dice = (...values: number[]) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a spot's dice keep their places
    values.map((value, i) => <Die key={i} value={value} />);
  const double = (face: number) => spot(`double-${face}`, '10:1', 'sicbo-spot--double', dice(face, face));
  const triple = (face: number) => spot(`triple-${face}`, '180:1', 'sicbo-spot--triple', dice(face, face, face));
  const ends = (id: 'small' | 'big') =>
    spot(
      id,
      '1:1',
      `sicbo-spot--${id}`,
      <>
        <strong>{text(`sicbo.${id}`)}</strong>
        <small>{id === 'small' ? '4 – 10' : '11 – 17'}</small>
      </>,
      text('sicbo.evenPays'),
    );

  return (
    <div className="sicbo-board">
      <div className="sicbo-row sicbo-row--top">
        {ends('small')}
        {[1, 2, 3].map(double)}
        {[1, 2, 3].map(triple)}
        {spot(
          'triple-any',
          '30:1',
          'sicbo-spot--any',
          <>
            <strong>{text('sicbo.anyTriple')}</strong>
            <span className="sicbo-spot__dice">{dice(1, 1, 1)}</span>
          </>,
        )}
        {[4, 5, 6].map(triple)}
        {[4, 5, 6].map(double)}
        {ends('big')}
      </div>
      <div className="sicbo-row sicbo-row--totals">
        {TOTALS.map((total) =>
          spot(
            `total-${total}`,
            totalPays(total),
            'sicbo-spot--total',
            <strong className="sicbo-total">{total}</strong>,
          ),
        )}
      </div>
      <div className="sicbo-row sicbo-row--combos">
        {COMBOS.map(([low, high]) => spot(`combo-${low}-${high}`, '5:1', 'sicbo-spot--combo', dice(low, high)))}
      </div>
      <div className="sicbo-row sicbo-row--singles">
        {FACES.map((face) =>
          spot(`single-${face}`, '1:1 · 2:1 · 3:1', 'sicbo-spot--single', dice(face), text('sicbo.singlePays')),
        )}
      </div>
    </div>
  );
}
