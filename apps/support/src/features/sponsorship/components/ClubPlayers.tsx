import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { Club } from '@platform/api-client';
import { Popup } from '@platform/ui';

type Player = Club['players'][number];

/** The star players as a two-column grid of cards; a tap opens the player's bio in a sheet. */
export function ClubPlayers({ players }: { players: Club['players'] }) {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState<Player | null>(null);
  // The sheet keeps showing the last player while it slides away.
  const [shown, setShown] = useState<Player | null>(null);
  if (open && open !== shown) setShown(open);
  if (players.length === 0) return null;
  return (
    <section className="support-club-section">
      <h3>{t('sponsor.club.players')}</h3>
      <div className="support-club-players">
        {players.map((player) => (
          <button
            type="button"
            key={`${player.shirtNumber}-${player.name}`}
            className="support-club-player"
            data-testid="club-player"
            onClick={() => setOpen(player)}
          >
            <img
              src={player.imageUrl}
              alt={t('sponsor.club.portraitAlt', { name: player.name })}
              loading="lazy"
              decoding="async"
            />
            <span className="support-club-player-number">{player.shirtNumber}</span>
            <span className="support-club-player-name">{player.name}</span>
            <span className="support-club-player-meta">
              {player.position} · {player.nationality}
            </span>
          </button>
        ))}
      </div>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        showCloseButton
        bodyClassName="kit-sheet"
      >
        {shown && (
          <article className="support-club-bio" data-testid="club-player-bio">
            <h3>
              {shown.shirtNumber} · {shown.name}
            </h3>
            <p className="support-club-player-meta">
              {shown.position} · {shown.nationality}
            </p>
            <p>{shown.bio}</p>
          </article>
        )}
      </Popup>
    </section>
  );
}
