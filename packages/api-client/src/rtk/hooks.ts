import { Provider, useDispatch, useSelector } from 'react-redux';
import type { PlatformDispatch, PlatformState } from './store';

/** Makes the one store reachable by the hooks below (the shell's root, a standalone area, tests). */
export const StoreProvider = Provider;

export const useAppDispatch = useDispatch.withTypes<PlatformDispatch>();
export const useAppSelector = useSelector.withTypes<PlatformState>();
