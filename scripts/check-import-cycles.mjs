// `npm run lint` runs this: fails when files of the apps or the contract import each other in a cycle, or when
// modules do (an API module of apps/api/src/modules, a web feature, its files taken as one), type-only imports
// included (ESLint's cycle rules skip those, yet a type cycle still ties two layers together: the shape of one
// changes with the other). `node scripts/check-import-cycles.mjs <folder>` checks another tree laid out alike.
import path from 'node:path';
import { importCycles } from './import-cycles.mjs';

const root = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '..'));
const { fileCount, fileCycles, moduleCycles } = importCycles(root);

if (fileCycles.length > 0) {
  console.error(`Import cycles between files (type-only imports included): ${fileCycles.length}`);
  for (const cycle of fileCycles) console.error(`  ${cycle.join('\n    ↔ ')}`);
}
if (moduleCycles.length > 0) {
  console.error(`Import cycles between modules (type-only imports included): ${moduleCycles.length}`);
  for (const cycle of moduleCycles) {
    console.error(`  ${cycle.members.join(' ↔ ')}, through:`);
    for (const witness of cycle.imports) console.error(`    ${witness}`);
  }
}
if (fileCycles.length > 0 || moduleCycles.length > 0) process.exit(1);
console.log(`No import cycle among ${fileCount} files, nor among their modules.`);
