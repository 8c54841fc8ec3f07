import type { ActivityKind } from '@platform/api-client/contract';
import { banner, coin, crownArt, giftArt, sparkle, type Palette } from './bannerArt';

/**
 * The seeded offers' banners: the slides' frame (bannerArt.ts) with one palette and one motif per
 * kind of offer, and no words, since the offer card lays the translated title over the image.
 */

function shadow(rx: number): string {
  return `<ellipse cx="560" cy="262" rx="${rx}" ry="12" fill="#000000" opacity="0.18"/>`;
}

/** A point on a circle, rounded to the pixel (drawing only). */
function onCircle(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a))];
}

function polygon(cx: number, cy: number, r: number, sides: number, turn: number): string {
  return Array.from({ length: sides }, (_, i) =>
    onCircle(cx, cy, r, turn + (360 / sides) * i).join(' '),
  ).join(' ');
}

/** A stopwatch with its last minutes shaded: limited-time offers. */
function stopwatchArt(p: Palette): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const [x1, y1] = onCircle(560, 152, 64, i * 30);
    const [x2, y2] = onCircle(560, 152, 72, i * 30);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${i % 3 === 0 ? ' stroke-width="6"' : ''}/>`;
  }).join('');
  return [
    shadow(110),
    `<rect x="522" y="30" width="76" height="16" rx="8" fill="${p.accent}"/>`,
    `<rect x="547" y="40" width="26" height="24" rx="4" fill="${p.accent}"/>`,
    `<rect x="634" y="58" width="22" height="14" rx="5" fill="${p.accent}" transform="rotate(45 645 65)"/>`,
    `<circle cx="560" cy="152" r="96" fill="${p.accent}"/>`,
    `<circle cx="560" cy="152" r="80" fill="#ffffff"/>`,
    `<path d="M560 152 L560 72 A80 80 0 0 1 629 112 Z" fill="#e63946" opacity="0.35"/>`,
    `<g stroke="#1b1b2f" stroke-width="3" stroke-linecap="round">${ticks}</g>`,
    `<line x1="560" y1="152" x2="560" y2="96" stroke="#1b1b2f" stroke-width="8" stroke-linecap="round"/>`,
    `<line x1="560" y1="152" x2="600" y2="176" stroke="#e63946" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="560" cy="152" r="9" fill="#1b1b2f"/>`,
    sparkle(430, 80, 16, p.light),
    sparkle(690, 200, 12, p.light),
    sparkle(700, 90, 9, p.light),
  ].join('\n');
}

/** A calendar page with today's day ticked, coins beside it: daily offers. */
function calendarArt(p: Palette): string {
  const cells = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const today = row === 1 && col === 2;
      cells.push(
        `<rect x="${482 + col * 34}" y="${134 + row * 34}" width="24" height="24" rx="5" fill="${today ? p.accent : '#e9ecef'}"/>`,
      );
    }
  }
  return [
    shadow(120),
    `<rect x="465" y="70" width="190" height="180" rx="14" fill="#ffffff"/>`,
    `<rect x="465" y="70" width="190" height="50" rx="14" fill="#ef476f"/>`,
    `<rect x="465" y="104" width="190" height="16" fill="#ef476f"/>`,
    `<rect x="505" y="52" width="14" height="38" rx="7" fill="${p.accent}"/>`,
    `<rect x="601" y="52" width="14" height="38" rx="7" fill="${p.accent}"/>`,
    cells.join(''),
    `<path d="M555 180 L562 188 L576 172" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    coin(420, 222, 26, p),
    coin(700, 214, 22, p),
    sparkle(430, 90, 14, p.light),
    sparkle(700, 110, 12, p.light),
  ].join('\n');
}

/** A football in flight: sports offers. */
function footballArt(p: Palette): string {
  const patches = Array.from(
    { length: 5 },
    (_, i) =>
      `<polygon points="${polygon(...onCircle(560, 150, 78, -54 + i * 72), 26, 5, 126 + i * 72)}" fill="#1b1b2f"/>`,
  ).join('');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const [x1, y1] = onCircle(560, 150, 30, -90 + i * 72);
    const [x2, y2] = onCircle(560, 150, 56, -90 + i * 72);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join('');
  return [
    `<defs><clipPath id="ball"><circle cx="560" cy="150" r="86"/></clipPath></defs>`,
    shadow(100),
    `<rect x="390" y="110" width="70" height="8" rx="4" fill="${p.light}" opacity="0.7"/>`,
    `<rect x="370" y="146" width="90" height="8" rx="4" fill="${p.light}" opacity="0.5"/>`,
    `<rect x="400" y="182" width="60" height="8" rx="4" fill="${p.light}" opacity="0.7"/>`,
    `<circle cx="560" cy="150" r="86" fill="${p.accent}"/>`,
    `<g clip-path="url(#ball)">${patches}</g>`,
    `<polygon points="${polygon(560, 150, 30, 5, -90)}" fill="#1b1b2f"/>`,
    `<g stroke="#1b1b2f" stroke-width="4">${seams}</g>`,
    `<circle cx="560" cy="150" r="86" fill="none" stroke="#1b1b2f" stroke-width="4"/>`,
    sparkle(690, 70, 14, p.light),
    sparkle(700, 210, 10, p.light),
  ].join('\n');
}

/** A slot machine showing three coins, a stack of coins beside it: rebate boosts. */
function slotReelArt(p: Palette): string {
  const reels = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${486 + i * 52}" y="112" width="44" height="76" rx="6" fill="#ffffff"/>${coin(508 + i * 52, 150, 15, p)}`,
    )
    .join('');
  const stack = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="420" cy="${244 - i * 13}" rx="32" ry="10" fill="${p.accent}" stroke="${p.light}" stroke-width="2"/>`,
    )
    .join('');
  return [
    shadow(130),
    `<rect x="466" y="62" width="188" height="190" rx="20" fill="#e63946"/>`,
    `<rect x="486" y="44" width="148" height="30" rx="12" fill="${p.accent}"/>`,
    `<rect x="478" y="102" width="164" height="96" rx="10" fill="#1b1b2f"/>`,
    reels,
    `<rect x="500" y="214" width="120" height="14" rx="7" fill="#1b1b2f" opacity="0.5"/>`,
    `<line x1="660" y1="170" x2="690" y2="100" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="692" cy="94" r="14" fill="${p.accent}"/>`,
    stack,
    sparkle(430, 90, 14, p.light),
    sparkle(712, 200, 11, p.light),
  ].join('\n');
}

/** Every offer kind's banner: a distinct palette and motif each. */
export const OFFER_ART: Readonly<Record<ActivityKind, string>> = {
  limitedTime: banner(
    { from: '#370617', to: '#d00000', accent: '#ffba08', light: '#ffe8a3' },
    stopwatchArt,
  ),
  firstDeposit: banner(
    { from: '#0b3c49', to: '#1d7874', accent: '#ffc23d', light: '#fff3b0' },
    giftArt,
  ),
  dailyDeposit: banner(
    { from: '#023e8a', to: '#0096c7', accent: '#ffd166', light: '#caf0f8' },
    calendarArt,
  ),
  sportsBonus: banner(
    { from: '#004b23', to: '#38b000', accent: '#ffffff', light: '#ccff33' },
    footballArt,
  ),
  rebateBoost: banner(
    { from: '#240046', to: '#7b2cbf', accent: '#ffd60a', light: '#e0aaff' },
    slotReelArt,
  ),
  vipOffer: banner(
    { from: '#0b132b', to: '#3a506b', accent: '#f5c451', light: '#fff1c1' },
    crownArt,
  ),
};
