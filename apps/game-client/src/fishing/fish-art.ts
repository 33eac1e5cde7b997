/**
 * Every fish drawn on the canvas from shapes and gradients, no image: one look per species id (a fish looks the
 * same in every game it swims in, as it pays the same). A fish is drawn in its own frame: centred on the origin,
 * facing +x, `length` long (its species' size, scaled to the stage), `t` the seconds it has swum (its wiggle).
 */

type Shape =
  | 'fish'
  | 'tall'
  | 'lion'
  | 'puffer'
  | 'jelly'
  | 'seahorse'
  | 'turtle'
  | 'octopus'
  | 'oyster'
  | 'ray'
  | 'manta'
  | 'shark'
  | 'hammerhead'
  | 'whale'
  | 'sword'
  | 'eel'
  | 'dragon'
  | 'crab'
  | 'toad'
  | 'mermaid';

type Pattern = 'bands' | 'stripe' | 'spots' | 'scales' | 'eyeband' | 'tiger' | 'orca' | 'none';

export interface FishArt {
  shape: Shape;
  /** The back's colour, the belly's, and the fins'. */
  body: string;
  belly: string;
  fin: string;
  /** The pattern's colour (bands, spots, stripes). */
  mark?: string;
  pattern?: Pattern;
  /** Drawn upright whatever way it swims (jellyfish, seahorses, crabs, the toad): only mirrored. */
  upright?: boolean;
  crown?: boolean;
  /** The aura's colour: bosses gold, bombs red, chains electric. */
  glow?: string;
}

const GOLD = '#ffd23f';

export const FISH_ART: Record<string, FishArt> = {
  clownfish: { shape: 'fish', body: '#ff7a1a', belly: '#ffb066', fin: '#ff6a00', mark: '#ffffff', pattern: 'bands' },
  'neon-tetra': {
    shape: 'fish',
    body: '#1ec8ff',
    belly: '#ff3d5a',
    fin: '#bde9ff',
    mark: '#3af2ff',
    pattern: 'stripe',
  },
  guppy: { shape: 'fish', body: '#8fd14f', belly: '#f6f7c8', fin: '#ff5fa2', mark: '#ffd23f', pattern: 'spots' },
  angelfish: { shape: 'tall', body: '#e9edf2', belly: '#ffffff', fin: '#c9d6e3', mark: '#2b2f3a', pattern: 'bands' },
  pufferfish: { shape: 'puffer', body: '#e8c15a', belly: '#fff4cc', fin: '#d19a2a', mark: '#7a5a1a', pattern: 'spots' },
  jellyfish: { shape: 'jelly', body: '#f59ad8', belly: '#ffd6f2', fin: '#ff8ad0', upright: true },
  butterflyfish: {
    shape: 'tall',
    body: '#ffd400',
    belly: '#fff6a8',
    fin: '#ffb300',
    mark: '#1a1a1a',
    pattern: 'eyeband',
  },
  koi: { shape: 'fish', body: '#fbf6ee', belly: '#ffffff', fin: '#ffe9d6', mark: '#ff4b1f', pattern: 'spots' },
  seahorse: { shape: 'seahorse', body: '#ffb020', belly: '#ffe08a', fin: '#ff7a00', upright: true },
  lionfish: { shape: 'lion', body: '#c8342b', belly: '#ffe3d6', fin: '#ffb3a7', mark: '#fff2ea', pattern: 'tiger' },
  'golden-carp': {
    shape: 'fish',
    body: '#f2a900',
    belly: '#ffe27a',
    fin: '#ff8a00',
    mark: '#b87400',
    pattern: 'scales',
  },
  'sea-turtle': { shape: 'turtle', body: '#3f8f5a', belly: '#a7d98c', fin: '#6cbf7a', mark: '#2a6a3e' },
  octopus: { shape: 'octopus', body: '#e2573b', belly: '#ff9a7a', fin: '#c8402a', mark: '#ffd0c0' },
  'reef-shark': { shape: 'shark', body: '#7f93a8', belly: '#eef3f7', fin: '#5f7388' },
  swordfish: { shape: 'sword', body: '#2d4f8a', belly: '#cfe0f2', fin: '#1f3a6b', mark: '#7fb2ff' },
  'pearl-oyster': { shape: 'oyster', body: '#9aa6b8', belly: '#f6d7ea', fin: '#6f7d93', upright: true },
  stingray: { shape: 'ray', body: '#8a6a4a', belly: '#e9d8c0', fin: '#6b5238', mark: '#3fb4ff', pattern: 'spots' },
  'hammerhead-shark': { shape: 'hammerhead', body: '#6f8797', belly: '#e8eef2', fin: '#566c7b' },
  'sea-dragon': { shape: 'dragon', body: '#2fb59a', belly: '#c9f2c4', fin: '#f7a440', mark: '#0f7a66' },
  'manta-ray': { shape: 'manta', body: '#23324a', belly: '#f1f5fa', fin: '#1a2536', mark: '#dfe7f2' },
  'dragon-turtle': { shape: 'turtle', body: '#1c8a6a', belly: '#f2c94c', fin: '#d9a21b', mark: '#f2c94c', crown: true },
  'tiger-shark': {
    shape: 'shark',
    body: '#8c8466',
    belly: '#f2eee0',
    fin: '#6d664e',
    mark: '#4a4430',
    pattern: 'tiger',
  },
  'killer-whale': { shape: 'whale', body: '#15171c', belly: '#ffffff', fin: '#0c0d10', pattern: 'orca' },
  'great-white-shark': { shape: 'shark', body: '#5d6f80', belly: '#ffffff', fin: '#4a5a69' },
  'blue-whale': {
    shape: 'whale',
    body: '#4f79a8',
    belly: '#b8cde3',
    fin: '#3d6290',
    mark: '#9fb7d4',
    pattern: 'spots',
  },

  'bomb-crab': { shape: 'crab', body: '#e23b2e', belly: '#ff8a6a', fin: '#b52218', upright: true, glow: '#ff4d2e' },
  'blast-puffer': {
    shape: 'puffer',
    body: '#ff6a2b',
    belly: '#ffd39a',
    fin: '#e0401a',
    mark: '#2a1a12',
    glow: '#ff4d2e',
  },
  'lightning-eel': {
    shape: 'eel',
    body: '#1b3fa0',
    belly: '#6ad2ff',
    fin: '#ffe45c',
    mark: '#ffe45c',
    glow: '#6ae3ff',
  },
  'thunder-jellyfish': {
    shape: 'jelly',
    body: '#8a7bff',
    belly: '#d9f3ff',
    fin: '#ffe45c',
    upright: true,
    glow: '#6ae3ff',
  },

  'golden-toad': {
    shape: 'toad',
    body: '#e9b21c',
    belly: '#fff0a3',
    fin: '#b88300',
    mark: '#c0392b',
    upright: true,
    glow: GOLD,
  },
  kraken: {
    shape: 'octopus',
    body: '#6b1f4f',
    belly: '#b2477f',
    fin: '#4a1036',
    mark: '#ffe45c',
    crown: true,
    glow: '#c04dff',
  },
  'king-crab': {
    shape: 'crab',
    body: '#b3202a',
    belly: '#ff7b6a',
    fin: '#7d1016',
    upright: true,
    crown: true,
    glow: GOLD,
  },
  'golden-whale': {
    shape: 'whale',
    body: '#e6a817',
    belly: '#fff0b0',
    fin: '#b98100',
    mark: '#fff6cf',
    pattern: 'spots',
    crown: true,
    glow: GOLD,
  },
  'mermaid-queen': {
    shape: 'mermaid',
    body: '#19b6a8',
    belly: '#f6c7a8',
    fin: '#7ef0d8',
    mark: '#ff6fae',
    crown: true,
    glow: '#ff9ad6',
  },
  'jade-dragon': {
    shape: 'dragon',
    body: '#12a36c',
    belly: '#d8f5c0',
    fin: '#f2c94c',
    mark: '#0a6b45',
    crown: true,
    glow: '#4dffb0',
  },
  'golden-dragon': {
    shape: 'dragon',
    body: '#f0a500',
    belly: '#fff1a8',
    fin: '#e8331f',
    mark: '#b46a00',
    crown: true,
    glow: GOLD,
  },
  'shark-king': {
    shape: 'shark',
    body: '#34506f',
    belly: '#e9f0f7',
    fin: '#24394f',
    mark: GOLD,
    crown: true,
    glow: GOLD,
  },
  megalodon: {
    shape: 'shark',
    body: '#3a3f47',
    belly: '#c9ced4',
    fin: '#262a30',
    mark: '#ff3b3b',
    crown: true,
    glow: '#ff3b3b',
  },
};

const FALLBACK: FishArt = { shape: 'fish', body: '#6fb7ff', belly: '#e6f3ff', fin: '#4a90d9' };

export const artOf = (speciesId: string): FishArt => FISH_ART[speciesId] ?? FALLBACK;

type Ctx = CanvasRenderingContext2D;

function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, rotation = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, Math.max(rx, 0.1), Math.max(ry, 0.1), rotation, 0, Math.PI * 2);
}

function vertical(ctx: Ctx, top: number, bottom: number, from: string, to: string): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  return gradient;
}

function eye(ctx: Ctx, x: number, y: number, r: number, iris = '#111') {
  ellipse(ctx, x, y, r, r);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ellipse(ctx, x + r * 0.2, y, r * 0.62, r * 0.62);
  ctx.fillStyle = iris;
  ctx.fill();
  ellipse(ctx, x + r * 0.4, y - r * 0.3, r * 0.22, r * 0.22);
  ctx.fillStyle = '#fff';
  ctx.fill();
}

function crown(ctx: Ctx, x: number, y: number, w: number) {
  const h = w * 0.6;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y);
  ctx.lineTo(x - w / 2, y - h * 0.6);
  ctx.lineTo(x - w / 4, y - h * 0.25);
  ctx.lineTo(x, y - h);
  ctx.lineTo(x + w / 4, y - h * 0.25);
  ctx.lineTo(x + w / 2, y - h * 0.6);
  ctx.lineTo(x + w / 2, y);
  ctx.closePath();
  ctx.fillStyle = vertical(ctx, y - h, y, '#fff3a6', '#e0a400');
  ctx.fill();
  ctx.lineWidth = w * 0.05;
  ctx.strokeStyle = '#8a5a00';
  ctx.stroke();
  for (const [dx, colour] of [
    [-w / 4, '#ff3b6b'],
    [0, '#3bc9ff'],
    [w / 4, '#3bff9a'],
  ] as const) {
    ellipse(ctx, x + dx, y - h * 0.15, w * 0.07, w * 0.07);
    ctx.fillStyle = colour;
    ctx.fill();
  }
}

/** The outline of a side-view fish's body, nose at +x, the tail's root at `tailX`. */
function fishBody(ctx: Ctx, L: number, H: number, tailX: number) {
  const nose = L * 0.5;
  ctx.beginPath();
  ctx.moveTo(nose, H * 0.04);
  ctx.bezierCurveTo(nose - L * 0.06, -H * 0.62, tailX + L * 0.2, -H * 0.6, tailX, -H * 0.13);
  ctx.lineTo(tailX, H * 0.13);
  ctx.bezierCurveTo(tailX + L * 0.2, H * 0.6, nose - L * 0.06, H * 0.55, nose, H * 0.04);
  ctx.closePath();
}

function forkTail(ctx: Ctx, x: number, L: number, H: number, swing: number, colour: string) {
  ctx.save();
  ctx.translate(x, 0);
  ctx.rotate(swing);
  ctx.beginPath();
  ctx.moveTo(L * 0.04, 0);
  ctx.quadraticCurveTo(-L * 0.1, -H * 0.25, -L * 0.2, -H * 0.55);
  ctx.quadraticCurveTo(-L * 0.12, 0, -L * 0.2, H * 0.55);
  ctx.quadraticCurveTo(-L * 0.1, H * 0.25, L * 0.04, 0);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.restore();
}

function drawFishShape(ctx: Ctx, L: number, t: number, art: FishArt, tall: boolean) {
  const H = L * (tall ? 0.78 : 0.42);
  const tailX = -L * (tall ? 0.22 : 0.27);
  const swing = Math.sin(t * 9) * 0.28;
  forkTail(ctx, tailX, L * (tall ? 0.9 : 1), H * (tall ? 0.7 : 1), swing, art.fin);
  // Dorsal and anal fins (the angelfish's long, swept ones).
  ctx.fillStyle = art.fin;
  ctx.beginPath();
  if (tall) {
    ctx.moveTo(L * 0.12, -H * 0.38);
    ctx.quadraticCurveTo(-L * 0.05, -H * 1.05, -L * 0.3, -H * 0.95 + swing * 8);
    ctx.quadraticCurveTo(-L * 0.12, -H * 0.5, -L * 0.16, -H * 0.2);
    ctx.moveTo(L * 0.12, H * 0.38);
    ctx.quadraticCurveTo(-L * 0.05, H * 1.05, -L * 0.3, H * 0.95 - swing * 8);
    ctx.quadraticCurveTo(-L * 0.12, H * 0.5, -L * 0.16, H * 0.2);
  } else {
    ctx.moveTo(L * 0.14, -H * 0.42);
    ctx.quadraticCurveTo(-L * 0.02, -H * 0.85, -L * 0.18, -H * 0.32);
    ctx.lineTo(-L * 0.1, -H * 0.3);
    ctx.moveTo(-L * 0.02, H * 0.42);
    ctx.quadraticCurveTo(-L * 0.1, H * 0.7, -L * 0.2, H * 0.28);
  }
  ctx.fill();

  fishBody(ctx, L, H, tailX);
  ctx.fillStyle = vertical(ctx, -H / 2, H / 2, art.body, art.belly);
  ctx.fill();
  ctx.save();
  fishBody(ctx, L, H, tailX);
  ctx.clip();
  drawPattern(ctx, L, H, art);
  // A sheen along the back.
  ellipse(ctx, L * 0.05, -H * 0.22, L * 0.3, H * 0.1, -0.05);
  ctx.fillStyle = 'rgb(255 255 255 / 22%)';
  ctx.fill();
  ctx.restore();
  // Gill and pectoral fin.
  ctx.strokeStyle = 'rgb(0 0 0 / 25%)';
  ctx.lineWidth = L * 0.012;
  ctx.beginPath();
  ctx.arc(L * 0.36, 0, H * 0.3, Math.PI * 0.62, Math.PI * 1.38);
  ctx.stroke();
  ctx.save();
  ctx.translate(L * 0.2, H * 0.12);
  ctx.rotate(0.5 + Math.sin(t * 7) * 0.3);
  ellipse(ctx, -L * 0.06, 0, L * 0.08, H * 0.1);
  ctx.fillStyle = art.fin;
  ctx.globalAlpha = 0.85;
  ctx.fill();
  ctx.restore();
  eye(ctx, L * 0.36, -H * 0.1, Math.max(H * 0.11, L * 0.045));
}

function drawPattern(ctx: Ctx, L: number, H: number, art: FishArt) {
  const mark = art.mark ?? '#fff';
  switch (art.pattern) {
    case 'bands':
      for (const x of [0.3, 0.02, -0.24]) {
        ctx.fillStyle = '#1a1a1a';
        ctx.fillRect(L * x - L * 0.055, -H, L * 0.11, H * 2);
        ctx.fillStyle = mark;
        ctx.fillRect(L * x - L * 0.04, -H, L * 0.08, H * 2);
      }
      break;
    case 'stripe':
      ctx.fillStyle = mark;
      ctx.shadowColor = mark;
      ctx.shadowBlur = L * 0.15;
      ctx.fillRect(-L * 0.3, -H * 0.12, L * 0.75, H * 0.16);
      ctx.shadowBlur = 0;
      break;
    case 'spots':
      ctx.fillStyle = mark;
      for (const [x, y, r] of [
        [0.2, -0.2, 0.09],
        [-0.02, 0.05, 0.12],
        [-0.18, -0.18, 0.07],
        [0.08, 0.25, 0.06],
      ] as const) {
        ellipse(ctx, L * x, H * y, L * r, L * r * 0.8);
        ctx.fill();
      }
      break;
    case 'scales':
      ctx.strokeStyle = mark;
      ctx.globalAlpha = 0.5;
      ctx.lineWidth = L * 0.01;
      for (let x = -L * 0.25; x < L * 0.3; x += L * 0.07) {
        for (let y = -H * 0.5; y < H * 0.5; y += H * 0.18) {
          ctx.beginPath();
          ctx.arc(x + ((Math.round(y / (H * 0.18)) & 1) * L) / 28, y, L * 0.04, -Math.PI / 2, Math.PI / 2);
          ctx.stroke();
        }
      }
      ctx.globalAlpha = 1;
      break;
    case 'eyeband':
      ctx.fillStyle = mark;
      ctx.fillRect(L * 0.3, -H, L * 0.08, H * 2);
      ellipse(ctx, -L * 0.12, H * 0.1, L * 0.06, L * 0.06);
      ctx.fill();
      break;
    case 'tiger':
      ctx.fillStyle = mark;
      ctx.globalAlpha = 0.55;
      for (let x = -L * 0.3; x < L * 0.3; x += L * 0.08) {
        ctx.beginPath();
        ctx.moveTo(x, -H);
        ctx.lineTo(x + L * 0.03, -H);
        ctx.lineTo(x - L * 0.02, H * 0.1);
        ctx.lineTo(x - L * 0.04, H * 0.1);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      break;
    default:
      break;
  }
}

function drawLion(ctx: Ctx, L: number, t: number, art: FishArt) {
  const H = L * 0.36;
  // The venomous spines fanned out, striped.
  for (let i = 0; i < 9; i++) {
    const x = L * 0.22 - i * L * 0.06;
    const reach = H * (1.3 + Math.sin(t * 3 + i) * 0.08);
    ctx.strokeStyle = i % 2 ? art.body : art.fin;
    ctx.lineWidth = L * 0.018;
    ctx.beginPath();
    ctx.moveTo(x, -H * 0.3);
    ctx.lineTo(x - L * 0.08, -reach);
    ctx.stroke();
  }
  for (const side of [-1, 1]) {
    ctx.save();
    ctx.translate(L * 0.18, H * 0.2);
    ctx.rotate(side * 0.35 + 0.9 + Math.sin(t * 4) * 0.1);
    for (let i = 0; i < 6; i++) {
      ctx.strokeStyle = i % 2 ? art.body : art.mark!;
      ctx.lineWidth = L * 0.014;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(-L * 0.36, (i - 2.5) * L * 0.035);
      ctx.stroke();
    }
    ctx.restore();
  }
  drawFishShape(ctx, L * 0.95, t, art, false);
}

function drawPuffer(ctx: Ctx, L: number, t: number, art: FishArt, bomb: boolean) {
  const r = L * 0.36 * (1 + Math.sin(t * 3) * 0.03);
  forkTail(ctx, -r * 0.85, L * 0.7, r * 1.2, Math.sin(t * 10) * 0.3, art.fin);
  ctx.fillStyle = art.fin;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    ctx.save();
    ctx.rotate(a);
    ctx.beginPath();
    ctx.moveTo(r * 0.92, -r * 0.08);
    ctx.lineTo(r * 1.2, 0);
    ctx.lineTo(r * 0.92, r * 0.08);
    ctx.fill();
    ctx.restore();
  }
  ellipse(ctx, 0, 0, r, r * 0.94);
  const body = ctx.createRadialGradient(-r * 0.3, -r * 0.4, r * 0.1, 0, 0, r);
  body.addColorStop(0, art.belly);
  body.addColorStop(0.5, art.body);
  body.addColorStop(1, art.fin);
  ctx.fillStyle = body;
  ctx.fill();
  ellipse(ctx, r * 0.1, r * 0.45, r * 0.7, r * 0.38);
  ctx.fillStyle = `${art.belly}cc`;
  ctx.fill();
  if (bomb) {
    // A bomb's mark on its side and a lit fuse on its back.
    ellipse(ctx, -r * 0.15, -r * 0.05, r * 0.32, r * 0.32);
    ctx.fillStyle = '#2a1a12';
    ctx.fill();
    ctx.fillStyle = '#ffd23f';
    ctx.font = `900 ${r * 0.4}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('!', -r * 0.15, r * 0.0);
    fuse(ctx, -r * 0.2, -r * 0.95, r, t);
  } else {
    ctx.fillStyle = art.mark ?? '#000';
    for (const [x, y] of [
      [-0.4, -0.3],
      [-0.1, -0.55],
      [-0.55, 0.1],
      [0.15, -0.25],
    ] as const) {
      ellipse(ctx, r * x, r * y, r * 0.07, r * 0.07);
      ctx.fill();
    }
  }
  eye(ctx, r * 0.55, -r * 0.25, r * 0.22);
  ctx.strokeStyle = '#7a3a12';
  ctx.lineWidth = r * 0.06;
  ctx.beginPath();
  ctx.arc(r * 0.88, r * 0.12, r * 0.09, -1, 1);
  ctx.stroke();
}

function fuse(ctx: Ctx, x: number, y: number, r: number, t: number) {
  ctx.strokeStyle = '#c9a77a';
  ctx.lineWidth = r * 0.08;
  ctx.beginPath();
  ctx.moveTo(x, y + r * 0.15);
  ctx.quadraticCurveTo(x - r * 0.3, y - r * 0.2, x - r * 0.1, y - r * 0.45);
  ctx.stroke();
  const flicker = 0.7 + Math.sin(t * 30) * 0.3;
  const spark = ctx.createRadialGradient(x - r * 0.1, y - r * 0.45, 0, x - r * 0.1, y - r * 0.45, r * 0.35 * flicker);
  spark.addColorStop(0, '#ffffff');
  spark.addColorStop(0.3, '#ffe45c');
  spark.addColorStop(1, 'rgb(255 80 0 / 0%)');
  ctx.fillStyle = spark;
  ellipse(ctx, x - r * 0.1, y - r * 0.45, r * 0.35, r * 0.35);
  ctx.fill();
}

function drawJelly(ctx: Ctx, L: number, t: number, art: FishArt, thunder: boolean) {
  const pulse = Math.sin(t * 3);
  const w = L * 0.42 * (1 + pulse * 0.08);
  const h = L * 0.36 * (1 - pulse * 0.06);
  const top = -L * 0.35;
  // Tentacles trail below the bell.
  ctx.lineCap = 'round';
  for (let i = 0; i < 7; i++) {
    const x = (i / 6 - 0.5) * w * 1.5;
    ctx.strokeStyle = i % 2 ? art.fin : art.belly;
    ctx.globalAlpha = 0.8;
    ctx.lineWidth = L * (i % 2 ? 0.02 : 0.03);
    ctx.beginPath();
    ctx.moveTo(x, top + h);
    for (let k = 1; k <= 6; k++) {
      const y = top + h + (k / 6) * L * 0.62;
      ctx.lineTo(x + Math.sin(t * 4 + k * 0.9 + i) * L * 0.05 * (k / 6 + 0.3), y);
    }
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.moveTo(-w, top + h);
  ctx.bezierCurveTo(-w, top - h * 0.3, w, top - h * 0.3, w, top + h);
  for (let i = 8; i >= 0; i--) {
    const x = -w + (i / 8) * 2 * w;
    ctx.quadraticCurveTo(x + w / 8, top + h * 1.25, x, top + h);
  }
  ctx.closePath();
  const bell = ctx.createRadialGradient(0, top + h * 0.2, w * 0.1, 0, top + h * 0.4, w * 1.1);
  bell.addColorStop(0, `${art.belly}f0`);
  bell.addColorStop(1, `${art.body}b0`);
  ctx.fillStyle = bell;
  ctx.fill();
  ellipse(ctx, -w * 0.35, top + h * 0.15, w * 0.25, h * 0.2, -0.4);
  ctx.fillStyle = 'rgb(255 255 255 / 45%)';
  ctx.fill();
  if (thunder) bolt(ctx, -w * 0.2, top + h * 0.2, w * 0.5, art.fin);
}

function bolt(ctx: Ctx, x: number, y: number, s: number, colour: string) {
  ctx.beginPath();
  ctx.moveTo(x + s * 0.2, y - s * 0.5);
  ctx.lineTo(x - s * 0.25, y + s * 0.1);
  ctx.lineTo(x + s * 0.05, y + s * 0.1);
  ctx.lineTo(x - s * 0.15, y + s * 0.65);
  ctx.lineTo(x + s * 0.35, y - s * 0.05);
  ctx.lineTo(x + s * 0.05, y - s * 0.05);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.shadowColor = colour;
  ctx.shadowBlur = s * 0.6;
  ctx.fill();
  ctx.shadowBlur = 0;
}

function drawSeahorse(ctx: Ctx, L: number, t: number, art: FishArt) {
  const s = L / 2;
  const bob = Math.sin(t * 2.5) * s * 0.05;
  ctx.translate(0, bob);
  // The spine from the neck down to the curled tail, beads shrinking along it.
  const spine: [number, number][] = [];
  for (let i = 0; i <= 24; i++) {
    const u = i / 24;
    const x = u < 0.6 ? s * (0.1 + Math.sin(u * Math.PI * 1.4) * 0.22) : s * (0.05 - (u - 0.6) * 0.4);
    const y = -s * 0.45 + u * s * 1.2;
    spine.push([x, y]);
  }
  const curl = spine.at(-1)!;
  ctx.strokeStyle = art.body;
  ctx.lineWidth = s * 0.1;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(curl[0] + s * 0.12, curl[1], s * 0.12, Math.PI, Math.PI * 2.6);
  ctx.stroke();
  spine.forEach(([x, y], i) => {
    const r = s * (0.22 - (i / 24) * 0.17);
    ellipse(ctx, x, y, r, r);
    ctx.fillStyle = vertical(ctx, y - r, y + r, art.body, art.belly);
    ctx.fill();
  });
  // Dorsal fin fluttering on the back.
  ctx.fillStyle = `${art.fin}cc`;
  ctx.beginPath();
  ctx.moveTo(-s * 0.06, -s * 0.1);
  ctx.quadraticCurveTo(-s * 0.35 + Math.sin(t * 12) * s * 0.05, s * 0.05, -s * 0.02, s * 0.25);
  ctx.fill();
  // Head and snout, crest on top.
  ellipse(ctx, s * 0.18, -s * 0.62, s * 0.2, s * 0.17, 0.3);
  ctx.fillStyle = art.body;
  ctx.fill();
  ctx.save();
  ctx.translate(s * 0.3, -s * 0.58);
  ctx.rotate(0.35);
  ctx.fillStyle = art.body;
  ctx.fillRect(0, -s * 0.05, s * 0.32, s * 0.1);
  ctx.restore();
  ctx.fillStyle = art.fin;
  ctx.beginPath();
  ctx.moveTo(s * 0.05, -s * 0.74);
  ctx.lineTo(s * 0.1, -s * 0.92);
  ctx.lineTo(s * 0.18, -s * 0.76);
  ctx.lineTo(s * 0.24, -s * 0.88);
  ctx.lineTo(s * 0.27, -s * 0.72);
  ctx.fill();
  eye(ctx, s * 0.22, -s * 0.66, s * 0.07);
}

function drawTurtle(ctx: Ctx, L: number, t: number, art: FishArt, dragon: boolean) {
  const paddle = Math.sin(t * 4);
  const shellW = L * 0.32;
  const shellH = L * 0.27;
  // Flippers (seen from above): the front pair long and sweeping, the back pair short.
  for (const side of [-1, 1]) {
    ctx.save();
    ctx.translate(L * 0.12, side * shellH * 0.75);
    ctx.rotate(side * (0.5 + paddle * 0.45));
    ellipse(ctx, -L * 0.08, side * L * 0.06, L * 0.17, L * 0.06, side * 0.3);
    ctx.fillStyle = art.fin;
    ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.translate(-L * 0.2, side * shellH * 0.7);
    ctx.rotate(side * (0.6 - paddle * 0.3));
    ellipse(ctx, -L * 0.04, side * L * 0.03, L * 0.08, L * 0.04);
    ctx.fillStyle = art.fin;
    ctx.fill();
    ctx.restore();
  }
  // Head, a dragon's with horns.
  ellipse(ctx, L * 0.38, Math.sin(t * 2) * L * 0.01, L * 0.12, L * 0.085);
  ctx.fillStyle = dragon ? art.body : art.fin;
  ctx.fill();
  if (dragon) {
    ctx.strokeStyle = art.belly;
    ctx.lineWidth = L * 0.02;
    ctx.lineCap = 'round';
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(L * 0.36, side * L * 0.05);
      ctx.quadraticCurveTo(L * 0.3, side * L * 0.14, L * 0.22, side * L * 0.15);
      ctx.stroke();
    }
  }
  for (const side of [-1, 1]) eye(ctx, L * 0.44, side * L * 0.045, L * 0.022);
  // The shell and its plates.
  ellipse(ctx, -L * 0.02, 0, shellW, shellH);
  const shell = ctx.createRadialGradient(-L * 0.06, -shellH * 0.3, L * 0.02, 0, 0, shellW);
  shell.addColorStop(0, art.belly);
  shell.addColorStop(0.55, art.body);
  shell.addColorStop(1, art.mark ?? art.body);
  ctx.fillStyle = shell;
  ctx.fill();
  ctx.lineWidth = L * 0.012;
  ctx.strokeStyle = dragon ? art.fin : 'rgb(0 0 0 / 30%)';
  ctx.stroke();
  const plate = (x: number, y: number, r: number) => {
    ctx.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + Math.PI / 6;
      ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.stroke();
  };
  ctx.strokeStyle = dragon ? art.belly : 'rgb(0 0 0 / 28%)';
  plate(-L * 0.02, 0, L * 0.08);
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2;
    plate(-L * 0.02 + Math.cos(a) * L * 0.16, Math.sin(a) * L * 0.13, L * 0.06);
  }
  if (dragon) {
    ctx.fillStyle = art.fin;
    for (let k = 0; k < 14; k++) {
      const a = (k / 14) * Math.PI * 2;
      const x = -L * 0.02 + Math.cos(a) * shellW;
      const y = Math.sin(a) * shellH;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(a + 0.25) * L * 0.02, y + Math.sin(a + 0.25) * L * 0.02);
      ctx.lineTo(x + Math.cos(a) * L * 0.06, y + Math.sin(a) * L * 0.06);
      ctx.lineTo(x + Math.cos(a - 0.25) * L * 0.02, y + Math.sin(a - 0.25) * L * 0.02);
      ctx.fill();
    }
  }
}

function drawOctopus(ctx: Ctx, L: number, t: number, art: FishArt, kraken: boolean) {
  // Eight arms trailing behind the head, each a wave of shrinking beads.
  for (let arm = 0; arm < 8; arm++) {
    const spread = (arm / 7 - 0.5) * L * 0.45;
    for (let k = 0; k < 14; k++) {
      const u = k / 13;
      const x = L * 0.02 - u * L * 0.55;
      const y = spread * (0.5 + u * 0.8) + Math.sin(t * 4 - u * 5 + arm) * L * 0.05 * u;
      const r = L * (0.05 - u * 0.038);
      ellipse(ctx, x, y, r, r);
      ctx.fillStyle = arm % 2 ? art.body : art.fin;
      ctx.fill();
      if (kraken && k % 3 === 1) {
        ellipse(ctx, x, y, r * 0.45, r * 0.45);
        ctx.fillStyle = art.belly;
        ctx.fill();
      }
    }
  }
  // The mantle.
  const pulse = 1 + Math.sin(t * 2.5) * 0.04;
  ellipse(ctx, L * 0.2, 0, L * 0.24 * pulse, L * 0.2 * pulse);
  const head = ctx.createRadialGradient(L * 0.26, -L * 0.08, L * 0.02, L * 0.2, 0, L * 0.26);
  head.addColorStop(0, art.belly);
  head.addColorStop(1, art.body);
  ctx.fillStyle = head;
  ctx.fill();
  ctx.fillStyle = `${art.mark ?? '#fff'}88`;
  for (const [x, y] of [
    [0.28, -0.1],
    [0.18, 0.1],
    [0.12, -0.05],
  ] as const) {
    ellipse(ctx, L * x, L * y, L * 0.025, L * 0.025);
    ctx.fill();
  }
  if (kraken) {
    for (const side of [-1, 1]) {
      ellipse(ctx, L * 0.32, side * L * 0.08, L * 0.045, L * 0.03);
      ctx.fillStyle = art.mark!;
      ctx.shadowColor = art.mark!;
      ctx.shadowBlur = L * 0.05;
      ctx.fill();
      ctx.shadowBlur = 0;
      ellipse(ctx, L * 0.33, side * L * 0.08, L * 0.008, L * 0.025);
      ctx.fillStyle = '#000';
      ctx.fill();
    }
  } else {
    for (const side of [-1, 1]) eye(ctx, L * 0.3, side * L * 0.08, L * 0.04);
  }
}

function drawOyster(ctx: Ctx, L: number, t: number, art: FishArt) {
  const w = L * 0.45;
  const open = 0.25 + (Math.sin(t * 1.5) + 1) * 0.2;
  const ridges = (top: boolean) => {
    ctx.strokeStyle = 'rgb(0 0 0 / 25%)';
    ctx.lineWidth = L * 0.012;
    for (let k = 1; k < 7; k++) {
      const a = Math.PI + (k / 7) * Math.PI;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(Math.cos(a) * w * 0.95, (top ? 1 : -1) * Math.sin(a) * w * 0.7);
      ctx.stroke();
    }
  };
  const half = (top: boolean) => {
    ctx.beginPath();
    ctx.moveTo(-w, 0);
    ctx.bezierCurveTo(-w, (top ? -1 : 1) * w * 0.9, w, (top ? -1 : 1) * w * 0.9, w, 0);
    ctx.closePath();
  };
  ctx.save();
  ctx.translate(0, L * 0.12);
  // The bottom shell, the pearl in its nacre, then the lid lifted.
  half(false);
  ctx.fillStyle = vertical(ctx, 0, w * 0.7, art.body, art.fin);
  ctx.fill();
  ridges(false);
  ellipse(ctx, 0, -w * 0.05, w * 0.8, w * 0.25);
  ctx.fillStyle = art.belly;
  ctx.fill();
  const pearl = ctx.createRadialGradient(-w * 0.06, -w * 0.2, w * 0.02, 0, -w * 0.12, w * 0.22);
  pearl.addColorStop(0, '#ffffff');
  pearl.addColorStop(0.6, '#f3e7ff');
  pearl.addColorStop(1, '#c9b6e6');
  ellipse(ctx, 0, -w * 0.13, w * 0.2, w * 0.2);
  ctx.fillStyle = pearl;
  ctx.shadowColor = '#fff';
  ctx.shadowBlur = w * 0.4;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.save();
  ctx.translate(w, 0);
  ctx.rotate(open);
  ctx.translate(-w, 0);
  half(true);
  ctx.fillStyle = vertical(ctx, -w * 0.7, 0, art.fin, art.body);
  ctx.fill();
  ridges(true);
  ctx.restore();
  ctx.restore();
}

function drawRay(ctx: Ctx, L: number, t: number, art: FishArt, manta: boolean) {
  const flap = Math.sin(t * (manta ? 2.2 : 3));
  const span = L * (manta ? 0.5 : 0.36) * (1 - Math.abs(flap) * 0.12);
  // The tail first, under the body.
  ctx.strokeStyle = art.fin;
  ctx.lineWidth = L * 0.02;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-L * 0.1, 0);
  ctx.quadraticCurveTo(
    -L * 0.35,
    Math.sin(t * 3) * L * 0.05,
    -L * (manta ? 0.5 : 0.62),
    Math.sin(t * 3 + 1) * L * 0.08,
  );
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(L * (manta ? 0.24 : 0.3), 0);
  ctx.bezierCurveTo(L * 0.2, -span * 0.5, L * 0.05, -span * 1.05, -L * 0.02, -span);
  ctx.quadraticCurveTo(-L * 0.08, -span * 0.4, -L * 0.16, 0);
  ctx.quadraticCurveTo(-L * 0.08, span * 0.4, -L * 0.02, span);
  ctx.bezierCurveTo(L * 0.05, span * 1.05, L * 0.2, span * 0.5, L * (manta ? 0.24 : 0.3), 0);
  ctx.closePath();
  const body = ctx.createRadialGradient(L * 0.05, 0, L * 0.02, 0, 0, span);
  body.addColorStop(0, art.fin);
  body.addColorStop(0.3, art.body);
  body.addColorStop(1, manta ? art.body : art.fin);
  ctx.fillStyle = body;
  ctx.fill();
  if (manta) {
    ctx.lineWidth = L * 0.02;
    ctx.strokeStyle = art.mark!;
    ctx.globalAlpha = 0.5;
    ctx.stroke();
    ctx.globalAlpha = 1;
    // The head fins curling forward.
    ctx.fillStyle = art.body;
    for (const side of [-1, 1]) {
      ellipse(ctx, L * 0.27, side * L * 0.07, L * 0.06, L * 0.025, side * 0.3);
      ctx.fill();
    }
    ctx.fillStyle = 'rgb(255 255 255 / 70%)';
    ellipse(ctx, L * 0.05, -L * 0.08, L * 0.06, L * 0.04);
    ctx.fill();
    ellipse(ctx, L * 0.05, L * 0.08, L * 0.06, L * 0.04);
    ctx.fill();
  } else {
    ctx.fillStyle = art.mark!;
    for (const [x, y] of [
      [0.05, -0.15],
      [0.05, 0.15],
      [-0.05, -0.25],
      [-0.05, 0.25],
      [0.12, 0],
      [-0.06, 0],
    ] as const) {
      ellipse(ctx, L * x, span * y * 2.2, L * 0.025, L * 0.025);
      ctx.fill();
    }
  }
  for (const side of [-1, 1]) eye(ctx, L * 0.17, side * L * 0.045, L * 0.018);
}

function sharkBody(ctx: Ctx, L: number, H: number) {
  ctx.beginPath();
  ctx.moveTo(L * 0.5, H * 0.05);
  ctx.bezierCurveTo(L * 0.42, -H * 0.55, L * 0.05, -H * 0.62, -L * 0.32, -H * 0.12);
  ctx.lineTo(-L * 0.36, -H * 0.05);
  ctx.lineTo(-L * 0.36, H * 0.08);
  ctx.lineTo(-L * 0.32, H * 0.14);
  ctx.bezierCurveTo(-L * 0.05, H * 0.55, L * 0.38, H * 0.5, L * 0.5, H * 0.05);
  ctx.closePath();
}

function drawShark(ctx: Ctx, L: number, t: number, art: FishArt, kind: 'shark' | 'hammerhead', id: string) {
  const H = L * 0.27;
  const swing = Math.sin(t * 6) * 0.18;
  // Crescent tail, the upper lobe the longer.
  ctx.save();
  ctx.translate(-L * 0.34, 0);
  ctx.rotate(swing);
  ctx.beginPath();
  ctx.moveTo(L * 0.02, -H * 0.05);
  ctx.quadraticCurveTo(-L * 0.06, -H * 0.5, -L * 0.16, -H * 1.05);
  ctx.quadraticCurveTo(-L * 0.1, -H * 0.2, -L * 0.1, 0);
  ctx.quadraticCurveTo(-L * 0.1, H * 0.3, -L * 0.12, H * 0.7);
  ctx.quadraticCurveTo(-L * 0.03, H * 0.3, L * 0.02, H * 0.1);
  ctx.fillStyle = art.fin;
  ctx.fill();
  ctx.restore();
  // Dorsal fin, pectoral fin below.
  ctx.fillStyle = art.fin;
  ctx.beginPath();
  ctx.moveTo(L * 0.12, -H * 0.45);
  ctx.quadraticCurveTo(L * 0.02, -H * 1.25, -L * 0.08, -H * 1.3);
  ctx.quadraticCurveTo(-L * 0.04, -H * 0.8, -L * 0.08, -H * 0.38);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(L * 0.18, H * 0.3);
  ctx.quadraticCurveTo(L * 0.05, H * 0.9, -L * 0.04, H * 1.0 + swing * H);
  ctx.quadraticCurveTo(L * 0.04, H * 0.5, L * 0.06, H * 0.3);
  ctx.fill();
  sharkBody(ctx, L, H);
  const body = ctx.createLinearGradient(0, -H / 2, 0, H / 2);
  body.addColorStop(0, art.body);
  body.addColorStop(0.55, art.body);
  body.addColorStop(0.62, art.belly);
  body.addColorStop(1, art.belly);
  ctx.fillStyle = body;
  ctx.fill();
  ctx.save();
  sharkBody(ctx, L, H);
  ctx.clip();
  drawPattern(ctx, L, H, art);
  ellipse(ctx, L * 0.08, -H * 0.3, L * 0.3, H * 0.08);
  ctx.fillStyle = 'rgb(255 255 255 / 18%)';
  ctx.fill();
  ctx.restore();
  // Gills.
  ctx.strokeStyle = 'rgb(0 0 0 / 35%)';
  ctx.lineWidth = L * 0.008;
  for (let k = 0; k < 4; k++) {
    ctx.beginPath();
    ctx.moveTo(L * (0.3 - k * 0.025), -H * 0.12);
    ctx.quadraticCurveTo(L * (0.28 - k * 0.025), H * 0.05, L * (0.3 - k * 0.025), H * 0.22);
    ctx.stroke();
  }
  if (kind === 'hammerhead') {
    ctx.save();
    ctx.translate(L * 0.47, 0);
    ellipse(ctx, 0, 0, L * 0.035, H * 0.75);
    ctx.fillStyle = art.body;
    ctx.fill();
    eye(ctx, L * 0.01, -H * 0.66, L * 0.014);
    eye(ctx, L * 0.01, H * 0.66, L * 0.014);
    ctx.restore();
  } else {
    eye(ctx, L * 0.38, -H * 0.1, L * 0.017, id === 'megalodon' ? '#ff2b2b' : '#111');
  }
  // The mouth; the megalodon shows its teeth.
  if (id === 'megalodon' || id === 'great-white-shark') {
    ctx.beginPath();
    ctx.moveTo(L * 0.46, H * 0.18);
    ctx.quadraticCurveTo(L * 0.36, H * 0.42, L * 0.28, H * 0.24);
    ctx.quadraticCurveTo(L * 0.38, H * 0.3, L * 0.46, H * 0.18);
    ctx.fillStyle = '#5a0f14';
    ctx.fill();
    ctx.fillStyle = '#fff';
    for (let k = 0; k < 5; k++) {
      const x = L * (0.44 - k * 0.03);
      ctx.beginPath();
      ctx.moveTo(x, H * 0.22);
      ctx.lineTo(x - L * 0.01, H * 0.3);
      ctx.lineTo(x - L * 0.02, H * 0.22);
      ctx.fill();
    }
  } else {
    ctx.strokeStyle = 'rgb(0 0 0 / 40%)';
    ctx.lineWidth = L * 0.008;
    ctx.beginPath();
    ctx.moveTo(L * 0.45, H * 0.2);
    ctx.quadraticCurveTo(L * 0.38, H * 0.3, L * 0.32, H * 0.22);
    ctx.stroke();
  }
  if (id === 'megalodon') {
    ctx.strokeStyle = 'rgb(255 255 255 / 35%)';
    ctx.lineWidth = L * 0.006;
    for (const [x, y] of [
      [0.1, -0.2],
      [0.0, -0.05],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(L * x, H * y);
      ctx.lineTo(L * (x - 0.06), H * (y + 0.25));
      ctx.stroke();
    }
  }
  if (art.crown) crown(ctx, L * 0.3, -H * 0.42, L * 0.13);
}

function drawWhale(ctx: Ctx, L: number, t: number, art: FishArt) {
  const H = L * 0.3;
  const swing = Math.sin(t * 2.4) * 0.16;
  // Flukes.
  ctx.save();
  ctx.translate(-L * 0.38, 0);
  ctx.rotate(swing);
  ctx.beginPath();
  ctx.moveTo(L * 0.02, 0);
  ctx.quadraticCurveTo(-L * 0.06, -H * 0.2, -L * 0.12, -H * 0.6);
  ctx.quadraticCurveTo(-L * 0.08, -H * 0.05, -L * 0.06, 0);
  ctx.quadraticCurveTo(-L * 0.08, H * 0.05, -L * 0.12, H * 0.6);
  ctx.quadraticCurveTo(-L * 0.06, H * 0.2, L * 0.02, 0);
  ctx.fillStyle = art.fin;
  ctx.fill();
  ctx.restore();
  const outline = () => {
    ctx.beginPath();
    ctx.moveTo(L * 0.5, H * 0.05);
    ctx.bezierCurveTo(L * 0.5, -H * 0.62, L * 0.0, -H * 0.55, -L * 0.38, -H * 0.06);
    ctx.lineTo(-L * 0.38, H * 0.06);
    ctx.bezierCurveTo(-L * 0.05, H * 0.6, L * 0.48, H * 0.62, L * 0.5, H * 0.05);
    ctx.closePath();
  };
  outline();
  ctx.fillStyle = vertical(ctx, -H / 2, H / 2, art.body, art.belly);
  ctx.fill();
  ctx.save();
  outline();
  ctx.clip();
  if (art.pattern === 'orca') {
    ctx.fillStyle = art.body;
    ctx.fillRect(-L, -H, L * 2, H * 1.2);
    ctx.fillStyle = art.belly;
    ellipse(ctx, L * 0.28, -H * 0.14, L * 0.07, H * 0.09, -0.2);
    ctx.fill();
    ellipse(ctx, L * 0.15, H * 0.42, L * 0.34, H * 0.28);
    ctx.fill();
    ellipse(ctx, -L * 0.12, -H * 0.35, L * 0.08, H * 0.06);
    ctx.fillStyle = 'rgb(200 205 215 / 60%)';
    ctx.fill();
  } else {
    // Throat grooves, and a whale's pale mottling.
    ctx.strokeStyle = 'rgb(0 0 0 / 18%)';
    ctx.lineWidth = L * 0.005;
    for (let k = 0; k < 5; k++) {
      ctx.beginPath();
      ctx.moveTo(L * 0.45, H * (0.15 + k * 0.06));
      ctx.lineTo(L * 0.05, H * (0.2 + k * 0.06));
      ctx.stroke();
    }
    drawPattern(ctx, L, H, { ...art, mark: `${art.mark ?? '#fff'}66` });
  }
  ellipse(ctx, L * 0.1, -H * 0.32, L * 0.3, H * 0.07);
  ctx.fillStyle = 'rgb(255 255 255 / 16%)';
  ctx.fill();
  ctx.restore();
  // Dorsal fin (the orca's tall), flipper, eye.
  ctx.fillStyle = art.fin;
  ctx.beginPath();
  if (art.pattern === 'orca') {
    ctx.moveTo(-L * 0.02, -H * 0.45);
    ctx.lineTo(-L * 0.1, -H * 1.15);
    ctx.quadraticCurveTo(-L * 0.12, -H * 0.7, -L * 0.16, -H * 0.38);
  } else {
    ctx.moveTo(-L * 0.16, -H * 0.32);
    ctx.lineTo(-L * 0.22, -H * 0.5);
    ctx.lineTo(-L * 0.24, -H * 0.26);
  }
  ctx.fill();
  ctx.save();
  ctx.translate(L * 0.18, H * 0.3);
  ctx.rotate(0.6 + Math.sin(t * 3) * 0.2);
  ellipse(ctx, -L * 0.06, 0, L * 0.08, H * 0.1);
  ctx.fillStyle = art.fin;
  ctx.fill();
  ctx.restore();
  eye(ctx, L * 0.33, -H * 0.0, L * 0.016);
  ctx.strokeStyle = 'rgb(0 0 0 / 40%)';
  ctx.lineWidth = L * 0.006;
  ctx.beginPath();
  ctx.moveTo(L * 0.49, H * 0.12);
  ctx.quadraticCurveTo(L * 0.35, H * 0.22, L * 0.24, H * 0.12);
  ctx.stroke();
  if (art.crown) crown(ctx, L * 0.25, -H * 0.48, L * 0.12);
}

function drawSword(ctx: Ctx, L: number, t: number, art: FishArt) {
  // The bill is a third of the length; the body and its sail the rest.
  ctx.save();
  ctx.translate(-L * 0.12, 0);
  const body = L * 0.72;
  // The sail.
  ctx.fillStyle = `${art.mark}cc`;
  ctx.beginPath();
  ctx.moveTo(body * 0.3, -body * 0.12);
  ctx.quadraticCurveTo(body * 0.1, -body * (0.5 + Math.sin(t * 3) * 0.02), -body * 0.2, -body * 0.12);
  ctx.fill();
  drawFishShape(ctx, body, t, { ...art, pattern: 'none' }, false);
  ctx.restore();
  ctx.fillStyle = art.fin;
  ctx.beginPath();
  ctx.moveTo(L * 0.2, -L * 0.03);
  ctx.lineTo(L * 0.5, 0);
  ctx.lineTo(L * 0.2, L * 0.02);
  ctx.fill();
}

/** A long body of beads following a wave: the eel, and the dragons under their scales, horns and mane. */
function drawSerpent(ctx: Ctx, L: number, t: number, art: FishArt, dragon: boolean, id: string) {
  const n = dragon ? 30 : 22;
  const thick = L * (dragon ? 0.075 : 0.06);
  const points: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1);
    points.push([L * (0.42 - u * 0.9), Math.sin(t * 4 - u * 6) * L * 0.06 * (0.3 + u)]);
  }
  const radius = (u: number) => thick * (u < 0.15 ? 0.9 + u : 1.05 - u * 0.85);
  const leafy = id === 'sea-dragon';
  // Dorsal ridge (the dragons' flames, the sea dragon's leaves), behind the body.
  if (dragon) {
    ctx.fillStyle = art.fin;
    for (let i = 3; i < n - 2; i += 2) {
      const [x, y] = points[i]!;
      const r = radius(i / (n - 1));
      ctx.beginPath();
      ctx.moveTo(x + r * 0.6, y - r * 0.7);
      ctx.quadraticCurveTo(x, y - r * (leafy ? 2.6 : 2.0), x - r * 0.9, y - r * (leafy ? 2.2 : 1.6));
      ctx.lineTo(x - r * 0.6, y - r * 0.6);
      ctx.fill();
      if (leafy && i % 4 === 1) {
        ctx.beginPath();
        ctx.moveTo(x, y + r * 0.6);
        ctx.quadraticCurveTo(x - r, y + r * 2.4, x - r * 1.4, y + r * 1.6);
        ctx.fill();
      }
    }
  }
  for (let i = n - 1; i >= 0; i--) {
    const u = i / (n - 1);
    const [x, y] = points[i]!;
    const r = radius(u);
    ellipse(ctx, x, y, r * 1.1, r);
    ctx.fillStyle = vertical(ctx, y - r, y + r, art.body, art.belly);
    ctx.fill();
    if (dragon && i % 2 === 0) {
      ctx.strokeStyle = `${art.mark}aa`;
      ctx.lineWidth = L * 0.004;
      ctx.beginPath();
      ctx.arc(x, y - r * 0.2, r * 0.55, -Math.PI * 0.2, Math.PI * 0.7);
      ctx.stroke();
    }
    if (!dragon && i % 3 === 0 && i > 2) {
      ctx.strokeStyle = art.mark ?? '#fff';
      ctx.lineWidth = L * 0.008;
      ctx.beginPath();
      ctx.moveTo(x + r * 0.4, y - r * 0.6);
      ctx.lineTo(x - r * 0.2, y);
      ctx.lineTo(x + r * 0.2, y + r * 0.1);
      ctx.lineTo(x - r * 0.4, y + r * 0.6);
      ctx.stroke();
    }
  }
  // Claws under a dragon.
  if (dragon && !leafy) {
    for (const at of [6, 18]) {
      const [x, y] = points[at]!;
      const r = radius(at / (n - 1));
      ctx.strokeStyle = art.body;
      ctx.lineWidth = r * 0.5;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x, y + r * 0.5);
      ctx.lineTo(x + r * 0.8, y + r * 1.8 + Math.sin(t * 5 + at) * r * 0.3);
      ctx.stroke();
      ctx.strokeStyle = art.fin;
      ctx.lineWidth = r * 0.2;
      for (const spread of [-0.4, 0, 0.4]) {
        ctx.beginPath();
        ctx.moveTo(x + r * 0.8, y + r * 1.8);
        ctx.lineTo(x + r * (1.2 + spread), y + r * 2.3);
        ctx.stroke();
      }
    }
  }
  // Head.
  const [hx, hy] = points[0]!;
  const hr = thick * (dragon ? 1.5 : 1.1);
  if (dragon && !leafy) {
    // Mane flowing back, whiskers trailing.
    ctx.fillStyle = art.fin;
    for (let k = 0; k < 5; k++) {
      ctx.beginPath();
      ctx.moveTo(hx - hr * 0.2, hy - hr * 0.3);
      ctx.quadraticCurveTo(
        hx - hr * 1.5,
        hy - hr * (1.6 - k * 0.4),
        hx - hr * (2.2 + k * 0.1),
        hy - hr * (0.6 - k * 0.5) + Math.sin(t * 6 + k) * hr * 0.15,
      );
      ctx.lineTo(hx - hr * 0.4, hy);
      ctx.fill();
    }
  }
  ellipse(ctx, hx + hr * 0.3, hy, hr * 1.25, hr * 0.85);
  ctx.fillStyle = vertical(ctx, hy - hr, hy + hr, art.body, art.belly);
  ctx.fill();
  ellipse(ctx, hx + hr * 1.25, hy + hr * 0.15, hr * 0.55, hr * 0.45);
  ctx.fill();
  if (dragon && !leafy) {
    ctx.strokeStyle = art.belly;
    ctx.lineCap = 'round';
    ctx.lineWidth = hr * 0.22;
    for (const side of [0, 1]) {
      ctx.beginPath();
      ctx.moveTo(hx + hr * (0.1 + side * 0.3), hy - hr * 0.6);
      ctx.quadraticCurveTo(hx - hr * 0.4, hy - hr * 1.6, hx - hr * (1 - side * 0.2), hy - hr * (1.9 - side * 0.3));
      ctx.stroke();
    }
    ctx.strokeStyle = art.fin;
    ctx.lineWidth = hr * 0.08;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(hx + hr * 1.5, hy + hr * 0.2);
      ctx.bezierCurveTo(
        hx + hr * 2.2,
        hy + side * hr * 1.2,
        hx + hr * 0.5,
        hy + side * hr * 1.8 + Math.sin(t * 3) * hr * 0.3,
        hx - hr * 0.4,
        hy + side * hr * 1.6,
      );
      ctx.stroke();
    }
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.moveTo(hx + hr * 1.55, hy + hr * 0.35);
    ctx.lineTo(hx + hr * 1.45, hy + hr * 0.6);
    ctx.lineTo(hx + hr * 1.35, hy + hr * 0.35);
    ctx.fill();
  }
  eye(ctx, hx + hr * 0.6, hy - hr * 0.3, hr * 0.3, dragon ? '#c0161b' : '#111');
}

function drawCrab(ctx: Ctx, L: number, t: number, art: FishArt, king: boolean, bomb: boolean) {
  const w = L * 0.3;
  const h = L * 0.2;
  ctx.lineCap = 'round';
  // Legs, three each side, scuttling.
  for (const side of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      const lift = Math.sin(t * 10 + k * 2 + (side > 0 ? 1 : 0)) * L * 0.02;
      const x0 = side * w * 0.75;
      const y0 = -h * 0.1 + k * h * 0.35;
      ctx.strokeStyle = art.fin;
      ctx.lineWidth = L * (king ? 0.04 : 0.032);
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x0 + side * L * 0.12, y0 - L * 0.06 + lift);
      ctx.lineTo(x0 + side * L * 0.2, y0 + L * 0.08 + lift);
      ctx.stroke();
    }
    // Claws raised forward.
    const snap = Math.sin(t * 4 + side) * 0.15;
    ctx.save();
    ctx.translate(side * w * 0.6, -h * 0.6);
    ctx.strokeStyle = art.fin;
    ctx.lineWidth = L * 0.04;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(side * L * 0.08, -L * 0.12);
    ctx.stroke();
    ctx.translate(side * L * 0.08, -L * 0.14);
    ellipse(ctx, 0, 0, L * 0.08, L * 0.06, side * 0.5);
    ctx.fillStyle = art.body;
    ctx.fill();
    ctx.fillStyle = art.fin;
    ctx.save();
    ctx.rotate(side * (0.3 + snap));
    ctx.beginPath();
    ctx.moveTo(-side * L * 0.02, -L * 0.03);
    ctx.lineTo(side * L * 0.02, -L * 0.12);
    ctx.lineTo(side * L * 0.05, -L * 0.03);
    ctx.fill();
    ctx.restore();
    ctx.restore();
  }
  ellipse(ctx, 0, 0, w, h);
  const shell = ctx.createRadialGradient(-w * 0.2, -h * 0.4, w * 0.05, 0, 0, w);
  shell.addColorStop(0, art.belly);
  shell.addColorStop(1, art.body);
  ctx.fillStyle = shell;
  ctx.fill();
  if (king) {
    ctx.fillStyle = art.fin;
    for (const [x, y] of [
      [-0.5, -0.2],
      [0.5, -0.2],
      [-0.2, 0.3],
      [0.2, 0.3],
      [0, -0.1],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(w * x - L * 0.015, h * y);
      ctx.lineTo(w * x, h * y - L * 0.04);
      ctx.lineTo(w * x + L * 0.015, h * y);
      ctx.fill();
    }
  }
  // Eyes on stalks.
  for (const side of [-1, 1]) {
    ctx.strokeStyle = art.fin;
    ctx.lineWidth = L * 0.015;
    ctx.beginPath();
    ctx.moveTo(side * w * 0.25, -h * 0.8);
    ctx.lineTo(side * w * 0.3, -h * 1.25);
    ctx.stroke();
    eye(ctx, side * w * 0.3, -h * 1.3, L * 0.03);
  }
  ctx.strokeStyle = 'rgb(0 0 0 / 45%)';
  ctx.lineWidth = L * 0.01;
  ctx.beginPath();
  ctx.arc(0, -h * 0.2, w * 0.25, 0.3, Math.PI - 0.3);
  ctx.stroke();
  if (bomb) {
    // The bomb strapped to its back.
    const r = L * 0.13;
    ellipse(ctx, 0, h * 0.15, r, r);
    const ball = ctx.createRadialGradient(-r * 0.3, h * 0.15 - r * 0.3, r * 0.1, 0, h * 0.15, r);
    ball.addColorStop(0, '#5a5a66');
    ball.addColorStop(1, '#111116');
    ctx.fillStyle = ball;
    ctx.fill();
    ctx.fillStyle = '#777';
    ctx.fillRect(-r * 0.25, h * 0.15 - r * 1.1, r * 0.5, r * 0.25);
    fuse(ctx, r * 0.1, h * 0.15 - r * 0.75, r, t);
  }
  if (king) crown(ctx, 0, -h * 0.55, L * 0.2);
}

function drawToad(ctx: Ctx, L: number, t: number, art: FishArt) {
  const r = L * 0.3;
  const breathe = 1 + Math.sin(t * 2) * 0.03;
  // Legs splayed, the back one for luck.
  ctx.fillStyle = art.fin;
  for (const [x, y, a] of [
    [-0.85, 0.55, -0.6],
    [0.85, 0.55, 0.6],
    [0, 0.95, 0],
  ] as const) {
    ellipse(ctx, r * x, r * y, r * 0.32, r * 0.18, a);
    ctx.fill();
  }
  ellipse(ctx, 0, 0, r * 1.05 * breathe, r * 0.85 * breathe);
  const body = ctx.createRadialGradient(-r * 0.35, -r * 0.35, r * 0.1, 0, 0, r * 1.1);
  body.addColorStop(0, '#fff7c2');
  body.addColorStop(0.45, art.body);
  body.addColorStop(1, art.fin);
  ctx.fillStyle = body;
  ctx.fill();
  // Warts like studs of gold.
  ctx.fillStyle = '#fff0a0';
  for (const [x, y] of [
    [-0.55, -0.25],
    [0.55, -0.25],
    [-0.35, 0.25],
    [0.35, 0.25],
    [0, -0.05],
  ] as const) {
    ellipse(ctx, r * x, r * y, r * 0.08, r * 0.08);
    ctx.fill();
  }
  for (const side of [-1, 1]) {
    ellipse(ctx, side * r * 0.45, -r * 0.72, r * 0.24, r * 0.22);
    ctx.fillStyle = art.body;
    ctx.fill();
    eye(ctx, side * r * 0.45, -r * 0.74, r * 0.16, art.mark);
  }
  // The coin in its mouth.
  const spin = Math.abs(Math.cos(t * 2));
  ellipse(ctx, 0, r * 0.5, r * 0.3 * (0.3 + spin * 0.7), r * 0.3);
  ctx.fillStyle = '#ffd23f';
  ctx.fill();
  ctx.strokeStyle = '#a86f00';
  ctx.lineWidth = r * 0.05;
  ctx.stroke();
  ctx.fillStyle = '#a86f00';
  ctx.fillRect(-r * 0.06 * spin, r * 0.44, r * 0.12 * spin, r * 0.12);
  crown(ctx, 0, -r * 0.95, r * 0.5);
}

function drawMermaid(ctx: Ctx, L: number, t: number, art: FishArt) {
  const swing = Math.sin(t * 3);
  // The tail, scaled and shimmering, its fluke waving.
  const tail = () => {
    ctx.beginPath();
    ctx.moveTo(L * 0.05, -L * 0.07);
    ctx.bezierCurveTo(-L * 0.1, -L * 0.08, -L * 0.25, -L * 0.02 + swing * L * 0.02, -L * 0.33, swing * L * 0.03);
    ctx.bezierCurveTo(-L * 0.25, L * 0.04 + swing * L * 0.02, -L * 0.1, L * 0.08, L * 0.05, L * 0.07);
    ctx.closePath();
  };
  ctx.save();
  ctx.translate(-L * 0.33, swing * L * 0.03);
  ctx.rotate(swing * 0.3);
  ctx.fillStyle = art.fin;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(-L * 0.08, -L * 0.1, -L * 0.16, -L * 0.12);
  ctx.quadraticCurveTo(-L * 0.1, 0, -L * 0.16, L * 0.12);
  ctx.quadraticCurveTo(-L * 0.08, L * 0.1, 0, 0);
  ctx.fill();
  ctx.restore();
  tail();
  ctx.fillStyle = vertical(ctx, -L * 0.08, L * 0.08, art.fin, art.body);
  ctx.fill();
  ctx.save();
  tail();
  ctx.clip();
  ctx.strokeStyle = 'rgb(255 255 255 / 35%)';
  ctx.lineWidth = L * 0.004;
  for (let x = -L * 0.3; x < L * 0.05; x += L * 0.03) {
    for (let y = -L * 0.08; y < L * 0.08; y += L * 0.03) {
      ctx.beginPath();
      ctx.arc(x, y, L * 0.015, -Math.PI / 2, Math.PI / 2);
      ctx.stroke();
    }
  }
  ctx.restore();
  // Hair streaming back over the torso.
  ctx.fillStyle = art.mark!;
  ctx.beginPath();
  ctx.moveTo(L * 0.34, -L * 0.06);
  ctx.bezierCurveTo(L * 0.2, -L * 0.16, L * 0.0, -L * 0.1 + swing * L * 0.02, -L * 0.12, -L * 0.12 + swing * L * 0.04);
  ctx.bezierCurveTo(L * 0.0, -L * 0.02, L * 0.15, -L * 0.02, L * 0.3, L * 0.02);
  ctx.fill();
  // Torso, arm reaching forward, shell top.
  ellipse(ctx, L * 0.14, 0, L * 0.12, L * 0.06);
  ctx.fillStyle = art.belly;
  ctx.fill();
  ctx.strokeStyle = art.belly;
  ctx.lineCap = 'round';
  ctx.lineWidth = L * 0.025;
  ctx.beginPath();
  ctx.moveTo(L * 0.2, L * 0.03);
  ctx.quadraticCurveTo(L * 0.3, L * 0.08 + swing * L * 0.02, L * 0.42, L * 0.05);
  ctx.stroke();
  for (const dx of [0.16, 0.22]) {
    ellipse(ctx, L * dx, L * 0.02, L * 0.025, L * 0.02);
    ctx.fillStyle = '#b0f0ff';
    ctx.fill();
  }
  ellipse(ctx, L * 0.32, -L * 0.03, L * 0.06, L * 0.055);
  ctx.fillStyle = art.belly;
  ctx.fill();
  ctx.fillStyle = art.mark!;
  ctx.beginPath();
  ctx.arc(L * 0.31, -L * 0.04, L * 0.062, Math.PI * 0.9, Math.PI * 2.05);
  ctx.fill();
  eye(ctx, L * 0.35, -L * 0.035, L * 0.012, '#1a6bd1');
  crown(ctx, L * 0.31, -L * 0.09, L * 0.08);
  // The trident.
  ctx.strokeStyle = '#ffd23f';
  ctx.lineWidth = L * 0.008;
  ctx.beginPath();
  ctx.moveTo(L * 0.28, L * 0.12);
  ctx.lineTo(L * 0.5, -L * 0.02);
  ctx.stroke();
  for (const spread of [-1, 0, 1]) {
    ctx.beginPath();
    ctx.moveTo(L * 0.47, -L * 0.0);
    ctx.lineTo(L * 0.52 + spread * L * 0.01, -L * 0.05 + spread * L * 0.025);
    ctx.stroke();
  }
}

/** Draws one fish in its own frame (see the top); the caller has translated, rotated and mirrored the context. */
export function drawFish(ctx: Ctx, speciesId: string, length: number, t: number) {
  const art = artOf(speciesId);
  ctx.save();
  switch (art.shape) {
    case 'fish':
      drawFishShape(ctx, length, t, art, false);
      break;
    case 'tall':
      drawFishShape(ctx, length, t, art, true);
      break;
    case 'lion':
      drawLion(ctx, length, t, art);
      break;
    case 'puffer':
      drawPuffer(ctx, length, t, art, speciesId === 'blast-puffer');
      break;
    case 'jelly':
      drawJelly(ctx, length, t, art, speciesId === 'thunder-jellyfish');
      break;
    case 'seahorse':
      drawSeahorse(ctx, length, t, art);
      break;
    case 'turtle':
      drawTurtle(ctx, length, t, art, speciesId === 'dragon-turtle');
      break;
    case 'octopus':
      drawOctopus(ctx, length, t, art, speciesId === 'kraken');
      break;
    case 'oyster':
      drawOyster(ctx, length, t, art);
      break;
    case 'ray':
      drawRay(ctx, length, t, art, false);
      break;
    case 'manta':
      drawRay(ctx, length, t, art, true);
      break;
    case 'shark':
    case 'hammerhead':
      drawShark(ctx, length, t, art, art.shape, speciesId);
      break;
    case 'whale':
      drawWhale(ctx, length, t, art);
      break;
    case 'sword':
      drawSword(ctx, length, t, art);
      break;
    case 'eel':
      drawSerpent(ctx, length, t, art, false, speciesId);
      break;
    case 'dragon':
      drawSerpent(ctx, length, t, art, true, speciesId);
      break;
    case 'crab':
      drawCrab(ctx, length, t, art, speciesId === 'king-crab', speciesId === 'bomb-crab');
      break;
    case 'toad':
      drawToad(ctx, length, t, art);
      break;
    case 'mermaid':
      drawMermaid(ctx, length, t, art);
      break;
  }
  ctx.restore();
}

/** The soft light behind a boss, a bomb or a chain fish (drawn before it, in the same frame). */
export function drawAura(ctx: Ctx, speciesId: string, length: number, t: number) {
  const { glow } = artOf(speciesId);
  if (!glow) return;
  const r = length * 0.55 * (1 + Math.sin(t * 4) * 0.06);
  const light = ctx.createRadialGradient(0, 0, r * 0.2, 0, 0, r);
  light.addColorStop(0, `${glow}55`);
  light.addColorStop(1, `${glow}00`);
  ctx.fillStyle = light;
  ellipse(ctx, 0, 0, r, r * 0.75);
  ctx.fill();
}
