/**
 * sfc32: a small, fast, seeded generator of uint32s for simulations and statistical tests, where the same seed must
 * give the same run again. Never for play: play draws from the HMAC stream of §7. `warmUp` outputs are dropped first
 * (each caller keeps the count its published or recorded figures were made with).
 */
export function sfc32(seed: number, warmUp = 12): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < warmUp; i++) next();
  return next;
}
