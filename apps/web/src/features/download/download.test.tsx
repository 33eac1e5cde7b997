import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInstallSupport } from '../../lib/install-prompt';
import { fakeApi } from '../../test/fake-api';
import { permissionFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** A site that publishes the Android app and, when asked, the iOS profile. */
function siteWithApps(ios: boolean) {
  const permission = permissionFixture();
  permission.info.resources.push({ resourceType: 'Android', labelNameEn: 'Android app', url: '/downloads/lucky.apk' });
  if (ios) {
    permission.info.resources.push({
      resourceType: 'MOBILECONFIG',
      labelNameEn: 'iOS profile',
      url: '/downloads/lucky.mobileconfig',
    });
  }
  return permission;
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('/down', () => {
  it('installs the portal as a web app: the install card and its code, which leads to this page (issue 22, 17)', async () => {
    await fakeApi();
    renderApp('/down?install=1');
    const card = within(
      (await screen.findByRole('heading', { name: 'Install the Lucky Star app' })).closest('section') as HTMLElement,
    );
    // No install prompt in this browser: the browser menu's steps; no native package published, none shown.
    expect(card.getByText(/Install app/)).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Scan with your phone to install' })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Scan with your phone to install' }).closest('.qr')).toHaveAttribute(
      'data-value',
      `${window.location.origin}/down?install=1`,
    );
    expect(screen.queryByRole('heading', { name: 'iOS app' })).not.toBeInTheDocument();
    expect(screen.queryByText('Image load error')).not.toBeInTheDocument();
  });

  it('offers the browser install dialog where the browser has one', async () => {
    await fakeApi();
    const prompt = vi.fn(async () => undefined);
    startInstallSupport(); // as main.tsx does at start
    renderApp('/down');
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    await screen.findByRole('heading', { name: 'Install the Lucky Star app' });
    act(() => {
      window.dispatchEvent(event);
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('shows a native package beside it where the site publishes one', async () => {
    await fakeApi({ permission: siteWithApps(true) });
    renderApp('/down');
    const ios = within(await card('iOS app'));
    expect(ios.getByRole('img', { name: 'QR code of the iOS app' })).toBeInTheDocument();
    expect(ios.getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute(
      'href',
      '/downloads/lucky.mobileconfig',
    );
    const android = within(await card('Android app'));
    expect(android.getByRole('link', { name: 'Download the Android app' })).toHaveAttribute(
      'href',
      '/downloads/lucky.apk',
    );
  });
});
