import { z } from 'zod';
import { endpoint } from '../define';
import { configEntrySchema, noticeSchema, slideSchema } from '../entities';
import { emptyRequest, emptyResponse } from '../wire';

/** Site information for everyone: basic info and keywords, notices, banners, access restriction. */
export const guestIndexEndpoints = {
  getWebsiteBasicInfo: endpoint({
    path: 'guest/index/getWebsiteBasicInfo',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'Site name, keywords, customer-service links and similar configKey/configValue pairs.',
    request: emptyRequest,
    response: z.object({ websiteBasicList: z.array(configEntrySchema) }),
    provides: ['SiteInfo'],
  }),
  getNotice: endpoint({
    path: 'guest/index/getNotice',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'Current notices for the marquee, in the request language.',
    request: emptyRequest,
    response: z.object({ noticeList: z.array(noticeSchema) }),
    provides: ['SiteInfo'],
  }),
  getSilde: endpoint({
    path: 'guest/index/getSilde',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'Home banner slides (the legacy name is kept as spelled).',
    request: emptyRequest,
    response: z.object({ slideList: z.array(slideSchema) }),
    provides: ['SiteInfo'],
  }),
  getRestrict: endpoint({
    path: 'guest/restrict/getRestrict',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'Code 0 when the caller may use the site; errorCode "403" and the ip when restricted.',
    request: emptyRequest,
    response: emptyResponse,
  }),
} as const;
