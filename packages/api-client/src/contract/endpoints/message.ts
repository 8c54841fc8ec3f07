import { z } from 'zod';
import { MESSAGE_CATEGORIES } from '../catalogue';
import { endpoint } from '../define';
import { messageDetailSchema, messageSchema, recordIdSchema } from '../entities-domain';
import { emptyRequest, emptyResponse, pageOf, pageRequest } from '../wire';

const categoryFilter = { category: z.enum(MESSAGE_CATEGORIES).optional() };

/**
 * The message centre (unread → read → deleted, delete is irreversible:
 * docs/product-rules.md#messages).
 */
export const messageEndpoints = {
  messageList: endpoint({
    path: 'message/list',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'A page of messages, all or one category, newest first.',
    request: pageRequest.extend(categoryFilter),
    response: pageOf(messageSchema),
    provides: ['Messages'],
  }),
  getTop50MessageList: endpoint({
    path: 'message/getTop50MessageList',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'The 50 newest messages, all or one category (home pop-ups and quick view).',
    request: z.object(categoryFilter),
    response: z.object({ messageList: z.array(messageSchema).max(50) }),
    provides: ['Messages'],
  }),
  getMessage: endpoint({
    path: 'message/getMessage',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'One message with its content; reading it does not mark it read (doReadMessage does).',
    request: z.object({ id: recordIdSchema }),
    response: z.object({ message: messageDetailSchema }),
    provides: ['Messages'],
  }),
  getUnReadMessageCount: endpoint({
    path: 'message/getUnReadMessageCount',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'Unread messages in total and per category (badges).',
    request: emptyRequest,
    response: z.object({
      unreadCount: z.number().int(),
      categoryUnreadList: z.array(
        z.object({ category: z.enum(MESSAGE_CATEGORIES), unreadCount: z.number().int() }),
      ),
    }),
    provides: ['Messages'],
  }),
  doReadMessage: endpoint({
    path: 'message/doReadMessage',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Marks one message read.',
    request: z.object({ id: recordIdSchema }),
    response: emptyResponse,
    invalidates: ['Messages'],
  }),
  modifyReadAllMessage: endpoint({
    path: 'message/modifyReadAllMessage',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Marks every message read, or every message of one category.',
    request: z.object(categoryFilter),
    response: z.object({ updatedCount: z.number().int() }),
    invalidates: ['Messages'],
  }),
  deleteMessage: endpoint({
    path: 'message/deleteMessage',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Deletes one message for good (the app confirms first).',
    request: z.object({ id: recordIdSchema }),
    response: emptyResponse,
    invalidates: ['Messages'],
  }),
} as const;
