export { DEV_BLIND_INDEX_KEY, DEV_DATA_KEYS, parseKeyRing, type KeyRing } from './keyRing';
export {
  blindIndex,
  currentKeyId,
  indexIsCurrent,
  installKeyRing,
  isSealed,
  normalise,
  open,
  openNullable,
  rewrap,
  seal,
  sealNullable,
  type IndexKind,
  type SealedColumn,
} from './vault';
export { hashSecret, secretMatches } from './secrets';
