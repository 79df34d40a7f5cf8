import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';
import type { FooterView } from './footer-view.tsx';

/**
 * The footer starts below the fold on every page of the app and of the login document (their page area is a
 * screen high, decision record 0023), so its code and texts come once the page is drawn instead of in the first
 * bytes of every page and of the login (record 0046). Nothing is drawn in its place meanwhile, so nothing in
 * view moves when it comes. If its file cannot be downloaded the page goes on without a footer rather than
 * with an alert below it. React's `lazy` rather than `lazyPart`: in the chunk every page loads, the part loader
 * would cost more than the footer saves.
 */
type FooterProps = ComponentProps<typeof FooterView>;

const Footer = lazy<ComponentType<FooterProps>>(() =>
  import('./footer-view.tsx').then(
    (module) => ({ default: module.FooterView }),
    () => ({ default: () => null }),
  ),
);

export function LazyFooterView(props: FooterProps) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
