import { z } from 'zod';
import { endpoint } from '../define';
import { emptyRequest } from '../wire';

/** The joint-venture (agent) programme's contacts, and the Alibaba Cloud captcha check. */
export const agentEndpoints = {
  queryAgentContact: endpoint({
    path: 'agent/agentDomain/queryAgentContact',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'How prospective partners reach the agent programme (contacts of this agent domain).',
    request: emptyRequest,
    response: z.object({
      agentDomain: z.string(),
      agentContactList: z.array(
        z.object({
          /** e.g. telegram, skype, qq, wechat, email, phone. */
          contactType: z.string(),
          label: z.string(),
          value: z.string(),
        }),
      ),
    }),
    provides: ['SiteInfo'],
  }),
  aliyunCaptcha: endpoint({
    path: 'admin/aliyunCaptcha',
    access: 'guest',
    kind: 'mutation',
    summary:
      'Verifies an Alibaba Cloud slider captcha and answers a one-time captcha key and answer.',
    request: z.object({
      /** The verification parameter the Alibaba Cloud captcha widget hands back. */
      captchaVerifyParam: z.string().min(1, { error: 'captcha.required' }),
      sceneId: z.string().min(1),
    }),
    response: z.object({
      /** An answer with `captcha` is a success (docs/product-rules.md#answers). */
      captcha: z.string().max(8),
      /** With `captcha`, passes login's captchaKey/captchaCode unchanged (one use). */
      captchaKey: z.string(),
    }),
  }),
} as const;
