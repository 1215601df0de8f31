/** The bench's output besides the table: the failing audits per page, and the JSON results file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CATEGORY_TITLES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

function where(item) {
  if (item.selector) return item.selector;
  if (item.url) return item.url;
  return item.description ?? item.item ?? '';
}

/** The audits that cost points in each measured run listed (`{ name, url, failing, warnings }`), one line per audit. */
export function formatFailingAudits(results) {
  const lines = [];
  for (const result of results) {
    const entries = Object.entries(result.failing).flatMap(([category, audits]) => audits.map((audit) => ({ category, audit })));
    if (entries.length === 0 && result.warnings.length === 0) continue;
    lines.push(`${result.name} (${result.url}):`);
    for (const warning of result.warnings) lines.push(`  Lighthouse warning: ${warning}`);
    for (const { category, audit } of entries) {
      const value = audit.displayValue ? ` ${audit.displayValue}` : '';
      const cost = audit.weight > 0 ? '' : ' (diagnostic, weight 0)';
      const targets = [...new Set(audit.items.map(where).filter(Boolean))].slice(0, 3).join('; ');
      lines.push(`  ${CATEGORY_TITLES[category]}: ${audit.id} score ${audit.score}${value}${cost}${targets ? ` — ${targets}` : ''}`);
    }
  }
  return lines.length ? ['Failing audits of the middle run by performance:', ...lines].join('\n') : 'No failing audits.';
}

/** Writes the results to <dir>/<timestamp>.json and returns the file's path. */
export function writeResults(dir, data) {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(dir, `${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
