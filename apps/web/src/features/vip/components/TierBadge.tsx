import { Award, Crown, Gem, type LucideIcon, Medal, Star } from 'lucide-react';
import './tier.css';

/** One icon and one metal per tier; levels above the fifth keep the top look. */
const icons: LucideIcon[] = [Star, Medal, Award, Crown, Gem];
const tierOf = (level: number) => Math.min(Math.max(level, 0), icons.length - 1);

/**
 * A VIP level's badge: the tier's metal (steel, bronze, silver, gold, diamond) blended with the site's
 * brand, its icon and the label `VIP<n>`. `large` is the VIP page's hero medal.
 */
export function TierBadge({ level, size = 'small' }: { level: number; size?: 'small' | 'large' }) {
  const tier = tierOf(level);
  const Icon = icons[tier] ?? Star;
  return (
    <span className={`tier tier--${tier} tier--${size}`}>
      <Icon size={size === 'large' ? 36 : 14} aria-hidden="true" />
      <span className="tier__label">{`VIP${level}`}</span>
    </span>
  );
}
