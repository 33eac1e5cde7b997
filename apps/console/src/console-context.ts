import type { OperatorArea, OperatorSelf } from '@portal/contracts';
import { operatorMay } from '@portal/contracts';
import { createContext, useContext } from 'react';
import type { Strings } from './strings';

/** What every page of the signed-in console reads: the language, the operator, and the way out. */
export interface ConsoleState {
  t: Strings;
  self: OperatorSelf;
  /** Back to the sign-in, with why when there is a reason (a session that ended). */
  signOut: (reason?: string) => void;
}

export const ConsoleContext = createContext<ConsoleState | null>(null);

export function useConsole(): ConsoleState {
  const state = useContext(ConsoleContext);
  if (!state) throw new Error('useConsole outside the signed-in console');
  return state;
}

/** Whether the signed-in operator may read (GET) or change (POST) in an area: the server's own rule. */
export function useMay(area: OperatorArea, method: 'GET' | 'POST' = 'GET'): boolean {
  return operatorMay(useConsole().self.role, area, method);
}
