export {
  DISCOVERY_PATH,
  DISCOVERY_SCHEMA,
  versionName,
  type DiscoveryManifest,
  type DiscoveryVersion,
} from './discovery';
export {
  FORCE_PARAM,
  assignVersion,
  chooseVersion,
  defaultVersion,
  deviceBucket,
  firstAttempt,
  forcedVersions,
  isRetriable,
  nextAttempt,
  type EntryAttempt,
  type EntryFailure,
} from './assign';
export {
  EMPTY_COUNTS,
  HEALTH_PATH,
  canaryVerdict,
  type CanaryPolicy,
  type CanaryVerdict,
  type HealthCounts,
  type HealthEntry,
  type HealthReport,
} from './health';
