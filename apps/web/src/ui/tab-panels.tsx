import { type MantineSpacing, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/** One tab of {@link TabPanels}: its value and words (and whatever its panel needs). */
export interface TabSpec {
  value: string;
  label: ReactNode;
}

/** Props of {@link TabPanels}. */
export interface TabPanelsProps<S extends TabSpec> {
  tabs: readonly S[];
  /** The open tab, with `onChange` (kept in the URL, say); else the first opens first. */
  value?: S['value'];
  onChange?: (value: S['value']) => void;
  /** The tabs share the list's width (default). */
  grow?: boolean;
  /** Space under the tab list. */
  listMb?: MantineSpacing;
  /** Space above a panel. */
  panelPt?: MantineSpacing;
  /** A tab's `data-testid`. */
  tabTestId?: (value: S['value']) => string;
  /** A panel's content, drawn only while its tab is open (a list read when shown). */
  children: (tab: S) => ReactNode;
}

/**
 * A list split by state into tabs (可使用 / 已用完 / 已過期 …), as the member card and the
 * customer record show vouchers, coupons and orders: only the open tab's panel is drawn.
 */
export function TabPanels<S extends TabSpec>({
  tabs,
  value,
  onChange,
  grow = true,
  listMb = 'md',
  panelPt,
  tabTestId,
  children,
}: TabPanelsProps<S>) {
  return (
    <Tabs
      value={value}
      defaultValue={value === undefined ? tabs[0]?.value : undefined}
      onChange={(v) => v && onChange?.(v as S['value'])}
      keepMounted={false}
    >
      <Tabs.List grow={grow} mb={listMb}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} data-testid={tabTestId?.(t.value)}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt={panelPt}>
          {children(t)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
