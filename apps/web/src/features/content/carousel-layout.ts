import { vi } from 'vitest';
import { stubMediaQueries } from '../../test/viewport';

const measured = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;

/**
 * jsdom lays nothing out, so embla would see slides of no size and nothing to scroll. This gives the
 * banner carousel's viewport and slides a width (each slide one viewport to the right of the last) and
 * the observers and media queries embla needs; the returned function puts everything back.
 */
export function stubCarouselLayout(width = 1000, height = 333): () => void {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  if (typeof window.matchMedia !== 'function') stubMediaQueries(() => false);
  const inCarousel = (node: HTMLElement) => node.closest('.banner-carousel__viewport') !== null;
  const slideIndex = (node: HTMLElement) =>
    node.classList.contains('banner-carousel__slide') ? [...(node.parentElement?.children ?? [])].indexOf(node) : 0;
  const getters: Record<(typeof measured)[number], (node: HTMLElement) => number> = {
    offsetWidth: (node) => (inCarousel(node) ? width : 0),
    offsetHeight: (node) => (inCarousel(node) ? height : 0),
    offsetLeft: (node) => slideIndex(node) * width,
    offsetTop: () => 0,
  };
  const saved = measured.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
  for (const name of measured) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return getters[name](this);
      },
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  };
}
