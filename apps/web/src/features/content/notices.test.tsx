import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fixtures';
import { renderInApp } from '../../test/render-in-app';
import { stubPhoneViewport } from '../../test/viewport';
import { NoticeMarquee } from './components/NoticeMarquee';
import { announcements, contentApi, notice, publicListPath, stubReducedMotion } from './content-fixtures';
import { formatNoticeTime } from './hooks/notice-time';

afterEach(() => vi.unstubAllGlobals());

const marqueeWith = (count: number) =>
  contentApi({ content: announcements({ notices: Array.from({ length: count }, (_, i) => notice(i + 1)) }) });

describe('notice time', () => {
  it('writes YYYY-MM-DD hh:mm:ss in the site time zone', () => {
    expect(formatNoticeTime(Date.UTC(2025, 0, 15, 12, 34, 56), 'Asia/Ho_Chi_Minh')).toBe('2025-01-15 19:34:56');
    expect(formatNoticeTime(Date.UTC(2025, 0, 15, 23, 0, 5), 'Europe/Malta')).toBe('2025-01-16 00:00:05');
  });
});

describe('notice marquee', () => {
  it('scrolls the player notices, with the repeated copy hidden from assistive technology', async () => {
    await marqueeWith(3);
    renderInApp(<NoticeMarquee />);
    const bar = await screen.findByRole('region', { name: 'Notices' });
    await within(bar).findByRole('button', { name: 'Notice 1 What notice 1 says.' });
    expect(within(bar).getAllByRole('button', { name: /^Notice/ })).toHaveLength(3);
    const lists = bar.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(bar.querySelector('.marquee__track--moving')).not.toBeNull();
  });

  it('stands still as one list with reduced motion', async () => {
    stubReducedMotion();
    await marqueeWith(3);
    renderInApp(<NoticeMarquee />);
    const bar = await screen.findByRole('region', { name: 'Notices' });
    await within(bar).findByRole('button', { name: /^Notice 1/ });
    expect(bar.querySelectorAll('ul')).toHaveLength(1);
    expect(bar.querySelector('.marquee__track--moving')).toBeNull();
  });

  it('opens the notice popup on the notice clicked, one notice open at a time, not closed by a click outside', async () => {
    await marqueeWith(3);
    const user = userEvent.setup();
    renderInApp(<NoticeMarquee />);
    await user.click(await screen.findByRole('button', { name: /^Notice 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    const toggles = within(dialog)
      .getAllByRole('button', { expanded: false })
      .concat(within(dialog).getAllByRole('button', { expanded: true }));
    expect(toggles).toHaveLength(3);
    const second = within(dialog).getByRole('button', { name: /Notice 2/ });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveTextContent('2025-01-15 17:34:56');
    expect(within(dialog).getByText('What notice 2 says.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: /Notice 3/ }));
    expect(within(dialog).getByRole('button', { name: /Notice 3/ })).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('What notice 2 says.')).not.toBeVisible();

    fireEvent.mouseDown(dialog.parentElement!);
    fireEvent.click(dialog.parentElement!);
    expect(screen.getByRole('dialog', { name: 'Notices' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

const publicItem = (id: number, promotionType: string | null = null) => ({
  ...notice(id, { title: `Item ${id}` }),
  promotionType,
});

describe('public announcements dialog', () => {
  async function publicApi() {
    const api = await marqueeWith(1);
    const all = Array.from({ length: 12 }, (_, i) => publicItem(i + 1, i === 1 ? 'WELCOME' : null));
    api.on('GET', publicListPath, ({ query }) => {
      const pageNo = Number(query.get('pageNo'));
      const pageSize = Number(query.get('pageSize'));
      return ok({ items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: all.length });
    });
    return api;
  }

  it('pages 9 at a time with the chosen one at the right, and sends a promotion to the reward centre', async () => {
    const api = await publicApi();
    const user = userEvent.setup();
    const { router } = renderInApp(<NoticeMarquee />);
    await user.click(await screen.findByRole('button', { name: 'All announcements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByRole('button', { name: 'Item 1' });
    expect(within(dialog).getAllByRole('button', { name: /^Item/ })).toHaveLength(9);
    expect(api.calls('GET', publicListPath)[0]!.query.get('pageSize')).toBe('9');
    // The first is shown until another is chosen; only an item with a promotion type offers the button.
    expect(within(dialog).getByRole('article', { name: 'Item 1' })).toHaveTextContent('2025-01-15 18:34:56');
    expect(within(dialog).queryByRole('button', { name: 'Go to promotion' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByRole('button', { name: 'Item 10' });
    expect(within(dialog).getAllByRole('button', { name: /^Item/ })).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Previous page' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Item 2' }));
    expect(within(dialog).getByRole('button', { name: 'Item 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Go to promotion' }));
    expect(router.state.location.pathname).toBe('/member');
    expect(router.state.location.search).toBe('?page=rewardCenter');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a phone shows the list first, then the chosen one with a way back', async () => {
    stubPhoneViewport();
    await publicApi();
    const user = userEvent.setup();
    renderInApp(<NoticeMarquee />);
    await user.click(await screen.findByRole('button', { name: 'All announcements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await user.click(await within(dialog).findByRole('button', { name: 'Item 3' }));
    expect(within(dialog).getByRole('article', { name: 'Item 3' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Item 1' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    expect(within(dialog).getByRole('button', { name: 'Item 1' })).toBeInTheDocument();
  });
});
