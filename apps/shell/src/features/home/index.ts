/** The home feature's public entry: the home screen, and the calls the shell starts before it renders. */
export { HomeScreen } from './components/HomeScreen';
export { opensOnHome, prefetchHome } from './prefetch';
