import type { Queryable } from '../db/database';
import { SPONSOR_ART } from './sponsorArt';
import type { Translated } from '../core/text';

/**
 * The sponsorship tab's content (docs/product-rules.md#help): one sponsorship of a FICTIONAL
 * club, Madrid Capital FC. We hold no licence to a real club's name, crest or players, so the
 * club, its honours and its players are invented, and its images are drawn in code (sponsorArt.ts).
 * People's names stay as written in every language; everything else is translated.
 */
export interface SponsorshipSeed {
  key: string;
  name: Translated;
  headline: Translated;
  summary: Translated;
  season: string;
  bannerUrl: string;
  club: ClubSeed;
}

interface ClubSeed {
  founded: number;
  stadium: Translated;
  intro: Translated<string[]>;
  crestUrl: string;
  bannerUrl: string;
  honours: { title: Translated; years: string[] }[];
  players: {
    name: string;
    shirtNumber: number;
    position: Translated;
    nationality: Translated;
    bio: Translated;
    imageUrl: string;
  }[];
}

/** Each player's drawn portrait: the home shirt with their number. */
function withPortraits<P extends { shirtNumber: number }>(
  players: P[],
): (P & { imageUrl: string })[] {
  return players.map((p) => ({ ...p, imageUrl: SPONSOR_ART.portrait(p.shirtNumber) }));
}

const POSITION = {
  goalkeeper: {
    zh: '门将',
    hk: '門將',
    en: 'Goalkeeper',
    th: 'ผู้รักษาประตู',
    vn: 'Thủ môn',
    pg: 'Goleiro',
    fp: 'Tagabantay ng goal',
    md: 'ဂိုးသမား',
  },
  centreBack: {
    zh: '中后卫',
    hk: '中堅',
    en: 'Centre-back',
    th: 'กองหลังตัวกลาง',
    vn: 'Trung vệ',
    pg: 'Zagueiro',
    fp: 'Gitnang depensa',
    md: 'အလယ်နောက်တန်း',
  },
  holdingMidfielder: {
    zh: '后腰',
    hk: '防守中場',
    en: 'Defensive midfielder',
    th: 'กองกลางตัวรับ',
    vn: 'Tiền vệ phòng ngự',
    pg: 'Volante',
    fp: 'Depensibong midfielder',
    md: 'ခံစစ်အလယ်တန်း',
  },
  playmaker: {
    zh: '前腰',
    hk: '進攻中場',
    en: 'Attacking midfielder',
    th: 'กองกลางตัวรุก',
    vn: 'Tiền vệ tấn công',
    pg: 'Meia-atacante',
    fp: 'Opensibong midfielder',
    md: 'တိုက်စစ်အလယ်တန်း',
  },
  striker: {
    zh: '中锋',
    hk: '中鋒',
    en: 'Striker',
    th: 'กองหน้าตัวเป้า',
    vn: 'Tiền đạo cắm',
    pg: 'Centroavante',
    fp: 'Pangunahing tagaiskor',
    md: 'အလယ်တိုက်စစ်မှူး',
  },
  winger: {
    zh: '边锋',
    hk: '翼鋒',
    en: 'Winger',
    th: 'ปีก',
    vn: 'Tiền vệ cánh',
    pg: 'Ponta',
    fp: 'Pakpak na manlalaro',
    md: 'တောင်ပံကစားသမား',
  },
} satisfies Record<string, Translated>;

/** Nationality as the player's page says it ("Spanish", not "Spain"). */
const NATION = {
  spanish: {
    zh: '西班牙',
    hk: '西班牙',
    en: 'Spanish',
    th: 'สเปน',
    vn: 'Tây Ban Nha',
    pg: 'Espanhol',
    fp: 'Espanyol',
    md: 'စပိန်',
  },
  brazilian: {
    zh: '巴西',
    hk: '巴西',
    en: 'Brazilian',
    th: 'บราซิล',
    vn: 'Brazil',
    pg: 'Brasileiro',
    fp: 'Brasilyano',
    md: 'ဘရာဇီး',
  },
  japanese: {
    zh: '日本',
    hk: '日本',
    en: 'Japanese',
    th: 'ญี่ปุ่น',
    vn: 'Nhật Bản',
    pg: 'Japonês',
    fp: 'Hapones',
    md: 'ဂျပန်',
  },
  argentine: {
    zh: '阿根廷',
    hk: '阿根廷',
    en: 'Argentine',
    th: 'อาร์เจนตินา',
    vn: 'Argentina',
    pg: 'Argentino',
    fp: 'Arhentino',
    md: 'အာဂျင်တီးနား',
  },
  senegalese: {
    zh: '塞内加尔',
    hk: '塞內加爾',
    en: 'Senegalese',
    th: 'เซเนกัล',
    vn: 'Senegal',
    pg: 'Senegalês',
    fp: 'Senegales',
    md: 'ဆီနီဂေါ',
  },
} satisfies Record<string, Translated>;

const HONOUR_TITLES = {
  league: {
    zh: '联赛冠军',
    hk: '聯賽冠軍',
    en: 'League champions',
    th: 'แชมป์ลีก',
    vn: 'Vô địch quốc gia',
    pg: 'Campeão da liga',
    fp: 'Kampeon ng liga',
    md: 'လိဂ်ချန်ပီယံ',
  },
  cup: {
    zh: '国内杯赛冠军',
    hk: '國內盃賽冠軍',
    en: 'National cup winners',
    th: 'แชมป์ถ้วยในประเทศ',
    vn: 'Vô địch cúp quốc gia',
    pg: 'Campeão da copa nacional',
    fp: 'Kampeon ng pambansang kopa',
    md: 'ပြည်တွင်းဖလားဆု ချန်ပီယံ',
  },
  continental: {
    zh: '洲际冠军杯冠军',
    hk: '洲際冠軍盃冠軍',
    en: 'Continental champions',
    th: 'แชมป์สโมสรระดับทวีป',
    vn: 'Vô địch cúp các CLB châu lục',
    pg: 'Campeão continental',
    fp: 'Kampeon ng kontinente',
    md: 'တိုက်ကြီးအဆင့် ချန်ပီယံ',
  },
  continentalLeague: {
    zh: '洲际联盟杯冠军',
    hk: '洲際聯盟盃冠軍',
    en: 'Continental league cup winners',
    th: 'แชมป์ลีกคัพระดับทวีป',
    vn: 'Vô địch cúp liên đoàn châu lục',
    pg: 'Campeão da copa da liga continental',
    fp: 'Kampeon ng kontinental na league cup',
    md: 'တိုက်ကြီးအဆင့် လိဂ်ဖလား ချန်ပီယံ',
  },
  superCup: {
    zh: '国内超级杯冠军',
    hk: '國內超級盃冠軍',
    en: 'National super cup winners',
    th: 'แชมป์ซูเปอร์คัพในประเทศ',
    vn: 'Vô địch siêu cúp quốc gia',
    pg: 'Campeão da supercopa nacional',
    fp: 'Kampeon ng pambansang super cup',
    md: 'ပြည်တွင်း စူပါဖလား ချန်ပီယံ',
  },
  continentalSuperCup: {
    zh: '洲际超级杯冠军',
    hk: '洲際超級盃冠軍',
    en: 'Continental super cup winners',
    th: 'แชมป์ซูเปอร์คัพระดับทวีป',
    vn: 'Vô địch siêu cúp châu lục',
    pg: 'Campeão da supercopa continental',
    fp: 'Kampeon ng kontinental na super cup',
    md: 'တိုက်ကြီးအဆင့် စူပါဖလား ချန်ပီယံ',
  },
} satisfies Record<string, Translated>;

const MADRID: SponsorshipSeed = {
  key: 'madrid',
  name: {
    zh: '马德里首都足球俱乐部',
    hk: '馬德里首都足球會',
    en: 'Madrid Capital FC',
    th: 'มาดริด แคปิตอล เอฟซี',
    vn: 'CLB Madrid Capital',
    pg: 'Madrid Capital FC',
    fp: 'Madrid Capital FC',
    md: 'မက်ဒရစ် ကက်ပီတယ် အက်ဖ်စီ',
  },
  headline: {
    zh: 'StarPlay 荣任官方亚洲博彩合作伙伴',
    hk: 'StarPlay 榮任官方亞洲博彩合作夥伴',
    en: 'StarPlay is the official Asian betting partner',
    th: 'StarPlay พันธมิตรด้านการเดิมพันอย่างเป็นทางการในเอเชีย',
    vn: 'StarPlay là đối tác cá cược chính thức tại châu Á',
    pg: 'StarPlay é a parceira oficial de apostas na Ásia',
    fp: 'Ang StarPlay ang opisyal na betting partner sa Asya',
    md: 'StarPlay သည် တရားဝင် အာရှလောင်းကစား မိတ်ဖက်',
  },
  summary: {
    zh: '2026/27赛季，我们与马德里首都足球俱乐部携手：比赛日专属优惠、签名球衣抽奖和球场参观活动。',
    hk: '2026/27球季，我們與馬德里首都足球會攜手合作：比賽日專屬優惠、簽名球衣抽獎及球場參觀活動。',
    en: 'Together with Madrid Capital FC for the 2026/27 season: match-day offers, signed-shirt draws and stadium visits.',
    th: 'ร่วมกับมาดริด แคปิตอล เอฟซี ในฤดูกาล 2026/27: โปรโมชั่นวันแข่งขัน ลุ้นรับเสื้อพร้อมลายเซ็น และเยี่ยมชมสนาม',
    vn: 'Đồng hành cùng CLB Madrid Capital mùa giải 2026/27: khuyến mãi ngày thi đấu, bốc thăm áo có chữ ký và tham quan sân vận động.',
    pg: 'Juntos com o Madrid Capital FC na temporada 2026/27: promoções em dia de jogo, sorteios de camisas autografadas e visitas ao estádio.',
    fp: 'Kasama ng Madrid Capital FC sa season 2026/27: mga promo tuwing may laban, raffle ng pinirmahang jersey at pagbisita sa stadium.',
    md: '2026/27 ရာသီတွင် မက်ဒရစ် ကက်ပီတယ် အက်ဖ်စီနှင့် လက်တွဲ- ပွဲနေ့ အထူးပရိုမိုးရှင်းများ၊ လက်မှတ်ထိုးအင်္ကျီ ကံစမ်းမဲနှင့် ကွင်းလေ့လာရေး ခရီးများ။',
  },
  season: '2026/27',
  bannerUrl: SPONSOR_ART.banner,
  club: {
    founded: 1921,
    stadium: {
      zh: '北首都球场',
      hk: '北首都球場',
      en: 'Estadio Capital Norte',
      th: 'เอสตาดิโอ กาปิตัล นอร์เต',
      vn: 'Sân vận động Capital Norte',
      pg: 'Estádio Capital Norte',
      fp: 'Estadio Capital Norte',
      md: 'အက်စတာဒီယို ကာပီတယ် နော့တေး',
    },
    intro: {
      zh: [
        '马德里首都足球俱乐部由一群铁路工人和大学生于1921年创立，从城北的一块空地起步，如今已成为西班牙首都最具代表性的球会之一。',
        '球队身着白色主场球衣，配以海军蓝和金色饰边，以快速的地面传递和坚韧的防守闻名。主场北首都球场可容纳约六万名球迷，每逢比赛日都座无虚席。',
        '俱乐部重视青训，一线队中有近一半球员出自自家青训营。2026/27赛季，StarPlay成为俱乐部的官方亚洲博彩合作伙伴，与亚洲球迷一起见证球队的新篇章。',
      ],
      hk: [
        '馬德里首都足球會由一群鐵路工人及大學生於1921年創立，從城北一塊空地起步，現已成為西班牙首都最具代表性的球會之一。',
        '球隊身穿白色主場球衣，配以海軍藍及金色飾邊，以快速的地面傳送和堅韌的防守見稱。主場北首都球場可容納約六萬名球迷，每逢比賽日均座無虛席。',
        '球會重視青訓，一隊中接近一半球員出身自家青訓營。2026/27球季，StarPlay成為球會的官方亞洲博彩合作夥伴，與亞洲球迷一同見證球隊的新篇章。',
      ],
      en: [
        'Madrid Capital FC was founded in 1921 by a group of railway workers and university students on a patch of open ground in the north of the city. A century later it is one of the best-loved clubs of the Spanish capital.',
        'The team plays in white with navy and gold trim and is known for quick passing on the ground and stubborn defending. Its home, the Estadio Capital Norte, holds about 60,000 supporters and is full on match days.',
        "The club believes in its academy: nearly half of the first team came through its youth ranks. For the 2026/27 season StarPlay is the club's official Asian betting partner, bringing Asian supporters closer to its next chapter.",
      ],
      th: [
        'มาดริด แคปิตอล เอฟซี ก่อตั้งในปี 1921 โดยกลุ่มคนงานรถไฟและนักศึกษามหาวิทยาลัยบนลานว่างทางตอนเหนือของเมือง หนึ่งศตวรรษต่อมา สโมสรกลายเป็นหนึ่งในทีมที่แฟนบอลในเมืองหลวงของสเปนรักมากที่สุด',
        'ทีมสวมชุดเหย้าสีขาวขลิบกรมท่าและทอง ขึ้นชื่อเรื่องการจ่ายบอลเรียดพื้นที่รวดเร็วและเกมรับที่เหนียวแน่น สนามเหย้าเอสตาดิโอ กาปิตัล นอร์เต จุผู้ชมได้ราว 60,000 คนและเต็มทุกนัด',
        'สโมสรให้ความสำคัญกับอะคาเดมี ผู้เล่นทีมชุดใหญ่เกือบครึ่งหนึ่งมาจากทีมเยาวชนของสโมสร ในฤดูกาล 2026/27 StarPlay เป็นพันธมิตรด้านการเดิมพันอย่างเป็นทางการในเอเชีย พาแฟนบอลชาวเอเชียใกล้ชิดกับบทใหม่ของสโมสร',
      ],
      vn: [
        'CLB Madrid Capital được một nhóm công nhân đường sắt và sinh viên đại học thành lập năm 1921 trên một bãi đất trống ở phía bắc thành phố. Một thế kỷ sau, đội bóng trở thành một trong những CLB được yêu mến nhất thủ đô Tây Ban Nha.',
        'Đội bóng mặc áo sân nhà màu trắng viền xanh hải quân và vàng, nổi tiếng với lối chuyền bóng sệt nhanh và hàng thủ lì lợm. Sân nhà Capital Norte có sức chứa khoảng 60.000 khán giả và luôn kín chỗ vào ngày thi đấu.',
        'CLB đặt niềm tin vào lò đào tạo trẻ: gần một nửa đội một trưởng thành từ học viện của đội. Mùa giải 2026/27, StarPlay là đối tác cá cược chính thức tại châu Á, đưa người hâm mộ châu Á đến gần hơn với chương mới của CLB.',
      ],
      pg: [
        'O Madrid Capital FC foi fundado em 1921 por um grupo de ferroviários e universitários num terreno baldio no norte da cidade. Um século depois, é um dos clubes mais queridos da capital espanhola.',
        'O time joga de branco com detalhes em azul-marinho e dourado e é conhecido pelo toque de bola rápido e pela defesa aguerrida. Sua casa, o Estádio Capital Norte, recebe cerca de 60 mil torcedores e lota em dia de jogo.',
        'O clube aposta na base: quase metade do elenco principal saiu das suas categorias de base. Na temporada 2026/27, a StarPlay é a parceira oficial de apostas do clube na Ásia, aproximando os torcedores asiáticos do seu novo capítulo.',
      ],
      fp: [
        'Itinatag ang Madrid Capital FC noong 1921 ng grupo ng mga manggagawa sa riles at mga estudyante sa isang bakanteng lote sa hilaga ng lungsod. Makalipas ang isang siglo, isa na ito sa pinakamamahal na club ng kabisera ng Espanya.',
        'Puti ang home jersey ng koponan na may navy at gintong gilid, at kilala ito sa mabilis na pasahan sa lupa at matibay na depensa. Ang tahanan nito, ang Estadio Capital Norte, ay kasya ang mga 60,000 tagasuporta at laging puno tuwing may laban.',
        'Naniniwala ang club sa akademya nito: halos kalahati ng first team ay galing sa sarili nitong youth program. Sa season 2026/27, ang StarPlay ang opisyal na betting partner ng club sa Asya, para mas mapalapit ang mga tagahanga sa Asya sa bagong kabanata nito.',
      ],
      md: [
        'မက်ဒရစ် ကက်ပီတယ် အက်ဖ်စီကို 1921 ခုနှစ်တွင် မြို့မြောက်ပိုင်းရှိ မြေကွက်လပ်တစ်ခုပေါ်၌ ရထားလုပ်သားများနှင့် တက္ကသိုလ်ကျောင်းသားများ စုပေါင်း တည်ထောင်ခဲ့သည်။ ရာစုနှစ်တစ်ခုအကြာတွင် စပိန်မြို့တော်၏ အချစ်ခံရဆုံး အသင်းများထဲမှ တစ်သင်း ဖြစ်လာခဲ့သည်။',
        'အသင်းသည် ရေတပ်အပြာနှင့် ရွှေရောင် အနားကွပ်ထားသော အဖြူရောင် အိမ်ကွင်းဝတ်စုံကို ဝတ်ဆင်ပြီး မြေပြင်ပေါ် အမြန်ပေးပို့ကစားမှုနှင့် ခိုင်မာသော ခံစစ်ဖြင့် ထင်ရှားသည်။ အိမ်ကွင်း အက်စတာဒီယို ကာပီတယ် နော့တေးတွင် ပရိသတ် 60,000 ခန့် ဆံ့ပြီး ပွဲနေ့တိုင်း ပြည့်နှက်နေသည်။',
        'အသင်းသည် လူငယ်လေ့ကျင့်ရေးကို အလေးထားပြီး ပထမအသင်း၏ တစ်ဝက်နီးပါးမှာ ကိုယ်ပိုင် လူငယ်အသင်းမှ ပေါက်ဖွားလာသူများ ဖြစ်သည်။ 2026/27 ရာသီအတွက် StarPlay သည် အသင်း၏ တရားဝင် အာရှလောင်းကစား မိတ်ဖက်ဖြစ်ပြီး အာရှပရိသတ်များကို အသင်း၏ အခန်းသစ်နှင့် ပိုမိုနီးကပ်စေသည်။',
      ],
    },
    crestUrl: SPONSOR_ART.crest,
    bannerUrl: SPONSOR_ART.banner,
    honours: [
      {
        title: HONOUR_TITLES.league,
        years: ['1953/54', '1962/63', '1978/79', '1994/95', '2006/07', '2016/17', '2023/24'],
      },
      {
        title: HONOUR_TITLES.cup,
        years: ['1931', '1948', '1959', '1967', '1983', '1999', '2011', '2019', '2025'],
      },
      { title: HONOUR_TITLES.continental, years: ['1964', '2017'] },
      { title: HONOUR_TITLES.continentalLeague, years: ['1986', '2003', '2014'] },
      { title: HONOUR_TITLES.superCup, years: ['1995', '2007', '2011', '2017', '2024'] },
      { title: HONOUR_TITLES.continentalSuperCup, years: ['2017'] },
    ],
    players: withPortraits([
      {
        name: 'Álvaro Medina',
        shirtNumber: 1,
        position: POSITION.goalkeeper,
        nationality: NATION.spanish,
        bio: {
          zh: '土生土长的青训门将，反应敏捷，擅长扑点球。上赛季零封对手15场，是球迷心中的“北区之墙”。',
          hk: '土生土長的青訓門將，反應敏捷，擅長撲十二碼。上季零封對手15場，是球迷心目中的「北區之牆」。',
          en: 'An academy goalkeeper with quick reflexes and a gift for saving penalties. Last season he kept 15 clean sheets, and the fans call him "the Wall of the North".',
          th: 'ผู้รักษาประตูจากอะคาเดมีของสโมสร ปฏิกิริยารวดเร็วและเก่งเรื่องเซฟจุดโทษ ฤดูกาลที่แล้วเก็บคลีนชีตได้ 15 นัด แฟนบอลขนานนามว่า "กำแพงแห่งทิศเหนือ"',
          vn: 'Thủ môn trưởng thành từ lò đào tạo trẻ, phản xạ nhanh và giỏi cản phạt đền. Mùa trước anh giữ sạch lưới 15 trận và được người hâm mộ gọi là "Bức tường phương Bắc".',
          pg: 'Goleiro formado na base, de reflexos rápidos e especialista em defender pênaltis. Na última temporada não levou gol em 15 jogos, e a torcida o chama de "Muralha do Norte".',
          fp: 'Goalkeeper na galing sa akademya, mabilis ang reflex at magaling sumalo ng penalty. Noong nakaraang season, 15 laro siyang walang naipasok na goal, kaya tinatawag siya ng fans na "Pader ng Hilaga".',
          md: 'အသင်း၏ လူငယ်လေ့ကျင့်ရေးမှ ထွက်ပေါ်လာသော ဂိုးသမားဖြစ်ပြီး တုံ့ပြန်မှု မြန်ဆန်ကာ ပင်နယ်တီ ကာကွယ်ရာတွင် ထူးချွန်သည်။ ယခင်ရာသီတွင် ဂိုးမပေးဘဲ 15 ပွဲ ကစားခဲ့ပြီး ပရိသတ်များက "မြောက်ပိုင်း၏ တံတိုင်း" ဟု ခေါ်ကြသည်။',
        },
      },
      {
        name: 'Rafael Ortega',
        shirtNumber: 4,
        position: POSITION.centreBack,
        nationality: NATION.spanish,
        bio: {
          zh: '球队队长，空中争顶几乎无人能敌。效力俱乐部十年，带队夺得2023/24赛季联赛冠军。',
          hk: '球隊隊長，空中爭頂幾乎無人能敵。效力球會十年，帶領球隊贏得2023/24球季聯賽冠軍。',
          en: 'The captain, and hard to beat in the air. In ten years at the club he led the team to the 2023/24 league title.',
          th: 'กัปตันทีมผู้แทบไม่มีใครเอาชนะได้ในการโหม่งบอลกลางอากาศ อยู่กับสโมสรมาสิบปีและนำทีมคว้าแชมป์ลีกฤดูกาล 2023/24',
          vn: 'Đội trưởng của CLB, gần như bất khả chiến bại trong không chiến. Mười năm gắn bó, anh dẫn dắt đội giành chức vô địch quốc gia mùa 2023/24.',
          pg: 'O capitão, quase imbatível no jogo aéreo. Em dez anos no clube, levou o time ao título da liga em 2023/24.',
          fp: 'Ang kapitan ng koponan, halos walang makatalo sa kanya sa ere. Sa sampung taon niya sa club, pinangunahan niya ang koponan sa kampeonato ng liga noong 2023/24.',
          md: 'အသင်းခေါင်းဆောင်ဖြစ်ပြီး လေထဲတွင် ခေါင်းတိုက်ရာ၌ အနိုင်ယူရခက်သူ ဖြစ်သည်။ အသင်းတွင် ဆယ်နှစ်ကြာ ကစားခဲ့ပြီး 2023/24 လိဂ်ဖလားကို ဦးဆောင်ရယူခဲ့သည်။',
        },
      },
      {
        name: 'Lucas Ferreira',
        shirtNumber: 6,
        position: POSITION.holdingMidfielder,
        nationality: NATION.brazilian,
        bio: {
          zh: '中场的节拍器，传球成功率常年超过九成。他的抢断和调度让球队攻守转换行云流水。',
          hk: '中場的節拍器，傳送成功率長年超過九成。他的搶斷和調度令球隊攻守轉換流暢自如。',
          en: "The metronome of midfield, completing more than nine passes in ten year after year. His tackles and his switches of play set the team's rhythm.",
          th: 'เครื่องคุมจังหวะกลางสนาม จ่ายบอลสำเร็จกว่าเก้าในสิบครั้งทุกฤดูกาล การแย่งบอลและการเปลี่ยนทิศทางเกมของเขากำหนดจังหวะของทีม',
          vn: 'Nhạc trưởng nơi tuyến giữa với tỷ lệ chuyền chính xác trên 90% qua nhiều mùa. Những pha tắc bóng và chuyển hướng tấn công của anh định nhịp cho cả đội.',
          pg: 'O metrônomo do meio-campo, acerta mais de nove em cada dez passes temporada após temporada. Seus desarmes e inversões de jogo ditam o ritmo do time.',
          fp: 'Ang metronome ng midfield, higit siyam sa bawat sampung pasa ang tumatama taon-taon. Ang kanyang mga agaw at paglipat ng laro ang nagtatakda ng ritmo ng koponan.',
          md: 'အလယ်တန်း၏ စည်းချက်ထိန်းသူဖြစ်ပြီး နှစ်စဉ် ပေးပို့မှု ဆယ်ကြိမ်လျှင် ကိုးကြိမ်ကျော် အောင်မြင်သည်။ သူ၏ ဘောလုပ်ယူမှုနှင့် ကစားကွက် ပြောင်းလဲမှုက အသင်း၏ စည်းချက်ကို သတ်မှတ်ပေးသည်။',
        },
      },
      {
        name: 'Kaito Nakamura',
        shirtNumber: 10,
        position: POSITION.playmaker,
        nationality: NATION.japanese,
        bio: {
          zh: '身披10号的创造者，视野开阔，任意球脚法精准。加盟两季贡献了30次助攻，深受亚洲球迷喜爱。',
          hk: '身披10號的創造者，視野廣闊，罰球腳法精準。加盟兩季貢獻30次助攻，深受亞洲球迷歡迎。',
          en: 'The number 10 who creates: wide vision and precise free kicks. In two seasons he has made 30 assists and become a favourite of Asian supporters.',
          th: 'เบอร์ 10 นักสร้างสรรค์เกม มองเกมกว้างและเตะลูกฟรีคิกแม่นยำ สองฤดูกาลที่ผ่านมาทำแอสซิสต์ได้ 30 ครั้ง และเป็นขวัญใจแฟนบอลชาวเอเชีย',
          vn: 'Số 10 kiến tạo với tầm nhìn rộng và những cú đá phạt chuẩn xác. Sau hai mùa, anh có 30 pha kiến tạo và trở thành thần tượng của người hâm mộ châu Á.',
          pg: 'O camisa 10 que cria as jogadas: visão ampla e cobranças de falta precisas. Em duas temporadas deu 30 assistências e virou o queridinho da torcida asiática.',
          fp: 'Ang number 10 na lumilikha ng laro: malawak ang paningin at tumpak ang free kick. Sa dalawang season, 30 assist na ang naibigay niya at paborito siya ng mga tagahanga sa Asya.',
          md: 'ကစားကွက်ဖန်တီးသူ နံပါတ် 10 ဖြစ်ပြီး အမြင်ကျယ်ကာ ဖရီးကစ် တိကျသည်။ ရာသီနှစ်ခုအတွင်း ဂိုးဖန်တီးမှု 30 ပြုလုပ်ခဲ့ပြီး အာရှပရိသတ်များ၏ အချစ်တော် ဖြစ်လာသည်။',
        },
      },
      {
        name: 'Tomás Ibarra',
        shirtNumber: 9,
        position: POSITION.striker,
        nationality: NATION.argentine,
        bio: {
          zh: '禁区内的终结者，左右脚和头球都能破门。上赛季打进24球，荣膺球队最佳射手。',
          hk: '禁區內的終結者，左右腳及頭槌均能入球。上季射入24球，成為球隊的神射手。',
          en: "A finisher in the box who scores with either foot and with his head. Last season his 24 goals made him the club's top scorer.",
          th: 'นักจบสกอร์ในกรอบเขตโทษ ยิงได้ทั้งสองเท้าและลูกโหม่ง ฤดูกาลที่แล้วทำไป 24 ประตู เป็นดาวซัลโวของสโมสร',
          vn: 'Sát thủ vòng cấm ghi bàn bằng cả hai chân lẫn đánh đầu. Mùa trước anh ghi 24 bàn và là vua phá lưới của CLB.',
          pg: 'Um finalizador dentro da área que marca com os dois pés e de cabeça. Na última temporada fez 24 gols e foi o artilheiro do clube.',
          fp: 'Isang tagatapos sa loob ng box na nakaka-goal gamit ang alinmang paa at ulo. Noong nakaraang season, 24 goal ang naitala niya at siya ang top scorer ng club.',
          md: 'ပင်နယ်တီဧရိယာအတွင်း ခြေနှစ်ဖက်စလုံးနှင့် ခေါင်းဖြင့် ဂိုးသွင်းနိုင်သော အပြီးသတ်သမား ဖြစ်သည်။ ယခင်ရာသီတွင် 24 ဂိုး သွင်းကာ အသင်း၏ ဂိုးအများဆုံး သွင်းယူသူ ဖြစ်ခဲ့သည်။',
        },
      },
      {
        name: 'Malik Diallo',
        shirtNumber: 11,
        position: POSITION.winger,
        nationality: NATION.senegalese,
        bio: {
          zh: '速度惊人的边路快马，一对一突破令后卫头疼。他从青年队一路打上一线队，是俱乐部的未来之星。',
          hk: '速度驚人的邊路快馬，一對一突破令後衛疲於奔命。他由青年軍一路晉身一隊，是球會的明日之星。',
          en: "A winger with startling pace who gives defenders no rest one against one. He came up through the youth teams and is the club's rising star.",
          th: 'ปีกความเร็วสูงที่ทำให้กองหลังปวดหัวในการเลี้ยงตัวต่อตัว ไต่เต้าจากทีมเยาวชนขึ้นสู่ทีมชุดใหญ่ และเป็นดาวรุ่งของสโมสร',
          vn: 'Cầu thủ chạy cánh với tốc độ đáng kinh ngạc, khiến hậu vệ khốn đốn trong các pha đi bóng một đối một. Trưởng thành từ đội trẻ, anh là ngôi sao đang lên của CLB.',
          pg: 'Um ponta de velocidade impressionante que não dá sossego aos zagueiros no um contra um. Subiu das categorias de base e é a estrela em ascensão do clube.',
          fp: 'Isang winger na nakagugulat ang bilis at walang pahinga ang depensa sa isa-laban-sa-isa. Galing siya sa youth team at siya ang sumisikat na bituin ng club.',
          md: 'အံ့သြဖွယ် အမြန်နှုန်းရှိသော တောင်ပံကစားသမားဖြစ်ပြီး တစ်ယောက်ချင်း ဖြတ်တိုက်ရာတွင် နောက်တန်းများကို အနားမပေးပေ။ လူငယ်အသင်းမှ တက်လာသူဖြစ်ပြီး အသင်း၏ ထွန်းသစ်စ ကြယ်ပွင့် ဖြစ်သည်။',
        },
      },
    ]),
  },
};

/** The sponsorships, in the tab's order. */
export const SPONSORSHIPS: readonly SponsorshipSeed[] = [MADRID];

/**
 * Upserts each sponsorship and its club by key; the club's honours and players are the seed's
 * (a changed seed replaces them), since the sponsorship content is ours, not an operator's.
 */
export async function seedSponsorships(tx: Queryable): Promise<void> {
  for (const [sort, s] of SPONSORSHIPS.entries()) {
    await tx.query(
      `INSERT INTO sponsorships (sponsorship_key, sort, name, headline, summary, season, banner_url)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7)
       ON CONFLICT (sponsorship_key) DO UPDATE SET sort = EXCLUDED.sort, name = EXCLUDED.name,
         headline = EXCLUDED.headline, summary = EXCLUDED.summary, season = EXCLUDED.season,
         banner_url = EXCLUDED.banner_url`,
      [
        s.key,
        sort,
        JSON.stringify(s.name),
        JSON.stringify(s.headline),
        JSON.stringify(s.summary),
        s.season,
        s.bannerUrl,
      ],
    );
    const c = s.club;
    await tx.query(
      `INSERT INTO sponsored_clubs (club_key, name, founded, stadium, intro, crest_url, banner_url)
       VALUES ($1, $2::jsonb, $3, $4::jsonb, $5::jsonb, $6, $7)
       ON CONFLICT (club_key) DO UPDATE SET name = EXCLUDED.name, founded = EXCLUDED.founded,
         stadium = EXCLUDED.stadium, intro = EXCLUDED.intro, crest_url = EXCLUDED.crest_url,
         banner_url = EXCLUDED.banner_url`,
      [
        s.key,
        JSON.stringify(s.name),
        c.founded,
        JSON.stringify(c.stadium),
        JSON.stringify(c.intro),
        c.crestUrl,
        c.bannerUrl,
      ],
    );
    await tx.query('DELETE FROM club_honours WHERE club_key = $1', [s.key]);
    for (const [i, h] of c.honours.entries()) {
      await tx.query(
        `INSERT INTO club_honours (club_key, sort, title, honour_count, years)
         VALUES ($1, $2, $3::jsonb, $4, $5)`,
        [s.key, i, JSON.stringify(h.title), h.years.length, h.years.join(', ')],
      );
    }
    await tx.query('DELETE FROM club_players WHERE club_key = $1', [s.key]);
    for (const [i, p] of c.players.entries()) {
      await tx.query(
        `INSERT INTO club_players
           (club_key, sort, name, shirt_number, position, nationality, bio, image_url)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8)`,
        [
          s.key,
          i,
          p.name,
          p.shirtNumber,
          JSON.stringify(p.position),
          JSON.stringify(p.nationality),
          JSON.stringify(p.bio),
          p.imageUrl,
        ],
      );
    }
  }
}
