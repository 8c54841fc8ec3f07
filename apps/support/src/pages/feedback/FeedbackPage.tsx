import { FeedbackScreen } from '../../features/feedback/components/FeedbackScreen';

/** The `feedback` route (members): leave feedback. */
export default function FeedbackPage() {
  return <FeedbackScreen />;
}
