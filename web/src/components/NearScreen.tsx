import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `fallback` until its place comes within `margin` of the screen (by default half a screen's height), then `children`:
 * what lies below the fold, and its code, cost nothing on the way to a slow PC's first screen and are there by the
 * time they are scrolled to. Never before the first paint; at once where the browser cannot tell.
 */
export function NearScreen({
  children,
  fallback = null,
  margin = '50%',
}: {
  children: ReactNode;
  fallback?: ReactNode;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(place.current!);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place}>{fallback}</div>;
}
