import { contentPaths, gamePaths } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleFallbackMs } from '../../lib/use-idle';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderInApp } from '../../test/render-in-app';
import { stubCarouselLayout } from './carousel-layout';
import { BannerCarousel } from './components/BannerCarousel';
import { HomeHighlights } from './components/HomeHighlights';
import { announcements, banner, contentApi, stubReducedMotion } from './content-fixtures';

let restoreLayout: (() => void) | null = null;
afterEach(() => {
  restoreLayout?.();
  restoreLayout = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const three = [banner(1), banner(2), banner(3)];
const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to banner/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

describe('banner carousel', () => {
  it('opens what each banner links to: a page, the reward centre, an outside page in a new tab', async () => {
    await contentApi();
    const user = userEvent.setup();
    const { router } = renderInApp(
      <BannerCarousel
        banners={[
          banner(1, { linkageType: 'ROUTE', linkTarget: '/live' }),
          banner(2, { linkageType: 'PROMOTION', linkTarget: 'WELCOME' }),
          banner(3, { linkageType: 'URL', linkTarget: 'https://t.example.test/site' }),
          banner(4, { linkageType: 'ROUTE', linkTarget: 'https://elsewhere.example.test' }),
        ]}
      />,
    );
    const outside = await screen.findByRole('link', { name: /^Banner 3\s?\(opens in a new tab\)$/ });
    expect(outside).toHaveAttribute('href', 'https://t.example.test/site');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Banner 2' })).toHaveAttribute('href', '/member?page=rewardCenter');
    // A "route" that leaves the portal opens nothing.
    expect(screen.queryByRole('link', { name: 'Banner 4' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Banner 1' }));
    expect(router.state.location.pathname).toBe('/live');
  });

  it('starts the linked game for a member, and asks a visitor to sign in first', async () => {
    const api = await contentApi();
    const user = userEvent.setup();
    renderInApp(<BannerCarousel banners={[banner(1, { linkageType: 'GAME', linkTarget: '42' })]} />);
    await user.click(await screen.findByRole('button', { name: 'Banner 1' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls('GET', gamePaths.launch)).toHaveLength(0);
  });

  it('launches the game of a game banner for a signed-in member', async () => {
    const api = await memberApi();
    api.on('GET', gamePaths.launch, () =>
      ok({ url: '/seamless?session=abc', mode: 'real', vassalage: 'BUILTIN', nodeId: '42' }),
    );
    const user = userEvent.setup();
    const { router } = renderInApp(<BannerCarousel banners={[banner(1, { linkageType: 'GAME', linkTarget: '42' })]} />);
    await user.click(await screen.findByRole('button', { name: 'Banner 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(api.calls('GET', gamePaths.launch)[0]!.query.get('nodeId')).toBe('42');
  });

  it('has no arrows, dots or autoplay with a single banner', async () => {
    await contentApi();
    renderInApp(<BannerCarousel banners={[banner(1)]} />);
    expect(await screen.findByText('Banner 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to banner/ })).toBeNull();
  });

  it('moves on every 5 seconds, loops back to the first, and stops when paused', async () => {
    await contentApi();
    restoreLayout = stubCarouselLayout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInApp(<BannerCarousel banners={three} />);
    expect(await screen.findByRole('region', { name: 'Banners' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    await waitFor(() => expect(current()).toBe(1));
    // The carousel starts once the browser is idle; its five seconds count from then.
    await act(() => vi.advanceTimersByTimeAsync(idleFallbackMs));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(current()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(current()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(current()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(current()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Pause the banners' }));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
  });

  it('plays nothing by itself with reduced motion, and the dots still choose', async () => {
    await contentApi();
    stubReducedMotion();
    restoreLayout = stubCarouselLayout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInApp(<BannerCarousel banners={three} />);
    await screen.findByRole('region', { name: 'Banners' });
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(current()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause the banners' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to banner 3' }));
    expect(current()).toBe(3);
  });
});

describe('home highlights', () => {
  it('asks for every announcement type of the web platform in the interface language and shows the home banners', async () => {
    const api = await contentApi({
      content: announcements({ banners: [banner(1), banner(2, { groupName: 'w_login', title: 'Login banner' })] }),
    });
    renderInApp(<HomeHighlights />);
    expect(await screen.findByText('Banner 1')).toBeInTheDocument();
    expect(screen.queryByText('Login banner')).toBeNull();
    const [call] = api.calls('GET', contentPaths.announcements);
    expect(Object.fromEntries(call!.query)).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W', language: 'EN' });
  });
});
