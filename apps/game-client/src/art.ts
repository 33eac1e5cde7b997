import {
  Anchor,
  Bell,
  Bird,
  Castle,
  Cat,
  Cherry,
  Citrus,
  Clover,
  Coins,
  Crown,
  Diamond,
  Dice5,
  Droplet,
  Feather,
  Fish,
  Flame,
  Flower2,
  Gem,
  Ghost,
  Gift,
  Grape,
  Heart,
  Key,
  Leaf,
  type LucideIcon,
  Moon,
  Mountain,
  Music,
  Orbit,
  Rabbit,
  Rainbow,
  Rocket,
  Shell,
  Shield,
  Ship,
  Skull,
  Snowflake,
  Sparkles,
  Star,
  Sun,
  Sword,
  Trophy,
  Turtle,
  Wand2,
  Zap,
} from 'lucide-react';

/**
 * A title's look, from its studio and game code alone (the same title looks the same everywhere): a palette
 * and the face of each symbol. Two titles of one model differ on screen by these. The faces are bundled
 * icons (no font or image from elsewhere); the royals keep their letters.
 */
export interface TitleArt {
  accent: string;
  background: string;
  reel: string;
  faces: Record<string, Face>;
}
export type Face = { kind: 'icon'; icon: LucideIcon; colour: string } | { kind: 'text'; text: string };

const palettes = [
  { accent: '#f5b301', background: '#1d1430', reel: '#2a1f45' },
  { accent: '#34d399', background: '#0f2027', reel: '#16323b' },
  { accent: '#f472b6', background: '#231129', reel: '#361a3f' },
  { accent: '#60a5fa', background: '#0e1a33', reel: '#15284d' },
  { accent: '#fb923c', background: '#2a140b', reel: '#3d1e11' },
  { accent: '#a78bfa', background: '#171233', reel: '#231c4a' },
  { accent: '#f87171', background: '#2a0f14', reel: '#40161e' },
  { accent: '#2dd4bf', background: '#0b2424', reel: '#123636' },
] as const;

/** Sets of faces for the high-paying symbols, lowest pay first. */
const themes: readonly (readonly LucideIcon[])[] = [
  [Cherry, Citrus, Grape, Bell, Star, Gem, Crown],
  [Leaf, Flower2, Feather, Bird, Sun, Mountain, Flame],
  [Fish, Shell, Droplet, Anchor, Ship, Turtle, Trophy],
  [Moon, Orbit, Sparkles, Rocket, Star, Zap, Diamond],
  [Key, Shield, Sword, Castle, Skull, Ghost, Crown],
  [Clover, Coins, Rainbow, Heart, Gift, Wand2, Gem],
  [Snowflake, Flame, Zap, Droplet, Sun, Moon, Diamond],
  [Music, Dice5, Cat, Rabbit, Heart, Star, Trophy],
];
const tints = ['#f87171', '#fbbf24', '#a3e635', '#34d399', '#38bdf8', '#a78bfa', '#f472b6'] as const;
const royals: Record<string, string> = { NINE: '9', TEN: '10', JACK: 'J', QUEEN: 'Q', KING: 'K', ACE: 'A' };

function hash32(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** `symbols` in paytable order (lowest pay first), so a title's best symbol gets its theme's best face. */
export function artOf(
  studio: string,
  gameCode: string,
  symbols: readonly string[],
  coins: Readonly<Record<string, number>> = {},
): TitleArt {
  const hash = hash32(`${studio}/${gameCode}`);
  const palette = palettes[hash % palettes.length]!;
  const theme = themes[(hash >>> 8) % themes.length]!;
  const faces: Record<string, Face> = {
    WILD: { kind: 'text', text: 'WILD' },
    SCATTER: { kind: 'icon', icon: Sparkles, colour: palette.accent },
    BLANK: { kind: 'text', text: '' },
    // Hold and spin coins show their worth in total bets.
    ...Object.fromEntries(
      Object.entries(coins).map(([coin, worth]) => [coin, { kind: 'text', text: `×${worth}` } as Face]),
    ),
  };
  let next = 0;
  for (const symbol of symbols) {
    if (faces[symbol]) continue;
    const royal = royals[symbol];
    faces[symbol] = royal
      ? { kind: 'text', text: royal }
      : { kind: 'icon', icon: theme[next % theme.length]!, colour: tints[(next + (hash >>> 16)) % tints.length]! };
    next++;
  }
  return { ...palette, faces };
}
