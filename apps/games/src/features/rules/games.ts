/** The in-house games with a rules page (docs/product-rules.md#game-rules), in the order listed. */
export const RULES_GAMES = [
  'baccarat',
  'roulette',
  'sicbo',
  'dragonTiger',
  'keno',
  'slot',
  'lottery6',
] as const;
export type RulesGame = (typeof RULES_GAMES)[number];

/** The key of each game's name in the games namespace (the names the tables already use). */
export const RULES_GAME_NAME: Readonly<Record<RulesGame, string>> = {
  baccarat: 'verify.game.baccarat',
  roulette: 'verify.game.roulette',
  sicbo: 'sicbo.title',
  dragonTiger: 'dragonTiger.title',
  keno: 'keno.title',
  slot: 'slot.title',
  lottery6: 'lottery6.title',
};

export function isRulesGame(code: string | null | undefined): code is RulesGame {
  return (RULES_GAMES as readonly (string | null | undefined)[]).includes(code);
}
