import { INHOUSE_PLAT_CODE, type GameType } from '@platform/api-client/contract';
import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';

interface VenuePlatformSeed {
  platCode: string;
  gameType: GameType;
  names: Translated;
  sort: number;
}

/**
 * One venue per game category, each run by an in-process simulator (core/venues/simulator), and
 * the in-house venue INHOUSE_PLAT_CODE.
 */
export const VENUE_PLATFORMS: readonly VenuePlatformSeed[] = [
  {
    platCode: 'STSPORT',
    gameType: 'sports',
    sort: 1,
    names: {
      zh: '星辰体育',
      hk: '星辰體育',
      en: 'Star Sports',
      th: 'สตาร์ สปอร์ต',
      vn: 'Star Thể thao',
      pg: 'Star Esportes',
      fp: 'Star Sports',
      md: 'စတား အားကစား',
    },
  },
  {
    platCode: 'STLIVE',
    gameType: 'liveVideo',
    sort: 2,
    names: {
      zh: '星辰真人',
      hk: '星辰真人',
      en: 'Star Live Casino',
      th: 'สตาร์ คาสิโนสด',
      vn: 'Star Casino trực tiếp',
      pg: 'Star Cassino ao Vivo',
      fp: 'Star Live Casino',
      md: 'စတား တိုက်ရိုက်ကာစီနို',
    },
  },
  {
    platCode: 'STCHESS',
    gameType: 'chessAndCards',
    sort: 3,
    names: {
      zh: '星辰棋牌',
      hk: '星辰棋牌',
      en: 'Star Chess & Cards',
      th: 'สตาร์ หมากกระดานและไพ่',
      vn: 'Star Cờ và Bài',
      pg: 'Star Tabuleiro e Cartas',
      fp: 'Star Chess at Baraha',
      md: 'စတား စစ်တုရင်နှင့် ဖဲ',
    },
  },
  {
    platCode: 'STESPORT',
    gameType: 'esports',
    sort: 4,
    names: {
      zh: '星辰电竞',
      hk: '星辰電競',
      en: 'Star E-sports',
      th: 'สตาร์ อีสปอร์ต',
      vn: 'Star Thể thao điện tử',
      pg: 'Star E-sports',
      fp: 'Star E-sports',
      md: 'စတား အီးစပို့',
    },
  },
  {
    platCode: 'STLOTTO',
    gameType: 'lottery',
    sort: 5,
    names: {
      zh: '星辰彩票',
      hk: '星辰彩票',
      en: 'Star Lottery',
      th: 'สตาร์ ลอตเตอรี่',
      vn: 'Star Xổ số',
      pg: 'Star Loteria',
      fp: 'Star Lottery',
      md: 'စတား ထီ',
    },
  },
  {
    platCode: 'STSLOT',
    gameType: 'electronic',
    sort: 6,
    names: {
      zh: '星辰电子',
      hk: '星辰電子',
      en: 'Star Slots',
      th: 'สตาร์ สล็อต',
      vn: 'Star Nổ hũ',
      pg: 'Star Caça-níqueis',
      fp: 'Star Slots',
      md: 'စတား စလော့',
    },
  },
  {
    // The in-house venue: its games (baccarat, roulette) are ours, played on the app's own play
    // page (docs/product-rules.md#games).
    platCode: INHOUSE_PLAT_CODE,
    gameType: 'liveVideo',
    sort: 7,
    names: {
      zh: '星辰自营',
      hk: '星辰自營',
      en: 'Star House',
      th: 'สตาร์ เฮาส์',
      vn: 'Star Nhà cái',
      pg: 'Star Casa',
      fp: 'Star Bahay',
      md: 'စတား ကိုယ်ပိုင်',
    },
  },
];

export async function seedVenuePlatforms(tx: Queryable): Promise<void> {
  for (const v of VENUE_PLATFORMS) {
    await tx.query(
      `INSERT INTO venue_platforms (plat_code, game_type, names, sort) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (plat_code) DO NOTHING`,
      [v.platCode, v.gameType, JSON.stringify(v.names), v.sort],
    );
  }
}
