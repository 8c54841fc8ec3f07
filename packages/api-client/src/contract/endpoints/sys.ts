import { z } from 'zod';
import { endpoint } from '../define';
import { dictionaryEntrySchema } from '../entities';
import { emptyRequest } from '../wire';

/** System configuration and dictionaries. */
export const sysEndpoints = {
  getSysConfigValue: endpoint({
    path: 'sys/sysConfig/getSysConfigValue',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'One system configuration value by key (sms_switch_bind, area_code, …).',
    request: z.object({ key: z.string().min(1) }),
    response: z.object({ sysConfigValue: z.string().nullable() }),
  }),
  getSysDictionary: endpoint({
    path: 'sys/common/sysDictionary/getSysDictionary',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary:
      'The entries of one dictionary (gender, cancel reasons, feedback types, …) in the request language.',
    request: z.object({ dictType: z.string().min(1) }),
    response: z.object({ dictionaryList: z.array(dictionaryEntrySchema) }),
  }),
  getSysBank: endpoint({
    path: 'sys/sysbank/getSysBank',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'The 15 banks supported for withdrawal.',
    request: emptyRequest,
    response: z.object({
      bankList: z.array(
        z.object({
          bankId: z.number().int(),
          bankCode: z.string(),
          bankName: z.string(),
          logoUrl: z.string().nullable(),
        }),
      ),
    }),
  }),
} as const;
