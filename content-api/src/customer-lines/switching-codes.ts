/**
 * UK switching codes of a line ('switching:<productKey>'), SPEC §3 Authorisation code: a PAC to
 * take the number to another provider, a STAC to leave without it; valid 30 days (Ofcom, see
 * lib/domain/switching-codes.ts). Asking again while a code is valid gives the same code, as
 * providers do, so a customer never holds two.
 */
import { randomInt } from 'node:crypto';
import type { AuthorisationCode, AuthorisationCodeType } from '@storefront/wire';
import { isSwitchingCodeValidOn, switchingCodeExpiry } from '@storefront/rules/switching-codes';
import type { Store } from '../store';
import { lineAspect, type MobileLine } from './lines';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const letters = () => Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
const digits = () => String(randomInt(1_000_000)).padStart(6, '0');

const codesOf = (store: Pick<Store, 'customerState'>, line: MobileLine) => lineAspect<AuthorisationCode[]>(store, line, 'switching');

/** The line's codes still valid today. */
export function validCodes(store: Pick<Store, 'customerState'>, line: MobileLine): AuthorisationCode[] {
  return (codesOf(store, line).get() ?? []).filter((code) => isSwitchingCodeValidOn(code.expiryDate, line.today));
}

/** The valid code of `type`, or a new one issued today (`issued` tells which). */
export function requestCode(
  store: Pick<Store, 'customerState'>,
  line: MobileLine,
  type: AuthorisationCodeType,
): { code: AuthorisationCode; issued: boolean } {
  const valid = validCodes(store, line);
  const existing = valid.find((code) => code.type === type);
  if (existing) return { code: existing, issued: false };
  const code: AuthorisationCode = {
    type,
    code: type === 'PAC' ? letters() + digits() : digits() + letters(),
    expiryDate: switchingCodeExpiry(line.today),
  };
  codesOf(store, line).put([...valid, code]);
  return { code, issued: true };
}
