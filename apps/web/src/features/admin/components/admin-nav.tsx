import type { TAdminPermission } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import {
  IconBell,
  IconClock,
  IconFileSignature,
  IconMapPin,
  IconMessage,
  IconPackage,
  IconShieldCheck,
  IconStore,
  IconUser,
  IconWallet,
} from '../../../ui/icons';
import { AreaNav, type AreaNavSection, navSection } from '../../../ui/area-nav';
import { useAdmin } from '../lib/admin-context';

/** The admin area's sections, in the order the team uses them. */
const SECTIONS: AreaNavSection<TAdminPermission>[] = [
  navSection('使用者', paths.adminUsers, IconUser, 'users.read'),
  navSection('商家', paths.adminSellers, IconStore, 'sellers.read'),
  navSection('店家', paths.adminShops, IconStore, 'shops.read'),
  navSection('店家審核', paths.adminShopManagement, IconShieldCheck, 'shops.read'),
  navSection('產業設定', paths.adminIndustry, IconPackage, 'industries.manage'),
  navSection('推播訊息', paths.adminPushMessage, IconBell, 'push.send'),
  navSection('客服訊息', paths.adminChat, IconMessage, 'chat.reply'),
  navSection('回覆設定', paths.adminReplySettings, IconMessage, 'chat.settings'),
  navSection('對話標籤', paths.adminChatTagSettings, IconMessage, 'chat.settings'),
  navSection('LINE 串接', paths.adminLineAuth, IconMessage, 'line.channels'),
  navSection('Google 預約', paths.adminGoogleReserve, IconMapPin, 'shops.read'),
  navSection('LINE Pay 申請', paths.adminLinePayApplications, IconWallet, 'payments.applications'),
  navSection('系統訂單', paths.adminSystemOrders, IconWallet, 'sellers.read'),
  navSection('背景工作', paths.adminJobs, IconClock, 'jobs.read'),
  navSection('操作紀錄', paths.adminAudit, IconFileSignature, 'audit.read'),
];

/**
 * The sections the administrator's role may use; the current one is marked. `chatUnread` (the
 * layout composes it from the chat feature) sits beside 客服訊息.
 */
export function AdminNav({
  onNavigate,
  chatUnread,
}: {
  onNavigate?: () => void;
  chatUnread?: ReactNode;
}) {
  const { permissions } = useAdmin();
  return (
    <AreaNav
      label="管理後台選單"
      testId="admin-nav"
      onNavigate={onNavigate}
      sections={SECTIONS}
      allowed={(permission) => permissions.includes(permission)}
      badges={{ [paths.adminChat.getHref()]: chatUnread }}
    />
  );
}
