import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  PasswordInput,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * What screen readers call the password field's show/hide button (beside the field; it does not
 * repeat the field's name, so a label finds the field alone).
 */
export const PASSWORD_TOGGLE_LABEL = '顯示或隱藏輸入的字元';

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

/**
 * The traditional-Chinese faces by the names systems know them: Noto Sans TC (Google Fonts'
 * name), Noto Sans CJK TC (Linux and ChromeOS, Debian's fonts-noto-cjk), PingFang TC (Apple),
 * Microsoft JhengHei (Windows). Without a face the system has by name, every Chinese
 * character goes through the browser's per-character font fallback: on the bench's Chromium,
 * naming Noto Sans CJK TC cut Lighthouse's style-and-layout time on the home page from 313 to
 * 271 ms and on search from 325 to 247 ms (medians of 5–6 runs).
 */
const fontFamily =
  "'Noto Sans TC', 'Noto Sans CJK TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif";

/**
 * Secondary ("dimmed") text. Mantine's default (gray 6, #868e96) is 3.3:1 on white, below WCAG
 * AA for body text; this grey is ≥ 4.5:1 on every light surface the pages use (white, gray 0,
 * sand 0–1, coral 0–1). Fixed here, once, rather than page by page.
 */
export const DIMMED_TEXT = '#5f656c';
/** Placeholder text, lighter than values yet ≥ 4.5:1 on white and gray 0 (Mantine's is 2.1:1). */
export const PLACEHOLDER_TEXT = '#6b7178';

/** Error text (a field's message, a value in error): Mantine's red 9, 5.5:1 on white. */
export const ERROR_TEXT = DEFAULT_THEME.colors.red[9];

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of white text on `hex`. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The primary shade, used for filled buttons, badges, checked boxes and switches. */
const FILLED_SHADE = 7;

/**
 * Filled colours (white text on `--mantine-color-{name}-filled`) at the first shade from 7 that
 * keeps white text ≥ 4.5:1: Mantine's red 7 is 3.9:1, its teal and green 7 about 3:1. Colours
 * with no such shade (yellow) keep Mantine's, for dark text only.
 */
export const filledVariables: Record<string, string> = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, coral, sand }).flatMap(([name, shades]) => {
    let shade = FILLED_SHADE;
    while (shade < 9 && contrastOnWhite(shades[shade]!) < 4.5) shade += 1;
    if (shade === FILLED_SHADE || contrastOnWhite(shades[shade]!) < 4.5) return [];
    return [
      [`--mantine-color-${name}-filled`, `var(--mantine-color-${name}-${shade})`],
      [
        `--mantine-color-${name}-filled-hover`,
        `var(--mantine-color-${name}-${Math.min(shade + 1, 9)})`,
      ],
    ];
  }),
);

/** Theme CSS variables Mantine does not take from the theme object. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    // A field's error message and its text in error: Mantine's red 6 is 3.3:1 on white.
    '--mantine-color-error': ERROR_TEXT,
    ...filledVariables,
  },
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
  primaryShade: { light: FILLED_SHADE, dark: 5 },
  colors: { coral, sand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Visitors who ask their system for less motion get dialogs and menus without fades.
  respectReducedMotion: true,
  variantColorResolver,
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
  components: {
    // Mantine names the show/hide button in English ("Toggle password visibility").
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': PASSWORD_TOGGLE_LABEL } },
    }),
  },
});
