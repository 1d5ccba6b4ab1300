import { Layout } from './Layout.tsx';
import { PageHost, type ShownPage } from './PageHost.tsx';

/** The whole app below the router: one layout around the current page. */
export function App({ initial, hydrating = false }: { initial: ShownPage; hydrating?: boolean }) {
  return (
    <Layout>
      <PageHost initial={initial} hydrating={hydrating} />
    </Layout>
  );
}
