import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionFixture, statusFixture, stubSystemApi } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('system gate', () => {
  it('shows the maintenance page instead of the app for status 1, on any route', async () => {
    stubSystemApi({ status: statusFixture(1) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/member');
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Under maintenance');
    expect(screen.queryByRole('heading', { name: 'Member centre' })).not.toBeInTheDocument();
    await userEvent.click(await within(page).findByRole('button', { name: /customer service/i }));
    expect(open).toHaveBeenCalledWith('https://chat.example.test/room/1', '_blank', 'noopener,noreferrer');
    expect(within(page).getByRole('img', { name: 'Lucky Star' })).toHaveAttribute('src', '/logo.svg');
  });

  it('shows the region-blocked page with the visitor IP for status 2', async () => {
    stubSystemApi({ status: statusFixture(2, '198.51.100.23') });
    renderApp('/');
    const page = await screen.findByTestId('region-blocked-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Not available in your region');
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('198.51.100.23');
    expect(page).toHaveTextContent('Your IP: 198.51.100.23');
  });

  it('shows the home page for status 0, branded by the site', async () => {
    stubSystemApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByTestId('site-name')).toHaveTextContent('Lucky Star');
    expect(document.title).toBe('Lucky Star');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#10b981');
    expect(sessionStorage.getItem('merchant')).toBe('LUCKY');
    expect(screen.queryByTestId('maintenance-page')).not.toBeInTheDocument();
  });

  it('shows the translated network message with a Retry that recovers', async () => {
    let down = true;
    const permission = permissionFixture();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (down) throw new TypeError('Failed to fetch');
        const value = String(input).endsWith('/status') ? statusFixture(0) : permission;
        return new Response(JSON.stringify({ success: true, value }));
      }),
    );
    renderApp('/');
    expect(await screen.findByText('Network link abnormal, please retry.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('polls the status so a site coming out of maintenance recovers by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubSystemApi({ status: statusFixture(1) });
    renderApp('/');
    await screen.findByTestId('maintenance-page');
    stubSystemApi({ status: statusFixture(0) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
