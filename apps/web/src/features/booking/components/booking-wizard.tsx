import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ERROR_CODES, type TOrder, type TShop, type TStartTime } from '@haoyue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { getAuthToken, useAuthToken } from '../../../lib/auth-token';
import { formatDuration } from '../../../lib/duration';
import { formatPrice } from '../../../lib/money';
import { currentUserQueryOptions } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconCalendar, IconUsers } from '../../../ui/icons';
import { useCreateOrder } from '../api/create-order';
import { useBookingMenu } from '../api/get-booking-menu';
import { useFormItems } from '../api/get-form-items';
import { startTimesQueryOptions } from '../api/get-start-times';
import {
  currentFormValues,
  formKeyOfApiField,
  toOrderFields,
  validateBookingForm,
  visibleFormItems,
  type BookingFormErrors,
  type BookingFormValues,
  type FormKey,
} from '../lib/booking-form';
import { chosenServices, eligibleOperators, toggleId, totalsOf } from '../lib/selection';
import { BOOKING_STEPS as STEPS, resolveStep, type BookingStep as Step } from '../lib/steps';
import { formatDateTimeLabel, localDateIn } from '../../../lib/date-labels';
import { BookingSuccess } from './booking-success';
import { OperatorChoice } from './operator-step';
import { ProfileFields } from './profile-step';
import { ServiceList } from './service-step';
import { SlotPicker, type AvailabilitySource } from './slot-picker';
import { StepButton, StepLayout } from './step-layout';
import { BookingSummary } from './summary-step';
import { type BookingItemsChoice, itemFields, NO_ITEMS } from './booking-items';
import { RequestErrorAlert } from '../../../ui/request-error-alert';

const STEP_TITLES: Record<Step, string> = {
  services: '選擇服務',
  operator: '選擇服務人員',
  time: '選擇日期與時間',
  profile: '填寫預約資料',
  summary: '確認預約',
  success: '預約成功',
};

/** Props of {@link BookingWizard}. */
export interface BookingWizardProps {
  shop: TShop;
  /** Asks the visitor to sign in; resolves true once signed in. */
  signIn: (options: { persistent: boolean }) => Promise<boolean>;
  /** What the page adds to the success screen for the order placed (e.g. its consent forms). */
  renderSuccessExtra?: (order: TOrder) => ReactNode;
}

// Form state kept hand-rolled: the booking page is a core public page, whose shared `public` chunk
// every public page loads, and the form hook's @mantine/form would add 7.3 KB gzip to it (decision
// 019, amendment); its checks are lib/booking-form's.
/**
 * Booking in a few taps: services → operator (or 不指定) → day and time → profile → confirm.
 * The step lives in the URL (`?step=`) so the phone's back button goes back a step; the choices
 * live here, so signing in on the way (a dialog) keeps them all.
 */
export function BookingWizard({ shop, signIn, renderSuccessExtra }: BookingWizardProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAuthToken();
  const menu = useBookingMenu(shop.id);
  const formItems = useFormItems(shop.id);

  const [pickedIds, setPickedIds] = useState<number[] | null>(null);
  const [operatorId, setOperatorId] = useState<number | null | undefined>(undefined);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TStartTime | null>(null);
  const [typed, setTyped] = useState<BookingFormValues>({});
  const [formErrors, setFormErrors] = useState<BookingFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [profileDone, setProfileDone] = useState(false);
  const [slotTaken, setSlotTaken] = useState<string | null>(null);
  const [order, setOrder] = useState<TOrder | null>(null);
  const [itemChoice, setItemChoice] = useState<BookingItemsChoice>(NO_ITEMS);

  const groups = useMemo(() => menu.data ?? [], [menu.data]);
  // `?serviceId=` (the shop page's per-service link) preselects until the visitor chooses.
  const preselected = Number(params.get('serviceId'));
  const serviceIds = useMemo(
    () => pickedIds ?? (Number.isInteger(preselected) && preselected > 0 ? [preselected] : []),
    [pickedIds, preselected],
  );
  const services = useMemo(() => chosenServices(groups, serviceIds), [groups, serviceIds]);
  const operators = useMemo(
    () => eligibleOperators(shop.operators ?? [], services),
    [shop.operators, services],
  );
  const totals = totalsOf(services);
  const operator = operators.find((o) => o.id === operatorId) ?? null;
  const queryClient = useQueryClient();
  const allItems = useMemo(() => formItems.data?.items ?? [], [formItems.data]);
  // A guest's phone comes from signing in at 確認預約: typed once, in the dialog.
  const items = useMemo(() => visibleFormItems(allItems, token !== null), [allItems, token]);
  const phoneBySignIn = items.length < allItems.length;
  const values = currentFormValues(items, typed, formItems.data?.prefill);
  const today = localDateIn(Date.now(), shop.timeZone);

  const step = resolveStep(params.get('step'), {
    hasServices: services.length > 0,
    hasOperator: operatorId !== undefined,
    hasTime: slot !== null,
    profileDone,
    hasOrder: order !== null,
  });

  const goTo = useCallback(
    (next: Step, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'services') updated.delete('step');
          else updated.set('step', next);
          return updated;
        },
        { replace: options.replace, state: { bookingStep: true } },
      );
    },
    [setParams],
  );
  const goBack = () => {
    // Back through the history when the previous step is there, so the browser's back agrees.
    if ((location.state as { bookingStep?: boolean } | null)?.bookingStep) {
      void navigate(-1);
      return;
    }
    const index = STEPS.indexOf(step as (typeof STEPS)[number]);
    if (index > 0) goTo(STEPS[index - 1]!, { replace: true });
  };

  const placeOrder = useCreateOrder();
  const placed = {
    onSuccess: (created: TOrder) => {
      setOrder(created);
      // A second tap on back must not offer to book the same time again.
      setSlot(null);
      setProfileDone(false);
      setItemChoice(NO_ITEMS);
      goTo('success', { replace: true });
    },
    onError: (error: Error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
        // Someone else took the time between listing and confirming: fresh times, pick again.
        setSlotTaken(error.message);
        setSlot(null);
        goTo('time');
        return;
      }
      const key = formKeyOfApiField(error.field, items);
      if (key || error.code === ERROR_CODES.PROFILE_INCOMPLETE) {
        if (key) setFormErrors({ [key]: error.message });
        else setFormError(error.message);
        setProfileDone(false);
        goTo('profile');
      }
    },
  };

  const availability = useMemo<AvailabilitySource>(() => {
    const request = {
      shopId: shop.id,
      serviceIds: services.map((s) => s.id),
      operatorId: operatorId ?? null,
    };
    return (range) => startTimesQueryOptions(request, range);
  }, [shop.id, services, operatorId]);

  const toggleService = (id: number) => {
    const next = toggleId(serviceIds, id);
    setPickedIds(next);
    // A different set of services lasts differently and suits other operators.
    setSlot(null);
    setItemChoice(NO_ITEMS);
    const still = eligibleOperators(shop.operators ?? [], chosenServices(groups, next));
    if (typeof operatorId === 'number' && !still.some((o) => o.id === operatorId)) {
      setOperatorId(undefined);
    }
  };

  const chooseOperator = (id: number | null) => {
    if (id !== operatorId) setSlot(null);
    setOperatorId(id);
    goTo('time');
  };

  const chooseTime = (time: TStartTime) => {
    setSlot(time);
    setSlotTaken(null);
    goTo('profile');
  };

  const editField = (key: FormKey, value: string) => {
    setTyped((t) => ({ ...t, [key]: value }));
    setFormErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const submitProfile = () => {
    const found = validateBookingForm(items, values, today);
    setFormErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setProfileDone(true);
    goTo('summary');
  };

  const confirm = async () => {
    if (!slot) return;
    placeOrder.reset();
    // Booking needs an account: sign in here (a dialog that cannot be dismissed) and carry on.
    const guest = !getAuthToken();
    if (guest && !(await signIn({ persistent: true }))) return;
    const fields = toOrderFields(items, values, typed);
    if (guest && phoneBySignIn) {
      // The number just verified is the booking's phone.
      const user = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null);
      if (user?.phoneNumber) fields.profile = { ...fields.profile, phoneNumber: user.phoneNumber };
    }
    placeOrder.mutate(
      {
        shopId: shop.id,
        serviceIds: services.map((s) => s.id),
        operatorId: operatorId ?? null,
        startTime: slot.startTime,
        ...fields,
        ...itemFields(itemChoice),
      },
      placed,
    );
  };

  if (menu.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="載入中">
        <Skeleton height={24} width="40%" />
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={72} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (menu.isError) {
    return <QueryErrorState query={menu} />;
  }
  if (step === 'success' && order) {
    return (
      <BookingSuccess order={order} shopSlug={shop.urlSlug}>
        {renderSuccessExtra?.(order)}
      </BookingSuccess>
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        title="目前沒有可線上預約的服務"
        description="店家尚未開放線上預約，請直接與店家聯絡。"
        icon={<IconCalendar size={28} />}
      />
    );
  }

  const index = STEPS.indexOf(step as (typeof STEPS)[number]) + 1;
  const recapParts = [
    index > 1 && services.map((s) => s.name).join('、'),
    index > 2 && (operator?.displayName ?? '不指定'),
    index > 3 && slot && formatDateTimeLabel(slot.startTime, shop.timeZone, false),
  ].filter((part): part is string => Boolean(part));
  const layout = {
    step,
    index,
    count: STEPS.length,
    title: STEP_TITLES[step],
    recap: recapParts.length > 0 ? recapParts.join(' · ') : undefined,
    onBack: index > 1 ? goBack : undefined,
  };

  switch (step) {
    case 'services':
      return (
        <StepLayout
          {...layout}
          action={
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={600}>
                  {services.length > 0 ? `已選 ${services.length} 項` : '請選擇服務'}
                </Text>
                {totals.currency && (
                  <Text size="sm" c="dimmed">
                    {formatPrice(totals.price, totals.currency)} · {formatDuration(totals.minutes)}
                  </Text>
                )}
              </div>
              <Button
                size="md"
                disabled={services.length === 0}
                onClick={() => goTo('operator')}
                data-testid="booking-next"
              >
                下一步
              </Button>
            </Group>
          }
        >
          <ServiceList
            groups={groups}
            selectedIds={serviceIds}
            onToggle={(s) => toggleService(s.id)}
          />
        </StepLayout>
      );
    case 'operator':
      return (
        <StepLayout {...layout}>
          {operators.length === 0 ? (
            <EmptyState
              title="沒有人員能同時提供這些服務"
              description="請減少服務項目，或分成幾次預約。"
              icon={<IconUsers size={28} />}
            >
              <Button variant="light" onClick={goBack}>
                重新選擇服務
              </Button>
            </EmptyState>
          ) : (
            <OperatorChoice operators={operators} selected={operatorId} onSelect={chooseOperator} />
          )}
        </StepLayout>
      );
    case 'time':
      return (
        <StepLayout {...layout}>
          <Stack gap="md">
            {slotTaken && (
              <Alert color="orange" variant="light" role="alert" data-testid="slot-taken-alert">
                {slotTaken}
              </Alert>
            )}
            <SlotPicker
              timeZone={shop.timeZone}
              availability={availability}
              date={date}
              onDateChange={setDate}
              selectedStart={slot?.startTime ?? null}
              onSelect={chooseTime}
            />
          </Stack>
        </StepLayout>
      );
    case 'profile':
      return (
        <StepLayout
          {...layout}
          action={
            <StepButton
              onClick={submitProfile}
              disabled={!formItems.isSuccess}
              data-testid="booking-next"
            >
              下一步
            </StepButton>
          }
        >
          {formItems.isPending ? (
            <Stack gap="sm">
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          ) : formItems.isError ? (
            <QueryErrorState query={formItems} />
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submitProfile();
              }}
            >
              <ProfileFields
                items={items}
                values={values}
                errors={formErrors}
                onChange={editField}
                today={today}
                formError={formError}
                phoneBySignIn={phoneBySignIn}
                onSignIn={token ? undefined : () => void signIn({ persistent: false })}
              />
            </form>
          )}
        </StepLayout>
      );
    case 'summary':
      return (
        <StepLayout
          {...layout}
          action={
            <StepButton
              loading={placeOrder.isPending}
              onClick={() => void confirm()}
              data-testid="booking-confirm"
            >
              {token ? '確認預約' : '登入並確認預約'}
            </StepButton>
          }
        >
          <Stack gap="md">
            <BookingSummary
              shopId={shop.id}
              shopName={shop.displayName}
              timeZone={shop.timeZone}
              services={services}
              operatorName={operator?.displayName ?? null}
              startTime={slot!.startTime}
              totalPrice={totals.price}
              currency={totals.currency ?? shop.currency}
              totalMinutes={totals.minutes}
              signedIn={token !== null}
              items={itemChoice}
              onItemsChange={setItemChoice}
            />
            <RequestErrorAlert error={placeOrder.error} testId="booking-error" />
          </Stack>
        </StepLayout>
      );
    default:
      return null;
  }
}
