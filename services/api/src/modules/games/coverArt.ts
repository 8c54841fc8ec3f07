import type { GameType } from '@platform/api-client/contract';

/**
 * A game's cover, drawn from shapes (docs/product-rules.md#games): a gradient whose hues come from
 * the game's code, the category's emblem and a few soft circles. No words (names are translated
 * text the list prints beside it), no external assets, the same picture for the same game every
 * time, well under a kilobyte.
 */
const S = 120;

const EMBLEMS: Record<GameType, string> = {
  // A ball with a pentagon.
  sports:
    '<circle cx="60" cy="62" r="30" fill="#fff"/><path d="M60 48 L73 57 L68 72 L52 72 L47 57 Z" fill="#222"/>',
  // A chip: ring, dashes, centre.
  liveVideo:
    '<circle cx="60" cy="62" r="30" fill="#fff"/><circle cx="60" cy="62" r="22" fill="none" stroke="#c0392b" stroke-width="8" stroke-dasharray="9 6"/><circle cx="60" cy="62" r="12" fill="#c0392b"/>',
  // A spade.
  chessAndCards:
    '<path d="M60 32 C 44 50, 32 58, 36 72 C 40 82, 54 80, 57 74 L52 90 L68 90 L63 74 C 66 80, 80 82, 84 72 C 88 58, 76 50, 60 32 Z" fill="#fff"/>',
  // A game pad.
  esports:
    '<rect x="30" y="48" width="60" height="30" rx="15" fill="#fff"/><path d="M42 63 h10 M47 58 v10" stroke="#222" stroke-width="4"/><circle cx="72" cy="59" r="3.5" fill="#222"/><circle cx="79" cy="66" r="3.5" fill="#222"/>',
  // Three drawn balls.
  lottery:
    '<circle cx="42" cy="70" r="14" fill="#fff"/><circle cx="78" cy="70" r="14" fill="#fff"/><circle cx="60" cy="46" r="14" fill="#fff"/><circle cx="60" cy="46" r="6" fill="#e67e22"/><circle cx="42" cy="70" r="6" fill="#27ae60"/><circle cx="78" cy="70" r="6" fill="#2980b9"/>',
  // Three reels.
  electronic:
    '<rect x="28" y="40" width="64" height="44" rx="8" fill="#fff"/><rect x="34" y="46" width="16" height="32" rx="3" fill="#f1c40f"/><rect x="52" y="46" width="16" height="32" rx="3" fill="#e74c3c"/><rect x="70" y="46" width="16" height="32" rx="3" fill="#9b59b6"/>',
};

export function gameCoverSvg(platCode: string, gameCode: string, gameType: GameType): string {
  const h = stableHash(`${platCode}:${gameCode}`);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >>> 9) % 60)) % 360;
  const cx = 10 + ((h >>> 3) % 100);
  const cy = 10 + ((h >>> 11) % 30);
  const r = 18 + ((h >>> 17) % 22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${hue2},75%,30%)"/></linearGradient></defs><rect width="${S}" height="${S}" rx="18" fill="url(#g)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="0.12"/><circle cx="${S - cx / 2}" cy="${S - 8}" r="${r / 2 + 10}" fill="#fff" opacity="0.08"/><g opacity="0.92">${EMBLEMS[gameType]}</g></svg>`;
}

/** FNV-1a: a small, stable hash for the deterministic choices below. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
