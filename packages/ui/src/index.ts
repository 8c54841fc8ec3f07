import './theme.css';

export * from './kit';
// The icons home and the tab bar draw; the others come with @platform/ui/icons (src/icons.ts).
export {
  AppOutline,
  AppstoreOutline,
  CheckOutline,
  CouponOutline,
  FlagOutline,
  GiftOutline,
  HandPayCircleOutline,
  HeartOutline,
  LoopOutline,
  MessageOutline,
  MovieOutline,
  PayCircleOutline,
  PlayOutline,
  RedoOutline,
  StarOutline,
  UserOutline,
  VideoOutline,
} from './icons';
export { announce, prefersReducedMotion } from './announce';
export { DelayedSpinner } from './components/DelayedSpinner';
export { LoginPrompt } from './components/LoginPrompt';
export { Money } from './components/Money';
export {
  followDisplayCurrency,
  selectDisplayCurrency,
  useMoney,
  type MoneyFormat,
} from './format/money';
export { MoneyResult, type MoneyResultBalance } from './components/MoneyResult';
export { TotalBalance } from './components/TotalBalance';
export { NotAvailable } from './components/NotAvailable';
export { PageLayout } from './components/PageLayout';
export { UiProvider } from './components/UiProvider';
export { installKitRenderer } from './kitRenderer';
export { loadKitLocale, type KitLocale } from './locales/kitLocale';
export {
  areaPageLoader,
  defineAreaRoutes,
  type AreaRoutesModule,
  type PageLoader,
} from './routing';
export { useAppNavigate, claimNavigation, resetNavigationFlag } from './hooks/useAppNavigate';
export { usePageVisible } from './hooks/usePageVisible';
export { usePhoneSettings, type PhoneSettings } from './hooks/usePhoneSettings';
export { QueryState } from './components/QueryState';
export { CopyButton } from './components/CopyButton';
export { LoadMore } from './components/LoadMore';
export { EndlessList } from './components/EndlessList';
export { badgeText } from './components/badge';
export { useBack } from './hooks/useBack';
export { siteNameOf, useDocumentTitle } from './hooks/useDocumentTitle';
export { useAttemptKey, isNetworkFailure } from './hooks/useAttemptKey';
export { useMoneySubmit, type MoneySubmitOptions, type SendResult } from './hooks/useMoneySubmit';
export { useVenueBalancePatch } from './hooks/useVenueBalancePatch';
export { UnknownOutcome } from './components/UnknownOutcome';
export { MoneyFormFooter } from './components/MoneyFormFooter';
export {
  useVenueTransfer,
  PENDING_TRANSFER_REFRESH_MS,
  type VenueTransferDirection,
} from './hooks/useVenueTransfer';
export { useSignOut } from './hooks/useSignOut';
export { SliderCaptcha } from './captcha/SliderCaptcha';
export {
  SliderCaptchaCheck,
  isCaptchaRequired,
  type CaptchaPass,
} from './captcha/SliderCaptchaCheck';
export { formatDate, formatDateTime, formatTime } from './format/dateTime';
export { BusinessTimeNote } from './components/BusinessTimeNote';
export type { DateTimeOptions } from './format/dateTime';
export {
  useMember,
  usePayPasswordSet,
  usePhoneBound,
  useRequirementMet,
  type Known,
} from './member/useMember';
export { RequirementGate } from './member/RequirementGate';
export { usePlayerBreak, type PlayerBreak, type PlayerBreakState } from './member/usePlayerBreak';
export { BreakNotice } from './components/BreakNotice';
export { useRequirementDialog } from './member/useRequirementDialog';
export { useLoginDialog } from './member/useLoginDialog';
export { WalletCurrencyChoice } from './member/WalletCurrencyChoice';
export {
  canInstall,
  captureInstallPrompt,
  promptInstall,
  type InstallOutcome,
} from './installPrompt';
