import { DeskList } from './DeskList';
import { RecentDeposits } from './RecentDeposits';
import { TopQuestions } from './TopQuestions';

/**
 * The customer service tab (docs/product-rules.md#customer-service): the desks, the member's
 * recent deposits as finance shortcuts, and the help centre's top questions.
 */
export function CustomerService() {
  return (
    <div className="support-desks">
      <DeskList />
      <RecentDeposits />
      <TopQuestions />
    </div>
  );
}
