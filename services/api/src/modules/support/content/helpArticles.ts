import { HELP_TOPICS, type HelpArticle, type HelpTopic } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { type Translated, inLanguage, sanitizeOfferHtml } from '../../../core/text';
import { financeDeskHours, fillHelpFigures } from './helpFigures';

interface ArticleRow {
  id: string | number;
  topic: HelpTopic;
  sort: number;
  top: boolean;
  question: Translated;
  answer: Translated;
}

/**
 * The help centre's articles in the request language (docs/product-rules.md#help): of one topic
 * or of all, in the topics' order and then each article's sort. The answer's figures are filled
 * from the constants and its HTML kept to the reading allow-list.
 */
export async function helpArticles(
  db: Queryable,
  lang: LanguageKey,
  topic?: HelpTopic,
): Promise<HelpArticle[]> {
  const { rows } = await db.query<ArticleRow>(
    `SELECT id, topic, sort, top, question, answer FROM help_articles
      WHERE active AND ($1::text IS NULL OR topic = $1) ORDER BY sort, id`,
    [topic ?? null],
  );
  const desk = await financeDeskHours(db);
  const order = (t: HelpTopic) => HELP_TOPICS.indexOf(t);
  return rows
    .sort((a, b) => order(a.topic) - order(b.topic))
    .map((row) => ({
      id: Number(row.id),
      topic: row.topic,
      question: fillHelpFigures(inLanguage(row.question, lang), lang, desk),
      answer: sanitizeOfferHtml(fillHelpFigures(inLanguage(row.answer, lang), lang, desk)),
      top: row.top,
    }));
}
