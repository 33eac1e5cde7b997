import type { Banner } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenGame } from '../../../lib/use-open-game';
import { bannerTarget } from '../hooks/banner-target';
import './banner.css';

/** The drawing size of the server's artwork per group, so the page keeps the space before it loads. */
const artSize = (group: Banner['groupName']) =>
  group === 'w_home'
    ? { width: 1200, height: 400 }
    : group === 'w_leftmenu'
      ? { width: 480, height: 240 }
      : { width: 960, height: 320 };

/**
 * One banner: the server's artwork with its translated title written over it, inside whatever its
 * click opens (a portal page, an outside page in a new tab, a game), or nothing.
 */
export function BannerSlide({
  banner,
  eager = false,
  linked = true,
}: {
  banner: Banner;
  eager?: boolean;
  /** False where a link would steal the first focus (a dialog's form): the picture and title only. */
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const openGame = useOpenGame();
  const target = linked ? bannerTarget(banner) : null;
  const { width, height } = artSize(banner.groupName);
  const content = (
    <>
      <img
        className="banner__art"
        src={banner.url}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        draggable={false}
      />
      <span className="banner__title">{banner.title}</span>
    </>
  );
  const className = `banner banner--${banner.groupName}`;
  if (target?.kind === 'route') {
    return (
      <Link className={className} to={target.to}>
        {content}
      </Link>
    );
  }
  if (target?.kind === 'url') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> {t('content.opensInNewTab')}</span>
      </a>
    );
  }
  if (target?.kind === 'game') {
    return (
      <button type="button" className={className} onClick={() => void openGame(target.nodeId)}>
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}
