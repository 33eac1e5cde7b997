import type { ReactNode } from 'react';
import type { BoardProps } from '../../plugin';
import { Die, Stack, spotLabel, useLit } from './shared';

const FIELD = [2, 3, 4, 9, 10, 11, 12];

/**
 * A simplified craps layout: the field with its numbers (2 pays double, 12 triple), the don't pass bar, the pass
 * line along the edge, and the one-roll propositions any seven and any craps in the centre.
 */
export function CrapsBoard({ wagers, place, disabled, text, money }: BoardProps) {
  const lit = useLit();
  const spot = (id: string, pays: string, content: ReactNode) => (
    <button
      type="button"
      className={`craps-spot craps-spot--${id}${lit.has(id) ? ' craps-spot--hit' : ''}${wagers[id] ? ' craps-spot--placed' : ''}`}
      disabled={disabled}
      aria-label={spotLabel(text, id, pays, wagers[id], money)}
      onClick={() => place(id)}
    >
      <span className="craps-spot__content" aria-hidden="true">
        {content}
      </span>
      <Stack amount={wagers[id]} money={money} />
    </button>
  );
  return (
    <div className="craps-board">
      {spot(
        'field',
        '1:1, 2:1, 3:1',
        <>
          <strong className="craps-spot__name">{text('craps.board.field')}</strong>
          <span className="craps-field">
            {FIELD.map((n) => (
              <span key={n} className={`craps-field__n${n === 2 || n === 12 ? ' craps-field__n--ringed' : ''}`}>
                {n}
              </span>
            ))}
          </span>
          <small>{text('craps.fieldPays')}</small>
        </>,
      )}
      <div className="craps-props">
        <span className="craps-props__title">{text('craps.oneRoll')}</span>
        {spot(
          'any-seven',
          '4:1',
          <>
            <strong className="craps-spot__name">{text('spot.any-seven')}</strong>
            <span className="craps-spot__dice">
              <Die value={3} />
              <Die value={4} />
            </span>
            <small>4:1</small>
          </>,
        )}
        {spot(
          'any-craps',
          '7:1',
          <>
            <strong className="craps-spot__name">{text('spot.any-craps')}</strong>
            <span className="craps-spot__numbers">2 · 3 · 12</span>
            <small>7:1</small>
          </>,
        )}
      </div>
      {spot(
        'dont-pass',
        '1:1',
        <>
          <strong className="craps-spot__name">{text('craps.board.dontPass')}</strong>
          <span className="craps-bar">
            {text('craps.bar')}
            <Die value={6} />
            <Die value={6} />
          </span>
          <small>1:1</small>
        </>,
      )}
      {spot(
        'pass',
        '1:1',
        <>
          <strong className="craps-spot__name">{text('craps.board.pass')}</strong>
          <small>1:1</small>
        </>,
      )}
    </div>
  );
}
