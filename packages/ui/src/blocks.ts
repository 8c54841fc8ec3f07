// @platform/ui/blocks: page blocks (empty states with their illustrations, tabs, pull-to-refresh)
// and the payment-password keyboard. A shared entry of its own, kept off home and form pages.
export { default as ErrorBlock } from 'antd-mobile/es/components/error-block';
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { default as NumberKeyboard } from 'antd-mobile/es/components/number-keyboard';
export { default as PasscodeInput } from 'antd-mobile/es/components/passcode-input';
