import { Component, type ReactNode } from 'react';

/** Holds a failure to load its child's code in place, rather than letting it unmount the page. */
export class Unloaded extends Component<{ onFailed?: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
