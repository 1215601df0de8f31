/** `npm run build`'s last step: explicit compile hints for the browser chunks (lib/compile-hints.mjs). */
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';
import { ROOT } from './lib/processes.mjs';

console.info(`compile hints added to ${addCompileHints(path.join(ROOT, '.next'))} browser chunks`);
