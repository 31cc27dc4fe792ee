export default {
  justNow: '刚刚',
  minutesAgo_one: '{{count}} 分钟前',
  minutesAgo_other: '{{count}} 分钟前',
  hoursAgo_one: '{{count}} 小时前',
  hoursAgo_other: '{{count}} 小时前',
  oneDayAgo: '1 天前',
  minutes_one: '{{count}} 分钟',
  minutes_other: '{{count}} 分钟',
  hours_one: '{{count}} 小时',
  hours_other: '{{count}} 小时',
  days_one: '{{count}} 天',
  days_other: '{{count}} 天',
};
