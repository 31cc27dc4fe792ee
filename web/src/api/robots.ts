import { robots as endpoints, type BodyOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** 群机器人: which robots post and the quiet hours; a test message to the robots on. */
export const robotsApi = {
  settings: () => request(endpoints.settings),
  saveSettings: (body: BodyOf<typeof endpoints.saveSettings>) => request(endpoints.saveSettings, { body }),
  test: () => request(endpoints.test),
};

export const robotsQueries = {
  settings: () => queryOptions({ queryKey: areaKey('robots', 'settings'), queryFn: robotsApi.settings }),
};
