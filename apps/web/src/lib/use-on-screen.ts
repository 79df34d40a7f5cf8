import { useEffect, useState } from 'react';

/**
 * Whether any of `element` is on the user's screen: inside the viewport (and not scrolled away inside a scrolling
 * ancestor) while the tab is shown. False until the element exists.
 */
export function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!element) return;
    let inView = false;
    const update = () => setOnScreen(inView && document.visibilityState === 'visible');
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      update();
    });
    observer.observe(element);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
      setOnScreen(false);
    };
  }, [element]);
  return onScreen;
}
