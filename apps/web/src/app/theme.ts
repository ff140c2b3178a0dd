import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { messages } from '@portal/contracts';

/**
 * Shade 8 of Mantine's blue keeps white button text and blue link text above the WCAG AA contrast ratio
 * (about 5:1 on white); the default shade 6 falls short. Every modal's × button is named, for screen readers.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
  // A plain object, not Modal.extend(): importing Modal here would put it in the entry chunk of every page.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': messages.generic.closeDialog } } },
  },
});

/**
 * Mantine's dimmed text (gray 6) and field error text (red 6) fall below the WCAG AA contrast ratio on white;
 * gray 7 and red 8 meet it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
