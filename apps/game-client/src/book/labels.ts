import type { BookMarket, BookSport } from '@portal/contracts';
import { formatHandicap, formatTotal } from './odds';
import type { BookText } from './strings';

// The words of a market and of a selection, in the member's language: market names from the kind and its line,
// map or places; a competitor's selection by the competitor's name; the rest (draw, over 2.5, 2-1) from the code.

type MarketShape = Pick<BookMarket, 'kind' | 'line' | 'map' | 'places'>;

export const sportName = (sport: BookSport, text: BookText) => text(`sport.${sport}`);

export function marketName(market: MarketShape, text: BookText): string {
  switch (market.kind) {
    case 'handicap':
      return text('market.handicap', { line: formatHandicap(market.line ?? 0, 'home') });
    case 'totals':
      return text('market.totals', { line: formatTotal(market.line ?? 0) });
    case 'map-winner':
      return text('market.map-winner', { n: market.map ?? 1 });
    case 'race-place':
      return text('market.race-place', { n: market.places ?? 3 });
    default:
      return text(`market.${market.kind}`);
  }
}

const fixedPicks = ['draw', 'yes', 'no', 'other'] as const;
type FixedPick = (typeof fixedPicks)[number];
const isFixedPick = (code: string): code is FixedPick => (fixedPicks as readonly string[]).includes(code);

/** The competitors' names by code, for a forecast's "A, then B". */
export type NamesByCode = ReadonlyMap<string, string>;

/** An event's competitors' names by code: what selection names are read from. */
export const namesOf = (event: { competitors: readonly { code: string; name: string }[] }): NamesByCode =>
  new Map(event.competitors.map((competitor) => [competitor.code, competitor.name]));

/**
 * A selection as a member reads it: "Arsenal", "Draw", "Over 2.5", "Arsenal -0.25" (each side of a handicap with
 * its own line), "2-1", "Any other score", "Meron · Red Baron", "Comet, then Dasher".
 */
export function selectionName(
  market: MarketShape,
  selection: { code: string; name: string | null },
  text: BookText,
  names: NamesByCode = new Map(),
): string {
  const { code, name } = selection;
  if (market.kind === 'totals' && (code === 'over' || code === 'under')) {
    return text(`pick.${code}`, { line: formatTotal(market.line ?? 0) });
  }
  if (market.kind === 'forecast') {
    // The runners' names from the event, or from the book's own "A > B" where only the bet is at hand.
    const [first = '', second = ''] = code.split('>');
    const [firstName, secondName] = name?.split(' > ') ?? [];
    return text('pick.forecast', {
      first: names.get(first) ?? firstName ?? first,
      second: names.get(second) ?? secondName ?? second,
    });
  }
  if (isFixedPick(code)) return text(`pick.${code}`);
  // A cockfight's sides are its corners first; the rooster's name, when the book gives one, follows.
  if (code === 'meron' || code === 'wala') return name ? `${text(`pick.${code}`)} · ${name}` : text(`pick.${code}`);
  const side = code === 'home' || code === 'away' ? code : null;
  const shown = name ?? (side ? text(`pick.${side}`) : code);
  if (market.kind === 'handicap' && side) return `${shown} ${formatHandicap(market.line ?? 0, side)}`;
  return shown;
}

/**
 * What a price button says where three share a phone's row: a cockfight's corner alone (the roosters' names are
 * the event's name); every other selection as selectionName says it.
 */
export function buttonLabel(
  market: MarketShape,
  selection: { code: string; name: string | null },
  text: BookText,
  names?: NamesByCode,
): string {
  const { code } = selection;
  return market.kind === 'cockfight' && (code === 'meron' || code === 'wala')
    ? text(`pick.${code}`)
    : selectionName(market, selection, text, names);
}
