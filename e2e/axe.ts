import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules every page is held to: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until nothing on the page is mid-transition: no finite animation or CSS transition is
 * running, and no open dialog (or anything around it) is partly transparent. A Mantine dialog
 * spends two animation frames at opacity 0 before its fade even starts, and Playwright counts
 * it visible then; colours judged in that moment fail contrast that the settled page passes.
 */
export async function waitForSettled(page: Page): Promise<void> {
  // Two frames first: a style that changed in this frame (a filter chip just selected) starts
  // its transition only at the next one, and until then nothing looks like it is moving.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    if (moving) return false;
    for (const dialog of Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
    )) {
      if (dialog.getClientRects().length === 0) continue;
      for (let el: Element | null = dialog; el; el = el.parentElement) {
        if (getComputedStyle(el).opacity !== '1') return false;
      }
    }
    return true;
  });
}

/**
 * The serious and critical WCAG 2.1 AA violations on the settled page (or inside `include`),
 * one line each: rule, impact and the first few elements. Tests expect an empty list.
 */
export async function seriousViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<string[]> {
  await waitForSettled(page);
  // Legacy mode runs axe in the page itself. The default runs it per frame and then opens a
  // blank page (a new renderer) to combine the frames' results: about 1 s more per check on the
  // CI machine, for frames our pages do not have.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) on ${v.nodes.length} element(s): ` +
        v.nodes
          .slice(0, 3)
          .map(
            (n) =>
              `${n.target.join(' ')} ${n.html.slice(0, 160)} ${JSON.stringify(n.any[0]?.data ?? '')}`,
          )
          .join(' | '),
    );
}
