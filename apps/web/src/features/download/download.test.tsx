import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const card = async (name: string) =>
  (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('li') as HTMLElement;

describe('/down', () => {
  it('shows a QR code and a download link per app the site publishes', async () => {
    await fakeApi({ permission: siteWithApps(true) });
    renderApp('/down');
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
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

  it("says 'Image load error' where the site has no such app", async () => {
    await fakeApi({ permission: siteWithApps(false) });
    renderApp('/down');
    const ios = within(await card('iOS app'));
    await waitFor(() => expect(ios.getByRole('alert')).toHaveTextContent('Image load error'));
    expect(ios.queryByRole('link')).not.toBeInTheDocument();
    expect(within(await card('Android app')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
