import type { ComparisonRow } from '../../../ui/marketing/comparison-table';
import type { FaqItem } from '../../../ui/marketing/faq-list';
import type { Feature } from '../../../ui/marketing/feature-grid';
import type { Step } from '../../../ui/marketing/step-list';
import {
  IconBell,
  IconCalendar,
  IconChart,
  IconGift,
  IconMessage,
  IconShieldCheck,
  IconStore,
  IconUsers,
  IconWallet,
} from '../../../ui/icons';

/** Today's tools versus 好約, for the seller landing page. */
export const comparison: ComparisonRow[] = [
  {
    aspect: '接受預約',
    today: '營業時間才能回訊息，下班後的詢問常常隔天才看到',
    withUs: '24 小時線上預約，顧客自己選服務、設計師與時段',
  },
  {
    aspect: '排班與時段',
    today: '翻預約簿、問同事，忙起來就重複預約或漏記',
    withUs: '依服務時長與每位服務人員的班表自動計算，不會重複預約',
  },
  {
    aspect: '提醒顧客',
    today: '前一天一則一則傳訊息提醒',
    withUs: '透過 LINE、簡訊自動提醒，改期取消也自動通知',
  },
  {
    aspect: '爽約與臨時取消',
    today: '空出來的時段只能自認倒楣',
    withUs: '可設定 LINE Pay 預付訂金與取消期限，爽約大幅減少',
  },
  {
    aspect: '會員與儲值',
    today: 'Excel 或紙卡記錄，餘額常有爭議',
    withUs: '儲值金、課程堂數自動扣抵，顧客隨時查得到',
  },
];

/** The main selling points. */
export const features: Feature[] = [
  {
    icon: <IconCalendar size={24} />,
    title: '24 小時線上預約',
    description:
      '專屬預約頁面放進 LINE 官方帳號、Instagram 與 Google，顧客半夜想到也能立刻預約，你醒來就看到滿滿的行程。',
  },
  {
    icon: <IconShieldCheck size={24} />,
    title: '不再重複預約',
    description:
      '系統依服務時長、服務人員班表與休假自動計算可預約時段，同一時間不會被約兩次，櫃台不用再當人肉行事曆。',
  },
  {
    icon: <IconMessage size={24} />,
    title: 'LINE 整合',
    description:
      '顧客用 LINE 登入即可預約，預約確認、行前提醒、改期通知都直接送到 LINE，開啟率遠高於簡訊與 Email。',
  },
  {
    icon: <IconWallet size={24} />,
    title: '預付訂金，減少爽約',
    description:
      '熱門時段可要求 LINE Pay 預付訂金或全額，取消期限與退款規則由你設定，被放鳥的損失不再由你一個人吸收。',
  },
  {
    icon: <IconGift size={24} />,
    title: '會員與儲值金',
    description:
      '儲值金、課程堂數與會員價一次管理，結帳時自動扣抵，顧客在手機上隨時查餘額，回頭客自然變多。',
  },
  {
    icon: <IconUsers size={24} />,
    title: '多店、多服務人員',
    description:
      '一個帳號管理多間分店，每位設計師有自己的服務項目、價格與班表；權限分明，店長看全店、設計師看自己。',
  },
  {
    icon: <IconBell size={24} />,
    title: '即時通知不漏接',
    description: '新預約、取消、改期即時通知店家與服務人員，行程異動第一時間掌握。',
  },
  {
    icon: <IconStore size={24} />,
    title: '在 Google 上被預約',
    description: '串接 Google 預約，顧客在 Google 搜尋與地圖看到你的店，就能直接按下「預約」。',
  },
  {
    icon: <IconChart size={24} />,
    title: '營運報表',
    description: '預約量、營收、熱門服務與服務人員業績一目了然，排班與行銷決策有數據可依。',
  },
];

/** How a shop gets started. */
export const steps: Step[] = [
  { title: '建立店家', description: '填寫店名、地址與營業時間，上傳封面與作品照片。' },
  { title: '設定服務與班表', description: '建立服務項目、時長與價格，安排每位服務人員的班表。' },
  {
    title: '分享預約連結',
    description: '把專屬預約頁放進 LINE 官方帳號、Instagram 與 Google 商家檔案。',
  },
  { title: '開始接預約', description: '顧客自助預約，你只要在手機上查看今天的行程。' },
];

/** Who 好約 is for. */
export const audiences: Feature[] = [
  {
    icon: <IconCalendar size={24} />,
    title: '個人工作室',
    description:
      '一個人剪髮、做指甲也能有專業的預約系統。不用邊服務邊回訊息，專心在眼前的客人身上。',
  },
  {
    icon: <IconUsers size={24} />,
    title: '多人團隊',
    description: '設計師、美甲師各自管理班表與顧客，店長掌握全店預約與業績，交接不再靠記憶。',
  },
  {
    icon: <IconStore size={24} />,
    title: '連鎖與多分店',
    description: '多間分店共用會員與儲值金，跨店預約與報表集中管理，擴點也不亂。',
  },
];

/** Questions shop owners ask before signing up. */
export const faq: FaqItem[] = [
  {
    question: '需要安裝 App 嗎？',
    answer:
      '不需要。好約是網頁服務，店家用手機或電腦的瀏覽器就能管理預約；顧客也不用下載任何 App，點開連結或在 LINE 裡就能預約。',
  },
  {
    question: '我原本的顧客資料和預約可以搬過來嗎？',
    answer:
      '可以。你可以匯入既有的顧客名單，已經排好的預約也能手動加入行事曆，過渡期間新舊預約都在同一個地方管理。',
  },
  {
    question: '顧客一定要先付訂金嗎？',
    answer:
      '不一定，預付完全由你決定。你可以只針對熱門時段、新客或長時間的服務要求訂金，其他預約維持到店付款。',
  },
  {
    question: '費用怎麼計算？',
    answer:
      '方案按月計費，費用依店家數與服務人員數而定，可以隨時升級或降級。使用 LINE Pay 預付時，金流手續費依 LINE Pay 公告的費率另計。',
  },
  {
    question: '香港、新加坡的店家可以使用嗎？',
    answer:
      '可以。好約支援新台幣、港幣、新加坡幣、馬來西亞令吉與澳門幣，價格會以你店家所在地的幣別顯示。',
  },
  {
    question: '服務人員可以只看到自己的預約嗎？',
    answer:
      '可以。店長可為每位服務人員設定權限，服務人員只看得到自己的行程與顧客，店長則能檢視全店。',
  },
];
