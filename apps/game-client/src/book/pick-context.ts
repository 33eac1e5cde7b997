import type { BookEvent, BookMarket } from '@portal/contracts';
import { createContext, useContext } from 'react';

/** The slip as a price button sees it: whether its selection is in, and the way to put it in or take it out. */
export interface Picker {
  picked: ReadonlySet<string>;
  toggle(event: BookEvent, market: BookMarket, selection: BookMarket['selections'][number]): void;
}

export const PickContext = createContext<Picker>({ picked: new Set(), toggle: () => undefined });

export const usePicker = () => useContext(PickContext);
