import { type SocialResourceType, socialLinksOf } from '@portal/contracts';
import { Bird, Camera, type LucideIcon, Music2, Phone, SquarePlay, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site';

/**
 * Social networks of the right bar (SPEC §2). Lucide ships no brand marks, so each network gets the
 * closest generic icon; the accessible name carries the network's name.
 */
const socials: Record<SocialResourceType, { name: string; icon: LucideIcon }> = {
  FACEBOOK: { name: 'Facebook', icon: ThumbsUp },
  YOUTUBE: { name: 'YouTube', icon: SquarePlay },
  WHATSAPP: { name: 'WhatsApp', icon: Phone },
  TIKTOK: { name: 'TikTok', icon: Music2 },
  INSTAGRAM: { name: 'Instagram', icon: Camera },
  TWITTER: { name: 'Twitter', icon: Bird },
};

/** Floating social links at the right edge, from the site's resources; absent when there are none. */
export function RightBar() {
  const { t } = useTranslation();
  const { resources } = useSite();
  const links = socialLinksOf(resources).map((resource) => ({
    ...socials[resource.resourceType],
    url: resource.url,
    type: resource.resourceType,
  }));
  if (links.length === 0) return null;
  return (
    <aside className="rightbar" aria-label={t('social.label')}>
      <ul>
        {links.map(({ name, icon: Icon, url, type }) => (
          <li key={`${type}:${url}`}>
            <a
              className="rightbar__link"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.follow', { name, hint: t('common.opensInNewTab') })}
              title={name}
            >
              <Icon size={20} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
