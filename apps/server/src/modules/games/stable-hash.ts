/** FNV-1a: a stable 32-bit hash of a text, for things that must come out the same every time (demo data, artwork, room occupancy). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
