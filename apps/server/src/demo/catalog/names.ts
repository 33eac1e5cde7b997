import type { Language } from '@portal/contracts';
import type { Term } from './game-kinds.js';
import type { Adjective, Noun, Suffix } from './slot-words.js';

export type Names = Record<Language, string>;

const withSuffix = (base: string, suffix: string) => (suffix ? `${base} ${suffix}` : base);

/** An adjective before a noun, in each language's order (Portuguese agreeing with the noun). */
export function adjectiveNoun(adjective: Adjective, noun: Noun | readonly [...Term, 'm' | 'f']): Names {
  const feminine = noun[5] === 'f';
  return {
    EN: `${adjective[0]} ${noun[0]}`,
    TY: `${noun[1]} ${adjective[1]}`,
    JA: `${adjective[2]}${noun[2]}`,
    KO: `${adjective[3]} ${noun[3]}`,
    PT: `${noun[4]} ${feminine ? adjective[5] : adjective[4]}`,
  };
}

export function suffixed(base: Names, suffix: Suffix | Term): Names {
  return {
    EN: withSuffix(base.EN, suffix[0]),
    TY: withSuffix(base.TY, suffix[1]),
    JA: withSuffix(base.JA, suffix[2]),
    KO: withSuffix(base.KO, suffix[3]),
    PT: withSuffix(base.PT, suffix[4]),
  };
}

export function termNames(term: Term): Names {
  return { EN: term[0], TY: term[1], JA: term[2], KO: term[3], PT: term[4] };
}

/** A scratch card of a slot theme: "Golden Dragon Scratch", "Thẻ Cào Rồng Vàng", "Raspadinha Dragão Dourado". */
export function scratchCard(base: Names): Names {
  return {
    EN: `${base.EN} Scratch`,
    TY: `Thẻ Cào ${base.TY}`,
    JA: `${base.JA}スクラッチ`,
    KO: `${base.KO} 스크래치`,
    PT: `Raspadinha ${base.PT}`,
  };
}

/** A bingo room of a slot theme: "Golden Dragon Bingo", "Bingo Rồng Vàng". */
export function bingo(base: Names): Names {
  return {
    EN: `${base.EN} Bingo`,
    TY: `Bingo ${base.TY}`,
    JA: `${base.JA}ビンゴ`,
    KO: `${base.KO} 빙고`,
    PT: `Bingo ${base.PT}`,
  };
}

/** The same name in every language (a brand's lobby). */
export function sameEverywhere(name: string): Names {
  return { EN: name, TY: name, JA: name, KO: name, PT: name };
}

/** The game code a vendor would give it: the English name as a slug. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
