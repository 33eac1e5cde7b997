import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useGameMenus } from '../api/get-game-menus';

// The header's category panels and the footer's vendor icons are not in the first load (issue 5's 170 KB
// budget): their code is fetched beside the boot calls (main.tsx awaits `preloadGameMenus` before the first
// render) and, once in, rendered directly. Issue 22 (18, 27): rendered through `lazy` they suspended in the
// first render, and React retries a suspended boundary at its lowest priority, after every other update of
// a busy page: the categories appeared 3-5 s after the header, or not before the reviewer looked.
const loadHeader = () => import('./HeaderGameNav').then((m) => m.HeaderGameNav);
const loadFooter = () => import('./FooterVendors').then((m) => m.FooterVendors);

const loaded: { header: ComponentType | null; footer: ComponentType | null } = { header: null, footer: null };

/** Fetches both parts' code; resolves when it is in (or failed: they then load on first use). Never rejects. */
export function preloadGameMenus(): Promise<void> {
  return Promise.all([
    loadHeader().then((component) => {
      loaded.header = component;
    }),
    loadFooter().then((component) => {
      loaded.footer = component;
    }),
  ]).then(
    () => undefined,
    () => undefined,
  );
}

const HeaderGameNavCode = lazy(() => loadHeader().then((component) => ({ default: component })));
const FooterVendorsCode = lazy(() => loadFooter().then((component) => ({ default: component })));

/** Its content once the menus name at least one vendor; nothing before (nor for a catalog without vendors). */
function WhenMenusHaveVendors({ children }: { children: ReactNode }) {
  const menus = useGameMenus();
  if (!menus.data?.some((menu) => menu.vendors.length > 0)) return null;
  return <>{children}</>;
}

/** The code when it is already in, else a lazy load (a page drawn before the preload finished). */
function Part({ which, Lazy }: { which: keyof typeof loaded; Lazy: ComponentType }) {
  const Loaded = loaded[which];
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}

export const HeaderGameNav = () => (
  <WhenMenusHaveVendors>
    <Part which="header" Lazy={HeaderGameNavCode} />
  </WhenMenusHaveVendors>
);

export const FooterVendors = () => (
  <WhenMenusHaveVendors>
    <Part which="footer" Lazy={FooterVendorsCode} />
  </WhenMenusHaveVendors>
);
