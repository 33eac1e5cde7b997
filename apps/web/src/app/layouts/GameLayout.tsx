import { Outlet } from 'react-router';
import { Header } from './Header';
import './layout.css';

/** Game pages: the header without the side menu, the game taking the rest of the screen. */
export function GameLayout() {
  return (
    <div className="shell shell--game">
      <Header showLanguage />
      <main className="shell__main shell__main--game">
        <Outlet />
      </main>
    </div>
  );
}
