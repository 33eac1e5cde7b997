import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
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
});
