import type { VideoPokerId } from './pay-tables.js';

/**
 * The exact optimal-strategy outcome of each game: over every deal, each followed by its best hold (`bestHold`,
 * ties kept to `holdsInTieOrder`), how often the round ends in each hand, as weighted counts over a common
 * denominator (C(52, 5) deals x the lcm of the C(47, k) draws; 53 and 48 with the joker). Written by
 * test/video-poker/exact-return.ts, which the SOAK=full test runs to recompute every figure here; the Jacks or
 * Better counts are the "combinations" column of the Wizard of Odds' 9/6 table, digit for digit.
 */
export interface ExactOutcome {
  denominator: bigint;
  /** Per final hand (the pay table's hands and 'nothing'): its count over the denominator. */
  hands: Readonly<Record<string, bigint>>;
}

export const exactOutcomes: Readonly<Record<VideoPokerId, ExactOutcome>> = {
  'jacks-or-better': {
    denominator: 19933230517200n,
    hands: {
      'royal-flush': 493512264n,
      'straight-flush': 2178883296n,
      'four-of-a-kind': 47093167764n,
      'full-house': 229475482596n,
      flush: 219554786160n,
      straight: 223837565784n,
      'three-of-a-kind': 1484003070324n,
      'two-pair': 2576946164148n,
      'jacks-or-better': 4277372890968n,
      nothing: 10872274993896n,
    },
  },
  'bonus-poker': {
    denominator: 19933230517200n,
    hands: {
      'royal-flush': 495443136n,
      'straight-flush': 2129604264n,
      'four-aces': 3903775812n,
      'four-twos-to-fours': 10509866328n,
      'four-fives-to-kings': 32688417336n,
      'full-house': 229516869924n,
      flush: 216873645000n,
      straight: 223676319912n,
      'three-of-a-kind': 1484391167856n,
      'two-pair': 2577523603752n,
      'jacks-or-better': 4290810981444n,
      nothing: 10860710822436n,
    },
  },
  'double-bonus-poker': {
    denominator: 19933230517200n,
    hands: {
      'royal-flush': 414860472n,
      'straight-flush': 2254539360n,
      'four-aces': 3962537892n,
      'four-twos-to-fours': 10446264684n,
      'four-fives-to-kings': 32045992176n,
      'full-house': 223050658608n,
      flush: 298068519408n,
      straight: 299385345432n,
      'three-of-a-kind': 1439168246364n,
      'two-pair': 2484844034580n,
      'jacks-or-better': 3834735881328n,
      nothing: 11304853636896n,
    },
  },
  'aces-and-faces': {
    denominator: 19933230517200n,
    hands: {
      'royal-flush': 495244476n,
      'straight-flush': 2113095360n,
      'four-aces': 3903811932n,
      'four-jacks-to-kings': 11700286584n,
      'four-twos-to-tens': 31500020832n,
      'full-house': 229529928852n,
      flush: 216478112424n,
      straight: 223486509828n,
      'three-of-a-kind': 1484505645036n,
      'two-pair': 2577731083740n,
      'jacks-or-better': 4293595533132n,
      nothing: 10858191245004n,
    },
  },
  'tens-or-better': {
    denominator: 19933230517200n,
    hands: {
      'royal-flush': 511934148n,
      'straight-flush': 2049583296n,
      'four-of-a-kind': 47008983396n,
      'full-house': 229179945204n,
      flush: 212368789896n,
      straight: 246319761180n,
      'three-of-a-kind': 1480342098252n,
      'two-pair': 2571519416220n,
      'tens-or-better': 5068037158272n,
      nothing: 10075892847336n,
    },
  },
  'all-american': {
    denominator: 19933230517200n,
    hands: {
      'royal-flush': 458760492n,
      'straight-flush': 2826260460n,
      'four-of-a-kind': 44884536060n,
      'full-house': 218893325580n,
      flush: 313395507828n,
      straight: 367249729848n,
      'three-of-a-kind': 1372100453868n,
      'two-pair': 2383979747724n,
      'jacks-or-better': 3652932215016n,
      nothing: 11576509980324n,
    },
  },
  'deuces-wild': {
    denominator: 19933230517200n,
    hands: {
      'natural-royal-flush': 440202756n,
      'four-deuces': 4060462824n,
      'wild-royal-flush': 35796957696n,
      'five-of-a-kind': 63818309856n,
      'straight-flush': 82122481680n,
      'four-of-a-kind': 1294427430576n,
      'full-house': 423165297240n,
      flush: 330764717844n,
      straight: 1127253754236n,
      'three-of-a-kind': 5671888316712n,
      nothing: 10899492585780n,
    },
  },
  'joker-poker': {
    denominator: 24568865521200n,
    hands: {
      'natural-royal-flush': 596131848n,
      'five-of-a-kind': 2293355592n,
      'wild-royal-flush': 2556304788n,
      'straight-flush': 14124168708n,
      'four-of-a-kind': 210195973152n,
      'full-house': 385217432424n,
      flush: 382699900596n,
      straight: 407718668724n,
      'three-of-a-kind': 3290682627144n,
      'two-pair': 2724028817400n,
      'kings-or-better': 3487746690372n,
      nothing: 13661005450452n,
    },
  },
};
