import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './artefacts';
import { newPage, useBrowser } from './browser';
import { baseURL } from './server';

const browser = useBrowser();

/** The parts a newcomer looks up, each named in a specimen's label. */
const DOCUMENTED = [
  '<Logo />',
  '<Price amount currency />',
  '<DurationText minutes />',
  'clockLabel',
  'formatDateLabel',
  'formatPhoneNumber',
  'Button',
  '<ChoiceChip selected />',
  '<DeleteButton />',
  '<DialogActions error onBack />',
  '<OrderStatusBadge />',
  '<PaymentStatusBadge />',
  '<StatusIcon tone /> / <IconLine />',
  '<ShopImage /> / <ImageFallback /> / <AvatarImage />',
  '<ShopCard /> / <ShopCardSkeleton />',
  '<ManagedList /> — 有資料',
  '<ManagedList /> — 沒有資料',
  '<ManagedList /> — 載入中',
  '<ManagedList /> — 載入失敗',
  '<PagedHistory /> / <LoadMore />',
  '<PagePagination />',
  '<RecordSection /> / <CancellationNote />',
  '<EditForm /> (in <EditDialog />)',
  '<ClockPicker /> / <CancelReasonInput /> / <PanelSection />',
  '<EmptyState />',
  '<ErrorState onRetry retrying />',
  '<PageLoader /> / Skeleton',
];

describe('/style-guide: the design system', () => {
  it('documents tokens, formats and every shared part, and nothing on it changes data or leaves the page', async () => {
    const page = await newPage(browser(), 'phone');
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) calls.push(`${request.method()} ${url.pathname}`);
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseURL}/style-guide`);
    await page.getByRole('heading', { level: 1, name: '設計系統' }).waitFor();

    for (const id of [
      'colors',
      'typography',
      'spacing',
      'icons',
      'formats',
      'actions',
      'badges',
      'media',
      'lists',
      'forms',
      'states',
    ]) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    const labels = await page
      .getByTestId('style-guide-specimen')
      .evaluateAll((nodes) => nodes.map((n) => n.querySelector('p')?.textContent ?? ''));
    for (const name of DOCUMENTED) {
      expect(
        labels.some((label) => label.includes(name)),
        name,
      ).toBe(true);
    }
    // Colours say whether white text may sit on them (WCAG AA, 4.5:1): coral 7 may, coral 4 not.
    const coral = page.getByTestId('style-guide-specimen').filter({ hasText: '品牌主色' });
    const contrasts = await coral.getByTestId('style-guide-contrast').allInnerTexts();
    expect(contrasts[7]).toMatch(/^白字 4\.\d$/);
    expect(contrasts[4]).not.toContain('白字');
    // The clock's edge hours, as every page writes them.
    // (The period and the clock are joined by a no-break space, read here as a space, and the
    // period's characters by an invisible word joiner, left out here.)
    const formats = (await page.getByTestId('style-guide-format').allInnerTexts()).map((text) =>
      text.replace(/\u00a0/g, ' ').replace(/\u2060/g, ''),
    );
    for (const shown of [
      '凌晨 12:00',
      '凌晨 2:36',
      '上午 6:00',
      '中午 12:00',
      '下午 1:00',
      '晚上 7:30',
      '0912-345-678',
    ]) {
      expect(formats).toContain(shown);
    }
    // The period comes first in the time picker too: 上午 10:00.
    const half = await page.getByLabel('開始時間（上午／下午）').boundingBox();
    const hours = await page.getByLabel('開始時間（時）').boundingBox();
    expect(half!.x).toBeLessThan(hours!.x);

    await screenshot(page, 'style-guide-390');
    expect(await seriousViolations(page)).toEqual([]);

    // Every button and link of the samples, clicked: no call that writes, no page left.
    const before = calls.length;
    const clicked = await page.evaluate(() => {
      const targets = Array.from(
        document.querySelectorAll<HTMLElement>(
          'main [data-testid="style-guide-specimen"] :is(button, a[href])',
        ),
      );
      for (const target of targets) target.click();
      return targets.length;
    });
    expect(clicked).toBeGreaterThan(20);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/style-guide');
    expect(calls.slice(before).filter((call) => !call.startsWith('GET '))).toEqual([]);
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
