/** Demo catalogue: realistic zh-TW shops for development and the quick start. Never seeded in production. */

import type { PrepaymentSettings } from '../schema';

/** Operator time held before / after the service (preparation, cleaning), in minutes. */
type Buffers = { before?: number; after?: number };
type ServiceTemplate = [
  name: string,
  minutes: number,
  priceTwd: number,
  description: string,
  buffers?: Buffers,
];
type GroupTemplate = { name: string; services: ServiceTemplate[] };

/** Service menus per industry, priced in TWD (converted for HK/SG shops). */
export const MENUS: Record<string, GroupTemplate[]> = {
  hair: [
    {
      name: '剪髮造型',
      services: [
        ['洗剪吹', 60, 800, '含洗髮、頭皮按摩、剪髮與吹整造型。'],
        ['男士精緻剪髮', 45, 600, '漸層推剪、修鬢角，附造型品使用教學。'],
        ['兒童剪髮（12 歲以下）', 30, 400, '耐心陪伴小朋友，快速完成。'],
      ],
    },
    {
      name: '染髮',
      services: [
        ['單色染髮', 120, 2800, '日系低刺激染膏，含染後護色。髮長過肩另計。', { after: 10 }],
        ['挑染設計', 150, 3800, '依臉型與膚色設計的手刷挑染或線條挑染。', { after: 10 }],
        ['補染髮根', 90, 1800, '新生髮 3 公分內的髮根補染。', { after: 10 }],
      ],
    },
    {
      name: '燙髮與護髮',
      services: [
        ['日系質感燙', 180, 4200, '溫塑燙，捲度自然好整理。', { after: 15 }],
        ['結構式護髮', 60, 1500, '四劑式結構護髮，修補受損髮質。'],
        ['頭皮深層淨化', 50, 1200, '去角質、控油與舒緩，適合容易出油的頭皮。'],
      ],
    },
  ],
  nail: [
    {
      name: '手部凝膠',
      services: [
        ['單色凝膠', 60, 900, '含基礎修型與甘皮處理，百色可選。'],
        ['法式凝膠', 90, 1200, '經典法式或細邊法式。'],
        ['造型設計款', 120, 1500, '手繪、漸層、貓眼、鑽飾，依設計報價。'],
      ],
    },
    {
      name: '足部',
      services: [
        ['足部單色凝膠', 75, 1100, '含足部修型與甘皮處理。'],
        ['足部保養', 60, 900, '去角質、粗糙腳跟修護與按摩。'],
      ],
    },
    {
      name: '卸甲與保養',
      services: [
        ['卸甲', 30, 300, '本店或他店凝膠卸除。'],
        ['手部保養', 45, 600, '修型、甘皮、去角質與手部按摩。'],
        ['延甲（每指）', 20, 150, '斷甲修補或延長。'],
      ],
    },
  ],
  lash: [
    {
      name: '嫁接睫毛',
      services: [
        ['自然單根嫁接', 90, 1200, '約 80–100 根，自然素顏感。', { after: 10 }],
        ['濃密款嫁接', 120, 1600, '約 120–160 根，上妝感明顯。', { after: 10 }],
        ['空氣感山茶花', 120, 1800, '輕盈開花款，持久不扎眼。', { after: 10 }],
      ],
    },
    {
      name: '補接與卸除',
      services: [
        ['補接（三週內）', 60, 800, '上次嫁接三週內補接。'],
        ['卸睫毛', 20, 200, '溫和卸除，不傷真睫毛。'],
      ],
    },
    {
      name: '眉眼保養',
      services: [
        ['角蛋白睫毛翹', 75, 1500, '讓自己的睫毛根根分明、持久捲翹。', { after: 10 }],
        ['眉型設計', 45, 700, '依骨骼比例設計眉型並修整。'],
        ['眼周舒緩護理', 30, 600, '冷敷與眼周按摩，改善浮腫。'],
      ],
    },
  ],
  spa: [
    {
      name: '臉部護理',
      services: [
        ['深層清潔', 90, 1800, '粉刺清潔、鎮定與保濕。'],
        ['保濕導入', 75, 2200, '玻尿酸導入，乾燥肌首選。'],
        ['抗老緊緻', 120, 3200, '膠原蛋白護理與臉部淋巴引流。'],
      ],
    },
    {
      name: '身體芳療',
      services: [
        ['精油舒壓（背部）', 60, 1600, '針對肩背緊繃的精油按摩。'],
        ['全身芳療', 120, 2800, '依體質挑選精油的全身芳療。', { after: 15 }],
        ['熱石舒緩', 90, 2400, '溫熱玄武岩放鬆深層肌肉。', { before: 10, after: 15 }],
      ],
    },
    {
      name: '加購項目',
      services: [
        ['眼周護理', 30, 600, '可搭配任一臉部護理。'],
        ['肩頸加強', 30, 500, '可搭配任一身體芳療。'],
      ],
    },
  ],
  massage: [
    {
      name: '全身舒壓',
      services: [
        ['全身指壓 60 分鐘', 60, 1000, '傳統指壓，力道可調整。'],
        ['全身指壓 90 分鐘', 90, 1400, '加長時段，完整放鬆。'],
        ['全身油壓', 90, 1600, '精油推拿，適合久坐族。', { after: 10 }],
      ],
    },
    {
      name: '腳底按摩',
      services: [
        ['腳底按摩 40 分鐘', 40, 700, '含足浴。'],
        ['腳底按摩 60 分鐘', 60, 900, '含足浴與小腿放鬆。'],
      ],
    },
    {
      name: '局部加強',
      services: [
        ['肩頸按摩', 30, 500, '上班族肩頸放鬆。'],
        ['頭部舒壓', 30, 500, '頭皮穴位按壓，改善緊繃。'],
        ['拔罐', 30, 600, '傳統拔罐，促進循環。'],
      ],
    },
  ],
};

/**
 * Local times of day as `HH:mm-HH:mm`, several joined by commas; '' = none (closed, off).
 * An end past 24:00 runs into the next day: `12:00-25:00` is noon to 1 a.m.
 */
type Ranges = string;
/** Weekly hours, Sunday first (weekday 0 = Sunday). */
type Week = [
  sun: Ranges,
  mon: Ranges,
  tue: Ranges,
  wed: Ranges,
  thu: Ranges,
  fri: Ranges,
  sat: Ranges,
];

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Weekly hours: `ranges` every day but the days `except` names ('' = closed); `weekend` stands
 * for Saturday and Sunday.
 */
function week(
  ranges: Ranges,
  except: Partial<Record<(typeof DAYS)[number] | 'weekend', Ranges>> = {},
): Week {
  const weekend = except.weekend ?? ranges;
  return DAYS.map(
    (day) => except[day] ?? (day === 'sun' || day === 'sat' ? weekend : ranges),
  ) as Week;
}

/** An operator's week: the shop's opening days minus `off`, within `shift`, with a daily break. */
export type WorkSeed = {
  /** Weekdays off besides the days the shop is closed. */
  off?: number[];
  /** Working hours, clipped to the opening hours each day; default: all opening hours. */
  shift?: Ranges;
  /** Lunch or dinner, on the days it falls inside the shift. */
  break?: Ranges;
};

export type BookingRulesSeed = {
  slotMinutes?: number;
  minLeadMinutes?: number;
  maxAdvanceDays?: number;
  cancelCutoffMinutes?: number;
  rescheduleCutoffMinutes?: number;
  reminderMinutesBefore?: number | null;
};

/**
 * Rules of a shop booked a day ahead: at least two hours ahead, up to `maxAdvanceDays`;
 * cancelled until a day before, rescheduled until `rescheduleCutoffMinutes` before.
 */
const dayAhead = (maxAdvanceDays: number, rescheduleCutoffMinutes = 1440): BookingRulesSeed => ({
  minLeadMinutes: 120,
  maxAdvanceDays,
  cancelCutoffMinutes: 1440,
  rescheduleCutoffMinutes,
});

/** `fixedAmount` (minor units) prepaid on every order within `deadlineMinutes` of ordering. */
const fixedDeposit = (fixedAmount: number, deadlineMinutes: number): PrepaymentSettings => ({
  mode: 'FIXED',
  fixedAmount,
  percentage: 0,
  minOrderPrice: 0,
  deadlineMinutes,
});

/** `percentage`% of orders from `minOrderPrice` (minor units) up, prepaid within `deadlineMinutes`. */
const percentDeposit = (
  percentage: number,
  minOrderPrice: number,
  deadlineMinutes: number,
): PrepaymentSettings => ({
  mode: 'PERCENTAGE',
  fixedAmount: 0,
  percentage,
  minOrderPrice,
  deadlineMinutes,
});

export type ShopSeed = {
  slug: string;
  name: string;
  industry: string;
  country: string;
  city: string;
  address: string;
  lng: number;
  lat: number;
  phone: string;
  introduction: string;
  featuredRank: number | null;
  /** Default APPROVED; the admin review queue's demo shops are PENDING or REJECTED. */
  reviewStatus?: 'APPROVED' | 'PENDING' | 'REJECTED';
  /** A REJECTED shop's reason, as the reviewer wrote it. */
  reviewNote?: string;
  /** Another shop's slug whose demo images and operator avatars this one uses. */
  imagesOf?: string;
  operators: [name: string, title: string, introduction: string, work: WorkSeed][];
  hours: Week;
  /** Omitted rules keep the column defaults (slot 30, lead 60, 60 days, cut-offs 120). */
  rules?: BookingRulesSeed;
  prepayment?: PrepaymentSettings;
  /**
   * Dates whose hours replace the week's ('' = closed): the first opening day at least
   * `inDays` after the seed date, in the shop's time zone.
   */
  specialDays: { inDays: number; hours: Ranges; note: string }[];
  /** Time off for `operator` (index) on their first working day from `inDays` on; default all day. */
  timeOff: { operator: number; inDays: number; hours?: Ranges; reason: string };
};

export type SellerSeed = {
  name: string;
  ownerPhone: string;
  ownerName: string;
  /** Other members who sign in with DEMO_PASSWORD: a manager and a staff member. */
  members?: { phone: string; name: string; role: 'MANAGER' | 'STAFF' }[];
  shops: ShopSeed[];
};

export const SELLERS: SellerSeed[] = [
  {
    name: '光點髮藝有限公司',
    ownerPhone: '+886912000001',
    ownerName: '陳光點',
    members: [
      { phone: '+886912000011', name: '張店長', role: 'MANAGER' },
      { phone: '+886912000012', name: '李小雯', role: 'STAFF' },
    ],
    shops: [
      {
        slug: 'lumiere-daan',
        name: '光點髮藝 大安店',
        industry: 'hair',
        country: 'TW',
        city: '臺北市',
        address: '臺北市大安區忠孝東路四段 181 號 2 樓',
        lng: 121.5507,
        lat: 25.0414,
        phone: '02-2771-0181',
        introduction:
          '忠孝敦化站步行 3 分鐘。\n我們相信好髮型要好整理：每位設計師都會先花 10 分鐘聊聊你的生活習慣，再決定剪法與藥劑。\n使用日系低刺激染燙藥劑，孕婦與敏感頭皮請提前告知。',
        featuredRank: 1,
        operators: [
          [
            'Ken',
            '設計總監',
            '從業 15 年，擅長日系層次剪與男士油頭。',
            { off: [1], shift: '11:00-20:00', break: '14:00-15:00' },
          ],
          [
            '小米',
            '資深設計師',
            '擅長低調挑染與霧感色系。',
            { off: [3], shift: '10:00-19:00', break: '13:00-14:00' },
          ],
          [
            'Rita',
            '設計師',
            '燙髮控，最愛自然大捲。',
            { off: [2], shift: '12:00-21:00', break: '15:30-16:30' },
          ],
          ['阿哲', '設計師', '俐落短髮、漸層推剪。', { off: [4], break: '14:30-15:30' }],
        ],
        // Open every day and easy to book: the end-to-end tests book here.
        hours: week('11:00-21:00', { weekend: '10:00-20:00' }),
        rules: { minLeadMinutes: 60, maxAdvanceDays: 45 },
        specialDays: [{ inDays: 18, hours: '11:00-17:00', note: '員工教育訓練，17:00 提早打烊' }],
        timeOff: { operator: 3, inDays: 9, hours: '17:00-21:00', reason: '染髮進修課程' },
      },
      {
        slug: 'lumiere-xinyi',
        name: '光點髮藝 信義店',
        industry: 'hair',
        country: 'TW',
        city: '臺北市',
        address: '臺北市信義區松壽路 12 號 3 樓',
        lng: 121.5654,
        lat: 25.036,
        phone: '02-2722-1212',
        introduction:
          '信義商圈內的安靜沙龍，落地窗景觀。\n平日晚間營業至 21:00，下班後也能從容整理頭髮。',
        featuredRank: 4,
        operators: [
          ['Vivian', '店長', '擅長結構式護髮與長髮造型。', { off: [3], break: '15:00-16:00' }],
          ['Leo', '資深設計師', '韓系紋理燙專家。', { off: [4], break: '14:00-15:00' }],
          [
            '小安',
            '設計師',
            '耐心細心，兒童剪髮好評。',
            { off: [2], shift: '12:00-21:00', break: '17:30-18:00' },
          ],
        ],
        hours: week('12:00-21:00', { weekend: '10:00-19:00', mon: '' }),
        rules: dayAhead(60, 720),
        specialDays: [{ inDays: 10, hours: '', note: '員工旅遊，全店公休' }],
        timeOff: { operator: 1, inDays: 6, reason: '家中有事請假' },
      },
      {
        slug: 'lumiere-banqiao',
        name: '光點髮藝 板橋店',
        industry: 'hair',
        country: 'TW',
        city: '新北市',
        address: '新北市板橋區文化路一段 188 號',
        lng: 121.4637,
        lat: 25.0143,
        phone: '02-2968-0188',
        introduction: '板橋車站步行 8 分鐘，附近有特約停車場。\n全店提供免費茶飲與充電。',
        featuredRank: 7,
        operators: [
          ['Jason', '店長', '男士理容與油頭造型。', { off: [2], break: '14:00-15:00' }],
          ['小晴', '設計師', '髮色設計，擅長奶茶色、霧灰色。', { off: [4], break: '13:00-14:00' }],
          [
            'Momo',
            '設計師',
            '燙髮與護髮。',
            { off: [3], shift: '12:00-20:00', break: '16:00-16:30' },
          ],
        ],
        hours: week('11:00-20:00', { mon: '' }),
        rules: { maxAdvanceDays: 30 },
        specialDays: [
          { inDays: 12, hours: '', note: '員工旅遊，全店公休' },
          { inDays: 20, hours: '11:00-16:00', note: '員工聚餐，16:00 提早打烊' },
        ],
        timeOff: { operator: 1, inDays: 4, hours: '11:00-15:00', reason: '看牙醫' },
      },
      {
        slug: 'lumiere-kaohsiung',
        name: '光點髮藝 高雄新堀江店',
        industry: 'hair',
        country: 'TW',
        city: '高雄市',
        address: '高雄市新興區玉衡路 21 號',
        lng: 120.301,
        lat: 22.624,
        phone: '07-241-0021',
        introduction: '新堀江商圈，中央公園站步行 5 分鐘。\n南部第一間光點，延續台北的設計與服務。',
        featuredRank: null,
        operators: [
          ['Eric', '店長', '擅長剪裁與男士造型。', { off: [1], break: '14:00-15:00' }],
          [
            '小語',
            '設計師',
            '溫柔耐心，護髮專門。',
            { off: [4], shift: '10:00-18:00', break: '13:00-14:00' },
          ],
          [
            'Nina',
            '設計師',
            '挑染與潮色。',
            { off: [2], shift: '12:00-20:00', break: '16:00-17:00' },
          ],
        ],
        hours: week('11:00-20:00', { weekend: '10:00-20:00', wed: '' }),
        rules: { minLeadMinutes: 90, maxAdvanceDays: 45 },
        specialDays: [{ inDays: 14, hours: '', note: '員工旅遊，全店公休' }],
        timeOff: { operator: 2, inDays: 7, reason: '特休' },
      },
    ],
  },
  {
    name: '指尖美學工作室',
    ownerPhone: '+886912000002',
    ownerName: '林思妤',
    shops: [
      {
        slug: 'fingertip-taichung',
        name: '指尖美學 台中公益店',
        industry: 'nail',
        country: 'TW',
        city: '臺中市',
        address: '臺中市西區公益路 155 號 2 樓',
        lng: 120.6573,
        lat: 24.1515,
        phone: '04-2301-0155',
        introduction:
          '台中公益路上的日系美甲沙龍。\n使用日本進口凝膠，每次服務都更換全新銼刀，衛生安心。\n遲到超過 15 分鐘可能需要調整服務內容，敬請見諒。',
        featuredRank: 2,
        operators: [
          [
            'Yuki',
            '首席美甲師',
            '日本 JNA 一級認證，擅長手繪。',
            { off: [2], shift: '10:00-19:00', break: '13:00-14:00' },
          ],
          [
            '小芸',
            '美甲師',
            '簡約氣質款、法式。',
            { off: [3], shift: '12:00-21:00', break: '16:00-17:00' },
          ],
          [
            'Sandy',
            '美甲師',
            '貓眼與漸層。',
            { off: [1], shift: '11:00-20:00', break: '14:30-15:30' },
          ],
        ],
        hours: week('10:00-21:00'),
        rules: dayAhead(60, 720),
        specialDays: [{ inDays: 15, hours: '', note: '員工旅遊，全店公休' }],
        timeOff: { operator: 2, inDays: 5, hours: '11:00-15:00', reason: '進修課程' },
      },
      {
        slug: 'fingertip-zhongshan',
        name: '指尖美學 台北中山店',
        industry: 'nail',
        country: 'TW',
        city: '臺北市',
        address: '臺北市中山區南京東路二段 58 號 5 樓',
        lng: 121.5298,
        lat: 25.0521,
        phone: '02-2531-0058',
        introduction: '松江南京站 1 號出口。\n上班族午休也能做的快速單色凝膠，最快 50 分鐘完成。',
        featuredRank: 5,
        operators: [
          [
            'Amber',
            '店長',
            '質感裸色與鏡面。',
            { off: [0], shift: '11:00-20:00', break: '14:00-15:00' },
          ],
          [
            '小凱',
            '美甲師',
            '男士手部保養也歡迎預約。',
            { off: [1], shift: '12:00-21:00', break: '15:00-15:30' },
          ],
          ['Joyce', '美甲師', '韓系暈染。', { off: [3], break: '15:30-16:30' }],
        ],
        // Lunch-break customers: a 15-minute grid.
        hours: week('11:00-21:00', { weekend: '10:00-20:00' }),
        rules: { slotMinutes: 15, minLeadMinutes: 60, maxAdvanceDays: 30 },
        specialDays: [{ inDays: 16, hours: '', note: '員工旅遊，全店公休' }],
        timeOff: { operator: 2, inDays: 3, reason: '特休' },
      },
      {
        slug: 'lashlab-kaohsiung',
        name: '睫毛研究室 高雄巨蛋店',
        industry: 'lash',
        country: 'TW',
        city: '高雄市',
        address: '高雄市左營區博愛二路 777 號 3 樓',
        lng: 120.3024,
        lat: 22.669,
        phone: '07-550-0777',
        introduction:
          '巨蛋站步行 2 分鐘的美睫專門店。\n只使用醫療級低敏膠，嫁接前會先做眼型評估。\n請勿戴隱形眼鏡前來，可提前 10 分鐘到店卸妝。',
        featuredRank: 3,
        operators: [
          ['小葵', '首席美睫師', '空氣感山茶花始祖級作品。', { off: [1], break: '13:00-14:00' }],
          [
            'Cherry',
            '美睫師',
            '自然單根款。',
            { off: [4], shift: '12:00-21:00', break: '16:00-17:00' },
          ],
          [
            'Lulu',
            '美睫師',
            '角蛋白睫毛翹。',
            { off: [0], shift: '10:00-19:00', break: '13:30-14:30' },
          ],
        ],
        hours: week('10:00-20:00', { wed: '', fri: '10:00-21:00', sat: '10:00-21:00' }),
        rules: dayAhead(45),
        // A NT$500 deposit on every booking, paid within 12 hours.
        prepayment: fixedDeposit(50000, 720),
        specialDays: [{ inDays: 11, hours: '', note: '教育訓練，全店公休' }],
        timeOff: { operator: 1, inDays: 8, hours: '12:00-16:00', reason: '回診' },
      },
    ],
  },
  {
    name: '森呼吸身心保養',
    ownerPhone: '+886912000003',
    ownerName: '王森',
    shops: [
      {
        slug: 'forest-spa-daan',
        name: '森呼吸 SPA 敦南會館',
        industry: 'spa',
        country: 'TW',
        city: '臺北市',
        address: '臺北市大安區敦化南路一段 233 號 8 樓',
        lng: 121.549,
        lat: 25.04,
        phone: '02-2711-0233',
        introduction:
          '城市裡的森林：全館使用有機植萃精油，獨立芳療房附淋浴間。\n首次來店請提早 15 分鐘填寫身體狀況問卷。',
        featuredRank: 6,
        operators: [
          [
            'Grace',
            '芳療師',
            '英國 IFA 國際芳療師。',
            { off: [1], shift: '10:00-19:00', break: '14:00-15:00' },
          ],
          ['小蓉', '美容師', '臉部護理與淋巴引流。', { off: [3], break: '14:00-15:00' }],
          [
            'Mia',
            '芳療師',
            '熱石與深層舒壓。',
            { off: [2], shift: '15:00-22:00', break: '18:00-18:30' },
          ],
        ],
        // Weekdays close 14:00–15:00 for room cleaning and the staff's lunch.
        hours: week('11:00-14:00,15:00-22:00', { weekend: '10:00-22:00' }),
        rules: dayAhead(60),
        // 30% deposit on orders from NT$2,000, paid within a day.
        prepayment: percentDeposit(30, 200000, 1440),
        specialDays: [
          { inDays: 8, hours: '11:00-18:00', note: '大樓消防安全檢查，18:00 提早打烊' },
          { inDays: 17, hours: '', note: '員工旅遊，全館公休' },
        ],
        timeOff: { operator: 0, inDays: 6, reason: '特休' },
      },
      {
        slug: 'forest-massage-taichung',
        name: '森呼吸 養生館 七期店',
        industry: 'massage',
        country: 'TW',
        city: '臺中市',
        address: '臺中市西屯區市政北二路 238 號',
        lng: 120.6403,
        lat: 24.1626,
        phone: '04-2258-0238',
        introduction: '七期商圈，營業至凌晨 1 點。\n師傅皆有國家按摩技術士證照，力道可隨時調整。',
        featuredRank: 8,
        operators: [
          [
            '阿明師',
            '資深師傅',
            '指壓 20 年。',
            { off: [2], shift: '12:00-22:00', break: '17:00-17:30' },
          ],
          [
            '小陳',
            '師傅',
            '油壓與運動按摩。',
            { off: [1], shift: '16:00-25:00', break: '20:00-20:30' },
          ],
          ['美玲', '師傅', '腳底按摩。', { off: [4], shift: '12:00-21:00', break: '15:00-15:30' }],
          [
            '阿德',
            '師傅',
            '肩頸與拔罐。',
            { off: [3], shift: '17:00-25:00', break: '21:00-21:30' },
          ],
        ],
        // Noon to 1 a.m.: the small hours belong to the previous evening's shifts.
        hours: week('12:00-25:00'),
        rules: { maxAdvanceDays: 30 },
        specialDays: [{ inDays: 13, hours: '12:00-18:00', note: '員工聚餐，18:00 提早打烊' }],
        timeOff: { operator: 2, inDays: 5, hours: '12:00-16:00', reason: '回診' },
      },
      {
        slug: 'forest-massage-sanchong',
        name: '森呼吸 養生館 三重店',
        industry: 'massage',
        country: 'TW',
        city: '新北市',
        address: '新北市三重區重新路三段 90 號',
        lng: 121.4903,
        lat: 25.063,
        phone: '02-2988-0090',
        introduction: '台北橋站步行 5 分鐘。\n家庭式經營，溫馨舒適，附設足浴區。',
        featuredRank: null,
        operators: [
          [
            '阿水師',
            '店長',
            '傳統指壓。',
            { off: [3], shift: '10:00-19:00', break: '13:00-14:00' },
          ],
          ['小芳', '師傅', '油壓舒壓。', { off: [1], shift: '13:00-22:00', break: '17:30-18:00' }],
          [
            '志豪',
            '師傅',
            '腳底與局部加強。',
            { off: [4], shift: '12:00-22:00', break: '16:00-16:30' },
          ],
        ],
        hours: week('10:00-22:00'),
        rules: { maxAdvanceDays: 30 },
        specialDays: [{ inDays: 21, hours: '', note: '員工旅遊，全店公休' }],
        timeOff: { operator: 2, inDays: 10, hours: '12:00-17:00', reason: '家中有事' },
      },
      {
        slug: 'forest-brow-xinyi',
        name: '森呼吸 霧眉工作室',
        industry: 'spa',
        country: 'TW',
        city: '臺北市',
        address: '臺北市信義區忠孝東路五段 68 號 10 樓',
        lng: 121.5681,
        lat: 25.0408,
        phone: '02-2729-0068',
        introduction: '新開幕，審核中的分店。',
        featuredRank: null,
        reviewStatus: 'PENDING',
        operators: [['Coco', '美容師', '臉部護理。', { break: '13:00-14:00' }]],
        hours: week('11:00-19:00', { sun: '', mon: '' }),
        specialDays: [{ inDays: 7, hours: '', note: '開幕準備，暫停營業' }],
        timeOff: { operator: 0, inDays: 10, hours: '11:00-13:00', reason: '進貨' },
      },
      {
        slug: 'forest-lash-daan',
        name: '森呼吸 美睫 大安店',
        industry: 'spa',
        country: 'TW',
        city: '臺北市',
        address: '臺北市大安區敦化南路一段 233 號 3 樓',
        lng: 121.5489,
        lat: 25.0395,
        phone: '02-2731-0233',
        introduction: '新分店，等待平台審核。',
        featuredRank: null,
        reviewStatus: 'PENDING',
        imagesOf: 'forest-brow-xinyi',
        operators: [['Vivi', '美睫師', '自然款嫁接。', { break: '13:00-14:00' }]],
        hours: week('11:00-20:00', { mon: '' }),
        specialDays: [],
        timeOff: { operator: 0, inDays: 12, hours: '11:00-13:00', reason: '進修' },
      },
      {
        slug: 'forest-spa-banqiao',
        name: '森呼吸 SPA 板橋',
        industry: 'spa',
        country: 'TW',
        city: '新北市',
        address: '新北市板橋區',
        lng: 121.4592,
        lat: 25.0137,
        phone: '02-2951-0000',
        introduction: '即將開幕。',
        featuredRank: null,
        reviewStatus: 'REJECTED',
        reviewNote: '地址不完整，請填寫完整門牌與樓層，並上傳店內照片',
        imagesOf: 'forest-brow-xinyi',
        operators: [['Nana', '芳療師', '精油舒壓。', { break: '13:00-14:00' }]],
        hours: week('11:00-20:00', { mon: '' }),
        specialDays: [],
        timeOff: { operator: 0, inDays: 12, hours: '11:00-13:00', reason: '進修' },
      },
    ],
  },
  {
    name: 'Glow Beauty 香港',
    ownerPhone: '+85291230004',
    ownerName: '黃詠琪',
    shops: [
      {
        slug: 'glow-nail-causeway-bay',
        name: 'Glow Nail 銅鑼灣',
        industry: 'nail',
        country: 'HK',
        city: '灣仔區',
        address: '香港銅鑼灣軒尼詩道 500 號希慎廣場 18 樓',
        lng: 114.183,
        lat: 22.28,
        phone: '+852 2890 0500',
        introduction: '銅鑼灣站 F2 出口直達。\n香港少有的日本凝膠專門店，星期日照常營業。',
        featuredRank: 9,
        operators: [
          ['Kiki', '首席美甲師', '日式手繪。', { off: [3], break: '14:00-15:00' }],
          [
            'Mandy',
            '美甲師',
            '法式與鏡面。',
            { off: [1], shift: '11:00-19:00', break: '13:30-14:30' },
          ],
          ['Ivy', '美甲師', '足部護理。', { off: [4], shift: '13:00-21:00', break: '17:00-17:30' }],
        ],
        hours: week('11:00-21:00', { sun: '11:00-20:00' }),
        rules: { maxAdvanceDays: 30, cancelCutoffMinutes: 1440, rescheduleCutoffMinutes: 1440 },
        specialDays: [{ inDays: 12, hours: '', note: '公司旅行，暫停營業' }],
        timeOff: { operator: 1, inDays: 9, reason: '年假' },
      },
    ],
  },
  {
    name: 'Orchard Lash Studio Pte. Ltd.',
    ownerPhone: '+6591230005',
    ownerName: 'Tan Hui Min',
    shops: [
      {
        slug: 'orchard-lash-studio',
        name: 'Orchard Lash Studio',
        industry: 'lash',
        country: 'SG',
        city: '中區',
        address: '391 Orchard Road, #05-12 Ngee Ann City, Singapore 238872',
        lng: 103.8325,
        lat: 1.303,
        phone: '+65 6733 0391',
        introduction: '烏節路上的美睫工作室，提供中英文服務。\nWe speak English and Mandarin.',
        featuredRank: 10,
        operators: [
          [
            'Jasmine',
            'Senior Lash Artist',
            '擅長自然款與韓系。',
            { off: [2], break: '14:00-15:00' },
          ],
          [
            'Wei Ling',
            'Lash Artist',
            '空氣感與角蛋白。',
            { off: [4], shift: '10:30-19:00', break: '13:00-14:00' },
          ],
          [
            'Aisha',
            'Lash Artist',
            '眉型設計。',
            { off: [1], shift: '13:00-21:30', break: '17:30-18:00' },
          ],
        ],
        hours: week('10:30-21:30'),
        rules: dayAhead(60),
        // An S$20 deposit on every booking, paid within a day.
        prepayment: fixedDeposit(2000, 1440),
        specialDays: [{ inDays: 9, hours: '10:30-17:00', note: '員工培訓，17:00 提早關門' }],
        timeOff: { operator: 1, inDays: 4, reason: '年假' },
      },
    ],
  },
];

/** Demo sign-in accounts (README): a customer, and the owner of every demo seller. */
export const DEMO_PASSWORD = 'haoyue-demo';
export const DEMO_CUSTOMER = {
  phoneNumber: '+886900000001',
  displayName: '王小美',
  nickname: '小美',
};

/** The platform's demo administrator (超級管理員): the admin area at /admin. */
export const DEMO_ADMIN = { phoneNumber: '+886900000099', displayName: '平台管理員' };

/** The demo support agent (客服): the support chat at /admin/chat, nothing else to manage. */
export const DEMO_SUPPORT_ADMIN = {
  phoneNumber: '+886900000098',
  displayName: '客服 小安',
  nickname: '小安',
};

/** Someone a seller knows who has no account: entered by the shop from a phone call. */
type WalkInSeed = { displayName: string; phoneNumber: string };

/**
 * A demo order: one operator, services back to back. It lands on the first day from `inDays`
 * (relative to the seed date, shop time zone) on which it fits the opening hours, the operator's
 * shift, breaks, time off and the other demo bookings; `inDays` < 0 is in the past.
 */
export type DemoOrderSeed = {
  shop: string;
  operator: string;
  services: string[];
  inDays: number;
  at: string;
  status: 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';
  /** The demo customer booking online, or a walk-in entered by the shop. */
  customer: 'demo' | WalkInSeed;
  /** When the order was made, in days before its start. */
  bookedDaysBefore: number;
  note?: string;
  cancelled?: { daysAgo: number; reason: string };
};

const WALK_INS = {
  yating: { displayName: '林雅婷', phoneNumber: '+886912345601' },
  yijun: { displayName: '陳怡君', phoneNumber: '+886912345602' },
  jiaying: { displayName: '周佳穎', phoneNumber: '+886912345603' },
  peishan: { displayName: '李佩珊', phoneNumber: '+886912345604' },
  xinyi: { displayName: '劉欣怡', phoneNumber: '+886912345605' },
  jiahao: { displayName: '張家豪', phoneNumber: '+886912345606' },
  meiling: { displayName: '陳美玲', phoneNumber: '+85261234567' },
} satisfies Record<string, WalkInSeed>;

/**
 * The demo customer's orders (upcoming, past, cancelled) and other customers' bookings in the
 * next days, so that calendars look alive. None at lumiere-daan (the end-to-end tests book there)
 * nor at a shop that asks for prepayment.
 */
export const DEMO_ORDERS: DemoOrderSeed[] = [
  {
    shop: 'fingertip-zhongshan',
    operator: 'Amber',
    services: ['法式凝膠', '手部保養'],
    inDays: 5,
    at: '15:30',
    status: 'CONFIRMED',
    customer: 'demo',
    bookedDaysBefore: 7,
    note: '想做裸粉色細邊法式。',
  },
  {
    // A past visit needing 指尖美學's nail consent form: the one she signed (demo-consent.ts).
    shop: 'fingertip-zhongshan',
    operator: 'Joyce',
    services: ['單色凝膠'],
    inDays: -14,
    at: '12:30',
    status: 'COMPLETED',
    customer: 'demo',
    bookedDaysBefore: 3,
  },
  {
    // A past visit at 光點髮藝, so her stored value, voucher and coupon there have an order.
    shop: 'lumiere-xinyi',
    operator: 'Leo',
    services: ['洗剪吹'],
    inDays: -30,
    at: '19:00',
    status: 'COMPLETED',
    customer: 'demo',
    bookedDaysBefore: 5,
  },
  {
    shop: 'lumiere-xinyi',
    operator: 'Leo',
    services: ['洗剪吹'],
    inDays: 3,
    at: '19:00',
    status: 'CANCELLED',
    customer: 'demo',
    bookedDaysBefore: 8,
    cancelled: { daysAgo: 1, reason: '臨時要加班，改天再約。' },
  },
  {
    shop: 'lumiere-xinyi',
    operator: 'Vivian',
    services: ['結構式護髮'],
    inDays: 1,
    at: '13:00',
    status: 'CONFIRMED',
    customer: WALK_INS.yating,
    bookedDaysBefore: 4,
  },
  {
    shop: 'lumiere-xinyi',
    operator: 'Vivian',
    services: ['單色染髮'],
    inDays: 2,
    at: '17:00',
    status: 'CONFIRMED',
    customer: WALK_INS.yijun,
    bookedDaysBefore: 6,
    note: '想染霧感奶茶色。',
  },
  {
    shop: 'lumiere-xinyi',
    operator: 'Leo',
    services: ['日系質感燙'],
    inDays: 1,
    at: '15:00',
    status: 'CONFIRMED',
    customer: WALK_INS.jiaying,
    bookedDaysBefore: 10,
  },
  {
    shop: 'fingertip-taichung',
    operator: 'Yuki',
    services: ['造型設計款'],
    inDays: 1,
    at: '11:00',
    status: 'CONFIRMED',
    customer: WALK_INS.peishan,
    bookedDaysBefore: 5,
    note: '會帶參考圖。',
  },
  {
    shop: 'fingertip-taichung',
    operator: 'Yuki',
    services: ['法式凝膠'],
    inDays: 3,
    at: '15:00',
    status: 'CONFIRMED',
    customer: WALK_INS.yating,
    bookedDaysBefore: 2,
  },
  {
    shop: 'fingertip-taichung',
    operator: '小芸',
    services: ['單色凝膠', '手部保養'],
    inDays: 2,
    at: '14:00',
    status: 'CONFIRMED',
    customer: WALK_INS.xinyi,
    bookedDaysBefore: 3,
  },
  {
    shop: 'forest-massage-taichung',
    operator: '阿明師',
    services: ['全身指壓 90 分鐘'],
    inDays: 1,
    at: '20:00',
    status: 'CONFIRMED',
    customer: WALK_INS.jiahao,
    bookedDaysBefore: 1,
  },
  {
    shop: 'glow-nail-causeway-bay',
    operator: 'Kiki',
    services: ['單色凝膠'],
    inDays: 2,
    at: '15:00',
    status: 'CONFIRMED',
    customer: WALK_INS.meiling,
    bookedDaysBefore: 4,
  },
];

/** Rough TWD → local price factor (prices rounded to a natural step in the local currency). */
export const PRICE_FACTOR: Record<string, { factor: number; step: number }> = {
  TWD: { factor: 1, step: 10 },
  HKD: { factor: 0.25, step: 10 },
  SGD: { factor: 0.043, step: 1 },
  MYR: { factor: 0.14, step: 1 },
  MOP: { factor: 0.25, step: 10 },
};

/**
 * A NT$ amount in minor units of `currency`, rounded to a natural local step: the one way every
 * demo price, plan and campaign amount is localised (a currency without a factor stays as NT$).
 */
export function localPrice(priceTwd: number, currency: string): number {
  const { factor, step } = PRICE_FACTOR[currency] ?? { factor: 1, step: 1 };
  const major = Math.max(step, Math.round((priceTwd * factor) / step) * step);
  return major * 100;
}
