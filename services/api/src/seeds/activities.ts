import {
  BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
  INHOUSE_PLAT_CODE,
  VENUE_LOCK_TURNOVER_MULTIPLE,
  VENUE_UNLOCK_BELOW_YUAN,
  dateText,
  fenAtRate,
  formatFen,
  lockTurnover,
  offerBonus,
  ratePercent,
  timeText,
  yuanToFen,
  type ActivityClassification,
  type ActivityKind,
  type ActivityTerms,
  type Fen,
  type OfferBonusTerms,
} from '@platform/api-client/contract';
import { LANGUAGES, type LanguageKey } from '@platform/i18n/languages';
import { OFFER_ART } from './offerArt';
import type { Translated } from '../core/text';
import { VENUE_PLATFORMS } from './venuePlatforms';

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
  /** The offer's page: plain HTML (p, h3, ul/ol/li, strong), sanitised when served. */
  content: Translated;
  bannerUrl: string | null;
  startsAt: string;
  endsAt: string | null;
  /** The venues the bonus may go to; for a rebate boost, the venues whose valid bets it boosts. */
  platCodes: string[];
}

/**
 * How an offer's page reads in one language. Every number arrives formatted by the money and
 * date helpers (docs/product-rules.md#money, docs/product-rules.md#business-time), so the amounts
 * a player reads are the terms' own in every language.
 */
interface OfferWords {
  /** An amount: "888 yuan", "888元". */
  yuan: (amount: string) => string;
  /** A turnover multiple: "12×", "12倍". */
  times: (multiple: number) => string;
  and: (items: readonly string[]) => string;
  headings: { gets: string; apply: string; example: string; rules: string };
  bonus: (pct: string, max: string) => string;
  minTransfer: (min: string) => string;
  turnover: (times: string) => string;
  anyVenue: string;
  venues: (names: string) => string;
  period: (from: string, to: string) => string;
  openPeriod: (from: string) => string;
  steps: (min: string) => readonly string[];
  /** The worked example; `formula` reads "(1,000 + 300) × 12 = 15,600 yuan". */
  example: (transfer: string, bonus: string, into: string, formula: string) => string;
  cap: (transfer: string, max: string, uncapped: string) => string;
  once: string;
  daily: string;
  lock: (below: string) => string;
  withdrawal: (times: string) => string;
  agents: string;
  firstDeposit: (hours: number) => string;
  depositToday: string;
  vipLevel: (level: number) => string;
  oneLock: string;
  abuse: string;
  summary: (pct: string, max: string) => string;
  vipSummary: (level: number, pct: string, max: string) => string;
  boostSummary: (pct: string, max: string) => string;
  vipIntro: string;
  vipRow: (level: number, pct: string, max: string) => string;
  vipExample: (level: number) => string;
  boostGets: (pct: string, venues: string, max: string) => string;
  boostSteps: (venues: string) => readonly string[];
  /** `formula` reads "20,000 × 0.5% = 100 yuan". */
  boostExample: (bets: string, formula: string, max: string, capAt: string) => string;
  boostDaily: string;
  noLock: string;
}

/** "A and B", "A, B and C" with the language's separator and conjunction. */
function joinWith(separator: string, conjunction: string) {
  return (items: readonly string[]): string =>
    items.length < 2
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(separator)}${conjunction}${items[items.length - 1]}`;
}

const WORDS: Record<LanguageKey, OfferWords> = {
  zh: {
    yuan: (a) => `${a}元`,
    times: (m) => `${m}倍`,
    and: joinWith('、', '和'),
    headings: { gets: '优惠内容', apply: '申请方式', example: '示例', rules: '活动规则' },
    bonus: (pct, max) => `按转账金额的${pct}赠送红利，最高${max}。`,
    minTransfer: (min) => `最低转账金额：${min}。`,
    turnover: (times) => `流水要求：在该场馆完成（转账金额 + 红利）${times}的有效投注。`,
    anyVenue: '适用场馆：所有场馆任选其一。',
    venues: (names) => `适用场馆：${names}。`,
    period: (from, to) => `活动时间：${from}至${to}。`,
    openPeriod: (from) => `活动时间：${from}起，长期有效。`,
    steps: (min) => [
      '选择要转入的场馆。',
      `输入从中心钱包转出的金额，至少${min}。`,
      '在本页面点击“申请”：转账金额与红利一同转入该场馆，场馆随即锁定。',
    ],
    example: (t, b, into, formula) =>
      `转账${t}：红利为${b}，共${into}转入场馆。场馆将保持锁定，直至您在该场馆的有效投注达到 ${formula}。`,
    cap: (t, max, uncapped) => `红利设有上限：转账${t}可得${max}，而不是${uncapped}。`,
    once: '每位会员限申请一次。',
    daily: '每位会员每天限申请一次（按GMT+8计日）。',
    lock: (below) =>
      `场馆锁定期间只能转入、不能转出；完成流水要求，或场馆余额低于${below}且所有注单均已结算后即自动解锁。`,
    withdrawal: (times) => `红利须完成${times}流水后方可提款。`,
    agents: '代理账号不可参加。',
    firstDeposit: (h) => `适用于首笔存款已到账的会员，须在首存到账后${h}小时内申请。`,
    depositToday: '须在当天（GMT+8）有一笔存款到账后方可申请。',
    vipLevel: (level) => `仅限VIP${level}及以上会员参加。`,
    oneLock: '已被其他优惠锁定的场馆不能再次申请。',
    abuse: '以多个账号、对冲投注等方式滥用优惠所得的红利，平台有权收回。',
    summary: (pct, max) => `${pct}红利，最高${max}`,
    vipSummary: (level, pct, max) => `VIP${level}及以上：红利最高${pct}，单次最高${max}`,
    boostSummary: (pct, max) => `额外${pct}返水，每天最高${max}`,
    vipIntro: '红利比例和上限随VIP等级提高：',
    vipRow: (level, pct, max) => `VIP${level}：${pct}，最高${max}`,
    vipExample: (level) => `以VIP${level}为例：`,
    boostGets: (pct, venues, max) =>
      `在正常返水之外，您当天在${venues}的有效投注额外返还${pct}，每天最高${max}。`,
    boostSteps: (venues) => [
      '在本页面点击“申请”，无需转账。',
      `当天在${venues}游戏。`,
      '次日零点过后不久（GMT+8），当天的加码返水自动派发至中心钱包。',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `当天您在这些场馆的有效投注共${bets}：次日您将获得 ${formula}。有效投注达到${capAt}即可获得每天最高的${max}。`,
    boostDaily: '每天须重新申请；申请当天（GMT+8）结算的有效投注全部计入。',
    noLock: '本优惠无需转账，不会锁定场馆。',
  },
  hk: {
    yuan: (a) => `${a}元`,
    times: (m) => `${m}倍`,
    and: joinWith('、', '及'),
    headings: { gets: '優惠內容', apply: '申請方法', example: '例子', rules: '活動規則' },
    bonus: (pct, max) => `按轉賬金額的${pct}送出紅利，上限${max}。`,
    minTransfer: (min) => `最低轉賬金額：${min}。`,
    turnover: (times) => `流水要求：在該場館完成（轉賬金額 + 紅利）${times}的有效投注。`,
    anyVenue: '適用場館：任何一個場館均可。',
    venues: (names) => `適用場館：${names}。`,
    period: (from, to) => `活動時間：${from}至${to}。`,
    openPeriod: (from) => `活動時間：由${from}起，長期有效。`,
    steps: (min) => [
      '選擇要轉入的場館。',
      `輸入由中心錢包轉出的金額，最少${min}。`,
      '在本頁按「申請」：轉賬金額連同紅利一併轉入該場館，場館隨即鎖定。',
    ],
    example: (t, b, into, formula) =>
      `轉賬${t}：紅利為${b}，合共${into}轉入場館。場館會保持鎖定，直至您在該場館的有效投注達到 ${formula}。`,
    cap: (t, max, uncapped) => `紅利設有上限：轉賬${t}可得${max}，而非${uncapped}。`,
    once: '每位會員只可申請一次。',
    daily: '每位會員每日只可申請一次（以GMT+8計日）。',
    lock: (below) =>
      `場館鎖定期間只可轉入，不可轉出；完成流水要求，或場館餘額低於${below}而所有注單均已結算後即會解鎖。`,
    withdrawal: (times) => `紅利須完成${times}流水方可提款。`,
    agents: '代理賬戶不可參加。',
    firstDeposit: (h) => `適用於首筆存款已到賬的會員，須於首存到賬後${h}小時內申請。`,
    depositToday: '須於當日（GMT+8）有一筆存款到賬後方可申請。',
    vipLevel: (level) => `只限VIP${level}或以上會員參加。`,
    oneLock: '已被其他優惠鎖定的場館不可再申請。',
    abuse: '如以多個賬戶、對沖投注等方式濫用優惠，平台有權收回所得紅利。',
    summary: (pct, max) => `${pct}紅利，上限${max}`,
    vipSummary: (level, pct, max) => `VIP${level}或以上：紅利最高${pct}，每次上限${max}`,
    boostSummary: (pct, max) => `額外${pct}回贈，每日上限${max}`,
    vipIntro: '紅利比例及上限隨VIP等級提升：',
    vipRow: (level, pct, max) => `VIP${level}：${pct}，上限${max}`,
    vipExample: (level) => `以VIP${level}為例：`,
    boostGets: (pct, venues, max) =>
      `除正常回贈外，您當日在${venues}的有效投注可額外獲得${pct}回贈，每日上限${max}。`,
    boostSteps: (venues) => [
      '在本頁按「申請」，毋須轉賬。',
      `當日在${venues}遊戲。`,
      '翌日零時過後不久（GMT+8），當日的加碼回贈會自動存入中心錢包。',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `當日您在這些場館的有效投注合共${bets}：翌日您可獲 ${formula}。有效投注達${capAt}即可取得每日上限${max}。`,
    boostDaily: '每日須重新申請；申請當日（GMT+8）結算的有效投注全數計算在內。',
    noLock: '本優惠毋須轉賬，場館不會鎖定。',
  },
  en: {
    yuan: (a) => `${a} yuan`,
    times: (m) => `${m}×`,
    and: joinWith(', ', ' and '),
    headings: { gets: 'What you get', apply: 'How to apply', example: 'Example', rules: 'Rules' },
    bonus: (pct, max) => `A bonus of ${pct} of your transfer, up to ${max}.`,
    minTransfer: (min) => `Minimum transfer: ${min}.`,
    turnover: (times) => `Turnover: ${times} (transfer + bonus) in valid bets at that venue.`,
    anyVenue: 'Venues: any venue you choose.',
    venues: (names) => `Venues: ${names}.`,
    period: (from, to) => `Period: ${from} to ${to}.`,
    openPeriod: (from) => `Period: from ${from}, until further notice.`,
    steps: (min) => [
      'Choose the venue you want to play in.',
      `Enter the amount to transfer from your central wallet: at least ${min}.`,
      'Tap Apply on this page: your transfer and the bonus move into the venue together, and the venue locks.',
    ],
    example: (t, b, into, formula) =>
      `You transfer ${t}: the bonus is ${b}, so ${into} goes into the venue. The venue stays locked until your valid bets there reach ${formula}.`,
    cap: (t, max, uncapped) =>
      `The bonus is capped: a transfer of ${t} earns ${max}, not ${uncapped}.`,
    once: 'Once per player.',
    daily: 'Once per player per day (days in GMT+8).',
    lock: (below) =>
      `While the venue is locked you can move money into it but not out. It unlocks when the turnover is met, or when its balance is under ${below} with every bet settled.`,
    withdrawal: (times) => `The bonus needs ${times} turnover before you can withdraw it.`,
    agents: 'Agent accounts cannot take part.',
    firstDeposit: (h) =>
      `For members whose first deposit has been credited; apply within ${h} hours of that deposit.`,
    depositToday: 'You need a deposit credited today (GMT+8) before you apply.',
    vipLevel: (level) => `For members at VIP ${level} and above.`,
    oneLock: 'A venue already locked by another offer cannot take a new application.',
    abuse:
      'We may withdraw any bonus obtained through abuse, such as multiple accounts or hedged bets.',
    summary: (pct, max) => `${pct} bonus up to ${max}`,
    vipSummary: (level, pct, max) => `VIP ${level}+: up to ${pct} bonus, at most ${max}`,
    boostSummary: (pct, max) => `Extra ${pct} rebate, up to ${max} a day`,
    vipIntro: 'The bonus rate and maximum rise with your VIP level:',
    vipRow: (level, pct, max) => `VIP ${level}: ${pct}, up to ${max}`,
    vipExample: (level) => `At VIP ${level}: `,
    boostGets: (pct, venues, max) =>
      `On top of your usual rebate, the day's valid bets at ${venues} earn an extra ${pct}, up to ${max} a day.`,
    boostSteps: (venues) => [
      'Tap Apply on this page; no transfer is needed.',
      `Play at ${venues} that day.`,
      "Shortly after midnight (GMT+8), the day's boost is paid into your central wallet.",
    ],
    boostExample: (bets, formula, max, capAt) =>
      `Your valid bets at these venues total ${bets} that day: the next day you receive ${formula}. The maximum of ${max} is reached at ${capAt} in valid bets.`,
    boostDaily:
      'Apply again each day you want the boost; every valid bet settled on the day you apply (GMT+8) counts.',
    noLock: 'This offer needs no transfer and locks no venue.',
  },
  th: {
    yuan: (a) => `${a} หยวน`,
    times: (m) => `${m} เท่า`,
    and: joinWith(', ', ' และ '),
    headings: { gets: 'สิทธิประโยชน์ที่ได้รับ', apply: 'วิธีสมัคร', example: 'ตัวอย่าง', rules: 'กติกา' },
    bonus: (pct, max) => `รับโบนัส ${pct} ของยอดโอน สูงสุด ${max}`,
    minTransfer: (min) => `ยอดโอนขั้นต่ำ: ${min}`,
    turnover: (times) => `ยอดเทิร์นโอเวอร์: เดิมพันที่มีผล ${times} ของ (ยอดโอน + โบนัส) ในค่ายเกมนั้น`,
    anyVenue: 'ค่ายเกม: เลือกได้ทุกค่าย',
    venues: (names) => `ค่ายเกม: ${names}`,
    period: (from, to) => `ระยะเวลา: ${from} ถึง ${to}`,
    openPeriod: (from) => `ระยะเวลา: ตั้งแต่ ${from} จนกว่าจะมีประกาศเปลี่ยนแปลง`,
    steps: (min) => [
      'เลือกค่ายเกมที่ต้องการเล่น',
      `กรอกยอดโอนจากกระเป๋าเงินหลัก อย่างน้อย ${min}`,
      'กด "สมัคร" ในหน้านี้ ยอดโอนและโบนัสจะเข้าสู่ค่ายเกมพร้อมกัน และค่ายเกมจะถูกล็อก',
    ],
    example: (t, b, into, formula) =>
      `โอน ${t} ได้โบนัส ${b} รวม ${into} เข้าสู่ค่ายเกม ค่ายเกมจะถูกล็อกจนกว่ายอดเดิมพันที่มีผลในค่ายนั้นจะถึง ${formula}`,
    cap: (t, max, uncapped) => `โบนัสมีเพดาน: โอน ${t} ได้โบนัส ${max} ไม่ใช่ ${uncapped}`,
    once: 'สมัครได้ 1 ครั้งต่อสมาชิก',
    daily: 'สมัครได้วันละ 1 ครั้งต่อสมาชิก (นับวันตาม GMT+8)',
    lock: (below) =>
      `ระหว่างที่ล็อก โอนเงินเข้าค่ายเกมได้แต่โอนออกไม่ได้ ค่ายเกมจะปลดล็อกเมื่อทำยอดเทิร์นโอเวอร์ครบ หรือเมื่อยอดเงินในค่ายต่ำกว่า ${below} และทุกเดิมพันออกผลแล้ว`,
    withdrawal: (times) => `โบนัสต้องทำยอดเทิร์นโอเวอร์ ${times} ก่อนถอนเงิน`,
    agents: 'บัญชีเอเจนต์ไม่สามารถเข้าร่วมได้',
    firstDeposit: (h) =>
      `สำหรับสมาชิกที่ยอดฝากครั้งแรกเข้าบัญชีแล้ว ต้องสมัครภายใน ${h} ชั่วโมงหลังยอดฝากครั้งแรกเข้าบัญชี`,
    depositToday: 'ต้องมียอดฝากเข้าบัญชีในวันนี้ (GMT+8) ก่อนสมัคร',
    vipLevel: (level) => `เฉพาะสมาชิก VIP ${level} ขึ้นไป`,
    oneLock: 'ค่ายเกมที่ถูกล็อกจากโปรโมชั่นอื่นอยู่แล้วไม่สามารถใช้สมัครได้',
    abuse:
      'เราขอสงวนสิทธิ์เรียกคืนโบนัสที่ได้มาจากการใช้สิทธิ์โดยมิชอบ เช่น การใช้หลายบัญชีหรือการแทงสวนเพื่อป้องกันความเสี่ยง',
    summary: (pct, max) => `โบนัส ${pct} สูงสุด ${max}`,
    vipSummary: (level, pct, max) => `VIP ${level} ขึ้นไป: โบนัสถึง ${pct} สูงสุด ${max}`,
    boostSummary: (pct, max) => `เงินคืนเพิ่ม ${pct} สูงสุดวันละ ${max}`,
    vipIntro: 'อัตราโบนัสและเพดานสูงขึ้นตามระดับ VIP:',
    vipRow: (level, pct, max) => `VIP ${level}: ${pct} สูงสุด ${max}`,
    vipExample: (level) => `ตัวอย่างสำหรับ VIP ${level}: `,
    boostGets: (pct, venues, max) =>
      `นอกจากเงินคืนปกติ ยอดเดิมพันที่มีผลของวันใน ${venues} จะได้รับเงินคืนเพิ่มอีก ${pct} สูงสุดวันละ ${max}`,
    boostSteps: (venues) => [
      'กด "สมัคร" ในหน้านี้ ไม่ต้องโอนเงิน',
      `เล่นใน ${venues} ในวันนั้น`,
      'หลังเที่ยงคืนไม่นาน (GMT+8) เงินคืนเพิ่มของวันนั้นจะเข้ากระเป๋าเงินหลักโดยอัตโนมัติ',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `ยอดเดิมพันที่มีผลในค่ายเหล่านี้รวม ${bets} ในวันนั้น วันถัดไปคุณจะได้รับ ${formula} และจะได้รับสูงสุด ${max} เมื่อยอดเดิมพันที่มีผลถึง ${capAt}`,
    boostDaily: 'ต้องสมัครใหม่ทุกวัน เดิมพันที่มีผลซึ่งออกผลในวันที่สมัคร (GMT+8) นับทั้งหมด',
    noLock: 'โปรโมชั่นนี้ไม่ต้องโอนเงินและไม่ล็อกค่ายเกม',
  },
  vn: {
    yuan: (a) => `${a} tệ`,
    times: (m) => `${m} lần`,
    and: joinWith(', ', ' và '),
    headings: { gets: 'Bạn nhận được', apply: 'Cách đăng ký', example: 'Ví dụ', rules: 'Quy định' },
    bonus: (pct, max) => `Thưởng ${pct} số tiền chuyển, tối đa ${max}.`,
    minTransfer: (min) => `Số tiền chuyển tối thiểu: ${min}.`,
    turnover: (times) =>
      `Doanh thu cược: cược hợp lệ gấp ${times} (tiền chuyển + tiền thưởng) tại sảnh đó.`,
    anyVenue: 'Sảnh áp dụng: bất kỳ sảnh nào bạn chọn.',
    venues: (names) => `Sảnh áp dụng: ${names}.`,
    period: (from, to) => `Thời gian: từ ${from} đến ${to}.`,
    openPeriod: (from) => `Thời gian: từ ${from}, cho đến khi có thông báo mới.`,
    steps: (min) => [
      'Chọn sảnh bạn muốn chơi.',
      `Nhập số tiền chuyển từ ví trung tâm, tối thiểu ${min}.`,
      'Nhấn "Đăng ký" trên trang này: tiền chuyển và tiền thưởng cùng vào sảnh, và sảnh bị khóa.',
    ],
    example: (t, b, into, formula) =>
      `Bạn chuyển ${t}: tiền thưởng là ${b}, tổng cộng ${into} vào sảnh. Sảnh bị khóa cho đến khi cược hợp lệ của bạn tại đó đạt ${formula}.`,
    cap: (t, max, uncapped) =>
      `Tiền thưởng có mức trần: chuyển ${t} được ${max}, không phải ${uncapped}.`,
    once: 'Mỗi thành viên chỉ được đăng ký một lần.',
    daily: 'Mỗi thành viên được đăng ký một lần mỗi ngày (tính ngày theo GMT+8).',
    lock: (below) =>
      `Khi sảnh bị khóa, bạn có thể chuyển tiền vào nhưng không thể chuyển ra. Sảnh được mở khóa khi đạt đủ doanh thu cược, hoặc khi số dư tại sảnh dưới ${below} và mọi cược đã được kết toán.`,
    withdrawal: (times) => `Tiền thưởng cần đạt doanh thu cược ${times} trước khi rút.`,
    agents: 'Tài khoản đại lý không được tham gia.',
    firstDeposit: (h) =>
      `Dành cho thành viên đã được ghi có lần nạp đầu tiên; đăng ký trong vòng ${h} giờ sau lần nạp đó.`,
    depositToday: 'Bạn cần có một lần nạp được ghi có trong ngày (GMT+8) trước khi đăng ký.',
    vipLevel: (level) => `Chỉ dành cho thành viên VIP ${level} trở lên.`,
    oneLock: 'Sảnh đang bị khóa bởi khuyến mãi khác không thể nhận đăng ký mới.',
    abuse:
      'Chúng tôi có quyền thu hồi tiền thưởng có được do lạm dụng, ví dụ dùng nhiều tài khoản hoặc cược đối ứng.',
    summary: (pct, max) => `Thưởng ${pct}, tối đa ${max}`,
    vipSummary: (level, pct, max) => `VIP ${level} trở lên: thưởng đến ${pct}, tối đa ${max}`,
    boostSummary: (pct, max) => `Hoàn trả thêm ${pct}, tối đa ${max} mỗi ngày`,
    vipIntro: 'Tỷ lệ thưởng và mức tối đa tăng theo cấp VIP:',
    vipRow: (level, pct, max) => `VIP ${level}: ${pct}, tối đa ${max}`,
    vipExample: (level) => `Ví dụ với VIP ${level}: `,
    boostGets: (pct, venues, max) =>
      `Ngoài khoản hoàn trả thông thường, cược hợp lệ trong ngày của bạn tại ${venues} được hoàn trả thêm ${pct}, tối đa ${max} mỗi ngày.`,
    boostSteps: (venues) => [
      'Nhấn "Đăng ký" trên trang này, không cần chuyển tiền.',
      `Chơi tại ${venues} trong ngày.`,
      'Ngay sau nửa đêm (GMT+8), khoản hoàn trả thêm của ngày đó được trả vào ví trung tâm.',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `Cược hợp lệ của bạn tại các sảnh này trong ngày là ${bets}: hôm sau bạn nhận ${formula}. Mức tối đa ${max} đạt được khi cược hợp lệ lên đến ${capAt}.`,
    boostDaily:
      'Cần đăng ký lại mỗi ngày; mọi cược hợp lệ được kết toán trong ngày đăng ký (GMT+8) đều được tính.',
    noLock: 'Khuyến mãi này không cần chuyển tiền và không khóa sảnh.',
  },
  pg: {
    yuan: (a) => `${a} yuans`,
    times: (m) => `${m}x`,
    and: joinWith(', ', ' e '),
    headings: {
      gets: 'O que você recebe',
      apply: 'Como participar',
      example: 'Exemplo',
      rules: 'Regras',
    },
    bonus: (pct, max) => `Bônus de ${pct} da sua transferência, até ${max}.`,
    minTransfer: (min) => `Transferência mínima: ${min}.`,
    turnover: (times) =>
      `Rollover: ${times} (transferência + bônus) em apostas válidas nessa plataforma.`,
    anyVenue: 'Plataformas: qualquer uma, à sua escolha.',
    venues: (names) => `Plataformas: ${names}.`,
    period: (from, to) => `Período: de ${from} a ${to}.`,
    openPeriod: (from) => `Período: a partir de ${from}, por tempo indeterminado.`,
    steps: (min) => [
      'Escolha a plataforma em que quer jogar.',
      `Informe o valor a transferir da carteira central: no mínimo ${min}.`,
      'Toque em "Participar" nesta página: a transferência e o bônus entram juntos na plataforma, que fica bloqueada.',
    ],
    example: (t, b, into, formula) =>
      `Você transfere ${t}: o bônus é de ${b} e ${into} entram na plataforma. A plataforma fica bloqueada até suas apostas válidas nela chegarem a ${formula}.`,
    cap: (t, max, uncapped) =>
      `O bônus tem limite: uma transferência de ${t} rende ${max}, e não ${uncapped}.`,
    once: 'Uma participação por jogador.',
    daily: 'Uma participação por jogador por dia (dias contados em GMT+8).',
    lock: (below) =>
      `Com a plataforma bloqueada, você pode transferir para ela, mas não tirar dinheiro dela. O bloqueio termina quando o rollover é cumprido ou quando o saldo na plataforma fica abaixo de ${below} com todas as apostas liquidadas.`,
    withdrawal: (times) => `O bônus exige rollover de ${times} antes do saque.`,
    agents: 'Contas de agente não podem participar.',
    firstDeposit: (h) =>
      `Para membros com o primeiro depósito já creditado; participe em até ${h} horas depois desse depósito.`,
    depositToday: 'É preciso ter um depósito creditado hoje (GMT+8) antes de participar.',
    vipLevel: (level) => `Exclusivo para membros VIP ${level} ou superior.`,
    oneLock: 'Uma plataforma já bloqueada por outra promoção não aceita nova participação.',
    abuse:
      'Podemos cancelar bônus obtidos de forma abusiva, por exemplo com várias contas ou apostas de cobertura.',
    summary: (pct, max) => `Bônus de ${pct} até ${max}`,
    vipSummary: (level, pct, max) => `VIP ${level}+: bônus de até ${pct}, no máximo ${max}`,
    boostSummary: (pct, max) => `Cashback extra de ${pct}, até ${max} por dia`,
    vipIntro: 'A porcentagem e o limite do bônus sobem com o seu nível VIP:',
    vipRow: (level, pct, max) => `VIP ${level}: ${pct}, até ${max}`,
    vipExample: (level) => `No VIP ${level}: `,
    boostGets: (pct, venues, max) =>
      `Além do cashback normal, suas apostas válidas do dia em ${venues} rendem mais ${pct}, até ${max} por dia.`,
    boostSteps: (venues) => [
      'Toque em "Participar" nesta página; não é preciso transferir.',
      `Jogue em ${venues} nesse dia.`,
      'Logo após a meia-noite (GMT+8), o cashback extra do dia cai na sua carteira central.',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `Suas apostas válidas nessas plataformas somam ${bets} no dia: no dia seguinte você recebe ${formula}. O máximo de ${max} é atingido com ${capAt} em apostas válidas.`,
    boostDaily:
      'Participe de novo a cada dia; contam todas as apostas válidas liquidadas no dia da participação (GMT+8).',
    noLock: 'Esta promoção não exige transferência e não bloqueia nenhuma plataforma.',
  },
  fp: {
    yuan: (a) => `${a} yuan`,
    times: (m) => `${m}x`,
    and: joinWith(', ', ' at '),
    headings: {
      gets: 'Ang matatanggap mo',
      apply: 'Paano sumali',
      example: 'Halimbawa',
      rules: 'Mga patakaran',
    },
    bonus: (pct, max) => `Bonus na ${pct} ng halagang inilipat mo, hanggang ${max}.`,
    minTransfer: (min) => `Pinakamababang paglipat: ${min}.`,
    turnover: (times) =>
      `Turnover: ${times} ng (inilipat + bonus) sa mga valid na taya sa venue na iyon.`,
    anyVenue: 'Mga venue: kahit anong venue na pipiliin mo.',
    venues: (names) => `Mga venue: ${names}.`,
    period: (from, to) => `Panahon: mula ${from} hanggang ${to}.`,
    openPeriod: (from) => `Panahon: mula ${from}, hanggang may bagong abiso.`,
    steps: (min) => [
      'Piliin ang venue na gusto mong laruan.',
      `Ilagay ang halagang ililipat mula sa iyong sentral na wallet: hindi bababa sa ${min}.`,
      'Pindutin ang "Sumali" sa pahinang ito: sabay na papasok sa venue ang inilipat mo at ang bonus, at mala-lock ang venue.',
    ],
    example: (t, b, into, formula) =>
      `Naglipat ka ng ${t}: ang bonus ay ${b}, kaya ${into} ang papasok sa venue. Naka-lock ang venue hanggang umabot ang iyong mga valid na taya roon sa ${formula}.`,
    cap: (t, max, uncapped) =>
      `May limit ang bonus: ang paglipat ng ${t} ay may bonus na ${max}, hindi ${uncapped}.`,
    once: 'Isang beses lang bawat player.',
    daily: 'Isang beses bawat araw bawat player (araw ayon sa GMT+8).',
    lock: (below) =>
      `Habang naka-lock, puwedeng magpasok ng pera sa venue pero hindi maglabas. Maa-unlock ito kapag naabot ang turnover, o kapag ang balanse roon ay mas mababa sa ${below} at na-settle na ang lahat ng taya.`,
    withdrawal: (times) => `Kailangang ma-turnover ang bonus nang ${times} bago ito ma-withdraw.`,
    agents: 'Hindi puwedeng sumali ang mga agent account.',
    firstDeposit: (h) =>
      `Para sa mga miyembrong na-credit na ang unang deposito; sumali sa loob ng ${h} oras mula sa depositong iyon.`,
    depositToday: 'Kailangang may deposito kang na-credit ngayong araw (GMT+8) bago sumali.',
    vipLevel: (level) => `Para lamang sa mga miyembrong VIP ${level} pataas.`,
    oneLock: 'Hindi na puwedeng sumali gamit ang venue na naka-lock na sa ibang promo.',
    abuse:
      'May karapatan kaming bawiin ang bonus na nakuha sa pang-aabuso, gaya ng paggamit ng maraming account o magkasalungat na taya.',
    summary: (pct, max) => `${pct} na bonus, hanggang ${max}`,
    vipSummary: (level, pct, max) =>
      `VIP ${level} pataas: bonus na hanggang ${pct}, hanggang ${max}`,
    boostSummary: (pct, max) => `Dagdag na ${pct} rebate, hanggang ${max} bawat araw`,
    vipIntro: 'Tumataas ang porsiyento at limit ng bonus ayon sa iyong VIP level:',
    vipRow: (level, pct, max) => `VIP ${level}: ${pct}, hanggang ${max}`,
    vipExample: (level) => `Halimbawa sa VIP ${level}: `,
    boostGets: (pct, venues, max) =>
      `Bukod sa karaniwang rebate, may dagdag na ${pct} ang iyong mga valid na taya sa araw na iyon sa ${venues}, hanggang ${max} bawat araw.`,
    boostSteps: (venues) => [
      'Pindutin ang "Sumali" sa pahinang ito; hindi kailangang maglipat.',
      `Maglaro sa ${venues} sa araw na iyon.`,
      'Ilang sandali pagkalipas ng hatinggabi (GMT+8), papasok sa iyong sentral na wallet ang dagdag na rebate ng araw na iyon.',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `Umabot sa ${bets} ang iyong mga valid na taya sa mga venue na ito sa araw na iyon: kinabukasan, matatanggap mo ang ${formula}. Makukuha ang pinakamataas na ${max} kapag umabot sa ${capAt} ang mga valid na taya.`,
    boostDaily:
      'Sumali ulit bawat araw; bilang ang lahat ng valid na taya na na-settle sa araw ng iyong pagsali (GMT+8).',
    noLock: 'Walang paglipat na kailangan sa promo na ito at walang venue na mala-lock.',
  },
  md: {
    yuan: (a) => `ယွမ် ${a}`,
    times: (m) => `${m} ဆ`,
    and: joinWith('၊ ', ' နှင့် '),
    headings: {
      gets: 'ရရှိမည့်အရာ',
      apply: 'လျှောက်ထားနည်း',
      example: 'ဥပမာ',
      rules: 'စည်းမျဉ်းများ',
    },
    bonus: (pct, max) => `လွှဲငွေ၏ ${pct} ကို ဘောနပ်စ်အဖြစ် ရရှိမည်၊ အများဆုံး ${max}။`,
    minTransfer: (min) => `အနည်းဆုံး လွှဲငွေ- ${min}။`,
    turnover: (times) =>
      `လောင်းကြေးပမာဏ- ထိုဂိမ်းဌာနတွင် (လွှဲငွေ + ဘောနပ်စ်) ၏ ${times} ကို အကျုံးဝင်လောင်းကြေးဖြင့် ပြည့်မီရမည်။`,
    anyVenue: 'ဂိမ်းဌာန- ကြိုက်နှစ်သက်ရာ ဂိမ်းဌာန တစ်ခုခု။',
    venues: (names) => `ဂိမ်းဌာန- ${names}။`,
    period: (from, to) => `ကာလ- ${from} မှ ${to} အထိ။`,
    openPeriod: (from) => `ကာလ- ${from} မှစ၍ နောက်ထပ် အသိပေးသည်အထိ။`,
    steps: (min) => [
      'ကစားလိုသော ဂိမ်းဌာနကို ရွေးပါ။',
      `ဗဟိုပိုက်ဆံအိတ်မှ လွှဲမည့်ပမာဏကို ထည့်ပါ၊ အနည်းဆုံး ${min}။`,
      'ဤစာမျက်နှာရှိ "လျှောက်ထားမည်" ကို နှိပ်ပါ- လွှဲငွေနှင့် ဘောနပ်စ်သည် ဂိမ်းဌာနထဲသို့ အတူဝင်ပြီး ဂိမ်းဌာနကို သော့ခတ်ပါမည်။',
    ],
    example: (t, b, into, formula) =>
      `${t} လွှဲပါက ဘောနပ်စ် ${b} ရရှိပြီး စုစုပေါင်း ${into} ဂိမ်းဌာနထဲသို့ ဝင်ပါမည်။ ထိုဂိမ်းဌာနရှိ သင်၏ အကျုံးဝင်လောင်းကြေး ${formula} ပြည့်သည်အထိ သော့ခတ်ထားပါမည်။`,
    cap: (t, max, uncapped) =>
      `ဘောနပ်စ်တွင် အမြင့်ဆုံး ကန့်သတ်ချက် ရှိသည်- ${t} လွှဲပါက ${uncapped} မဟုတ်ဘဲ ${max} ရရှိမည်။`,
    once: 'အသင်းဝင်တစ်ဦးလျှင် တစ်ကြိမ်သာ လျှောက်ထားနိုင်သည်။',
    daily: 'အသင်းဝင်တစ်ဦးလျှင် တစ်ရက် တစ်ကြိမ် လျှောက်ထားနိုင်သည် (GMT+8 ဖြင့် ရက်တွက်သည်)။',
    lock: (below) =>
      `သော့ခတ်ထားစဉ် ဂိမ်းဌာနထဲသို့ ငွေလွှဲထည့်နိုင်သော်လည်း လွှဲထုတ်၍မရပါ။ လောင်းကြေးပမာဏ ပြည့်မီသည့်အခါ သို့မဟုတ် ဂိမ်းဌာန၏ လက်ကျန် ${below} အောက်ရောက်ပြီး လောင်းကြေးအားလုံး ရှင်းလင်းပြီးသည့်အခါ သော့ဖွင့်ပါမည်။`,
    withdrawal: (times) => `ငွေမထုတ်မီ ဘောနပ်စ်၏ ${times} လောင်းကြေးပမာဏ ပြည့်ရမည်။`,
    agents: 'ကိုယ်စားလှယ်အကောင့်များ ပါဝင်ခွင့်မရှိပါ။',
    firstDeposit: (h) =>
      `ပထမအကြိမ် ငွေသွင်းမှု အကောင့်ထဲ ဝင်ပြီးသော အသင်းဝင်များအတွက်ဖြစ်ပြီး ထိုငွေသွင်းမှုနောက် ${h} နာရီအတွင်း လျှောက်ထားရမည်။`,
    depositToday: 'မလျှောက်ထားမီ ယနေ့ (GMT+8) အကောင့်ထဲ ဝင်ပြီးသော ငွေသွင်းမှု တစ်ခု ရှိရမည်။',
    vipLevel: (level) => `VIP ${level} နှင့်အထက် အသင်းဝင်များသာ ပါဝင်နိုင်သည်။`,
    oneLock: 'အခြားပရိုမိုးရှင်းဖြင့် သော့ခတ်ထားပြီးသော ဂိမ်းဌာနဖြင့် ထပ်မံ လျှောက်ထား၍ မရပါ။',
    abuse:
      'အကောင့်များစွာ အသုံးပြုခြင်း သို့မဟုတ် ဆန့်ကျင်ဘက် လောင်းခြင်းကဲ့သို့ အလွဲသုံးစားပြု၍ ရရှိသော ဘောနပ်စ်ကို ပြန်လည်သိမ်းယူပိုင်ခွင့် ရှိပါသည်။',
    summary: (pct, max) => `${pct} ဘောနပ်စ်၊ အများဆုံး ${max}`,
    vipSummary: (level, pct, max) => `VIP ${level} နှင့်အထက်- ဘောနပ်စ် ${pct} အထိ၊ အများဆုံး ${max}`,
    boostSummary: (pct, max) => `ပြန်အမ်းငွေ ${pct} ထပ်ဆောင်း၊ တစ်ရက်လျှင် အများဆုံး ${max}`,
    vipIntro: 'ဘောနပ်စ်နှုန်းနှင့် အမြင့်ဆုံးပမာဏသည် VIP အဆင့်နှင့်အတူ မြင့်တက်သည်-',
    vipRow: (level, pct, max) => `VIP ${level}- ${pct}၊ အများဆုံး ${max}`,
    vipExample: (level) => `VIP ${level} အတွက် ဥပမာ- `,
    boostGets: (pct, venues, max) =>
      `ပုံမှန် ပြန်အမ်းငွေအပြင် ${venues} တွင် ထိုနေ့၏ အကျုံးဝင်လောင်းကြေးများအတွက် ${pct} ထပ်ဆောင်း ရရှိမည်၊ တစ်ရက်လျှင် အများဆုံး ${max}။`,
    boostSteps: (venues) => [
      'ဤစာမျက်နှာရှိ "လျှောက်ထားမည်" ကို နှိပ်ပါ၊ ငွေလွှဲရန် မလိုပါ။',
      `ထိုနေ့တွင် ${venues} ၌ ကစားပါ။`,
      'သန်းခေါင်ကျော်ပြီး မကြာမီ (GMT+8) ထိုနေ့၏ ထပ်ဆောင်း ပြန်အမ်းငွေကို ဗဟိုပိုက်ဆံအိတ်ထဲ ထည့်ပေးပါမည်။',
    ],
    boostExample: (bets, formula, max, capAt) =>
      `ထိုနေ့တွင် ဤဂိမ်းဌာနများ၌ သင်၏ အကျုံးဝင်လောင်းကြေး စုစုပေါင်း ${bets} ဖြစ်ပါက နောက်တစ်နေ့တွင် ${formula} ရရှိမည်။ အကျုံးဝင်လောင်းကြေး ${capAt} ရောက်လျှင် အများဆုံး ${max} ရရှိမည်။`,
    boostDaily:
      'နေ့စဉ် ပြန်လည် လျှောက်ထားရမည်၊ လျှောက်ထားသည့်နေ့ (GMT+8) တွင် ရှင်းလင်းပြီးသော အကျုံးဝင်လောင်းကြေးအားလုံး ထည့်တွက်သည်။',
    noLock: 'ဤပရိုမိုးရှင်းသည် ငွေလွှဲရန် မလိုဘဲ ဂိမ်းဌာနကို သော့မခတ်ပါ။',
  },
};

/** Whole yuan with the amounts' `,` grouping ("1,111"; docs/product-rules.md#money). */
function yuanNumber(fen: Fen): string {
  return formatFen(fen).replace(/\.00$/, '');
}

function money(words: OfferWords, fen: Fen): string {
  return words.yuan(yuanNumber(fen));
}

function strong(text: string): string {
  return `<strong>${text}</strong>`;
}

function items(texts: readonly string[]): string {
  return texts.map((text) => `<li>${text}</li>`).join('');
}

function inEveryLanguage(
  make: (words: OfferWords, locale: string, key: LanguageKey) => string,
): Translated {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language.key,
      make(WORDS[language.key], language.bcp47, language.key),
    ]),
  ) as Translated;
}

const EVERY_VENUE = VENUE_PLATFORMS.map((venue) => venue.platCode);

/** The venues' names in one language, joined; null when the offer takes every venue. */
function venueNames(
  platCodes: readonly string[],
  words: OfferWords,
  key: LanguageKey,
): string | null {
  if (EVERY_VENUE.every((code) => platCodes.includes(code))) return null;
  return words.and(
    platCodes.map((code) => {
      const venue = VENUE_PLATFORMS.find((v) => v.platCode === code);
      if (!venue) throw new Error(`offer seed: unknown venue ${code}`);
      return venue.names[key];
    }),
  );
}

/** The period in business time: dates in the reader's language, times as "23:59 (GMT+8)". */
function periodLine(words: OfferWords, locale: string, startsAt: string, endsAt: string | null) {
  const start = new Date(startsAt);
  if (!endsAt) return words.openPeriod(dateText(start, { locale }));
  const end = new Date(endsAt);
  return words.period(
    `${dateText(start, { locale })} ${timeText(start)}`,
    `${dateText(end, { locale })} ${timeText(end, { zone: true })}`,
  );
}

interface PageParts {
  lead: string;
  gets: readonly string[];
  steps: readonly string[];
  example: readonly string[];
  rules: readonly string[];
}

/** An offer's page: the lead, what the player gets, how to apply, a worked example, the rules. */
function page(words: OfferWords, parts: PageParts): string {
  return [
    `<p>${parts.lead}</p>`,
    `<h3>${words.headings.gets}</h3>`,
    `<ul>${items(parts.gets)}</ul>`,
    `<h3>${words.headings.apply}</h3>`,
    `<ol>${items(parts.steps)}</ol>`,
    `<h3>${words.headings.example}</h3>`,
    ...parts.example.map((text) => `<p>${text}</p>`),
    `<h3>${words.headings.rules}</h3>`,
    `<ul>${items(parts.rules)}</ul>`,
  ].join('\n');
}

const EXAMPLE_STEP: Fen = yuanToFen(1000);

/** The smallest whole thousand yuan whose bonus by ratio passes the maximum: the capped example. */
function cappedTransfer(terms: OfferBonusTerms): Fen {
  if (terms.bonusRatioBp <= 0) throw new Error('offer seed: a transfer bonus needs a ratio');
  let transfer = EXAMPLE_STEP;
  while (fenAtRate(transfer, terms.bonusRatioBp) <= terms.maxBonus) transfer += EXAMPLE_STEP;
  return transfer;
}

/**
 * The worked example, computed by the same rules the server applies (contract/rules/offers.ts):
 * the bonus of a transfer, the turnover that unlocks the venue, and a transfer past the maximum.
 */
function transferExample(words: OfferWords, terms: OfferBonusTerms, transfer: Fen): string[] {
  const bonus = offerBonus(transfer, terms);
  const turnover = lockTurnover(transfer, bonus, terms);
  const formula = `(${yuanNumber(transfer)} + ${yuanNumber(bonus)}) × ${terms.turnoverMultiple} = ${money(words, turnover)}`;
  const capped = cappedTransfer(terms);
  return [
    words.example(
      money(words, transfer),
      money(words, bonus),
      money(words, transfer + bonus),
      formula,
    ),
    words.cap(
      money(words, capped),
      money(words, terms.maxBonus),
      money(words, fenAtRate(capped, terms.bonusRatioBp)),
    ),
  ];
}

/** What the player gets besides the bonus itself: minimum, turnover, venues, period. */
function transferTermsLines(
  words: OfferWords,
  locale: string,
  key: LanguageKey,
  offer: OfferDraft,
  terms: OfferBonusTerms,
): string[] {
  const names = venueNames(offer.platCodes, words, key);
  return [
    words.minTransfer(money(words, terms.minTransfer)),
    words.turnover(words.times(terms.turnoverMultiple)),
    names === null ? words.anyVenue : words.venues(names),
    periodLine(words, locale, offer.startsAt, offer.endsAt),
  ];
}

/** The rules of an offer with a transfer, from its terms (docs/product-rules.md#offers). */
function transferRules(words: OfferWords, offer: OfferDraft): string[] {
  const { terms } = offer;
  if (terms.timeLimitHours !== null && offer.kind !== 'firstDeposit')
    throw new Error('offer seed: a time limit is written for first-deposit offers only');
  return [
    terms.frequency === 'once' ? words.once : words.daily,
    ...(offer.kind === 'firstDeposit' && terms.timeLimitHours !== null
      ? [words.firstDeposit(terms.timeLimitHours)]
      : []),
    ...(offer.kind === 'dailyDeposit' ? [words.depositToday] : []),
    ...(terms.minVipLevel !== null ? [words.vipLevel(terms.minVipLevel)] : []),
    words.lock(money(words, yuanToFen(VENUE_UNLOCK_BELOW_YUAN))),
    words.oneLock,
    words.withdrawal(words.times(BONUS_WITHDRAWAL_TURNOVER_MULTIPLE)),
    ...(terms.excludesAgents ? [words.agents] : []),
    words.abuse,
  ];
}

/** An offer before its summary and page are written from its terms. */
interface OfferDraft {
  id: number;
  classification: ActivityClassification;
  kind: ActivityKind;
  title: Translated;
  /** The page's first line, in the offer's own voice; amounts come from the terms below it. */
  lead: Translated;
  startsAt: string;
  endsAt: string | null;
  platCodes: readonly string[];
  terms: ActivityTerms;
}

function seedOf(
  offer: OfferDraft,
  sort: number,
  summary: Translated,
  content: Translated,
): ActivitySeed {
  return {
    ...offer.terms,
    id: offer.id,
    classification: offer.classification,
    kind: offer.kind,
    sort,
    title: offer.title,
    summary,
    content,
    bannerUrl: OFFER_ART[offer.kind],
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    platCodes: [...offer.platCodes],
  };
}

/** An offer whose bonus comes with a transfer into a venue (every kind but the VIP and boost). */
function transferOffer(offer: OfferDraft & { exampleTransfer: Fen }, sort: number): ActivitySeed {
  const { terms } = offer;
  return seedOf(
    offer,
    sort,
    inEveryLanguage((w) => w.summary(ratePercent(terms.bonusRatioBp), money(w, terms.maxBonus))),
    inEveryLanguage((w, locale, key) =>
      page(w, {
        lead: offer.lead[key],
        gets: [
          w.bonus(strong(ratePercent(terms.bonusRatioBp)), strong(money(w, terms.maxBonus))),
          ...transferTermsLines(w, locale, key, offer, terms),
        ],
        steps: w.steps(money(w, terms.minTransfer)),
        example: transferExample(w, terms, offer.exampleTransfer),
        rules: transferRules(w, offer),
      }),
    ),
  );
}

/** A VIP offer: its terms by level, the example at one level. */
function vipOffer(
  offer: OfferDraft & { exampleLevel: number; exampleTransfer: Fen },
  sort: number,
): ActivitySeed {
  const rows = offer.terms.termsByVipLevel ?? [];
  const top = rows[rows.length - 1];
  const example = rows.find((row) => row.vipLevel === offer.exampleLevel);
  if (!top || !example) throw new Error('offer seed: a VIP offer needs its terms by level');
  if (
    rows.some(
      (row) =>
        row.minTransfer !== offer.terms.minTransfer ||
        row.turnoverMultiple !== offer.terms.turnoverMultiple,
    )
  )
    throw new Error('offer seed: the VIP page states one minimum and one multiple for every level');
  const minLevel = offer.terms.minVipLevel ?? rows[0]?.vipLevel ?? 1;
  return seedOf(
    offer,
    sort,
    inEveryLanguage((w) =>
      w.vipSummary(minLevel, ratePercent(top.bonusRatioBp), money(w, top.maxBonus)),
    ),
    inEveryLanguage((w, locale, key) =>
      page(w, {
        lead: offer.lead[key],
        gets: [
          `${w.vipIntro}<ul>${items(
            rows.map((row) =>
              w.vipRow(row.vipLevel, strong(ratePercent(row.bonusRatioBp)), money(w, row.maxBonus)),
            ),
          )}</ul>`,
          ...transferTermsLines(w, locale, key, offer, offer.terms),
        ],
        steps: w.steps(money(w, offer.terms.minTransfer)),
        example: transferExample(w, example, offer.exampleTransfer).map((text, i) =>
          i === 0 ? `${strong(w.vipExample(example.vipLevel))}${text}` : text,
        ),
        rules: transferRules(w, offer),
      }),
    ),
  );
}

/** A rebate boost: applied for on the day, paid the next day on that day's valid bets. */
function rebateBoostOffer(offer: OfferDraft & { exampleBets: Fen }, sort: number): ActivitySeed {
  const { terms } = offer;
  if (terms.frequency !== 'daily')
    throw new Error('offer seed: a rebate boost is applied for daily');
  const pct = ratePercent(terms.bonusRatioBp);
  const boost = fenAtRate(offer.exampleBets, terms.bonusRatioBp);
  // The valid bets at which the boost reaches its maximum, to the fen (integer arithmetic).
  const capAt = Math.ceil((terms.maxBonus * 10_000) / terms.bonusRatioBp);
  return seedOf(
    offer,
    sort,
    inEveryLanguage((w) => w.boostSummary(pct, money(w, terms.maxBonus))),
    inEveryLanguage((w, locale, key) => {
      const venues = venueNames(offer.platCodes, w, key) ?? w.anyVenue;
      return page(w, {
        lead: offer.lead[key],
        gets: [
          w.boostGets(strong(pct), venues, strong(money(w, terms.maxBonus))),
          periodLine(w, locale, offer.startsAt, offer.endsAt),
        ],
        steps: w.boostSteps(venues),
        example: [
          w.boostExample(
            money(w, offer.exampleBets),
            `${yuanNumber(offer.exampleBets)} × ${pct} = ${money(w, boost)}`,
            money(w, terms.maxBonus),
            money(w, capAt),
          ),
        ],
        rules: [
          w.boostDaily,
          w.noLock,
          w.withdrawal(w.times(terms.turnoverMultiple)),
          ...(terms.excludesAgents ? [w.agents] : []),
          w.abuse,
        ],
      });
    }),
  );
}

/** A transfer bonus's terms: 100 yuan minimum, the venue lock's 12×, agents excluded. */
function transferBonusTerms(
  bonusRatioBp: number,
  maxBonusYuan: number,
  frequency: ActivityTerms['frequency'],
): ActivityTerms {
  return {
    minTransfer: yuanToFen(100),
    bonusRatioBp,
    maxBonus: yuanToFen(maxBonusYuan),
    turnoverMultiple: VENUE_LOCK_TURNOVER_MULTIPLE,
    frequency,
    timeLimitHours: null,
    minVipLevel: null,
    excludesAgents: true,
    requiresTransfer: true,
    termsByVipLevel: null,
  };
}

const VIP_RATIOS_BP = [500, 600, 700, 800, 900, 1000, 1200, 1500];
const VIP_MAX_BONUS_YUAN = [100, 200, 300, 500, 800, 1200, 1600, 2000];
const VIP_OFFER_MULTIPLE = 10;
const VIP_TERMS = VIP_RATIOS_BP.map((bonusRatioBp, i) => ({
  vipLevel: 3 + i,
  minTransfer: yuanToFen(100),
  bonusRatioBp,
  maxBonus: yuanToFen(VIP_MAX_BONUS_YUAN[i] ?? 0),
  turnoverMultiple: VIP_OFFER_MULTIPLE,
}));

/**
 * Every seeded offer, at least one per tab. Summaries and pages are written from the terms by the
 * phrases above, in all 8 languages, so the amounts and the worked example always match the terms.
 */
export const ACTIVITY_SEEDS: readonly ActivitySeed[] = [
  transferOffer(
    {
      id: 101,
      classification: 'limitedTime',
      kind: 'limitedTime',
      title: {
        zh: '年终限时红利',
        hk: '年終限時紅利',
        en: 'Year-end limited-time bonus',
        th: 'โบนัสพิเศษส่งท้ายปี',
        vn: 'Thưởng cuối năm có thời hạn',
        pg: 'Bônus de fim de ano por tempo limitado',
        fp: 'Limitadong bonus sa pagtatapos ng taon',
        md: 'နှစ်ကုန် အချိန်အကန့်အသတ် ဘောနပ်စ်',
      },
      lead: {
        zh: '年终岁末，多一份本金：活动期间向任意场馆转账，即可领取年终红利。',
        hk: '年終多一份本金：活動期間轉賬至任何場館，即可領取年終紅利。',
        en: 'End the year with more to play with: transfer to any venue during the offer and take the year-end bonus.',
        th: 'ส่งท้ายปีด้วยทุนเล่นที่มากขึ้น: โอนเข้าค่ายเกมใดก็ได้ในช่วงโปรโมชั่นเพื่อรับโบนัสส่งท้ายปี',
        vn: 'Khép lại năm cũ với thêm vốn chơi: chuyển tiền vào bất kỳ sảnh nào trong thời gian khuyến mãi để nhận thưởng cuối năm.',
        pg: 'Feche o ano com mais saldo para jogar: transfira para qualquer plataforma durante a promoção e receba o bônus de fim de ano.',
        fp: 'Tapusin ang taon nang may dagdag na pang-laro: maglipat sa kahit anong venue habang bukas ang promo at kunin ang bonus sa pagtatapos ng taon.',
        md: 'နှစ်ကုန်ကို ကစားငွေ ပိုများများဖြင့် အဆုံးသတ်ပါ- ပရိုမိုးရှင်းကာလအတွင်း မည်သည့်ဂိမ်းဌာနသို့မဆို ငွေလွှဲပြီး နှစ်ကုန်ဘောနပ်စ် ရယူပါ။',
      },
      startsAt: '2026-11-01T00:00:00+08:00',
      endsAt: '2027-01-31T23:59:59+08:00',
      platCodes: EVERY_VENUE,
      terms: transferBonusTerms(3000, 888, 'once'),
      exampleTransfer: yuanToFen(1000),
    },
    1,
  ),
  transferOffer(
    {
      id: 102,
      classification: 'limitedTime',
      kind: 'limitedTime',
      title: {
        zh: '双十一红利',
        hk: '雙十一紅利',
        en: 'Double Eleven bonus',
        th: 'โบนัส 11.11',
        vn: 'Thưởng 11/11',
        pg: 'Bônus 11/11',
        fp: 'Bonus sa 11/11',
        md: '11.11 ဘောနပ်စ်',
      },
      lead: {
        zh: '仅限双十一当天：转账即送超高比例红利。',
        hk: '只限雙十一當日：轉賬即送超高比例紅利。',
        en: 'One day only, on Double Eleven: transfer and take an extra-high bonus.',
        th: 'เฉพาะวัน 11.11 วันเดียวเท่านั้น: โอนเงินรับโบนัสอัตราสูงพิเศษ',
        vn: 'Chỉ duy nhất ngày 11/11: chuyển tiền nhận thưởng tỷ lệ cực cao.',
        pg: 'Só no dia 11/11: transfira e receba um bônus com porcentagem especial.',
        fp: 'Sa 11/11 lang: maglipat at tumanggap ng bonus na may espesyal na porsiyento.',
        md: '11.11 တစ်ရက်တည်းသာ- ငွေလွှဲပြီး အထူးနှုန်း ဘောနပ်စ် ရယူပါ။',
      },
      startsAt: '2026-11-11T00:00:00+08:00',
      endsAt: '2026-11-11T23:59:59+08:00',
      platCodes: EVERY_VENUE,
      terms: transferBonusTerms(5000, 1111, 'once'),
      exampleTransfer: yuanToFen(1000),
    },
    2,
  ),
  transferOffer(
    {
      id: 103,
      classification: 'limitedTime',
      kind: 'limitedTime',
      title: {
        zh: '新春红包红利',
        hk: '新春紅包紅利',
        en: 'Spring Festival red bonus',
        th: 'โบนัสอั่งเปาตรุษจีน',
        vn: 'Thưởng lì xì Tết',
        pg: 'Bônus envelope vermelho de Ano-Novo Chinês',
        fp: 'Ampao bonus sa Bagong Taon ng mga Tsino',
        md: 'တရုတ်နှစ်သစ် အန်ပေါင် ဘောနပ်စ်',
      },
      lead: {
        zh: '新春佳节，红包送上：活动期间转账，即可领取新春红利。',
        hk: '新春佳節送紅包：活動期間轉賬，即可領取新春紅利。',
        en: 'Welcome the Spring Festival with a red envelope: transfer during the offer and take the New Year bonus.',
        th: 'ฉลองตรุษจีนรับอั่งเปา: โอนเงินในช่วงโปรโมชั่นเพื่อรับโบนัสตรุษจีน',
        vn: 'Đón Tết Nguyên đán với lì xì: chuyển tiền trong thời gian khuyến mãi để nhận thưởng mừng xuân.',
        pg: 'Comemore o Ano-Novo Chinês com um envelope vermelho: transfira durante a promoção e receba o bônus de Ano-Novo.',
        fp: 'Salubungin ang Bagong Taon ng mga Tsino sa isang ampao: maglipat habang bukas ang promo at kunin ang bonus ng Bagong Taon.',
        md: 'တရုတ်နှစ်သစ်ကူးကို အန်ပေါင်ဖြင့် ကြိုဆိုပါ- ပရိုမိုးရှင်းကာလအတွင်း ငွေလွှဲပြီး နှစ်သစ်ဘောနပ်စ် ရယူပါ။',
      },
      startsAt: '2027-02-10T00:00:00+08:00',
      endsAt: '2027-02-24T23:59:59+08:00',
      platCodes: EVERY_VENUE,
      terms: transferBonusTerms(2800, 888, 'once'),
      exampleTransfer: yuanToFen(1000),
    },
    3,
  ),
  transferOffer(
    {
      id: 201,
      classification: 'newMemberFirstDeposit',
      kind: 'firstDeposit',
      title: {
        zh: '新会员首存100%红利',
        hk: '新會員首存100%紅利',
        en: 'New member first deposit 100%',
        th: 'โบนัสฝากครั้งแรก 100% สำหรับสมาชิกใหม่',
        vn: 'Thưởng 100% nạp lần đầu cho thành viên mới',
        pg: 'Primeiro depósito 100% para novos membros',
        fp: '100% na bonus sa unang deposito ng bagong miyembro',
        md: 'အသင်းဝင်သစ် ပထမအကြိမ် ငွေသွင်း 100%',
      },
      lead: {
        zh: '欢迎加入！把首笔存款转入场馆，即可获得等额红利。',
        hk: '歡迎加入！將首筆存款轉入場館，即送等額紅利。',
        en: 'Welcome! Move your first deposit into a venue and get a bonus of the same amount.',
        th: 'ยินดีต้อนรับ! โอนยอดฝากครั้งแรกเข้าค่ายเกม รับโบนัสเท่ากับยอดที่โอน',
        vn: 'Chào mừng bạn! Chuyển khoản nạp đầu tiên vào sảnh và nhận thưởng bằng đúng số tiền đó.',
        pg: 'Boas-vindas! Leve o seu primeiro depósito a uma plataforma e receba um bônus do mesmo valor.',
        fp: 'Maligayang pagdating! Ilipat ang iyong unang deposito sa isang venue at tumanggap ng bonus na kasinlaki nito.',
        md: 'ကြိုဆိုပါသည်။ ပထမအကြိမ် ငွေသွင်းငွေကို ဂိမ်းဌာနသို့ လွှဲပြီး ထိုပမာဏနှင့် ညီမျှသော ဘောနပ်စ် ရယူပါ။',
      },
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: null,
      platCodes: EVERY_VENUE,
      terms: { ...transferBonusTerms(10_000, 388, 'once'), timeLimitHours: 72 },
      exampleTransfer: yuanToFen(300),
    },
    4,
  ),
  transferOffer(
    {
      id: 301,
      classification: 'daily',
      kind: 'dailyDeposit',
      title: {
        zh: '每日存款红利',
        hk: '每日存款紅利',
        en: 'Daily deposit bonus',
        th: 'โบนัสฝากรายวัน',
        vn: 'Thưởng nạp hằng ngày',
        pg: 'Bônus de depósito diário',
        fp: 'Araw-araw na bonus sa deposito',
        md: 'နေ့စဉ် ငွေသွင်း ဘောနပ်စ်',
      },
      lead: {
        zh: '天天存款，天天有红利。',
        hk: '每日存款，每日有紅利。',
        en: 'Deposit on any day and take a bonus that day.',
        th: 'ฝากทุกวัน รับโบนัสทุกวัน',
        vn: 'Nạp mỗi ngày, nhận thưởng mỗi ngày.',
        pg: 'Depositou hoje? Hoje tem bônus.',
        fp: 'Magdeposito araw-araw, may bonus araw-araw.',
        md: 'နေ့စဉ် ငွေသွင်းပါ၊ နေ့စဉ် ဘောနပ်စ် ရယူပါ။',
      },
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: null,
      platCodes: EVERY_VENUE,
      terms: transferBonusTerms(1000, 188, 'daily'),
      exampleTransfer: yuanToFen(1000),
    },
    5,
  ),
  transferOffer(
    {
      id: 401,
      classification: 'sports',
      kind: 'sportsBonus',
      title: {
        zh: '体育红利',
        hk: '體育紅利',
        en: 'Sports bonus',
        th: 'โบนัสกีฬา',
        vn: 'Thưởng thể thao',
        pg: 'Bônus de esportes',
        fp: 'Bonus sa sports',
        md: 'အားကစား ဘောနပ်စ်',
      },
      lead: {
        zh: '球迷专享：每天转入体育场馆，即可领取体育红利。',
        hk: '球迷專享：每日轉賬至體育場館，即可領取體育紅利。',
        en: 'For sports fans: transfer to a sportsbook each day and take the sports bonus.',
        th: 'สำหรับคอกีฬา: โอนเข้าค่ายกีฬาทุกวันเพื่อรับโบนัสกีฬา',
        vn: 'Dành cho người hâm mộ thể thao: chuyển tiền vào sảnh thể thao mỗi ngày để nhận thưởng thể thao.',
        pg: 'Para quem ama esportes: transfira para as apostas esportivas todo dia e receba o bônus de esportes.',
        fp: 'Para sa mga mahilig sa sports: maglipat sa sportsbook araw-araw at kunin ang bonus sa sports.',
        md: 'အားကစားဝါသနာရှင်များအတွက်- နေ့စဉ် အားကစား ဂိမ်းဌာနသို့ ငွေလွှဲပြီး အားကစားဘောနပ်စ် ရယူပါ။',
      },
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: null,
      // The in-house venue has a sportsbook too (docs/product-rules.md#games).
      platCodes: ['STSPORT', INHOUSE_PLAT_CODE],
      terms: transferBonusTerms(2000, 288, 'daily'),
      exampleTransfer: yuanToFen(1000),
    },
    6,
  ),
  rebateBoostOffer(
    {
      id: 501,
      classification: 'highRebate',
      kind: 'rebateBoost',
      title: {
        zh: '电子返水加码',
        hk: '電子回贈加碼',
        en: 'Slots rebate boost',
        th: 'เพิ่มเงินคืนสล็อต',
        vn: 'Tăng hoàn trả nổ hũ',
        pg: 'Cashback turbinado em caça-níqueis',
        fp: 'Dagdag na rebate sa slots',
        md: 'စလော့ ပြန်အမ်းငွေ မြှင့်တင်ချက်',
      },
      lead: {
        zh: '玩电子和自营游戏，次日多拿一份返水。',
        hk: '玩電子及自營遊戲，翌日多一份回贈。',
        en: 'Play slots and house games and get an extra rebate the next day.',
        th: 'เล่นสล็อตและเกมของเฮาส์ รับเงินคืนเพิ่มในวันถัดไป',
        vn: 'Chơi nổ hũ và trò chơi nhà cái, nhận thêm hoàn trả vào ngày hôm sau.',
        pg: 'Jogue caça-níqueis e jogos da casa e receba cashback extra no dia seguinte.',
        fp: 'Maglaro ng slots at mga laro ng house at tumanggap ng dagdag na rebate kinabukasan.',
        md: 'စလော့နှင့် ကိုယ်ပိုင်ဂိမ်းများ ကစားပြီး နောက်တစ်နေ့တွင် ထပ်ဆောင်း ပြန်အမ်းငွေ ရယူပါ။',
      },
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: null,
      platCodes: ['STSLOT', INHOUSE_PLAT_CODE],
      terms: {
        minTransfer: 0,
        bonusRatioBp: 50,
        maxBonus: yuanToFen(588),
        turnoverMultiple: 1,
        frequency: 'daily',
        timeLimitHours: null,
        minVipLevel: null,
        excludesAgents: false,
        requiresTransfer: false,
        termsByVipLevel: null,
      },
      exampleBets: yuanToFen(20_000),
    },
    7,
  ),
  vipOffer(
    {
      id: 601,
      classification: 'vipPrivileges',
      kind: 'vipOffer',
      title: {
        zh: 'VIP专享转账红利',
        hk: 'VIP專享轉賬紅利',
        en: 'VIP exclusive transfer bonus',
        th: 'โบนัสโอนเงินพิเศษสำหรับ VIP',
        vn: 'Thưởng chuyển tiền độc quyền VIP',
        pg: 'Bônus de transferência exclusivo VIP',
        fp: 'Eksklusibong bonus sa paglipat para sa VIP',
        md: 'VIP သီးသန့် ငွေလွှဲ ဘောနပ်စ်',
      },
      lead: {
        zh: '感谢VIP会员的支持：每天一次转账红利，等级越高，红利越多。',
        hk: '感謝VIP會員支持：每日一次轉賬紅利，等級越高，紅利越多。',
        en: 'A thank-you to our VIP members: one transfer bonus a day, bigger at every level.',
        th: 'ขอบคุณสมาชิก VIP: โบนัสโอนเงินวันละครั้ง ยิ่งระดับสูง โบนัสยิ่งมาก',
        vn: 'Tri ân thành viên VIP: thưởng chuyển tiền mỗi ngày một lần, cấp càng cao thưởng càng lớn.',
        pg: 'Um agradecimento aos membros VIP: um bônus de transferência por dia, maior a cada nível.',
        fp: 'Pasasalamat sa aming mga VIP: isang bonus sa paglipat bawat araw, lumalaki habang tumataas ang level.',
        md: 'VIP အသင်းဝင်များအား ကျေးဇူးတင်လွှာ- နေ့စဉ် တစ်ကြိမ် ငွေလွှဲဘောနပ်စ်၊ အဆင့်မြင့်လေ ဘောနပ်စ်များလေ။',
      },
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: null,
      platCodes: EVERY_VENUE,
      terms: {
        ...transferBonusTerms(500, 100, 'daily'),
        turnoverMultiple: VIP_OFFER_MULTIPLE,
        minVipLevel: 3,
        termsByVipLevel: VIP_TERMS,
      },
      exampleLevel: 5,
      exampleTransfer: yuanToFen(2000),
    },
    8,
  ),
];
