/**
 * The sea behind the fish, one look per fishing game (FishingTable.kind): its water, its floor and what lies on
 * it are painted once per stage size into a canvas of their own; the light rays and bubbles move every frame.
 */

type Decor = 'reef' | 'kelp' | 'treasure' | 'neon' | 'pearls' | 'lotus' | 'wreck';

export interface SeaTheme {
  /** The water from the surface down. */
  water: [string, string, string];
  sand: [string, string];
  /** Far rocks, and the floor's plants or coral. */
  rock: string;
  plants: string[];
  /** The light rays' and bubbles' tint. */
  light: string;
  /** The HUD's accent (the page's --accent). */
  accent: string;
  /** The cannon's metal. */
  metal: [string, string];
  decor: Decor;
}

export const THEMES: Record<string, SeaTheme> = {
  // The classic reef: turquoise water, coral on warm sand.
  fishing: {
    water: ['#3fd0d6', '#138aa8', '#0a3f62'],
    sand: ['#e6cf8f', '#b89a5a'],
    rock: '#0d5a72',
    plants: ['#ff6f91', '#ffb347', '#c86bfa', '#ff8f6b'],
    light: '#e9fffb',
    accent: '#ffb703',
    metal: ['#ffe08a', '#b8860b'],
    decor: 'reef',
  },
  // Open, greener water with kelp forests for the hunters of whales.
  'fish-hunter': {
    water: ['#3aa58f', '#15615e', '#072a2d'],
    sand: ['#7d8a6a', '#4a5542'],
    rock: '#0d3b3a',
    plants: ['#2f8f46', '#4caf50', '#1e6b35'],
    light: '#d9ffe9',
    accent: '#4ade80',
    metal: ['#c8f7d4', '#3b7d52'],
    decor: 'kelp',
  },
  // Deep royal blue, gold and treasure for the king crab.
  'ocean-king': {
    water: ['#2f6fe0', '#123a9a', '#050f3d'],
    sand: ['#3d3470', '#231c4a'],
    rock: '#0a1f5c',
    plants: ['#5b6cff', '#9b5bff', '#2ec5ff'],
    light: '#cfe3ff',
    accent: '#fbbf24',
    metal: ['#fff0a8', '#c28a00'],
    decor: 'treasure',
  },
  // A party: violet water, neon rings and bubbles everywhere.
  'fish-party': {
    water: ['#a855f7', '#5b21b6', '#1e0b3a'],
    sand: ['#4c1d95', '#2e1065'],
    rock: '#3b0f70',
    plants: ['#f472b6', '#22d3ee', '#facc15', '#a3e635'],
    light: '#ffe3ff',
    accent: '#f472b6',
    metal: ['#ffd1f3', '#c026d3'],
    decor: 'neon',
  },
  // The mermaid queen's court: lilac twilight, shells and pearls.
  'mermaid-hunt': {
    water: ['#e39ad8', '#8a4fc4', '#2d0f52'],
    sand: ['#f1d3e6', '#b58cb6'],
    rock: '#5a2a86',
    plants: ['#ff9ad6', '#ffd1ec', '#b0f0ff'],
    light: '#fff0fb',
    accent: '#f9a8d4',
    metal: ['#fff1fb', '#c07ab8'],
    decor: 'pearls',
  },
  // Jade water, lotus and red lanterns under the dragons.
  'dragon-fishing': {
    water: ['#34d399', '#0f8a63', '#03261c'],
    sand: ['#2b5e3f', '#173826'],
    rock: '#064e3b',
    plants: ['#f472b6', '#ef4444', '#fcd34d'],
    light: '#eafff4',
    accent: '#f59e0b',
    metal: ['#ffe08a', '#b91c1c'],
    decor: 'lotus',
  },
  // Dark, cold water and a wreck: the sharks' hunting ground.
  'shark-hunter': {
    water: ['#334155', '#111827', '#030508'],
    sand: ['#2a2f38', '#15181e'],
    rock: '#0b0f17',
    plants: ['#3f4b5c', '#27303c'],
    light: '#b8c7da',
    accent: '#ef4444',
    metal: ['#e5e7eb', '#6b7280'],
    decor: 'wreck',
  },
};

export const themeOf = (kind: string): SeaTheme => THEMES[kind] ?? THEMES.fishing!;

/** A little deterministic noise, so the floor is the same at every repaint. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Ctx = CanvasRenderingContext2D;

/**
 * Paints the still sea (water, far rocks, the floor and its decor) for a stage of `width` x `height` world units,
 * `scale` device pixels a unit.
 */
export function paintBackdrop(
  canvas: HTMLCanvasElement,
  theme: SeaTheme,
  width: number,
  height: number,
  scale: number,
) {
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const random = seeded(width * 31 + height);
  const water = ctx.createLinearGradient(0, 0, 0, height);
  water.addColorStop(0, theme.water[0]);
  water.addColorStop(0.45, theme.water[1]);
  water.addColorStop(1, theme.water[2]);
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, width, height);
  // The surface's glow.
  const surface = ctx.createRadialGradient(width / 2, -height * 0.2, 0, width / 2, -height * 0.2, height * 0.8);
  surface.addColorStop(0, `${theme.light}40`);
  surface.addColorStop(1, `${theme.light}00`);
  ctx.fillStyle = surface;
  ctx.fillRect(0, 0, width, height);

  const floor = height - Math.min(110, height * 0.13);
  // Far rocks, faded into the water.
  ctx.globalAlpha = 0.55;
  ctx.fillStyle = theme.rock;
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (let x = 0; x <= width + 40; x += 40) {
    ctx.lineTo(x, floor - 40 - Math.abs(Math.sin(x / 170 + 1)) * 70 - random() * 25);
  }
  ctx.lineTo(width, height);
  ctx.fill();
  ctx.globalAlpha = 1;

  // Sand.
  const sand = ctx.createLinearGradient(0, floor, 0, height);
  sand.addColorStop(0, theme.sand[0]);
  sand.addColorStop(1, theme.sand[1]);
  ctx.fillStyle = sand;
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (let x = 0; x <= width + 30; x += 30) ctx.lineTo(x, floor + Math.sin(x / 90) * 8 + random() * 4);
  ctx.lineTo(width, height);
  ctx.fill();
  ctx.fillStyle = 'rgb(0 0 0 / 12%)';
  for (let i = 0; i < width / 12; i++) {
    ctx.fillRect(random() * width, floor + 12 + random() * (height - floor), 2, 2);
  }

  const plantAt = (x: number, tall: number, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineCap = 'round';
    ctx.lineWidth = 7;
    ctx.beginPath();
    ctx.moveTo(x, floor + 10);
    ctx.bezierCurveTo(x - 20, floor - tall * 0.3, x + 20, floor - tall * 0.6, x - 6, floor - tall);
    ctx.stroke();
  };
  const coralAt = (x: number, size: number, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineCap = 'round';
    const branch = (bx: number, by: number, angle: number, length: number, depth: number) => {
      const ex = bx + Math.cos(angle) * length;
      const ey = by + Math.sin(angle) * length;
      ctx.lineWidth = depth * 2.5 + 1;
      ctx.beginPath();
      ctx.moveTo(bx, by);
      ctx.lineTo(ex, ey);
      ctx.stroke();
      if (depth > 0) {
        branch(ex, ey, angle - 0.45 - random() * 0.2, length * 0.72, depth - 1);
        branch(ex, ey, angle + 0.45 + random() * 0.2, length * 0.72, depth - 1);
      }
    };
    branch(x, floor + 12, -Math.PI / 2, size, 3);
  };
  const count = Math.ceil(width / 120);
  switch (theme.decor) {
    case 'reef':
      for (let i = 0; i < count; i++) {
        const x = (i + random()) * (width / count);
        if (i % 2) coralAt(x, 28 + random() * 20, theme.plants[i % theme.plants.length]!);
        else {
          ctx.fillStyle = theme.plants[(i + 1) % theme.plants.length]!;
          for (let k = 0; k < 5; k++) {
            ctx.beginPath();
            ctx.ellipse(x + (k - 2) * 9, floor - k * 2, 9, 16 + random() * 10, 0, 0, Math.PI * 2);
            ctx.fill();
          }
        }
      }
      break;
    case 'kelp':
      for (let i = 0; i < count * 2; i++) {
        plantAt((i + random()) * (width / (count * 2)), 90 + random() * 160, theme.plants[i % theme.plants.length]!);
      }
      break;
    case 'treasure': {
      for (let i = 0; i < count; i++)
        coralAt((i + random()) * (width / count), 24 + random() * 16, theme.plants[i % 3]!);
      // A chest spilling gold at one side.
      const cx = width * 0.82;
      ctx.fillStyle = '#6b3f14';
      ctx.fillRect(cx - 40, floor - 30, 80, 44);
      ctx.fillStyle = '#8a5520';
      ctx.beginPath();
      ctx.ellipse(cx, floor - 30, 40, 18, 0, Math.PI, 0);
      ctx.fill();
      ctx.fillStyle = '#ffd23f';
      for (let k = 0; k < 14; k++) {
        ctx.beginPath();
        ctx.ellipse(cx - 60 + random() * 120, floor + 8 + random() * 16, 7, 4, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.strokeStyle = '#c28a00';
      ctx.lineWidth = 4;
      ctx.strokeRect(cx - 40, floor - 30, 80, 44);
      break;
    }
    case 'neon':
      ctx.lineWidth = 4;
      for (let i = 0; i < count; i++) {
        const colour = theme.plants[i % theme.plants.length]!;
        ctx.strokeStyle = colour;
        ctx.shadowColor = colour;
        ctx.shadowBlur = 14;
        ctx.beginPath();
        ctx.arc((i + random()) * (width / count), floor - 10, 14 + random() * 20, Math.PI, 0);
        ctx.stroke();
      }
      ctx.shadowBlur = 0;
      break;
    case 'pearls':
      for (let i = 0; i < count; i++) {
        const x = (i + random()) * (width / count);
        ctx.fillStyle = theme.plants[i % theme.plants.length]!;
        ctx.beginPath();
        ctx.moveTo(x - 26, floor + 8);
        for (let k = 0; k <= 6; k++) {
          const a = Math.PI + (k / 6) * Math.PI;
          ctx.lineTo(x + Math.cos(a) * 26, floor + 8 + Math.sin(a) * 22);
        }
        ctx.fill();
        ctx.fillStyle = '#fff';
        ctx.shadowColor = '#fff';
        ctx.shadowBlur = 10;
        ctx.beginPath();
        ctx.arc(x + 30, floor + 4, 6, 0, Math.PI * 2);
        ctx.fill();
        ctx.shadowBlur = 0;
      }
      break;
    case 'lotus':
      for (let i = 0; i < count; i++) {
        const x = (i + random()) * (width / count);
        plantAt(x, 40 + random() * 40, '#1f7a4a');
        ctx.fillStyle = theme.plants[i % 2]!;
        for (let k = -2; k <= 2; k++) {
          ctx.beginPath();
          ctx.ellipse(x - 6 + k * 7, floor - 60, 6, 16, k * 0.35, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      // Lanterns hang from the surface.
      for (let i = 0; i < 4; i++) {
        const x = ((i + 0.5) / 4) * width;
        const y = 40 + (i % 2) * 30;
        ctx.strokeStyle = 'rgb(0 0 0 / 35%)';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x, y - 16);
        ctx.stroke();
        ctx.fillStyle = '#dc2626';
        ctx.shadowColor = '#f97316';
        ctx.shadowBlur = 18;
        ctx.beginPath();
        ctx.ellipse(x, y, 14, 18, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.shadowBlur = 0;
        ctx.fillStyle = '#fcd34d';
        ctx.fillRect(x - 8, y - 20, 16, 4);
        ctx.fillRect(x - 8, y + 16, 16, 4);
      }
      break;
    case 'wreck': {
      // A sunken hull and ribs, and a few bones.
      const wx = width * 0.2;
      ctx.fillStyle = '#1b2230';
      ctx.beginPath();
      ctx.moveTo(wx - 120, floor + 10);
      ctx.lineTo(wx - 90, floor - 50);
      ctx.lineTo(wx + 110, floor - 70);
      ctx.lineTo(wx + 140, floor + 10);
      ctx.fill();
      ctx.strokeStyle = '#2b3446';
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.moveTo(wx + 10, floor - 60);
      ctx.lineTo(wx + 30, floor - 160);
      ctx.stroke();
      for (let i = 0; i < count; i++)
        plantAt((i + random()) * (width / count), 50 + random() * 70, theme.plants[i % 2]!);
      ctx.strokeStyle = '#9aa3ad';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(width * 0.7, floor + 20, 22, Math.PI * 1.1, Math.PI * 1.9);
      ctx.stroke();
      break;
    }
  }
  // The floor fades into the dark at its edge.
  const vignette = ctx.createRadialGradient(
    width / 2,
    height / 2,
    Math.min(width, height) * 0.4,
    width / 2,
    height / 2,
    Math.max(width, height) * 0.75,
  );
  vignette.addColorStop(0, 'rgb(0 0 0 / 0%)');
  vignette.addColorStop(1, 'rgb(0 0 0 / 35%)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, width, height);
}

/** The moving light: slanted rays from the surface, breathing. */
export function drawLightRays(ctx: Ctx, theme: SeaTheme, width: number, height: number, t: number) {
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 5; i++) {
    const x = ((i + 0.5) / 5) * width + Math.sin(t * 0.2 + i) * 40;
    const alpha = 0.05 + (Math.sin(t * 0.6 + i * 1.7) + 1) * 0.03;
    const ray = ctx.createLinearGradient(0, 0, 0, height * 0.8);
    ray.addColorStop(
      0,
      `${theme.light}${Math.round(alpha * 255)
        .toString(16)
        .padStart(2, '0')}`,
    );
    ray.addColorStop(1, `${theme.light}00`);
    ctx.fillStyle = ray;
    ctx.beginPath();
    ctx.moveTo(x - 30, 0);
    ctx.lineTo(x + 40, 0);
    ctx.lineTo(x - 80 + 140, height * 0.8);
    ctx.lineTo(x - 220 + 140, height * 0.8);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}
