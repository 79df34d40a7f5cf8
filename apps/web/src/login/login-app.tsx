import { useEffect, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { Card } from '../components/ui/card.tsx';
import { LoadBoundary, lazyPart } from '../components/ui/lazy-part.tsx';
import type { InfoLinkComponent } from '../components/layout/footer-view.tsx';
import { LanguagePicker } from '../components/layout/language-picker.tsx';
import { Logo } from '../components/layout/logo.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { LoginNotice } from '../features/auth/components/login-notice.tsx';
import type { CallOutput } from '../features/auth/login-api.ts';
import { readPendingLogin, type PendingLogin } from '../features/auth/pending-login.ts';
import { BRANDS } from '../lib/brand.ts';
import { useLocale } from '../lib/locale.ts';
import { rememberedProductKey, selectPartnerConfig } from '../lib/partner-config.ts';
import type { LoginSearch } from '../lib/search-params.ts';
import { readLoginSearch, writeLoginSearch } from './login-location.ts';

type AppConfig = CallOutput<'config.get'>;

/** What the address shows: the phone form, or the code form of a login under way in this tab. */
type LoginPage = { kind: 'phone'; search: LoginSearch } | { kind: 'code'; pending: PendingLogin };

/** The page for the current address; /verify without a code request in this tab starts over. */
export function currentLoginPage(): LoginPage {
  if (window.location.pathname === '/verify') {
    const pending = readPendingLogin();
    if (pending) return { kind: 'code', pending };
    window.history.replaceState(null, '', '/generate-otp');
  }
  return { kind: 'phone', search: readLoginSearch(window.location.search) };
}

/**
 * The code step's form, with its code boxes, resend and delivery status, and their texts: fetched once the page
 * has loaded (main.tsx), or before the first render of /verify, not with the phone form's first bytes (decision
 * record 0063). The phone form shows while the code is sent, so the step is there when it is needed.
 */
const verifyStep = lazyPart(
  () => import('../features/auth/components/verify-form.tsx'),
  (module) => module.VerifyForm,
);
export const preloadVerifyStep = verifyStep.preload;

/** The code step's place while its code is still on the way (a slow network): a status text. */
function VerifyStepLoading() {
  return (
    <p role="status" className="text-slate-700">
      {m.common_loading()}
    </p>
  );
}

/**
 * The footer, below the fold (the page above it is a screen high): its code and texts are fetched with the
 * first render and it is drawn when they are in, so the first paint does not wait for them (decision record
 * 0063). Nothing on the first screen moves when it comes.
 */
const footer = lazyPart(
  () => import('../components/layout/footer-view.tsx'),
  (module) => module.FooterView,
);

/** The footer's info pages belong to the app: a plain link loads it. */
const InfoLink: InfoLinkComponent = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

interface LoginAppProps {
  config: AppConfig | null;
  /** Told the page's address after every change of page, the first one included (page views). */
  onPageShown: () => void;
}

/**
 * The login document (decision record 0027): the portal's header and footer around the login forms, with the
 * history of its two addresses kept here instead of by the app's router. A finished login loads the app.
 */
export function LoginApp({ config, onPageShown }: LoginAppProps) {
  const locale = useLocale();
  const [page, setPage] = useState(currentLoginPage);
  const variant = config?.brand ?? 'default';
  const brand = { variant, ...BRANDS[variant] };
  const partner = config
    ? selectPartnerConfig(config.configs, variant, window.location.pathname, rememberedProductKey())
    : null;

  useEffect(() => {
    const onPopState = () => setPage(currentLoginPage());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const title = page.kind === 'phone' ? m.auth_login_title() : m.auth_verify_title();
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title, brand.name, locale]);
  useEffect(onPageShown, [page, onPageShown]);

  function go(path: string, next: LoginPage) {
    window.history.pushState(null, '', path);
    window.scrollTo(0, 0);
    setPage(next);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <SkipLink />
        <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
          <a href="/" aria-label={m.layout_home_link({ brand: brand.name })} className="-ml-1 rounded-md p-1">
            <Logo variant={brand.variant} className="h-8 w-auto" />
          </a>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <LanguagePicker />
          </div>
        </div>
      </header>
      {/* A screen's height, as in the app, so the footer starts below the fold (decision record 0023). */}
      <div className="mx-auto flex min-h-dvh w-full max-w-7xl flex-1 desk:gap-8 desk:px-6">
        <main id="main" tabIndex={-1} className="w-full min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 desk:px-0">
          <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-5 sm:p-8">
            {page.kind === 'phone' ? (
              <>
                <div className="flex flex-col gap-2">
                  <h1 className="text-2xl font-bold text-slate-900">{m.auth_login_title()}</h1>
                  <p className="text-slate-700">{m.auth_login_subtitle()}</p>
                </div>
                <LoginNotice notice={page.search.notice} />
                <LoginForm
                  search={page.search}
                  onOtpSent={() => {
                    const pending = readPendingLogin();
                    if (pending) go('/verify', { kind: 'code', pending });
                  }}
                />
              </>
            ) : (
              <>
                <h1 className="text-2xl font-bold text-slate-900">{m.auth_verify_title()}</h1>
                <LoadBoundary loading={<VerifyStepLoading />}>
                  <verifyStep.Part
                    key={page.pending.operationId}
                    initial={page.pending}
                    // The app starts fresh with the new session: a full page load, never a cached page.
                    onVerified={(destination) => window.location.replace(destination)}
                    onChangeNumber={() => {
                      const { redirect, flow, id } = page.pending;
                      const search = { redirect, flow, id };
                      go(`/generate-otp${writeLoginSearch(search)}`, { kind: 'phone', search });
                    }}
                  />
                </LoadBoundary>
              </>
            )}
          </Card>
        </main>
      </div>
      <LoadBoundary loading={null}>
        <footer.Part brand={brand} partnerWhatsapp={partner?.whatsapp_number} InfoLink={InfoLink} />
      </LoadBoundary>
    </div>
  );
}
