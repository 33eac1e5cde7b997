import '@fontsource-variable/inter';
import './styles/base.css';
import './styles/navigation.css';
import './components/ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/App';
import { routes } from './app/routes';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
    </StrictMode>,
  );

// English is bundled; a stored choice of another language loads first. Should that fail, start in English.
initI18n()
  .catch(() => undefined)
  .finally(render);
