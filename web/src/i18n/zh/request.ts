export default {
  unknownError: '错误',
  network: '网络错误，请检查网络连接',
  timeout: '请求超时（{{seconds}} 秒）',
  httpStatus: '请求失败（HTTP {{status}}）',
  expiredTitle: '提示',
  expiredText: '登录已过期，请重新登录',
  signedOutTitle: '确认注销',
  signedOutText: '你已被登出，可以取消继续留在该页面，或者重新登录',
  signInAgain: '重新登录',
};
