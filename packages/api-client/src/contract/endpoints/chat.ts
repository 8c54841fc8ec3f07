import { z } from 'zod';
import { SERVICE_GROUPS } from '../catalogue';
import { endpoint } from '../define';
import { captchaCodeSchema } from '../rules/identity';
import { idempotencyKeySchema, recordIdSchema } from '../entities-domain';
import { chatConversationSchema, chatMessageSchema, serviceDeskSchema } from '../entities-support';
import { chatGuestNameSchema, chatTextSchema, visitorKeySchema } from '../rules/support';
import { emptyRequest, emptyResponse, wireInt } from '../wire';
import { imageUploadSchema } from './support';

/**
 * Who is chatting: a member by their token; a guest by the visitor key `support/chat/open` gave
 * them (docs/product-rules.md#customer-service). Another conversation's id reads as not found.
 */
const conversationRef = {
  conversationId: recordIdSchema,
  visitorKey: visitorKeySchema.optional(),
};

/** Customer service: the desks and the in-app chat with the support desk. */
export const chatEndpoints = {
  getServiceDesks: endpoint({
    path: 'support/getServiceDesks',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'The online and finance desks from the site configuration, with hours and channel.',
    request: emptyRequest,
    response: z.object({ desks: z.array(serviceDeskSchema) }),
    provides: ['SiteInfo'],
  }),
  openChat: endpoint({
    path: 'support/chat/open',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary:
      "Opens (or resumes) the caller's conversation with a desk group; a guest gives a name and gets a visitor key.",
    request: z.object({
      group: z.enum(SERVICE_GROUPS),
      /** Required of a guest without a visitor key; ignored for a member. */
      guestName: chatGuestNameSchema.optional(),
      visitorKey: visitorKeySchema.optional(),
      /**
       * Asked of a guest's new conversation after a few from their address today: the refusal
       * says so with `errorCode: "captchaRequired"` (docs/product-rules.md#customer-service).
       */
      captchaKey: z.string().min(1).optional(),
      captchaCode: captchaCodeSchema.optional(),
    }),
    response: z.object({
      conversation: chatConversationSchema,
      /** A new guest's key (keep it to come back); null for members and returning guests. */
      visitorKey: visitorKeySchema.nullable(),
    }),
    invalidates: ['Chat'],
  }),
  getChatMessages: endpoint({
    path: 'support/chat/messages',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'The conversation and its newest messages (up to 200), oldest first.',
    request: z.object(conversationRef),
    response: z.object({
      conversation: chatConversationSchema,
      messages: z.array(chatMessageSchema),
      /** Whether older messages exist beyond the 200 answered. */
      hasEarlier: z.boolean(),
    }),
    provides: ['Chat'],
  }),
  sendChatMessage: endpoint({
    path: 'support/chat/send',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Sends a text line; a retry with the same clientId answers the stored line.',
    request: z.object({ ...conversationRef, clientId: idempotencyKeySchema, text: chatTextSchema }),
    response: z.object({ message: chatMessageSchema }),
    invalidates: ['Chat'],
  }),
  sendChatImage: endpoint({
    path: 'support/chat/sendImage',
    encoding: 'multipart',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Sends one png/jpg/jpeg image (15 MB, bytes checked) as a line of the conversation.',
    request: z.object({
      ...conversationRef,
      clientId: idempotencyKeySchema,
      file: imageUploadSchema,
    }),
    response: z.object({ message: chatMessageSchema }),
    invalidates: ['Chat'],
  }),
  readChat: endpoint({
    path: 'support/chat/read',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: "Marks the agents' lines up to this id as read by the player.",
    request: z.object({ ...conversationRef, upToId: wireInt.pipe(z.number().int().positive()) }),
    response: emptyResponse,
    invalidates: ['Chat'],
  }),
} as const;
