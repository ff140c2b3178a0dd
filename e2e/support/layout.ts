import type { Locator } from '@playwright/test';

/**
 * Whether an element's text is cut: clipped by its own box (an ellipsis, a shrunken badge), or running past the right
 * edge of its table cell (over the next column) or of the window. A hidden or empty element counts as cut.
 */
export function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cell = element.closest('td, th')?.getBoundingClientRect();
    return (
      box.width === 0 ||
      element.scrollWidth > element.clientWidth + 1 ||
      (cell !== undefined && box.right > cell.right + 1) ||
      box.right > document.documentElement.clientWidth + 1
    );
  });
}
