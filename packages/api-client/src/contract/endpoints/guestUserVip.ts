import { z } from 'zod';
import { endpoint } from '../define';
import { rebateRatioSchema, vipLevelSchema, vipProgressSchema } from '../entities-domain';
import { emptyRequest } from '../wire';

/** VIP tables anyone may read; a member's token, when sent, adds their own standing. */
export const guestUserVipEndpoints = {
  getVipReturnWaterList: endpoint({
    path: 'guest/user/getVipReturnWaterList',
    access: 'guest',
    kind: 'query',
    summary: 'Rebate ("return water") ratios per VIP level and game type, in basis points.',
    request: emptyRequest,
    response: z.object({
      vipReturnWaterList: z.array(
        z.object({
          vipLevel: z.number().int().min(1).max(10),
          rebateRatios: z.array(rebateRatioSchema),
        }),
      ),
    }),
    provides: ['SiteInfo'],
    availability: 'ready',
  }),
  getVipInfo: endpoint({
    path: 'guest/user/getVipInfo',
    access: 'guest',
    kind: 'query',
    summary:
      'All ten VIP levels; with a token also nowVipInfo, nextVipInfo and progress (else null).',
    request: emptyRequest,
    response: z.object({
      vipLevelList: z.array(vipLevelSchema),
      nowVipInfo: vipLevelSchema.nullable(),
      nextVipInfo: vipLevelSchema.nullable(),
      progress: vipProgressSchema.nullable(),
    }),
    provides: ['SiteInfo', 'UserInfo'],
    availability: 'ready',
  }),
} as const;
