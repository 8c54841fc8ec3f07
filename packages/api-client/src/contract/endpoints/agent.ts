import { z } from 'zod';
import { endpoint } from '../define';
import { CAPTCHA_SCENES } from '../sliderCaptcha';
import { emptyRequest } from '../wire';

/** The joint-venture (agent) programme's contacts, and the slider captcha check. */
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
    availability: 'ready',
    summary:
      'Verifies a solved slider captcha (ours, the wire name kept) and answers a one-time captcha.',
    request: z.object({
      /** The slider's answer, encodeSliderAnswer's JSON: the puzzle key, position and drag. */
      captchaVerifyParam: z.string().min(1, { error: 'captcha.required' }).max(20_000),
      /** The guarded action the pass is for. */
      sceneId: z.enum(CAPTCHA_SCENES),
    }),
    response: z.object({
      /** An answer with `captcha` is a success (docs/product-rules.md#answers). */
      captcha: z.string().max(8),
      /** With `captcha`, passes the guarded call's captchaKey/captchaCode unchanged (one use). */
      captchaKey: z.string(),
    }),
  }),
} as const;
