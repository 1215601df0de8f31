import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '@/tests/support/files-under';

/**
 * Every file or folder of ours an ADR names in backticks is where the ADR says: a newcomer who follows
 * a decision to its code finds the code. A move updates the ADRs with it (issue 28). Paths an ADR names
 * as gone, as an old name or as a trial not taken are listed below with their ADR.
 */
const root = path.resolve(__dirname, '../..');
const NAMED_AS_GONE: Record<string, string[]> = {
  '0014': ['lib/shop'], // "not lib/shop/": a name the ADR chose not to use
  '0026': ['door/csp.mjs', 'lib/security/csp-providers.ts'], // the first door, superseded in part by ADR 34
  '0041': ['app/global-not-found.tsx'], // Next's global not-found, tried and not taken
  '0053': ['content-api/src/app', 'lib/domain/x', 'lib/markets/markets', 'lib/content-api', 'lib/content-api/schemas', 'lib/markets'],
  '0054': ['lib/model', 'lib/content-api/schemas'], // the mirror this ADR removed, and the schemas' path then
  '0057': ['lib/model'],
};
const PATH = /`((?:lib|app|components|door|scripts|tests|e2e|content-api|bench|messages|content)\/[^`\s*{}<>]+?)\/?`/g;
const found = (named: string) => ['', '.ts', '.tsx', '.mjs', '.json'].some((ext) => existsSync(path.join(root, named + ext)));

describe.each(filesUnder(path.join(root, 'docs/adr'), (name) => name.endsWith('.md')).sort())('%s', (file) => {
  it('names only paths that exist', () => {
    const gone = NAMED_AS_GONE[path.basename(file).slice(0, 4)] ?? [];
    const named = [...readFileSync(file, 'utf8').matchAll(PATH)].map((match) => match[1]!);
    expect(named.filter((p) => !found(p) && !gone.includes(p))).toEqual([]);
  });
});
