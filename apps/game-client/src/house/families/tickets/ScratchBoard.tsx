import { PRIZE_TABLE, PRIZE_WEIGHT_TOTAL } from '@portal/house-games';
import type { BoardProps } from '../../plugin';
import { count, lengthClass, scaled, times, useOnlyWager } from './shared';

const winningTiers = PRIZE_TABLE.filter((tier) => tier.multiple > 0);
const anyPrize = winningTiers.reduce((sum, tier) => sum + tier.weight, 0);
const oneIn = (weight: number): string => {
  const odds = PRIZE_WEIGHT_TOTAL / weight;
  return odds < 10 ? odds.toFixed(2) : count(Math.round(odds));
};

/** One ticket at the chip's price, and what each tier of the printed prize table pays at that price. */
export function ScratchBoard(props: BoardProps) {
  const { chip, text, money } = props;
  useOnlyWager('ticket', chip, props);
  return (
    <div className="tickets-board">
      <div className="tickets-price">
        <span className="tickets-price__label">{text('scratch.price')}</span>
        <strong className="tickets-price__amount">{money(chip)}</strong>
        <span className="tickets-price__hint">{text('scratch.priceHint')}</span>
      </div>
      <section className="tickets-tiers" aria-labelledby="tickets-tiers-title">
        <h3 id="tickets-tiers-title" className="tickets-price__label">
          {text('scratch.prizes')}
        </h3>
        <ul className="tickets-tiers__list">
          {winningTiers.map((tier) => (
            <li key={tier.multiple} className={`tickets-tier${tier.multiple >= 100 ? ' tickets-tier--top' : ''}`}>
              <span className="tickets-tier__match">{times(tier.multiple)}</span>
              <strong className={`tickets-tier__prize${lengthClass(money(scaled(chip, tier.multiple)))}`}>
                {money(scaled(chip, tier.multiple))}
              </strong>
              <span className="tickets-tier__odds">{text('scratch.oneIn', { n: oneIn(tier.weight) })}</span>
            </li>
          ))}
        </ul>
        <p className="tickets-tiers__any">
          {text('scratch.anyPrize')} · {text('scratch.oneIn', { n: oneIn(anyPrize) })}
        </p>
      </section>
    </div>
  );
}
