// @platform/ui/blocks: page blocks (empty states with their illustrations, tabs, pull-to-refresh)
// and the passcode entry on the app's number keyboard. A shared entry of its own, kept off home
// and form pages.
export { default as ErrorBlock } from 'antd-mobile/es/components/error-block';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { PasscodeEntry, PAY_PASSWORD_LENGTH } from './components/PasscodeEntry';
