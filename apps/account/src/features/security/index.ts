/**
 * The security feature's public entry: masking, the verification before a change, and where a
 * step sends the player back (`?redirect=`). Other features import these from here only.
 */
export { maskRealName } from './mask';
export { refusalMessage } from './refusal';
export { useReturnPath } from './hooks/useReturnPath';
export { useVerifiedChange } from './hooks/useVerifiedChange';
export { PayPasswordFlow } from './components/PayPasswordFlow';
export { PhoneRequired } from './components/PhoneRequired';
export { VerificationScreen } from './components/VerificationScreen';
