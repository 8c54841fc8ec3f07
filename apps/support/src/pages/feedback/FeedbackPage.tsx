import { FeedbackScreen } from '../../features/feedback';

/** The `feedback` route (members): leave feedback. */
export default function FeedbackPage() {
  return <FeedbackScreen />;
}
