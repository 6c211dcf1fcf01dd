/**
 * A signed-in member's interface language from their user document, where another device of
 * theirs saved it (use-language.ts).
 */
import { useEffect, useRef } from 'react';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { currentLanguage, switchLanguage } from './language';

/**
 * A member who chose a language on another device gets it here once their document loads. Only
 * the first answer counts: after that, this device's own switch is the latest choice.
 */
export function useMemberLanguage(uid: string): void {
  const { data } = useGetUserDocQuery(uid);
  const adopted = useRef(false);
  const saved = data?.Language;
  useEffect(() => {
    if (adopted.current || data === undefined) return;
    adopted.current = true;
    if (saved !== undefined && saved !== currentLanguage()) void switchLanguage(saved);
  }, [data, saved]);
}
