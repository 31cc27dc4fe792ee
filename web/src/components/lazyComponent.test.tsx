import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../shell/errorLog/ErrorBoundary.tsx';
import { lazyComponent } from './lazyComponent.ts';

/** A module download the test answers. */
function download<M>() {
  let answer!: (module: M) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<M>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { load: () => promise, answer, fail };
}

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

afterEach(() => vi.restoreAllMocks());

describe('lazyComponent', () => {
  it('shows its own fallback with no Suspense above (its siblings stay), then the component with its props as the code comes', async () => {
    const code = download<{ default: typeof Greeting }>();
    const Lazy = lazyComponent(code.load, <span>loading</span>);
    render(
      <>
        <span>sibling</span>
        <Lazy name="Ann" />
      </>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.getByText('sibling')).toBeInTheDocument();

    await act(async () => code.answer({ default: Greeting }));
    expect(screen.getByText('hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('downloads once however many render it, and preload starts the download before any render', async () => {
    let downloads = 0;
    const code = download<{ default: typeof Greeting }>();
    const Lazy = lazyComponent(() => {
      downloads += 1;
      return code.load();
    });
    void Lazy.preload();
    expect(downloads).toBe(1);
    render(
      <>
        <Lazy name="A" />
        <Lazy name="B" />
      </>,
    );
    await act(async () => code.answer({ default: Greeting }));
    expect(screen.getByText('hello A')).toBeInTheDocument();
    expect(screen.getByText('hello B')).toBeInTheDocument();
    expect(downloads).toBe(1);
  });

  it('takes a failed download to the error boundary, whose retry shows the code once a new download has come', async () => {
    // React reports the error the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts: ReturnType<typeof download<{ default: typeof Greeting }>>[] = [];
    const Lazy = lazyComponent(() => {
      attempts.push(download());
      return attempts.at(-1)!.load();
    });
    render(
      <ErrorBoundary>
        <Lazy name="Bo" />
      </ErrorBoundary>,
    );
    await act(async () => attempts[0]!.fail(new Error('chunk gone')));
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    // The failure started a new download.
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]!.answer({ default: Greeting }));
    await userEvent.click(retry);
    expect(await screen.findByText('hello Bo')).toBeInTheDocument();
  });
});
