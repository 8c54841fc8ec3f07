import type { ComponentType } from 'react';
import type { HelpTopic } from '@platform/api-client/contract';
import { LoopOutline, PayCircleOutline, PlayOutline } from '@platform/ui';
import {
  BankcardOutline,
  InformationCircleOutline,
  QuestionCircleOutline,
  SetOutline,
  UserContactOutline,
} from '@platform/ui/icons';

/** The help centre's entries: the notices, then the article topics. */
export type HelpEntry = 'notice' | HelpTopic;

/** Each entry's icon from the kit's set. */
export const HELP_ENTRY_ICONS: Record<HelpEntry, ComponentType<{ className?: string }>> = {
  notice: InformationCircleOutline,
  deposit: PayCircleOutline,
  withdraw: BankcardOutline,
  transfer: LoopOutline,
  games: PlayOutline,
  tech: SetOutline,
  contact: UserContactOutline,
  answer: QuestionCircleOutline,
};
