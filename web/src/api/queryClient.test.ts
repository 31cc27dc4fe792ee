import { statuses } from '@fwd/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, on } from '../../test/api.ts';
import { switchLanguage } from '../../test/i18n.ts';
import { refetchOnLanguageChange } from './queryClient.ts';
import { statusesQueries } from './statuses.ts';

afterEach(() => switchLanguage('zh'));

describe('answers in the reader’s language', () => {
  it('are asked again after a switch of language, even those kept for the session', async () => {
    const { sent } = mockApi(
      on(statuses.trackingOptions, ({ headers }) => [
        {
          id: 1,
          code: 'InTransit',
          trackingStatus: headers.get('Accept-Language') === 'en' ? 'In transit' : '运输途中',
        },
      ]),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = refetchOnLanguageChange(client);
    expect(await client.fetchQuery(statusesQueries.trackingOptions())).toEqual([
      expect.objectContaining({ trackingStatus: '运输途中' }),
    ]);
    await switchLanguage('en');
    expect(client.getQueryState(statusesQueries.trackingOptions().queryKey)?.isInvalidated).toBe(true);
    expect(await client.fetchQuery(statusesQueries.trackingOptions())).toEqual([
      expect.objectContaining({ trackingStatus: 'In transit' }),
    ]);
    expect(sent(statuses.trackingOptions).map((s) => s.headers.get('Accept-Language'))).toEqual(['zh', 'en']);
    stop();
  });
});
