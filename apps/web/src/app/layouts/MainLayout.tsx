import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { mobileQuery, useMediaQuery } from '../../lib/use-media-query';
import { BottomTabs } from './BottomTabs';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { SideMenu } from './SideMenu';
import './layout.css';
import { PageOutlet } from './PageOutlet';

const collapsedKey = 'sideMenuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(collapsedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * Most pages: header, side menu, content, footer, the social right bar, and on mobile the tab bar.
 * One language selector shows at a time: in the expanded side menu, else in the header.
 */
export function MainLayout() {
  const mobile = useMediaQuery(mobileQuery);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, search } = useLocation();

  // A navigation from the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setDrawerOpen(false), [pathname, search]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(collapsedKey, value ? '0' : '1');
      } catch {
        // Not remembered then.
      }
      return !value;
    });
  }, []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const sideShowsLanguage = !mobile && !collapsed;

  return (
    <div className={`shell${!mobile && collapsed ? ' shell--rail' : ''}`}>
      <Header onMenu={mobile ? () => setDrawerOpen(true) : undefined} showLanguage={!sideShowsLanguage} />
      <div className="shell__body">
        <SideMenu
          mobile={mobile}
          collapsed={collapsed}
          onToggleCollapse={toggleCollapsed}
          open={drawerOpen}
          onClose={closeDrawer}
        />
        <div className="shell__content">
          <main className="shell__main">
            <PageOutlet />
          </main>
          <Footer />
        </div>
      </div>
      {mobile ? <BottomTabs /> : <RightBar />}
    </div>
  );
}
