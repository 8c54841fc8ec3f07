import { REGISTER_TERMS_KEY } from '../core/site';
import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';

/** The registration agreement the sign-up form links to (getRegisterTerms). */
export const REGISTER_TERMS: Translated<{ title: string; content: string }> = {
  zh: {
    title: '用户注册协议',
    content: [
      '1. 您必须年满18周岁方可注册及参与游戏。',
      '2. 每人仅可持有一个账户。您提供的资料必须真实且属于本人，真实姓名须与银行卡持卡人姓名一致。',
      '3. 请妥善保管您的登录密码和支付密码，您须对账户下的所有活动负责。',
      '4. 红利及优惠活动受其各自规则和流水要求约束，滥用优惠可能导致红利被取消。',
      '5. 根据当地法律，我们可能限制部分地区的访问。',
      '6. 请理性娱乐。如您认为博彩已影响您的生活，请联系客服设置限额或关闭账户。',
    ].join('\n'),
  },
  hk: {
    title: '用戶註冊協議',
    content: [
      '1. 您必須年滿18歲方可註冊及參與遊戲。',
      '2. 每人僅可持有一個賬戶。您提供的資料必須真實且屬於本人，真實姓名須與銀行卡持卡人姓名一致。',
      '3. 請妥善保管您的登入密碼和支付密碼，您須對賬戶下的所有活動負責。',
      '4. 紅利及優惠活動受其各自規則和流水要求約束，濫用優惠可能導致紅利被取消。',
      '5. 根據當地法律，我們可能限制部分地區使用本網站。',
      '6. 請理性娛樂。如您認為博彩已影響您的生活，請聯絡客服設定限額或關閉賬戶。',
    ].join('\n'),
  },
  en: {
    title: 'User Registration Agreement',
    content: [
      '1. You must be at least 18 years old to register and play.',
      '2. Each person may hold only one account. The information you provide must be true and your own; your real name must match the name on your bank card.',
      '3. Keep your login password and payment password safe. You are responsible for all activity under your account.',
      '4. Bonuses and promotions follow their own rules and turnover requirements; abusing a promotion may forfeit the bonus.',
      '5. We may restrict access from some regions in accordance with local laws.',
      '6. Please play responsibly. If you feel gambling is affecting your life, contact customer service to set limits or close your account.',
    ].join('\n'),
  },
  th: {
    title: 'ข้อตกลงการลงทะเบียนผู้ใช้',
    content: [
      '1. คุณต้องมีอายุอย่างน้อย 18 ปีจึงจะลงทะเบียนและเล่นได้',
      '2. แต่ละบุคคลมีบัญชีได้เพียงบัญชีเดียว ข้อมูลที่คุณให้ต้องเป็นความจริงและเป็นของคุณเอง ชื่อจริงต้องตรงกับชื่อผู้ถือบัตรธนาคาร',
      '3. โปรดเก็บรักษารหัสผ่านเข้าสู่ระบบและรหัสผ่านการชำระเงินให้ปลอดภัย คุณต้องรับผิดชอบต่อทุกกิจกรรมภายใต้บัญชีของคุณ',
      '4. โบนัสและโปรโมชั่นเป็นไปตามกฎและเงื่อนไขยอดเทิร์นโอเวอร์ของแต่ละรายการ การใช้โปรโมชั่นในทางที่ผิดอาจทำให้ถูกริบโบนัส',
      '5. เราอาจจำกัดการเข้าถึงจากบางภูมิภาคตามกฎหมายท้องถิ่น',
      '6. โปรดเล่นอย่างมีความรับผิดชอบ หากคุณรู้สึกว่าการพนันส่งผลกระทบต่อชีวิตของคุณ โปรดติดต่อฝ่ายบริการลูกค้าเพื่อกำหนดวงเงินหรือปิดบัญชี',
    ].join('\n'),
  },
  vn: {
    title: 'Thỏa thuận đăng ký người dùng',
    content: [
      '1. Bạn phải đủ 18 tuổi trở lên mới được đăng ký và tham gia trò chơi.',
      '2. Mỗi người chỉ được sở hữu một tài khoản. Thông tin bạn cung cấp phải trung thực và là của chính bạn; họ tên thật phải trùng với tên chủ thẻ ngân hàng.',
      '3. Hãy giữ an toàn mật khẩu đăng nhập và mật khẩu thanh toán. Bạn chịu trách nhiệm về mọi hoạt động trong tài khoản của mình.',
      '4. Tiền thưởng và khuyến mãi tuân theo quy định và yêu cầu doanh thu cược riêng; lạm dụng khuyến mãi có thể bị hủy tiền thưởng.',
      '5. Chúng tôi có thể hạn chế truy cập từ một số khu vực theo luật pháp địa phương.',
      '6. Hãy chơi có trách nhiệm. Nếu bạn cảm thấy cờ bạc đang ảnh hưởng đến cuộc sống, hãy liên hệ bộ phận chăm sóc khách hàng để đặt giới hạn hoặc đóng tài khoản.',
    ].join('\n'),
  },
  pg: {
    title: 'Contrato de Cadastro de Usuário',
    content: [
      '1. Você deve ter pelo menos 18 anos para se cadastrar e jogar.',
      '2. Cada pessoa pode ter apenas uma conta. As informações fornecidas devem ser verdadeiras e suas; o nome completo deve coincidir com o nome do titular do cartão bancário.',
      '3. Mantenha sua senha de acesso e sua senha de pagamento em segurança. Você é responsável por todas as atividades da sua conta.',
      '4. Bônus e promoções seguem regras e requisitos de rollover próprios; o abuso de uma promoção pode levar à perda do bônus.',
      '5. Podemos restringir o acesso de algumas regiões de acordo com as leis locais.',
      '6. Jogue com responsabilidade. Se sentir que o jogo está afetando sua vida, contate o atendimento ao cliente para definir limites ou encerrar sua conta.',
    ].join('\n'),
  },
  fp: {
    title: 'Kasunduan sa Pagpaparehistro ng User',
    content: [
      '1. Kailangang ikaw ay hindi bababa sa 18 taong gulang upang makapagparehistro at makapaglaro.',
      '2. Isang account lamang ang maaaring hawakan ng bawat tao. Ang impormasyong ibibigay mo ay dapat totoo at sa iyo; ang tunay na pangalan ay dapat tumugma sa pangalan ng may-ari ng card ng bangko.',
      '3. Ingatan ang iyong password sa pag-login at password sa pagbabayad. Ikaw ang mananagot sa lahat ng aktibidad sa ilalim ng iyong account.',
      '4. Ang mga bonus at promo ay may sariling mga patakaran at kailangang turnover; ang pang-aabuso sa promo ay maaaring magresulta sa pagkawala ng bonus.',
      '5. Maaari naming limitahan ang access mula sa ilang rehiyon alinsunod sa lokal na batas.',
      '6. Maglaro nang responsable. Kung sa palagay mo ay nakakaapekto na ang pagsusugal sa iyong buhay, makipag-ugnayan sa customer service upang magtakda ng limitasyon o isara ang iyong account.',
    ].join('\n'),
  },
  md: {
    title: 'အသုံးပြုသူ စာရင်းသွင်းခြင်း သဘောတူညီချက်',
    content: [
      '1. စာရင်းသွင်းရန်နှင့် ကစားရန် အသက် 18 နှစ် အနည်းဆုံး ပြည့်ရပါမည်။',
      '2. လူတစ်ဦးလျှင် အကောင့်တစ်ခုသာ ကိုင်ဆောင်နိုင်သည်။ သင်ပေးသော အချက်အလက်များသည် မှန်ကန်ပြီး သင်ကိုယ်တိုင်၏ အချက်အလက် ဖြစ်ရမည်။ အမည်ရင်းသည် ဘဏ်ကတ်ပိုင်ရှင် အမည်နှင့် ကိုက်ညီရမည်။',
      '3. သင်၏ အကောင့်ဝင်စကားဝှက်နှင့် ငွေပေးချေမှု စကားဝှက်ကို လုံခြုံစွာ သိမ်းဆည်းပါ။ သင့်အကောင့်အောက်ရှိ လုပ်ဆောင်ချက်အားလုံးအတွက် သင်တာဝန်ရှိသည်။',
      '4. ဘောနပ်စ်နှင့် ပရိုမိုးရှင်းများသည် ၎င်းတို့၏ ကိုယ်ပိုင်စည်းမျဉ်းများနှင့် လောင်းကြေးပမာဏ လိုအပ်ချက်များအတိုင်း ဖြစ်သည်။ ပရိုမိုးရှင်းကို အလွဲသုံးစားပြုပါက ဘောနပ်စ် ဆုံးရှုံးနိုင်သည်။',
      '5. ဒေသဆိုင်ရာ ဥပဒေများနှင့်အညီ အချို့ဒေသများမှ ဝင်ရောက်ခွင့်ကို ကန့်သတ်နိုင်ပါသည်။',
      '6. တာဝန်သိစွာ ကစားပါ။ လောင်းကစားသည် သင့်ဘဝကို ထိခိုက်နေသည်ဟု ခံစားရပါက ကန့်သတ်ချက် သတ်မှတ်ရန် သို့မဟုတ် အကောင့်ပိတ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    ].join('\n'),
  },
};

export async function seedRegisterTerms(tx: Queryable): Promise<void> {
  for (const [lang, { title, content }] of Object.entries(REGISTER_TERMS)) {
    await tx.query(
      `INSERT INTO site_texts (text_key, lang, title, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (text_key, lang) DO NOTHING`,
      [REGISTER_TERMS_KEY, lang, title, content],
    );
  }
}
