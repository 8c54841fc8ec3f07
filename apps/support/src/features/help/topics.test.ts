import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from '@platform/api-client/contract';
import { ROUTES, type RouteName } from '@platform/routes';
import { HELP_NOTICE_ROUTE, HELP_TOPIC_ROUTES } from './topics';

describe('HELP_TOPIC_ROUTES', () => {
  it('gives every topic its own help route of the support area', () => {
    const routes: RouteName[] = HELP_TOPICS.map((topic) => HELP_TOPIC_ROUTES[topic]);
    expect(new Set(routes).size).toBe(HELP_TOPICS.length);
    for (const name of [...routes, HELP_NOTICE_ROUTE] as RouteName[]) {
      expect(ROUTES[name].owner).toBe('support');
      expect(ROUTES[name].path).toMatch(/^\/pages\/help\//);
    }
  });
});
