import { createTheme } from '@mantine/core';
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
