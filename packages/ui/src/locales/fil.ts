// antd-mobile ships no Filipino locale, so the kit's own texts are translated here.
import enUS from 'antd-mobile/es/locales/en-US';

const typeTemplate = 'Ang ${label} ay hindi wastong ${type}';

const locale: typeof enUS = {
  ...enUS,
  locale: 'fil',
  common: {
    confirm: 'Kumpirmahin',
    cancel: 'Kanselahin',
    loading: 'Naglo-load',
    close: 'Isara',
  },
  Calendar: {
    title: 'Pumili ng petsa',
    confirm: 'Kumpirmahin',
    start: 'simula',
    end: 'katapusan',
    startAndEnd: 'simula/katapusan',
    today: 'ngayon',
    markItems: ['Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab', 'Lin'],
    yearAndMonth: '${year}/${month}',
  },
  Cascader: {
    placeholder: 'Pumili',
  },
  Dialog: {
    ok: 'Sige',
  },
  DatePicker: {
    tillNow: 'Hanggang ngayon',
  },
  ErrorBlock: {
    default: {
      title: 'Naku, may nangyaring mali',
      description: 'Maghintay sandali at subukang muli',
    },
    busy: {
      title: 'Naku, hindi ma-load',
      description: 'Subukang i-refresh ang pahina',
    },
    disconnected: {
      title: 'Abala ang network',
      description: 'Subukang i-refresh ang pahina',
    },
    empty: {
      title: 'Hmm, walang nahanap...',
      description: 'Gusto mo bang maghanap ulit?',
    },
  },
  Form: {
    required: 'Kailangan',
    optional: 'Opsyonal',
    defaultValidateMessages: {
      default: 'May error sa pag-validate ng ${label}',
      required: 'Pakilagay ang ${label}',
      enum: 'Ang ${label} ay dapat isa sa [${enum}]',
      whitespace: 'Hindi puwedeng puro espasyo ang ${label}',
      date: {
        format: 'Hindi wasto ang format ng petsa ng ${label}',
        parse: 'Hindi ma-convert sa petsa ang ${label}',
        invalid: 'Hindi wastong petsa ang ${label}',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: 'Ang ${label} ay dapat may ${len} na karakter',
        min: 'Ang ${label} ay dapat may hindi bababa sa ${min} na karakter',
        max: 'Ang ${label} ay dapat may hindi hihigit sa ${max} na karakter',
        range: 'Ang ${label} ay dapat may ${min}-${max} na karakter',
      },
      number: {
        len: 'Ang ${label} ay dapat katumbas ng ${len}',
        min: 'Ang ${label} ay dapat hindi bababa sa ${min}',
        max: 'Ang ${label} ay dapat hindi hihigit sa ${max}',
        range: 'Ang ${label} ay dapat nasa pagitan ng ${min}-${max}',
      },
      array: {
        len: 'Dapat ay ${len} na ${label}',
        min: 'Hindi bababa sa ${min} na ${label}',
        max: 'Hindi hihigit sa ${max} na ${label}',
        range: 'Ang bilang ng ${label} ay dapat nasa pagitan ng ${min}-${max}',
      },
      pattern: {
        mismatch: 'Ang ${label} ay hindi tugma sa pattern na ${pattern}',
      },
    },
  },
  ImageUploader: {
    uploading: 'Ina-upload...',
    upload: 'I-upload',
  },
  InfiniteScroll: {
    noMore: 'Wala nang iba pa',
    failedToLoad: 'Hindi na-load',
    retry: 'Subukang muli',
  },
  Input: {
    clear: 'linisin',
  },
  Mask: {
    name: 'Maskara',
  },
  Modal: {
    ok: 'Sige',
  },
  NumberKeyboard: {
    backspace: 'burahin',
  },
  PasscodeInput: {
    name: 'Lagayan ng passcode',
  },
  PullToRefresh: {
    pulling: 'Hilahin pababa para mag-refresh',
    canRelease: 'Bitawan para mag-refresh agad',
    complete: 'Matagumpay na na-refresh',
  },
  SearchBar: {
    name: 'Bar ng paghahanap',
  },
  Slider: {
    name: 'Pang-slide',
  },
  Stepper: {
    decrease: 'bawasan',
    increase: 'dagdagan',
  },
  Switch: {
    name: 'Pindutang on/off',
  },
  Selector: {
    name: 'Pamilian',
  },
};

export default locale;
