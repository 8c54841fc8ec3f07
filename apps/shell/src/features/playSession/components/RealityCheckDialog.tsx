import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  platformApi,
  useAnswerRealityCheckMutation,
  useAppDispatch,
  type Answer,
} from '@platform/api-client';
import { Button, formatTime, useMoney } from '@platform/ui';
import { useNavigate } from '@platform/ui/router';
import { playedDuration, signedFen } from '../duration';
import { PlayOverlay } from './PlayOverlay';

type PlaySession = Answer<'getPlaySession'>;

/**
 * The reality check (docs/product-rules.md#responsible-gambling): time played and the net result
 * since the session started; stakes wait until the player answers. Continue closes it; stop ends
 * the session and goes home. An answer that fails leaves it open (a refusal is the shell's toast).
 */
export function RealityCheckDialog({ session }: { session: PlaySession }) {
  const { t, i18n } = useTranslation('shell');
  const money = useMoney();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [answerCheck] = useAnswerRealityCheckMutation();
  const [sending, setSending] = useState<'continue' | 'stop' | null>(null);
  const played = playedDuration(session.playedMinutes);

  const answer = async (choice: 'continue' | 'stop') => {
    setSending(choice);
    const result = await answerCheck({ choice });
    setSending(null);
    if ('error' in result) return;
    // Closed at once; the re-read that the answer invalidates confirms it.
    dispatch(
      platformApi.util.updateQueryData('getPlaySession', undefined, (draft) => {
        draft.realityCheckDue = false;
        if (choice === 'stop') draft.active = false;
      }),
    );
    if (choice === 'stop') void navigate(routePath('home'));
  };

  return (
    <PlayOverlay title={t('playSession.realityCheck.title')} testId="reality-check">
      {session.startedAt && (
        <p className="shell-play-muted" data-testid="reality-check-since">
          {t('playSession.realityCheck.intro', {
            time: formatTime(session.startedAt, i18n.language, { zone: true }),
          })}
        </p>
      )}
      <dl className="shell-play-figures">
        <div className="shell-play-figure">
          <dt>{t('playSession.realityCheck.played')}</dt>
          <dd data-testid="reality-check-played">{t(played.key, played.values)}</dd>
        </div>
        <div className="shell-play-figure">
          <dt>{t('playSession.realityCheck.net')}</dt>
          <dd data-testid="reality-check-net" data-fen={session.net}>
            {signedFen(money.format(session.net), session.net)}
          </dd>
          <dd className="shell-play-hint">{t('playSession.realityCheck.netHint')}</dd>
        </div>
      </dl>
      <p>{t('playSession.realityCheck.question')}</p>
      <div className="shell-play-actions">
        <Button
          block
          color="primary"
          loading={sending === 'continue'}
          disabled={sending !== null}
          data-testid="reality-check-continue"
          onClick={() => void answer('continue')}
        >
          {t('playSession.realityCheck.continue')}
        </Button>
        <Button
          block
          loading={sending === 'stop'}
          disabled={sending !== null}
          data-testid="reality-check-stop"
          onClick={() => void answer('stop')}
        >
          {t('playSession.realityCheck.stop')}
        </Button>
      </div>
    </PlayOverlay>
  );
}
