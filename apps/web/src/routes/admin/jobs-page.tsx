import { Stack, Title } from '@mantine/core';
import { useAdminJobs } from '../../features/admin/api/jobs';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { ScheduledJobList, WorkQueueList } from '../../features/admin/components/job-lists';
import { usePageTitle } from '../../lib/use-page-title';

/** 背景工作: the scheduled jobs and the work queues, retrying a failed item (jobs.read). */
export default function AdminJobsPage() {
  usePageTitle('背景工作｜管理後台');
  const jobs = useAdminJobs();
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="背景工作"
        subtitle="定期執行的排程工作，以及逐筆處理的工作佇列：是否執行中、最近是否失敗、有多少項目在等待。"
      />
      <Stack gap="sm" component="section" aria-labelledby="scheduled-jobs-title">
        <Title order={2} size="h4" id="scheduled-jobs-title">
          排程工作
        </Title>
        <ScheduledJobList query={{ ...jobs, data: jobs.data?.scheduled }} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="work-queues-title">
        <Title order={2} size="h4" id="work-queues-title">
          工作佇列
        </Title>
        <WorkQueueList query={jobs} queues={jobs.data?.queues} />
      </Stack>
    </Stack>
  );
}
