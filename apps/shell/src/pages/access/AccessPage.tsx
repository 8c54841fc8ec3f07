import { AccessScreen } from '../../features/access/components/AccessScreen';

/** /pages/access/access (errorCode "403"): access is blocked. */
export default function AccessPage() {
  return <AccessScreen />;
}
