import { useEffect, useRef, useState } from 'react';
import { ResultCode, useGetAllPlatTypesQuery, useGetGameUrlMutation } from '@platform/api-client';
import { launchTarget, type LaunchTarget } from '../launch';

/**
 * Opens a venue session once per mount (getGameUrl; in auto-transfer mode the server moves the
 * central wallet into the venue first, docs/product-rules.md#transfers) and says where it leads.
 * A refusal (maintenance, lock) is the shell's toast; the page then offers to try again. The
 * answer names the game in the player's language, for the page's title. `notFound`: the server
 * knows no such game or venue (no retry will find it).
 */
export function useLaunch(platCode: string, gameCode: string | undefined) {
  const [launch, state] = useGetGameUrlMutation();
  const [target, setTarget] = useState<LaunchTarget | null>(null);
  const [gameName, setGameName] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const key = `${platCode}/${gameCode ?? ''}`;

  const start = () => {
    started.current = key;
    setTarget(null);
    void launch({ platCode, gameCode, device: 'h5' })
      .unwrap()
      .then((answer) => {
        setTarget(launchTarget(platCode, gameCode, answer));
        setGameName(answer.gameName);
      })
      .catch(() => undefined);
  };

  useEffect(() => {
    if (started.current !== key && platCode) start();
    // Once per game: a re-render (or React's development double effect) does not launch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const notFound =
    state.error !== undefined && 'code' in state.error && state.error.code === ResultCode.notFound;
  return { target, gameName, failed: state.isError, notFound, retry: start };
}

/** The venue's name for the balance bar (the catalogue's venues, cached for the whole site). */
export function useVenueName(platCode: string): string {
  const { data } = useGetAllPlatTypesQuery();
  for (const group of data?.gamePlatTypeList ?? []) {
    const venue = group.platList.find((v) => v.platCode === platCode);
    if (venue) return venue.platName;
  }
  return platCode;
}
