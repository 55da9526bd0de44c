import type { FaqItem } from '../../../ui/marketing/faq-list';
import type { Feature } from '../../../ui/marketing/feature-grid';
import type { Step } from '../../../ui/marketing/step-list';
import {
  IconBell,
  IconCalendar,
  IconChart,
  IconMessage,
  IconShieldCheck,
  IconWallet,
} from '../../../ui/icons';

/** Why prepayments help. */
export const benefits: Feature[] = [
  {
    icon: <IconShieldCheck size={24} />,
    title: '爽約率明顯下降',
    description:
      '付了訂金的顧客更重視自己的預約。就算臨時不能來，也會提早取消或改期，讓你有時間補上其他客人。',
  },
  {
    icon: <IconMessage size={24} />,
    title: '顧客最熟悉的付款方式',
    description:
      'LINE Pay 是台灣最多人使用的行動支付之一，顧客在 LINE 裡預約、在 LINE 裡付款，不用輸入卡號。',
  },
  {
    icon: <IconWallet size={24} />,
    title: '彈性的訂金規則',
    description:
      '可設定固定金額、服務價格的百分比或全額預付，也能只針對熱門時段、新客或長時間的服務收取。',
  },
  {
    icon: <IconCalendar size={24} />,
    title: '取消與退款自動處理',
    description:
      '依你設定的取消期限自動判斷是否退款，期限內取消全額退回、逾期則保留訂金，不必再和顧客一來一往。',
  },
  {
    icon: <IconBell size={24} />,
    title: '付款狀態即時通知',
    description:
      '顧客完成付款後預約才成立，店家與顧客同時收到 LINE 通知，行事曆上一眼看出誰已付訂金。',
  },
  {
    icon: <IconChart size={24} />,
    title: '對帳清楚',
    description: '每筆預付、退款與沒收的訂金都有紀錄，月底對帳不再翻截圖。',
  },
];

/** How prepayment works. */
export const steps: Step[] = [
  { title: '設定訂金規則', description: '在後台選擇哪些服務需要預付，以及金額與取消期限。' },
  { title: '顧客預約並付款', description: '顧客選好時段後以 LINE Pay 付款，完成後預約立即成立。' },
  { title: '到店服務', description: '訂金可於結帳時折抵，剩餘金額到店支付。' },
  { title: '自動處理取消', description: '期限內取消自動退款；逾期或未到，訂金依規則保留。' },
];

/** LINE Pay questions. */
export const faq: FaqItem[] = [
  {
    question: '我需要自己申請 LINE Pay 商店嗎？',
    answer:
      '需要。LINE Pay 的款項會直接進入你的商店帳戶，好約不經手你的營業款項。好約會提供申請說明，並協助你在後台完成串接。',
  },
  {
    question: '手續費怎麼算？',
    answer:
      '金流手續費依 LINE Pay 與你的商店合約費率計算，由 LINE Pay 收取；好約的費用只依你選擇的方案計算。',
  },
  {
    question: '顧客沒有 LINE Pay 怎麼辦？',
    answer:
      '你可以讓不需預付的服務照常到店付款，或針對特定服務要求預付。LINE Pay 也支援綁定信用卡付款，大部分顧客都能順利完成。',
  },
  {
    question: '退款多久會回到顧客帳戶？',
    answer:
      '退款會循原付款方式退回。LINE Pay 餘額通常即時退回；綁定信用卡付款則依發卡銀行作業時間，一般約 7 至 14 個工作天。',
  },
  {
    question: '訂金沒收合法嗎？',
    answer:
      '只要取消與退款規則在預約前清楚告知顧客並取得同意，且金額合理，即可依規則處理。好約會在預約頁面上明確顯示你的取消政策。',
  },
];
