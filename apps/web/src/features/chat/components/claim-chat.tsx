import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { m } from '@portal/i18n/messages';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { readSessionDraft, writeSessionDraft } from '../../../lib/session-draft.ts';
import { useOnScreen } from '../../../lib/use-on-screen.ts';
import {
  useChatThread,
  useClaimLive,
  useMarkThreadRead,
  useSendChatMessage,
  useSolvedTickets,
} from '../hooks/use-claim-chat.ts';
import { ChatMessages } from './chat-messages.tsx';

/** The broker's limit on one message (add-comments). */
const MESSAGE_MAX_LENGTH = 2000;

/**
 * Chat with customer service on a claim (spec §1, §7 Comments): the open conversation, kept current by the
 * gateway's live stream, a box to write in, and the tickets already solved.
 */
export function ClaimChat({ claimId }: { claimId: string }) {
  const live = useClaimLive(claimId);
  return (
    <SectionCard title={m.chat_title()}>
      <p className="-mt-2 text-sm text-slate-700">{m.chat_intro()}</p>
      {live.statusUpdated ? <Alert tone="info">{m.chat_status_updated()}</Alert> : null}
      {live.reconnecting ? (
        <p role="status" className="text-sm text-amber-900">
          {m.chat_reconnecting()}
        </p>
      ) : null}
      {live.stopped ? (
        <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
          <span>{m.chat_live_unavailable()}</span>
          <Button variant="secondary" size="sm" onClick={live.reconnect}>
            {m.chat_reconnect()}
          </Button>
        </Alert>
      ) : null}
      <ChatThread claimId={claimId} />
      <ChatComposer claimId={claimId} />
      <SolvedTickets claimId={claimId} />
    </SectionCard>
  );
}

/** A part of the chat that could not load, with a retry (as the payout picker's accounts). */
function RetryableFailure({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={busy}>
        {m.common_retry()}
      </Button>
    </Alert>
  );
}

function ChatThread({ claimId }: { claimId: string }) {
  const query = useChatThread(claimId);
  // Read is what the user has had on screen: a thread below the fold of a claim opened for its status is not.
  const [log, setLog] = useState<HTMLDivElement | null>(null);
  useMarkThreadRead(claimId, useOnScreen(log) ? query.data?.comments : undefined);

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {m.common_loading()}
      </p>
    );
  }
  if (query.isError) {
    return (
      <RetryableFailure
        message={m.chat_thread_failed()}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  }
  return (
    // A log: screen readers read out what arrives. Focusable, as it scrolls on its own. The newest message is at
    // the bottom, and a reversed column opens scrolled to its end and stays there as messages arrive, without
    // script: measuring the thread to scroll it would lay the whole page out at once, in the task that draws the
    // chat. A user who scrolled back to read stays where they are.
    <div
      ref={setLog}
      role="log"
      aria-label={m.chat_thread_label()}
      tabIndex={0}
      className="flex max-h-[28rem] flex-col-reverse overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div>
        {query.data.comments.length === 0 ? (
          <p className="text-sm text-slate-700">{m.chat_empty()}</p>
        ) : (
          <ChatMessages comments={query.data.comments} />
        )}
      </div>
    </div>
  );
}

function ChatComposer({ claimId }: { claimId: string }) {
  const ids = useId();
  // What is typed and not sent yet is kept in the tab: a reload, or a lost session's login, brings it back.
  const draftName = `chat.${claimId}`;
  const [message, setTyped] = useState(
    () => readSessionDraft(draftName, (value): value is string => typeof value === 'string') ?? '',
  );
  const setMessage = (text: string) => {
    setTyped(text);
    writeSessionDraft(draftName, text, text.trim() === '');
  };
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const chat = useSendChatMessage(claimId);
  const sending = chat.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (message.trim() === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    // Only a message that went through leaves the box; after a failure it stays to be sent again.
    chat.send(message, { onSuccess: () => setMessage('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const hintId = `${ids}-hint`;
  const problemId = `${ids}-problem`;
  const problem = missing
    ? m.chat_message_required()
    : chat.isError
      ? describeError(chat.error, { fallback: 'chat_send_failed' })
      : null;

  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={onSubmit}>
      <Label htmlFor={`${ids}-message`}>{m.chat_message_label()}</Label>
      <Textarea
        ref={field}
        id={`${ids}-message`}
        rows={3}
        value={message}
        maxLength={MESSAGE_MAX_LENGTH}
        // Read-only rather than disabled while sending: the focus stays in the box.
        readOnly={sending}
        aria-invalid={missing || undefined}
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        onChange={(event) => {
          setMessage(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {m.chat_message_hint()}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" className="self-end" disabled={sending}>
        {sending ? m.chat_sending() : m.chat_send()}
      </Button>
    </form>
  );
}

function SolvedTickets({ claimId }: { claimId: string }) {
  const locale = useLocale();
  const headingId = useId();
  const query = useSolvedTickets(claimId);

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {m.common_loading()}
      </p>
    );
  } else if (query.isError) {
    body = (
      <RetryableFailure
        message={m.chat_solved_failed()}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-slate-700">{m.chat_solved_empty()}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-2">
        {/* Newest first. */}
        {[...query.data].reverse().map((ticket) => (
          <li key={ticket.ticket_id}>
            <details className="group rounded-lg border border-slate-200">
              <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                <span className="flex min-w-0 flex-col">
                  {/* A subject is the ticket's first message: one long word must wrap, not widen the page. */}
                  <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                    {ticket.subject}
                  </span>
                  <span className="text-xs text-slate-600">
                    {m.chat_solved_on({ date: formatDate(ticket.solved_at, locale) })}
                  </span>
                </span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="size-4 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                >
                  <path
                    d="M4 6l4 4 4-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                  />
                </svg>
              </summary>
              <div className="border-t border-slate-200 p-3">
                <ChatMessages comments={ticket.comments} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {m.chat_solved_title()}
      </h3>
      {body}
    </section>
  );
}
