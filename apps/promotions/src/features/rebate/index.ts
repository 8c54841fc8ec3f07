/** The rebate feature's public entry: the ratios and the panel the VIP pages show. */
export { RebatePanel } from './components/RebatePanel';
export { ratiosInCategoryOrder, rebatePercentText } from './rebateRules';
