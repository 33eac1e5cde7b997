import type { BoardProps } from '../../plugin';
import { PayTable } from './common';
import { anteBonusRows, holdemAnteRows, type PayRow, pairPlusRows, raisePayRows, spreadRows } from './tables';

interface Circle {
  spot: string;
  note: string;
}

/** Each game's betting circles and the pay tables printed beside them. */
function layoutOf(game: string): { circles: Circle[]; tables: { title: string; rows: PayRow[] }[] } {
  switch (game) {
    case 'three-card-poker':
      return {
        circles: [
          { spot: 'pair-plus', note: 'duels.optional' },
          { spot: 'ante', note: 'duels.required' },
        ],
        tables: [
          { title: 'spot.pair-plus', rows: pairPlusRows },
          { title: 'duels.anteBonus', rows: anteBonusRows },
        ],
      };
    case 'red-dog':
      return { circles: [{ spot: 'bet', note: '' }], tables: [{ title: 'duels.spreadPays', rows: spreadRows }] };
    case 'caribbean-stud':
      return {
        circles: [{ spot: 'ante', note: 'duels.required' }],
        tables: [{ title: 'duels.raisePays', rows: raisePayRows }],
      };
    case 'casino-holdem':
      return {
        circles: [{ spot: 'ante', note: 'duels.required' }],
        tables: [{ title: 'duels.antePays', rows: holdemAnteRows }],
      };
    default:
      return { circles: [{ spot: 'hand', note: '' }], tables: [] };
  }
}

/**
 * The betting circles on the felt: a tap adds the selected chip to a circle, whose stake shows on a chip stack.
 * Blackjack prints its house rules on the felt; the poker games and red dog print their pay tables beside.
 */
export function Board({ info, wagers, place, disabled, text, money }: BoardProps) {
  const { circles, tables } = layoutOf(info.game);
  return (
    <div className={`duels-board duels-board--${info.game}`}>
      <div className="duels-board__circles">
        {circles.map(({ spot, note }) => {
          const amount = wagers[spot];
          return (
            <button
              key={spot}
              type="button"
              className={`duels-circle${amount ? ' duels-circle--placed' : ''}`}
              disabled={disabled}
              onClick={() => place(spot)}
            >
              <span className="duels-circle__name">{text(`spot.${spot}`)}</span>
              {amount ? (
                <span className="duels-circle__amount">{money(amount)}</span>
              ) : note ? (
                <span className="duels-circle__note">{text(note)}</span>
              ) : null}
            </button>
          );
        })}
        {info.game === 'blackjack' ? <p className="duels-board__print">{text('duels.felt.blackjack')}</p> : null}
      </div>
      {tables.length > 0 ? (
        <div className="duels-board__tables">
          {tables.map((table) => (
            <PayTable key={table.title} title={text(table.title)} rows={table.rows} text={text} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
