import {
  ACTIVITY_CLASSIFICATIONS,
  activityTermsSchema,
  formatFen,
  offerBonus,
  yuanToFen,
} from '@platform/api-client/contract';
import { LANGUAGE_KEYS } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SEEDS, type ActivitySeed } from './activities';
import { VENUE_PLATFORMS } from './venuePlatforms';

const TEXT_FIELDS = ['title', 'summary', 'content'] as const;

/** The words of a text without markup, numbers or punctuation: what a translation must change. */
function wordsOf(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\d\s.,:;!?()%×+=\-"'“”「」（），。：；！、]+/gu, ' ')
    .trim()
    .toLowerCase();
}

function yuanText(fen: number): string {
  return formatFen(fen).replace(/\.00$/, '');
}

/** "1,000" yuan as written in a page, in fen. */
function fenOf(yuan: string): number {
  return yuanToFen(Number(yuan.replaceAll(',', '')));
}

function termsOf(seed: ActivitySeed) {
  const rows = seed.termsByVipLevel ?? [];
  return [seed, ...rows];
}

describe('the seeded offers', () => {
  it('have unique ids and sort keys', () => {
    const ids = ACTIVITY_SEEDS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sorts = ACTIVITY_SEEDS.map((s) => s.sort);
    expect(new Set(sorts).size).toBe(sorts.length);
  });

  it('fill every tab', () => {
    const tabs = new Set(ACTIVITY_SEEDS.map((s) => s.classification));
    for (const tab of ACTIVITY_CLASSIFICATIONS) expect(tabs, tab).toContain(tab);
  });

  it.each(ACTIVITY_SEEDS.map((s) => [s.id, s] as const))(
    'offer %i reads in all 8 languages, none a copy of the English',
    (_id, seed) => {
      for (const field of TEXT_FIELDS) {
        const english = wordsOf(seed[field].en);
        for (const key of LANGUAGE_KEYS) {
          expect(seed[field][key].trim(), `${field}.${key}`).not.toBe('');
          if (key !== 'en') expect(wordsOf(seed[field][key]), `${field}.${key}`).not.toBe(english);
        }
      }
    },
  );

  it.each(ACTIVITY_SEEDS.map((s) => [s.id, s] as const))(
    'offer %i has terms the contract accepts',
    (_id, seed) => {
      const parsed = activityTermsSchema.parse(seed);
      expect(parsed).toEqual({
        minTransfer: seed.minTransfer,
        bonusRatioBp: seed.bonusRatioBp,
        maxBonus: seed.maxBonus,
        turnoverMultiple: seed.turnoverMultiple,
        frequency: seed.frequency,
        timeLimitHours: seed.timeLimitHours,
        minVipLevel: seed.minVipLevel,
        excludesAgents: seed.excludesAgents,
        requiresTransfer: seed.requiresTransfer,
        termsByVipLevel: seed.termsByVipLevel,
      });
      expect(seed.requiresTransfer).toBe(seed.kind !== 'rebateBoost');
    },
  );

  it('give terms by VIP level to the VIP offer only, its top-level terms being its lowest level', () => {
    for (const seed of ACTIVITY_SEEDS) {
      if (seed.kind !== 'vipOffer') {
        expect(seed.termsByVipLevel, String(seed.id)).toBeNull();
        continue;
      }
      const rows = seed.termsByVipLevel ?? [];
      expect(rows.map((r) => r.vipLevel)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
      expect(seed.minVipLevel).toBe(rows[0]?.vipLevel);
      const { vipLevel: _level, ...lowest } = rows[0]!;
      expect({
        minTransfer: seed.minTransfer,
        bonusRatioBp: seed.bonusRatioBp,
        maxBonus: seed.maxBonus,
        turnoverMultiple: seed.turnoverMultiple,
      }).toEqual(lowest);
    }
  });

  it('keep the terms chosen for the operator (amounts in fen, ratios in basis points)', () => {
    const byId = new Map(ACTIVITY_SEEDS.map((s) => [s.id, s]));
    expect(byId.get(101)).toMatchObject({
      bonusRatioBp: 3000,
      maxBonus: yuanToFen(888),
      minTransfer: yuanToFen(100),
      turnoverMultiple: 12,
      frequency: 'once',
      excludesAgents: true,
    });
    expect(byId.get(201)).toMatchObject({ bonusRatioBp: 10_000, timeLimitHours: 72 });
    expect(byId.get(401)?.platCodes).toEqual(['STSPORT', 'STHOUSE']);
    expect(byId.get(501)).toMatchObject({
      bonusRatioBp: 50,
      maxBonus: yuanToFen(588),
      minTransfer: 0,
      turnoverMultiple: 1,
      excludesAgents: false,
      platCodes: ['STSLOT', 'STHOUSE'],
    });
  });

  it.each(ACTIVITY_SEEDS.map((s) => [s.id, s] as const))(
    'offer %i names its maximum bonus and turnover multiple in English and Chinese',
    (_id, seed) => {
      for (const terms of termsOf(seed)) {
        const max = yuanText(terms.maxBonus);
        expect(seed.content.en).toContain(`${max} yuan`);
        expect(seed.content.zh).toContain(`${max}元`);
        expect(seed.content.hk).toContain(`${max}元`);
      }
      expect(seed.content.en).toContain(`${seed.turnoverMultiple}×`);
      expect(seed.content.zh).toContain(`${seed.turnoverMultiple}倍`);
      expect(seed.summary.en).toContain(
        `${yuanText(Math.max(...termsOf(seed).map((t) => t.maxBonus)))} yuan`,
      );
    },
  );

  it.each(ACTIVITY_SEEDS.map((s) => [s.id, s] as const))(
    "offer %i's worked example computes the bonus and turnover by its terms, in every language",
    (_id, seed) => {
      for (const key of LANGUAGE_KEYS) {
        const content = seed.content[key];
        if (seed.kind === 'rebateBoost') {
          const match = /([\d,]+) × ([\d.]+)% = \D*([\d,]+)/.exec(content);
          expect(match, key).not.toBeNull();
          const [bets, pct, boost] = [match![1]!, match![2]!, match![3]!];
          expect(pct).toBe(String(seed.bonusRatioBp / 100));
          expect(fenOf(boost)).toBe(
            Math.min(Math.floor((fenOf(bets) * seed.bonusRatioBp) / 10_000), seed.maxBonus),
          );
          continue;
        }
        const match = /\(([\d,]+) \+ ([\d,]+)\) × (\d+) = \D*([\d,]+)/.exec(content);
        expect(match, key).not.toBeNull();
        const [transfer, bonus, turnover] = [match![1]!, match![2]!, match![4]!].map(fenOf) as [
          number,
          number,
          number,
        ];
        const multiple = Number(match![3]);
        const applied = termsOf(seed).filter(
          (t) => offerBonus(transfer, t) === bonus && t.turnoverMultiple === multiple,
        );
        expect(applied.length, key).toBeGreaterThan(0);
        expect(turnover, key).toBe((transfer + bonus) * multiple);
      }
    },
  );

  it.each(ACTIVITY_SEEDS.map((s) => [s.id, s] as const))(
    "offer %i's page is plain HTML the offer page shows: p, h3, lists and strong, no attributes",
    (_id, seed) => {
      for (const key of LANGUAGE_KEYS) {
        const tags = [...seed.content[key].matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
        expect(tags.length).toBeGreaterThan(0);
        for (const [, name, attributes] of tags) {
          expect(['p', 'h3', 'ul', 'ol', 'li', 'strong'], key).toContain(name);
          expect(attributes?.trim(), key).toBe('');
        }
        expect(seed.content[key].replace(/<[^>]+>/g, '')).not.toMatch(/[<>]/);
      }
    },
  );

  it.each(ACTIVITY_SEEDS.map((s) => [s.id, s] as const))(
    'offer %i has a period that ends after it starts and only seeded venues',
    (_id, seed) => {
      const start = Date.parse(seed.startsAt);
      expect(Number.isNaN(start)).toBe(false);
      if (seed.endsAt !== null) expect(Date.parse(seed.endsAt)).toBeGreaterThan(start);
      const venues = VENUE_PLATFORMS.map((v) => v.platCode);
      expect(seed.platCodes.length).toBeGreaterThan(0);
      for (const code of seed.platCodes) expect(venues).toContain(code);
    },
  );

  it('give every kind its own small SVG banner', () => {
    const byKind = new Map<string, string>();
    for (const seed of ACTIVITY_SEEDS) {
      expect(seed.bannerUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(seed.bannerUrl!.length).toBeLessThan(4096);
      const svg = Buffer.from(seed.bannerUrl!.split(',')[1]!, 'base64').toString();
      expect(svg).not.toMatch(/<text|<script|<image|href=/);
      const other = byKind.get(seed.kind);
      if (other) expect(seed.bannerUrl).toBe(other);
      byKind.set(seed.kind, seed.bannerUrl!);
    }
    expect(new Set(byKind.values()).size).toBe(byKind.size);
  });
});
