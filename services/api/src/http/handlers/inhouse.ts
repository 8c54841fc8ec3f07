import {
  betRecordPage,
  betRecordSums,
  inhouseRound,
  playInhouseRound,
  seedState,
  setClientSeed,
  type GameBets,
} from '../../modules/games';
import { requireMember, type HandlerContext, type HandlerMap } from '../context';

/** A play call: one round of `gameCode` for the member, under the call's attempt key. */
function playHandler<G extends GameBets['gameCode']>(gameCode: G) {
  return async (
    input: { bets: Extract<GameBets, { gameCode: G }>['bets']; idempotencyKey: string },
    ctx: HandlerContext,
  ) =>
    playInhouseRound(
      ctx,
      requireMember(ctx).user.id,
      { gameCode, bets: input.bets } as GameBets,
      input.idempotencyKey,
    );
}

/**
 * The in-house venue's rounds and seeds, and the bet records pulled from the venues' feeds
 * (docs/product-rules.md#games).
 */
export const inhouseHandlers = {
  getInhouseSeed: async (_input, ctx) => seedState(ctx.db, requireMember(ctx).user.id),

  setInhouseClientSeed: async (input, ctx) =>
    setClientSeed(ctx.db, requireMember(ctx).user.id, input.clientSeed),

  playBaccarat: playHandler('baccarat'),
  playRoulette: playHandler('roulette'),
  playSicbo: playHandler('sicbo'),
  playDragonTiger: playHandler('dragonTiger'),
  playKeno: playHandler('keno'),
  playSlot: playHandler('slot'),

  getInhouseRound: async (input, ctx) => ({
    round: await inhouseRound(ctx.db, requireMember(ctx).user.id, input.roundId),
  }),

  getBetRecord: async (input, ctx) =>
    betRecordPage(ctx.db, requireMember(ctx).user.id, ctx.lang, input),

  getSumBetRecord: async (input, ctx) => betRecordSums(ctx.db, requireMember(ctx).user.id, input),
} satisfies HandlerMap;
