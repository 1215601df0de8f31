/** `npm run build`'s last step: explicit compile hints for the browser chunks (lib/compile-hints.mjs). */
import { hintBuiltChunks } from './lib/compile-hints.mjs';

hintBuiltChunks();
