import { BINGO_PAY_TABLE } from '@portal/house-games';
import type { BoardProps } from '../../plugin';
import { PATTERN_PICTURE, scaled, setCardCount, times, useCardCount, useOnlyWager } from './shared';

const COUNTS = [1, 2, 3, 4];

/** How many cards (1 to 4, one chip each), and what each pattern pays a card at the chip. */
export function BingoBoard(props: BoardProps) {
  const { chip, wagers, disabled, text, money } = props;
  const cards = useCardCount();
  const spot = `cards-${cards}`;
  useOnlyWager(spot, chip * BigInt(cards), props);
  const table = BINGO_PAY_TABLE;
  return (
    <div className="tickets-board tickets-board--bingo">
      <fieldset className="tickets-counts">
        <legend className="tickets-price__label">{text('bingo.cards')}</legend>
        {COUNTS.map((n) => {
          const id = `cards-${n}`;
          return (
            <label key={n} className={`spot tickets-count${n === cards ? ' spot--placed tickets-count--on' : ''}`}>
              <input
                type="radio"
                name="tickets-cards"
                value={n}
                checked={n === cards}
                disabled={disabled}
                onChange={() => setCardCount(n)}
              />
              <span className="tickets-count__cards" aria-hidden="true">
                {COUNTS.slice(0, n).map((c) => (
                  <i key={c} />
                ))}
              </span>
              <span className="spot__name">{text(`spot.${id}`)}</span>
              <span className="spot__amount">{money(wagers[id] ?? chip * BigInt(n))}</span>
            </label>
          );
        })}
      </fieldset>
      <table className="tickets-prizes tickets-prizes--bingo">
        <caption>{text('bingo.payTable', { amount: money(chip) })}</caption>
        <thead>
          <tr>
            <th scope="col">{text('bingo.pattern')}</th>
            <th scope="col">{text('bingo.multiple')}</th>
            <th scope="col">{text('scratch.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((entry) => (
            <tr key={entry.pattern} className={entry.multiple >= 200 ? 'tickets-prizes__top' : undefined}>
              <th scope="row">
                <span className="tickets-mini" aria-hidden="true">
                  {Array.from({ length: 25 }, (_, cell) => (
                    <i
                      // biome-ignore lint/suspicious/noArrayIndexKey: the 25 cells are fixed places
                      key={cell}
                      className={PATTERN_PICTURE[entry.pattern]?.includes(cell) ? 'on' : undefined}
                    />
                  ))}
                </span>
                {text(`bingo.pattern.${entry.pattern}`)}
              </th>
              <td>{times(entry.multiple)}</td>
              <td>{money(scaled(chip, entry.multiple))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
