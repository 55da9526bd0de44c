/** Reference data every installation needs (production included): geography, dial codes, industries, plans. */

export type CountrySeed = {
  isoCode: string;
  name: string;
  dialCode: string;
  currency: string;
  timeZone: string;
  states: { name: string; cities: [name: string, lng: number, lat: number][] }[];
};

export const COUNTRIES: CountrySeed[] = [
  {
    isoCode: 'TW',
    name: '台灣',
    dialCode: '+886',
    currency: 'TWD',
    timeZone: 'Asia/Taipei',
    states: [
      {
        name: '北部',
        cities: [
          ['臺北市', 121.5654, 25.033],
          ['新北市', 121.4657, 25.0125],
          ['基隆市', 121.7392, 25.1276],
          ['桃園市', 121.3009, 24.9936],
          ['新竹市', 120.9675, 24.8138],
          ['新竹縣', 121.0177, 24.8387],
          ['宜蘭縣', 121.7535, 24.7021],
        ],
      },
      {
        name: '中部',
        cities: [
          ['臺中市', 120.6736, 24.1477],
          ['苗栗縣', 120.8214, 24.5602],
          ['彰化縣', 120.5161, 24.0518],
          ['南投縣', 120.6839, 23.9609],
          ['雲林縣', 120.5313, 23.7092],
        ],
      },
      {
        name: '南部',
        cities: [
          ['高雄市', 120.3014, 22.6273],
          ['臺南市', 120.2269, 22.9999],
          ['嘉義市', 120.4491, 23.4801],
          ['嘉義縣', 120.2555, 23.4518],
          ['屏東縣', 120.4879, 22.5519],
        ],
      },
      {
        name: '東部',
        cities: [
          ['花蓮縣', 121.6014, 23.9872],
          ['臺東縣', 121.1438, 22.7583],
        ],
      },
      {
        name: '離島',
        cities: [
          ['澎湖縣', 119.5793, 23.5712],
          ['金門縣', 118.3171, 24.4321],
          ['連江縣', 119.9517, 26.1605],
        ],
      },
    ],
  },
  {
    isoCode: 'HK',
    name: '香港',
    dialCode: '+852',
    currency: 'HKD',
    timeZone: 'Asia/Hong_Kong',
    states: [
      {
        name: '香港島',
        cities: [
          ['中西區', 114.1543, 22.2855],
          ['灣仔區', 114.1829, 22.2793],
          ['東區', 114.2245, 22.2844],
        ],
      },
      {
        name: '九龍',
        cities: [
          ['油尖旺區', 114.1694, 22.3114],
          ['九龍城區', 114.1914, 22.3282],
          ['觀塘區', 114.2259, 22.3104],
        ],
      },
      {
        name: '新界',
        cities: [
          ['沙田區', 114.1953, 22.3833],
          ['荃灣區', 114.1206, 22.3714],
        ],
      },
    ],
  },
  {
    isoCode: 'MO',
    name: '澳門',
    dialCode: '+853',
    currency: 'MOP',
    timeZone: 'Asia/Macau',
    states: [
      {
        name: '澳門',
        cities: [
          ['澳門半島', 113.5439, 22.1987],
          ['氹仔', 113.5569, 22.1533],
        ],
      },
    ],
  },
  {
    isoCode: 'SG',
    name: '新加坡',
    dialCode: '+65',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    states: [
      {
        name: '新加坡',
        cities: [
          ['中區', 103.8198, 1.2966],
          ['東區（新加坡）', 103.9407, 1.3526],
          ['西區（新加坡）', 103.7066, 1.3404],
        ],
      },
    ],
  },
  {
    isoCode: 'MY',
    name: '馬來西亞',
    dialCode: '+60',
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    states: [
      {
        name: '吉隆坡聯邦直轄區',
        cities: [['吉隆坡', 101.6869, 3.139]],
      },
      {
        name: '檳城',
        cities: [['喬治市', 100.3327, 5.4141]],
      },
      {
        name: '柔佛',
        cities: [['新山', 103.7414, 1.4927]],
      },
    ],
  },
];

/** Dial codes for the phone selector, Taiwan first (the spec's default). */
export const DIAL_CODES: [isoCode: string, name: string, dialCode: string][] = [
  ['TW', '台灣', '+886'],
  ['HK', '香港', '+852'],
  ['MO', '澳門', '+853'],
  ['SG', '新加坡', '+65'],
  ['MY', '馬來西亞', '+60'],
  ['CN', '中國', '+86'],
  ['JP', '日本', '+81'],
  ['KR', '韓國', '+82'],
  ['TH', '泰國', '+66'],
  ['VN', '越南', '+84'],
  ['PH', '菲律賓', '+63'],
  ['ID', '印尼', '+62'],
  ['US', '美國', '+1'],
  ['CA', '加拿大', '+1'],
  ['AU', '澳洲', '+61'],
  ['NZ', '紐西蘭', '+64'],
  ['GB', '英國', '+44'],
  ['DE', '德國', '+49'],
  ['FR', '法國', '+33'],
];

export const INDUSTRIES: [slug: string, name: string][] = [
  ['hair', '美髮'],
  ['nail', '美甲'],
  ['lash', '美睫'],
  ['spa', '美容SPA'],
  ['massage', '按摩'],
  ['brow', '霧眉紋繡'],
  ['waxing', '除毛'],
  ['barber', '男士理容'],
];

export const PLANS = [
  {
    code: 'basic',
    name: '基本方案',
    description: '個人工作室的第一步：線上預約與行事曆。',
    monthlyPrice: 59900,
    currency: 'TWD',
    shopQuantity: 1,
    operatorQuantity: 3,
    features: ['24 小時線上預約', '預約行事曆', '簡訊預約通知', '顧客資料管理'],
  },
  {
    code: 'pro',
    name: '專業方案',
    description: '成長中的店家：預付訂金、LINE 通知與會員儲值。',
    monthlyPrice: 129900,
    currency: 'TWD',
    shopQuantity: 1,
    operatorQuantity: null,
    features: [
      '基本方案全部功能',
      'LINE 官方帳號整合',
      '預付訂金與 LINE Pay',
      '儲值金、票券與優惠券',
      '同意書',
    ],
  },
  {
    code: 'chain',
    name: '連鎖方案',
    description: '多間分店統一管理，跨店報表與權限。',
    monthlyPrice: 299900,
    currency: 'TWD',
    shopQuantity: 5,
    operatorQuantity: null,
    features: [
      '專業方案全部功能',
      '最多 5 間分店',
      '成員角色與權限',
      'Google 預約整合',
      '專人導入協助',
    ],
  },
];
