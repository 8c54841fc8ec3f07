import { banner, sparkle, type Palette } from './bannerArt';

/**
 * The sponsorship's images, drawn here like the slides' banners (bannerArt.ts): the club's crest,
 * a wide stadium banner in the slides' frame and one portrait per star player (a silhouette in
 * the club's shirt with the player's number). No photograph, logo or name of a real club: the club
 * is fictional (docs/decisions.md#help-centre-and-sponsorship-content). They travel as data URLs.
 */

/** The club's colours: navy and gold, with a white home shirt. */
export const CLUB_COLOURS = {
  navy: '#13235b',
  deep: '#0a1433',
  gold: '#d4a72c',
  light: '#f6e7b0',
  shirt: '#ffffff',
} as const;

const C = CLUB_COLOURS;

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A five-pointed star centred on (x, y). */
function star(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const a = ((-90 + i * 36) * Math.PI) / 180;
    return `${Math.round((x + radius * Math.cos(a)) * 10) / 10} ${Math.round((y + radius * Math.sin(a)) * 10) / 10}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/>`;
}

/** The crest's shapes in a 240×240 box: a shield with a crown, a gold band and a star. */
function crestShapes(): string {
  return [
    `<path d="M120 36 L196 62 L196 128 C196 176 162 206 120 222 C78 206 44 176 44 128 L44 62 Z" fill="${C.gold}"/>`,
    `<path d="M120 48 L184 70 L184 128 C184 168 156 194 120 208 C84 194 56 168 56 128 L56 70 Z" fill="${C.navy}"/>`,
    `<clipPath id="shield"><path d="M120 48 L184 70 L184 128 C184 168 156 194 120 208 C84 194 56 168 56 128 L56 70 Z"/></clipPath>`,
    `<g clip-path="url(#shield)"><path d="M40 176 L200 92 L200 122 L40 206 Z" fill="${C.gold}"/><path d="M40 186 L200 102 L200 110 L40 194 Z" fill="${C.shirt}" opacity="0.9"/></g>`,
    star(120, 112, 30, C.shirt),
    `<path d="M84 34 L92 8 L106 24 L120 2 L134 24 L148 8 L156 34 Z" fill="${C.gold}"/>`,
    `<rect x="84" y="30" width="72" height="10" rx="3" fill="${C.gold}"/>`,
    `<circle cx="92" cy="8" r="4" fill="${C.light}"/><circle cx="120" cy="2" r="4" fill="${C.light}"/><circle cx="148" cy="8" r="4" fill="${C.light}"/>`,
  ].join('');
}

function crestSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 -8 240 240">${crestShapes()}</svg>`;
}

/** A floodlight on a mast: a bar of lamps and a soft beam. */
function floodlight(x: number, p: Palette): string {
  return `<rect x="${x - 3}" y="40" width="6" height="120" fill="${p.light}" opacity="0.5"/><rect x="${x - 22}" y="28" width="44" height="16" rx="3" fill="${p.light}"/><path d="M${x - 22} 44 L${x - 90} 250 L${x + 90} 250 L${x + 22} 44 Z" fill="${p.light}" opacity="0.07"/>`;
}

/** A pitch seen from the stands, the stands' tiers behind it, floodlights and the crest. */
function stadiumArt(p: Palette): string {
  return [
    `<path d="M330 120 Q560 70 750 110 L750 170 L330 170 Z" fill="${C.deep}" opacity="0.7"/>`,
    `<path d="M330 140 Q560 96 750 132" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.6"/>`,
    `<path d="M330 156 Q560 116 750 150" fill="none" stroke="${p.light}" stroke-width="2" opacity="0.35"/>`,
    floodlight(400, p),
    floodlight(710, p),
    `<path d="M300 300 L400 170 L720 170 L750 210 L750 300 Z" fill="#2d8a4e"/>`,
    `<path d="M460 300 L490 170 M600 300 L596 170" stroke="#3aa35f" stroke-width="26" opacity="0.5"/>`,
    `<g fill="none" stroke="#ffffff" stroke-width="3" opacity="0.85"><path d="M320 290 L405 176 L716 176 L750 222"/><path d="M545 176 L540 300"/><ellipse cx="542" cy="236" rx="70" ry="24"/></g>`,
    `<g transform="translate(585 52) scale(0.42)">${crestShapes()}</g>`,
    sparkle(360, 60, 10, p.light),
    sparkle(690, 240, 8, p.light),
  ].join('\n');
}

/** A player's portrait (3:4): a silhouette in the white home shirt, gold trim and the number. */
function portraitSvg(shirtNumber: number, backdrop: string): string {
  const W = 300;
  const H = 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="150" cy="150" r="120" fill="${C.gold}" opacity="0.12"/>
<g opacity="0.16">${star(48, 52, 16, C.light)}${star(256, 80, 10, C.light)}</g>
<rect x="131" y="168" width="38" height="34" fill="#2b2f3a"/>
<ellipse cx="150" cy="128" rx="50" ry="58" fill="#2b2f3a"/>
<path d="M40 400 L40 290 C40 236 78 208 122 200 L150 226 L178 200 C222 208 260 236 260 290 L260 400 Z" fill="${C.shirt}"/>
<path d="M122 200 L150 226 L178 200 L170 196 L150 214 L130 196 Z" fill="${C.navy}"/>
<path d="M40 300 C40 250 60 222 92 208 L100 226 C72 240 60 266 58 300 Z" fill="${C.gold}"/>
<path d="M260 300 C260 250 240 222 208 208 L200 226 C228 240 240 266 242 300 Z" fill="${C.gold}"/>
<text x="150" y="345" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="${C.navy}" stroke="${C.gold}" stroke-width="3">${shirtNumber}</text>
</svg>`;
}

export const CLUB_PALETTE: Palette = { from: C.deep, to: C.navy, accent: C.gold, light: C.light };

export const SPONSOR_ART = {
  crest: dataUrl(crestSvg()),
  banner: banner(CLUB_PALETTE, stadiumArt),
  /** A portrait for a shirt number, on a backdrop tint by position. */
  portrait: (shirtNumber: number, backdrop: string = C.navy) =>
    dataUrl(portraitSvg(shirtNumber, backdrop)),
} as const;
