import { system as endpoints, type BodyOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** 系统设置 → 基本设置: the company's name and language. */
export const systemApi = {
  settings: () => request(endpoints.settings),
  saveSettings: (body: BodyOf<typeof endpoints.saveSettings>) => request(endpoints.saveSettings, { body }),
};

export const systemQueries = {
  settings: () => queryOptions({ queryKey: areaKey('system', 'settings'), queryFn: systemApi.settings }),
};
