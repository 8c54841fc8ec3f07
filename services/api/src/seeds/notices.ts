import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';

interface NoticeSeed {
  code: string;
  publishedAt: string;
  text: Translated<{ title: string; content: string }>;
}

/** Marquee notices shown on the home page. */
export const NOTICES: readonly NoticeSeed[] = [
  {
    code: 'welcome',
    publishedAt: '2026-01-01T00:00:00Z',
    text: {
      zh: { title: '欢迎加入', content: '欢迎来到本平台！新会员可在优惠页面领取首存红利。' },
      hk: { title: '歡迎加入', content: '歡迎來到本平台！新會員可在優惠頁面領取首存紅利。' },
      en: {
        title: 'Welcome',
        content:
          'Welcome to the platform! New members can claim a first-deposit bonus on the offers page.',
      },
      th: {
        title: 'ยินดีต้อนรับ',
        content: 'ยินดีต้อนรับสู่แพลตฟอร์มของเรา! สมาชิกใหม่สามารถรับโบนัสฝากครั้งแรกได้ที่หน้าโปรโมชั่น',
      },
      vn: {
        title: 'Chào mừng',
        content:
          'Chào mừng bạn đến với nền tảng! Thành viên mới có thể nhận thưởng nạp lần đầu tại trang khuyến mãi.',
      },
      pg: {
        title: 'Bem-vindo',
        content:
          'Bem-vindo ao site! Novos membros podem resgatar o bônus de primeiro depósito na página de promoções.',
      },
      fp: {
        title: 'Maligayang pagdating',
        content:
          'Maligayang pagdating sa StarPlay! Maaaring kunin ng mga bagong miyembro ang bonus sa unang deposito sa pahina ng mga promo.',
      },
      md: {
        title: 'ကြိုဆိုပါသည်',
        content:
          'ပလက်ဖောင်းမှ ကြိုဆိုပါသည်။ အသင်းဝင်သစ်များသည် ပရိုမိုးရှင်း စာမျက်နှာတွင် ပထမအကြိမ် ငွေသွင်းဘောနပ်စ်ကို ရယူနိုင်ပါသည်။',
      },
    },
  },
  {
    code: 'weeklyMaintenance',
    publishedAt: '2026-01-02T00:00:00Z',
    text: {
      zh: {
        title: '例行维护',
        content: '部分场馆于每周二10:00至12:00（北京时间）例行维护，维护期间暂停向该场馆转账。',
      },
      hk: {
        title: '例行維護',
        content: '部分場館於每週二10:00至12:00（北京時間）例行維護，維護期間暫停向該場館轉賬。',
      },
      en: {
        title: 'Scheduled maintenance',
        content:
          'Some venues are under maintenance every Tuesday from 10:00 to 12:00 (Beijing time); transfers to those venues are paused meanwhile.',
      },
      th: {
        title: 'การปิดปรับปรุงตามกำหนด',
        content:
          'บางค่ายเกมจะปิดปรับปรุงทุกวันอังคารเวลา 10:00 ถึง 12:00 น. (เวลาปักกิ่ง) ระหว่างนั้นจะงดการโอนเงินไปยังค่ายเกมดังกล่าว',
      },
      vn: {
        title: 'Bảo trì định kỳ',
        content:
          'Một số sảnh trò chơi bảo trì vào thứ Ba hằng tuần từ 10:00 đến 12:00 (giờ Bắc Kinh); trong thời gian này tạm dừng chuyển tiền vào các sảnh đó.',
      },
      pg: {
        title: 'Manutenção programada',
        content:
          'Algumas plataformas entram em manutenção toda terça-feira das 10:00 às 12:00 (horário de Pequim); as transferências para eles ficam suspensas nesse período.',
      },
      fp: {
        title: 'Nakatakdang maintenance',
        content:
          'May maintenance ang ilang venue tuwing Martes mula 10:00 hanggang 12:00 (oras sa Beijing); pansamantalang hindi makakapaglipat sa mga venue na iyon.',
      },
      md: {
        title: 'ပုံမှန် ပြုပြင်ထိန်းသိမ်းမှု',
        content:
          'အချို့ဂိမ်းဌာနများကို အင်္ဂါနေ့တိုင်း 10:00 မှ 12:00 (ပေကျင်းစံတော်ချိန်) အထိ ပြုပြင်ထိန်းသိမ်းပါသည်။ ထိုအချိန်အတွင်း ထိုဌာနများသို့ ငွေလွှဲခြင်းကို ခေတ္တရပ်ဆိုင်းထားပါသည်။',
      },
    },
  },
  {
    code: 'securityReminder',
    publishedAt: '2026-01-03T00:00:00Z',
    text: {
      zh: {
        title: '安全提醒',
        content: '工作人员绝不会索取您的密码或验证码。请绑定手机并设置支付密码，保护账户安全。',
      },
      hk: {
        title: '安全提醒',
        content: '工作人員絕不會索取您的密碼或驗證碼。請綁定手機並設定支付密碼，保護賬戶安全。',
      },
      en: {
        title: 'Security reminder',
        content:
          'Our staff will never ask for your password or verification codes. Bind your phone and set a payment password to protect your account.',
      },
      th: {
        title: 'คำเตือนด้านความปลอดภัย',
        content:
          'เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด โปรดผูกหมายเลขโทรศัพท์และตั้งรหัสผ่านการชำระเงินเพื่อปกป้องบัญชีของคุณ',
      },
      vn: {
        title: 'Nhắc nhở bảo mật',
        content:
          'Nhân viên của chúng tôi không bao giờ yêu cầu mật khẩu hay mã xác minh của bạn. Hãy liên kết số điện thoại và đặt mật khẩu thanh toán để bảo vệ tài khoản.',
      },
      pg: {
        title: 'Lembrete de segurança',
        content:
          'Nossa equipe nunca pedirá sua senha ou códigos de verificação. Vincule seu telefone e defina uma senha de pagamento para proteger sua conta.',
      },
      fp: {
        title: 'Paalala sa seguridad',
        content:
          'Hindi kailanman hihingin ng aming staff ang iyong password o verification code. I-bind ang iyong telepono at magtakda ng password sa pagbabayad upang maprotektahan ang iyong account.',
      },
      md: {
        title: 'လုံခြုံရေး သတိပေးချက်',
        content:
          'ကျွန်ုပ်တို့၏ ဝန်ထမ်းများသည် သင့်စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ်ကို ဘယ်တော့မှ မတောင်းပါ။ သင့်အကောင့်ကို ကာကွယ်ရန် ဖုန်းနံပါတ် ချိတ်ဆက်ပြီး ငွေပေးချေမှု စကားဝှက် သတ်မှတ်ပါ။',
      },
    },
  },
];

export async function seedNotices(tx: Queryable): Promise<void> {
  for (const [sort, notice] of NOTICES.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO notices (code, sort, published_at) VALUES ($1, $2, $3)
       ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
      [notice.code, sort, notice.publishedAt],
    );
    const id = rows[0]!.id;
    for (const [lang, { title, content }] of Object.entries(notice.text)) {
      await tx.query(
        `INSERT INTO notice_translations (notice_id, lang, title, content) VALUES ($1, $2, $3, $4)
         ON CONFLICT (notice_id, lang) DO NOTHING`,
        [id, lang, title, content],
      );
    }
  }
}
