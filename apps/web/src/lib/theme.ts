import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#94796a',
  '#816859',
];

const fontFamily = "'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif";

/** The app's Mantine theme. */
export const theme = createTheme({
  primaryColor: 'coral',
  primaryShade: { light: 7, dark: 5 },
  colors: { coral, sand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
});
