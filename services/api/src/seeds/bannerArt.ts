import { SLIDE_IMAGE } from '@platform/api-client/contract';

/**
 * The seeded banner images, drawn here from shapes: a gradient, an illustration on the right and
 * no words, since the slide's title is translated text the home page lays over the image's left
 * side (docs/decisions.md#home-page). They travel inline as data URLs, so the API needs no file
 * hosting and an operator's own image (any URL) replaces one in the same column. The offers'
 * banners (offerArt.ts) share the frame and the helpers exported here.
 */

const { width: W, height: H } = SLIDE_IMAGE;

export interface Palette {
  from: string;
  to: string;
  accent: string;
  light: string;
}

/** The frame every banner shares: the gradient, soft circles and a wave along the bottom. */
function frame(p: Palette, art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="560" cy="150" r="170" fill="url(#glow)"/>
<circle cx="40" cy="-20" r="110" fill="#ffffff" opacity="0.06"/>
<circle cx="720" cy="290" r="70" fill="#ffffff" opacity="0.08"/>
<path d="M0 250 C 170 200, 340 300, 750 230 L750 300 L0 300 Z" fill="#ffffff" opacity="0.08"/>
${art}
</svg>`;
}

export function sparkle(x: number, y: number, r: number, fill: string): string {
  const s = r / 4;
  return `<path d="M${x} ${y - r} L${x + s} ${y - s} L${x + r} ${y} L${x + s} ${y + s} L${x} ${y + r} L${x - s} ${y + s} L${x - r} ${y} L${x - s} ${y - s} Z" fill="${fill}"/>`;
}

export function coin(x: number, y: number, r: number, p: Palette): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${p.light}" stroke-width="${r * 0.12}" opacity="0.8"/>`;
}

/** A gift box with a ribbon and bow, coins around it: the first-deposit offer. */
export function giftArt(p: Palette): string {
  return [
    `<ellipse cx="560" cy="262" rx="120" ry="12" fill="#000000" opacity="0.18"/>`,
    `<rect x="470" y="140" width="180" height="120" rx="10" fill="#e63946"/>`,
    `<rect x="456" y="112" width="208" height="40" rx="8" fill="#ff4d5a"/>`,
    `<rect x="546" y="112" width="28" height="148" fill="${p.accent}"/>`,
    `<path d="M560 112 C 520 60, 470 80, 500 108 Z" fill="${p.accent}"/>`,
    `<path d="M560 112 C 600 60, 650 80, 620 108 Z" fill="${p.accent}"/>`,
    `<circle cx="560" cy="110" r="12" fill="${p.light}"/>`,
    coin(420, 230, 26, p),
    coin(690, 220, 22, p),
    coin(700, 120, 16, p),
    sparkle(440, 100, 16, p.light),
    sparkle(680, 60, 12, p.light),
  ].join('\n');
}

/** A crown with gems on a laurel arc: VIP privileges. */
export function crownArt(p: Palette): string {
  return [
    `<ellipse cx="560" cy="262" rx="120" ry="12" fill="#000000" opacity="0.18"/>`,
    `<path d="M440 230 A 130 130 0 0 1 440 80" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.5"/>`,
    `<path d="M680 230 A 130 130 0 0 0 680 80" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.5"/>`,
    `<path d="M470 220 L455 100 L515 150 L560 80 L605 150 L665 100 L650 220 Z" fill="${p.accent}"/>`,
    `<rect x="465" y="215" width="190" height="30" rx="6" fill="${p.accent}"/>`,
    `<rect x="465" y="215" width="190" height="8" rx="4" fill="#ffffff" opacity="0.35"/>`,
    `<circle cx="455" cy="98" r="11" fill="${p.light}"/>`,
    `<circle cx="560" cy="78" r="13" fill="${p.light}"/>`,
    `<circle cx="665" cy="98" r="11" fill="${p.light}"/>`,
    `<circle cx="560" cy="178" r="16" fill="#e63946"/>`,
    `<circle cx="510" cy="190" r="10" fill="#2ec4b6"/>`,
    `<circle cx="610" cy="190" r="10" fill="#2ec4b6"/>`,
    sparkle(420, 60, 14, p.light),
    sparkle(705, 170, 12, p.light),
  ].join('\n');
}

function person(x: number, scale: number, fill: string): string {
  const head = 26 * scale;
  const top = 250 - 150 * scale;
  return `<circle cx="${x}" cy="${top + head}" r="${head}" fill="${fill}"/><path d="M${x - 52 * scale} 250 C ${x - 52 * scale} ${top + 30 * scale}, ${x + 52 * scale} ${top + 30 * scale}, ${x + 52 * scale} 250 Z" fill="${fill}"/>`;
}

/** Two friends beside a third, a plus between them and a coin: invite friends. */
function friendsArt(p: Palette): string {
  return [
    `<ellipse cx="560" cy="254" rx="150" ry="10" fill="#000000" opacity="0.18"/>`,
    person(470, 0.85, p.light),
    person(640, 0.85, p.light),
    person(555, 1.05, p.accent),
    `<rect x="676" y="64" width="12" height="44" rx="4" fill="${p.accent}"/>`,
    `<rect x="660" y="80" width="44" height="12" rx="4" fill="${p.accent}"/>`,
    coin(420, 100, 20, p),
    sparkle(720, 170, 12, p.light),
    sparkle(400, 200, 10, p.light),
  ].join('\n');
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A banner as a data URL: the shared frame around an illustration drawn in the palette. */
export function banner(p: Palette, art: (p: Palette) => string): string {
  return dataUrl(frame(p, art(p)));
}

export const BANNER_ART = {
  offer: banner({ from: '#14213d', to: '#3a0ca3', accent: '#ffc23d', light: '#ffe8a3' }, giftArt),
  vip: banner({ from: '#1b1b2f', to: '#6b4e16', accent: '#f5c451', light: '#fff1c1' }, crownArt),
  invite: banner(
    { from: '#3c096c', to: '#c9184a', accent: '#ffd166', light: '#ffe5ec' },
    friendsArt,
  ),
} as const;
