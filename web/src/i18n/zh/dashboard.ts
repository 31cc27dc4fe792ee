export default {
  greetingMorning: '早上好，{{name}}',
  greetingAfternoon: '下午好，{{name}}',
  greetingEvening: '晚上好，{{name}}',
  role: '角色：{{role}}',
  quickLinks: '快捷入口',
  noLinks: '暂无可访问的页面',
};
