export {
  EventBus,
  RESYNC,
  SESSIONS_TOPIC,
  SESSION_EVENT,
  balanceChanged,
  deskTopic,
  memberRecordChanged,
  memberTopic,
  sessionChanged,
  visitorTopic,
} from './eventBus';
export type { EventPublisher, PlatformEvent } from './eventBus';
