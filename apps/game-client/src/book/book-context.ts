import type { BookLimits } from '@portal/contracts';
import { createContext, useContext } from 'react';
import type { BookText } from './strings';

/** What every part of the book reads: its texts, money in the wallet's currency, the session and the limits. */
export interface BookSettings {
  text: BookText;
  /** Minor units in the lobby currency, in the player's language. */
  money(minor: string | bigint): string;
  /** The BCP 47 language of dates and numbers. */
  locale: string;
  session: string;
  limits: BookLimits;
  /** The server's time minus this device's, ms: every countdown runs on the book's clock. */
  clockOffset: number;
  reducedMotion: boolean;
}

export const BookContext = createContext<BookSettings | null>(null);

export function useBook(): BookSettings {
  const settings = useContext(BookContext);
  if (!settings) throw new Error('useBook outside the book');
  return settings;
}
