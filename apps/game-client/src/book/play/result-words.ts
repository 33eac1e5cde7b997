import type { BookEvent, BookEventResult } from '@portal/contracts';
import type { BookText } from '../strings';

/** A result in a line: "2 : 1", "2 : 1 (maps: A, B, A)", "1. Comet · 2. Dasher · 3. Vixen", "Meron wins". */
export function resultWords(event: Pick<BookEvent, 'competitors'>, result: BookEventResult, text: BookText): string {
  const nameOf = (code: string) => event.competitors.find((competitor) => competitor.code === code)?.name ?? code;
  const sideName = (side: 'home' | 'away') => event.competitors[side === 'home' ? 0 : 1]?.name ?? text(`pick.${side}`);
  switch (result.kind) {
    case 'score':
      return `${sideName('home')} ${result.home} : ${result.away} ${sideName('away')}`;
    case 'maps': {
      const home = result.maps.filter((side) => side === 'home').length;
      return `${sideName('home')} ${home} : ${result.maps.length - home} ${sideName('away')}`;
    }
    case 'race':
      return result.order
        .slice(0, 3)
        .map((code, place) => `${place + 1}. ${nameOf(code)}`)
        .join(' · ');
    case 'cockfight':
      return result.winner === 'draw'
        ? text('play.draw')
        : text('play.wins', {
            name: `${text(`pick.${result.winner}`)} · ${sideName(result.winner === 'meron' ? 'home' : 'away')}`,
          });
  }
}

/** Two results are the same draw (the order of a race in full, each map in order). */
export const sameResult = (a: BookEventResult, b: BookEventResult): boolean => JSON.stringify(a) === JSON.stringify(b);
