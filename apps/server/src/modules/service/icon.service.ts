import { memberIconUpload } from '@portal/contracts';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Secrets } from '../../platform/secrets.js';
import { iconAt, iconVersionOf, saveIcon } from './icon.repository.js';

export function iconInvalid(problem: string) {
  return new AppError('UPLOAD_INVALID', {
    field: memberIconUpload.field,
    message: 'error.icon_invalid',
    params: { problem, maxMegabytes: memberIconUpload.maxBytes / 1024 / 1024 },
  });
}

/**
 * Decodes the upload and draws it anew: a 256 px square WebP without any of the upload's metadata
 * (EXIF, GPS, ICC comments), turned upright first. A file that only looks like an image fails here.
 */
export async function reencodeIcon(content: Buffer): Promise<Buffer> {
  try {
    const image = sharp(content, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg') throw iconInvalid('not_an_image');
    return await image
      .rotate()
      .resize(memberIconUpload.size, memberIconUpload.size, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw iconInvalid('not_an_image');
  }
}

/** The icon's file name: member, version and a keyed tag, so the URLs of others cannot be guessed. */
export function iconFileName(secrets: Secrets, memberId: bigint, version: number): string {
  return `${memberId}-${version}-${iconTag(secrets, memberId, version)}.webp`;
}

export function iconTag(secrets: Secrets, memberId: bigint, version: number): string {
  return secrets.digest(`member-icon:${memberId}:${version}`).replace(/[+/=]/g, '').slice(0, 16);
}

export const iconUrlOf = (secrets: Secrets, memberId: bigint, version: number) =>
  `/art/icons/${iconFileName(secrets, memberId, version)}`;

export async function memberIconUrl(db: Database, secrets: Secrets, memberId: bigint): Promise<string | null> {
  const version = await iconVersionOf(db, memberId);
  return version === null ? null : iconUrlOf(secrets, memberId, version);
}

export async function replaceIcon(db: Database, secrets: Secrets, memberId: bigint, upload: Buffer) {
  const version = await saveIcon(db, memberId, await reencodeIcon(upload));
  return { iconUrl: iconUrlOf(secrets, memberId, version) };
}

/** The bytes behind an icon file name, if the name is one this server made and still current. */
export async function iconFile(db: Database, secrets: Secrets, file: string): Promise<Buffer | null> {
  const match = /^([1-9]\d{0,17})-([1-9]\d{0,8})-([A-Za-z0-9]{16})\.webp$/.exec(file);
  if (!match) return null;
  const memberId = BigInt(match[1]!);
  const version = Number(match[2]);
  if (match[3] !== iconTag(secrets, memberId, version)) return null;
  return (await iconAt(db, memberId, version))?.content ?? null;
}
