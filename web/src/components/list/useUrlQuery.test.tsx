import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { HOLD_MS, useUrlQuery, type UrlView } from './useUrlQuery.ts';

/** A list's view whose next rows are asked for by `ask`: each update's answer is settled by the test. */
function harness() {
  const asked: { view: UrlView; answer: () => void; fail: () => void }[] = [];
  const ask = (view: UrlView) =>
    new Promise<void>((resolve, reject) => {
      asked.push({ view, answer: resolve, fail: () => reject(new Error('network')) });
    });
  let update: ReturnType<typeof useUrlQuery>['update'] = () => undefined;
  function View() {
    const view = useUrlQuery(20, ask);
    update = view.update;
    return <div data-testid="page">{view.page}</div>;
  }
  renderPage(<View />, { at: '/list' });
  return { asked, update: (patch: Parameters<typeof update>[0]) => act(() => update(patch)) };
}

const location = () => screen.getByTestId('location').textContent;

describe('useUrlQuery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the next view once its rows are there, asked for at the update', async () => {
    const { asked, update } = harness();
    update({ page: 2 });
    expect(asked.map((a) => a.view.page)).toEqual([2]);
    // The rows are on their way: the page still shows the view it has.
    expect(location()).toBe('/list');
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    await act(async () => asked[0]!.answer());
    expect(location()).toBe('/list?page=2');
    expect(screen.getByTestId('page')).toHaveTextContent('2');
  });

  it('shows the next view when its rows failed, for the list to show the failure there', async () => {
    const { asked, update } = harness();
    update({ page: 2 });
    await act(async () => asked[0]!.fail());
    expect(location()).toBe('/list?page=2');
  });

  it('shows only the latest of updates asked in a row, each built on the one before', async () => {
    const { asked, update } = harness();
    update({ page: 2 });
    update({ keyword: 'ups' });
    expect(asked.map((a) => a.view.params.toString())).toEqual(['page=2', 'page=2&keyword=ups']);
    await act(async () => asked[0]!.answer());
    expect(location()).toBe('/list');
    await act(async () => asked[1]!.answer());
    expect(location()).toBe('/list?page=2&keyword=ups');
  });

  it('shows the next view after HOLD_MS when its rows are slow, and its loading state then', async () => {
    vi.useFakeTimers();
    const { asked, update } = harness();
    update({ page: 3 });
    await act(async () => vi.advanceTimersByTimeAsync(HOLD_MS - 1));
    expect(location()).toBe('/list');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/list?page=3');
    expect(asked).toHaveLength(1);
  });
});
