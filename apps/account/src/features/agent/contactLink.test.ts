import { describe, expect, it } from 'vitest';
import { contactLink } from './contactLink';

describe('agent contact links', () => {
  it('opens a Telegram handle or t.me link in Telegram', () => {
    expect(contactLink('telegram', '@StarPlayPartners')).toBe('https://t.me/StarPlayPartners');
    expect(contactLink('Telegram', 'https://t.me/StarPlay_1')).toBe('https://t.me/StarPlay_1');
    expect(contactLink('telegram', 'javascript:alert(1)')).toBeNull();
  });

  it('writes an e-mail and calls a phone', () => {
    expect(contactLink('email', 'partners@starplay.example')).toBe(
      'mailto:partners@starplay.example',
    );
    expect(contactLink('email', 'not an address')).toBeNull();
    expect(contactLink('email', 'a@b.example?cc=x@y.example')).toBeNull();
    expect(contactLink('phone', '+63 912-345-6789')).toBe('tel:+639123456789');
  });

  it('opens WhatsApp by number', () => {
    expect(contactLink('whatsapp', '+63 912 345 6789')).toBe('https://wa.me/639123456789');
  });

  it('only copies types without a link', () => {
    expect(contactLink('skype', 'live:starplay.partners')).toBeNull();
    expect(contactLink('wechat', 'starplay')).toBeNull();
  });
});
