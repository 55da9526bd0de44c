import { Anchor, Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@haoyue/contracts';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useOperators } from '../../../lib/seller-dashboard/api/get-operators';
import { useSellerShops } from '../../../lib/seller-dashboard/api/get-seller-shops';
import { useSellers } from '../../../lib/seller-dashboard/api/get-sellers';
import { useServiceGroups } from '../../../lib/seller-dashboard/api/get-service-groups';
import { useShopSchedule } from '../../../lib/seller-dashboard/api/get-shop-schedule';
import {
  firstIncompleteStep,
  GET_STARTED_STEPS,
  sellerStanding,
  STEP_TITLES,
  wizardApplies,
  type GetStartedStep,
} from '../lib/get-started';
import {
  DoneStep,
  HoursStep,
  OperatorStep,
  SellerNameStep,
  ServicesStep,
  ShopStep,
} from './get-started-steps';
import type { ShopPlaceOptions } from './shop-details-form';

/** Which step of four, its title and a bar, for the wizard's header. */
function StepHeader({ step }: { step: Exclude<GetStartedStep, 'done'> }) {
  const index = GET_STARTED_STEPS.indexOf(step);
  const total = GET_STARTED_STEPS.length - 1;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="get-started-progress">
          步驟 {index + 1}／{total}
        </Text>
        <Text size="sm" c="dimmed" visibleFrom="xs">
          {GET_STARTED_STEPS.slice(0, total)
            .map((s) => STEP_TITLES[s as Exclude<GetStartedStep, 'done'>])
            .join(' → ')}
        </Text>
      </Group>
      <Progress
        value={((index + 1) / total) * 100}
        size="sm"
        aria-label={`開店設定進度：第 ${index + 1} 步，共 ${total} 步`}
      />
      <Title order={2} size="h3" data-testid="get-started-step-title">
        {STEP_TITLES[step]}
      </Title>
    </Stack>
  );
}

/** Props of {@link GetStartedWizard}. */
export interface GetStartedWizardProps {
  /** Countries, industries and cities for the shop step (null while they load). */
  place: ShopPlaceOptions | null;
}

/**
 * The seller sign-up wizard: name the business, then the first shop's details, hours, services
 * and an operator, each saved as it ends; the step shown is the first one the stored data lacks,
 * so a reload resumes there. Managers and staff of other sellers, and owners whose shop is set up
 * (or who run several), belong in the dashboard and are sent there.
 */
export function GetStartedWizard({ place }: GetStartedWizardProps) {
  usePageTitle('開店設定｜好約商家後台');
  const sellers = useSellers();
  const standing = sellers.data ? sellerStanding(sellers.data) : null;
  const seller = standing?.kind === 'owner' ? standing.seller : null;
  const shops = useSellerShops(seller?.id ?? null);
  const shop = shops.data?.[0] ?? null;
  const sellerId = seller?.id ?? 0;
  const shopId = shop?.id ?? null;
  const schedule = useShopSchedule(sellerId, shopId);
  const groups = useServiceGroups(sellerId, shopId);
  const operators = useOperators(sellerId, shopId);
  // The finish screen is for a setup finished here; one found finished on arrival is the
  // dashboard's business.
  const [workedHere, setWorkedHere] = useState(false);

  const failed = [sellers, shops, schedule, groups, operators].find((q) => q.isError);
  const loading =
    sellers.isPending ||
    (seller !== null && shops.isPending) ||
    (shop !== null && (schedule.isPending || groups.isPending || operators.isPending));
  const step: GetStartedStep | null =
    loading || failed
      ? null
      : firstIncompleteStep(
          shop
            ? {
                weeklyHours: schedule.data!.weeklyHours,
                groups: groups.data!,
                operators: operators.data!,
              }
            : null,
        );
  useEffect(() => {
    if (step !== null && step !== 'done') setWorkedHere(true);
  }, [step]);

  if (failed) return <QueryErrorState query={failed} />;
  if (loading || step === null) return <PageLoader />;
  if (standing?.kind === 'member' || !wizardApplies(shops.data ?? [])) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  if (step === 'done' && !workedHere) return <Navigate to={paths.dashboard.getHref()} replace />;

  let content;
  if (step === 'shop') {
    if (!seller) content = <SellerNameStep />;
    else content = place ? <ShopStep seller={seller} place={place} /> : <PageLoader />;
  } else if (step === 'hours') {
    content = <HoursStep sellerId={sellerId} shop={shop!} />;
  } else if (step === 'services') {
    content = <ServicesStep sellerId={sellerId} shop={shop!} groups={groups.data!} />;
  } else if (step === 'operator') {
    content = (
      <OperatorStep
        sellerId={sellerId}
        shop={shop!}
        services={groups.data!.flatMap((g) => g.services)}
        weeklyHours={schedule.data!.weeklyHours}
      />
    );
  } else {
    content = <DoneStep shop={shop!} />;
  }

  return (
    <Box maw={720} mx="auto" data-testid="get-started" data-step={step}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            開始在好約接受預約
          </Title>
          <Text size="sm" c="dimmed">
            四個步驟建立你的第一間店，每一步都會自動儲存，隨時可以回來繼續。
          </Text>
          <Text size="sm" data-testid="get-started-trial">
            每間新店家享 {TRIAL_DAYS} 天免費試用，試用結束前可在
            <Anchor component={Link} to={paths.dashboardLicense.getHref()} size="sm">
              授權方案
            </Anchor>
            頁面購買授權。
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            {step !== 'done' && <StepHeader step={step} />}
            {content}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
