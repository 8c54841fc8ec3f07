import { describe, expect, it } from 'vitest';
import { MESSAGE_SUMMARY_LENGTH, messageSummary } from './messageSummary';

describe('messageSummary', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messageSummary('  Deposit\n credited.  ')).toBe('Deposit credited.');
  });

  it('cuts a long one at 60 characters with an ellipsis', () => {
    const summary = messageSummary('x'.repeat(100));
    expect(summary).toBe(`${'x'.repeat(MESSAGE_SUMMARY_LENGTH)}…`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const summary = messageSummary('😀'.repeat(61));
    expect(Array.from(summary)).toHaveLength(MESSAGE_SUMMARY_LENGTH + 1);
    expect(summary.endsWith('😀…')).toBe(true);
  });

  it('leaves markup as the text it is', () => {
    expect(messageSummary('<b>hi</b> & <script>x()</script>')).toBe(
      '<b>hi</b> & <script>x()</script>',
    );
  });
});
