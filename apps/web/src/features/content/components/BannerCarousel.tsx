import { type Banner, banner as bannerTiming } from '@portal/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../../lib/use-idle';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { BannerSlide } from './BannerSlide';

/**
 * Embla needs both observers and matchMedia; without them (jsdom, very old browsers) the banners stand
 * in a row that scrolls by hand.
 */
const canCarousel = () =>
  typeof ResizeObserver !== 'undefined' &&
  typeof IntersectionObserver !== 'undefined' &&
  typeof window.matchMedia === 'function';

/**
 * Embla's `duration` is not in milliseconds but a damping factor of its scroll physics (60 steps a
 * second, friction 0.68). Stepping those physics shows 32 brings a full-width slide within 1% of its
 * place in about one second: the "speed 1 s" of SPEC §9.
 */
export const emblaDurationForOneSecond = 32;

/**
 * The banner carousel (SPEC §2, §9): autoplay every 5 s, slides move in about 1 s, loop only with more
 * than one banner; arrows, dots and a pause button; hovering or focusing a banner holds it. With reduced
 * motion nothing plays by itself and a change is instant.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return canCarousel() ? <MovingBanners banners={banners} /> : <StillBanners banners={banners} />;
}

function StillBanners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  return (
    <section className="banner-carousel banner-carousel--still" aria-label={t('content.banners')}>
      <div className="banner-carousel__viewport">
        <div className="banner-carousel__track">
          {banners.map((item, index) => (
            <div key={item.id} className="banner-carousel__slide">
              <BannerSlide banner={item} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function MovingBanners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const many = banners.length > 1;
  // The first banner shows at once; Embla starts (measuring the page, a forced layout) once the
  // browser is idle, so it is not part of the first screen's work. Autoplay waits 5 s anyway.
  const idle = useIdle();
  const [playing, setPlaying] = useState(true);
  const plugins = useMemo(
    () =>
      many && playing && !reduced
        ? [Autoplay({ delay: bannerTiming.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })]
        : [],
    [many, playing, reduced],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { active: many, loop: many, duration: reduced ? 0 : emblaDurationForOneSecond },
    plugins,
  );
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // A slide chosen by hand gets its full five seconds before autoplay moves on.
  const go = (move: () => void) => {
    move();
    api?.plugins().autoplay?.reset();
  };

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('content.banners')}>
      <div className="banner-carousel__viewport" ref={idle ? viewportRef : undefined}>
        <div className="banner-carousel__track">
          {banners.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a labelled group
            <div
              key={item.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('content.bannerSlide', { index: index + 1, count: banners.length })}
            >
              <BannerSlide banner={item} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-label={t('content.previousBanner')}
            onClick={() => go(() => api?.scrollPrev())}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-label={t('content.nextBanner')}
            onClick={() => go(() => api?.scrollNext())}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
          <div className="banner-carousel__controls">
            {reduced ? null : (
              <button
                type="button"
                className="banner-carousel__play"
                aria-label={playing ? t('content.pauseBanners') : t('content.playBanners')}
                onClick={() => setPlaying((value) => !value)}
              >
                {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
              </button>
            )}
            {banners.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('content.goToBanner', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(() => api?.scrollTo(index))}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
