import type { LiveBoard } from '@portal/contracts';
import type { HouseText } from '../house/plugin';

interface OthersBetsProps {
  board: LiveBoard;
  /** The spots in the board's order, so the totals read as the table lays them out. */
  spots: readonly string[];
  spotName(spot: string): string;
  text: HouseText;
  money(minor: string | bigint): string;
}

/** What the table has on it this round: everyone's totals by spot, and the latest bets with masked names. */
export function OthersBets({ board, spots, spotName, text, money }: OthersBetsProps) {
  const order = new Map(spots.map((spot, i) => [spot, i]));
  const totals = Object.entries(board.totals)
    .filter(([, amount]) => amount !== '0')
    .sort(([a], [b]) => (order.get(a) ?? 999) - (order.get(b) ?? 999) || (a < b ? -1 : 1));
  return (
    <section className="live-side__panel" aria-labelledby="live-others-title">
      <h2 id="live-others-title" className="live-side__title">
        {text('live.others')} <small>{text('live.bettorsCount', { n: board.bettors })}</small>
      </h2>
      {totals.length === 0 ? (
        <p className="live-empty">{text('live.noBets')}</p>
      ) : (
        <>
          <h3 className="live-side__subtitle">{text('live.onTable')}</h3>
          <ul className="live-totals">
            {totals.map(([spot, amount]) => (
              <li key={spot}>
                <span>{spotName(spot)}</span>
                <strong>{money(amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      {board.recent.length > 0 ? (
        <>
          <h3 className="live-side__subtitle">{text('live.recent')}</h3>
          <ul className="live-recent" aria-live="off">
            {board.recent.map((bet, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the latest bets, newest first; they carry no id
              <li key={i}>
                <span className="live-recent__player">{bet.player}</span>
                <span className="live-recent__spot">{spotName(bet.spot)}</span>
                <strong>{money(bet.amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
