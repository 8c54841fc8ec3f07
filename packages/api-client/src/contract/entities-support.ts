import { z } from 'zod';
import {
  CHAT_AUTHORS,
  CHAT_CONVERSATION_STATUSES,
  HELP_TOPICS,
  SERVICE_CHANNELS,
  SERVICE_GROUPS,
} from './catalogue';
import { isoTime } from './wire';

/**
 * Support entities (docs/product-rules.md#customer-service, #help). Texts are in the request
 * language; times are ISO UTC.
 */

/** A customer service desk from the site configuration, with whether it is answering now. */
export const serviceDeskSchema = z.object({
  id: z.number().int(),
  group: z.enum(SERVICE_GROUPS),
  name: z.string(),
  channel: z.enum(SERVICE_CHANNELS),
  /** The e-mail address of an `email` desk; null for the in-app chat. */
  address: z.string().nullable(),
  /** Opening hours in business time, `HH:MM`; both null when the desk answers around the clock. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Whether agents answer now; a chat left outside the hours is answered when the desk opens. */
  isOpen: z.boolean(),
});
export type ServiceDesk = z.infer<typeof serviceDeskSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  group: z.enum(SERVICE_GROUPS),
  status: z.enum(CHAT_CONVERSATION_STATUSES),
  /** The player's username, or the name a guest gave. */
  displayName: z.string(),
  /** The agent who answered last; null until one has. */
  agentName: z.string().nullable(),
  createdAt: isoTime,
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  /** The agent's name on agent lines; the player's display name on theirs; empty on system lines. */
  authorName: z.string(),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The sender's idempotency key on player lines (a retry answers the stored line). */
  clientId: z.string().nullable(),
  createdAt: isoTime,
  /** When the other side read it: an agent for the player's lines, the player for agent lines. */
  readAt: isoTime.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One question and its answer in the help centre; `answer` is operator HTML shown sanitised. */
export const helpArticleSchema = z.object({
  id: z.number().int(),
  topic: z.enum(HELP_TOPICS),
  question: z.string(),
  answer: z.string(),
  /** Shown among the top questions on the help centre and customer service pages. */
  top: z.boolean(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** A sponsorship on the sponsorship tab. */
export const sponsorshipSchema = z.object({
  key: z.string(),
  name: z.string(),
  headline: z.string(),
  summary: z.string(),
  season: z.string(),
  bannerUrl: z.string(),
});
export type Sponsorship = z.infer<typeof sponsorshipSchema>;

export const clubHonourSchema = z.object({
  title: z.string(),
  count: z.number().int(),
  /** The years or seasons won, as shown (e.g. "2019, 2022, 2025"). */
  years: z.string(),
});

export const clubPlayerSchema = z.object({
  name: z.string(),
  shirtNumber: z.number().int(),
  position: z.string(),
  nationality: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
});

/** A sponsored club's page: introduction, honours and star players. */
export const clubSchema = z.object({
  key: z.string(),
  name: z.string(),
  founded: z.number().int(),
  stadium: z.string(),
  /** Paragraphs of plain text. */
  intro: z.array(z.string()),
  crestUrl: z.string(),
  bannerUrl: z.string(),
  honours: z.array(clubHonourSchema),
  players: z.array(clubPlayerSchema),
});
export type Club = z.infer<typeof clubSchema>;
