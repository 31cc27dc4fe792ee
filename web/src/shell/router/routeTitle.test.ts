import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../test/i18n.ts';
import { routeTitle, titlesOf } from './routeTitle.ts';

const menu = {
  titles: titlesOf({
    menuTitleCn: '价格查询',
    menuTitleEn: 'Price query',
    menuTitleEs: 'Consulta de precios',
    menuTitleJa: '',
  }),
  name: 'PriceQuery',
  menuTitle: 'priceQuery',
};
const constant = { titles: {}, name: 'Profile', menuTitle: 'profile' };

describe('routeTitle', () => {
  afterEach(() => switchLanguage('zh'));

  it("uses the menu's own title in each language", () => {
    expect(routeTitle(menu, 'zh')).toBe('价格查询');
    expect(routeTitle(menu, 'en')).toBe('Price query');
    expect(routeTitle(menu, 'es')).toBe('Consulta de precios');
  });

  it('falls back to the Chinese title where a language was not given', () => {
    expect(routeTitle(menu, 'ja')).toBe('价格查询');
  });

  it('titles constant routes from i18n, else by menuTitle', async () => {
    expect(routeTitle(constant, 'zh')).toBe('个人中心');
    await switchLanguage('ja');
    expect(routeTitle(constant, 'ja')).toBe('プロフィール');
    expect(routeTitle({ ...constant, name: 'Nameless' }, 'ja')).toBe('profile');
  });
});
