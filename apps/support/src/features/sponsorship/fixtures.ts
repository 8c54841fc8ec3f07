// Sponsorships and a sponsored club as the contract shapes them, for the area's tests and
// standalone dev answers (never imported by a page). Images are inline SVG: no external assets.
import type { Club, PayloadOf, Sponsorship } from '@platform/api-client';

/** A flat SVG picture with a label, as a data URL (the server seeds its own generated images). */
export function placeholderImage(label: string, width: number, height: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 6)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function sponsorship(overrides: Partial<Sponsorship> = {}): Sponsorship {
  return {
    key: 'madrid',
    name: 'Madrid Football Club',
    headline: 'Official betting partner',
    summary: 'Together on and off the pitch: match-day offers, signed shirts and stadium visits.',
    season: '2025/26',
    bannerUrl: placeholderImage('Madrid', 750, 300, '#1d3b8f'),
    ...overrides,
  };
}

export function sponsorships(): PayloadOf<'getSponsorships'> {
  return {
    sponsorships: [
      sponsorship(),
      sponsorship({
        key: 'esports-cup',
        name: 'Star E-sports Cup',
        headline: 'Title sponsor',
        summary: 'Sixteen teams, one trophy, every match streamed.',
        season: '2026',
        bannerUrl: placeholderImage('Cup', 750, 300, '#6b2d8f'),
      }),
    ],
  };
}

const PLAYERS: readonly [string, number, string, string][] = [
  ['Carlos Vega', 1, 'Goalkeeper', 'Spain'],
  ['Luca Moretti', 4, 'Defender', 'Italy'],
  ['Tiago Alves', 8, 'Midfielder', 'Portugal'],
  ['Kenji Sato', 10, 'Midfielder', 'Japan'],
  ['Youssef Amrani', 9, 'Forward', 'Morocco'],
  ['Mateo Ruiz', 11, 'Forward', 'Argentina'],
];

export function club(overrides: Partial<Club> = {}): Club {
  return {
    key: 'madrid',
    name: 'Madrid Football Club',
    founded: 1902,
    stadium: 'Estadio Central',
    intro: [
      'Founded in 1902, the club has grown from a city team into one of the best known in Europe.',
      'Its academy and its home crowd of 80,000 make every match day an event.',
    ],
    crestUrl: placeholderImage('MFC', 120, 120, '#c8a23c'),
    bannerUrl: placeholderImage('Madrid', 750, 300, '#1d3b8f'),
    honours: [
      { title: 'League titles', count: 36, years: '2017, 2020, 2022, 2024' },
      { title: 'European cups', count: 15, years: '2016, 2017, 2018, 2022, 2024' },
      { title: 'National cups', count: 20, years: '2011, 2014, 2023' },
    ],
    players: PLAYERS.map(([name, shirtNumber, position, nationality]) => ({
      name,
      shirtNumber,
      position,
      nationality,
      bio: `${name} wears number ${shirtNumber} and plays as a ${position.toLowerCase()} for ${nationality}.`,
      imageUrl: placeholderImage(String(shirtNumber), 300, 400, '#24324f'),
    })),
    ...overrides,
  };
}
