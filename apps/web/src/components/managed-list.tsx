import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';
import { describeError } from '../lib/failure-text.ts';
import { useReturnFocus } from '../lib/inline-form-focus.ts';
import { EmptyState, ErrorState, ListSkeleton, LoadingStatus } from './list-states.tsx';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { LoadBoundary, lazyPart } from './ui/lazy-part.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** What the last action did, shown above the list (a success is announced politely, a failure at once). */
export interface ListNotice {
  tone: 'success' | 'error';
  text: string;
}

/** What a managed list is doing besides listing: adding an item, or editing one. */
export type ListEditing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };

export interface ManagedListStateOptions<T> {
  /** Deletes an item at the broker. */
  remove: (item: T) => Promise<unknown>;
  /** After a delete: refresh the list. */
  afterRemove: () => Promise<unknown>;
  removedText: (item: T) => string;
  /** The catalogue key shown when a delete fails without a more specific one. */
  removeFallback: ErrorKey;
}

/**
 * The state of a managed list page: which item is being added or edited, what the last action did, and the
 * delete that waits for its confirmation (the dialog stays open with the reason when the delete fails).
 */
export function useManagedListState<T>({
  remove,
  afterRemove,
  removedText,
  removeFallback,
}: ManagedListStateOptions<T>) {
  const [editing, setEditing] = useState<ListEditing>({ kind: 'none' });
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const removal = useMutation({
    mutationFn: remove,
    onMutate: () => {
      setNotice(null);
      setDeleteError(null);
    },
    onSuccess: async (_removed, item) => {
      await afterRemove();
      setDeleting(null);
      setNotice({ tone: 'success', text: removedText(item) });
    },
    onError: (error) => setDeleteError(describeError(error, { fallback: removeFallback })),
  });

  return {
    editing,
    /** Opens the add form or an item's editor; the last notice goes. */
    startEditing: (next: ListEditing) => {
      setNotice(null);
      setEditing(next);
    },
    isEditing: (id: string) => editing.kind === 'edit' && editing.id === id,
    notice,
    setNotice,
    /** For the add and edit forms: saved (with what to announce), or cancelled. */
    editorCallbacks: {
      onSaved: (announcement: string) => {
        setEditing({ kind: 'none' });
        setNotice({ tone: 'success', text: announcement });
      },
      onCancel: () => setEditing({ kind: 'none' }),
    },
    deleting,
    removing: removal.isPending,
    askDelete: (item: T) => {
      setDeleteError(null);
      setDeleting(item);
    },
    /** Props of the ConfirmDialog that asks before the delete. */
    deleteDialog: {
      open: deleting !== null,
      onClose: () => setDeleting(null),
      pending: removal.isPending,
      error: deleteError,
      onConfirm: () => {
        if (deleting !== null) removal.mutate(deleting);
      },
    },
  };
}

/** The parts of a list query the page reads. */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ManagedListProps<T> {
  title: string;
  intro: string;
  addLabel: string;
  onAdd: () => void;
  /** Pointing at or focusing the add button: start loading the form's code (see lazyEditor). */
  onAddIntent?: () => void;
  /** The open add form, shown above the list (the add button hides meanwhile); null when closed. */
  addForm: ReactNode | null;
  notice: ListNotice | null;
  query: ListQuery<T>;
  loadFailed: string;
  emptyTitle: string;
  emptyBody: string;
  itemKey: (item: T) => string;
  /** The item's card. */
  renderItem: (item: T) => ReactNode;
  /** The item's editor while it is edited (it takes the card's place, across the row); else null. */
  editorFor: (item: T) => ReactNode | null;
  /** Dialogs of the page. */
  children?: ReactNode;
}

/**
 * A page of the user's own things that can be added, changed and deleted (documents, bank accounts): a title
 * with an add button, what the last action did, the add form, then the list with its loading, failed and
 * empty states; the list is named by the title.
 */
export function ManagedList<T>({
  title,
  intro,
  addLabel,
  onAdd,
  onAddIntent,
  addForm,
  notice,
  query,
  loadFailed,
  emptyTitle,
  emptyBody,
  itemKey,
  renderItem,
  editorFor,
  children,
}: ManagedListProps<T>) {
  const titleId = useId();
  const adding = addForm !== null;
  // A closed add form gives the focus back to the button that opened it.
  const addButton = useReturnFocus(adding);

  const rows = (query.data ?? []).map((item) => ({ item, key: itemKey(item), editor: editorFor(item) }));
  // A closed item editor (saved or cancelled) gives the focus back to the item's button that opened it, which
  // takes the editor's place again; the focus would otherwise fall to the page's body.
  const list = useRef<HTMLUListElement>(null);
  const editedKey = rows.find((row) => row.editor !== null)?.key ?? null;
  const lastEditedKey = useRef<string | null>(null);
  useEffect(() => {
    const closed = lastEditedKey.current;
    lastEditedKey.current = editedKey;
    if (closed === null || editedKey !== null) return;
    list.current
      ?.querySelector<HTMLElement>(`[data-item-key="${CSS.escape(closed)}"] [data-opens-editor]`)
      ?.focus();
  }, [editedKey]);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 id={titleId} className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          <p className="text-slate-600">{intro}</p>
        </div>
        {adding || !query.isSuccess ? null : (
          <Button
            ref={addButton}
            className="self-stretch sm:self-start"
            onClick={onAdd}
            onPointerEnter={onAddIntent}
            onFocus={onAddIntent}
          >
            {addLabel}
          </Button>
        )}
      </div>

      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {addForm}

      {query.isPending ? (
        <ListSkeleton label={m.common_loading()} count={2} />
      ) : query.isError ? (
        <ErrorState
          message={loadFailed}
          retryLabel={m.common_retry()}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : rows.length === 0 ? (
        adding ? null : (
          <EmptyState title={emptyTitle} body={emptyBody} />
        )
      ) : (
        <ul ref={list} aria-labelledby={titleId} className="grid gap-3 md:grid-cols-2">
          {rows.map(({ item, key, editor }) => (
            <li key={key} data-item-key={key} className={editor ? 'md:col-span-2' : undefined}>
              {editor ?? renderItem(item)}
            </li>
          ))}
        </ul>
      )}

      {children}
    </section>
  );
}

export interface ItemAction {
  label: string;
  /** The full name for screen readers, starting with the label ('Hapus KTP Budi'). */
  accessibleName: string;
  onClick: () => void;
  /** Pointing at or focusing the button: start loading what the click opens. */
  onIntent?: () => void;
  danger?: boolean;
  /** Opens the item's editor: the focus comes back here when the editor closes (ManagedList). */
  opensEditor?: boolean;
}

/** The buttons at the foot of an item's card, after an optional link. */
export function ItemActions({
  actions,
  disabled,
  leading,
}: {
  actions: readonly ItemAction[];
  disabled: boolean;
  leading?: ReactNode;
}) {
  return (
    <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap sm:items-center">
      {leading}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.danger ? 'ghost-danger' : 'secondary'}
            size="sm"
            disabled={disabled}
            aria-label={action.accessibleName}
            data-opens-editor={action.opensEditor ? '' : undefined}
            onClick={action.onClick}
            onPointerEnter={action.onIntent}
            onFocus={action.onIntent}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * An add or edit form whose code loads when it is wanted (decision record 0023): the forms carry the select,
 * the upload pipeline and the form library, which a visit that only reads the list never needs. `prefetch`
 * starts the download on intent (pointing at or focusing the button that opens the form); until the code is
 * there, a card of the form's first rows with a status text stands in. The form opens on the user's click,
 * so the page grows below what they act on, as it does when the form is ready at once.
 */
export function lazyEditor<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const { Part, preload } = lazyPart(load, pick);
  function Editor(props: P) {
    return (
      <LoadBoundary loading={<EditorLoading />}>
        <Part {...props} />
      </LoadBoundary>
    );
  }
  return { Editor, prefetch: preload };
}

function EditorLoading() {
  return (
    <Card className="p-4 sm:p-5">
      <LoadingStatus label={m.common_loading()} className="flex flex-col gap-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </LoadingStatus>
    </Card>
  );
}

/** Save and cancel at the foot of an add or edit form; both wait while the save runs. */
export function EditorActions({
  saveLabel,
  savingLabel,
  cancelLabel,
  pending,
  onCancel,
}: {
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button type="submit" disabled={pending}>
        {pending ? savingLabel : saveLabel}
      </Button>
      <Button variant="secondary" disabled={pending} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
