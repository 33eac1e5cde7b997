import { vi } from 'vitest';

/** Stubs matchMedia: a query matches when `matches` says so. */
export function stubMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })),
  );
}

/** Pretends the screen is a phone (390 px): every max-width query of the portal's mobile layout matches. */
export function stubPhoneViewport() {
  stubMediaQueries((query) => /max-width/.test(query));
}
