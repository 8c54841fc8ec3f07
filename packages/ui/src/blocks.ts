// @platform/ui/blocks: page blocks (empty states with their illustrations, tabs, pull-to-refresh).
// A shared entry of its own, kept off the home page.
export { default as ErrorBlock } from 'antd-mobile/es/components/error-block';
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
