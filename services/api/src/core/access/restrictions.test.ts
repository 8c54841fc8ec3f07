import { describe, expect, it } from 'vitest';
import { normaliseIp, parseNetwork } from './restrictions';

describe('restriction inputs', () => {
  it('accepts addresses and CIDRs, nothing else', () => {
    expect(parseNetwork('1.2.3.4')).toBe('1.2.3.4');
    expect(parseNetwork(' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    expect(parseNetwork('2001:db8::/32')).toBe('2001:db8::/32');
    expect(parseNetwork('10.0.0.0/33')).toBeNull();
    expect(parseNetwork('10.0.0.0/x')).toBeNull();
    expect(parseNetwork('example.com')).toBeNull();
  });

  it('reads IPv4-mapped IPv6 as IPv4', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseIp('::1')).toBe('::1');
    expect(normaliseIp('nonsense')).toBeNull();
  });
});
