import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { sysConfigValue } from '../../../core/site';

/** The sys_config key of the agent programme's own site (the "agent domain" of the call's path). */
export const AGENT_DOMAIN_KEY = 'agent_domain';

export interface AgentContacts {
  agentDomain: string;
  agentContactList: { contactType: string; label: string; value: string }[];
}

/**
 * How prospective partners reach the agent programme: the active contacts in order, labels in the
 * asked language (English, then Chinese, where a label is missing).
 */
export async function agentContacts(db: Queryable, lang: LanguageKey): Promise<AgentContacts> {
  const { rows } = await db.query<{ contact_type: string; contact_value: string; label: string }>(
    `SELECT c.contact_type, c.contact_value, lbl.label
     FROM agent_contacts c
     CROSS JOIN LATERAL (
       SELECT label FROM agent_contact_labels
       WHERE code = c.code AND lang = ANY(ARRAY[$1::text, 'en', 'zh'])
       ORDER BY array_position(ARRAY[$1::text, 'en', 'zh'], lang) LIMIT 1
     ) lbl
     WHERE c.active ORDER BY c.sort, c.code`,
    [lang],
  );
  return {
    agentDomain: (await sysConfigValue(db, AGENT_DOMAIN_KEY)) ?? '',
    agentContactList: rows.map((r) => ({
      contactType: r.contact_type,
      label: r.label,
      value: r.contact_value,
    })),
  };
}
