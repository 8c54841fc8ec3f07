import enUS from 'antd-mobile/es/locales/en-US';

// Replaced by the translated kit texts (see the translation task); English until then.
const locale: typeof enUS = { ...enUS };
export default locale;
