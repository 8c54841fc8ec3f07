import { INHOUSE_PLAT_CODE } from '@platform/api-client';

/**
 * The in-house venue's games with a screen of their own in the play page, by game code
 * (docs/product-rules.md#games).
 */
export const INHOUSE_GAMES = [
  'baccarat',
  'roulette',
  'sicbo',
  'dragonTiger',
  'keno',
  'slot',
  'lottery6',
  'sportsbook',
  'esportsbook',
] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];

/** What launching a game leads to. */
export type LaunchTarget =
  | { kind: 'inhouse'; game: InhouseGame }
  | { kind: 'external'; url: string }
  | { kind: 'unsupported' };

/** Only a web address may be framed: a javascript: or data: launch URL is refused. */
export function isFramableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'https://placeholder.invalid');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Where a launch answer goes: an in-house game (the answer says so, or the in-house venue) plays in
 * the page when we have its screen; any other venue's launch URL opens in playH5.
 */
export function launchTarget(
  platCode: string,
  gameCode: string | undefined,
  answer: { kind?: string; game?: string | null; gameUrl: string },
): LaunchTarget {
  if (answer.kind === 'inhouse' || platCode === INHOUSE_PLAT_CODE) {
    const code = answer.game ?? gameCode;
    const game = INHOUSE_GAMES.find((g) => g === code);
    return game ? { kind: 'inhouse', game } : { kind: 'unsupported' };
  }
  return isFramableUrl(answer.gameUrl)
    ? { kind: 'external', url: answer.gameUrl }
    : { kind: 'unsupported' };
}
