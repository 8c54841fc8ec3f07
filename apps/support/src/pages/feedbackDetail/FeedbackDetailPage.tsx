import { FeedbackDetailScreen } from '../../features/feedback/components/FeedbackDetailScreen';

/** The `feedbackDetail` route (members, `?id=`): one feedback with the desk's reply. */
export default function FeedbackDetailPage() {
  return <FeedbackDetailScreen />;
}
