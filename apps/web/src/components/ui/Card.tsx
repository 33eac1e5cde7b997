import type { ComponentPropsWithoutRef, ElementType } from 'react';

type CardProps<E extends ElementType> = {
  /** The element drawn (a section, an article, a list item); a div by default. */
  as?: E;
} & Omit<ComponentPropsWithoutRef<E>, 'as'>;

/**
 * The card surface of UI.md (surface colour, 1 px border, 12 px radius: `.surface` in
 * components/ui/layout.css); its own class adds padding and layout.
 */
export function Card<E extends ElementType = 'div'>({ as, className, ...rest }: CardProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={`surface${className ? ` ${className}` : ''}`} {...rest} />;
}
