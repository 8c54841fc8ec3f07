/**
 * Each game's paytable as the rules page lists it, built from the constants the server settles with
 * (@platform/fair-games): the page never writes a figure of its own (docs/product-rules.md#game-rules).
 * A row names its bet by an existing key of the games namespace and says what a win pays, as
 * winnings to one staked ("8:1"), and, where it is exact and cheap to compute, its return to player.
 */
import {
  BACCARAT_BET_KINDS,
  BACCARAT_WIN_PER_100,
  DOZEN_COLUMN_BET_TYPES,
  DRAGON_TIGER_BET_KINDS,
  DRAGON_TIGER_PAYOUTS,
  EVEN_MONEY_BET_TYPES,
  INSIDE_BET_TYPES,
  KENO_MAX_PICKS,
  KENO_PAYTABLES,
  KENO_TOTAL_BETS,
  KENO_TOTAL_PAYOUT,
  LOTTERY6_BET_TYPES,
  LOTTERY6_RETURN_PER_100,
  ROULETTE_PAYOUTS,
  SICBO_EVEN_BET_TYPES,
  SICBO_PAYTABLE,
  SICBO_TOTALS,
  SLOT_PAYTABLE,
  SLOT_SYMBOLS,
  coveredNumbers,
  legalInsideBets,
  type Lottery6Bet,
  type RouletteBet,
  type RouletteBetType,
  type SicboBet,
  type SlotSymbol,
} from '@platform/fair-games';
import {
  dragonTigerReturn,
  kenoPickReturn,
  lottery6Return,
  rouletteReturn,
  sicboReturn,
  type Fraction,
} from './returns';

/** A translated label: a key of the games namespace and its values. */
export interface Label {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface PayRow {
  readonly id: string;
  readonly bet: Label;
  /** Winnings to one staked, e.g. "8:1", "0.95:1"; several when the bet pays by how it wins. */
  readonly pays: string;
  readonly rtp?: Fraction;
  /** Roulette: how many pockets the bet covers. */
  readonly covers?: number;
}

/** A whole number of hundredths as a decimal without trailing zeros: 95 → "0.95", 800 → "8". */
export function hundredths(value: number): string {
  const whole = Math.floor(value / 100);
  const rest = value % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Winnings to one, from winnings per 100 staked. */
export const oddsPer100 = (winPer100: number) => `${hundredths(winPer100)}:1`;
const odds = (winPerUnit: number) => `${winPerUnit}:1`;

export function baccaratPaytable(): PayRow[] {
  return BACCARAT_BET_KINDS.map((kind) => ({
    id: kind,
    bet: { key: `baccarat.bet.${kind}` },
    pays: oddsPer100(BACCARAT_WIN_PER_100[kind]),
  }));
}

/** One placeable bet of each roulette type, away from zero (every bet of a type pays alike). */
function rouletteExample(type: RouletteBetType): RouletteBet {
  const stake = 100;
  if ((INSIDE_BET_TYPES as readonly string[]).includes(type)) {
    const numbers = legalInsideBets(type as (typeof INSIDE_BET_TYPES)[number]).find(
      (set) => !set.includes(0),
    )!;
    return { type: type as (typeof INSIDE_BET_TYPES)[number], numbers, stake };
  }
  if ((DOZEN_COLUMN_BET_TYPES as readonly string[]).includes(type)) {
    return { type: type as (typeof DOZEN_COLUMN_BET_TYPES)[number], index: 1, stake };
  }
  return { type: type as (typeof EVEN_MONEY_BET_TYPES)[number], stake };
}

export function roulettePaytable(): PayRow[] {
  const types: RouletteBetType[] = [
    ...INSIDE_BET_TYPES,
    ...DOZEN_COLUMN_BET_TYPES,
    ...EVEN_MONEY_BET_TYPES,
  ];
  return types.map((type) => {
    const bet = rouletteExample(type);
    return {
      id: type,
      bet: { key: `roulette.bet.${type}` },
      covers: coveredNumbers(bet).length,
      pays: odds(ROULETTE_PAYOUTS[type]),
      rtp: rouletteReturn(bet),
    };
  });
}

export function sicboPaytable(): PayRow[] {
  const row = (id: string, bet: Label, placed: SicboBet, pays: string): PayRow => ({
    id,
    bet,
    pays,
    rtp: sicboReturn(placed),
  });
  const stake = 1;
  return [
    ...SICBO_EVEN_BET_TYPES.map((type) =>
      row(type, { key: `sicbo.bet.${type}` }, { type, stake }, odds(SICBO_PAYTABLE[type])),
    ),
    row(
      'triple',
      { key: 'rules.sicbo.triple' },
      { type: 'triple', face: 1, stake },
      odds(SICBO_PAYTABLE.triple),
    ),
    row(
      'double',
      { key: 'rules.sicbo.double' },
      { type: 'double', face: 1, stake },
      odds(SICBO_PAYTABLE.double),
    ),
    row(
      'single',
      { key: 'rules.sicbo.single' },
      { type: 'single', face: 1, stake },
      SICBO_PAYTABLE.single.map(odds).join(' · '),
    ),
    row(
      'combination',
      { key: 'rules.sicbo.combination' },
      { type: 'combination', faces: [1, 2], stake },
      odds(SICBO_PAYTABLE.combination),
    ),
    ...SICBO_TOTALS.map((total) =>
      row(
        `total${total}`,
        { key: 'a11y.sicbo.total', values: { total } },
        { type: 'total', total, stake },
        odds(SICBO_PAYTABLE.total[total]),
      ),
    ),
  ];
}

export function dragonTigerPaytable(): PayRow[] {
  return DRAGON_TIGER_BET_KINDS.map((kind) => ({
    id: kind,
    bet: { key: `dragonTiger.bet.${kind}` },
    pays: odds(DRAGON_TIGER_PAYOUTS[kind]),
    rtp: dragonTigerReturn(kind),
  }));
}

/** A pick count's paying hits, each with what it returns per unit staked (stake included). */
export interface KenoPickTable {
  readonly picks: number;
  readonly rows: readonly { hits: number; returns: string }[];
  readonly rtp: Fraction;
}

export function kenoPickTables(): KenoPickTable[] {
  return Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1).map((picks) => ({
    picks,
    rows: (KENO_PAYTABLES[picks] ?? []).flatMap((perTen, hits) =>
      // Returns per 10 staked: tenths of a stake, shown as "×3.8".
      perTen > 0 ? [{ hits, returns: `×${hundredths(perTen * 10)}` }] : [],
    ),
    rtp: kenoPickReturn(picks),
  }));
}

export function kenoTotalPaytable(): PayRow[] {
  return KENO_TOTAL_BETS.map((type) => ({
    id: type,
    bet: { key: `keno.bet.${type}` },
    pays: odds(KENO_TOTAL_PAYOUT),
  }));
}

/** The runs a slot line pays: 3, 4 and 5 of a symbol from reel 1. */
export const SLOT_RUNS = [3, 4, 5] as const;

export function slotPaytable(): { symbol: SlotSymbol; pays: number[] }[] {
  return SLOT_SYMBOLS.map((symbol) => ({
    symbol,
    pays: SLOT_RUNS.map((run) => SLOT_PAYTABLE[symbol][run] ?? 0),
  }));
}

const LOTTERY6_LABEL: Readonly<Record<(typeof LOTTERY6_BET_TYPES)[number], string>> = {
  special: 'lottery6.tab.special',
  regular: 'lottery6.tab.regular',
  big: 'lottery6.side.big',
  small: 'lottery6.side.small',
  odd: 'lottery6.side.odd',
  even: 'lottery6.side.even',
};

export function lottery6Paytable(): PayRow[] {
  return LOTTERY6_BET_TYPES.map((type) => {
    const bet: Lottery6Bet =
      type === 'special' || type === 'regular'
        ? { type, number: 1, stake: 100 }
        : { type, stake: 100 };
    return {
      id: type,
      bet: { key: LOTTERY6_LABEL[type] },
      // What a win returns per 100 includes the stake: the winnings are the rest.
      pays: oddsPer100(LOTTERY6_RETURN_PER_100[type] - 100),
      rtp: lottery6Return(bet),
    };
  });
}
