import { createApolloClient } from './apollo/client';
import { App } from './App';

/** One Apollo Client for the whole visit, created the first time a page outside the public ones opens. */
const client = createApolloClient();

export default function FullApp() {
  return <App client={client} />;
}
