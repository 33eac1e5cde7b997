const c0 = process.cpuUsage();
const w0 = performance.now();
const { ts } = await import('./typescript.js');
const c1 = process.cpuUsage(c0);
const { layout } = await import('./layout.js');
const { readRepo } = await import('./read-repo.js');
const c2 = process.cpuUsage();
await readRepo('/work/wt/ownership', layout);
const c3 = process.cpuUsage(c2);
console.log(
  'ts load cpu ms',
  (c1.user + c1.system) / 1000,
  'readRepo cpu ms',
  (c3.user + c3.system) / 1000,
  'wall',
  performance.now() - w0,
  ts.version,
);
