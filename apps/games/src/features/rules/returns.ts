/**
 * The exact return to player of each bet, computed here from the engine the server settles with
 * (@platform/fair-games): every outcome of a bet is settled by the server's own settle function and
 * weighted by its chance, so the rules page cannot show a figure the games do not pay
 * (docs/product-rules.md#game-rules). Exact fractions in BigInt; no sampling.
 */
import {
  DRAGON_TIGER_DECKS,
  KENO_DRAWN,
  KENO_NUMBERS,
  LOTTERY6_NUMBERS,
  LOTTERY6_REGULAR_COUNT,
  RANKS,
  ROULETTE_POCKETS,
  SICBO_FACES,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  SUITS,
  dragonTigerOutcome,
  lineWin,
  settleDragonTiger,
  settleKeno,
  settleLottery6,
  settleRoulette,
  settleSicbo,
  sicboOutcome,
  type Card,
  type DragonTigerBetKind,
  type Lottery6Bet,
  type RouletteBet,
  type SicboBet,
  type SlotSymbol,
} from '@platform/fair-games';

/** A non-negative fraction in lowest terms. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export function fraction(n: bigint, d: bigint): Fraction {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

/** "95.5542 %": a percentage to four decimals, rounded to the nearest as the docs print it. */
export function percentOf({ n, d }: Fraction): string {
  const tenThousandths = (n * 2_000_000n + d) / (2n * d);
  const whole = tenThousandths / 10_000n;
  const decimals = String(tenThousandths % 10_000n).padStart(4, '0');
  return `${whole}.${decimals} %`;
}

/** Returned over staked, both in fen, weighted: Σ weight · returned / (Σ weight · stake). */
function weighted(outcomes: Iterable<{ weight: bigint; returned: number }>, stake: number) {
  let returned = 0n;
  let total = 0n;
  for (const outcome of outcomes) {
    returned += outcome.weight * BigInt(outcome.returned);
    total += outcome.weight;
  }
  return fraction(returned, total * BigInt(stake));
}

/** Roulette: the bet settled on each of the 37 pockets. */
export function rouletteReturn(bet: RouletteBet): Fraction {
  const pockets = Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => ({
    weight: 1n,
    returned: settleRoulette(pocket, [bet]).bets[0]!.returned,
  }));
  return weighted(pockets, bet.stake);
}

/** Sic bo: the bet settled on each of the 216 ordered rolls. */
export function sicboReturn(bet: SicboBet): Fraction {
  const rolls = SICBO_FACES.flatMap((a) =>
    SICBO_FACES.flatMap((b) =>
      SICBO_FACES.map((c) => ({
        weight: 1n,
        returned: settleSicbo(sicboOutcome([a, b, c]), [bet]).bets[0]!.returned,
      })),
    ),
  );
  return weighted(rolls, bet.stake);
}

/**
 * Dragon tiger: every ordered pair of the shoe's cards, by the 52 faces: the same face twice is
 * one of 8 · 7 pairs, two faces 8 · 8. An even stake, so a tie's half comes back whole.
 */
export function dragonTigerReturn(kind: DragonTigerBetKind): Fraction {
  const stake = 100;
  const faces: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));
  const copies = BigInt(DRAGON_TIGER_DECKS);
  const pairs = faces.flatMap((dragon) =>
    faces.map((tiger) => ({
      weight: dragon === tiger ? copies * (copies - 1n) : copies * copies,
      returned: settleDragonTiger(dragonTigerOutcome(dragon, tiger), { [kind]: stake })['bets'][
        kind
      ]!.returned,
    })),
  );
  return weighted(pairs, stake);
}

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

/**
 * Lucky numbers, a pick of `picks` numbers: for each count of hits, a draw with exactly that many
 * of them, settled by the server's function and weighted by the hypergeometric count of such draws.
 */
export function kenoPickReturn(picks: number): Fraction {
  const stake = 10;
  const numbers = Array.from({ length: picks }, (_, i) => i + 1);
  const others = Array.from({ length: KENO_NUMBERS - picks }, (_, i) => picks + 1 + i);
  const byHits = Array.from({ length: picks + 1 }, (_, hits) => {
    const drawn = [...numbers.slice(0, hits), ...others.slice(0, KENO_DRAWN - hits)];
    const outcome = { drawn, total: 0, totalResult: 'midpoint' as const };
    return {
      weight: choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits),
      returned: settleKeno(outcome, [{ type: 'pick', numbers, stake }]).bets[0]!.returned,
    };
  });
  return weighted(byHits, stake);
}

/**
 * The six-number lottery, a bet on the number 1 (or on the special number's side): the special
 * number is each of 1–49 alike; given it, 1 is a regular number in 6 of the other 48 draws' places.
 */
export function lottery6Return(bet: Lottery6Bet): Fraction {
  const regularOf = (special: number, withOne: boolean) => {
    const pool = Array.from({ length: LOTTERY6_NUMBERS }, (_, i) => i + 1).filter(
      (n) => n !== special && n !== 1,
    );
    return withOne
      ? [1, ...pool.slice(0, LOTTERY6_REGULAR_COUNT - 1)]
      : pool.slice(0, LOTTERY6_REGULAR_COUNT);
  };
  const others = BigInt(LOTTERY6_NUMBERS - 1);
  const draws = Array.from({ length: LOTTERY6_NUMBERS }, (_, i) => i + 1).flatMap((special) => {
    const settle = (numbers: number[]) =>
      settleLottery6({ numbers, special }, [bet]).bets[0]!.returned;
    if (special === 1) return [{ weight: others, returned: settle(regularOf(special, false)) }];
    const withOne = BigInt(LOTTERY6_REGULAR_COUNT);
    return [
      { weight: withOne, returned: settle(regularOf(special, true)) },
      { weight: others - withOne, returned: settle(regularOf(special, false)) },
    ];
  });
  return weighted(draws, bet.stake);
}

/**
 * The slot, per line (every line alike): each reel's symbol on a line is its strip's symbol at a
 * uniform stop, so the 8⁵ symbol combinations are weighted by the strips' counts and paid by the
 * server's own line evaluation. A line returns its pay times the line stake.
 */
export function slotLineReturn(): Fraction {
  const counts = SLOT_STRIPS.map((strip) =>
    SLOT_SYMBOLS.map((symbol) => BigInt(strip.filter((s) => s === symbol).length)),
  );
  let returned = 0n;
  const line: SlotSymbol[] = [];
  const visit = (reel: number, weight: bigint) => {
    if (reel === SLOT_STRIPS.length) {
      const win = lineWin(line);
      if (win) returned += weight * BigInt(win.pays);
      return;
    }
    SLOT_SYMBOLS.forEach((symbol, i) => {
      line[reel] = symbol;
      visit(reel + 1, weight * counts[reel]![i]!);
    });
  };
  visit(0, 1n);
  const spins = SLOT_STRIPS.reduce((all, strip) => all * BigInt(strip.length), 1n);
  return fraction(returned, spins);
}
