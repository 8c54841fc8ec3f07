import { useTranslation } from '@platform/i18n';
import { BreakNotice, NavBar, Result, useDocumentTitle, usePlayerBreak } from '@platform/ui';
import { isFramableUrl } from '../launch';

/**
 * A third-party venue's game: its launch URL fills the screen in either orientation (the frame
 * follows the viewport, nothing locks portrait, docs/product-rules.md#games), under a thin back
 * bar. Only a web address is framed. A break that starts while the game is open (the event
 * stream re-reads it) takes the game away and shows its notice
 * (docs/product-rules.md#responsible-gambling). The page has no PageLayout, so it titles the
 * browser tab itself (WCAG 2.4.2). The frame is named in the player's language after its venue, so
 * a screen reader says whose game it enters (docs/accessibility.md#names-and-landmarks).
 */
export function PlayH5Frame({
  url,
  venue,
  onBack,
}: {
  url: string;
  /** The venue's name, as the catalogue gives it. */
  venue: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('games');
  const { block } = usePlayerBreak();
  useDocumentTitle(t('play.title'));
  return (
    <div className="games-h5" data-testid="play-h5">
      <NavBar className="games-h5-bar" onBack={onBack}>
        {t('play.title')}
      </NavBar>
      {block ? (
        <BreakNotice block={block} />
      ) : isFramableUrl(url) ? (
        <iframe
          className="games-h5-frame"
          title={t('play.frame', { venue })}
          src={url}
          allow="autoplay; fullscreen"
          allowFullScreen
          data-testid="play-h5-frame"
        />
      ) : (
        <Result status="warning" title={t('play.unsupported')} />
      )}
    </div>
  );
}
