import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RecordStorePurchaseDocument } from '../../../gql/graphql';
import { useStorePurchaseMessages, type RecordStorePurchase } from '../hooks/useStorePurchaseMessages';

/** Mounted once inside the router: handles the store's purchase messages on every page of the app. */
export function StorePurchaseListener() {
  const [mutate] = useMutation(RecordStorePurchaseDocument);
  const record = useCallback<RecordStorePurchase>(
    ({ email, orderDetails, timestamp }) =>
      mutate({
        variables: {
          input: {
            email,
            orderDetails: orderDetails === undefined ? undefined : JSON.stringify(orderDetails),
            timestamp,
          },
        },
      }),
    [mutate],
  );
  useStorePurchaseMessages(record);
  return null;
}
