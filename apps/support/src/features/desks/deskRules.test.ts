import { describe, expect, it } from 'vitest';
import type { ServiceDesk } from '@platform/api-client';
import { deskHours, desksByGroup } from './deskRules';

const desk = (id: number, group: ServiceDesk['group']): ServiceDesk => ({
  id,
  group,
  name: `Desk ${id}`,
  channel: 'chat',
  address: null,
  opensAt: null,
  closesAt: null,
  isOpen: true,
});

describe('desk rules', () => {
  it('groups the desks by group in the order the configuration lists them', () => {
    const groups = desksByGroup([desk(1, 'online'), desk(2, 'finance'), desk(3, 'online')]);
    expect(groups.map((g) => [g.group, g.desks.map((d) => d.id)])).toEqual([
      ['online', [1, 3]],
      ['finance', [2]],
    ]);
  });

  it('reads a desk without hours as around the clock and one with hours as its window', () => {
    expect(deskHours({ opensAt: null, closesAt: null })).toEqual({ always: true });
    expect(deskHours({ opensAt: '10:00', closesAt: '02:00' })).toEqual({
      always: false,
      from: '10:00',
      to: '02:00',
    });
  });
});
