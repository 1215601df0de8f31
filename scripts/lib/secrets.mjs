/**
 * Development and test secrets. Demo and dev generate them once into the git-ignored
 * .data/secrets.json; values already in the environment win.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH } from '../../lib/platform/config/server-env.ts';
import { ROOT } from './processes.mjs';

export const SECRET_NAMES = ['SESSION_SECRET', 'PREVIEW_SECRET', 'REVALIDATE_SECRET'];
export const SECRETS_FILE = path.join(ROOT, '.data', 'secrets.json');

/** 32 random bytes, base64url: 43 characters. */
export const newSecret = () => randomBytes(32).toString('base64url');

const usable = (value) => typeof value === 'string' && value.length >= MIN_SECRET_LENGTH;

/** Fresh secrets for one run (tests). */
export function generateSecrets() {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, newSecret()]));
}

/** The secrets from .data/secrets.json, creating the file (or missing entries) on first use. */
export function loadOrCreateSecrets(file = SECRETS_FILE) {
  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      console.warn(`${path.relative(ROOT, file)} is not valid JSON; generating new secrets`);
    }
  }
  const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, usable(stored[name]) ? stored[name] : newSecret()]));
  if (SECRET_NAMES.some((name) => secrets[name] !== stored[name])) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    console.info(`development secrets written to ${path.relative(ROOT, file)}`);
  }
  return secrets;
}

/** `secrets`, except the ones the environment already sets. */
export function secretsUnlessSet(secrets, env = process.env) {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, env[name] || secrets[name]]));
}
