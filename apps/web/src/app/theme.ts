import { createTheme } from '@mantine/core';

/**
 * Shade 8 of Mantine's blue keeps white button text and blue link text above the WCAG AA contrast ratio
 * (about 5:1 on white); the default shade 6 falls short.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
});
