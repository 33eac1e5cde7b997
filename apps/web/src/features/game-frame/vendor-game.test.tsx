import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const client = 'http://games.test:3100/play/lucky?session=abc&lang=EN';
const open = (url = client) => renderApp(`/seamless?client=${encodeURIComponent(url)}&game=lucky`);
const post = (data: unknown, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('a vendor game in the /seamless frame', () => {
  it('frames the client sandboxed, telling it where its messages go', async () => {
    await fakeApi();
    open();
    const frame = await screen.findByTitle('Game');
    const source = new URL(frame.getAttribute('src') ?? '');
    expect(source.origin).toBe('http://games.test:3100');
    expect(source.searchParams.get('session')).toBe('abc');
    expect(source.searchParams.get('parent')).toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });

  it('frames nothing that is not a web address', async () => {
    await fakeApi();
    open('javascript:alert(1)');
    expect(await screen.findByRole('link', { name: /games/i })).toBeInTheDocument();
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument();
  });

  it("closes on the client's word, and ignores the same word from any other origin", async () => {
    await fakeApi();
    const { router } = open();
    await screen.findByTitle('Game');
    // The frame is drawn before its effects run: the page listens for the client's word once they have.
    await act(async () => {});
    post({ type: 'game:close' }, 'http://evil.test');
    expect(router.state.location.pathname).toBe('/seamless');
    post({ type: 'game:close' }, 'http://games.test:3100');
    // Opened on its own (the first page of the tab): the games list. The router holds the new path as a pending
    // navigation while the list's lazy code loads, which on a busy machine can take longer than any fair wait.
    await vi.waitFor(() => {
      const { navigation, location } = router.state;
      expect((navigation.location ?? location).pathname).toBe('/rng');
    }, 10_000);
  });
});
