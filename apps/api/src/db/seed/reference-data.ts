/** Reference data every installation needs (production included): geography, dial codes, industries, plans. */

/** Countries we serve, in display order. */
export const COUNTRIES: [
  isoCode: string,
  name: string,
  dialCode: string,
  currency: string,
  timeZone: string,
][] = [
  ['TW', '台灣', '+886', 'TWD', 'Asia/Taipei'],
  ['HK', '香港', '+852', 'HKD', 'Asia/Hong_Kong'],
  ['MO', '澳門', '+853', 'MOP', 'Asia/Macau'],
  ['SG', '新加坡', '+65', 'SGD', 'Asia/Singapore'],
  ['MY', '馬來西亞', '+60', 'MYR', 'Asia/Kuala_Lumpur'],
];

/**
 * Cities of those countries in display order, with the state (region) each lies in; a country's
 * states are in the order their first city comes.
 */
export const CITIES: [country: string, state: string, name: string, lng: number, lat: number][] = [
  ['TW', '北部', '臺北市', 121.5654, 25.033],
  ['TW', '北部', '新北市', 121.4657, 25.0125],
  ['TW', '北部', '基隆市', 121.7392, 25.1276],
  ['TW', '北部', '桃園市', 121.3009, 24.9936],
  ['TW', '北部', '新竹市', 120.9675, 24.8138],
  ['TW', '北部', '新竹縣', 121.0177, 24.8387],
  ['TW', '北部', '宜蘭縣', 121.7535, 24.7021],
  ['TW', '中部', '臺中市', 120.6736, 24.1477],
  ['TW', '中部', '苗栗縣', 120.8214, 24.5602],
  ['TW', '中部', '彰化縣', 120.5161, 24.0518],
  ['TW', '中部', '南投縣', 120.6839, 23.9609],
  ['TW', '中部', '雲林縣', 120.5313, 23.7092],
  ['TW', '南部', '高雄市', 120.3014, 22.6273],
  ['TW', '南部', '臺南市', 120.2269, 22.9999],
  ['TW', '南部', '嘉義市', 120.4491, 23.4801],
  ['TW', '南部', '嘉義縣', 120.2555, 23.4518],
  ['TW', '南部', '屏東縣', 120.4879, 22.5519],
  ['TW', '東部', '花蓮縣', 121.6014, 23.9872],
  ['TW', '東部', '臺東縣', 121.1438, 22.7583],
  ['TW', '離島', '澎湖縣', 119.5793, 23.5712],
  ['TW', '離島', '金門縣', 118.3171, 24.4321],
  ['TW', '離島', '連江縣', 119.9517, 26.1605],
  ['HK', '香港島', '中西區', 114.1543, 22.2855],
  ['HK', '香港島', '灣仔區', 114.1829, 22.2793],
  ['HK', '香港島', '東區', 114.2245, 22.2844],
  ['HK', '九龍', '油尖旺區', 114.1694, 22.3114],
  ['HK', '九龍', '九龍城區', 114.1914, 22.3282],
  ['HK', '九龍', '觀塘區', 114.2259, 22.3104],
  ['HK', '新界', '沙田區', 114.1953, 22.3833],
  ['HK', '新界', '荃灣區', 114.1206, 22.3714],
  ['MO', '澳門', '澳門半島', 113.5439, 22.1987],
  ['MO', '澳門', '氹仔', 113.5569, 22.1533],
  ['SG', '新加坡', '中區', 103.8198, 1.2966],
  ['SG', '新加坡', '東區（新加坡）', 103.9407, 1.3526],
  ['SG', '新加坡', '西區（新加坡）', 103.7066, 1.3404],
  ['MY', '吉隆坡聯邦直轄區', '吉隆坡', 101.6869, 3.139],
  ['MY', '檳城', '喬治市', 100.3327, 5.4141],
  ['MY', '柔佛', '新山', 103.7414, 1.4927],
];

type DialCode = [isoCode: string, name: string, dialCode: string];

/**
 * Dial codes for the phone selector: the countries we serve (Taiwan first, the spec's default),
 * then others.
 */
export const DIAL_CODES: DialCode[] = [
  ...COUNTRIES.map(([isoCode, name, dialCode]): DialCode => [isoCode, name, dialCode]),
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

/** Industries: slug, name, and the Latin words people type for their services (search reads all three). */
export const INDUSTRIES: [slug: string, name: string, searchWords: string][] = [
  ['hair', '美髮', 'haircut salon hairdresser stylist'],
  ['nail', '美甲', 'nails manicure pedicure gel'],
  ['lash', '美睫', 'lashes eyelash eyelashes extension'],
  ['spa', '美容SPA', 'beauty facial skincare'],
  ['massage', '按摩', 'spa reflexology foot'],
  ['brow', '霧眉紋繡', 'brows eyebrow eyebrows microblading tattoo'],
  ['waxing', '除毛', 'wax hair removal'],
  ['barber', '男士理容', 'barbershop men grooming'],
];

export const PLANS = [
  {
    code: 'basic',
    name: '基本方案',
    description: '個人工作室的第一步：線上預約與行事曆。',
    monthlyPrice: 59900,
    yearlyPrice: 599000,
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
    yearlyPrice: 1299000,
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
    yearlyPrice: 2999000,
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

/** The same three plans in Hong Kong and Singapore dollars (a seller pays in its shops' currency). */
const ABROAD = [
  { suffix: 'hkd', currency: 'HKD', prices: [14800, 32800, 74800] },
  { suffix: 'sgd', currency: 'SGD', prices: [2500, 5500, 12500] },
];
PLANS.push(
  ...ABROAD.flatMap(({ suffix, currency, prices }) =>
    PLANS.slice(0, 3).map((plan, i) => ({
      ...plan,
      code: `${plan.code}-${suffix}`,
      currency,
      monthlyPrice: prices[i]!,
      yearlyPrice: prices[i]! * 10,
    })),
  ),
);

/** The plan a new shop's trial runs on, by currency (the middle plan). */
export const TRIAL_PLAN_CODES: Record<string, string> = {
  TWD: 'pro',
  HKD: 'pro-hkd',
  SGD: 'pro-sgd',
};
