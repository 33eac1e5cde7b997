import { Skeleton } from '../../components/ui/Skeleton';

/**
 * A lane's shape while its games load; `still` (a lane not yet scrolled near) does not shimmer, so a
 * page of waiting lanes costs no painting at all.
 */
export function LaneSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div className={`lane-skeleton${still ? ' lane-skeleton--still' : ''}`} aria-hidden="true">
      <Skeleton height={24} width={160} />
      <div className="lane-skeleton__cards">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <span key={index} className="skeleton lane-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
