import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { CANNON_LEVELS, fishingKindById, fishingKindOf, fishingKinds, fishOf } from '../../src/fishing/kinds.js';
import { speciesProblem } from '../../src/fishing/species.js';

const ids = (kindId: string) => fishingKindById(kindId)!.species.map((species) => species.id);

describe('the fishing kinds', () => {
  it('are the seven of the catalogue, each with its own RTP in basis points', () => {
    expect(fishingKinds.map((kind) => kind.id)).toEqual([
      'fishing',
      'fish-hunter',
      'ocean-king',
      'fish-party',
      'mermaid-hunt',
      'dragon-fishing',
      'shark-hunter',
    ]);
    const rtps = fishingKinds.map((kind) => `${kind.rtp.num}/${kind.rtp.den}`);
    expect(new Set(rtps).size).toBe(fishingKinds.length);
    for (const kind of fishingKinds) {
      expect((kind.rtp.num * 10_000n) % kind.rtp.den, kind.id).toBe(0n);
      expect(kind.rtp.num > 9_000n * (kind.rtp.den / 10_000n) && kind.rtp.num < kind.rtp.den, kind.id).toBe(true);
    }
    expect(fishingKindById('fishing')!.rtp).toEqual(fraction(96, 100));
  });

  it('field 10 to 16 well-formed fish each: normal ones by pay, at least one boss, a bomb or a chain', () => {
    const order = { normal: 0, bomb: 1, chain: 2, boss: 3 };
    for (const kind of fishingKinds) {
      expect(kind.species.length, kind.id).toBeGreaterThanOrEqual(10);
      expect(kind.species.length, kind.id).toBeLessThanOrEqual(16);
      expect(new Set(ids(kind.id)).size, kind.id).toBe(kind.species.length);
      for (const species of kind.species) expect(speciesProblem(species)).toBeNull();
      expect(
        kind.species.some((species) => species.kind === 'boss'),
        kind.id,
      ).toBe(true);
      expect(
        kind.species.some((species) => species.kind === 'bomb' || species.kind === 'chain'),
        kind.id,
      ).toBe(true);
      const ranks = kind.species.map((species) => [order[species.kind], species.multiplier ?? 0]);
      const sorted = [...ranks].sort(([a, x], [b, y]) => a! - b! || x! - y!);
      expect(ranks, kind.id).toEqual(sorted);
      expect(kind.cannonLevels).toEqual(CANNON_LEVELS);
    }
  });

  it('differ in their fish: sharks, a mermaid, a golden dragon', () => {
    expect(ids('shark-hunter')).toEqual(expect.arrayContaining(['shark-king', 'great-white-shark', 'reef-shark']));
    expect(ids('mermaid-hunt')).toContain('mermaid-queen');
    expect(ids('dragon-fishing')).toContain('golden-dragon');
    const tables = new Set(fishingKinds.map((kind) => ids(kind.id).join(',')));
    expect(tables.size).toBe(fishingKinds.length);
  });

  it('spawn small fish more often than big ones', () => {
    for (const kind of fishingKinds) {
      const normal = kind.species.filter((species) => species.kind === 'normal');
      for (const [index, species] of normal.entries()) {
        const next = normal[index + 1];
        if (next) expect(species.spawnWeight, `${kind.id}: ${species.id}`).toBeGreaterThanOrEqual(next.spawnWeight);
      }
      const bosses = kind.species.filter((species) => species.kind === 'boss');
      expect(Math.max(...bosses.map((boss) => boss.spawnWeight))).toBeLessThan(normal.at(-1)!.spawnWeight);
    }
  });

  it('find the fish a shot names only among their own', () => {
    const sharks = fishingKindById('shark-hunter')!;
    expect(fishOf(sharks, 'shark-king')?.kind).toBe('boss');
    expect(fishOf(sharks, 'golden-dragon')).toBeNull();
  });
});

describe('fishingKindOf', () => {
  it.each([
    ['mega-dragon-fishing', 'dragon-fishing'],
    ['x-fishing', 'fishing'],
    ['lucky-fishing', 'fishing'],
    ['fishing', 'fishing'],
    ['dragon-fishing', 'dragon-fishing'],
    ['golden-ocean-king', 'ocean-king'],
    ['royal-fish-hunter', 'fish-hunter'],
    ['super-fish-party', 'fish-party'],
    ['lucky-mermaid-hunt', 'mermaid-hunt'],
    ['wild-shark-hunter', 'shark-hunter'],
    ['ocean-kings', null],
    ['xfishing', null],
    ['dragon-fishing-2', null],
    ['', null],
  ])('%s plays %s', (code, kind) => {
    expect(fishingKindOf(code)?.id ?? null).toBe(kind);
  });
});
