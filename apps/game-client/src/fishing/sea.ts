import type { FishingFrame, FishingShot } from '@portal/contracts';
import type { FishSpecies } from '@portal/house-games';
import { drawLightRays, paintBackdrop, type SeaTheme } from './backdrop';
import { artOf, drawAura, drawFish } from './fish-art';

/**
 * The sea: one requestAnimationFrame loop that swims the fish, flies the bullets and draws it all on the canvas.
 * Nothing here is React state: the screen talks to it through its methods, and it talks back through its hooks
 * (a shot to send, the balance too short, a boss's name). It decides only which fish a bullet touched; whether
 * that fish is caught, and what it pays, is the game server's answer (`answer`).
 *
 * The stage is in world units: 1280 x 720 in landscape (the species' sizes and speeds are on that reference), and
 * 720 wide by as tall as the screen in portrait, where the fish swim across a taller sea.
 */

type ShotAnswer = Extract<FishingFrame, { type: 'shot' }>;

export interface SeaHooks {
  /** Sends one shot; false when the socket is not open (the shot is dropped, nothing is staked). */
  send(shot: FishingShot): boolean;
  money(minor: bigint): string;
  /** The balance does not cover the cannon's stake (with the shots still out): say so. */
  short(): void;
  /** A fish's name, for the bosses' labels. */
  name(speciesId: string): string;
}

export interface SeaOptions {
  species: readonly FishSpecies[];
  theme: SeaTheme;
  /** The stake of each cannon level, minor units. */
  stakes: readonly bigint[];
  shotsPerSecond: number;
  reducedMotion: boolean;
  hooks: SeaHooks;
}

interface Path {
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  length: number;
  amplitude: number;
  waves: number;
  phase: number;
  /** A school's fish keep to lanes beside the path. */
  lane: number;
}

type FishState = 'swim' | 'caught' | 'swept';

interface Fish {
  uid: number;
  species: FishSpecies;
  size: number;
  path: Path;
  travelled: number;
  x: number;
  y: number;
  angle: number;
  t: number;
  state: FishState;
  /** Seconds since caught or swept; a chained fish waits (negative) for its lightning. */
  out: number;
  /** Where a blast throws it. */
  vx: number;
  vy: number;
  /** A hit's flash, seconds left. */
  flash: number;
}

interface Bullet {
  x: number;
  y: number;
  vx: number;
  vy: number;
  level: number;
  bounces: number;
  life: number;
}

interface Shot {
  fishUid: number;
  species: string;
  level: number;
  stake: bigint;
  x: number;
  y: number;
  at: number;
}

interface Coin {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  spin: number;
}

type Effect =
  | { kind: 'net'; x: number; y: number; age: number; level: number }
  | { kind: 'text'; x: number; y: number; age: number; text: string; big: boolean; sub: string | null }
  | { kind: 'blast'; x: number; y: number; age: number; radius: number }
  | { kind: 'bolts'; from: Fish; to: Fish[]; age: number; seed: number };

interface Bubble {
  x: number;
  y: number;
  r: number;
  speed: number;
}

const LEVEL_COLOURS = ['#cbd5e1', '#60a5fa', '#34d399', '#facc15', '#fb923c', '#f43f5e', '#c084fc', '#f0abfc'];
const levelColour = (level: number) => LEVEL_COLOURS[Math.min(level, LEVEL_COLOURS.length - 1)]!;

const BULLET_SPEED = 1100;
const BULLET_RADIUS = 9;
const MAX_BULLETS = 24;
const AIM_MIN = -Math.PI + 0.1;
const AIM_MAX = -0.1;

/** Round shapes are one circle; long ones three along the body. */
const ROUND = new Set(['puffer', 'jelly', 'seahorse', 'turtle', 'octopus', 'oyster', 'ray', 'manta', 'crab', 'toad']);

const tierOf = (species: FishSpecies, multiplier: number) =>
  Math.max(0, species.table?.findIndex(([value]) => value === multiplier) ?? 0);

export class Sea {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly backdrop = document.createElement('canvas');
  private readonly options: SeaOptions;
  private width = 1280;
  private height = 720;
  /** Device pixels a world unit. */
  private k = 1;
  private sizeScale = 1;
  private portrait = false;
  /** No fish swim before the sea knows its size. */
  private sized = false;
  private fish: Fish[] = [];
  private bullets: Bullet[] = [];
  private coins: Coin[] = [];
  private effects: Effect[] = [];
  private bubbles: Bubble[] = [];
  private nextUid = 1;
  private nextShotId = 1;
  private readonly pending = new Map<number, Shot>();
  private queue: Shot[] = [];
  private sent: number[] = [];
  private clock = 0;
  private raf = 0;
  private running = false;
  private last = 0;
  private spawnIn = 0;
  private shake = 0;
  private recoil = 0;
  private lastFire = -1e9;
  private lastShort = -1e9;
  private aim = -Math.PI / 2;
  private pointer: { x: number; y: number } | null = null;
  private holding = false;
  private guide = 0;
  private level = 0;
  private auto = false;
  private armed = false;
  private balance: bigint | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    options: SeaOptions,
  ) {
    this.ctx = canvas.getContext('2d')!;
    this.options = options;
    canvas.addEventListener('pointerdown', this.onDown);
    canvas.addEventListener('pointermove', this.onMove);
    canvas.addEventListener('pointerup', this.onUp);
    canvas.addEventListener('pointercancel', this.onUp);
    canvas.addEventListener('lostpointercapture', this.onUp);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  /** Fits the sea to a canvas of `cssWidth` x `cssHeight` CSS pixels: portrait when taller than wide. */
  resize(cssWidth: number, cssHeight: number, dpr: number) {
    const portrait = cssHeight > cssWidth;
    const width = portrait ? 720 : 1280;
    const height = Math.round((width * cssHeight) / Math.max(cssWidth, 1));
    const ratio = Math.min(dpr, 2);
    this.canvas.width = Math.max(1, Math.round(cssWidth * ratio));
    this.canvas.height = Math.max(1, Math.round(cssHeight * ratio));
    this.k = this.canvas.width / width;
    const changed = !this.sized || width !== this.width || Math.abs(height - this.height) > 2;
    this.sized = true;
    this.width = width;
    this.height = height;
    this.portrait = portrait;
    this.sizeScale = portrait ? 0.92 : 1;
    paintBackdrop(this.backdrop, this.options.theme, width, height, this.k);
    if (changed) this.populate();
    this.draw();
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.last = performance.now();
    if (document.visibilityState !== 'hidden') this.raf = requestAnimationFrame(this.frame);
  }

  destroy() {
    this.running = false;
    cancelAnimationFrame(this.raf);
    this.canvas.removeEventListener('pointerdown', this.onDown);
    this.canvas.removeEventListener('pointermove', this.onMove);
    this.canvas.removeEventListener('pointerup', this.onUp);
    this.canvas.removeEventListener('pointercancel', this.onUp);
    this.canvas.removeEventListener('lostpointercapture', this.onUp);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  setLevel(level: number) {
    this.level = level;
  }
  setAuto(on: boolean) {
    this.auto = on;
  }
  /** Firing is open: the socket is up and no dialog covers the sea. */
  setArmed(armed: boolean) {
    this.armed = armed;
    if (!armed) this.holding = false;
  }
  setBalance(balance: bigint | null) {
    this.balance = balance;
  }

  /** Turns the cannon by `delta` radians (the arrow keys). */
  aimBy(delta: number) {
    this.aim = Math.min(AIM_MAX, Math.max(AIM_MIN, this.aim + delta));
    this.pointer = null;
    this.guide = 1.2;
  }
  /** Fires along the current aim (the space bar). */
  fireAtAim() {
    this.guide = 1.2;
    this.tryFire();
  }

  /** The server's decision on a shot: a caught fish plays its catch and shows the win; a missed one swims on. */
  answer(frame: ShotAnswer) {
    const shot = this.pending.get(frame.id);
    this.pending.delete(frame.id);
    if (!frame.caught) return;
    const fish = shot ? this.fish.find((candidate) => candidate.uid === shot.fishUid) : undefined;
    const species = fish?.species ?? this.options.species.find((candidate) => candidate.id === frame.fish);
    const x = fish?.x ?? shot?.x ?? this.width / 2;
    const y = fish?.y ?? shot?.y ?? this.height / 2;
    const win = BigInt(frame.win);
    if (fish && fish.state === 'swim') {
      fish.state = 'caught';
      fish.out = 0;
    }
    const kind = species?.kind ?? 'normal';
    const tier = species ? tierOf(species, frame.multiplier) : 0;
    if (kind === 'bomb') this.blast(x, y, 170 + tier * 45, fish);
    if (kind === 'chain' && fish) this.chain(fish, 2 + Math.min(tier, 3));
    if ((kind === 'boss' || kind === 'bomb') && !this.options.reducedMotion) this.shake = kind === 'boss' ? 0.6 : 0.4;
    this.burst(x, y, frame.multiplier, kind === 'boss');
    this.effects.push({
      kind: 'text',
      x,
      y: y - 10,
      age: 0,
      text: `+${this.options.hooks.money(win)}`,
      big: kind !== 'normal' || frame.multiplier >= 20,
      sub:
        kind === 'normal'
          ? `×${frame.multiplier}`
          : `${species ? this.options.hooks.name(species.id) : ''} ×${frame.multiplier}`,
    });
  }

  /** A shot the server refused or the wallet voided: it is simply gone. */
  forget(ids: readonly number[]) {
    for (const id of ids) this.pending.delete(id);
  }

  /** The socket dropped: the shots out will not be answered on this connection. */
  dropPending() {
    this.pending.clear();
    this.queue = [];
  }

  // ---- input ----

  private toWorld(event: PointerEvent) {
    const rect = this.canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / Math.max(rect.width, 1)) * this.width,
      y: ((event.clientY - rect.top) / Math.max(rect.height, 1)) * this.height,
    };
  }

  private readonly onDown = (event: PointerEvent) => {
    if (event.button > 0) return;
    event.preventDefault();
    this.canvas.setPointerCapture?.(event.pointerId);
    this.pointer = this.toWorld(event);
    this.holding = true;
    this.aimAt(this.pointer);
    this.tryFire();
  };
  private readonly onMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' && !this.holding) return;
    this.pointer = this.toWorld(event);
    this.aimAt(this.pointer);
  };
  private readonly onUp = () => {
    this.holding = false;
  };
  private readonly onVisibility = () => {
    if (!this.running) return;
    if (document.visibilityState === 'hidden') {
      cancelAnimationFrame(this.raf);
      this.raf = 0;
      this.holding = false;
    } else if (this.raf === 0) {
      this.last = performance.now();
      this.raf = requestAnimationFrame(this.frame);
    }
  };

  private pivot() {
    return { x: this.width / 2, y: this.height - (this.portrait ? 112 : 76) };
  }

  private aimAt(point: { x: number; y: number }) {
    const { x, y } = this.pivot();
    const angle = Math.atan2(point.y - y, point.x - x);
    this.aim = angle > 0 ? (angle > Math.PI / 2 ? AIM_MIN : AIM_MAX) : Math.min(AIM_MAX, Math.max(AIM_MIN, angle));
  }

  /** The stake still out: bullets flying, shots queued and shots waiting for their answer. */
  private committed(): bigint {
    let sum = 0n;
    for (const bullet of this.bullets) sum += this.options.stakes[bullet.level] ?? 0n;
    for (const shot of this.queue) sum += shot.stake;
    for (const shot of this.pending.values()) sum += shot.stake;
    return sum;
  }

  private tryFire(): boolean {
    if (!this.armed) return false;
    const now = performance.now();
    if (now - this.lastFire < 1000 / this.options.shotsPerSecond + 5) return false;
    if (this.bullets.length >= MAX_BULLETS) return false;
    const stake = this.options.stakes[this.level];
    if (stake === undefined) return false;
    if (this.balance !== null && this.balance - this.committed() < stake) {
      // Bullets still out may come back unspent: only a sea with nothing out is truly short.
      if (
        this.bullets.length === 0 &&
        this.queue.length === 0 &&
        this.pending.size === 0 &&
        now - this.lastShort > 1500
      ) {
        this.lastShort = now;
        this.options.hooks.short();
      }
      return false;
    }
    this.lastFire = now;
    const { x, y } = this.pivot();
    const dx = Math.cos(this.aim);
    const dy = Math.sin(this.aim);
    const barrel = 84 + this.level * 4;
    this.bullets.push({
      x: x + dx * barrel,
      y: y + dy * barrel,
      vx: dx * BULLET_SPEED,
      vy: dy * BULLET_SPEED,
      level: this.level,
      bounces: 0,
      life: 0,
    });
    this.recoil = 1;
    return true;
  }

  // ---- the sea ----

  private target() {
    const area = (this.width * this.height) / (1280 * 720);
    return Math.round(Math.min(26, Math.max(14, 19 * area)));
  }

  private populate() {
    this.fish = [];
    this.bullets = [];
    const count = this.target();
    for (let i = 0; i < count; i++) this.spawn(0.1 + Math.random() * 0.75);
    this.bubbles = Array.from({ length: this.options.reducedMotion ? 10 : 26 }, () => ({
      x: Math.random() * this.width,
      y: Math.random() * this.height,
      r: 2 + Math.random() * 5,
      speed: 20 + Math.random() * 50,
    }));
  }

  private pick(): FishSpecies | null {
    const swimming = this.fish.filter((fish) => fish.state === 'swim');
    const bosses = swimming.filter((fish) => fish.species.kind === 'boss').length;
    const specials = swimming.filter((fish) => fish.species.kind === 'bomb' || fish.species.kind === 'chain').length;
    const open = this.options.species.filter(
      (species) =>
        (species.kind !== 'boss' || bosses === 0) &&
        ((species.kind !== 'bomb' && species.kind !== 'chain') || specials < 2),
    );
    const total = open.reduce((sum, species) => sum + species.spawnWeight, 0);
    let draw = Math.random() * total;
    for (const species of open) {
      draw -= species.spawnWeight;
      if (draw < 0) return species;
    }
    return open.at(-1) ?? null;
  }

  /** Sends a fish (or a small school) across; `progress` starts it part-way, for the sea's first fill. */
  private spawn(progress = 0) {
    const species = this.pick();
    if (!species) return;
    const size = species.size * this.sizeScale;
    const fromLeft = Math.random() < 0.5;
    const margin = size * 0.7 + 20;
    const top = 40 + size * 0.35;
    const bottom = Math.max(top + 10, this.height - 200 - size * 0.3);
    const y0 = top + Math.random() * (bottom - top);
    const y1 = Math.min(bottom, Math.max(top, y0 + (Math.random() - 0.5) * this.height * 0.5));
    const x0 = fromLeft ? -margin : this.width + margin;
    const x1 = fromLeft ? this.width + margin : -margin;
    const length = Math.hypot(x1 - x0, y1 - y0);
    const base: Path = {
      x0,
      y0,
      dx: (x1 - x0) / length,
      dy: (y1 - y0) / length,
      length,
      amplitude: Math.random() * Math.min(60, this.height * 0.06),
      waves: 0.5 + Math.random(),
      phase: Math.random() * Math.PI * 2,
      lane: 0,
    };
    const small = species.kind === 'normal' && (species.multiplier ?? 0) <= 3;
    const school = small && Math.random() < 0.35 ? 3 + Math.floor(Math.random() * 3) : 1;
    for (let i = 0; i < school; i++) {
      const fish: Fish = {
        uid: this.nextUid++,
        species,
        size,
        path: { ...base, lane: i === 0 ? 0 : (i % 2 ? 1 : -1) * Math.ceil(i / 2) * size * 0.9 },
        travelled: progress * length - i * size * 1.1,
        x: x0,
        y: y0,
        angle: 0,
        t: Math.random() * 10,
        state: 'swim',
        out: 0,
        vx: 0,
        vy: 0,
        flash: 0,
      };
      this.place(fish);
      this.fish.push(fish);
    }
  }

  private pointOn(path: Path, travelled: number) {
    const u = travelled / path.length;
    const wave = path.amplitude * Math.sin(u * Math.PI * 2 * path.waves + path.phase) + path.lane;
    return {
      x: path.x0 + path.dx * travelled - path.dy * wave,
      y: path.y0 + path.dy * travelled + path.dx * wave,
    };
  }

  private place(fish: Fish) {
    const here = this.pointOn(fish.path, fish.travelled);
    const ahead = this.pointOn(fish.path, fish.travelled + 4);
    fish.x = here.x;
    fish.y = here.y;
    fish.angle = Math.atan2(ahead.y - here.y, ahead.x - here.x);
  }

  private blast(x: number, y: number, radius: number, source: Fish | undefined) {
    this.effects.push({ kind: 'blast', x, y, age: 0, radius });
    for (const fish of this.fish) {
      if (fish === source || fish.state !== 'swim' || fish.species.kind === 'boss') continue;
      const distance = Math.hypot(fish.x - x, fish.y - y);
      if (distance > radius) continue;
      fish.state = 'swept';
      fish.out = 0;
      const push = (radius - distance + 60) * 2.2;
      fish.vx = ((fish.x - x) / (distance || 1)) * push;
      fish.vy = ((fish.y - y) / (distance || 1)) * push;
    }
  }

  /** Links `count` fish of one small species to the chain fish (the show only: they pay nothing of their own). */
  private chain(source: Fish, count: number) {
    const bySpecies = new Map<string, Fish[]>();
    for (const fish of this.fish) {
      if (fish === source || fish.state !== 'swim' || fish.species.kind !== 'normal') continue;
      if ((fish.species.multiplier ?? 99) > 6) continue;
      bySpecies.set(fish.species.id, [...(bySpecies.get(fish.species.id) ?? []), fish]);
    }
    let best: Fish[] = [];
    for (const group of bySpecies.values()) {
      if (group.length > best.length) best = group;
    }
    const linked = best
      .sort((a, b) => Math.hypot(a.x - source.x, a.y - source.y) - Math.hypot(b.x - source.x, b.y - source.y))
      .slice(0, count);
    for (const fish of linked) {
      fish.state = 'caught';
      fish.out = -0.35;
    }
    if (linked.length > 0) this.effects.push({ kind: 'bolts', from: source, to: linked, age: 0, seed: Math.random() });
  }

  private burst(x: number, y: number, multiplier: number, boss: boolean) {
    const count = this.options.reducedMotion ? 5 : Math.min(boss ? 48 : 28, 6 + Math.round(multiplier / 2));
    for (let i = 0; i < count; i++) {
      const angle = this.options.reducedMotion ? (i / count) * Math.PI * 2 : Math.random() * Math.PI * 2;
      const speed = this.options.reducedMotion ? 40 : 180 + Math.random() * (boss ? 420 : 260);
      this.coins.push({
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - (this.options.reducedMotion ? 0 : 200),
        life: 0,
        spin: Math.random() * 6,
      });
    }
  }

  private readonly frame = (now: number) => {
    if (!this.running) return;
    const dt = Math.min(0.05, Math.max(0, (now - this.last) / 1000));
    this.last = now;
    if (this.sized) {
      this.update(dt, now);
      this.draw();
    }
    this.raf = requestAnimationFrame(this.frame);
  };

  private update(dt: number, now: number) {
    this.clock += dt;
    const reduced = this.options.reducedMotion;
    const pace = reduced ? 0.6 : 1;
    this.recoil = Math.max(0, this.recoil - dt * 6);
    this.shake = Math.max(0, this.shake - dt);
    this.guide = Math.max(0, this.guide - dt);

    if (this.armed && (this.auto || this.holding)) {
      if (this.holding && this.pointer) this.aimAt(this.pointer);
      this.tryFire();
    }

    // Fish.
    for (const fish of this.fish) {
      fish.t += dt * pace;
      fish.flash = Math.max(0, fish.flash - dt);
      if (fish.state === 'swim') {
        fish.travelled += fish.species.speed * this.sizeScale * pace * dt;
        this.place(fish);
      } else {
        fish.out += dt;
        if (fish.state === 'swept') {
          fish.x += fish.vx * dt;
          fish.y += fish.vy * dt;
          fish.vx *= 0.94;
          fish.vy *= 0.94;
        }
      }
    }
    this.fish = this.fish.filter((fish) =>
      fish.state === 'swim' ? fish.travelled < fish.path.length + fish.size : fish.out < (reduced ? 0.7 : 1.1),
    );
    this.spawnIn -= dt;
    if (this.spawnIn <= 0 && this.fish.filter((fish) => fish.state === 'swim').length < this.target()) {
      this.spawn();
      this.spawnIn = 0.25 + Math.random() * 0.6;
    }

    // Bullets, in small steps so a fast bullet cannot pass through a small fish.
    const kept: Bullet[] = [];
    for (const bullet of this.bullets) {
      bullet.life += dt;
      const steps = Math.max(1, Math.ceil((BULLET_SPEED * dt) / 8));
      let alive = bullet.life < 4;
      for (let step = 0; step < steps && alive; step++) {
        bullet.x += (bullet.vx * dt) / steps;
        bullet.y += (bullet.vy * dt) / steps;
        if (bullet.x < 0 || bullet.x > this.width) {
          bullet.vx = -bullet.vx;
          bullet.x = Math.min(this.width, Math.max(0, bullet.x));
          bullet.bounces++;
        }
        if (bullet.y < 0) {
          bullet.vy = -bullet.vy;
          bullet.y = 0;
          bullet.bounces++;
        }
        if (bullet.bounces > 3 || bullet.y > this.height + 20) alive = false;
        const hit = alive ? this.touched(bullet) : null;
        if (hit) {
          alive = false;
          this.hit(bullet, hit);
        }
      }
      if (alive) kept.push(bullet);
    }
    this.bullets = kept;
    this.flush(now);

    // Coins fly and fall; effects age.
    for (const coin of this.coins) {
      coin.life += dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      if (!reduced) coin.vy += 900 * dt;
      coin.spin += dt * 10;
    }
    this.coins = this.coins.filter((coin) => coin.life < (reduced ? 0.8 : 1.2));
    for (const effect of this.effects) effect.age += dt;
    this.effects = this.effects.filter(
      (effect) => effect.age < (effect.kind === 'text' ? (effect.big ? 2.2 : 1.4) : 0.8),
    );
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.speed * pace * dt;
      bubble.x += Math.sin(this.clock * 2 + bubble.r) * 8 * dt;
      if (bubble.y < -10) {
        bubble.y = this.height + 10;
        bubble.x = Math.random() * this.width;
      }
    }
  }

  /** The swimming fish the bullet touches, nearest first: a circle, or three along a long body. */
  private touched(bullet: Bullet): Fish | null {
    let best: Fish | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const fish of this.fish) {
      if (fish.state !== 'swim') continue;
      const reach = fish.size * 0.6 + BULLET_RADIUS;
      if (Math.abs(fish.x - bullet.x) > reach || Math.abs(fish.y - bullet.y) > reach) continue;
      const round = ROUND.has(artOf(fish.species.id).shape);
      const centres = round ? [0] : [-0.28, 0, 0.28];
      const radius = (round ? 0.42 : 0.2) * fish.size + BULLET_RADIUS;
      for (const along of centres) {
        const cx = fish.x + Math.cos(fish.angle) * along * fish.size;
        const cy = fish.y + Math.sin(fish.angle) * along * fish.size;
        const distance = Math.hypot(cx - bullet.x, cy - bullet.y);
        if (distance < radius && distance < bestDistance) {
          best = fish;
          bestDistance = distance;
        }
      }
    }
    return best;
  }

  private hit(bullet: Bullet, fish: Fish) {
    fish.flash = 0.15;
    this.effects.push({ kind: 'net', x: bullet.x, y: bullet.y, age: 0, level: bullet.level });
    const stake = this.options.stakes[bullet.level];
    if (stake === undefined) return;
    this.queue.push({
      fishUid: fish.uid,
      species: fish.species.id,
      level: bullet.level,
      stake,
      x: fish.x,
      y: fish.y,
      at: performance.now(),
    });
  }

  /** Sends the queued shots, never more than the server's shots a second (a little under, for the clocks' drift). */
  private flush(now: number) {
    const window = 1100;
    this.sent = this.sent.filter((at) => now - at < window);
    // A shot queued too long is for a fish gone by: dropped, nothing staked.
    this.queue = this.queue.filter((shot) => now - shot.at < 1500);
    while (this.queue.length > 0 && this.sent.length < this.options.shotsPerSecond) {
      const shot = this.queue.shift()!;
      const id = this.nextShotId;
      this.nextShotId = this.nextShotId >= 2 ** 31 ? 1 : this.nextShotId + 1;
      if (!this.options.hooks.send({ type: 'shot', id, fish: shot.species, cannon: shot.level })) {
        this.queue = [];
        return;
      }
      this.sent.push(now);
      this.pending.set(id, shot);
    }
  }

  // ---- drawing ----

  private draw() {
    const { ctx, width, height } = this;
    const t = this.clock;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.backdrop, 0, 0, this.canvas.width, this.canvas.height);
    const jolt = this.shake > 0 ? this.shake * 14 : 0;
    ctx.setTransform(
      this.k,
      0,
      0,
      this.k,
      (Math.random() - 0.5) * jolt * this.k,
      (Math.random() - 0.5) * jolt * this.k,
    );
    drawLightRays(ctx, this.options.theme, width, height, this.options.reducedMotion ? 0 : t);
    ctx.fillStyle = `${this.options.theme.light}40`;
    for (const bubble of this.bubbles) {
      ctx.beginPath();
      ctx.arc(bubble.x, bubble.y, bubble.r, 0, Math.PI * 2);
      ctx.fill();
    }

    for (const effect of this.effects) if (effect.kind === 'blast') this.drawBlast(effect);
    const order = [...this.fish].sort((a, b) => b.size - a.size);
    for (const fish of order) this.drawOne(fish);
    for (const effect of this.effects) if (effect.kind === 'bolts') this.drawBolts(effect);
    for (const bullet of this.bullets) this.drawBullet(bullet);
    for (const effect of this.effects) if (effect.kind === 'net') this.drawNet(effect);
    this.drawCannon();
    for (const coin of this.coins) this.drawCoin(coin);
    for (const effect of this.effects) if (effect.kind === 'text') this.drawText(effect);
    for (const fish of order) {
      if (fish.species.kind === 'boss' && fish.state === 'swim') this.drawLabel(fish);
    }
  }

  private drawOne(fish: Fish) {
    const { ctx } = this;
    const art = artOf(fish.species.id);
    const reduced = this.options.reducedMotion;
    ctx.save();
    ctx.translate(fish.x, fish.y);
    let alpha = 1;
    let scale = 1;
    if (fish.state !== 'swim') {
      const out = Math.max(0, fish.out);
      const end = reduced ? 0.7 : 1.1;
      alpha = Math.max(0, Math.min(1, (end - out) / 0.35));
      if (!reduced && fish.out >= 0) {
        ctx.rotate(fish.state === 'swept' ? out * 9 : Math.sin(out * 28) * 0.35);
        scale = fish.state === 'caught' ? 1 + Math.min(out, 0.3) - Math.max(0, out - 0.6) : 1;
      }
    }
    ctx.globalAlpha = alpha;
    const facing = Math.cos(fish.angle) < 0 ? -1 : 1;
    if (art.upright) {
      ctx.scale(facing * scale, scale);
    } else {
      ctx.rotate(fish.angle);
      ctx.scale(scale, facing * scale);
    }
    drawAura(ctx, fish.species.id, fish.size, fish.t);
    drawFish(ctx, fish.species.id, fish.size, fish.t);
    if (fish.flash > 0 || (fish.state === 'caught' && fish.out >= 0 && fish.out < 0.5)) {
      // A hit lights the fish up: drawn again over itself, added.
      ctx.globalCompositeOperation = 'lighter';
      ctx.globalAlpha = alpha * (fish.flash > 0 ? 0.6 : 0.35);
      drawFish(ctx, fish.species.id, fish.size, fish.t);
    }
    ctx.restore();
  }

  private drawLabel(fish: Fish) {
    const { ctx } = this;
    const name = this.options.hooks.name(fish.species.id);
    ctx.save();
    ctx.font = `800 ${Math.round(22 * (this.sizeScale + 0.2))}px "Inter Variable", system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    const y = Math.max(28, fish.y - fish.size * 0.42);
    // Kept on the stage while the boss swims in or out.
    const half = ctx.measureText(name).width / 2 + 10;
    const x = Math.min(this.width - half, Math.max(half, fish.x));
    ctx.lineWidth = 5;
    ctx.strokeStyle = 'rgb(0 0 0 / 65%)';
    ctx.strokeText(name, x, y);
    ctx.fillStyle = artOf(fish.species.id).glow ?? '#ffd23f';
    ctx.fillText(name, x, y);
    ctx.restore();
  }

  private drawBullet(bullet: Bullet) {
    const { ctx } = this;
    const colour = levelColour(bullet.level);
    const speed = Math.hypot(bullet.vx, bullet.vy);
    const tx = bullet.x - (bullet.vx / speed) * 36;
    const ty = bullet.y - (bullet.vy / speed) * 36;
    const trail = ctx.createLinearGradient(tx, ty, bullet.x, bullet.y);
    trail.addColorStop(0, `${colour}00`);
    trail.addColorStop(1, `${colour}cc`);
    ctx.strokeStyle = trail;
    ctx.lineWidth = BULLET_RADIUS * 1.2;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(tx, ty);
    ctx.lineTo(bullet.x, bullet.y);
    ctx.stroke();
    const glow = ctx.createRadialGradient(bullet.x, bullet.y, 1, bullet.x, bullet.y, BULLET_RADIUS * 1.8);
    glow.addColorStop(0, '#ffffff');
    glow.addColorStop(0.35, colour);
    glow.addColorStop(1, `${colour}00`);
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(bullet.x, bullet.y, BULLET_RADIUS * 1.8, 0, Math.PI * 2);
    ctx.fill();
  }

  private drawNet(effect: Extract<Effect, { kind: 'net' }>) {
    const { ctx } = this;
    const u = Math.min(1, effect.age / 0.45);
    const r = (30 + effect.level * 5) * (0.4 + u * 0.6);
    ctx.save();
    ctx.globalAlpha = 1 - u;
    ctx.strokeStyle = levelColour(effect.level);
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(effect.x, effect.y, r, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = 1.2;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(effect.x, effect.y);
      ctx.lineTo(effect.x + Math.cos(a) * r, effect.y + Math.sin(a) * r);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(effect.x, effect.y, r * 0.55, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  private drawBlast(effect: Extract<Effect, { kind: 'blast' }>) {
    const { ctx } = this;
    const u = Math.min(1, effect.age / 0.8);
    ctx.save();
    const fire = ctx.createRadialGradient(effect.x, effect.y, 0, effect.x, effect.y, effect.radius * (0.3 + u * 0.7));
    fire.addColorStop(0, `rgb(255 255 220 / ${(1 - u) * 0.9})`);
    fire.addColorStop(0.4, `rgb(255 160 40 / ${(1 - u) * 0.7})`);
    fire.addColorStop(1, 'rgb(255 60 0 / 0)');
    ctx.fillStyle = fire;
    ctx.beginPath();
    ctx.arc(effect.x, effect.y, effect.radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = `rgb(255 220 120 / ${1 - u})`;
    ctx.lineWidth = 6 * (1 - u) + 1;
    ctx.beginPath();
    ctx.arc(effect.x, effect.y, effect.radius * u, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  private drawBolts(effect: Extract<Effect, { kind: 'bolts' }>) {
    const { ctx } = this;
    const fade = 1 - Math.min(1, effect.age / 0.8);
    ctx.save();
    ctx.globalAlpha = fade;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const [i, target] of effect.to.entries()) {
      // The bolt jitters every few frames.
      let seed = Math.floor(effect.age * 20) + i * 7 + effect.seed * 100;
      const jitter = () => {
        seed = (seed * 9301 + 49297) % 233280;
        return seed / 233280 - 0.5;
      };
      const points: [number, number][] = [];
      const steps = 8;
      for (let k = 0; k <= steps; k++) {
        const u = k / steps;
        const x = effect.from.x + (target.x - effect.from.x) * u;
        const y = effect.from.y + (target.y - effect.from.y) * u;
        const off = k === 0 || k === steps ? 0 : jitter() * 40;
        points.push([x + off, y - off]);
      }
      for (const [colour, widthOf] of [
        ['#6ae3ff', 9],
        ['#ffffff', 3],
      ] as const) {
        ctx.strokeStyle = colour;
        ctx.lineWidth = widthOf;
        ctx.beginPath();
        for (const [x, y] of points) ctx.lineTo(x, y);
        ctx.stroke();
      }
    }
    ctx.restore();
  }

  private drawCannon() {
    const { ctx } = this;
    const { x, y } = this.pivot();
    const [light, dark] = this.options.theme.metal;
    const colour = levelColour(this.level);
    // The aim guide, after the keys moved it.
    if (this.guide > 0) {
      ctx.save();
      ctx.globalAlpha = Math.min(1, this.guide) * 0.6;
      ctx.strokeStyle = '#ffffff';
      ctx.setLineDash([6, 10]);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(this.aim) * 90, y + Math.sin(this.aim) * 90);
      ctx.lineTo(x + Math.cos(this.aim) * 420, y + Math.sin(this.aim) * 420);
      ctx.stroke();
      ctx.restore();
    }
    // The platform the turret stands on, rising from the stage's foot.
    ctx.save();
    const rise = this.height - y + 34;
    const base = ctx.createLinearGradient(0, y - 20, 0, this.height);
    base.addColorStop(0, light);
    base.addColorStop(1, dark);
    ctx.fillStyle = base;
    ctx.beginPath();
    ctx.ellipse(x, this.height + 4, 128, rise, 0, Math.PI, 0);
    ctx.fill();
    ctx.strokeStyle = 'rgb(0 0 0 / 35%)';
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.strokeStyle = 'rgb(255 255 255 / 35%)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.ellipse(x, this.height + 4, 112, rise - 14, 0, Math.PI * 1.1, Math.PI * 1.9);
    ctx.stroke();
    // The barrels: more of them, and wider, at higher levels.
    ctx.translate(x, y);
    ctx.rotate(this.aim + Math.PI / 2);
    const back = this.recoil * 12;
    const barrels = this.level < 2 ? 1 : this.level < 4 ? 2 : 3;
    const w = 24 + this.level * 2;
    const length = 80 + this.level * 4;
    for (let i = 0; i < barrels; i++) {
      const offset = (i - (barrels - 1) / 2) * (w * 0.8);
      const barrel = ctx.createLinearGradient(offset - w / 2, 0, offset + w / 2, 0);
      barrel.addColorStop(0, dark);
      barrel.addColorStop(0.45, light);
      barrel.addColorStop(1, dark);
      ctx.fillStyle = barrel;
      ctx.strokeStyle = 'rgb(0 0 0 / 40%)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.roundRect(offset - w / 2, -length + back, w, length, 8);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = colour;
      ctx.shadowColor = colour;
      ctx.shadowBlur = 10;
      ctx.beginPath();
      ctx.roundRect(offset - w / 2 - 3, -length + back - 2, w + 6, 12, 4);
      ctx.fill();
      ctx.shadowBlur = 0;
    }
    ctx.restore();
    // The turret's dome and the level's gem.
    const dome = ctx.createRadialGradient(x - 12, y - 14, 4, x, y, 46);
    dome.addColorStop(0, light);
    dome.addColorStop(1, dark);
    ctx.fillStyle = dome;
    ctx.beginPath();
    ctx.arc(x, y, 42, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgb(0 0 0 / 35%)';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = colour;
    ctx.shadowColor = colour;
    ctx.shadowBlur = 16;
    ctx.beginPath();
    ctx.arc(x, y, 15, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.fillStyle = 'rgb(255 255 255 / 70%)';
    ctx.beginPath();
    ctx.arc(x - 5, y - 5, 4, 0, Math.PI * 2);
    ctx.fill();
  }

  private drawCoin(coin: Coin) {
    const { ctx } = this;
    const reduced = this.options.reducedMotion;
    const end = reduced ? 0.8 : 1.2;
    ctx.save();
    ctx.globalAlpha = Math.max(0, Math.min(1, (end - coin.life) / 0.4));
    const squash = reduced ? 1 : Math.abs(Math.cos(coin.spin)) * 0.8 + 0.2;
    ctx.fillStyle = '#ffd23f';
    ctx.strokeStyle = '#b8860b';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.ellipse(coin.x, coin.y, 10 * squash, 10, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#fff6c4';
    ctx.beginPath();
    ctx.ellipse(coin.x - 3 * squash, coin.y - 3, 3 * squash, 3, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  private drawText(effect: Extract<Effect, { kind: 'text' }>) {
    const { ctx } = this;
    const life = effect.big ? 2.2 : 1.4;
    const rise = this.options.reducedMotion ? 0 : Math.min(effect.age, 0.8) * 60;
    const size = effect.big ? 44 : 30;
    ctx.save();
    ctx.globalAlpha = Math.max(0, Math.min(1, (life - effect.age) / 0.5));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const x = Math.min(this.width - 120, Math.max(120, effect.x));
    const y = Math.max(50, effect.y - rise);
    ctx.font = `900 ${size}px "Inter Variable", system-ui, sans-serif`;
    ctx.lineWidth = 6;
    ctx.strokeStyle = 'rgb(60 30 0 / 85%)';
    ctx.strokeText(effect.text, x, y);
    const gold = ctx.createLinearGradient(0, y - size / 2, 0, y + size / 2);
    gold.addColorStop(0, '#fff7c2');
    gold.addColorStop(1, '#ffb400');
    ctx.fillStyle = gold;
    ctx.fillText(effect.text, x, y);
    if (effect.sub) {
      ctx.font = `800 ${Math.round(size * 0.5)}px "Inter Variable", system-ui, sans-serif`;
      ctx.lineWidth = 4;
      ctx.strokeText(effect.sub, x, y + size * 0.75);
      ctx.fillStyle = '#ffffff';
      ctx.fillText(effect.sub, x, y + size * 0.75);
    }
    ctx.restore();
  }
}
