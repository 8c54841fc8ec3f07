import type { Database } from '../../db/database';
import {
  type BetFeedRow,
  type BetFeedStatus,
  VenueNoAnswer,
  type VenueOutcome,
  type VenueProvider,
  type VenueTransferCall,
} from './provider';

/** Each fault's probability per venue call, 0-1. */
export interface VenueFaultRates {
  /** The venue applies the transfer, then the answer times out (it never arrives). */
  timeout: number;
  /** The venue receives the request twice and answers both deliveries. */
  duplicate: number;
}

/** A failure to inject into the next call, to exercise the two-phase protocol and its repair. */
export type InjectedFault =
  /** The call never reaches the provider: nothing applied, the answer is lost. */
  | 'lostRequest'
  /** The provider applies the transfer but the answer is lost on the way back. */
  | 'lostResponse';

/**
 * A game provider's wallet, in process: its own books (venue_sim_* tables, apart from our ledger),
 * applying each transfer reference at most once, as a real provider does.
 */
export class VenueSimulator implements VenueProvider {
  private faults: InjectedFault[] = [];

  /**
   * `random`: random faults at these rates on every call (VENUE_FAULTS, APP_ENV=test only:
   * docs/crash-test.md#simulation), after the queued ones.
   */
  constructor(
    private readonly db: Database,
    private readonly random: VenueFaultRates | null = null,
  ) {}

  /** Tests and the crash script: make the next calls fail this way, in order. */
  injectFaults(...faults: InjectedFault[]): void {
    this.faults.push(...faults);
  }

  deposit(call: VenueTransferCall): Promise<VenueOutcome> {
    return this.apply(call, call.amount);
  }

  withdraw(call: VenueTransferCall): Promise<VenueOutcome> {
    return this.apply(call, -call.amount);
  }

  async balance(platCode: string, playerRef: string): Promise<number> {
    const { rows } = await this.db.query<{ balance: number }>(
      'SELECT balance FROM venue_sim_wallets WHERE plat_code = $1 AND player_ref = $2',
      [platCode, playerRef],
    );
    return rows[0]?.balance ?? 0;
  }

  async betFeed(platCode: string, afterFeedId: number, limit: number): Promise<BetFeedRow[]> {
    const { rows } = await this.db.query<{
      feed_id: number;
      round_ref: string;
      player_ref: string;
      game_code: string;
      stake: number;
      valid_turnover: number;
      win_lose: number;
      status: BetFeedStatus;
      bet_time: Date;
      settled_at: Date | null;
    }>(
      `SELECT feed_id, round_ref, player_ref, game_code, stake, valid_turnover, win_lose, status,
              bet_time, settled_at
       FROM venue_sim_bet_feed WHERE plat_code = $1 AND feed_id > $2 ORDER BY feed_id LIMIT $3`,
      [platCode, afterFeedId, limit],
    );
    return rows.map((r) => ({
      feedId: r.feed_id,
      roundRef: r.round_ref,
      playerRef: r.player_ref,
      gameCode: r.game_code,
      stake: r.stake,
      validTurnover: r.valid_turnover,
      winLose: r.win_lose,
      status: r.status,
      betTime: r.bet_time,
      settledAt: r.settled_at,
    }));
  }

  private randomFault(): InjectedFault | 'duplicate' | undefined {
    if (!this.random) return undefined;
    const draw = Math.random();
    if (draw < this.random.timeout) return 'lostResponse';
    if (draw < this.random.timeout + this.random.duplicate) return 'duplicate';
    return undefined;
  }

  private async apply(call: VenueTransferCall, delta: number): Promise<VenueOutcome> {
    const fault = this.faults.shift() ?? this.randomFault();
    if (fault === 'lostRequest')
      throw new VenueNoAnswer(`venue ${call.platCode}: no answer (request lost)`);
    // One statement: the simulator's books move atomically (migration 017).
    const send = async (): Promise<VenueOutcome> => {
      const { rows } = await this.db.query<{ applied: boolean }>(
        'SELECT venue_sim_apply($1, $2, $3, $4) AS applied',
        [call.platCode, call.transferRef, call.playerRef, delta],
      );
      return rows[0]!.applied ? { applied: true } : { applied: false, reason: 'insufficientFunds' };
    };
    const outcome = await send();
    if (fault === 'lostResponse')
      throw new VenueNoAnswer(`venue ${call.platCode}: no answer (response lost)`);
    // The request delivered twice: the venue answers the second delivery too, and that answer
    // is the one that arrives.
    if (fault === 'duplicate') return send();
    return outcome;
  }
}
