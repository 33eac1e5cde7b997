import type { ComponentPropsWithoutRef, ElementType } from 'react';

type Gap = 1 | 2 | 3 | 4 | 6;

type StackProps<E extends ElementType> = {
  /** The element drawn (a list, a section); a div by default. */
  as?: E;
  /** The space between children, on the 4 px scale (`--space-<gap>`); 4 (16 px) by default. */
  gap?: Gap;
} & Omit<ComponentPropsWithoutRef<E>, 'as'>;

/** A column of children with an even gap (components/ui/layout.css). */
export function Stack<E extends ElementType = 'div'>({ as, gap = 4, className, ...rest }: StackProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={`stack stack--${gap}${className ? ` ${className}` : ''}`} {...rest} />;
}
