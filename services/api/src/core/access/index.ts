export {
  addRestriction,
  isRestricted,
  listRestrictions,
  parseNetwork,
  removeRestriction,
} from './restrictions';
