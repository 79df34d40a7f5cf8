import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { EndorsementParams, KeyedEndorsementRow } from '@portal/contracts/endorsement-table';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailSkeleton } from '../../../components/detail-states.tsx';
import { ErrorState } from '../../../components/list-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { LoadBoundary } from '../../../components/ui/lazy-part.tsx';
import { errorKeyOf } from '../../../lib/error-data.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { forgetVerification, readVerification } from '../endorsement-verification.ts';
import {
  useEndorsementView,
  type EndorsementOutcome,
  type EndorsementViewData,
} from '../hooks/use-endorsement.ts';
import { doneScreen, editorScreen, lookupScreen, otpScreen } from '../endorsement-screens.ts';

/** A policy's detail page, the one page the form's back link returns to besides the list. */
const POLICY_DETAIL_PATH = /^\/policydetail\/[^/?#]+$/;

/** Refusals of a link or a verification: the page says why and shows no form. */
const REFUSALS = [
  'endorsement_token_invalid',
  'endorsement_token_used',
  'endorsement_token_expired',
  'endorsement_token_foreign',
  'endorsement_policy_not_found',
  'endorsement_not_endorsable',
] as const;

/**
 * Every endorsement route of spec §2 (decision record 0018): a lookup row first finds the policy, then the
 * row's policy opens with its form. A visitor without a session verifies by the endorsement OTP on a row
 * opened by id; a tokenised link needs nothing more.
 */
interface EndorsementPageProps {
  row: KeyedEndorsementRow;
  params: EndorsementParams;
  signedIn: boolean;
}

export function EndorsementPage({ row, params, signedIn }: EndorsementPageProps) {
  useDocumentTitle(m.endorse_title());
  // Opened from a policy's detail, the form goes back there; otherwise to the list of policies.
  const fromPolicy = useLocation({ select: (location) => location.state.backTo });
  const back = !signedIn ? null : fromPolicy && POLICY_DETAIL_PATH.test(fromPolicy) ? (
    <BackLink href={fromPolicy}>{m.endorse_back_to_policy()}</BackLink>
  ) : (
    <BackLink href="/">{m.common_back_to_policy_list()}</BackLink>
  );
  const looksUp = row.access === 'lookup' && !params.id;
  // The lookup opens the form next: its code comes while the user types the number.
  useEffect(() => {
    if (looksUp) void editorScreen.preload();
  }, [looksUp]);
  if (looksUp) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ScreenBoundary>
          <lookupScreen.Part row={row} />
        </ScreenBoundary>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <EndorsementFlow
        key={`${row.key}:${JSON.stringify(params)}`}
        row={row}
        params={params}
        signedIn={signedIn}
      />
    </div>
  );
}

function EndorsementFlow({ row, params, signedIn }: EndorsementPageProps) {
  const policyId = params.id ?? '';
  const [verification, setVerification] = useState(() =>
    row.access === 'id' && policyId ? readVerification(policyId) : undefined,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ result: EndorsementOutcome; view: EndorsementViewData } | null>(
    null,
  );
  const queryClient = useQueryClient();
  const viewInput = { key: row.key, params, verification };
  const view = useEndorsementView(viewInput);
  // The step after the one shown: the form after the OTP step, the outcome after the form.
  const next = view.data?.status === 'needs' ? editorScreen : view.data ? doneScreen : null;
  useEffect(() => {
    if (next) void next.preload();
  }, [next]);
  // A spent or timed-out authorization: forget it, and a new code opens the form again.
  const verificationLost =
    verification !== undefined &&
    view.isError &&
    errorKeyOf(view.error) === 'endorsement_verification_expired';
  useEffect(() => {
    if (!verificationLost) return;
    forgetVerification(policyId);
    setVerification(undefined);
    setNotice(describeError(view.error));
  }, [verificationLost, policyId, view.error]);

  if (outcome) {
    return (
      <ScreenBoundary>
        <doneScreen.Part
          outcome={outcome.result}
          view={outcome.view}
          signedIn={signedIn}
          onAgain={() => {
            setOutcome(null);
            // The view was only marked stale by the change (use-endorsement.ts): the form waits for the policy's
            // new values instead of opening on the old ones.
            void queryClient.resetQueries(trpc.endorsements.view.queryFilter(viewInput));
          }}
        />
      </ScreenBoundary>
    );
  }

  if (view.isPending || verificationLost) return <EndorsementLoading />;

  if (view.isError) {
    const key = errorKeyOf(view.error);
    if (key && (REFUSALS as readonly string[]).includes(key)) {
      return (
        <section aria-labelledby="endorse-refused" className="flex flex-col gap-4">
          <h1 id="endorse-refused" className="text-2xl font-bold text-slate-900">
            {m.endorse_refused_heading()}
          </h1>
          <Alert tone="error">{describeError(view.error)}</Alert>
        </section>
      );
    }
    return (
      <>
        <h1 className="sr-only">{m.endorse_title()}</h1>
        <ErrorState
          message={describeError(view.error, { fallback: 'policy_detail_failed' })}
          retryLabel={m.common_retry()}
          onRetry={() => void view.refetch()}
          retrying={view.isFetching}
        />
      </>
    );
  }

  const data = view.data;
  if (data.status === 'needs' && data.needs === 'login') return <LoginFirst />;
  if (data.status === 'needs') {
    return (
      <ScreenBoundary>
        <otpScreen.Part
          row={row}
          params={params}
          notice={notice}
          onVerified={(verified) => {
            setNotice(null);
            setVerification(verified);
          }}
        />
      </ScreenBoundary>
    );
  }

  return (
    <ScreenBoundary>
      <editorScreen.Part
        row={row}
        params={params}
        view={data}
        verification={verification}
        verified={notice === null && verification !== undefined}
        onDone={(result) => {
          if (verification) forgetVerification(policyId);
          setVerification(undefined);
          setOutcome({ result, view: data });
        }}
      />
    </ScreenBoundary>
  );
}

/**
 * The page while the policy or a screen's code loads. It keeps its level-one heading, as its error state does:
 * a lookup's search lands here, and a screen reader (or an axe scan) would otherwise meet a page without one.
 */
function EndorsementLoading() {
  return (
    <>
      <h1 className="sr-only">{m.endorse_title()}</h1>
      <DetailSkeleton label={m.common_loading()} />
    </>
  );
}

/** A screen whose code is still coming shows the page's loading skeleton, as while the policy loads. */
function ScreenBoundary({ children }: { children: ReactNode }) {
  return <LoadBoundary loading={<EndorsementLoading />}>{children}</LoadBoundary>;
}

/** A row that needs a session whose session ended meanwhile: log in and come back. */
function LoginFirst() {
  const href = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return (
    <section aria-labelledby="endorse-login" className="flex flex-col gap-4">
      <h1 id="endorse-login" className="text-2xl font-bold text-slate-900">
        {m.endorse_title()}
      </h1>
      <Alert tone="info">{pageErrorText('session_expired')}</Alert>
      <Link
        to="/generate-otp"
        search={{ redirect: href }}
        className={buttonVariants({ className: 'self-start' })}
      >
        {m.auth_login_title()}
      </Link>
    </section>
  );
}
