import { selectIsLogin, useAppSelector } from '@platform/api-client';
import { GuestLogin } from '../../offers';
import { MyApplications } from './MyApplications';
import { OpenOffers } from './OpenOffers';

/**
 * The bonus-application centre (docs/product-rules.md#offers): the offers open for applications
 * for everyone; below, a member's applications, a guest's login prompt.
 */
export function PromotionCentre() {
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <>
      <OpenOffers />
      {isLogin ? <MyApplications /> : <GuestLogin />}
    </>
  );
}
