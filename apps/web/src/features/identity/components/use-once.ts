import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once, after the first render in which `when` is true, and never again while the
 * component lives (StrictMode's double effect included): for sends and sign-ins that must not
 * repeat.
 */
export function useOnce(when: boolean, effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    effect();
  }, [when, effect]);
}
