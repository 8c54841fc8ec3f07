import {
  DEPOSIT_ARRIVAL_MINUTES,
  HELP_TOPICS,
  RECOMMENDED_SCREEN,
  TOO_FREQUENT_WINDOW_MS,
  VENUE_LOCK_TURNOVER_MULTIPLE,
  WITHDRAWAL_CONTACT_AFTER_MINUTES,
  WITHDRAWAL_USUAL_MINUTES,
  type HelpArticle,
} from '@platform/api-client/contract';
import { LANGUAGES } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../src/seeds/helpArticles';
import { HELP_FIGURES, placeholdersIn } from '../src/modules/support/content/helpFigures';
import { useTestApp } from './support/testApp';

/**
 * The help centre (docs/product-rules.md#help): seeded articles for every topic in all 8
 * languages, their figures filled from the contract's constants, filtered by topic, some on top.
 */
const t = useTestApp();
const EN = 3;
const ZH = 1;

async function articles(lang: number, topic?: string): Promise<HelpArticle[]> {
  const answer = await t.call('getHelpArticles', topic ? { topic } : {}, { lang });
  expect(answer.body.code).toBe(0);
  return answer.body.articles as HelpArticle[];
}

const byKey = (key: string) => HELP_ARTICLES.find((a) => a.key === key)!;

describe('help articles', () => {
  it('every topic has 3 or more articles, each with its own words in every language', async () => {
    for (const topic of HELP_TOPICS) {
      expect(HELP_ARTICLES.filter((a) => a.topic === topic).length).toBeGreaterThanOrEqual(3);
    }
    for (const a of HELP_ARTICLES) {
      for (const { key } of LANGUAGES) {
        expect(a.question[key].trim(), `${a.key} ${key}`).not.toBe('');
        expect(a.answer[key].trim(), `${a.key} ${key}`).not.toBe('');
        if (key === 'en') continue;
        expect(a.question[key], `${a.key} question ${key} is English`).not.toBe(a.question.en);
        expect(a.answer[key], `${a.key} answer ${key} is English`).not.toBe(a.answer.en);
      }
    }
    const served = new Map<number, string[]>();
    for (const { code } of LANGUAGES) {
      const list = await articles(code);
      expect(list).toHaveLength(HELP_ARTICLES.length);
      for (const a of list) served.set(a.id, [...(served.get(a.id) ?? []), a.question]);
    }
    for (const questions of served.values()) expect(new Set(questions).size).toBe(LANGUAGES.length);
  });

  it('uses only known placeholders, uses the same ones in every language, and serves none', async () => {
    for (const a of HELP_ARTICLES) {
      const inEnglish = [...placeholdersIn(a.question.en), ...placeholdersIn(a.answer.en)].sort();
      for (const { key } of LANGUAGES) {
        const used = [...placeholdersIn(a.question[key]), ...placeholdersIn(a.answer[key])];
        for (const name of used) expect(HELP_FIGURES, `${a.key} ${key}`).toContain(name);
        expect(used.sort(), `${a.key} ${key}`).toEqual(inEnglish);
      }
    }
    for (const { code } of LANGUAGES) {
      for (const a of await articles(code)) {
        expect(`${a.question}${a.answer}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('fills the figures from the constants: deposits, withdrawals, transfers, the screen, the lock', async () => {
    const answers = new Map((await articles(EN)).map((a) => [a.question, a.answer]));
    const answerOf = (key: string) => answers.get(byKey(key).question.en)!;
    const { min, max } = DEPOSIT_ARRIVAL_MINUTES;
    expect(answerOf('deposit.arrival')).toContain(`${min}-${max} minutes`);
    expect(answerOf('deposit.arrival')).toContain(`${max} minutes after you paid`);
    expect(answerOf('withdraw.time')).toContain(`${WITHDRAWAL_USUAL_MINUTES} minutes`);
    expect(answerOf('withdraw.time')).toContain(
      `after ${WITHDRAWAL_CONTACT_AFTER_MINUTES} minutes`,
    );
    expect(answerOf('transfer.failed')).toContain(`wait ${TOO_FREQUENT_WINDOW_MS / 1000} seconds`);
    expect(answerOf('transfer.failed')).toContain('stays in your central wallet');
    const { width, height, colourBits } = RECOMMENDED_SCREEN;
    expect(answerOf('tech.browser')).toContain(`${width}×${height}`);
    expect(answerOf('tech.browser')).toContain(`${colourBits}-bit colour`);
    expect(answerOf('transfer.venueLock')).toContain(
      `× <strong>${VENUE_LOCK_TURNOVER_MULTIPLE}</strong>`,
    );
    expect(answerOf('contact.how')).toContain('10:00-02:00 (GMT+8)');
    expect(answerOf('deposit.amounts')).toContain('100-1,000,000 yuan');

    const zh = await articles(ZH, 'deposit');
    expect(zh[0]!.answer).toContain(`${min}-${max}分钟`);
  });

  it('lists the topics in their order and the articles of one topic alone, in their sort', async () => {
    const all = await articles(EN);
    const topics = all.map((a) => a.topic);
    expect([...new Set(topics)]).toEqual([...HELP_TOPICS]);
    expect(topics).toEqual(
      [...topics].sort((a, b) => HELP_TOPICS.indexOf(a) - HELP_TOPICS.indexOf(b)),
    );

    const transfer = await articles(EN, 'transfer');
    expect(transfer.map((a) => a.question)).toEqual(
      HELP_ARTICLES.filter((a) => a.topic === 'transfer').map((a) => a.question.en),
    );
    expect(transfer.every((a) => a.topic === 'transfer')).toBe(true);
  });

  it('marks 4-6 articles top, the deposit arrival among them', async () => {
    const top = (await articles(EN)).filter((a) => a.top);
    expect(top.length).toBeGreaterThanOrEqual(4);
    expect(top.length).toBeLessThanOrEqual(6);
    expect(top.map((a) => a.question)).toContain(byKey('deposit.arrival').question.en);
  });

  it('serves the answers as reading HTML only', async () => {
    for (const a of await articles(EN)) {
      const tags = [...a.answer.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const tag of tags) expect(['p', 'ul', 'li', 'strong']).toContain(tag);
    }
  });

  it('refuses an unknown topic', async () => {
    const answer = await t.call('getHelpArticles', { topic: 'casino' }, { lang: EN });
    expect(answer.body.code).not.toBe(0);
  });
});
