import type { ServiceChannel, ServiceGroup } from '@platform/api-client/contract';
import type { Queryable } from '../db/database';
import { SITE_INFO } from './siteInfo';
import type { Translated } from '../core/text';

interface ServiceDeskSeed {
  key: string;
  group: ServiceGroup;
  channel: ServiceChannel;
  name: Translated;
  /** The e-mail desk's address; null for the in-app chat. */
  address: string | null;
  /** Business time `HH:MM`; both null around the clock. The finance window passes midnight. */
  opensAt: string | null;
  closesAt: string | null;
}

function siteSetting(key: string): string {
  const value = SITE_INFO.find((s) => s.key === key)?.value;
  if (!value) throw new Error(`site setting ${key} is not seeded`);
  return value;
}

/** The customer service desks (docs/product-rules.md#customer-service). */
export const SERVICE_DESKS: readonly ServiceDeskSeed[] = [
  {
    key: 'online-chat',
    group: 'online',
    channel: 'chat',
    name: {
      zh: '在线客服',
      hk: '在線客服',
      en: 'Online live chat',
      th: 'แชทสดฝ่ายบริการลูกค้า',
      vn: 'Chat trực tuyến',
      pg: 'Chat ao vivo',
      fp: 'Online na live chat',
      md: 'အွန်လိုင်း တိုက်ရိုက်ချတ်',
    },
    address: null,
    opensAt: null,
    closesAt: null,
  },
  {
    key: 'online-email',
    group: 'online',
    channel: 'email',
    name: {
      zh: '客服邮箱',
      hk: '客服電郵',
      en: 'Customer service e-mail',
      th: 'อีเมลฝ่ายบริการลูกค้า',
      vn: 'Email chăm sóc khách hàng',
      pg: 'E-mail de atendimento',
      fp: 'E-mail ng customer service',
      md: 'ဖောက်သည်ဝန်ဆောင်မှု အီးမေးလ်',
    },
    address: siteSetting('serviceEmail'),
    opensAt: null,
    closesAt: null,
  },
  {
    key: 'finance-chat',
    group: 'finance',
    channel: 'chat',
    name: {
      zh: '财务客服',
      hk: '財務客服',
      en: 'Finance live chat',
      th: 'แชทสดฝ่ายการเงิน',
      vn: 'Chat tài chính',
      pg: 'Chat financeiro',
      fp: 'Live chat ng finance',
      md: 'ငွေကြေးဌာန တိုက်ရိုက်ချတ်',
    },
    address: null,
    opensAt: '10:00',
    closesAt: '02:00',
  },
];

export async function seedServiceDesks(tx: Queryable): Promise<void> {
  for (const [sort, desk] of SERVICE_DESKS.entries()) {
    await tx.query(
      `INSERT INTO service_desks (desk_key, service_group, channel, names, address, opens_at, closes_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (desk_key) DO NOTHING`,
      [
        desk.key,
        desk.group,
        desk.channel,
        JSON.stringify(desk.name),
        desk.address,
        desk.opensAt,
        desk.closesAt,
        sort,
      ],
    );
  }
}
