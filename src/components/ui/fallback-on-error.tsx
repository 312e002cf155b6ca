import { Component, type ReactNode } from 'react';

/**
 * For a lazy part that is not the page itself (an icon, a QR code): if its code cannot be
 * downloaded (offline, a new version deployed), `fallback` shows in its place rather than the
 * page falling to its error screen.
 */
export class FallbackOnError extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
