import type { LiveTableInfo } from '@portal/contracts';
import { familyOf } from '../house/families';
import type { HouseFamily } from '../house/plugin';

/**
 * The board and view of a live table's game. The kinds the house games have are their family's, so a live
 * roulette looks like the RNG roulette (baccarat and speed baccarat: the deals family; roulette, sic bo, fan tan:
 * the layouts); squeeze baccarat turns its cards slowly; xoc dia, money wheel, bull bull and teen patti have
 * their own (./games). Blackjack and casino hold'em take decisions during the round (decisionKinds): their own
 * boards and views too, with the seat's moves. Null: a kind this client does not draw.
 */
export function liveFamilyOf(info: Pick<LiveTableInfo, 'kind' | 'game'>): Promise<HouseFamily> | null {
  const games = () => import('./games');
  switch (info.kind) {
    case 'blackjack':
      return games().then((module) => module.blackjackFamily);
    case 'casino-hold-em':
      return games().then((module) => module.holdemFamily);
    case 'squeeze-baccarat':
      return Promise.all([familyOf('baccarat'), games()]).then(([deals, module]) => module.squeezeFamily(deals));
    case 'xoc-dia':
      return games().then((module) => module.xocDiaFamily);
    case 'money-wheel':
      return games().then((module) => module.moneyWheelFamily);
    case 'bull-bull':
      return games().then((module) => module.bullBullFamily);
    case 'teen-patti':
      return games().then((module) => module.teenPattiFamily);
    default:
      return familyOf(info.game);
  }
}

/** The kinds whose history is the baccarat roads. */
export const baccaratKinds: ReadonlySet<string> = new Set(['baccarat', 'speed-baccarat', 'squeeze-baccarat']);

/** The kinds whose seats decide after the deal (one bet a round, then their moves on the timer). */
export const decisionKinds: ReadonlySet<string> = new Set(['blackjack', 'casino-hold-em']);
