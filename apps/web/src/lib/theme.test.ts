import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  coral,
  contrastOnWhite,
  cssVariablesResolver,
  DIMMED_TEXT,
  ERROR_TEXT,
  PLACEHOLDER_TEXT,
  sand,
  theme,
} from './theme';

const colors = { ...DEFAULT_THEME.colors, coral, sand };

/** The hex behind a `--mantine-color-{name}-filled` value of the light scheme. */
function filledHex(name: string): string {
  const variables = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
  const value = variables[`--mantine-color-${name}-filled`] ?? `var(--mantine-color-${name}-7)`;
  const shade = Number(/-(\d)\)$/.exec(value)![1]);
  return colors[name as keyof typeof colors]![shade]!;
}

describe('theme contrast', () => {
  it('contrast is computed as WCAG does', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    // Mantine's red 7, the filled red it ships with: below AA.
    expect(contrastOnWhite('#f03e3e')).toBeLessThan(4.5);
  });

  it.each(['coral', 'red', 'blue', 'teal', 'cyan', 'sand', 'gray', 'dark', 'pink', 'violet'])(
    'white text on filled %s is at least 4.5:1',
    (name) => {
      expect(contrastOnWhite(filledHex(name))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('error, secondary and placeholder text are at least 4.5:1 on white, and fields use them', () => {
    const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
    expect(light['--mantine-color-error']).toBe(ERROR_TEXT);
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(light['--mantine-color-placeholder']).toBe(PLACEHOLDER_TEXT);
    for (const hex of [ERROR_TEXT, DIMMED_TEXT, PLACEHOLDER_TEXT]) {
      expect(contrastOnWhite(hex)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
