import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import type { Comment } from '@portal/contracts/entities/comment';
import { isUnauthorized } from '../../../lib/error-data.ts';
import { reportUnauthorized, trpc } from '../../../lib/trpc.ts';
import { chatThreadQuery } from '../components/claim-chat-after-page.tsx';

export function solvedTicketsQuery(claimId: string) {
  return trpc.chat.solvedTickets.queryOptions({ claimId });
}

export function useChatThread(claimId: string) {
  return useQuery(chatThreadQuery(claimId));
}

export function useSolvedTickets(claimId: string) {
  return useQuery(solvedTicketsQuery(claimId));
}

/**
 * Tells the gateway up to which customer-service reply the user has had the thread on screen, whenever a
 * newer one shows, so the claim list stops counting them as unread. `comments` is the thread while it is on
 * screen, undefined while it is not; a reply is reported once.
 */
export function useMarkThreadRead(claimId: string, comments: readonly Comment[] | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.chat.markRead.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.chat.unread.pathFilter()),
    }),
  );
  const lastReply = comments?.findLast((comment) => comment.sender_type === 'agent')?.id;
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!lastReply || reported.current === lastReply) return;
    reported.current = lastReply;
    mutate({ claimId, commentId: lastReply });
  }, [claimId, lastReply, mutate]);
}

/**
 * Listens to the gateway's live stream of the claim (decision record 0014) and writes what it pushes where
 * the page reads it: the thread into its query, and a new status by refetching the claim's details (and the
 * lists that show the claim). A lost session sends the user to login like any other 401.
 */
export function useClaimLive(claimId: string) {
  const queryClient = useQueryClient();
  const lastStatus = useRef<string | null>(null);
  const [statusUpdated, setStatusUpdated] = useState(false);

  const subscription = useSubscription(
    trpc.chat.watch.subscriptionOptions(
      { claimId },
      {
        onData(state) {
          const threadKey = trpc.chat.thread.queryKey({ claimId });
          const before = queryClient.getQueryData(threadKey)?.comments ?? [];
          queryClient.setQueryData(threadKey, { entity_ref_id: claimId, comments: state.comments });
          // A message that left the open thread went into a solved ticket.
          const stillOpen = new Set(state.comments.map((comment) => comment.id));
          if (before.some((comment) => !stillOpen.has(comment.id))) {
            void queryClient.invalidateQueries({ queryKey: trpc.chat.solvedTickets.queryKey({ claimId }) });
          }

          const status = state.status.code;
          const changedLive = lastStatus.current !== null && lastStatus.current !== status;
          lastStatus.current = status;
          if (changedLive) setStatusUpdated(true);
          const shown = queryClient.getQueryData(trpc.claims.detail.queryKey({ id: claimId }));
          if (changedLive || (shown !== undefined && shown.status.status_code !== status)) {
            void queryClient.invalidateQueries({ queryKey: trpc.claims.detail.queryKey({ id: claimId }) });
            void queryClient.invalidateQueries(trpc.claims.list.pathFilter());
            void queryClient.invalidateQueries(trpc.agency.claimList.pathFilter());
          }
        },
        onError(error) {
          if (isUnauthorized(error)) reportUnauthorized();
        },
      },
    ),
  );

  return {
    /** Connecting again after the stream broke off (the browser retries by itself). */
    reconnecting: subscription.status === 'connecting' && subscription.error !== null,
    /** The gateway ended the stream for good (not for a lost session, which leaves the page). */
    stopped: subscription.status === 'error' && !isUnauthorized(subscription.error),
    reconnect: () => subscription.reset(),
    /** The claim's status changed while the page was open. */
    statusUpdated,
  };
}

/**
 * Sends the typed message once per key: a double click or a retry after a timeout is the same message for the
 * gateway. The key changes after a message went through, so the next one is a new message.
 */
export function useSendChatMessage(claimId: string) {
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const mutation = useMutation(
    trpc.chat.send.mutationOptions({
      onSuccess(comment) {
        setIdempotencyKey(crypto.randomUUID());
        queryClient.setQueryData(trpc.chat.thread.queryKey({ claimId }), (thread) => {
          if (!thread || thread.comments.some((existing) => existing.id === comment.id)) return thread;
          return { ...thread, comments: [...thread.comments, comment] };
        });
      },
    }),
  );
  return {
    ...mutation,
    send: (message: string, options?: { onSuccess?: () => void }) =>
      mutation.mutate({ claimId, message, idempotencyKey }, options),
  };
}
