import { ResultCode, type Club, type Sponsorship } from '@platform/api-client/contract';
import { LANGUAGES } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';
import { SPONSORSHIPS } from '../src/seeds/sponsorship';
import { useTestApp } from './support/testApp';

/**
 * The sponsorship tab and the club page (docs/product-rules.md#help): the seeded, fictional
 * Madrid Capital FC in the request language, with drawn images and no external asset.
 */
const t = useTestApp();
const ZH = 1;
const EN = 3;
const SVG_DATA_URL = /^data:image\/svg\+xml;base64,/;

async function club(lang: number, key = 'madrid'): Promise<Club> {
  const answer = await t.call('getSponsoredClub', { key }, { lang });
  expect(answer.body.code).toBe(0);
  return answer.body.club as Club;
}

describe('sponsorship', () => {
  it('lists the Madrid sponsorship for the 2026/27 season in the request language', async () => {
    const en = await t.call('getSponsorships', {}, { lang: EN });
    const zh = await t.call('getSponsorships', {}, { lang: ZH });
    const [inEnglish] = en.body.sponsorships as Sponsorship[];
    const [inChinese] = zh.body.sponsorships as Sponsorship[];
    expect(inEnglish).toMatchObject({
      key: 'madrid',
      name: 'Madrid Capital FC',
      season: '2026/27',
    });
    expect(inEnglish!.headline).toContain('StarPlay');
    expect(inEnglish!.bannerUrl).toMatch(SVG_DATA_URL);
    expect(inChinese).toMatchObject({ key: 'madrid', name: '马德里首都足球俱乐部' });
    expect(inChinese!.summary).not.toBe(inEnglish!.summary);
  });

  it('answers the club with its introduction, honours and six star players in zh and en', async () => {
    const en = await club(EN);
    expect(en).toMatchObject({
      key: 'madrid',
      name: 'Madrid Capital FC',
      founded: 1921,
      stadium: 'Estadio Capital Norte',
    });
    expect(en.intro).toHaveLength(3);
    expect(en.crestUrl).toMatch(SVG_DATA_URL);
    expect(en.bannerUrl).toMatch(SVG_DATA_URL);
    expect(en.honours.length).toBeGreaterThanOrEqual(5);
    expect(en.honours[0]).toEqual({
      title: 'League champions',
      count: 7,
      years: '1953/54, 1962/63, 1978/79, 1994/95, 2006/07, 2016/17, 2023/24',
    });
    for (const h of en.honours) expect(h.years.split(', ')).toHaveLength(h.count);
    expect(en.players).toHaveLength(6);
    for (const p of en.players) {
      expect(p.imageUrl).toMatch(SVG_DATA_URL);
      const svg = Buffer.from(p.imageUrl.split(',')[1]!, 'base64').toString();
      expect(svg).toContain(`>${p.shirtNumber}</text>`);
      expect(p.bio.length).toBeGreaterThan(20);
    }
    expect(new Set(en.players.map((p) => p.shirtNumber)).size).toBe(6);

    const zh = await club(ZH);
    expect(zh.name).toBe('马德里首都足球俱乐部');
    expect(zh.intro).toHaveLength(3);
    expect(zh.honours[0]!.title).toBe('联赛冠军');
    expect(zh.players.map((p) => p.name)).toEqual(en.players.map((p) => p.name));
    expect(zh.players[0]).toMatchObject({ position: '门将', nationality: '西班牙' });
  });

  it('has every text in every language, none an English copy except the names', () => {
    for (const s of SPONSORSHIPS) {
      const c = s.club;
      const texts: [string, Record<string, string>][] = [
        ['headline', s.headline],
        ['summary', s.summary],
        ...c.honours.map((h, i): [string, Record<string, string>] => [`honour ${i}`, h.title]),
        ...c.players.flatMap((p): [string, Record<string, string>][] => [
          [`${p.name} position`, p.position],
          [`${p.name} nationality`, p.nationality],
          [`${p.name} bio`, p.bio],
        ]),
        ...[0, 1, 2].map((i): [string, Record<string, string>] => [
          `intro ${i}`,
          Object.fromEntries(Object.entries(c.intro).map(([k, v]) => [k, v[i] ?? ''])),
        ]),
      ];
      for (const [what, text] of texts) {
        for (const { key } of LANGUAGES) {
          expect(text[key]?.trim(), `${what} ${key}`).toBeTruthy();
          if (key !== 'en') expect(text[key], `${what} ${key} is English`).not.toBe(text.en);
        }
      }
      for (const { key } of LANGUAGES) {
        expect(s.name[key].trim()).not.toBe('');
        expect(c.stadium[key].trim()).not.toBe('');
      }
    }
  });

  it('answers an unknown club as not found', async () => {
    const answer = await t.call('getSponsoredClub', { key: 'barcelona' }, { lang: EN });
    expect(answer.body.code).toBe(ResultCode.notFound);
  });
});
