import type { AppPackages } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { recordAudit } from '../operator/operator.service.js';
import { type PackageRow, packageResourceTypes, packagesOf, replacePackages } from './app-packages.repository.js';

async function readPackages(db: Executor, siteId: number): Promise<AppPackages> {
  const rows = await packagesOf(db, siteId);
  const pick = (type: string) => {
    const row = rows.find((r) => r.resourceType === type);
    return row ? { url: row.url, label: row.labelNameEn } : null;
  };
  return { android: pick(packageResourceTypes.android), ios: pick(packageResourceTypes.ios) };
}

export function appPackages(db: Database, siteId: number): Promise<AppPackages> {
  return readPackages(db, siteId);
}

/** Publishes (or withdraws, with null) the site's native packages and records who did it, in one transaction. */
export async function setAppPackages(
  db: Database,
  siteId: number,
  operatorId: bigint,
  packages: AppPackages,
): Promise<AppPackages> {
  return db.transaction(async (tx) => {
    const rows: PackageRow[] = [];
    for (const platform of ['ios', 'android'] as const) {
      const chosen = packages[platform];
      if (chosen)
        rows.push({ resourceType: packageResourceTypes[platform], labelNameEn: chosen.label, url: chosen.url });
    }
    await replacePackages(tx, siteId, rows);
    await recordAudit(tx, {
      operatorId,
      siteId,
      action: 'site.app-packages',
      subject: `site:${siteId}`,
      details: packages,
    });
    return readPackages(tx, siteId);
  });
}
