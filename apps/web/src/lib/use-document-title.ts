import { useEffect } from 'react';

/** "Polis Saya · PolisKu": each page names itself in the tab and for screen readers. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · PolisKu`;
  }, [title]);
}
