/**
 * The sandbox captcha (sandbox/captcha.ts): open challenges, each answered once, and the single-use
 * tokens a solved challenge gives, redeemed by the calls that need a human (number reservation).
 */
import { type Domain, transaction } from './database';

export type CaptchaChallenge = { id: string; code: string; answer: string; expiresAt: Date };

export const captcha = {
  schema: `
    CREATE TABLE IF NOT EXISTS captcha_challenges (id TEXT PRIMARY KEY, code TEXT NOT NULL, answer TEXT NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS captcha_tokens (token TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);`,
  open: (db) => ({
    /** Stores a challenge; expired challenges and tokens go with each new one. */
    addChallenge(challenge: CaptchaChallenge, now: Date): void {
      transaction(db, () => {
        db.prepare('DELETE FROM captcha_challenges WHERE expires_at <= ?').run(now.getTime());
        db.prepare('DELETE FROM captcha_tokens WHERE expires_at <= ?').run(now.getTime());
        db.prepare('INSERT INTO captcha_challenges (id, code, answer, expires_at) VALUES (?, ?, ?, ?)').run(
          challenge.id,
          challenge.code,
          challenge.answer,
          challenge.expiresAt.getTime(),
        );
      });
    },

    /** Takes a challenge out (one attempt each): its code and answer when it exists and has not expired at `now`. */
    takeChallenge(id: string, now: Date): Pick<CaptchaChallenge, 'code' | 'answer'> | undefined {
      return transaction(db, () => {
        const row = db.prepare('SELECT code, answer, expires_at FROM captcha_challenges WHERE id = ?').get(id) as
          { code: string; answer: string; expires_at: number } | undefined;
        db.prepare('DELETE FROM captcha_challenges WHERE id = ?').run(id);
        return row && row.expires_at > now.getTime() ? { code: row.code, answer: row.answer } : undefined;
      });
    },

    issueToken(token: string, expiresAt: Date): void {
      db.prepare('INSERT INTO captcha_tokens (token, expires_at) VALUES (?, ?)').run(token, expiresAt.getTime());
    },

    /** Redeems a token once: true when it was issued and had not expired at `now`; it is gone either way. */
    redeemToken(token: string, now: Date): boolean {
      return transaction(db, () => {
        const row = db.prepare('SELECT expires_at FROM captcha_tokens WHERE token = ?').get(token) as { expires_at: number } | undefined;
        db.prepare('DELETE FROM captcha_tokens WHERE token = ?').run(token);
        return row !== undefined && row.expires_at > now.getTime();
      });
    },
  }),
} satisfies Domain;

export type CaptchaStore = ReturnType<typeof captcha.open>;
