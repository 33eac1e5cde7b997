import type { PayTable as Table } from '@portal/house-games';
import type { CSSProperties } from 'react';
import type { HouseText } from '../../plugin';

interface PayTableProps {
  table: Table;
  /** The bet the pays are shown at, minor units; null shows the multiples only. */
  bet: bigint | null;
  /** The hand just made (highlighted), or null. */
  made: string | null;
  text: HouseText;
  money(minor: string | bigint): string;
}

/** The classic video poker pay table: every paying hand, best first, with what it pays at the bet. */
export function PayTable({ table, bet, made, text, money }: PayTableProps) {
  const rows = Math.ceil(table.lines.length / 2);
  return (
    <section className="vp-pays" aria-label={text('vp.payTable')}>
      <ol className="vp-pays__list" style={{ '--vp-rows': rows } as CSSProperties}>
        {table.lines.map((line) => (
          <li
            key={line.hand}
            className={`vp-pays__line${line.hand === made ? ' vp-pays__line--made' : ''}`}
            aria-current={line.hand === made ? 'true' : undefined}
          >
            <span className="vp-pays__hand">{text(`spot.${line.hand}`)}</span>
            <span className="vp-pays__times">{line.pays}×</span>
            <span className="vp-pays__amount">{bet === null ? '' : money(bet * BigInt(line.pays))}</span>
          </li>
        ))}
      </ol>
      {table.wild !== 'none' ? (
        <p className="vp-pays__wild">{text(table.wild === 'deuces' ? 'vp.deucesWild' : 'vp.jokerWild')}</p>
      ) : null}
    </section>
  );
}
