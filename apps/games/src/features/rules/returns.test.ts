import { describe, expect, it } from 'vitest';
import {
  dragonTigerReturn,
  kenoPickReturn,
  lottery6Return,
  percentOf,
  rouletteReturn,
  sicboReturn,
  slotLineReturn,
  type Fraction,
} from './returns';

const text = ({ n, d }: Fraction) => `${n}/${d}`;

// The exact returns docs/product-rules.md#games publishes, recomputed through the server's settle
// functions: a change of a paytable or a strip fails here until the docs say the new figure.
describe('the return to player the rules page shows', () => {
  it('is 36/37 for every roulette bet', () => {
    expect(text(rouletteReturn({ type: 'straight', numbers: [17], stake: 100 }))).toBe('36/37');
    expect(text(rouletteReturn({ type: 'corner', numbers: [1, 2, 4, 5], stake: 100 }))).toBe(
      '36/37',
    );
    expect(text(rouletteReturn({ type: 'red', stake: 100 }))).toBe('36/37');
    expect(percentOf(rouletteReturn({ type: 'dozen', index: 2, stake: 100 }))).toBe('97.2973 %');
  });

  it("is sic bo's published figure per bet", () => {
    expect(text(sicboReturn({ type: 'big', stake: 1 }))).toBe('35/36');
    expect(text(sicboReturn({ type: 'triple', face: 4, stake: 1 }))).toBe('181/216');
    expect(text(sicboReturn({ type: 'single', face: 2, stake: 1 }))).toBe('199/216');
    expect(text(sicboReturn({ type: 'total', total: 9, stake: 1 }))).toBe('175/216');
  });

  it("is dragon tiger's published figure per bet", () => {
    expect(text(dragonTigerReturn('dragon'))).toBe('799/830');
    expect(text(dragonTigerReturn('tie'))).toBe('279/415');
    expect(text(dragonTigerReturn('suitedTie'))).toBe('357/415');
  });

  it("is lucky numbers' published figure per pick count", () => {
    expect(text(kenoPickReturn(1))).toBe('19/20');
    expect(text(kenoPickReturn(5))).toBe('75255/79079');
    expect(text(kenoPickReturn(10))).toBe('938393761/984744085');
  });

  it("is the six-number lottery's published figure per bet", () => {
    expect(text(lottery6Return({ type: 'special', number: 1, stake: 100 }))).toBe('48/49');
    expect(text(lottery6Return({ type: 'regular', number: 1, stake: 100 }))).toBe('48/49');
    expect(text(lottery6Return({ type: 'big', stake: 100 }))).toBe('239/245');
  });

  it("is the slot's 773989/810000 per line", () => {
    expect(text(slotLineReturn())).toBe('773989/810000');
    expect(percentOf(slotLineReturn())).toBe('95.5542 %');
  });
});
