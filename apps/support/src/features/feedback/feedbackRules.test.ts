import { describe, expect, it } from 'vitest';
import { charactersMissing, firstLine } from './feedbackRules';

describe('charactersMissing', () => {
  it('counts what the description lacks to 20 characters, ignoring outer spaces', () => {
    expect(charactersMissing('')).toBe(20);
    expect(charactersMissing('  '.padEnd(10, ' ') + 'a'.repeat(19))).toBe(1);
    expect(charactersMissing('a'.repeat(20))).toBe(0);
    expect(charactersMissing('a'.repeat(150))).toBe(0);
  });
});

describe('firstLine', () => {
  it('is the first line of the description', () => {
    expect(firstLine('  My deposit\nhas not arrived')).toBe('My deposit');
  });
});
