import '@fontsource-variable/inter';
import './styles/base.css';
import './styles/navigation.css';
import './components/ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { App, createQueryClient } from './app/App';
import { homePaths, preloadHomePage } from './app/lazy-pages';
import { routes } from './app/routes';
import { prefetchFirstScreen } from './features/home/boot';
import { initI18n } from './lib/i18n';

// The home page's code is split from the first load; fetch it alongside the boot calls, not after them.
const onHome = homePaths.includes(window.location.pathname);
const homeReady = onHome ? preloadHomePage() : Promise.resolve();

/** The routes of app/routes.tsx, matched against the browser's address. */
function Routes() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, onHome);

const render = () =>
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
  );

// The stored language's messages (else English) load before the first render; should that fail, start anyway.
Promise.all([initI18n().catch(() => undefined), homeReady]).finally(render);
