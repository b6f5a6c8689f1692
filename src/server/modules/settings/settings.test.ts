import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { BRAND } from '../../../shared/brand';
import { footerFields } from '../../../shared/schemas/settings';
import { autoEmailSettings, footerSettings, siteSettings } from '../../db/schema/index';
import { getAutoEmailSettings, getFooterSettings } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Settings are single rows or keys: each test starts from a database where nothing was ever saved,
// and the bump drops public responses cached before the rows went.
beforeEach(async () => {
  await t.app.db.delete(siteSettings);
  await t.app.db.delete(footerSettings);
  await t.app.db.delete(autoEmailSettings);
  await t.app.contentVersion.bump();
});
afterAll(() => t.close());

const footer = {
  companyDescription: 'Sydney’s luxury and performance car specialists.',
  buyerAdvocacyDescription: 'We find and negotiate for you.',
  vendorAdvocacyDescription: 'We sell for you.',
  strategicExitDescription: 'A fast, fair offer.',
  consignmentDescription: 'We sell it from our showroom.',
  phone: '(02) 8000 1234',
  email: 'sales@example.com.au',
  linkedinUrl: 'https://www.linkedin.com/company/example',
  instagramUrl: 'https://www.instagram.com/example',
  addressLine1: 'Level 1, 10 Example St',
  addressLine2: 'Alexandria NSW 2015',
  addressLine3: 'Australia',
  legalText: 'Example Pty Ltd · ABN 00 000 000 000 · Dealer Licence MD000000',
};

describe('site settings API', () => {
  it('lists nothing until saved, then upserts by key', async () => {
    expect((await t.app.inject('/api/site-settings')).json()).toEqual([]);
    const post = (payload: object) => t.admin({ method: 'POST', url: '/api/admin/site-settings', payload });
    const saved = await post({ key: 'hotjar_id', value: '123456' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: 'hotjar_id', value: '123456' });
    await post({ key: 'favicon_url', value: '/uploads/favicon.png' });
    await post({ key: 'hotjar_id', value: '654321' });
    expect((await t.app.inject('/api/site-settings')).json()).toEqual([
      { key: 'favicon_url', value: '/uploads/favicon.png' },
      { key: 'hotjar_id', value: '654321' },
    ]);
    await post({ key: 'hotjar_id', value: '' });
    expect((await t.app.inject('/api/site-settings')).json()).toContainEqual({ key: 'hotjar_id', value: '' });
  });

  it('rejects unknown keys and bad values with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ key: 'admin_password', value: 'x' }, 'key'],
      [{ value: 'x' }, 'key'],
      [{ key: 'hotjar_id' }, 'value'],
      [{ key: 'hotjar_id', value: 'abc' }, 'value'],
      [{ key: 'favicon_url', value: 'javascript:alert(1)' }, 'value'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.admin({ method: 'POST', url: '/api/admin/site-settings', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await t.app.inject('/api/site-settings')).json()).toEqual([]);
    const anonymous = {
      method: 'POST' as const,
      url: '/api/admin/site-settings',
      payload: { key: 'hotjar_id', value: '1' },
    };
    expect((await t.app.inject(anonymous)).statusCode).toBe(401);
  });
});

describe('footer settings API', () => {
  it('returns every field as null until saved', async () => {
    const res = await t.app.inject('/api/footer-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(Object.fromEntries(footerFields.map((f) => [f, null])));
    expect(Object.keys(res.json())).toHaveLength(13);
  });

  it('saves all fields, then replaces them: empty or missing fields become null', async () => {
    const saved = await t.admin({ method: 'POST', url: '/api/admin/footer-settings', payload: footer });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(footer);
    expect((await t.app.inject('/api/footer-settings')).json()).toEqual(footer);
    expect(await getFooterSettings(t.app.db)).toEqual(footer);

    const { companyDescription: _, ...withoutCompany } = footer;
    const replaced = await t.admin({
      method: 'POST',
      url: '/api/admin/footer-settings',
      payload: { ...withoutCompany, phone: '', instagramUrl: null, addressLine3: '  ' },
    });
    expect(replaced.json()).toEqual({
      ...footer,
      companyDescription: null,
      phone: null,
      instagramUrl: null,
      addressLine3: null,
    });
    expect((await t.app.inject('/api/footer-settings')).json()).toEqual(replaced.json());
  });

  it('rejects a bad e-mail or URL with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl'],
      [{ phone: 'x'.repeat(41) }, 'phone'],
    ];
    for (const [change, field] of cases) {
      const res = await t.admin({
        method: 'POST',
        url: '/api/admin/footer-settings',
        payload: { ...footer, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await t.app.inject('/api/footer-settings')).json().phone).toBeNull();
  });
});

describe('auto e-mail settings API', () => {
  it('defaults to an enabled thank-you ending with the fallback phone number', async () => {
    const res = await t.app.inject('/api/auto-email-settings');
    expect(res.statusCode).toBe(200);
    const settings = res.json();
    expect(settings).toEqual({
      subject: 'Thank You for Your Enquiry',
      body: expect.any(String),
      isEnabled: 1,
    });
    expect(settings.body).toMatch(/^Hello,\n\nThank you for contacting Prestige Motor Co\./);
    expect(settings.body.split('\n').at(-1)).toContain(BRAND.phone);
  });

  it('puts the footer phone in the default body once one is saved', async () => {
    await t.admin({ method: 'POST', url: '/api/admin/footer-settings', payload: footer });
    const settings = await getAutoEmailSettings(t.app.db);
    expect(settings.body.split('\n').at(-1)).toContain('(02) 8000 1234');
    expect(settings.body).not.toContain(BRAND.phone);
  });

  it('saves and replaces the settings', async () => {
    const put = (payload: object) =>
      t.admin({ method: 'PUT', url: '/api/admin/auto-email-settings', payload });
    const saved = await put({ subject: 'Thanks!', body: 'We will call you.', isEnabled: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ subject: 'Thanks!', body: 'We will call you.', isEnabled: 0 });
    expect((await t.app.inject('/api/auto-email-settings')).json()).toEqual(saved.json());

    const again = await put({ subject: 'Thank you', body: 'Talk soon.', isEnabled: true });
    expect(again.json()).toEqual({ subject: 'Thank you', body: 'Talk soon.', isEnabled: 1 });
    const defaultFlag = await put({ subject: 'Hi', body: 'Body' });
    expect(defaultFlag.json().isEnabled).toBe(1);
    expect(await getAutoEmailSettings(t.app.db)).toEqual(defaultFlag.json());
  });

  it('rejects a missing subject or body and a bad flag with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ body: 'B', isEnabled: 1 }, 'subject'],
      [{ subject: ' ', body: 'B' }, 'subject'],
      [{ subject: 'S', body: '' }, 'body'],
      [{ subject: 'S', body: 'B', isEnabled: 2 }, 'isEnabled'],
      [{ subject: 'S', body: 'B', isEnabled: 'yes' }, 'isEnabled'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.admin({ method: 'PUT', url: '/api/admin/auto-email-settings', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await t.app.inject('/api/auto-email-settings')).json().subject).toBe(
      'Thank You for Your Enquiry',
    );
  });
});
