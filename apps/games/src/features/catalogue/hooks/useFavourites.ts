import { useState } from 'react';
import {
  selectIsLogin,
  useAppSelector,
  useGameCollectDeleteMutation,
  useGameCollectSaveMutation,
  type Game,
} from '@platform/api-client';
import { useLoginDialog } from '@platform/ui';
import { useLocation } from '@platform/ui/router';
import { gameKey } from '../gameQuery';

/**
 * The hearts of the list: a member adds or removes a favourite (the lists then refetch through the
 * Favourites tag; the heart turns at once); a guest is asked to log in and comes back to the list.
 */
export function useFavourites() {
  const isLogin = useAppSelector(selectIsLogin);
  const askLogin = useLoginDialog();
  const location = useLocation();
  const [save] = useGameCollectSaveMutation();
  const [remove] = useGameCollectDeleteMutation();
  // What the player set since the list was loaded, until the refetched pages say the same.
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const isFavourite = (game: Game) => changed[gameKey(game)] ?? game.isFavourite;
  const toggle = async (game: Game) => {
    if (!isLogin) {
      askLogin(`${location.pathname}${location.search}`);
      return;
    }
    const next = !isFavourite(game);
    const ref = { platCode: game.platCode, gameCode: game.gameCode };
    const result = await (next ? save(ref) : remove(ref));
    if (!('error' in result)) setChanged((all) => ({ ...all, [gameKey(game)]: next }));
  };
  return { isFavourite, toggle };
}
