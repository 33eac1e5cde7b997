/** A clock a test moves by hand, handed to the app so that limits and windows pass without sleeping. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
