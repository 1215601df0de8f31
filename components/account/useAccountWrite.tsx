'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { UpstreamError } from '@/lib/account/upstream';
import { UpgradeAccess } from './UpgradeAccess';

type CachedQuery<V, T, D> = {
  key: QueryKey;
  /** The cached data as it will be once the write succeeds, shown at once (optimistic). */
  optimistic?: (current: D | undefined, variables: V) => D | undefined;
  /** The cached data from the write's answer; without it the query is read again after the write. */
  fromAnswer?: (answer: T) => D;
};

export type AccountWriteOptions<V, T, D> = {
  /** The write itself, usually `upstream(path, schema, { method, body })`. */
  write: (variables: V) => Promise<T>;
  /** The query the write changes (ADR 18): set optimistically, restored on failure, refreshed after. */
  query?: CachedQuery<V, T, D>;
  onSuccess?: (answer: T, variables: V) => void;
  /** Any failure but the upgrade prompt (which this hook handles): e.g. to map a 400's fields. */
  onFailure?: (error: UpstreamError, variables: V) => void;
};

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const asUpstreamError = (error: unknown) => (error instanceof UpstreamError ? error : new UpstreamError(0, 'unavailable'));
const needsUpgrade = (error: UpstreamError) => error.status === 403 && error.code === 'upgrade_required';

/**
 * One write of the customer area (ADR 18): a react-query mutation through the door that shows its
 * result at once, rolls the cache back when it fails, and, when the door wants upgraded write access
 * (403 upgrade_required), offers the upgrade prompt in place and then repeats the very same write, so
 * the customer types nothing twice. The caller's form keeps its values whatever happens.
 */
export function useAccountWrite<V, T, D = T>(options: AccountWriteOptions<V, T, D>) {
  const client = useQueryClient();
  const [awaitingUpgrade, setAwaitingUpgrade] = useState<{ variables: V }>();
  const { query } = options;

  const mutation = useMutation<T, UpstreamError, V, { previous?: D }>({
    mutationFn: async (variables) => {
      try {
        return await options.write(variables);
      } catch (error) {
        throw asUpstreamError(error);
      }
    },
    onMutate: async (variables) => {
      if (!query) return {};
      await client.cancelQueries({ queryKey: query.key });
      const previous = client.getQueryData<D>(query.key);
      if (query.optimistic) client.setQueryData<D>(query.key, query.optimistic(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (query && context) client.setQueryData<D>(query.key, context.previous);
      if (needsUpgrade(error)) setAwaitingUpgrade({ variables });
      else options.onFailure?.(error, variables);
    },
    onSuccess: (answer, variables) => {
      if (query?.fromAnswer) client.setQueryData<D>(query.key, query.fromAnswer(answer));
      options.onSuccess?.(answer, variables);
    },
    onSettled: (_answer, error) => {
      if (query && !query.fromAnswer && !(error && needsUpgrade(error))) void client.invalidateQueries({ queryKey: query.key });
    },
  });

  const state: SaveState = mutation.isPending
    ? 'saving'
    : mutation.isSuccess
      ? 'saved'
      : mutation.isError && !awaitingUpgrade && !needsUpgrade(mutation.error)
        ? 'failed'
        : 'idle';

  const upgrade: ReactNode = awaitingUpgrade ? (
    <UpgradeAccess
      onUpgraded={() => {
        const { variables } = awaitingUpgrade;
        setAwaitingUpgrade(undefined);
        mutation.mutate(variables);
      }}
      onCancel={() => {
        setAwaitingUpgrade(undefined);
        mutation.reset();
      }}
    />
  ) : null;

  return {
    /** Starts the write (again, after a failure). */
    save: (variables: V) => mutation.mutate(variables),
    state,
    /** The failure of the last write, while it is the current state. */
    error: state === 'failed' ? (mutation.error ?? undefined) : undefined,
    /** The upgrade prompt while the write waits for upgraded write access, else null: render it beside the form. */
    upgrade,
    /** Forget the last result (e.g. when the customer edits the form again). */
    reset: () => mutation.reset(),
  };
}
