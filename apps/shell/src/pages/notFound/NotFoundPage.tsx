import { NotFoundScreen } from '../../features/errors/components/NotFoundScreen';

/** Every unknown path (no route): the page is not found. */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
