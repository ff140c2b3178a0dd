import { messages } from '@portal/contracts';
import { ScrollArea, Text } from '@mantine/core';
import { SafeHtml } from './safe-html';

/**
 * Updated terms to read before Accept, in a box of limited height. The box is a named region the keyboard can focus
 * and scroll (WCAG 2.1.1): its text holds nothing else to focus.
 */
export function TermsScrollBox({ html }: { html: string | undefined }) {
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': messages.shell.termsOfService }}>
      {html === undefined ? <Text c="dimmed">{messages.shell.loading}</Text> : <SafeHtml html={html} />}
    </ScrollArea.Autosize>
  );
}
