import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { isWebUrl } from '../../../lib/safe-url.ts';
import { useClaimComments } from '../hooks/use-claim-detail.ts';

/** The claim's comment thread, read-only (writing comes with the chat). */
export function ClaimComments({ claimId }: { claimId: string }) {
  const locale = useLocale();
  const query = useClaimComments(claimId);

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {m.common_loading()}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-red-800">{m.claims_comments_failed()}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {m.common_retry()}
        </Button>
      </div>
    );
  }
  const comments = query.data.comments;
  if (comments.length === 0) return <p className="text-sm text-slate-700">{m.claims_comments_empty()}</p>;

  return (
    <ol className="flex flex-col gap-3">
      {comments.map((comment) => {
        const fromUser = comment.sender_type === 'user';
        return (
          <li
            key={comment.id}
            className={cn(
              'flex max-w-[90%] flex-col gap-1 rounded-xl px-3 py-2',
              fromUser ? 'self-end bg-brand-50' : 'self-start bg-slate-100',
            )}
          >
            <p className="text-xs font-semibold text-slate-700">
              {fromUser ? m.claims_comment_you() : `${comment.sender_name} · ${m.claims_comment_agent()}`}
            </p>
            <p className="text-sm whitespace-pre-line text-slate-900">{comment.message}</p>
            {comment.attachment_url && isWebUrl(comment.attachment_url) ? (
              <a
                href={comment.attachment_url}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-semibold text-brand-800 underline underline-offset-2"
              >
                {m.claims_comment_attachment()}
                <span className="sr-only"> {m.common_opens_in_new_tab()}</span>
              </a>
            ) : null}
            <p className="text-xs text-slate-600">
              <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, locale)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
