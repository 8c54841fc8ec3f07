import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { coolOffFixture, renderPage, screen, server, servePlayerBreak } from '@platform/ui/testing';
import { FIRST_DEPOSIT_ID, memberStates, offerDetail } from '../../features/offers/fixtures';
import OfferViewPage from '../offerView/OfferViewPage';
import OfferDetailPage from './OfferDetailPage';

// docs/product-rules.md#responsible-gambling: a break stops offers.
function serve() {
  server.use(
    answer('getActivityDetail', { activity: offerDetail(FIRST_DEPOSIT_ID) }),
    answer('queryActivityStates', memberStates()),
    answer('getUserBalance', {
      userBalanceMap: { centralWallet: 100_000, lockWallet: 0, welfareWallet: 0, total: 100_000 },
    }),
    answer('getAllPlatTypes', { gamePlatTypeList: [] }),
  );
}

describe('offers during a break', () => {
  it('the apply page shows the break instead of the form', async () => {
    serve();
    servePlayerBreak(coolOffFixture());
    renderPage(<OfferDetailPage />, { url: routePath('offerDetail', { id: FIRST_DEPOSIT_ID }) });
    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    expect(screen.getByTestId('apply-terms')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('the apply page shows the form without a break', async () => {
    serve();
    servePlayerBreak(null);
    renderPage(<OfferDetailPage />, { url: routePath('offerDetail', { id: FIRST_DEPOSIT_ID }) });
    expect(await screen.findByTestId('apply-form')).toBeTruthy();
    expect(screen.queryByTestId('break-notice')).toBeNull();
  });

  it("the offer's page shows the break instead of its apply button", async () => {
    serve();
    servePlayerBreak(coolOffFixture());
    renderPage(<OfferViewPage />, { url: routePath('offerView', { id: FIRST_DEPOSIT_ID }) });
    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    expect(screen.queryByTestId('apply-button')).toBeNull();
  });
});
