import { useDispatch, useSelector } from 'react-redux';
import type { PlatformDispatch, PlatformState } from './store';

export const useAppDispatch = useDispatch.withTypes<PlatformDispatch>();
export const useAppSelector = useSelector.withTypes<PlatformState>();
