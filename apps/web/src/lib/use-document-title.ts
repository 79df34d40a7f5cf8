import { useEffect } from 'react';
import { useBrand } from './app-config.ts';

/** "Polis Saya · PolisKu": each page names itself in the tab and for screen readers, with the brand's name. */
export function useDocumentTitle(title: string): void {
  const brand = useBrand().name;
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}
