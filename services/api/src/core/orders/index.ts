export { retryTakenOrderNo } from './orderNumber';
