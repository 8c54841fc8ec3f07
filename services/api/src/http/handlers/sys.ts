import { dictionary, sysConfigValue } from '../../core/site';
import type { HandlerMap } from '../context';

/** System configuration and dictionaries. */
export const sysHandlers = {
  getSysConfigValue: async (input, ctx) => ({
    sysConfigValue: await sysConfigValue(ctx.db, input.key),
  }),
  getSysDictionary: async (input, ctx) => ({
    dictionaryList: await dictionary(ctx.db, input.dictType, ctx.lang),
  }),
} satisfies HandlerMap;
