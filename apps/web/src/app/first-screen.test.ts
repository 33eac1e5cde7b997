import { contentPaths, type FirstScreen, firstScreenElementId, systemPaths } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { contentKeys } from '../features/content/api/keys';
import { announcements, contentApi } from '../features/content/content-fixtures';
import { gamesKeys } from '../features/games/api/keys';
import { permissionQueryKey } from '../features/system/api/get-permission';
import { statusQueryKey } from '../features/system/api/get-status';
import { currentLanguage } from '../lib/i18n';
import { permissionFixture, statusFixture } from '../test/fixtures';
import { createQueryClient } from './App';
import { loadFirstScreen, writtenFirstScreen, writtenLanguage } from './first-screen';

/** The JSON block the server writes into the page (server: platform/web-app.ts). */
function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = firstScreenElementId;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(firstScreenElementId)?.remove();
  sessionStorage.clear();
});

const asked = (api: Awaited<ReturnType<typeof contentApi>>) =>
  [systemPaths.status, systemPaths.permission, contentPaths.announcements].map((path) => api.calls('GET', path).length);

describe('the first screen', () => {
  it('starts from the answers written into the page, without asking for them again', async () => {
    const api = await contentApi();
    const permission = permissionFixture();
    const written: FirstScreen = {
      status: statusFixture(0),
      permission,
      announcements: { language: 'EN', value: announcements() },
      menus: [{ gameCategory: 'RNG', vendors: [] }],
    };
    writeBlock(JSON.stringify(written));
    const queryClient = createQueryClient();
    await loadFirstScreen(queryClient, {
      home: true,
      messages: Promise.resolve(),
      written: await writtenFirstScreen(),
    });
    expect(asked(api)).toEqual([0, 0, 0]);
    expect(queryClient.getQueryData(permissionQueryKey)).toEqual(permission);
    expect(queryClient.getQueryData(statusQueryKey)).toEqual(written.status);
    expect(queryClient.getQueryData(contentKeys.announcements('EN'))).toEqual(written.announcements?.value);
    expect(queryClient.getQueryData(gamesKeys.menus('en'))).toEqual(written.menus);
    // As a fetched answer would, it names the site for the calls that follow.
    expect(sessionStorage.getItem('merchant')).toBe(permission.info.whitelabel.brand.merchantCode);
    expect(currentLanguage()).toBe('EN');
  });

  it('asks the API when the page carries nothing usable', async () => {
    const api = await contentApi();
    writeBlock('{"status": "not the schema"}');
    const queryClient = createQueryClient();
    await loadFirstScreen(queryClient, {
      home: true,
      messages: Promise.resolve(),
      written: await writtenFirstScreen(),
    });
    expect(asked(api)).toEqual([1, 1, 1]);
    expect(queryClient.getQueryData(permissionQueryKey)).toBeDefined();
  });

  it("opens in the stored choice when the site offers it, else in the site's default", () => {
    const permission = permissionFixture();
    Object.assign(permission.info.whitelabel.brand, { supportedLanguages: ['TY', 'EN'], defaultLanguage: 'TY' });
    const written: FirstScreen = { status: statusFixture(0), permission };
    expect(writtenLanguage(written)).toBe('TY');
    localStorage.setItem('language', 'EN');
    expect(writtenLanguage(written)).toBe('EN');
    localStorage.setItem('language', 'JA');
    expect(writtenLanguage(written)).toBe('TY');
    localStorage.removeItem('language');
    expect(writtenLanguage(null)).toBeNull();
  });

  it('leaves the announcements to the home page', async () => {
    const api = await contentApi();
    await loadFirstScreen(createQueryClient(), { home: false, messages: Promise.resolve(), written: null });
    expect(asked(api)).toEqual([1, 1, 0]);
  });
});
