import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '@portal/i18n/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { regionName } from '../../../lib/country-name.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { signedInSessionsQuery } from '../hooks/use-profile.ts';
import { SectionError, SectionLoading } from './section-states.tsx';

type SignedInSession = Awaited<ReturnType<typeof trpcClient.sessions.list.query>>[number];

/** Which end waits for its confirmation: one other session, or all of them. */
type Ending = { kind: 'one'; session: SignedInSession } | { kind: 'others'; count: number };

const KIND_NAMES: Record<NonNullable<SignedInSession['deviceKind']>, () => string> = {
  mobile: () => m.profile_sessions_kind_mobile(),
  tablet: () => m.profile_sessions_kind_tablet(),
  desktop: () => m.profile_sessions_kind_desktop(),
};

/** "Chrome on Android" in the page's language; the part that is known when only one is. */
function deviceName(session: SignedInSession): string {
  if (session.browser && session.os)
    return m.profile_sessions_device({ browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? m.profile_sessions_device_unknown();
}

/**
 * The devices signed in to the account (ASVS 5.0 7.5.2): each with its browser and system, its country when
 * the gateway knows it, and when it signed in and was last active; any other can be ended, or all others at
 * once, after a confirmation. A failed end keeps the list and says why in the dialog.
 */
export function SignedInSessions() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const query = useQuery(signedInSessionsQuery());
  const [ending, setEnding] = useState<Ending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const end = useMutation({
    mutationFn: (target: Ending) =>
      target.kind === 'one'
        ? trpcClient.sessions.end.mutate({ id: target.session.id })
        : trpcClient.sessions.endOthers.mutate(),
    onMutate: () => setNotice(null),
    onSuccess: async (_ended, target) => {
      await queryClient.invalidateQueries(trpc.sessions.list.queryFilter());
      setEnding(null);
      setNotice(
        target.kind === 'one'
          ? m.profile_sessions_ended({ device: deviceName(target.session) })
          : m.profile_sessions_others_ended(),
      );
    },
  });

  if (query.isPending) return <SectionLoading />;
  if (query.isError)
    return <SectionError error={query.error} fallback="sessions_load_failed" query={query} />;
  const others = query.data.filter((session) => !session.current);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{m.profile_sessions_intro()}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <ul className="flex flex-col divide-y divide-slate-200">
        {query.data.map((session) => {
          const where = [
            session.deviceKind ? KIND_NAMES[session.deviceKind]() : null,
            session.country ? regionName(session.country, locale) : null,
          ].filter(Boolean);
          return (
            <li
              key={session.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  <span className="break-words">{deviceName(session)}</span>
                  {session.current ? <Badge tone="green">{m.profile_sessions_this_device()}</Badge> : null}
                </p>
                {where.length > 0 ? <p className="text-sm text-slate-700">{where.join(' · ')}</p> : null}
                <p className="text-sm text-slate-600">
                  {m.profile_sessions_first_seen({ when: formatDateTime(session.firstSeenAt, locale) })}
                </p>
                <p className="text-sm text-slate-600">
                  {m.profile_sessions_last_seen({ when: formatDateTime(session.lastSeenAt, locale) })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  aria-label={`${m.profile_sessions_end()}: ${deviceName(session)}`}
                  onClick={() => {
                    end.reset();
                    setEnding({ kind: 'one', session });
                  }}
                >
                  {m.profile_sessions_end()}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="ghost-danger"
          className="self-start"
          onClick={() => {
            end.reset();
            setEnding({ kind: 'others', count: others.length });
          }}
        >
          {m.profile_sessions_end_others()}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{m.profile_sessions_only_this()}</p>
      )}
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={
          ending?.kind === 'others' ? m.profile_sessions_end_others_title() : m.profile_sessions_end_title()
        }
        description={
          ending?.kind === 'others'
            ? m.profile_sessions_end_others_body({ count: String(ending.count) })
            : ending
              ? m.profile_sessions_end_body({ device: deviceName(ending.session) })
              : ''
        }
        confirmLabel={ending?.kind === 'others' ? m.profile_sessions_end_others() : m.profile_sessions_end()}
        cancelLabel={m.profile_sessions_cancel()}
        onConfirm={() => {
          if (ending) end.mutate(ending);
        }}
        pending={end.isPending}
        error={end.isError ? describeError(end.error, { fallback: 'session_end_failed' }) : null}
      />
    </div>
  );
}
