import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (epoch ms), never negative. */
export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds left until `until` (epoch ms), re-rendering each second while it runs. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsUntil(until, now);
}
