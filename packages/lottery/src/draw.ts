// The provably fair house draw of LOTTERY.md §7, with WebCrypto only (no node: imports) so the browser's
// "verify" action runs this very code.
import { runSamplerAsync, sampleResult } from './sampling.js';
import { drawSpecOf } from './shapes.js';
import type { DrawResult, DrawShape } from './types.js';

const SEED_BYTES = 32;
const HMAC_BLOCK_BYTES = 32;

// The type is inferred: Node's types name it webcrypto.SubtleCrypto, the DOM's SubtleCrypto; both compile.
const subtle = () => globalThis.crypto.subtle;

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function seedBytes(serverSeed: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-fA-F]{64}$/.test(serverSeed)) throw new RangeError('lottery: a server seed is 64 hex characters');
  const bytes = new Uint8Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) bytes[i] = Number.parseInt(serverSeed.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export function newServerSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(SEED_BYTES)));
}

export async function commitmentOf(serverSeed: string): Promise<string> {
  return bytesToHex(new Uint8Array(await subtle().digest('SHA-256', seedBytes(serverSeed))));
}

/**
 * The §7 stream as a function returning its next unsigned 32-bit big-endian integer. Block k is
 * HMAC-SHA256(key = seed bytes, message = UTF-8 of `gameCode:issueNumber:k`), signed only when the reader reaches it.
 */
export async function hmacUint32Stream(
  serverSeed: string,
  gameCode: string,
  issueNumber: string,
): Promise<() => Promise<number>> {
  const key = await subtle().importKey('raw', seedBytes(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const encoder = new TextEncoder();
  let block = new DataView(new ArrayBuffer(0));
  let nextBlockIndex = 0;
  let offset = HMAC_BLOCK_BYTES;
  return async () => {
    if (offset === HMAC_BLOCK_BYTES) {
      const message = encoder.encode(`${gameCode}:${issueNumber}:${nextBlockIndex}`);
      block = new DataView(await subtle().sign('HMAC', key, message));
      nextBlockIndex++;
      offset = 0;
    }
    const value = block.getUint32(offset, false);
    offset += 4;
    return value;
  };
}

export async function drawResult(
  shape: DrawShape,
  gameCode: string,
  issueNumber: string,
  serverSeed: string,
): Promise<DrawResult> {
  const stream = await hmacUint32Stream(serverSeed, gameCode, issueNumber);
  return runSamplerAsync(sampleResult(drawSpecOf(shape)), stream);
}
