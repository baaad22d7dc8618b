import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';

/** What a live subscription's field carries in each event but its first (a change, a message). */
type EventOf<TData, K extends keyof TData> = NonNullable<TData[K]>;

interface LiveOptions<TData, K extends keyof TData, TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /** A change, as it happens. */
  onEvent: (event: EventOf<TData, K>) => void;
  /**
   * The subscription now receives every change (its first event, the field's null: once it has
   * joined, and again after each reconnect): the page reads again what it shows, network-only, so
   * anything made between its read and its join, or while the connection was lost, shows too.
   */
  onLive: () => void;
}

/**
 * A live page's subscription to the gateway (`communityEvents`, `directMessages`, the panel's
 * `adminCommunityGroupEvents` and `adminCommunityMessages`): each change to `onEvent`, and the
 * subscription's marker to `onLive`.
 */
export function useLiveSubscription<TData, TVariables extends OperationVariables, K extends keyof TData>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  { variables, skip, onEvent, onLive }: LiveOptions<TData, K, TVariables>,
): void {
  useSubscription(document as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    skip,
    onData: ({ data }) => {
      if (!data.data) return;
      const event = data.data[field];
      if (event) onEvent(event);
      else onLive();
    },
  });
}
