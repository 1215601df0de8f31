import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README's folder map (its "Folders" section) against the tree: a newcomer finds every folder at
 * the top, in lib/ and in content-api/src/ there, and nothing that is gone (issue 28).
 */
const root = path.resolve(__dirname, '../..');

/** The map's entries as paths from the root: `lib/` then `  bff/` is `lib/platform/bff/`. */
function mapEntries(readme: string): string[] {
  const section = readme.slice(readme.indexOf('\n## Folders\n'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const entries: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const match = /^( {0,2})([\w.\-[\]]+(?:\/[\w.\-[\]]+)*\/?)(?:\s|$)/.exec(line);
    if (!match) continue;
    const [, indent, name] = match as unknown as [string, string, string];
    if (indent === '') {
      parent = name;
      entries.push(name);
    } else entries.push(parent + name);
  }
  return entries;
}

/** The tracked folders directly below `folder` ('' for the top). */
function trackedFolders(files: string[], folder: string): string[] {
  const depth = folder === '' ? 0 : folder.split('/').filter(Boolean).length;
  return [
    ...new Set(
      files
        .filter((file) => file.startsWith(folder))
        .map((file) => file.split('/'))
        .filter((parts) => parts.length > depth + 1)
        .map((parts) => `${parts.slice(0, depth + 1).join('/')}/`),
    ),
  ];
}

describe('the README folder map', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const entries = mapEntries(readme);
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

  it('reads the map', () => {
    expect(entries).toEqual(expect.arrayContaining(['app/', 'lib/', 'lib/platform/', 'content-api/src/routes/', 'proxy.ts']));
  });

  it('lists only paths that exist', () => {
    expect(entries.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  });

  it.each(['', 'lib/', 'content-api/src/'])('lists every folder in "%s"', (folder) => {
    // `docs/adr/` stands for `docs/`.
    expect(trackedFolders(files, folder).filter((tracked) => !entries.some((entry) => entry.startsWith(tracked)))).toEqual([]);
  });

  it('lists each path once', () => {
    expect(entries.filter((entry, i) => entries.indexOf(entry) !== i)).toEqual([]);
  });
});
