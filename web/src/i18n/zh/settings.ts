export default {
  title: '系统布局设置',
  open: '打开布局设置',
  themeColor: '主题色',
  tagsView: '显示标签页',
  fixedHeader: '固定顶栏',
  sidebarLogo: '侧边栏 Logo',
  pinyinSearch: '菜单搜索支持拼音',
  darkMode: '暗色模式',
  restoreDefaults: '恢复默认设置',
};
