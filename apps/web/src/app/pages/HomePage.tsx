import { useTranslation } from 'react-i18next';
import { Deferred } from '../../components/ui/Deferred';
import { HomeHighlights, HomePopups } from '../../features/content';
import { DownloadSection } from '../../features/download/components/DownloadSection';
import { HomeGameMenu } from '../home/HomeGameMenu';
import { HomeLanes } from '../home/HomeLanes';
import '../home/home.css';

/**
 * Home (/, /index, /index.html, /home, and under the login and register dialogs of /login, /register):
 * the content's highlights (notice marquee, banners, jackpot, winners), the game menu with its search
 * box, the per-category carousels, the download section, and the site's popups.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t('route.home')}
      </h1>
      <HomeHighlights />
      <HomeGameMenu />
      <HomeLanes />
      <Deferred placeholder={<div className="download-placeholder" />}>
        <DownloadSection />
      </Deferred>
      {/* In the first render (its data comes with the page): a popup that opened once the page was usable
          took the visitor's first click (issue 22, 27). */}
      <HomePopups />
    </section>
  );
}
