import { payTables } from '@portal/house-games';
import { useEffect } from 'react';
import type { BoardProps } from '../../plugin';
import { publishBet } from './bet';

/**
 * The one wager, on spot 'hand': the chip selected is the bet (made the only wager on mount and whenever the
 * chip changes). The pay table at that bet is the view's, above; here the bet and the top prize.
 */
export function Board({ info, chip, wagers, only, text, money }: BoardProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wager follows the chip; `only` is new each render.
  useEffect(() => {
    only('hand');
  }, [chip]);
  const bet = wagers.hand ?? chip;
  useEffect(() => publishBet(bet), [bet]);
  const table = payTables.find((candidate) => candidate.id === info.game) ?? payTables[0]!;
  const top = table.lines[0]!;
  return (
    <div className="vp-board">
      <p className="vp-board__item">
        <span>{text('vp.bet')}</span>
        <strong>{money(bet)}</strong>
      </p>
      <p className="vp-board__item">
        <span>{text('vp.topPrize')}</span>
        <strong>{money(bet * BigInt(top.pays))}</strong>
      </p>
    </div>
  );
}
