import { lazy, type ReactNode, Suspense } from 'react';
import { useGameMenus } from '../api/get-game-menus';

// The header's category panels and the footer's vendor icons show once the game menus have arrived,
// so their code can arrive with them instead of in the first load (issue 5's 170 KB budget). The menus
// are asked for here, at once, so the code and the data load side by side.
const HeaderGameNavCode = lazy(() => import('./HeaderGameNav').then((m) => ({ default: m.HeaderGameNav })));
const FooterVendorsCode = lazy(() => import('./FooterVendors').then((m) => ({ default: m.FooterVendors })));

/** Its content once the menus name at least one vendor; nothing before (nor for a catalog without vendors). */
function WhenMenusHaveVendors({ children }: { children: ReactNode }) {
  const menus = useGameMenus();
  if (!menus.data?.some((menu) => menu.vendors.length > 0)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

export const HeaderGameNav = () => (
  <WhenMenusHaveVendors>
    <HeaderGameNavCode />
  </WhenMenusHaveVendors>
);

export const FooterVendors = () => (
  <WhenMenusHaveVendors>
    <FooterVendorsCode />
  </WhenMenusHaveVendors>
);
