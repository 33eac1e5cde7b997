/** A path with its query string; parameters left undefined are not sent at all (the API's "no filter"). */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
