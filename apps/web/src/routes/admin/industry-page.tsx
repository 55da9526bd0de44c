import { Stack } from '@mantine/core';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { IndustryManager } from '../../features/admin/components/industry-manager';
import { usePageTitle } from '../../lib/use-page-title';

/** 產業設定: the industries the home page and search offer (industries.manage). */
export default function AdminIndustryPage() {
  usePageTitle('產業設定｜管理後台');
  return (
    <Stack gap="md">
      <AdminPageHeader title="產業設定" />
      <IndustryManager />
    </Stack>
  );
}
