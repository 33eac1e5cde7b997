import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { announcements, banner, contentApi } from './content-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('dialog banners', () => {
  it.each([
    ['/login', 'Log in', 'Welcome back'],
    ['/register', 'Register', 'Sign up today'],
  ])(
    '%s shows its group banner above the form, as a picture that keeps the first focus on the form',
    async (path, name, title) => {
      await contentApi({
        content: announcements({
          banners: [
            banner(1, { title: 'Home banner' }),
            banner(2, { groupName: 'w_login', title: 'Welcome back', linkageType: 'ROUTE', linkTarget: '/promotions' }),
            banner(3, { groupName: 'w_register', title: 'Sign up today' }),
          ],
        }),
      });
      renderApp(path);
      const dialog = await screen.findByRole('dialog', { name });
      expect(await within(dialog).findByText(title)).toBeInTheDocument();
      expect(within(dialog).queryByText('Home banner')).toBeNull();
      expect(within(dialog).queryByRole('link', { name: title })).toBeNull();
      expect(dialog.querySelector('.group-banner img')).toHaveAttribute(
        'src',
        path === '/login' ? '/art/banners/2.svg' : '/art/banners/3.svg',
      );
      expect(document.activeElement?.closest('.group-banner')).toBeNull();
    },
  );
});
