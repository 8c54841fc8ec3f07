import { betRecordPage, betRecordSums } from '../../domain/games/betRecords';
import { inhouseRound, playInhouseRound } from '../../domain/games/inhouse/rounds';
import { seedState, setClientSeed } from '../../domain/games/inhouse/seeds';
import { requireMember, type HandlerMap } from '../context';

/**
 * The in-house venue's rounds and seeds, and the bet records pulled from the venues' feeds
 * (docs/product-rules.md#games).
 */
export const inhouseHandlers = {
  getInhouseSeed: async (_input, ctx) => seedState(ctx.db, requireMember(ctx).user.id),

  setInhouseClientSeed: async (input, ctx) =>
    setClientSeed(ctx.db, requireMember(ctx).user.id, input.clientSeed),

  playBaccarat: async (input, ctx) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode: 'baccarat', bets: input.bets },
      input.idempotencyKey,
    ),

  playRoulette: async (input, ctx) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode: 'roulette', bets: input.bets },
      input.idempotencyKey,
    ),

  playSicbo: async (input, ctx) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode: 'sicbo', bets: input.bets },
      input.idempotencyKey,
    ),

  playDragonTiger: async (input, ctx) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode: 'dragonTiger', bets: input.bets },
      input.idempotencyKey,
    ),

  playKeno: async (input, ctx) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode: 'keno', bets: input.bets },
      input.idempotencyKey,
    ),

  playSlot: async (input, ctx) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode: 'slot', bets: input.bets },
      input.idempotencyKey,
    ),

  getInhouseRound: async (input, ctx) => ({
    round: await inhouseRound(ctx.db, requireMember(ctx).user.id, input.roundId),
  }),

  getBetRecord: async (input, ctx) =>
    betRecordPage(ctx.db, requireMember(ctx).user.id, ctx.lang, input),

  getSumBetRecord: async (input, ctx) => betRecordSums(ctx.db, requireMember(ctx).user.id, input),
} satisfies HandlerMap;
