import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One message of the Nu Html Checker (W3C's validator, `vnu --format json`). */
export type NuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/** The checker's jar, shipped in the npm package (its own Java download is not used: Java 17 is on the machine). */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/**
 * Runs the Nu Html Checker (the W3C validator's engine, npm `vnu-jar`, on the machine's Java) over
 * documents given as HTML text, all in one Java process, and returns its errors (warnings are `info`
 * with subType `warning` and left to the caller). `documents` maps a name (the page's URL) to its HTML.
 */
export async function nuErrors(documents: Map<string, string>): Promise<NuMessage[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nu-'));
  try {
    const files = new Map<string, string>();
    [...documents].forEach(([name, html], i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, name);
    });
    // vnu exits 1 when it found errors; its report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    return messages.filter((m) => m.type !== 'info').map((m) => ({ ...m, url: files.get(m.url) ?? m.url }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
