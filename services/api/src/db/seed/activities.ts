import type {
  ActivityClassification,
  ActivityKind,
  ActivityTerms,
} from '@platform/api-client/contract';
import type { Translated } from './translated';

/**
 * An offer as seeded (docs/product-rules.md#offers): its tab, the kind the offers engine runs it
 * as, its period, its words in all 8 languages and its terms. Amounts are fen, ratios basis points.
 */
export interface ActivitySeed extends ActivityTerms {
  /** Stable: applications refer to it. */
  id: number;
  classification: ActivityClassification;
  kind: ActivityKind;
  sort: number;
  title: Translated;
  summary: Translated;
  /** The offer's page: plain HTML (p, h3, ul/ol/li, strong, table), sanitised when served. */
  content: Translated;
  bannerUrl: string | null;
  startsAt: string;
  endsAt: string | null;
  /** The venues the bonus may go to; for a rebate boost, the venues whose valid bets it boosts. */
  platCodes: string[];
}

/** Every seeded offer, at least one per tab. */
export const ACTIVITY_SEEDS: readonly ActivitySeed[] = [];
