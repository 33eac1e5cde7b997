import { useBanners } from '../api/get-announcements';
import { BannerCarousel } from './BannerCarousel';
import { JackpotTicker } from './JackpotTicker';
import { NoticeMarquee } from './NoticeMarquee';
import { WinnersBoard } from './WinnersBoard';
import './content.css';

/**
 * The top of the home page (SPEC §2): the notice marquee, then the banner carousel (w_home) with the
 * jackpot under it and the winners board beside both on a wide screen; stacked in that order otherwise.
 */
export function HomeHighlights() {
  const banners = useBanners('w_home');
  return (
    <div className="highlights">
      <NoticeMarquee />
      <div className="highlights__grid">
        <div className="highlights__banner">
          {banners.isPending ? (
            <span className="skeleton highlights__banner-skeleton" aria-hidden="true" />
          ) : (
            <BannerCarousel banners={banners.data ?? []} />
          )}
        </div>
        <JackpotTicker />
        <WinnersBoard />
      </div>
    </div>
  );
}
