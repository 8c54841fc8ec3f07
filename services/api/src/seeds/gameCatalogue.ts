import { INHOUSE_PLAT_CODE, type GameType } from '@platform/api-client/contract';
import { LANGUAGE_KEYS, type LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';
import { VENUE_PLATFORMS } from './venuePlatforms';
import { stableHash } from '../modules/games';

/**
 * The seeded game catalogue (docs/product-rules.md#games): each category venue gets
 * GAMES_PER_VENUE games named from translated word lists (adjective + noun + the category's word,
 * in each language's own word order), and the in-house venue gets its own games. Everything is
 * derived from the game's position, so every start produces the same catalogue.
 */
export const GAMES_PER_VENUE = 850;

/** Columns: en, zh, hk, th, vn, pg (masculine, feminine), fp, md (the modifier form). */
type Word = [string, string, string, string, string, [string, string] | string, string, string];

const ADJECTIVES: readonly Word[] = [
  ['Golden', '黄金', '黃金', 'ทองคำ', 'Vàng', ['Dourado', 'Dourada'], 'Ginto', 'ရွှေ'],
  ['Lucky', '幸运', '幸運', 'นำโชค', 'May Mắn', 'da Sorte', 'Masuwerte', 'ကံကောင်းသော'],
  ['Royal', '皇家', '皇家', 'หลวง', 'Hoàng Gia', 'Real', 'Maharlika', 'တော်ဝင်'],
  ['Wild', '狂野', '狂野', 'ป่า', 'Hoang Dã', 'Selvagem', 'Mabangis', 'ရိုင်းစိုင်းသော'],
  [
    'Mighty',
    '威猛',
    '威猛',
    'ทรงพลัง',
    'Hùng Mạnh',
    ['Poderoso', 'Poderosa'],
    'Makapangyarihan',
    'အင်အားကြီးသော',
  ],
  ['Silver', '白银', '白銀', 'เงิน', 'Bạc', ['Prateado', 'Prateada'], 'Pilak', 'ငွေ'],
  ['Crystal', '水晶', '水晶', 'คริสตัล', 'Pha Lê', 'de Cristal', 'Kristal', 'သလင်း'],
  ['Jade', '翡翠', '翡翠', 'หยก', 'Ngọc Bích', 'de Jade', 'Hade', 'ကျောက်စိမ်း'],
  ['Fiery', '烈焰', '烈焰', 'เพลิง', 'Rực Lửa', 'Flamejante', 'Nagliliyab', 'မီးလျှံ'],
  ['Thundering', '雷霆', '雷霆', 'สายฟ้า', 'Sấm Sét', 'Trovejante', 'Kumukulog', 'မိုးကြိုး'],
  ['Mystic', '神秘', '神秘', 'ลึกลับ', 'Huyền Bí', ['Místico', 'Mística'], 'Mahiwaga', 'နက်နဲသော'],
  ['Ancient', '远古', '遠古', 'โบราณ', 'Cổ Đại', ['Antigo', 'Antiga'], 'Sinauna', 'ရှေးဟောင်း'],
  ['Happy', '欢乐', '歡樂', 'แสนสุข', 'Vui Vẻ', 'Feliz', 'Masaya', 'ပျော်ရွှင်သော'],
  ['Grand', '盛世', '盛世', 'ยิ่งใหญ่', 'Vĩ Đại', ['Grandioso', 'Grandiosa'], 'Marangya', 'ခမ်းနားသော'],
  ['Diamond', '钻石', '鑽石', 'เพชร', 'Kim Cương', 'de Diamante', 'Diyamante', 'စိန်'],
  ['Ruby', '红宝石', '紅寶石', 'ทับทิม', 'Hồng Ngọc', 'de Rubi', 'Rubi', 'ပတ္တမြား'],
  ['Emerald', '祖母绿', '祖母綠', 'มรกต', 'Lục Bảo', 'de Esmeralda', 'Esmeralda', 'မြ'],
  ['Radiant', '阳光', '陽光', 'สดใส', 'Rạng Rỡ', 'Radiante', 'Maliwanag', 'နေရောင်'],
  ['Sacred', '神圣', '神聖', 'ศักดิ์สิทธิ์', 'Linh Thiêng', ['Sagrado', 'Sagrada'], 'Banal', 'သန့်ရှင်းသော'],
  ['Starry', '星光', '星光', 'ดวงดาว', 'Đầy Sao', ['Estrelado', 'Estrelada'], 'Mabituin', 'ကြယ်စင်'],
  ['Brave', '勇者', '勇者', 'กล้าหาญ', 'Dũng Cảm', 'Valente', 'Matapang', 'ရဲရင့်သော'],
  ['Swift', '疾风', '疾風', 'ว่องไว', 'Thần Tốc', 'Veloz', 'Mabilis', 'မြန်ဆန်သော'],
  ['Secret', '秘密', '秘密', 'ลับ', 'Bí Mật', ['Secreto', 'Secreta'], 'Lihim', 'လျှို့ဝှက်'],
  ['Magic', '魔法', '魔法', 'มหัศจรรย์', 'Ma Thuật', ['Mágico', 'Mágica'], 'Mahika', 'မှော်'],
  ['Eternal', '永恒', '永恆', 'นิรันดร์', 'Vĩnh Cửu', ['Eterno', 'Eterna'], 'Walang-hanggan', 'ထာဝရ'],
  ['Noble', '尊贵', '尊貴', 'สูงศักดิ์', 'Cao Quý', 'Nobre', 'Marangal', 'မြင့်မြတ်သော'],
  ['Heavenly', '天界', '天界', 'สวรรค์', 'Thiên Đường', 'Celestial', 'Makalangit', 'ကောင်းကင်'],
  ['Ocean', '深海', '深海', 'ทะเล', 'Đại Dương', 'do Oceano', 'Karagatan', 'သမုဒ္ဒရာ'],
  ['Imperial', '帝王', '帝王', 'จักรพรรดิ', 'Đế Vương', 'Imperial', 'Imperyal', 'ဧကရာဇ်'],
  ['Shining', '闪耀', '閃耀', 'เจิดจ้า', 'Tỏa Sáng', 'Brilhante', 'Makinang', 'တောက်ပသော'],
];

/** Columns as ADJECTIVES; pg is the noun and its gender (m or f), which the adjective follows. */
type Noun = [string, string, string, string, string, [string, 'm' | 'f'], string, string];

const NOUNS: readonly Noun[] = [
  ['Dragon', '巨龙', '巨龍', 'มังกร', 'Rồng', ['Dragão', 'm'], 'Dragon', 'နဂါး'],
  ['Tiger', '猛虎', '猛虎', 'เสือ', 'Hổ', ['Tigre', 'm'], 'Tigre', 'ကျား'],
  ['Phoenix', '凤凰', '鳳凰', 'หงส์', 'Phượng Hoàng', ['Fênix', 'f'], 'Phoenix', 'ဖီးနစ်'],
  ['Panda', '熊猫', '熊貓', 'แพนด้า', 'Gấu Trúc', ['Panda', 'm'], 'Panda', 'ပန်ဒါ'],
  ['Lion', '雄狮', '雄獅', 'สิงโต', 'Sư Tử', ['Leão', 'm'], 'Leon', 'ခြင်္သေ့'],
  ['Eagle', '雄鹰', '雄鷹', 'อินทรี', 'Đại Bàng', ['Águia', 'f'], 'Agila', 'လင်းယုန်'],
  ['Wolf', '苍狼', '蒼狼', 'หมาป่า', 'Sói', ['Lobo', 'm'], 'Lobo', 'ဝံပုလွေ'],
  ['Horse', '骏马', '駿馬', 'ม้า', 'Tuấn Mã', ['Cavalo', 'm'], 'Kabayo', 'မြင်း'],
  ['Koi', '锦鲤', '錦鯉', 'ปลาคาร์ป', 'Cá Chép', ['Carpa', 'f'], 'Koi', 'ငါးကြင်း'],
  ['Crane', '仙鹤', '仙鶴', 'นกกระเรียน', 'Hạc', ['Grou', 'm'], 'Tagak', 'ကြိုးကြာ'],
  ['Treasure', '宝藏', '寶藏', 'สมบัติ', 'Kho Báu', ['Tesouro', 'm'], 'Kayamanan', 'ရတနာ'],
  ['Fortune', '财富', '財富', 'โชคลาภ', 'Tài Lộc', ['Fortuna', 'f'], 'Kapalaran', 'ဥစ္စာ'],
  ['Empire', '帝国', '帝國', 'อาณาจักร', 'Đế Chế', ['Império', 'm'], 'Imperyo', 'အင်ပါယာ'],
  ['Temple', '神殿', '神殿', 'วิหาร', 'Đền', ['Templo', 'm'], 'Templo', 'ဘုရားကျောင်း'],
  ['Palace', '宫殿', '宮殿', 'พระราชวัง', 'Cung Điện', ['Palácio', 'm'], 'Palasyo', 'နန်းတော်'],
  ['Garden', '花园', '花園', 'สวน', 'Khu Vườn', ['Jardim', 'm'], 'Hardin', 'ဥယျာဉ်'],
  ['River', '江河', '江河', 'แม่น้ำ', 'Dòng Sông', ['Rio', 'm'], 'Ilog', 'မြစ်'],
  ['Mountain', '神山', '神山', 'ภูเขา', 'Núi', ['Monte', 'm'], 'Bundok', 'တောင်'],
  ['Star', '星辰', '星辰', 'ดาว', 'Ngôi Sao', ['Estrela', 'f'], 'Bituin', 'ကြယ်'],
  ['Moon', '明月', '明月', 'จันทรา', 'Mặt Trăng', ['Lua', 'f'], 'Buwan', 'လ'],
  ['Sun', '烈日', '烈日', 'ตะวัน', 'Mặt Trời', ['Sol', 'm'], 'Araw', 'နေ'],
  ['Pearl', '明珠', '明珠', 'ไข่มุก', 'Ngọc Trai', ['Pérola', 'f'], 'Perlas', 'ပုလဲ'],
  ['Crown', '王冠', '王冠', 'มงกุฎ', 'Vương Miện', ['Coroa', 'f'], 'Korona', 'သရဖူ'],
  ['Lotus', '莲花', '蓮花', 'ดอกบัว', 'Hoa Sen', ['Lótus', 'm'], 'Lotus', 'ကြာပန်း'],
  ['Castle', '城堡', '城堡', 'ปราสาท', 'Lâu Đài', ['Castelo', 'm'], 'Kastilyo', 'ရဲတိုက်'],
  ['Island', '宝岛', '寶島', 'เกาะ', 'Hòn Đảo', ['Ilha', 'f'], 'Isla', 'ကျွန်း'],
  ['Ship', '宝船', '寶船', 'เรือ', 'Con Tàu', ['Navio', 'm'], 'Barko', 'သင်္ဘော'],
  ['Knight', '骑士', '騎士', 'อัศวิน', 'Hiệp Sĩ', ['Cavaleiro', 'm'], 'Kabalyero', 'သူရဲကောင်း'],
  ['Queen', '女王', '女王', 'ราชินี', 'Nữ Hoàng', ['Rainha', 'f'], 'Reyna', 'ဘုရင်မ'],
  ['Warrior', '战士', '戰士', 'นักรบ', 'Chiến Binh', ['Guerreiro', 'm'], 'Mandirigma', 'စစ်သည်'],
];

/** The category's word, per language; pg's "ao Vivo" follows the name, the others lead it. */
const KIND_WORDS: Record<GameType, Translated> = {
  sports: {
    en: 'Cup',
    zh: '杯',
    hk: '盃',
    th: 'ถ้วย',
    vn: 'Cúp',
    pg: 'Copa',
    fp: 'Kopa',
    md: 'ဖလား',
  },
  liveVideo: {
    en: 'Live',
    zh: '真人',
    hk: '真人',
    th: 'ไลฟ์',
    vn: 'Trực Tiếp',
    pg: 'ao Vivo',
    fp: 'Live',
    md: 'တိုက်ရိုက်',
  },
  chessAndCards: {
    en: 'Poker',
    zh: '扑克',
    hk: '撲克',
    th: 'โป๊กเกอร์',
    vn: 'Poker',
    pg: 'Pôquer',
    fp: 'Poker',
    md: 'ပိုကာ',
  },
  esports: {
    en: 'Arena',
    zh: '竞技场',
    hk: '競技場',
    th: 'อารีน่า',
    vn: 'Đấu Trường',
    pg: 'Arena',
    fp: 'Arena',
    md: 'ပြိုင်ပွဲ',
  },
  lottery: {
    en: 'Lotto',
    zh: '彩票',
    hk: '彩票',
    th: 'ลอตโต้',
    vn: 'Xổ Số',
    pg: 'Loteria',
    fp: 'Loto',
    md: 'ထီ',
  },
  electronic: {
    en: 'Slots',
    zh: '老虎机',
    hk: '老虎機',
    th: 'สล็อต',
    vn: 'Nổ Hũ',
    pg: 'Caça-níqueis',
    fp: 'Slots',
    md: 'စလော့',
  },
};

/** Filipino joins a modifier with "-ng" after a vowel, "-g" after n, and "na" otherwise. */
function filipinoLinked(word: string): string {
  if (/[aeiou]$/i.test(word)) return `${word}ng`;
  if (/n$/i.test(word)) return `${word}g`;
  return `${word} na`;
}

function gameName(adj: Word, noun: Noun, kind: Translated): Translated {
  const [pgNoun, gender] = noun[5];
  const pgAdj = typeof adj[5] === 'string' ? adj[5] : adj[5][gender === 'm' ? 0 : 1];
  const pgBase = `${pgNoun} ${pgAdj}`;
  return {
    en: `${adj[0]} ${noun[0]} ${kind.en}`,
    zh: `${adj[1]}${noun[1]}${kind.zh}`,
    hk: `${adj[2]}${noun[2]}${kind.hk}`,
    th: `${kind.th}${noun[3]}${adj[3]}`,
    vn: `${kind.vn} ${noun[4]} ${adj[4]}`,
    pg: kind.pg.startsWith('ao ') ? `${pgBase} ${kind.pg}` : `${kind.pg} ${pgBase}`,
    fp: `${kind.fp} ${filipinoLinked(adj[6])} ${noun[6]}`,
    md: `${adj[7]}${noun[7]} ${kind.md}`,
  };
}

export interface GameSeed {
  platCode: string;
  gameCode: string;
  gameType: GameType;
  names: Translated;
  popularity: number;
  isNew: boolean;
  sort: number;
}

/** The in-house venue's games (docs/product-rules.md#games): played on the app's own play page. */
export const IN_HOUSE_GAMES: readonly GameSeed[] = [
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'baccarat',
    gameType: 'liveVideo',
    popularity: 10_000,
    isNew: true,
    sort: 1,
    names: {
      zh: '星辰百家乐',
      hk: '星辰百家樂',
      en: 'Star Baccarat',
      th: 'บาคาร่าสตาร์',
      vn: 'Baccarat Star',
      pg: 'Bacará Star',
      fp: 'Star Baccarat',
      md: 'စတား ဘက်ကာရက်',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'roulette',
    gameType: 'liveVideo',
    popularity: 9_999,
    isNew: true,
    sort: 2,
    names: {
      zh: '星辰欧洲轮盘',
      hk: '星辰歐洲輪盤',
      en: 'Star European Roulette',
      th: 'รูเล็ตยุโรปสตาร์',
      vn: 'Roulette Châu Âu Star',
      pg: 'Roleta Europeia Star',
      fp: 'Star Rolet Europeo',
      md: 'စတား ဥရောပ ရူလက်',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'sicbo',
    gameType: 'liveVideo',
    popularity: 9_998,
    isNew: true,
    sort: 3,
    names: {
      zh: '星辰骰宝',
      hk: '星辰骰寶',
      en: 'Star Sic Bo',
      th: 'ไฮโลสตาร์',
      vn: 'Tài Xỉu Star',
      pg: 'Sic Bo Star',
      fp: 'Star Sic Bo',
      md: 'စတား ဆစ်ဘို',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'dragonTiger',
    gameType: 'chessAndCards',
    popularity: 9_997,
    isNew: true,
    sort: 4,
    names: {
      zh: '星辰龙虎',
      hk: '星辰龍虎',
      en: 'Star Dragon Tiger',
      th: 'เสือมังกรสตาร์',
      vn: 'Rồng Hổ Star',
      pg: 'Dragão Tigre Star',
      fp: 'Star Dragon Tiger',
      md: 'စတား နဂါး ကျား',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'keno',
    gameType: 'lottery',
    popularity: 9_996,
    isNew: true,
    sort: 5,
    names: {
      zh: '星辰幸运号码',
      hk: '星辰幸運號碼',
      en: 'Star Lucky Numbers',
      th: 'เลขนำโชคสตาร์',
      vn: 'Số May Mắn Star',
      pg: 'Números da Sorte Star',
      fp: 'Star Masuwerteng Numero',
      md: 'စတား ကံကောင်းဂဏန်း',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'slot',
    gameType: 'electronic',
    popularity: 9_995,
    isNew: true,
    sort: 6,
    names: {
      zh: '星辰水果机',
      hk: '星辰水果機',
      en: 'Star Fruit Slot',
      th: 'สล็อตผลไม้สตาร์',
      vn: 'Slot Trái Cây Star',
      pg: 'Slot de Frutas Star',
      fp: 'Star Prutas Slot',
      md: 'စတား သစ်သီး စလော့',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'lottery6',
    gameType: 'lottery',
    popularity: 9_994,
    isNew: true,
    sort: 7,
    names: {
      zh: '星辰六合彩',
      hk: '星辰六合彩',
      en: 'Star Six-Number Lottery',
      th: 'หวยหกตัวเลขสตาร์',
      vn: 'Xổ Số Sáu Số Star',
      pg: 'Loteria de Seis Números Star',
      fp: 'Star Loteryang Anim na Numero',
      md: 'စတား ဂဏန်းခြောက်လုံး ထီ',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'sportsbook',
    gameType: 'sports',
    popularity: 9_993,
    isNew: true,
    sort: 8,
    names: {
      zh: '星辰体育',
      hk: '星辰體育',
      en: 'Star Sportsbook',
      th: 'สตาร์สปอร์ตบุ๊ก',
      vn: 'Thể Thao Star',
      pg: 'Apostas Esportivas Star',
      fp: 'Star Pustahan sa Palakasan',
      md: 'စတား အားကစား လောင်းကစား',
    },
  },
  {
    platCode: INHOUSE_PLAT_CODE,
    gameCode: 'esportsbook',
    gameType: 'esports',
    popularity: 9_992,
    isNew: true,
    sort: 9,
    names: {
      zh: '星辰电竞',
      hk: '星辰電競',
      en: 'Star E-sports Book',
      th: 'สตาร์อีสปอร์ต',
      vn: 'Thể Thao Điện Tử Star',
      pg: 'Apostas eSports Star',
      fp: 'Star Pustahan sa Esports',
      md: 'စတား အီးစပို့ လောင်းကစား',
    },
  },
];

function venueGames(platCode: string, gameType: GameType): GameSeed[] {
  const combos = ADJECTIVES.length * NOUNS.length;
  // A fixed stride coprime with the number of combinations walks them all in a mixed order.
  const stride = 367;
  const offset = stableHash(platCode) % combos;
  const games: GameSeed[] = [];
  for (let i = 0; i < GAMES_PER_VENUE; i += 1) {
    const combo = (offset + i * stride) % combos;
    const adj = ADJECTIVES[combo % ADJECTIVES.length]!;
    const noun = NOUNS[Math.floor(combo / ADJECTIVES.length)]!;
    const gameCode = `${platCode.slice(2).toLowerCase()}${String(i + 1).padStart(4, '0')}`;
    const h = stableHash(`${platCode}:${gameCode}`);
    games.push({
      platCode,
      gameCode,
      gameType,
      names: gameName(adj, noun, KIND_WORDS[gameType]),
      popularity: h % 10_000,
      isNew: (h >>> 16) % 20 === 0,
      sort: i + 1,
    });
  }
  return games;
}

/** Every seeded game: the category venues' generated games, then the in-house ones. */
export function gameCatalogue(): GameSeed[] {
  return [
    ...VENUE_PLATFORMS.filter((v) => v.platCode !== INHOUSE_PLAT_CODE).flatMap((v) =>
      venueGames(v.platCode, v.gameType),
    ),
    ...IN_HOUSE_GAMES,
  ];
}

/** What the catalogue is made from: the seed fingerprint changes when any of it does. */
export const GAME_CATALOGUE_SOURCE = {
  version: 1,
  GAMES_PER_VENUE,
  ADJECTIVES,
  NOUNS,
  KIND_WORDS,
  IN_HOUSE_GAMES,
};

export function searchText(gameCode: string, names: Translated): string {
  return [gameCode, ...LANGUAGE_KEYS.map((k: LanguageKey) => names[k])].join(' ').toLowerCase();
}

/** One statement for the whole catalogue (arrays unnested server-side): a few thousand rows fast. */
export async function seedGameCatalogue(tx: Queryable): Promise<void> {
  const games = gameCatalogue();
  await tx.query(
    `INSERT INTO games (plat_code, game_code, game_type, names, search_text, popularity, is_new, sort)
     SELECT p, c, t, n::jsonb, s, pop, nw, so
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bool[], $8::int[])
       AS g(p, c, t, n, s, pop, nw, so)
     ON CONFLICT (plat_code, game_code) DO NOTHING`,
    [
      games.map((g) => g.platCode),
      games.map((g) => g.gameCode),
      games.map((g) => g.gameType),
      games.map((g) => JSON.stringify(g.names)),
      games.map((g) => searchText(g.gameCode, g.names)),
      games.map((g) => g.popularity),
      games.map((g) => g.isNew),
      games.map((g) => g.sort),
    ],
  );
}
