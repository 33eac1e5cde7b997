import { contentPaths } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../lib/session-dialogs';
import { memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { signIn } from '../../test/member';
import { renderInApp } from '../../test/render-in-app';
import { contentKeys } from './api/keys';
import { HomePopups } from './components/HomePopups';
import { announcements, contentApi, popup } from './content-fixtures';
import { popupShowsTo } from './hooks/popup-audience';
import { closedPopupsKey } from './hooks/use-closed-popups';

afterEach(() => vi.unstubAllGlobals());

const withPopups = () =>
  contentApi({
    content: announcements({ popups: [popup(1, 'A'), popup(2, 'B', 'WELCOME'), popup(3, 'F', 'CASHBACK')] }),
  });
const popupTitles = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.notice-list__title')].map((title) => title.textContent);

describe('popup execution codes', () => {
  it('A shows to everyone, B only before sign-in, F only after', () => {
    expect([popupShowsTo('A', false), popupShowsTo('B', false), popupShowsTo('F', false)]).toEqual([true, true, false]);
    expect([popupShowsTo('A', true), popupShowsTo('B', true), popupShowsTo('F', true)]).toEqual([true, false, true]);
  });
});

describe('home popups', () => {
  it("shows a visitor the A and B popups once per session until closed, kept as the anonymous visitor's", async () => {
    const api = await withPopups();
    const user = userEvent.setup();
    const first = renderInApp(<HomePopups />);
    const dialog = await screen.findByRole('dialog', { name: 'News for you' });
    expect(popupTitles(dialog)).toEqual(['Popup A', 'Popup B']);
    // The first is open; one at a time.
    expect(within(dialog).getByRole('button', { name: /Popup A/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(closedPopupsKey('anon'))!)).toEqual(['1', '2']);

    first.unmount();
    renderInApp(<HomePopups />);
    // The second visit reads the popups again, and still shows none.
    await waitFor(() => expect(api.calls('GET', contentPaths.announcements)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a member the A and F popups even when the visitor closed them, kept under the member id', async () => {
    const api = await withPopups();
    api.on('GET', '/wps/member/info', () => ok(memberInfo({ id: '77' })));
    sessionStorage.setItem(closedPopupsKey('anon'), JSON.stringify(['1', '2']));
    signIn();
    const user = userEvent.setup();
    renderInApp(<HomePopups />);
    const dialog = await screen.findByRole('dialog', { name: 'News for you' });
    expect(popupTitles(dialog)).toEqual(['Popup A', 'Popup F']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(JSON.parse(sessionStorage.getItem(closedPopupsKey('77'))!)).toEqual(['1', '3']);
  });

  it('goes to the reward centre from a popup with a promotion type, and counts it as closed', async () => {
    await withPopups();
    const user = userEvent.setup();
    const { router } = renderInApp(<HomePopups />);
    const dialog = await screen.findByRole('dialog', { name: 'News for you' });
    expect(within(dialog).queryByRole('button', { name: 'Go to promotion' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Popup B/ }));
    expect(within(dialog).getByRole('button', { name: /Popup A/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Go to promotion' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=rewardCenter');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'News for you' })).toBeNull());
    expect(JSON.parse(sessionStorage.getItem(closedPopupsKey('anon'))!)).toEqual(['1', '2']);
  });

  it('never shows at /register, even for a moment before its dialog opens, and shows once it is closed', async () => {
    await withPopups();
    // The answers are in the cache already (a prefetch): the first render could show them at once.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(
      contentKeys.announcements('EN'),
      announcements({ popups: [popup(1, 'A'), popup(2, 'B', 'WELCOME')] }),
    );
    const shown: string[] = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.textContent?.includes('News for you')) shown.push(node.tagName);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    const { router } = renderInApp(<HomePopups />, '/register', queryClient);
    const register = await screen.findByRole('dialog', { name: 'Register' });
    watcher.disconnect();
    expect(shown).toEqual([]);
    await userEvent.setup().click(within(register).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'News for you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits while a sign-in dialog is open', async () => {
    await withPopups();
    renderInApp(<HomePopups />);
    openDialog({ kind: 'register' });
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'News for you' })).toBeNull();
  });
});
