import { NewVersionMessage } from '@pace/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { AppProps } from 'single-spa';
import type { RemoteProps } from './contract';

/** single-spa-react renders the boundary with the parcel's props (the contract plus single-spa's own). */
type Props = RemoteProps & AppProps & { children?: ReactNode };
interface State {
  failed: boolean;
  /** The path the error happened on: navigating elsewhere gives the next screen its chance. */
  path: string;
}

/**
 * Catches what a screen throws while rendering, so that the remote's React root stays alive (without a
 * boundary React 19 unmounts the whole root and the parcel never settles). It shows the spec's reload
 * message in place of the screen and hands the error to the shell through `onRenderError`.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, path: this.props.route.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.route.path === state.path ? null : { failed: false, path: props.route.path };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onRenderError) {
      this.props.onRenderError(error);
    } else {
      console.error(`Screen ${this.props.route.screen} failed to render`, error, info.componentStack);
    }
  }

  override render() {
    return this.state.failed ? <NewVersionMessage /> : this.props.children;
  }
}
