import { describe, expect, it } from 'vitest';
import { feedbackDescriptionSchema, feedbackOrderTimeSchema } from './feedback';

const DAY_MS = 24 * 60 * 60 * 1000;

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('feedbackDescriptionSchema (20-200 characters)', () => {
  it('accepts 20 and 200 characters', () => {
    expect(feedbackDescriptionSchema.safeParse('a'.repeat(20)).success).toBe(true);
    expect(feedbackDescriptionSchema.safeParse('字'.repeat(200)).success).toBe(true);
  });

  it('counts without surrounding spaces', () => {
    const result = feedbackDescriptionSchema.safeParse(`  ${'a'.repeat(19)}  `);
    expect(firstError(result)).toBe('feedback.description');
  });

  it.each([
    ['19 characters', 'a'.repeat(19)],
    ['201 characters', 'a'.repeat(201)],
    ['missing', undefined],
  ])('refuses %s', (_label, value) => {
    expect(firstError(feedbackDescriptionSchema.safeParse(value))).toBe('feedback.description');
  });
});

describe('feedbackOrderTimeSchema (order within the last 7 days)', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const schema = feedbackOrderTimeSchema(now);

  it('accepts an order from now back to exactly 7 days ago', () => {
    expect(schema.safeParse(now.toISOString()).success).toBe(true);
    expect(schema.safeParse(new Date(now.getTime() - 7 * DAY_MS).toISOString()).success).toBe(true);
  });

  it.each([
    ['older than 7 days', new Date(now.getTime() - 7 * DAY_MS - 1).toISOString()],
    ['in the future', new Date(now.getTime() + 1).toISOString()],
    ['not a time', 'yesterday'],
  ])('refuses an order %s', (_label, value) => {
    expect(firstError(schema.safeParse(value))).toBe('feedback.orderTooOld');
  });
});
