// Prints the body of src/video-poker/returns.ts (about 40 s for the eight games):
//   cd packages/house-games && npx tsx test/video-poker/write-returns.ts
// Run it again after changing a pay table, paste the output over `exactOutcomes`, and run the SOAK=full test.
import { payTables } from '../../src/video-poker/pay-tables.js';
import { exactReturn } from './exact-return.js';

const lines: string[] = [];
for (const table of payTables) {
  const exact = exactReturn(table.id);
  lines.push(`  '${table.id}': {`, `    denominator: ${exact.denominator}n,`, '    hands: {');
  for (const [index, hand] of exact.classes.entries()) lines.push(`      '${hand}': ${exact.numerators[index]}n,`);
  lines.push('    },', '  },');
}
console.log(lines.join('\n'));
