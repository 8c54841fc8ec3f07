import { routePath } from '@platform/routes';
import type { Queryable } from '../database';
import type { Translated } from './translated';

/**
 * A banner image with no words in it (the title is translated text beside it), small enough to
 * travel inline as a data URL so the API needs no file hosting.
 */
function bannerSvg(from: string, to: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#g)"/>
<circle cx="610" cy="70" r="120" fill="${accent}" opacity="0.25"/>
<circle cx="680" cy="250" r="80" fill="#ffffff" opacity="0.15"/>
<path d="M0 230 C 180 170, 360 290, 750 200 L750 300 L0 300 Z" fill="#ffffff" opacity="0.12"/>
<polygon points="120,90 138,136 188,136 148,164 162,212 120,184 78,212 92,164 52,136 102,136" fill="${accent}" opacity="0.9"/>
</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

interface SlideSeed {
  code: string;
  imageUrl: string;
  linkUrl: string | null;
  title: Translated;
}

export const SLIDES: readonly SlideSeed[] = [
  {
    code: 'firstDeposit',
    imageUrl: bannerSvg('#1e3c72', '#2a5298', '#ffd166'),
    linkUrl: routePath('offers'),
    title: {
      zh: '新会员首存红利',
      hk: '新會員首存紅利',
      en: 'New member first-deposit bonus',
      th: 'โบนัสฝากครั้งแรกสำหรับสมาชิกใหม่',
      vn: 'Thưởng nạp lần đầu cho thành viên mới',
      pg: 'Bônus de primeiro depósito para novos membros',
      fp: 'First-deposit bonus para sa bagong miyembro',
      md: 'အသင်းဝင်သစ် ပထမအကြိမ် ငွေသွင်းဘောနပ်စ်',
    },
  },
  {
    code: 'dailyRebate',
    imageUrl: bannerSvg('#11998e', '#38ef7d', '#ffffff'),
    linkUrl: routePath('vipPrivilege'),
    title: {
      zh: '每笔投注天天返水',
      hk: '每筆投注天天返水',
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
    imageUrl: bannerSvg('#8e2de2', '#4a00e0', '#ff6fd8'),
    linkUrl: routePath('inviteFriends'),
    title: {
      zh: '邀请好友，每位最高赚27元',
      hk: '邀請好友，每位最高賺27元',
      en: 'Invite friends: earn up to 27 yuan each',
      th: 'ชวนเพื่อน รับสูงสุด 27 หยวนต่อคน',
      vn: 'Mời bạn bè: nhận đến 27 tệ mỗi người',
      pg: 'Convide amigos: ganhe até 27 yuans por amigo',
      fp: 'Mag-imbita ng kaibigan: kumita ng hanggang 27 yuan bawat isa',
      md: 'သူငယ်ချင်းဖိတ်ပါ- တစ်ဦးလျှင် ယွမ် ၂၇ အထိ ရယူပါ',
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
