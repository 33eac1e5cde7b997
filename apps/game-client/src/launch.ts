import type { GameScreen, Language } from '@portal/contracts';

/** What the game server put in the client's URL: the session, the language, and the page that frames it. */
export interface Launch {
  session: string;
  language: Language;
  /** The framing portal's origin, the only one balance and close messages go to; null when opened alone. */
  parentOrigin: string | null;
}

const languages: readonly Language[] = ['EN', 'TY', 'JA', 'KO', 'PT'];

export function readLaunch(location: Location): Launch {
  const params = new URLSearchParams(location.search);
  const language = (params.get('lang') ?? 'EN').toUpperCase() as Language;
  let parentOrigin: string | null = null;
  try {
    const parent = params.get('parent');
    if (parent) parentOrigin = new URL(parent).origin;
  } catch {
    parentOrigin = null;
  }
  return {
    session: params.get('session') ?? '',
    language: languages.includes(language) ? language : 'EN',
    parentOrigin,
  };
}

/** Tells the portal page around the game what changed (its listener checks that it came from this origin). */
export function tellPortal(
  launch: Launch,
  message: { type: 'game:balance'; balance: string } | { type: 'game:close' },
) {
  if (launch.parentOrigin && window.parent !== window) window.parent.postMessage(message, launch.parentOrigin);
}

/** The title the game server wrote into the page (a JSON data block), so the window is drawn without a call. */
export function readFirstScreen(document: Document): GameScreen | null {
  const block = document.getElementById('first-screen');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as GameScreen;
  } catch {
    return null;
  }
}
