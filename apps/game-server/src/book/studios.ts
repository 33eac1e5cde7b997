import type { BookSport } from '@portal/contracts';

/**
 * The sportsbook studios this game server runs (the catalogue's SPORTS, ESPORTS and COCKFIGHT vendors), each a
 * transfer-wallet vendor with the sports of its centre. The events are the book's, shared by the studios that
 * offer a sport; each studio keeps its own wallets.
 */
const sportsBook: readonly BookSport[] = [
  'football',
  'basketball',
  'tennis',
  'horse-racing',
  'greyhounds',
  'penalty-shootout',
];
const esportsBook: readonly BookSport[] = ['e-soccer', 'e-basketball', 'moba', 'tactical-shooter'];
const cockfightBook: readonly BookSport[] = ['cockfight'];

const studios: Record<string, readonly BookSport[]> = {
  SBET: sportsBook,
  ARNA: sportsBook,
  GOAL: sportsBook,
  IMES: esportsBook,
  TF: esportsBook,
  GGES: esportsBook,
  NEXS: esportsBook,
  SV3: cockfightBook,
  DS88: cockfightBook,
  GALO: cockfightBook,
};

/** The sports a studio's book offers, or null when the studio is not a sportsbook of this server. */
export function bookSportsOf(studio: string): readonly BookSport[] | null {
  return studios[studio] ?? null;
}

/** The catalogue entries that open on one sport (a virtual sport's entry); the lobby and others open the book. */
const entrySports: Record<string, BookSport> = {
  'virtual-football': 'football',
  'virtual-basketball': 'basketball',
  'virtual-horse-racing': 'horse-racing',
  'virtual-tennis': 'tennis',
  'virtual-greyhounds': 'greyhounds',
  'penalty-shootout': 'penalty-shootout',
  'virtual-esoccer': 'e-soccer',
  ebasketball: 'e-basketball',
  'moba-arena': 'moba',
  'tactical-shooter-cup': 'tactical-shooter',
};

export function openSportOf(studio: string, gameCode: string): BookSport | null {
  const sport = entrySports[gameCode];
  return sport && bookSportsOf(studio)?.includes(sport) ? sport : null;
}
