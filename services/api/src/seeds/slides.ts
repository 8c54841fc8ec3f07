import { routePath } from '@platform/routes';
import type { Queryable } from '../db/database';
import { BANNER_ART } from './bannerArt';
import type { Translated } from '../core/text';

interface SlideSeed {
  code: string;
  imageUrl: string;
  linkUrl: string | null;
  title: Translated;
}

export const SLIDES: readonly SlideSeed[] = [
  {
    code: 'firstDeposit',
    imageUrl: BANNER_ART.offer,
    linkUrl: routePath('offers'),
    title: {
      zh: '新会员首存红利',
      hk: '新會員首存紅利',
      en: 'New member first-deposit bonus',
      th: 'โบนัสฝากครั้งแรกสำหรับสมาชิกใหม่',
      vn: 'Thưởng nạp lần đầu cho thành viên mới',
      pg: 'Bônus de primeiro depósito para novos membros',
      fp: 'Bonus sa unang deposito para sa bagong miyembro',
      md: 'အသင်းဝင်သစ် ပထမအကြိမ် ငွေသွင်းဘောနပ်စ်',
    },
  },
  {
    code: 'dailyRebate',
    imageUrl: BANNER_ART.vip,
    linkUrl: routePath('vipPrivilege'),
    title: {
      zh: '每笔投注天天返水',
      hk: '每筆投注天天回贈',
      en: 'Daily rebate on every bet',
      th: 'รับเงินคืนทุกวันจากทุกการเดิมพัน',
      vn: 'Hoàn trả hằng ngày cho mọi cược',
      pg: 'Cashback diário em todas as apostas',
      fp: 'Araw-araw na rebate sa bawat taya',
      md: 'လောင်းကြေးတိုင်းအတွက် နေ့စဉ် ပြန်အမ်းငွေ',
    },
  },
  {
    code: 'inviteFriends',
    imageUrl: BANNER_ART.invite,
    linkUrl: routePath('inviteFriends'),
    title: {
      zh: '邀请好友，每位最高赚27元',
      hk: '邀請好友，每位最高賺27元',
      en: 'Invite friends: earn up to 27 yuan each',
      th: 'ชวนเพื่อน รับสูงสุด 27 หยวนต่อคน',
      vn: 'Mời bạn bè: nhận đến 27 tệ mỗi người',
      pg: 'Convide amigos: ganhe até 27 yuans por amigo',
      fp: 'Mag-imbita ng kaibigan: kumita ng hanggang 27 yuan bawat isa',
      md: 'သူငယ်ချင်းဖိတ်ပါ- တစ်ဦးလျှင် ယွမ် 27 အထိ ရယူပါ',
    },
  },
];

export async function seedSlides(tx: Queryable): Promise<void> {
  for (const [sort, slide] of SLIDES.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO slides (code, sort, image_url, link_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
      [slide.code, sort, slide.imageUrl, slide.linkUrl],
    );
    const id = rows[0]!.id;
    for (const [lang, title] of Object.entries(slide.title)) {
      await tx.query(
        'INSERT INTO slide_translations (slide_id, lang, title) VALUES ($1, $2, $3) ON CONFLICT (slide_id, lang) DO NOTHING',
        [id, lang, title],
      );
    }
  }
}
