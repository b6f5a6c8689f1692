import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (last 6 of the 8 digits)', () => {
    for (const [seconds, eight] of [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ] as const) {
      const step = totpStep(seconds * 1000);
      expect(totpCode(RFC_SECRET, step, 8)).toBe(eight);
      expect(totpCode(RFC_SECRET, step)).toBe(eight.slice(2));
    }
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('accepts one step either side, nothing further, and never a step at or before the last one used', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const at = (s: number) => totpCode(RFC_SECRET, s);
    expect(matchTotp(RFC_SECRET, at(step), null, now)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(step - 1), null, now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(step + 1), null, now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(step - 2), null, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step + 2), null, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step), step, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step), step - 1, now)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(step + 1), step, now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, '12345', null, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', null, now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('Prestige Motor Co.', 'ada', 'ABC')).toBe(
      'otpauth://totp/Prestige%20Motor%20Co.:ada?secret=ABC&issuer=Prestige%20Motor%20Co.',
    );
  });
});
