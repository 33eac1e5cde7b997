import { Header } from './Header';
import './layout.css';
import { PageOutlet } from './PageOutlet';

/** Game pages: the header without the side menu, the game taking the rest of the screen. */
export function GameLayout() {
  return (
    <div className="shell shell--game">
      <Header showLanguage />
      <main className="shell__main shell__main--game">
        <PageOutlet />
      </main>
    </div>
  );
}
