import type { BoardProps, HouseFamily, ViewProps } from '../plugin';

/**
 * The board and view of a game without a client of its own (and the coin flip's): a button per fixed spot of the
 * rules, and the round's result as text. Spots with a parameter ('straight-<n>') need their family's board.
 */
function Board({ info, wagers, place, disabled, text, money }: BoardProps) {
  return (
    <div className="spot-board">
      {info.spots
        .filter((spot) => !spot.spot.includes('<'))
        .map((spot) => (
          <button
            key={spot.spot}
            type="button"
            className={`spot${wagers[spot.spot] ? ' spot--placed' : ''}`}
            disabled={disabled}
            onClick={() => place(spot.spot)}
          >
            <span className="spot__name">{text(`spot.${spot.spot}`)}</span>
            <span className="spot__pays">{spot.pays}</span>
            {wagers[spot.spot] ? <span className="spot__amount">{money(wagers[spot.spot]!)}</span> : null}
          </button>
        ))}
    </div>
  );
}

function View({ round, busy, text }: ViewProps) {
  const coin = (round?.view as { coin?: string } | undefined)?.coin;
  return (
    <div className={`coin${busy ? ' coin--flipping' : ''}`} role="img" aria-label={coin ? text(`spot.${coin}`) : '—'}>
      <span className="coin__face">{busy || !coin ? '?' : text(`face.${coin}`)}</span>
    </div>
  );
}

const words = (heads: string, tails: string, about: string, h: string, t: string) => ({
  'spot.heads': heads,
  'spot.tails': tails,
  'face.heads': h,
  'face.tails': t,
  'about.coin-flip': about,
});

export const genericFamily: HouseFamily = {
  Board,
  View,
  strings: {
    EN: words('Heads', 'Tails', 'Call the side the coin lands on: it pays 1.96 times the stake.', 'H', 'T'),
    TY: words('Ngửa', 'Sấp', 'Đoán mặt đồng xu rơi xuống: trả 1,96 lần tiền cược.', 'N', 'S'),
    JA: words('表', '裏', 'コインの出る面を当てます。配当はベットの1.96倍です。', '表', '裏'),
    KO: words('앞면', '뒷면', '동전이 떨어질 면을 맞히세요. 베팅액의 1.96배를 지급합니다.', '앞', '뒤'),
    PT: words('Cara', 'Coroa', 'Escolha o lado em que a moeda cai: paga 1,96 vez a aposta.', 'C', 'K'),
  },
};
