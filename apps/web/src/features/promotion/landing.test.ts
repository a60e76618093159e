import { describe, expect, it } from 'vitest';
import {
  clientTypeOf,
  landingDeviceId,
  landingPath,
  landingProblems,
  optionalParam,
  readLandingAddress,
  sanitizeCaptchaInput,
  sanitizeCodeInput,
} from './landing.ts';

const address = (query: string, own?: 'id' | 'down_id' | 'links_id') =>
  readLandingAddress(new URLSearchParams(query), own);

describe('landing address', () => {
  it('reads the template id and the channel, leaving out what the contract would refuse', () => {
    expect(address('id=1&app_from=fb&user_from=ad7&utm_tag=diwali&other=x')).toEqual({
      templateId: 1,
      id: 1,
      channel: { app_from: 'fb', user_from: 'ad7', utm_tag: 'diwali' },
    });
    expect(address(`id=abc&utm_tag=${'x'.repeat(65)}&app_from=%20%20`)).toEqual({
      templateId: undefined,
      id: undefined,
      channel: {},
    });
    expect(address('id=0').templateId).toBeUndefined();
  });

  it('takes the page’s own template parameter first, then id', () => {
    expect(address('down_id=2&id=1', 'down_id')).toMatchObject({ templateId: 2, id: 1 });
    expect(address('id=1', 'down_id').templateId).toBe(1);
    expect(address('links_id=2', 'links_id')).toMatchObject({ templateId: 2, id: undefined });
  });

  it('carries the same query to the next landing page', () => {
    const from = address('id=1&app_from=fb&utm_tag=diwali sale');
    expect(landingPath('/downloadTemplate', from, { down_id: 1 })).toBe(
      '/downloadTemplate?id=1&app_from=fb&utm_tag=diwali+sale&down_id=1',
    );
    // Reached through links_id alone, the way back still names the template.
    expect(landingPath('/registerTemplate', address('links_id=2', 'links_id'))).toBe(
      '/registerTemplate?id=2',
    );
    expect(landingPath('/registerTemplate', address(''))).toBe('/registerTemplate');
  });
});

describe('client type', () => {
  it('is ios for iPhones, iPads and iPods, android otherwise', () => {
    expect(clientTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (Linux; Android 12; Redmi 10)')).toBe('android');
    expect(clientTypeOf('')).toBe('android');
  });
});

describe('register form', () => {
  const form = { phone: '98765 43210', captcha: 'AB3K', smsCode: '123456' };

  it('accepts a market’s phone with its prefixes, the 4 characters and the 6 digits', () => {
    expect(landingProblems(form, 'IN', ['phone', 'captcha', 'code'])).toEqual([]);
    expect(landingProblems({ ...form, phone: '+91 98765 43210' }, 'IN', ['phone'])).toEqual([]);
    expect(landingProblems({ ...form, phone: '081234567890' }, 'ID', ['phone'])).toEqual([]);
    expect(landingProblems({ ...form, phone: '+62 812 3456 7890' }, 'ID', ['phone'])).toEqual([]);
  });

  it('names every field that cannot be sent, among those asked about', () => {
    for (const phone of ['', '5123456789', '98765', '13812345678']) {
      expect(landingProblems({ ...form, phone }, 'IN', ['phone'])).toEqual(['phone']);
    }
    for (const phone of ['0712345678', '08123', '9876543210']) {
      expect(landingProblems({ ...form, phone }, 'ID', ['phone'])).toEqual(['phone']);
    }
    const empty = { phone: '', captcha: 'AB', smsCode: '12345' };
    expect(landingProblems(empty, 'IN', ['phone', 'captcha', 'code'])).toEqual([
      'phone',
      'captcha',
      'code',
    ]);
    // Get code does not need the SMS code yet.
    expect(landingProblems({ ...form, smsCode: '' }, 'IN', ['phone', 'captcha'])).toEqual([]);
  });

  it('keeps only what each input can hold', () => {
    expect(sanitizeCaptchaInput(' a-b 3kz')).toBe('AB3K');
    expect(sanitizeCodeInput('12 34-567')).toBe('123456');
    expect(optionalParam(' 42 ', 32)).toBe('42');
    expect(optionalParam('x'.repeat(33), 32)).toBeUndefined();
    expect(optionalParam(null, 32)).toBeUndefined();
  });
});

describe('device id', () => {
  it('is the shell’s when it sends one, else one this browser keeps', () => {
    localStorage.clear();
    expect(landingDeviceId('shell-device-1')).toBe('shell-device-1');
    const made = landingDeviceId(undefined);
    expect(made).toMatch(/^web-[0-9a-f]{32}$/);
    expect(landingDeviceId(undefined)).toBe(made);
  });
});
