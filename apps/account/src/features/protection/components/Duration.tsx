import { useTranslation } from '@platform/i18n';
import { durationText } from '../rules';

/** A number of minutes as the player reads it: "45 min", "2 h", "1 h 30 min". */
export function useDuration() {
  const { t } = useTranslation('account');
  return (minutes: number) => {
    const { key, values } = durationText(minutes);
    return t(`protection.duration.${key}`, values);
  };
}
