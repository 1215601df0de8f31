/**
 * SPEC §2 thank-you page "with eSIM installation for iOS and Android", §3 eSIM (matchingId,
 * smdpAddress; a 6-digit activation code is shown to users) and §9 (eSIM activation code 6 digits).
 * The install link is the GSMA SGP.22 activation code "LPA:1$<SM-DP+ address>$<matching id>", the
 * text of the QR code. iOS (17.4 and later) installs it with one tap from Apple's universal link;
 * the Android link has the same shape on Google's host, and where a phone does not open it the
 * visitor scans the QR code or types the values by hand.
 */

export type EsimProfile = { smdpAddress: string; matchingId: string };

/** SPEC §9: the activation code shown to users has 6 digits. */
export const ESIM_ACTIVATION_CODE_DIGITS = 6;

const IOS_SETUP = 'https://esimsetup.apple.com/esim_qrcode_provisioning';
const ANDROID_SETUP = 'https://esimsetup.android.com/esim_qrcode_provisioning';

/** SGP.22 caps the whole activation code at 255 characters. */
const MAX_ACTIVATION_CODE_LENGTH = 255;

export type EsimProfileProblem = 'invalid_smdp_address' | 'invalid_matching_id';

/**
 * The SM-DP+ address is a fully qualified host name (SGP.22): labels of letters, digits and inner
 * hyphens, at least two, none longer than 63, a top-level label that is not all digits; no scheme,
 * port or path.
 */
export function isSmdpAddress(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}

/** The matching id has only upper-case letters, digits and hyphens (SGP.22), e.g. "04386-AGYFT-A74Y8-3F815". */
export function isMatchingId(value: string): boolean {
  return /^[0-9A-Z-]+$/.test(value);
}

/** SPEC §9: the code users see and type is 6 digits. */
export function isEsimActivationCode(value: string): boolean {
  return new RegExp(`^\\d{${ESIM_ACTIVATION_CODE_DIGITS}}$`).test(value.trim());
}

/** Why a profile from the API cannot be installed by link; undefined when it can. Values are trimmed first. */
export function esimProfileProblem(profile: EsimProfile): EsimProfileProblem | undefined {
  const { smdpAddress, matchingId } = trimmed(profile);
  if (!isSmdpAddress(smdpAddress)) return 'invalid_smdp_address';
  if (!isMatchingId(matchingId) || lpaString({ smdpAddress, matchingId }).length > MAX_ACTIVATION_CODE_LENGTH) return 'invalid_matching_id';
  return undefined;
}

function trimmed(profile: EsimProfile): EsimProfile {
  return { smdpAddress: profile.smdpAddress.trim(), matchingId: profile.matchingId.trim() };
}

/** The activation code as in the QR code: "LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815". */
export function lpaString(profile: EsimProfile): string {
  const { smdpAddress, matchingId } = trimmed(profile);
  return `LPA:1$${smdpAddress}$${matchingId}`;
}

/**
 * The profile of an activation code as the order confirmation gives it ("LPA:1$<SM-DP+ address>$<matching
 * id>", optional SGP.22 fields after a further "$" ignored); undefined when it is not one, or its
 * address or matching id could not be installed (esimProfileProblem).
 */
export function profileOfActivationCode(code: string): EsimProfile | undefined {
  const [format, smdpAddress, matchingId] = code.trim().split('$');
  if (format !== 'LPA:1' || smdpAddress === undefined || matchingId === undefined) return undefined;
  const profile = { smdpAddress, matchingId };
  return esimProfileProblem(profile) ? undefined : trimmed(profile);
}

const setupLink = (host: string, profile: EsimProfile) => `${host}?carddata=${encodeURIComponent(lpaString(profile))}`;

/** Apple's one-tap install link (iOS 17.4+): the activation code URL-encoded as carddata. */
export function iosInstallLink(profile: EsimProfile): string {
  return setupLink(IOS_SETUP, profile);
}

/** The same for Android: the activation code as the link's carddata. */
export function androidInstallLink(profile: EsimProfile): string {
  return setupLink(ANDROID_SETUP, profile);
}
