import { AccessScreen } from '../../features/access';

/** /pages/access/access (errorCode "403"): access is blocked. */
export default function AccessPage() {
  return <AccessScreen />;
}
