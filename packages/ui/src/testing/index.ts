// @platform/ui/testing: what an area's component tests share (render a page with a store and a
// router, answer and record API calls with MSW, type into kit inputs, scroll a list's end into
// view, the per-area setup). Tests and dev code only: ESLint keeps production code from it.
export { renderPage } from './renderPage';
export { connection, recordCalls, type SentBody } from './msw';
export { server } from './server';
export { coolOffFixture, servePlayerBreak, servePlaySession } from './protection';
export { servePhoneSettings, type PhoneSettingValues } from './phoneSettings';
export { serveSiteCurrencies, type SiteCurrencySettings } from './siteCurrencies';
export { inputOf, leave, typeAndLeave, typeInto } from './interact';
export { installIntersectionObserver, scrollIntoView } from './intersection';
export { setupAreaTests } from './setup';
// Re-exported so an area's tests need no testing-library dependency of their own.
export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
