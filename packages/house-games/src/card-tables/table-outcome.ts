/** How a played hand against the dealer ends, shared by the three poker games. */
export type TableOutcome = 'fold' | 'dealer-does-not-qualify' | 'win' | 'push' | 'lose';

/** The outcome of a played hand from both values and the dealer's qualifying value. */
export function showdown(player: number, dealer: number, qualifiesAt: number): Exclude<TableOutcome, 'fold'> {
  if (dealer < qualifiesAt) return 'dealer-does-not-qualify';
  return player > dealer ? 'win' : player === dealer ? 'push' : 'lose';
}
