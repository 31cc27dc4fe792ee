import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../router/appRoute.ts';
import { buildSearchEntries, matchesQuery } from './menuSearch.ts';

const route = (path: string, titleCn: string, over: Partial<AppRoute> = {}): AppRoute => ({
  path,
  name: path.slice(1),
  menuTitle: path.slice(1),
  titles: { zh: titleCn },
  component: null,
  icon: null,
  hidden: false,
  affix: false,
  keepAlive: true,
  functions: [],
  children: [],
  ...over,
});

const menu = [
  route('/homeDashboard', '首页'),
  route('/organization', '组织架构', {
    children: [route('/employee', '员工管理'), route('/recycleBin', '回收站', { hidden: true })],
  }),
];
const pinyin: Record<string, string[]> = {
  首页: ['shouye', 'sy'],
  组织架构: ['zuzhijiagou', 'zzjg'],
  员工管理: ['yuangongguanli', 'yggl'],
};

describe('menu search', () => {
  const titles: Record<string, string> = {
    '/profile': '个人中心',
    '/changePassword': '修改密码',
    '/errorLog': '错误日志',
  };
  const entries = buildSearchEntries(
    menu,
    (r) => r.titles.zh ?? titles[r.path]!,
    (title) => pinyin[title] ?? [],
  );

  it('lists visible pages with their menu trail, then the pages every user has outside the menu', () => {
    expect(entries.map((e) => [e.path, e.label])).toEqual([
      ['/homeDashboard', '首页'],
      ['/employee', '组织架构 > 员工管理'],
      ['/profile', '个人中心'],
      ['/changePassword', '修改密码'],
      ['/errorLog', '错误日志'],
    ]);
  });

  it('matches titles, paths and pinyin, ignoring case and spaces', () => {
    const find = (q: string) => entries.filter((e) => matchesQuery(e, q)).map((e) => e.path);
    expect(find('员工')).toEqual(['/employee']);
    expect(find('EMPLOY')).toEqual(['/employee']);
    expect(find('yuan gong')).toEqual(['/employee']);
    expect(find('yggl')).toEqual(['/employee']);
    expect(find('zzjg')).toEqual(['/employee']);
    expect(find('sy')).toEqual(['/homeDashboard']);
    expect(find('密码')).toEqual(['/changePassword']);
    expect(find('profile')).toEqual(['/profile']);
    expect(find('')).toHaveLength(5);
    expect(find('回收')).toEqual([]);
  });

  it('works without pinyin', () => {
    const plain = buildSearchEntries(menu, (r) => r.titles.zh ?? '');
    expect(plain.filter((e) => matchesQuery(e, 'yggl'))).toEqual([]);
  });
});
