import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { settledChunk } from '../lib/chunk-load';
import { pageNamed, type PageName } from './page-table';
import { PageChunkFailed, RouteError } from './route-error';

export type { PageName };
type PageModule = { Component: ComponentType };

/**
 * A page's chunk, or a page saying it could not be downloaded: a rejected chunk would otherwise
 * leave an empty page with no way out, and browsers keep a module that failed to load as failed
 * for the page's life (offline without a service worker, a click on Deposits). The error page
 * shows why and offers a reload (the only cure for the module map).
 */
export const chunkOrError =
  <M extends PageModule>(load: () => Promise<M>) =>
  (): Promise<PageModule> =>
    settledChunk(load)().catch((error: unknown) => ({
      Component: () => <PageChunkFailed error={error} />,
    }));

/** Pages whose module has arrived: rendered at once, without suspending (hydration.ts). */
const loadedPages = new Map<PageName, ComponentType>();

const loading = new Map<PageName, Promise<ComponentType>>();

/**
 * Loads a page's module once (a failure becomes its error page) and keeps it for `PageRoute`:
 * hydration's preload and the page's first render share the one load.
 */
export function loadPage(name: PageName): Promise<ComponentType> {
  let load = loading.get(name);
  if (!load)
    loading.set(
      name,
      (load = chunkOrError(pageNamed(name).load)().then(({ Component }) => {
        loadedPages.set(name, Component);
        return Component;
      })),
    );
  return load;
}

const lazyPages = new Map<PageName, ComponentType>();
const lazyPage = (name: PageName) => {
  let Page = lazyPages.get(name);
  if (!Page)
    lazyPages.set(name, (Page = lazy(() => loadPage(name).then((page) => ({ default: page })))));
  return Page;
};

/**
 * One page of the router: its code loads on first render (the nearest Suspense boundary waits;
 * navigations are transitions, so the page being left stays until the new one is ready), and its
 * failures stay inside it. Keyed by page in the route table, so each page has its own state.
 */
export function PageRoute({ name }: { name: PageName }) {
  // One component for the life of this page: a loaded page renders at once (a hydrated page must
  // not suspend), otherwise the lazy one; switching types later would remount the page.
  const [Page] = useState(() => loadedPages.get(name) ?? lazyPage(name));
  return (
    <RouteErrorBoundary>
      <Page />
    </RouteErrorBoundary>
  );
}

/** What the data router's `errorElement` did: an error stays in its page until the URL changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

type BoundaryProps = { resetKey: string; children: ReactNode };
class ErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }
  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
