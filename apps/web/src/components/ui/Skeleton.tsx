import type { CSSProperties } from 'react';

/** A placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height = 16,
  radius,
}: {
  width?: CSSProperties['width'];
  height?: number;
  radius?: number;
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
