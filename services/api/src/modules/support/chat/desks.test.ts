import { describe, expect, it } from 'vitest';
import { deskIsOpen } from './desks';

const at = (beijing: string) => new Date(`2026-03-10T${beijing}:00+08:00`);

describe('deskIsOpen', () => {
  it('a desk without hours answers around the clock', () => {
    expect(deskIsOpen(null, null, at('03:00'))).toBe(true);
  });

  it('a window across midnight (10:00-02:00) is open from its start until just before its end', () => {
    expect(deskIsOpen('10:00', '02:00', at('09:59'))).toBe(false);
    expect(deskIsOpen('10:00', '02:00', at('10:00'))).toBe(true);
    expect(deskIsOpen('10:00', '02:00', at('00:00'))).toBe(true);
    expect(deskIsOpen('10:00', '02:00', at('01:59'))).toBe(true);
    expect(deskIsOpen('10:00', '02:00', at('02:00'))).toBe(false);
  });

  it('a window within one day (09:00-18:00)', () => {
    expect(deskIsOpen('09:00', '18:00', at('08:59'))).toBe(false);
    expect(deskIsOpen('09:00', '18:00', at('09:00'))).toBe(true);
    expect(deskIsOpen('09:00', '18:00', at('17:59'))).toBe(true);
    expect(deskIsOpen('09:00', '18:00', at('18:00'))).toBe(false);
  });
});
