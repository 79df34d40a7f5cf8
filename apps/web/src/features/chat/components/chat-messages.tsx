import type { Comment } from '@portal/contracts/entities/comment';
import { m } from '@portal/i18n/messages';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { isWebUrl } from '../../../lib/safe-url.ts';

/** Messages of a conversation, the user's on the right and customer service's on the left. */
export function ChatMessages({ comments }: { comments: readonly Comment[] }) {
  const locale = useLocale();
  return (
    <ol className="flex flex-col gap-3">
      {comments.map((comment) => {
        const fromUser = comment.sender_type === 'user';
        return (
          <li
            key={comment.id}
            data-sender={comment.sender_type}
            className={cn(
              'flex max-w-[85%] flex-col gap-1 rounded-xl px-3 py-2',
              fromUser ? 'self-end rounded-br-sm bg-brand-50' : 'self-start rounded-bl-sm bg-slate-100',
            )}
          >
            <p className="text-xs font-semibold text-slate-700">
              {fromUser ? m.chat_sender_you() : m.chat_sender_agent({ name: comment.sender_name })}
            </p>
            <p className="text-sm break-words whitespace-pre-line text-slate-900">{comment.message}</p>
            {comment.attachment_url && isWebUrl(comment.attachment_url) ? (
              <a
                href={comment.attachment_url}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-semibold text-brand-800 underline underline-offset-2"
              >
                {m.chat_attachment()}
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
