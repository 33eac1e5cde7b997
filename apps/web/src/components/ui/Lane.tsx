import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './lane.css';

/** Without ResizeObserver or matchMedia (old browsers, jsdom) the lane stays a row that scrolls natively. */
const canCarousel = typeof ResizeObserver !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * A titled row of cards (UI.md "Lanes and carousels"): six per view on a desktop with a gap of 20,
 * about two and a half on a phone; arrows on a desktop, a swipe on a touch screen.
 */
export function Lane({
  title,
  moreTo,
  children,
  kind = 'game',
}: {
  title: string;
  /** The page with the lane's whole list. */
  moreTo?: string;
  children: ReactNode;
  /** Vendor cards are wider: fewer per view. */
  kind?: 'game' | 'vendor';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    skipSnaps: true,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  return (
    <section className={`lane lane--${kind}`} aria-labelledby={titleId}>
      <div className="lane__head">
        <h2 id={titleId} className="lane__title">
          {title}
        </h2>
        {moreTo ? (
          <Link className="lane__more" to={moreTo} aria-label={t('games.moreFor', { title })}>
            {t('games.more')}
          </Link>
        ) : null}
        <div className="lane__arrows">
          <button
            type="button"
            className="icon-btn lane__arrow"
            aria-label={t('games.previous', { title })}
            disabled={!canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn lane__arrow"
            aria-label={t('games.next', { title })}
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        className={`lane__viewport${canCarousel ? '' : ' lane__viewport--native'}`}
        ref={canCarousel ? viewportRef : undefined}
      >
        <ul className="lane__track">
          {Children.map(children, (child) => (
            <li className="lane__slide">{child}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
