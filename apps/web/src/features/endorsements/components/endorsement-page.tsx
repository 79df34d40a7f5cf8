import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { EndorsementParams, KeyedEndorsementRow } from '@portal/contracts/endorsement-table';
import { m } from '@portal/i18n/messages';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailSkeleton } from '../../../components/detail-states.tsx';
import { ErrorState } from '../../../components/list-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { describeError, errorKeyOf } from '../../../lib/errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { forgetVerification, readVerification } from '../endorsement-verification.ts';
import {
  useEndorsementView,
  type EndorsementOutcome,
  type EndorsementViewData,
} from '../hooks/use-endorsement.ts';
import { EndorsementDone } from './endorsement-done.tsx';
import { EndorsementEditor } from './endorsement-editor.tsx';
import { EndorsementLookup } from './endorsement-lookup.tsx';
import { EndorsementOtp } from './endorsement-otp.tsx';

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
  const back = signedIn ? <BackLink href="/">{m.common_back_to_policy_list()}</BackLink> : null;
  if (row.access === 'lookup' && !params.id) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <EndorsementLookup row={row} />
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
  const view = useEndorsementView({ key: row.key, params, verification });
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
      <EndorsementDone
        outcome={outcome.result}
        view={outcome.view}
        signedIn={signedIn}
        onAgain={() => {
          setOutcome(null);
          void view.refetch();
        }}
      />
    );
  }

  if (view.isPending) return <DetailSkeleton label={m.common_loading()} />;

  if (verificationLost) return <DetailSkeleton label={m.common_loading()} />;

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
      <EndorsementOtp
        row={row}
        params={params}
        notice={notice}
        onVerified={(next) => {
          setNotice(null);
          setVerification(next);
        }}
      />
    );
  }

  return (
    <EndorsementEditor
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
  );
}

/** A row that needs a session whose session ended meanwhile: log in and come back. */
function LoginFirst() {
  const href = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return (
    <section aria-labelledby="endorse-login" className="flex flex-col gap-4">
      <h1 id="endorse-login" className="text-2xl font-bold text-slate-900">
        {m.endorse_title()}
      </h1>
      <Alert tone="info">{m.error_session_expired()}</Alert>
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
