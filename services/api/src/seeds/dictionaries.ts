import type { DepositCancelReason, MessageCategory } from '@platform/api-client/contract';
import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';

type Entries<V extends string = string> = readonly { value: V; label: Translated }[];

/** Typed by the contract's closed list, so the dictionary and the catalogue cannot drift apart. */
function entries<V extends string>(list: Entries<V>): Entries<V> {
  return list;
}

/** getSysDictionary: dictType → entries, labels in every language. */
export const DICTIONARIES: Record<string, Entries> = {
  gender: [
    {
      value: 'male',
      label: {
        zh: '男',
        hk: '男',
        en: 'Male',
        th: 'ชาย',
        vn: 'Nam',
        pg: 'Masculino',
        fp: 'Lalaki',
        md: 'ကျား',
      },
    },
    {
      value: 'female',
      label: {
        zh: '女',
        hk: '女',
        en: 'Female',
        th: 'หญิง',
        vn: 'Nữ',
        pg: 'Feminino',
        fp: 'Babae',
        md: 'မ',
      },
    },
  ],
  /**
   * The reasons a player gives for cancelling an unpaid deposit order
   * (docs/product-rules.md#deposits).
   */
  deposit_cancel_reason: entries<DepositCancelReason>([
    {
      value: 'paymentRiskWarning',
      label: {
        zh: '支付宝/微信提示风险',
        hk: '支付寶/微信提示風險',
        en: 'Alipay/WeChat risk warning',
        th: 'Alipay/WeChat แจ้งเตือนความเสี่ยง',
        vn: 'Alipay/WeChat cảnh báo rủi ro',
        pg: 'Aviso de risco do Alipay/WeChat',
        fp: 'Babala sa panganib mula sa Alipay/WeChat',
        md: 'Alipay/WeChat မှ အန္တရာယ် သတိပေးချက်',
      },
    },
    {
      value: 'receivingCardFrozen',
      label: {
        zh: '收款银行卡被冻结或限额',
        hk: '收款銀行卡被凍結或限額',
        en: 'Receiving bank card frozen or limited',
        th: 'บัตรธนาคารผู้รับถูกอายัดหรือจำกัดวงเงิน',
        vn: 'Thẻ ngân hàng nhận tiền bị phong tỏa hoặc giới hạn',
        pg: 'Cartão bancário de recebimento bloqueado ou limitado',
        fp: 'Naka-freeze o may limitasyon ang tumatanggap na card ng bangko',
        md: 'ငွေလက်ခံ ဘဏ်ကတ် ပိတ်ဆို့ခံရ သို့မဟုတ် ကန့်သတ်ခံရသည်',
      },
    },
    {
      value: 'bankNotFound',
      label: {
        zh: '找不到收款银行',
        hk: '找不到收款銀行',
        en: 'I cannot find the receiving bank',
        th: 'หาธนาคารปลายทางไม่พบ',
        vn: 'Không tìm thấy ngân hàng thụ hưởng',
        pg: 'Não encontro o banco de destino',
        fp: 'Hindi ko mahanap ang bangkong tatanggap ng bayad',
        md: 'ငွေလက်ခံမည့် ဘဏ်ကို ရှာမတွေ့ပါ',
      },
    },
    {
      value: 'noLongerWantsToDeposit',
      label: {
        zh: '不想存款了',
        hk: '不想存款了',
        en: 'No longer want to deposit',
        th: 'ไม่ต้องการฝากเงินแล้ว',
        vn: 'Không muốn nạp tiền nữa',
        pg: 'Não quero mais depositar',
        fp: 'Ayaw ko nang magdeposito',
        md: 'ငွေမသွင်းချင်တော့ပါ',
      },
    },
    {
      value: 'other',
      label: {
        zh: '其他',
        hk: '其他',
        en: 'Other',
        th: 'อื่น ๆ',
        vn: 'Khác',
        pg: 'Outro',
        fp: 'Iba pa',
        md: 'အခြား',
      },
    },
  ]),
  feedback_question_type: [
    {
      value: 'deposit',
      label: {
        zh: '存款问题',
        hk: '存款問題',
        en: 'Deposit issue',
        th: 'ปัญหาการฝากเงิน',
        vn: 'Vấn đề nạp tiền',
        pg: 'Problema de depósito',
        fp: 'Problema sa deposito',
        md: 'ငွေသွင်းခြင်း ပြဿနာ',
      },
    },
    {
      value: 'withdrawal',
      label: {
        zh: '提款问题',
        hk: '提款問題',
        en: 'Withdrawal issue',
        th: 'ปัญหาการถอนเงิน',
        vn: 'Vấn đề rút tiền',
        pg: 'Problema de saque',
        fp: 'Problema sa withdrawal',
        md: 'ငွေထုတ်ခြင်း ပြဿနာ',
      },
    },
    {
      value: 'game',
      label: {
        zh: '游戏问题',
        hk: '遊戲問題',
        en: 'Game issue',
        th: 'ปัญหาเกม',
        vn: 'Vấn đề trò chơi',
        pg: 'Problema de jogo',
        fp: 'Problema sa laro',
        md: 'ဂိမ်း ပြဿနာ',
      },
    },
    {
      value: 'account',
      label: {
        zh: '账户问题',
        hk: '賬戶問題',
        en: 'Account issue',
        th: 'ปัญหาบัญชี',
        vn: 'Vấn đề tài khoản',
        pg: 'Problema de conta',
        fp: 'Problema sa account',
        md: 'အကောင့် ပြဿနာ',
      },
    },
    {
      value: 'promotion',
      label: {
        zh: '优惠问题',
        hk: '優惠問題',
        en: 'Promotion issue',
        th: 'ปัญหาโปรโมชั่น',
        vn: 'Vấn đề khuyến mãi',
        pg: 'Problema com promoção',
        fp: 'Problema sa promo',
        md: 'ပရိုမိုးရှင်း ပြဿနာ',
      },
    },
    {
      value: 'suggestion',
      label: {
        zh: '意见建议',
        hk: '意見建議',
        en: 'Suggestion',
        th: 'ข้อเสนอแนะ',
        vn: 'Góp ý',
        pg: 'Sugestão',
        fp: 'Mungkahi',
        md: 'အကြံပြုချက်',
      },
    },
    {
      value: 'other',
      label: {
        zh: '其他',
        hk: '其他',
        en: 'Other',
        th: 'อื่น ๆ',
        vn: 'Khác',
        pg: 'Outro',
        fp: 'Iba pa',
        md: 'အခြား',
      },
    },
  ],
  /** Message categories of the message centre (docs/product-rules.md#messages). */
  message_category: entries<MessageCategory>([
    {
      value: 'private',
      label: {
        zh: '私信',
        hk: '私人訊息',
        en: 'Private message',
        th: 'ข้อความส่วนตัว',
        vn: 'Tin nhắn riêng',
        pg: 'Mensagem privada',
        fp: 'Pribadong mensahe',
        md: 'ကိုယ်ပိုင် မက်ဆေ့ချ်',
      },
    },
    {
      value: 'notification',
      label: {
        zh: '通知',
        hk: '通知',
        en: 'Notification',
        th: 'การแจ้งเตือน',
        vn: 'Thông báo',
        pg: 'Notificação',
        fp: 'Abiso',
        md: 'အသိပေးချက်',
      },
    },
    {
      value: 'activity',
      label: {
        zh: '活动',
        hk: '活動',
        en: 'Activity',
        th: 'กิจกรรม',
        vn: 'Hoạt động',
        pg: 'Atividade',
        fp: 'Aktibidad',
        md: 'လှုပ်ရှားမှု',
      },
    },
    {
      value: 'announcement',
      label: {
        zh: '公告',
        hk: '公告',
        en: 'Announcement',
        th: 'ประกาศ',
        vn: 'Thông báo chung',
        pg: 'Comunicado',
        fp: 'Anunsyo',
        md: 'ကြေညာချက်',
      },
    },
    {
      value: 'depositWithdrawal',
      label: {
        zh: '存提款',
        hk: '存提款',
        en: 'Deposit/withdrawal',
        th: 'ฝาก/ถอน',
        vn: 'Nạp/Rút tiền',
        pg: 'Depósito/saque',
        fp: 'Deposito/withdrawal',
        md: 'ငွေသွင်း/ငွေထုတ်',
      },
    },
  ]),
};

export async function seedDictionaries(tx: Queryable): Promise<void> {
  for (const [dictType, entries] of Object.entries(DICTIONARIES)) {
    for (const [index, entry] of entries.entries()) {
      await tx.query(
        `INSERT INTO dictionary_entries (dict_type, dict_value, sort) VALUES ($1, $2, $3)
         ON CONFLICT (dict_type, dict_value) DO NOTHING`,
        [dictType, entry.value, index + 1],
      );
      for (const [lang, label] of Object.entries(entry.label)) {
        await tx.query(
          `INSERT INTO dictionary_labels (dict_type, dict_value, lang, label) VALUES ($1, $2, $3, $4)
           ON CONFLICT (dict_type, dict_value, lang) DO NOTHING`,
          [dictType, entry.value, lang, label],
        );
      }
    }
  }
}
