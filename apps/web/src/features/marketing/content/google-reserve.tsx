import type { FaqItem } from '../../../ui/marketing/faq-list';
import type { Feature } from '../../../ui/marketing/feature-grid';
import type { Step } from '../../../ui/marketing/step-list';
import {
  IconCalendar,
  IconChart,
  IconMapPin,
  IconSearch,
  IconShieldCheck,
  IconWorld,
} from '../../../ui/icons';

/** Why Reserve with Google matters. */
export const benefits: Feature[] = [
  {
    icon: <IconSearch size={24} />,
    title: '在顧客搜尋的當下成交',
    description:
      '顧客搜尋「附近美甲」或你的店名時，你的商家資訊旁就會出現「預約」按鈕，不必再跳出去找電話或私訊。',
  },
  {
    icon: <IconMapPin size={24} />,
    title: 'Google 地圖直接預約',
    description: '在地圖上找店的顧客，看完評價與照片就能當場選時段預約，把瀏覽直接變成來客。',
  },
  {
    icon: <IconShieldCheck size={24} />,
    title: '時段即時同步',
    description:
      'Google 上顯示的可預約時段與好約的班表即時同步，不會出現 Google 上訂了、店裡卻已客滿的情況。',
  },
  {
    icon: <IconCalendar size={24} />,
    title: '一個行事曆管理全部',
    description: '來自 Google、LINE、Instagram 或現場的預約，全部集中在好約的同一個行事曆裡。',
  },
  {
    icon: <IconWorld size={24} />,
    title: '多一個免費曝光管道',
    description:
      'Google 端不向店家另收預約費用，讓你的 Google 商家檔案從「資訊頁」變成「預約入口」。',
  },
  {
    icon: <IconChart size={24} />,
    title: '看得見的成效',
    description: '報表中清楚標示每筆預約的來源，知道有多少新客是從 Google 找到你的。',
  },
];

/** What the customer experiences. */
export const customerSteps: Step[] = [
  {
    title: '搜尋或開啟地圖',
    description: '顧客在 Google 搜尋店名或「附近美髮」，找到你的商家資訊。',
  },
  { title: '按下「預約」', description: '選擇服務項目、服務人員與時段，不需要另外下載 App。' },
  { title: '收到確認', description: '預約立即寫入好約行事曆，顧客與店家同時收到通知。' },
];

/** How a shop turns it on. */
export const setupSteps: Step[] = [
  {
    title: '確認 Google 商家檔案',
    description: '店名、地址與電話需與好約上的店家資料一致，且商家檔案已通過 Google 驗證。',
  },
  { title: '在好約完成設定', description: '建立服務項目、價格與服務人員班表，確保時段正確。' },
  {
    title: '啟用 Google 預約',
    description: '在店家後台開啟 Google 預約，好約會為你提交串接資料。',
  },
  {
    title: '等待上線',
    description: 'Google 比對與審核通常需要數個工作天，完成後預約按鈕就會出現。',
  },
];

/** Reserve with Google questions. */
export const faq: FaqItem[] = [
  {
    question: 'Google 會向我收取預約手續費嗎？',
    answer:
      'Google 端不向店家收取預約費用。透過 Google 進來的預約，和其他預約一樣依你的好約方案計算。',
  },
  {
    question: '多久之後預約按鈕會出現在 Google 上？',
    answer:
      '資料提交後，Google 需要時間比對你的商家檔案，通常為數個工作天到數週不等。好約會在後台顯示目前的串接狀態。',
  },
  {
    question: '為什麼我的商家沒有出現預約按鈕？',
    answer:
      '最常見的原因是 Google 商家檔案的店名、地址或電話與好約上的資料不一致，或商家檔案尚未完成驗證。修正後重新提交即可。',
  },
  {
    question: '顧客可以透過 Google 取消預約嗎？',
    answer:
      '可以。顧客可在 Google 的預約確認中取消，取消規則與你在好約設定的取消政策相同，時段會自動釋出。',
  },
  {
    question: '需要預付訂金的服務也能在 Google 上預約嗎？',
    answer: '可以顯示於 Google，但需預付的服務會引導顧客回到好約完成付款，確保訂金規則一致。',
  },
];
