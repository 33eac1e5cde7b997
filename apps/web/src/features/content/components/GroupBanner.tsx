import type { bannerGroups } from '@portal/contracts';
import { useBanners } from '../api/get-announcements';
import { BannerSlide } from './BannerSlide';

/**
 * The first banner of a group, standing still (the login, register and forgot-password dialogs, the
 * side menu). Nothing shows while it loads, when the site has none, or when it cannot be read. In a
 * dialog it is not a link (`linked={false}`), so the dialog's first focus stays on its form.
 */
export function GroupBanner({ group, linked = true }: { group: (typeof bannerGroups)[number]; linked?: boolean }) {
  const banners = useBanners(group);
  const first = banners.data?.[0];
  if (!first) return null;
  return (
    <div className="group-banner">
      <BannerSlide banner={first} eager linked={linked} />
    </div>
  );
}
