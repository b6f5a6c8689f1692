import { describe, expect, it } from 'vitest';
import { internationalPhoneDigits, telHref, whatsappHref } from './brand';

describe('phone links', () => {
  it.each([
    ['(02) 9188 4460', '61291884460'],
    ['0400 111 222', '61400111222'],
    ['+61 2 9188 4460', '61291884460'],
    ['61 400 111 222', '61400111222'],
  ])('%s is %s in international form', (phone, digits) => {
    expect(internationalPhoneDigits(phone)).toBe(digits);
  });

  it('dials and messages in international form', () => {
    expect(telHref('(02) 9188 4460')).toBe('tel:+61291884460');
    expect(whatsappHref('0400 111 222')).toBe('https://wa.me/61400111222');
  });
});
