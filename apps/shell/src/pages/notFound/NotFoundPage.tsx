import { NotFoundScreen } from '../../features/errors';

/** Every unknown path (no route): the page is not found. */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
