/** The responsible gambling feature's public entry (its page imports the screen's own file). */
export { ProtectionScreen } from './components/ProtectionScreen';
