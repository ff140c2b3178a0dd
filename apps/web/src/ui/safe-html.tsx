import type DOMPurify from 'dompurify';
import { type ComponentPropsWithoutRef, useEffect, useState } from 'react';
import classes from './safe-html.module.css';

type SafeHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/**
 * The sanitiser is loaded with the first HTML to show, not with the page: the login page renders and works
 * without it, and the text it sanitises comes from a request that takes as long anyway.
 */
let purifier: typeof DOMPurify | undefined;
let purifierLoading: Promise<typeof DOMPurify> | undefined;
const loadPurifier = () => (purifierLoading ??= import('dompurify').then((module) => (purifier = module.default)));

/** Starts loading the sanitiser early (while the HTML itself is being fetched). */
export function preloadSanitizer(): void {
  void loadPurifier();
}

/** HTML from the server (resources, banners), sanitised before it reaches the page; nothing is shown unsanitised. */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const [isReady, setIsReady] = useState(purifier !== undefined);
  useEffect(() => {
    if (isReady) return undefined;
    let isMounted = true;
    void loadPurifier().then(() => isMounted && setIsReady(true));
    return () => {
      isMounted = false;
    };
  }, [isReady]);
  const safe = isReady && purifier ? purifier.sanitize(html) : '';
  return <div {...props} className={className ? `${classes.safeHtml} ${className}` : classes.safeHtml} dangerouslySetInnerHTML={{ __html: safe }} />;
}
