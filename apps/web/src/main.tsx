import '@fontsource-variable/inter';
import './styles/base.css';
import './styles/palettes.css';
import './components/ui/layout.css';
import './styles/navigation.css';
import './components/ui/ui.css';
import { homePagePaths } from '@portal/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { App, createQueryClient } from './app/App';
import { loadFirstScreen, writtenFirstScreen, writtenLanguage } from './app/first-screen';
import { preloadHomePage } from './app/lazy-pages';
import { routes } from './app/routes';
import { preloadGameMenus } from './features/games/components/GameMenusLazy';
import { preloadHeaderMember } from './features/session/components/HeaderMemberLazy';
import { initI18n } from './lib/i18n';
import { getToken } from './lib/session';

// The home page's code is split from the first load; fetch it alongside the boot calls, not after them.
const onHome = (homePagePaths as readonly string[]).includes(window.location.pathname);
const homeReady = onHome ? preloadHomePage() : Promise.resolve();
// The header's categories and the footer's vendors are drawn with the first screen, never after it.
const menusReady = preloadGameMenus();
// A member's balance and menu are drawn with the first screen too; a visitor's first load goes without them.
const memberReady = getToken() ? preloadHeaderMember() : Promise.resolve();

/** The routes of app/routes.tsx, matched against the browser's address. */
function Routes() {
  return useRoutes(routes);
}

// The install prompt fires early on any page, and the service worker makes the portal installable.
// Its own small chunk, fetched at once (it is not part of the first load's 170 KB budget).
void import('./lib/install-prompt').then((install) => install.startInstallSupport());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const queryClient = createQueryClient();
// The messages load at once: in the site's language when the page names the site (else the stored
// choice, else English); should that fail, start anyway.
const written = writtenFirstScreen();
const messages = written.then((page) => initI18n(writtenLanguage(page) ?? undefined)).catch(() => undefined);
const firstScreen = written.then((page) => loadFirstScreen(queryClient, { home: onHome, messages, written: page }));

// A transition, so React renders the first screen in small slices and a phone's main thread stays free
// for input (Lighthouse's total blocking time) rather than in one long task.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App
          routing={
            <BrowserRouter>
              <Routes />
            </BrowserRouter>
          }
          queryClient={queryClient}
        />
      </StrictMode>,
    ),
  );

// The first render waits for the messages, the page's code and the site's settings, so it is the page
// itself rather than a loader followed by a second full render.
Promise.all([messages, homeReady, menusReady, memberReady, firstScreen]).finally(render);
