// antd-mobile ships no Burmese locale, so the kit's own texts are translated here.
import enUS from 'antd-mobile/es/locales/en-US';

const typeTemplate = '${label} သည် မှန်ကန်သော ${type} မဟုတ်ပါ';

const locale: typeof enUS = {
  ...enUS,
  locale: 'my',
  common: {
    confirm: 'အတည်ပြုရန်',
    cancel: 'ပယ်ဖျက်ရန်',
    loading: 'ဖွင့်နေသည်',
    close: 'ပိတ်ရန်',
  },
  Calendar: {
    title: 'ရက်စွဲ ရွေးချယ်ရန်',
    confirm: 'အတည်ပြုရန်',
    start: 'စတင်',
    end: 'ပြီးဆုံး',
    startAndEnd: 'စတင်/ပြီးဆုံး',
    today: 'ယနေ့',
    markItems: ['လာ', 'ဂါ', 'ဟူး', 'တေး', 'ကြာ', 'နေ', 'နွေ'],
    yearAndMonth: '${year} ခုနှစ် ${month} လ',
  },
  Cascader: {
    placeholder: 'ရွေးချယ်ပါ',
  },
  Dialog: {
    ok: 'အိုကေ',
  },
  DatePicker: {
    tillNow: 'ယခုအထိ',
  },
  ErrorBlock: {
    default: {
      title: 'အို၊ တစ်ခုခု မှားယွင်းသွားပါသည်',
      description: 'ခဏစောင့်ပြီး ထပ်ကြိုးစားပါ',
    },
    busy: {
      title: 'အို၊ ဖွင့်၍ မရပါ',
      description: 'စာမျက်နှာကို ပြန်ဖွင့်ကြည့်ပါ',
    },
    disconnected: {
      title: 'ကွန်ရက် အလုပ်များနေပါသည်',
      description: 'စာမျက်နှာကို ပြန်ဖွင့်ကြည့်ပါ',
    },
    empty: {
      title: 'ဟင်း၊ ရှာမတွေ့ပါ...',
      description: 'အသစ် ပြန်ရှာကြည့်မလား?',
    },
  },
  Form: {
    required: 'မဖြစ်မနေ လိုအပ်သည်',
    optional: 'ရွေးချယ်နိုင်သည်',
    defaultValidateMessages: {
      default: '${label} အကွက် စစ်ဆေးမှု မှားယွင်းနေပါသည်',
      required: '${label} ကို ထည့်ပါ',
      enum: '${label} သည် [${enum}] ထဲမှ တစ်ခု ဖြစ်ရမည်',
      whitespace: '${label} သည် ကွက်လပ်သက်သက် မဖြစ်ရပါ',
      date: {
        format: '${label} ၏ ရက်စွဲပုံစံ မမှန်ကန်ပါ',
        parse: '${label} ကို ရက်စွဲအဖြစ် ပြောင်း၍ မရပါ',
        invalid: '${label} သည် မမှန်ကန်သော ရက်စွဲ ဖြစ်သည်',
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
        len: '${label} သည် စာလုံး ${len} လုံး ဖြစ်ရမည်',
        min: '${label} သည် အနည်းဆုံး စာလုံး ${min} လုံး ရှိရမည်',
        max: '${label} သည် အများဆုံး စာလုံး ${max} လုံးသာ ရှိရမည်',
        range: '${label} သည် စာလုံး ${min}-${max} လုံးကြား ရှိရမည်',
      },
      number: {
        len: '${label} သည် ${len} နှင့် ညီရမည်',
        min: '${label} သည် အနည်းဆုံး ${min} ရှိရမည်',
        max: '${label} သည် အများဆုံး ${max} ရှိရမည်',
        range: '${label} သည် ${min}-${max} ကြား ရှိရမည်',
      },
      array: {
        len: '${label} ${len} ခု ဖြစ်ရမည်',
        min: 'အနည်းဆုံး ${label} ${min} ခု',
        max: 'အများဆုံး ${label} ${max} ခု',
        range: '${label} အရေအတွက်သည် ${min}-${max} ကြား ရှိရမည်',
      },
      pattern: {
        mismatch: '${label} သည် ${pattern} ပုံစံနှင့် မကိုက်ညီပါ',
      },
    },
  },
  ImageUploader: {
    uploading: 'တင်နေသည်...',
    upload: 'တင်ရန်',
  },
  InfiniteScroll: {
    noMore: 'နောက်ထပ် မရှိတော့ပါ',
    failedToLoad: 'ဖွင့်၍ မရပါ',
    retry: 'ထပ်ကြိုးစားရန်',
  },
  Input: {
    clear: 'ရှင်းလင်းရန်',
  },
  Mask: {
    name: 'အဖုံး',
  },
  Modal: {
    ok: 'အိုကေ',
  },
  NumberKeyboard: {
    backspace: 'ဖျက်ရန်',
  },
  PasscodeInput: {
    name: 'လျှို့ဝှက်ကုဒ် ထည့်သွင်းရန်',
  },
  PullToRefresh: {
    pulling: 'ပြန်လည်ဆန်းသစ်ရန် အောက်သို့ ဆွဲချပါ',
    canRelease: 'ချက်ချင်း ပြန်လည်ဆန်းသစ်ရန် လွှတ်လိုက်ပါ',
    complete: 'ပြန်လည်ဆန်းသစ်ပြီးပါပြီ',
  },
  SearchBar: {
    name: 'ရှာဖွေရေးဘား',
  },
  Slider: {
    name: 'ဆလိုက်ဒါ',
  },
  Stepper: {
    decrease: 'လျှော့ရန်',
    increase: 'တိုးရန်',
  },
  Switch: {
    name: 'ဖွင့်/ပိတ် ခလုတ်',
  },
  Selector: {
    name: 'ရွေးချယ်ကိရိယာ',
  },
};

export default locale;
