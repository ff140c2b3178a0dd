import { type RefObject, useEffect, useRef } from 'react';

/**
 * Back from a detail view, the keyboard focus returns to the row's button it was opened with: the element in
 * `container` whose `data-{name}` is `value`, or the container itself when that row is no longer shown. Read once,
 * on arrival: later page or sort changes leave the focus where the user put it.
 */
export function useReturnFocus(container: RefObject<HTMLElement | null>, name: string, value: string | number | null): void {
  const target = useRef(value);
  useEffect(() => {
    const element = container.current;
    if (target.current === null || !element) return;
    const button = element.querySelector<HTMLElement>(`[data-${name}="${CSS.escape(String(target.current))}"]`);
    (button ?? element).focus();
  }, [container, name]);
}
