import { type RefObject, useEffect, useRef } from 'react';

/**
 * Text typed into a server-rendered field before the page hydrated: the browser kept it in the
 * field, but React, which was not listening yet, hydrates with the state it rendered on the server
 * (empty), so nothing would follow from it until the next keystroke. On a phone hydration comes a
 * second or two after the page paints, time enough to start typing. Once the field is live, what
 * it holds is taken as typed. A field rendered in the browser holds its state: nothing happens.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  const first = useRef({ value, onChange });
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onChange(typed);
  }, [input]);
}
