declare module 'geoip-country' {
  interface Lookup {
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}

declare module 'async-exit-hook' {
  const exitHook: { unhookEvent(event: string): void; hookedEvents(): string[] };
  export default exitHook;
}
