import DOMPurify from 'dompurify';
import type { ComponentPropsWithoutRef } from 'react';
import classes from './safe-html.module.css';

type SafeHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** HTML from the server (resources, banners), sanitised before it reaches the page. */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  return (
    <div
      {...props}
      className={className ? `${classes.safeHtml} ${className}` : classes.safeHtml}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
