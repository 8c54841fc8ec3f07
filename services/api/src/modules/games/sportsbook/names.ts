import type { Sport } from '@platform/api-client/contract';
import type { Translated } from '../../../core/text';

/**
 * The simulated provider's leagues and teams in all 8 languages (docs/decisions.md#games): an
 * event stores indexes into these lists, so a name reads in the language of the request.
 */

const FOOTBALL_LEAGUES: readonly Translated[] = [
  {
    zh: '星辰超级联赛',
    hk: '星辰超級聯賽',
    en: 'Star Premier League',
    th: 'สตาร์พรีเมียร์ลีก',
    vn: 'Giải Ngoại Hạng Star',
    pg: 'Liga Premier Star',
    fp: 'Star Premier Liga',
    md: 'စတား ပရီးမီးယား လိဂ်',
  },
  {
    zh: '海岸杯',
    hk: '海岸盃',
    en: 'Coastal Cup',
    th: 'ถ้วยชายฝั่ง',
    vn: 'Cúp Duyên Hải',
    pg: 'Copa Costeira',
    fp: 'Tasa ng Baybayin',
    md: 'ကမ်းရိုးတန်း ဖလား',
  },
];

const ESPORTS_LEAGUES: readonly Translated[] = [
  {
    zh: '星辰职业联赛',
    hk: '星辰職業聯賽',
    en: 'Star Pro League',
    th: 'สตาร์โปรลีก',
    vn: 'Giải Chuyên Nghiệp Star',
    pg: 'Liga Pro Star',
    fp: 'Star Pro Liga',
    md: 'စတား ပရို လိဂ်',
  },
  {
    zh: '赛博大师赛',
    hk: '賽博大師賽',
    en: 'Cyber Masters',
    th: 'ไซเบอร์มาสเตอร์ส',
    vn: 'Giải Bậc Thầy Điện Tử',
    pg: 'Mestres Cibernéticos',
    fp: 'Mga Maestro ng Cyber',
    md: 'ဆိုက်ဘာ မာစတာ ပြိုင်ပွဲ',
  },
];

/** [zh, hk, en, th, vn, pg, fp, md] */
type Row = readonly [string, string, string, string, string, string, string, string];

function translated([zh, hk, en, th, vn, pg, fp, md]: Row): Translated {
  return { zh, hk, en, th, vn, pg, fp, md };
}

const FOOTBALL_TEAMS: readonly Translated[] = (
  [
    [
      '红狮',
      '紅獅',
      'Red Lions',
      'สิงโตแดง',
      'Sư Tử Đỏ',
      'Leões Vermelhos',
      'Pulang Leon',
      'ခြင်္သေ့နီ',
    ],
    [
      '蓝鹰',
      '藍鷹',
      'Blue Eagles',
      'อินทรีน้ำเงิน',
      'Đại Bàng Xanh',
      'Águias Azuis',
      'Asul na Agila',
      'လင်းယုန်ပြာ',
    ],
    [
      '金虎',
      '金虎',
      'Golden Tigers',
      'เสือทองคำ',
      'Hổ Vàng',
      'Tigres Dourados',
      'Gintong Tigre',
      'ရွှေကျား',
    ],
    [
      '银狼',
      '銀狼',
      'Silver Wolves',
      'หมาป่าเงิน',
      'Sói Bạc',
      'Lobos Prateados',
      'Pilak na Lobo',
      'ငွေဝံပုလွေ',
    ],
    [
      '黑豹',
      '黑豹',
      'Black Panthers',
      'เสือดำ',
      'Báo Đen',
      'Panteras Negras',
      'Itim na Pantera',
      'ကျားသစ်နက်',
    ],
    [
      '白鲨',
      '白鯊',
      'White Sharks',
      'ฉลามขาว',
      'Cá Mập Trắng',
      'Tubarões Brancos',
      'Puting Pating',
      'ငါးမန်းဖြူ',
    ],
    [
      '青龙',
      '青龍',
      'Green Dragons',
      'มังกรเขียว',
      'Rồng Xanh',
      'Dragões Verdes',
      'Berdeng Dragon',
      'နဂါးစိမ်း',
    ],
    [
      '皇家之星',
      '皇家之星',
      'Royal Stars',
      'ดาวรอยัล',
      'Ngôi Sao Hoàng Gia',
      'Estrelas Reais',
      'Maharlikang Bituin',
      'တော်ဝင်ကြယ်',
    ],
    [
      '银河流星',
      '銀河流星',
      'Galaxy Comets',
      'ดาวหางกาแล็กซี',
      'Sao Chổi Ngân Hà',
      'Cometas da Galáxia',
      'Kometa ng Galaksiya',
      'ဂလက်ဆီ ကြယ်တံခွန်',
    ],
    [
      '港湾水手',
      '港灣水手',
      'Harbour Sailors',
      'กะลาสีท่าเรือ',
      'Thủy Thủ Bến Cảng',
      'Marinheiros do Porto',
      'Mandaragat ng Daungan',
      'ဆိပ်ကမ်း သင်္ဘောသား',
    ],
    [
      '山地野牛',
      '山地野牛',
      'Mountain Bison',
      'กระทิงภูเขา',
      'Bò Rừng Núi',
      'Bisões da Montanha',
      'Bison ng Bundok',
      'တောင်ပေါ် ကျွဲရိုင်း',
    ],
    [
      '烈焰猎鹰',
      '烈焰獵鷹',
      'Flame Falcons',
      'เหยี่ยวเพลิง',
      'Chim Ưng Lửa',
      'Falcões de Fogo',
      'Nag-aapoy na Falcon',
      'မီးလျှံ သိမ်းငှက်',
    ],
  ] as const
).map(translated);

const ESPORTS_TEAMS: readonly Translated[] = (
  [
    [
      '风暴狐',
      '風暴狐',
      'Storm Foxes',
      'จิ้งจอกพายุ',
      'Cáo Bão Tố',
      'Raposas da Tempestade',
      'Bagyong Soro',
      'မုန်တိုင်းမြေခွေး',
    ],
    [
      '影鸮',
      '影鴞',
      'Shadow Owls',
      'นกฮูกเงา',
      'Cú Bóng Đêm',
      'Corujas Sombrias',
      'Aninong Kuwago',
      'အရိပ်ဇီးကွက်',
    ],
    [
      '钢铁巨人',
      '鋼鐵巨人',
      'Iron Giants',
      'ยักษ์เหล็ก',
      'Người Khổng Lồ Thép',
      'Gigantes de Ferro',
      'Bakal na Higante',
      'သံဘီလူး',
    ],
    [
      '冰霜骑士',
      '冰霜騎士',
      'Frost Knights',
      'อัศวินน้ำแข็ง',
      'Hiệp Sĩ Băng Giá',
      'Cavaleiros do Gelo',
      'Nagyeyelong Kabalyero',
      'နှင်းခဲသူရဲ',
    ],
    [
      '浴火凤凰',
      '浴火鳳凰',
      'Rising Phoenix',
      'ฟีนิกซ์ผงาด',
      'Phượng Hoàng Lửa',
      'Fênix Ardente',
      'Nag-aapoy na Phoenix',
      'မီးငှက်',
    ],
    [
      '赛博渡鸦',
      '賽博渡鴉',
      'Cyber Ravens',
      'อีกาไซเบอร์',
      'Quạ Điện Tử',
      'Corvos Cibernéticos',
      'Cyber na Uwak',
      'ဆိုက်ဘာကျီးကန်း',
    ],
    [
      '霓虹毒蛇',
      '霓虹毒蛇',
      'Neon Vipers',
      'อสรพิษนีออน',
      'Rắn Lục Neon',
      'Víboras Neon',
      'Neon na Ulupong',
      'နီယွန် မြွေဟောက်',
    ],
    [
      '量子幽灵',
      '量子幽靈',
      'Quantum Ghosts',
      'ผีควอนตัม',
      'Bóng Ma Lượng Tử',
      'Fantasmas Quânticos',
      'Quantum na Multo',
      'ကွမ်တမ် သရဲ',
    ],
    [
      '雷霆鲨',
      '雷霆鯊',
      'Thunder Sharks',
      'ฉลามสายฟ้า',
      'Cá Mập Sấm Sét',
      'Tubarões Trovão',
      'Kulog na Pating',
      'မိုးကြိုး ငါးမန်း',
    ],
    [
      '暗夜猎手',
      '暗夜獵手',
      'Night Hunters',
      'นักล่ารัตติกาล',
      'Thợ Săn Bóng Đêm',
      'Caçadores Noturnos',
      'Mangangaso ng Gabi',
      'ညမုဆိုး',
    ],
    [
      '像素龙',
      '像素龍',
      'Pixel Dragons',
      'มังกรพิกเซล',
      'Rồng Pixel',
      'Dragões Pixel',
      'Pixel na Dragon',
      'ပစ်ဇယ် နဂါး',
    ],
    [
      '星际狼群',
      '星際狼群',
      'Star Wolves',
      'ฝูงหมาป่าดวงดาว',
      'Bầy Sói Tinh Tú',
      'Lobos Estelares',
      'Bituing Lobo',
      'ကြယ် ဝံပုလွေ',
    ],
  ] as const
).map(translated);

export const LEAGUES: Record<Sport, readonly Translated[]> = {
  football: FOOTBALL_LEAGUES,
  esports: ESPORTS_LEAGUES,
};

export const TEAMS: Record<Sport, readonly Translated[]> = {
  football: FOOTBALL_TEAMS,
  esports: ESPORTS_TEAMS,
};
