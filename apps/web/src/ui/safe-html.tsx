import DOMPurify from 'dompurify';
import type { ComponentPropsWithoutRef } from 'react';

type SafeHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** HTML from the server (resources, banners), sanitised before it reaches the page. */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
