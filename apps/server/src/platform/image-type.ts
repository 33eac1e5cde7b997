// Upload checks shared by every module that takes a picture (withdrawal proofs, member icons).
const signatures: [string, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** What an upload really is, by its first bytes: the name and the declared type are the sender's word. */
export function imageTypeOf(content: Buffer): string | null {
  const match = signatures.find(([, bytes]) => bytes.every((byte, index) => content[index] === byte));
  return match?.[0] ?? null;
}
