import type { CoinFace, XocDiaView as Toss } from '@portal/house-games';
import { useDone, useLight, useLit, viewOf } from '../../house/families/layouts/shared';
import type { BoardProps, ViewProps } from '../../house/plugin';
import { useLiveTable } from '../context';
import { LiveSpot, shortPays } from './common';

/** Four coins, red or white, as a spot of the board draws them (decorative). */
function Coins({ reds }: { reds: number }) {
  return (
    <span className="xoc-coins">
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className={`xoc-coin xoc-coin--${i < reds ? 'red' : 'white'} xoc-coin--small`} />
      ))}
    </span>
  );
}

/** The spots a toss wins: its parity, and the count when it is four alike or three and one. */
export function xocWinners(reds: number): string[] {
  const spots = [reds % 2 === 0 ? 'even' : 'odd'];
  const count = { 4: 'four-red', 0: 'four-white', 3: 'three-red', 1: 'three-white' }[reds];
  if (count) spots.push(count);
  return spots;
}

/**
 * The xoc dia mat: even (chẵn) and odd (lẻ) across the top, the four counts under them, each with its coins
 * drawn: four red, four white, three red and one white, three white and one red.
 */
export function XocDiaBoard({ info, wagers, place, disabled, text, money }: BoardProps) {
  const lit = useLit();
  const pays = new Map(info.spots.map((spot) => [spot.spot, shortPays(spot.pays)]));
  const spot = (id: string, face: React.ReactNode, className: string) => (
    <LiveSpot
      key={id}
      spot={id}
      pays={pays.get(id) ?? ''}
      face={face}
      amount={wagers[id]}
      lit={lit.has(id)}
      disabled={disabled}
      place={place}
      text={text}
      money={money}
      className={className}
    />
  );
  return (
    <div className="live-board xoc-board">
      <div className="live-board__row live-board__row--2">
        {spot('even', null, 'xoc-spot--even')}
        {spot('odd', null, 'xoc-spot--odd')}
      </div>
      <div className="live-board__row live-board__row--4">
        {spot('four-red', <Coins reds={4} />, 'xoc-spot--count')}
        {spot('three-red', <Coins reds={3} />, 'xoc-spot--count')}
        {spot('three-white', <Coins reds={1} />, 'xoc-spot--count')}
        {spot('four-white', <Coins reds={0} />, 'xoc-spot--count')}
      </div>
    </div>
  );
}

const LIFT_MS = 1400;

/** The plate and its bowl: shaken while the round is drawn, lifted off the four coins once its result is in. */
export function XocDiaView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const { revealMs } = useLiveTable();
  const toss = viewOf<Toss>(round, 'coins');
  const id = toss && !busy ? round!.roundId : null;
  const done = useDone(id, Math.min(LIFT_MS, revealMs), reducedMotion, revealed);
  const shown = toss && done && !busy ? toss : null;
  useLight(shown ? xocWinners(shown.reds) : null, busy);
  const parity = shown ? text(shown.reds % 2 === 0 ? 'spot.even' : 'spot.odd') : '';
  const coinsSaid = (coins: CoinFace[]) => coins.map((coin) => text(`xoc.${coin}`)).join(', ');
  const label = shown
    ? text('xoc.aria', { coins: coinsSaid(shown.coins), n: shown.reds, parity })
    : text(busy ? 'xoc.shaking' : 'xoc.idle');
  const lifted = Boolean(toss) && !busy;
  return (
    <div className={`xoc-view${reducedMotion ? ' live--still' : ''}`}>
      <div className="xoc-plate" role="img" aria-label={label}>
        <div className="xoc-plate__coins">
          {(toss && !busy ? toss.coins : (['white', 'white', 'white', 'white'] as CoinFace[])).map((coin, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the four coins keep their places on the plate
            <span key={i} className={`xoc-coin xoc-coin--${coin}${lifted ? '' : ' xoc-coin--hidden'}`} />
          ))}
        </div>
        <span
          className={`xoc-bowl${busy && !reducedMotion ? ' xoc-bowl--shaking' : ''}${lifted ? ' xoc-bowl--lifted' : ''}`}
          aria-hidden="true"
        />
      </div>
      <p className="live-view__caption" aria-live="polite">
        {shown ? (
          <>
            <strong>{text('xoc.reds', { n: shown.reds })}</strong> · {parity}
          </>
        ) : (
          text(busy || toss ? 'xoc.shaking' : 'xoc.idle')
        )}
      </p>
    </div>
  );
}
