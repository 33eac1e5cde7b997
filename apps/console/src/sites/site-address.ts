/** Where a site's home page is: its domain, on the scheme and port this console is served on. */
export function siteAddress(domain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}
