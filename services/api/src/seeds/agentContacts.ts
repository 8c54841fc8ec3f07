import { AGENT_DOMAIN_KEY } from '../modules/account';
import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';

/** The agent programme's own site, answered with its contacts (queryAgentContact). */
export const AGENT_DOMAIN = 'https://agent.starplay.example';

interface AgentContactSeed {
  code: string;
  contactType: string;
  value: string;
  label: Translated;
}

/** How prospective partners reach the agent (joint-venture) programme. */
export const AGENT_CONTACTS: readonly AgentContactSeed[] = [
  {
    code: 'telegram',
    contactType: 'telegram',
    value: '@StarPlayPartners',
    label: {
      zh: '合营部 Telegram',
      hk: '合營部 Telegram',
      en: 'Partnership team on Telegram',
      th: 'ทีมพันธมิตรทาง Telegram',
      vn: 'Bộ phận hợp tác qua Telegram',
      pg: 'Equipe de parcerias no Telegram',
      fp: 'Partnership team sa Telegram',
      md: 'Telegram ရှိ မိတ်ဖက်ရေးရာ အဖွဲ့',
    },
  },
  {
    code: 'skype',
    contactType: 'skype',
    value: 'live:starplay.partners',
    label: {
      zh: '合营部 Skype',
      hk: '合營部 Skype',
      en: 'Partnership team on Skype',
      th: 'ทีมพันธมิตรทาง Skype',
      vn: 'Bộ phận hợp tác qua Skype',
      pg: 'Equipe de parcerias no Skype',
      fp: 'Partnership team sa Skype',
      md: 'Skype ရှိ မိတ်ဖက်ရေးရာ အဖွဲ့',
    },
  },
  {
    code: 'email',
    contactType: 'email',
    value: 'partners@starplay.example',
    label: {
      zh: '合营合作邮箱',
      hk: '合營合作電郵',
      en: 'Partnership e-mail',
      th: 'อีเมลสำหรับพันธมิตร',
      vn: 'Email hợp tác',
      pg: 'E-mail de parcerias',
      fp: 'E-mail para sa partnership',
      md: 'မိတ်ဖက်ရေးရာ အီးမေးလ်',
    },
  },
];

export async function seedAgentContacts(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO sys_config (config_key, config_value, description) VALUES ($1, $2, $3)
     ON CONFLICT (config_key) DO NOTHING`,
    [AGENT_DOMAIN_KEY, AGENT_DOMAIN, 'The agent programme site answered with its contacts.'],
  );
  for (const [sort, contact] of AGENT_CONTACTS.entries()) {
    await tx.query(
      `INSERT INTO agent_contacts (code, contact_type, contact_value, sort) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO NOTHING`,
      [contact.code, contact.contactType, contact.value, sort],
    );
    for (const [lang, label] of Object.entries(contact.label)) {
      await tx.query(
        `INSERT INTO agent_contact_labels (code, lang, label) VALUES ($1, $2, $3)
         ON CONFLICT (code, lang) DO NOTHING`,
        [contact.code, lang, label],
      );
    }
  }
}
