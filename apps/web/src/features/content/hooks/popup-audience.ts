import type { Popup } from '@portal/contracts';

/**
 * Who sees a popup, by its execution code (SPEC §3, §9: A, B, F; decided here and in the server's
 * announcements route): A everyone, B only visitors (before signing in), F only after signing in
 * (members, agents and trial players). Each is shown once per session until closed (SPEC §4).
 */
export function popupShowsTo(code: Popup['executionCode'], signedIn: boolean): boolean {
  if (code === 'B') return !signedIn;
  if (code === 'F') return signedIn;
  return true;
}
