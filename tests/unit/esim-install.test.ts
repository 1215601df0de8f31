import {
  androidInstallLink,
  ESIM_ACTIVATION_CODE_DIGITS,
  esimProfileProblem,
  iosInstallLink,
  isEsimActivationCode,
  isMatchingId,
  isSmdpAddress,
  lpaString,
  profileOfActivationCode,
} from '@/lib/domain/esim-install';

const profile = { smdpAddress: 'smdp.example.com', matchingId: '04386-AGYFT-A74Y8-3F815' };

describe('eSIM installation on the thank-you page (SPEC §2, §3)', () => {
  it('writes the activation code as LPA:1$<SM-DP+ address>$<matching id>', () => {
    expect(lpaString(profile)).toBe('LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815');
    expect(lpaString({ smdpAddress: ' smdp.example.com ', matchingId: ' 123456 ' })).toBe('LPA:1$smdp.example.com$123456');
  });

  it("links iOS to Apple's one-tap setup with the activation code URL-encoded", () => {
    const link = iosInstallLink(profile);
    expect(link).toBe('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%2404386-AGYFT-A74Y8-3F815');
    expect(new URL(link).searchParams.get('carddata')).toBe(lpaString(profile));
  });

  it('links Android the same way on its own host', () => {
    const link = androidInstallLink(profile);
    expect(new URL(link).origin).toBe('https://esimsetup.android.com');
    expect(new URL(link).pathname).toBe('/esim_qrcode_provisioning');
    expect(new URL(link).searchParams.get('carddata')).toBe('LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815');
  });
});

describe('the activation code of the order confirmation', () => {
  it('gives the profile of LPA:1$<SM-DP+ address>$<matching id>, later SGP.22 fields aside', () => {
    expect(profileOfActivationCode('LPA:1$smdp.sandbox.example$0A1B2C3D4E5F60718293')).toEqual({
      smdpAddress: 'smdp.sandbox.example',
      matchingId: '0A1B2C3D4E5F60718293',
    });
    expect(profileOfActivationCode(' LPA:1$smdp.example.com$123456$1.3.6.1.4.1.31746$1 ')).toEqual({
      smdpAddress: 'smdp.example.com',
      matchingId: '123456',
    });
    expect(lpaString(profileOfActivationCode('LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815')!)).toBe(
      'LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815',
    );
  });

  it.each([
    '',
    '123456',
    'LPA:2$smdp.example.com$123456',
    'LPA:1$smdp.example.com',
    'LPA:1$localhost$123456',
    'LPA:1$smdp.example.com$abc',
  ])('refuses %j', (code) => {
    expect(profileOfActivationCode(code)).toBeUndefined();
  });
});

describe('SM-DP+ address', () => {
  it.each(['smdp.example.com', 'rsp.truphone.com', 'SMDP.GSMA.COM', 'sm-v4-009-a-gtm.pr.go-esim.com', 'a.b'])(
    'takes the host name %s',
    (host) => {
      expect(isSmdpAddress(host)).toBe(true);
    },
  );

  it.each([
    'localhost',
    'https://smdp.example.com',
    'smdp.example.com/path',
    'smdp.example.com:443',
    '-smdp.example.com',
    'smdp-.example.com',
    'smdp..example.com',
    'smdp.example.com.',
    'smdp example.com',
    '10.0.0.1',
    `${'a'.repeat(64)}.example.com`,
    '',
  ])('refuses %j', (host) => {
    expect(isSmdpAddress(host)).toBe(false);
  });

  it('allows labels of 63 characters and names of at most 253', () => {
    expect(isSmdpAddress(`${'a'.repeat(63)}.example.com`)).toBe(true);
    const long = Array.from({ length: 4 }, () => 'a'.repeat(62)).join('.'); // 251
    expect(isSmdpAddress(`${long}.ab`)).toBe(false); // 254
    expect(isSmdpAddress(`${long}.a`)).toBe(true); // 253
  });
});

describe('matching id', () => {
  it('has upper-case letters, digits and hyphens only', () => {
    expect(isMatchingId('04386-AGYFT-A74Y8-3F815')).toBe(true);
    expect(isMatchingId('123456')).toBe(true);
    expect(isMatchingId('abc-123')).toBe(false);
    expect(isMatchingId('ABC$123')).toBe(false);
    expect(isMatchingId('ABC 123')).toBe(false);
    expect(isMatchingId('')).toBe(false);
  });
});

describe('a profile from the API, before it becomes a link', () => {
  it('can be installed when both values are valid', () => {
    expect(esimProfileProblem(profile)).toBeUndefined();
    expect(esimProfileProblem({ smdpAddress: ' smdp.example.com', matchingId: '123456 ' })).toBeUndefined();
  });

  it('names the value that is not', () => {
    expect(esimProfileProblem({ ...profile, smdpAddress: 'https://smdp.example.com' })).toBe('invalid_smdp_address');
    expect(esimProfileProblem({ ...profile, matchingId: 'x$y' })).toBe('invalid_matching_id');
    expect(esimProfileProblem({ ...profile, matchingId: '' })).toBe('invalid_matching_id');
  });

  it('keeps the whole activation code within 255 characters', () => {
    const room = 255 - 'LPA:1$smdp.example.com$'.length;
    expect(esimProfileProblem({ ...profile, matchingId: 'A'.repeat(room) })).toBeUndefined();
    expect(esimProfileProblem({ ...profile, matchingId: 'A'.repeat(room + 1) })).toBe('invalid_matching_id');
  });
});

describe('activation code shown to users (SPEC §9: 6 digits)', () => {
  it('has 6 digits', () => {
    expect(ESIM_ACTIVATION_CODE_DIGITS).toBe(6);
    expect(isEsimActivationCode('123456')).toBe(true);
    expect(isEsimActivationCode(' 123456 ')).toBe(true);
    expect(isEsimActivationCode('12345')).toBe(false);
    expect(isEsimActivationCode('1234567')).toBe(false);
    expect(isEsimActivationCode('12345A')).toBe(false);
  });
});
