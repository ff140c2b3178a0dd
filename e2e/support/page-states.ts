/**
 * Runs inside every document of the journeys (an init script, so it holds nothing from outside this function): it
 * names the page state a user sees and flags the document whenever that name changes, so the axe audit of
 * ./test.ts can judge each state once before the journey acts on it.
 *
 * A state is the path and query, the visible headings (h1–h3), the open dialogs, the selected tabs, whether a
 * menu, a list of options or a toast is open. It also counts the app's requests in flight, so the audit can wait for
 * the state's content instead of judging its loader.
 */
export function watchPageStates(): void {
  const changedAttribute = 'data-axe-state-changed';
  const stateAttribute = 'data-axe-state';
  let requestsInFlight = 0;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    requestsInFlight += 1;
    return originalFetch(...args).finally(() => {
      requestsInFlight -= 1;
    });
  };

  const visible = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.checkVisibility());
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const dialogName = (dialog: Element) => {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const title = labelledBy ? document.getElementById(labelledBy) : null;
    return dialog.getAttribute('aria-label') ?? (title ? textOf(title) : 'dialog');
  };
  const stateName = () =>
    [
      location.pathname + location.search,
      ...visible('h1, h2, h3').map((heading) => `${heading.tagName}:${textOf(heading)}`),
      ...visible('[role="dialog"], [role="alertdialog"]').map((dialog) => `dialog:${dialogName(dialog)}`),
      ...visible('[role="tab"][aria-selected="true"]').map((tab) => `tab:${textOf(tab)}`),
      visible('[role="menu"]').length > 0 ? 'menu' : '',
      visible('[role="listbox"]').length > 0 ? 'listbox' : '',
      visible('.mantine-Notification-root').length > 0 ? 'toast' : '',
    ]
      .filter(Boolean)
      .join(' | ');

  let lastState = '';
  const check = () => {
    const root = document.documentElement;
    const state = stateName();
    if (state === lastState) return;
    lastState = state;
    root.setAttribute(stateAttribute, state);
    root.setAttribute(changedAttribute, '');
  };
  let isScheduled = false;
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    setTimeout(() => {
      isScheduled = false;
      check();
    }, 30);
  };
  new MutationObserver(schedule).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'aria-expanded', 'style', 'class', 'hidden'],
  });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      schedule();
    };
  }
  addEventListener('popstate', schedule);

  /** Nothing loading: the document loaded, no request of the app in flight, no loader or skeleton shown, no transition running. */
  const isQuiet = () =>
    document.readyState === 'complete' &&
    requestsInFlight === 0 &&
    visible('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]').length === 0 &&
    document.getAnimations().every((animation) => animation.effect?.getComputedTiming().endTime === Infinity || animation.playState !== 'running');
  Object.assign(window, { __pageStates: { isQuiet } });
}

declare global {
  interface Window {
    __pageStates?: { isQuiet: () => boolean };
  }
}
