/**
 * The portal's time, in epoch milliseconds: what limits are counted in, bets are timed by and rewards
 * are dated with. One clock per app (`buildApp` takes it), so tests move it instead of sleeping.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
