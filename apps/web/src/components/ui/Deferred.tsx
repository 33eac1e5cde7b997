import type { ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';

/**
 * Renders its content only once the visitor scrolls near it (a lane far down the home page); until
 * then the placeholder holds its place.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
