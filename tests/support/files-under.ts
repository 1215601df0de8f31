import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose name `keep` accepts, as full paths (the tests that read the tree). */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
