import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Warm rose-coral, the brand colour; shade 7 keeps white text above WCAG AA contrast. */
export const coral: MantineColorsTuple = [
  '#fff1f0',
  '#ffe2df',
  '#fcc4be',
  '#f8a198',
  '#f37f74',
  '#ee6a5e',
  '#e85b4f',
  '#cc4a3f',
  '#b34036',
  '#96332b',
];

/** Warm neutral for soft section backgrounds, so pages do not look clinical. */
export const sand: MantineColorsTuple = [
  '#fbf8f6',
  '#f3ede9',
  '#e6dad3',
  '#d7c4b9',
  '#c9b0a2',
  '#c0a393',
  '#bc9c8b',
  '#a58878',
  // The darkest two carry text (light badges, captions): ≥ 4.5:1 on white and on sand 0–1.
  '#7f6354',
  '#6b5244',
];

const fontFamily = "'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif";

/**
 * Secondary ("dimmed") text. Mantine's default (gray 6, #868e96) is 3.3:1 on white, below WCAG
 * AA for body text; this grey is ≥ 4.5:1 on every light surface the pages use (white, gray 0,
 * sand 0–1, coral 0–1). Fixed here, once, rather than page by page.
 */
export const DIMMED_TEXT = '#5f656c';
/** Placeholder text, lighter than values yet ≥ 4.5:1 on white and gray 0 (Mantine's is 2.1:1). */
export const PLACEHOLDER_TEXT = '#6b7178';

/** Theme CSS variables Mantine does not take from the theme object. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT, '--mantine-color-placeholder': PLACEHOLDER_TEXT },
  dark: {},
});

/**
 * `light` variants (badges, soft buttons) put shade-9 text on a shade-1 background, which for
 * teal or green is 4.3:1; a darker shade 9 keeps every colour above 4.5:1.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color || input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.2) };
};

/** The app's Mantine theme. */
export const theme = createTheme({
  primaryColor: 'coral',
  primaryShade: { light: 7, dark: 5 },
  colors: { coral, sand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  variantColorResolver,
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
});
