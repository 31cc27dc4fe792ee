import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../test/i18n.ts';
import { routeTitle } from './routeTitle.ts';

const menu = { titleCn: '价格查询', name: 'PriceQuery', menuTitle: 'priceQuery' };
const constant = { titleCn: '', name: 'Profile', menuTitle: 'profile' };

describe('routeTitle', () => {
  afterEach(() => switchLanguage('zh'));

  it('uses menuTitleCn in Chinese, and i18n for constant routes', () => {
    expect(routeTitle(menu, 'zh')).toBe('价格查询');
    expect(routeTitle(constant, 'zh')).toBe('个人中心');
  });

  it('uses route.<menuName> in other languages when it exists, else menuTitle', async () => {
    await switchLanguage('en');
    expect(routeTitle(constant, 'en')).toBe('Profile');
    expect(routeTitle({ ...menu, name: 'HomeDashboard' }, 'en')).toBe('Home');
    expect(routeTitle(menu, 'en')).toBe('priceQuery');
    await switchLanguage('ja');
    expect(routeTitle(constant, 'ja')).toBe('プロフィール');
  });
});
