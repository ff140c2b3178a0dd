import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Spec 2 §5, §9: the table search waits 500 ms after the last keystroke. */
export const searchDebounceMs = 500;

/** The term a search may run with: more than 2 characters, or empty (which lists everything); else null. */
export function searchableTerm(input: string): string | null {
  const term = input.trim();
  return term === '' || term.length > 2 ? term : null;
}

/**
 * The search box's value and the term the table searches with. The term follows the box 500 ms after typing
 * stops, and only to a searchable value: typing 'ab' keeps the previous results instead of searching for it.
 */
export function useAccountSearchTerm() {
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input, searchDebounceMs);
  const [term, setTerm] = useState('');

  // Adjusting state while rendering (React's documented alternative to an effect): no extra render pass.
  const next = searchableTerm(debounced);
  if (next !== null && next !== term) setTerm(next);

  const clear = () => {
    setInput('');
    setTerm('');
  };
  return { input, setInput, term, clear };
}
