import { useBanners } from '../api/get-announcements';
import { BannerCarousel } from './BannerCarousel';
import { JackpotTicker } from './JackpotTicker';
import { NoticeMarquee } from './NoticeMarquee';
import { WinnersBoard } from './WinnersBoard';
import './content.css';

/**
 * The top of the home page (SPEC §2): the notice marquee, the banner carousel (w_home), then the
 * jackpot and the winners board side by side (stacked on a phone).
 */
export function HomeHighlights() {
  const banners = useBanners('w_home');
  return (
    <div className="highlights">
      <NoticeMarquee />
      {banners.isPending ? (
        <span className="skeleton highlights__banner-skeleton" aria-hidden="true" />
      ) : (
        <BannerCarousel banners={banners.data ?? []} />
      )}
      <div className="highlights__row">
        <JackpotTicker />
        <WinnersBoard />
      </div>
    </div>
  );
}
