// Standalone dev only: the sponsorship tab and the Madrid club page. Scenarios: noSponsorships
// (apps/support/README.md).
import { answer } from '@platform/api-client/mocks';
import type { HttpHandler } from 'msw';
import { club, sponsorships } from '../../src/features/sponsorship/fixtures';

/** `?scenario=noSponsorships`: the sponsorship tab's empty state. */
export function sponsorshipHandlers(scenario: string | null): HttpHandler[] {
  return [
    answer(
      'getSponsorships',
      scenario === 'noSponsorships' ? { sponsorships: [] } : sponsorships(),
    ),
    answer('getSponsoredClub', { club: club() }),
  ];
}
