// Whole draw spaces (or exactly balanced parts of them) small enough to enumerate.

const ball = (n: number) => String(n).padStart(2, '0');

/** Every string of `length` digits, as a result of one-digit numbers: all 10^length SSC draws for length 5. */
export function digitTuples(length: number): string[][] {
  return Array.from({ length: 10 ** length }, (_, i) => [...String(i).padStart(length, '0')]);
}

/** Every ordered draw of `picks` distinct balls out of 1..pool. */
export function orderedDraws(pool: number, picks: number): string[][] {
  if (picks === 0) return [[]];
  return orderedDraws(pool, picks - 1).flatMap((prefix) =>
    Array.from({ length: pool }, (_, i) => ball(i + 1))
      .filter((next) => !prefix.includes(next))
      .map((next) => [...prefix, next]),
  );
}

/** Every set of `picks` balls out of 1..pool, ascending. */
export function ballSets(pool: number, picks: number, from = 1): string[][] {
  if (picks === 0) return [[]];
  const sets: string[][] = [];
  for (let first = from; first <= pool - picks + 1; first++) {
    for (const rest of ballSets(pool, picks - 1, first + 1)) sets.push([ball(first), ...rest]);
  }
  return sets;
}

/**
 * 720 orders of the 10 cars in which any 3 positions show every ordered triple of different cars exactly once:
 * the group PGL(2, 9) acting on the 10 points of the projective line over GF(9), which is sharply 3-transitive.
 * A PK10 bet reads at most 3 positions, so over these orders it wins exactly as often as over all 10! orders.
 */
export function balancedRaces(): string[][] {
  // GF(9) = GF(3)[i] / (i^2 + 1); a + b i is stored as a + 3b. The point 9 stands for infinity.
  const add = (x: number, y: number) => (((x % 3) + (y % 3)) % 3) + 3 * ((Math.floor(x / 3) + Math.floor(y / 3)) % 3);
  const mul = (x: number, y: number) => {
    const [a, b, c, d] = [x % 3, Math.floor(x / 3), y % 3, Math.floor(y / 3)];
    return ((((a * c - b * d) % 3) + 3) % 3) + 3 * ((a * d + b * c) % 3);
  };
  const inverse = (x: number) => [1, 2, 3, 4, 5, 6, 7, 8].find((y) => mul(x, y) === 1)!;
  const negate = (x: number) => mul(x, 2);
  const INFINITY = 9;
  const divide = (top: number, bottom: number) => (bottom === 0 ? INFINITY : mul(top, inverse(bottom)));
  const orders = new Set<string>();
  const elements = Array.from({ length: 9 }, (_, i) => i);
  for (const a of elements)
    for (const b of elements)
      for (const c of elements)
        for (const d of elements) {
          if (add(mul(a, d), negate(mul(b, c))) === 0) continue;
          // x -> (a x + b) / (c x + d); infinity -> a / c.
          const image = (x: number) => (x === INFINITY ? divide(a, c) : divide(add(mul(a, x), b), add(mul(c, x), d)));
          orders.add(
            elements
              .concat(INFINITY)
              .map((x) => ball(image(x) + 1))
              .join(' '),
          );
        }
  return [...orders].map((order) => order.split(' '));
}
