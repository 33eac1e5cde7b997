import { serverProject, soakFiles } from './vitest.config.js';

// The soak-sized tests (a day of lottery issues, the bank runs with a kill, the settlement and money-leaving
// properties, startup spawns) as a project of their own: `npm test` runs them at a
// reduced size, SOAK=full at full size, and `vitest run --project soak` alone.
export default serverProject('soak', [soakFiles]);
