// Route gamePlayH5 (?url=&platCode=): a venue's launch URL, full screen, under a back bar.
import { routePath } from '@platform/routes';
import { PlayH5Frame } from '../../features/play/components/PlayH5Frame';
import { useVenueName } from '../../features/play/hooks/useLaunch';
import { useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import '../../features/play/play.css';

export default function GamePlayH5Page() {
  const back = useBack(routePath('gameList'));
  const [params] = useSearchParams();
  const venue = useVenueName(params.get('platCode') ?? '');
  return <PlayH5Frame url={params.get('url') ?? ''} venue={venue} onBack={back} />;
}
