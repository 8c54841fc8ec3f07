// @platform/ui/forms: the kit's forms and inputs, the contract's rules as form rules, the SMS code
// button and the form controls the areas share (list picker, choice chips). A shared entry of its
// own so that pages without a form never download it.
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export { Form } from './forms/PlatformForm';
export { default as Input } from 'antd-mobile/es/components/input';
export { AmountInput } from './forms/AmountInput';
export { PhoneInput } from './forms/PhoneInput';
export type { FormInstance } from 'antd-mobile/es/components/form';
export * from './forms/contractRules';
export { SmsCodeButton } from './components/SmsCodeButton';
export { countdownSeconds, useCodeCountdown } from './hooks/countdown';
export { PickerField, type PickerOption } from './components/PickerField';
export { ChoiceChips, type Choice } from './components/ChoiceChips';
export {
  needsPasswordConfirmation,
  usePasswordConfirmation,
} from './member/usePasswordConfirmation';
