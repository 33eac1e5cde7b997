import type { FishingKind, FishSpecies } from '@portal/house-games';
import { catchChance, largestMultiplier } from '@portal/house-games';
import { useEffect, useRef } from 'react';
import { drawFish } from './fish-art';
import type { FishingText } from './strings';

/** A fish's picture for the pay table: the sea's own drawing, still. */
function FishThumb({ species }: { species: FishSpecies }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const width = 72;
    const height = 48;
    element.width = width * ratio;
    element.height = height * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, (width / 2) * ratio, (height / 2) * ratio);
    drawFish(ctx, species.id, Math.min(width * 0.86, height * 1.5), 0.6);
  }, [species.id]);
  return (
    <span className="paytable__fish" aria-hidden="true">
      <canvas ref={canvas} width={72} height={48} />
    </span>
  );
}

const smallest = (species: FishSpecies) =>
  species.multiplier ?? Math.min(...(species.table ?? []).map(([multiplier]) => multiplier));

interface PayTableProps {
  kind: FishingKind;
  returnPercent: number;
  /** The current cannon's stake, minor units. */
  stake: bigint;
  text: FishingText;
  money(minor: bigint): string;
  locale: string;
}

/** Every fish of the game with its pay (its multiplier, or its table's range) and catch chance, then the rules. */
export function PayTable({ kind, returnPercent, stake, text, money, locale }: PayTableProps) {
  const percent = (value: number, digits: number) =>
    value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const rows = [...kind.species].sort((a, b) => smallest(a) - smallest(b));
  return (
    <>
      <table className="paytable fishing-paytable">
        <thead>
          <tr>
            <th scope="col">{text('fish')}</th>
            <th scope="col">{text('pays')}</th>
            <th scope="col">{text('atStake', { stake: money(stake) })}</th>
            <th scope="col">{text('chance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((species) => {
            const low = smallest(species);
            const high = largestMultiplier(species);
            const chance = catchChance(species, kind.rtp);
            // Four decimals of a percent, exact to the fraction's digits shown.
            const chancePercent = Number((chance.num * 1_000_000n) / chance.den) / 10_000;
            return (
              <tr
                key={species.id}
                className={species.kind === 'normal' ? undefined : `fishing-paytable--${species.kind}`}
              >
                <th scope="row">
                  <span className="fishing-paytable__name">
                    <FishThumb species={species} />
                    <span>
                      {text(`fish.${species.id}`)}
                      {species.kind !== 'normal' && <small>{text(`kind.${species.kind}`)}</small>}
                    </span>
                  </span>
                </th>
                <td className="fishing-paytable__pays">{low === high ? `×${low}` : `×${low}–×${high}`}</td>
                <td>
                  {low === high
                    ? money(stake * BigInt(low))
                    : `${money(stake * BigInt(low))}–${money(stake * BigInt(high))}`}
                </td>
                <td className="fishing-paytable__pays">{`${percent(chancePercent, 2)}\u00a0%`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>{text('rules')}</h3>
      <ul className="rules">
        <li>
          <strong>{text('rule.rtp', { rtp: percent(returnPercent, 2) })}</strong>
        </li>
        <li>{text('rule.shot')}</li>
        <li>{text('rule.normal')}</li>
        {kind.species.some((species) => species.kind === 'boss') && <li>{text('rule.boss')}</li>}
        {kind.species.some((species) => species.kind === 'bomb') && <li>{text('rule.bomb')}</li>}
        {kind.species.some((species) => species.kind === 'chain') && <li>{text('rule.chain')}</li>}
        <li>{text('rule.server')}</li>
        <li>{text('rule.malfunction')}</li>
      </ul>
    </>
  );
}
