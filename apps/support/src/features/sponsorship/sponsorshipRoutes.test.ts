import { describe, expect, it } from 'vitest';
import { sponsoredClubKey, sponsorshipRoute } from './sponsorshipRoutes';

describe('sponsorship routes', () => {
  it('opens the Madrid club page for the madrid sponsorship', () => {
    expect(sponsorshipRoute('madrid')).toBe('sponsorMadrid');
    expect(sponsoredClubKey('sponsorMadrid')).toBe('madrid');
  });

  it('has no page for an unknown key, even one named like an object property', () => {
    expect(sponsorshipRoute('esports-cup')).toBeNull();
    expect(sponsorshipRoute('toString')).toBeNull();
    expect(sponsoredClubKey('about')).toBeNull();
  });
});
