import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach } from 'vitest';
import { closeDialog } from '../features/session/dialogs';
import { changeLanguage, initI18n } from '../lib/i18n';

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
