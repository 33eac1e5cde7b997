import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { closeDialog } from '../lib/session-dialogs';

// The home page and the identity dialogs load their code on first use (app/lazy-pages.tsx,
// SessionDialogs); under the test transform, with every file running at once, that first import can
// outlast a test's one-second wait for them. Loading them once per file up front keeps those waits honest.
beforeAll(async () => {
  await Promise.all([
    import('../app/pages/HomePage'),
    import('../features/session/components/LoginDialog'),
    import('../features/session/components/RegisterDialog'),
    import('../features/session/components/LogoutDialog'),
  ]);
});

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  await initI18n();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  closeDialog();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
