import '@fontsource-variable/inter';
import type { GameScreen } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api';
import { htmlLangOf, translator } from './i18n';
import { readFirstScreen, readLaunch } from './launch';
import { SlotGame } from './SlotGame';
import './styles.css';

// The house games' table is a chunk of its own: a slot's first paint never waits for it.
const HouseTable = lazy(() => import('./house/HouseTable').then((module) => ({ default: module.HouseTable })));
const LiveTable = lazy(() => import('./live/LiveTable').then((module) => ({ default: module.LiveTable })));
const FishingGame = lazy(() => import('./fishing/FishingGame').then((module) => ({ default: module.FishingGame })));
const BookGame = lazy(() => import('./book/BookGame').then((module) => ({ default: module.BookGame })));

const launch = readLaunch(window.location);
const t = translator(launch.language);
document.documentElement.lang = htmlLangOf(launch.language);
const root = createRoot(document.getElementById('root')!);

function render(screen: GameScreen | null) {
  root.render(
    screen && 'live' in screen ? (
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <LiveTable launch={launch} t={t} firstScreen={screen.live} />
      </Suspense>
    ) : screen && 'fishing' in screen ? (
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <FishingGame launch={launch} t={t} firstScreen={screen.fishing} />
      </Suspense>
    ) : screen && 'book' in screen ? (
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <BookGame launch={launch} t={t} firstScreen={screen.book} />
      </Suspense>
    ) : screen && 'house' in screen ? (
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <HouseTable launch={launch} t={t} firstScreen={screen.house} />
      </Suspense>
    ) : (
      <SlotGame launch={launch} t={t} firstScreen={screen?.slot ?? null} />
    ),
  );
}

// The page carries its title (the usual case); without it the session says which game it is, and a failure
// leaves the slot screen to show the message and its retry.
const carried = readFirstScreen(document);
if (carried) render(carried);
else api.screen(launch.session).then(render, () => render(null));
