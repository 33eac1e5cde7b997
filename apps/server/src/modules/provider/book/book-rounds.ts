/**
 * A transfer-wallet vendor's settled ticket as a round of the record of play: its round ref is the ticket id
 * behind this prefix (apart from the same vendor's seamless rounds). Those rounds moved no money of the portal's,
 * so the seamless wallet's reconciliation leaves them out.
 */
export const bookRoundPrefix = 'book:';
export const bookRoundRef = (ticketId: string) => `${bookRoundPrefix}${ticketId}`;
