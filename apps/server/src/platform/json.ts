/**
 * JSON with every bigint written as its decimal string (JSON has no bigint): a database function's JSON argument
 * reads them back with the columns' own types, and a cache key made of it tells two filters apart.
 */
export function jsonWithBigints(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? field.toString() : field));
}
