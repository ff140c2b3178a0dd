import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { defaultBrand, genericMessages } from '@portal/contracts';
import { brandColours } from './brand-colours';

/**
 * Mantine's palettes with shades 8 and 9 darkened where they fall short of WCAG AA (4.5:1) in the light scheme:
 * shade 8 is the filled colour under white text (and, for blue, the link colour on every tinted background: the
 * unlock link on a red alert), shade 9 the text of light variants on shades 1 and 2 (alert titles, badges, the
 * active menu item and light buttons while hovered). Shades 0–7 are Mantine's own.
 */
const colors: Record<string, MantineColorsTuple> = {
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#145a9b', '#135089'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#dc3030', '#af2525'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#aa6300', '#a35400'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#c84d0a', '#ab390c'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#28863a', '#237133'],
};

/**
 * Type and spacing for daily work, after Stripe's dashboard and Linear: 14 px body text, headings one step above
 * the content instead of poster sized, tighter spacing and small radii, so a table or an overview fits a laptop
 * screen. Inter (app/font.css) has tabular figures, which money and date columns turn on (ui/data-table).
 */
const typeScale = {
  fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.5', lg: '1.5', xl: '1.5' },
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '1.5rem', lineHeight: '1.25' },
      h2: { fontSize: '1.25rem', lineHeight: '1.3' },
      h3: { fontSize: '1.0625rem', lineHeight: '1.35' },
      h4: { fontSize: '0.9375rem', lineHeight: '1.4' },
      h5: { fontSize: '0.875rem', lineHeight: '1.45' },
      h6: { fontSize: '0.8125rem', lineHeight: '1.45' },
    },
  },
  spacing: { xs: '0.5rem', sm: '0.625rem', md: '0.875rem', lg: '1.25rem', xl: '1.75rem' },
  radius: { xs: '2px', sm: '4px', md: '6px', lg: '8px', xl: '12px' },
  defaultRadius: 'sm',
} as const;

/**
 * The primary colour is the plan's brand colour ('brand', made by brand-colours.ts; the demo plan's until the brand
 * is read). Shade 8 is the primary shade: white button text and link text stay above the WCAG AA contrast ratio. Every
 * modal's and toast's × button is named, for screen readers. Menus focus their first item instead of an unnamed
 * placeholder (a menu may hold only menu items). Option lists scroll themselves (option-lists.css) instead of a
 * scroll area around them.
 */
export const theme = createTheme({
  colors: { ...colors, brand: brandColours(defaultBrand.primaryColour) },
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  ...typeScale,
  focusRing: 'auto',
  // Someone who asks their system for reduced motion gets none: modals, menus and toasts appear without animating.
  respectReducedMotion: true,
  // Plain objects, not Modal.extend(): importing Modal here would put it in the entry chunk of every page.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': genericMessages.closeDialog } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': genericMessages.closeNotification } } },
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Menu entries 32 px apart (Mantine's are 40): the side menu reads as a list, not a stack of buttons.
    NavLink: { defaultProps: { py: 6 } },
    Select: { defaultProps: { withScrollArea: false } },
    Autocomplete: { defaultProps: { withScrollArea: false } },
    // A spinner is a status: its name ("Loading…") is allowed on it and read out (axe: aria-prohibited-attr on a span).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** The theme in the plan's brand colour (app-providers.tsx, from the brand the server answers). */
export function brandTheme(primaryColour: string): MantineThemeOverride {
  return { ...theme, colors: { ...theme.colors, brand: brandColours(primaryColour) } };
}
