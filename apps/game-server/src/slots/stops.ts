/**
 * Every combination of stops of reels with these strip lengths, the first reel turning fastest. The array yielded
 * is reused from one combination to the next: copy what is kept.
 */
export function* everyStop(lengths: readonly number[]): Generator<number[]> {
  const stops = lengths.map(() => 0);
  for (;;) {
    yield stops;
    let reel = 0;
    while (reel < lengths.length) {
      stops[reel]! += 1;
      if (stops[reel]! < lengths[reel]!) break;
      stops[reel] = 0;
      reel++;
    }
    if (reel === lengths.length) return;
  }
}
