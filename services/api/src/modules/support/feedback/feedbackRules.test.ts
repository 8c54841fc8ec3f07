import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_REPLY_MAX_CHARS,
  normalizedReply,
  REPLY_EXCERPT_CHARS,
  replyExcerpt,
} from './feedbackRules';

describe('normalizedReply', () => {
  it('trims and keeps 1 to 500 characters, counting characters rather than UTF-16 units', () => {
    expect(normalizedReply('  ok  ')).toBe('ok');
    expect(normalizedReply(' \n ')).toBeNull();
    expect(normalizedReply('😀'.repeat(FEEDBACK_REPLY_MAX_CHARS))).toHaveLength(
      FEEDBACK_REPLY_MAX_CHARS * 2,
    );
    expect(normalizedReply('a'.repeat(FEEDBACK_REPLY_MAX_CHARS + 1))).toBeNull();
  });
});

describe('replyExcerpt', () => {
  it('keeps a short reply whole, on one line', () => {
    expect(replyExcerpt('Credited.\nThank you')).toBe('Credited. Thank you');
  });

  it('cuts a long reply after its first characters with an ellipsis, never inside a character', () => {
    expect(replyExcerpt('a'.repeat(REPLY_EXCERPT_CHARS + 1))).toBe(
      `${'a'.repeat(REPLY_EXCERPT_CHARS)}…`,
    );
    expect(replyExcerpt('你好'.repeat(REPLY_EXCERPT_CHARS))).toBe(
      `${'你好'.repeat(REPLY_EXCERPT_CHARS / 2)}…`,
    );
  });
});
