/**
 * The key checks of the message files (tests/unit/messages.test.ts), as plain functions so that the
 * checks themselves can be tested against files that are wrong on purpose.
 */

/** Key path ("tariff.simType") → leaf; `problems` gets every leaf that is not a string. */
export function flatten(tree: unknown, problems: string[] = [], prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    problems.push(`${prefix || '(root)'}: expected an object`);
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(keyPath, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [p, v] of flatten(value, problems, keyPath)) out.set(p, v);
    } else problems.push(`${keyPath}: expected a string or an object, got ${JSON.stringify(value)}`);
  }
  return out;
}

export type KeyParity = { problems: string[]; missing: string[]; extra: string[] };

/**
 * A full file must have exactly the key paths of the source (en-GB); an override file (de-DE, de-CH,
 * it-CH over their base) may leave keys out but may only have key paths the source has.
 */
export function keyParity(source: Map<string, string>, file: unknown, kind: 'full' | 'override'): KeyParity {
  const problems: string[] = [];
  const keys = [...flatten(file, problems).keys()];
  return {
    problems,
    missing: kind === 'full' ? [...source.keys()].filter((k) => !keys.includes(k)) : [],
    extra: keys.filter((k) => !source.has(k)),
  };
}

/** Keys an override file repeats with its base's very text: an override holds only what differs. */
export function redundantOverrides(override: unknown, base: unknown): string[] {
  const baseMessages = flatten(base);
  return [...flatten(override)].filter(([keyPath, message]) => baseMessages.get(keyPath) === message).map(([keyPath]) => keyPath);
}
