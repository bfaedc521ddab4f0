// Chinese is the default language (spec §1); en.ts must carry the same keys.
export const zh = {
  route: {
    home: '首页',
    login: '登录',
    forbidden: '403',
    notFound: '404',
  },
  login: {
    title: '登录',
    subtitle: '欢迎使用{{title}}',
    username: '用户名',
    password: '密码',
    submit: '登录',
    usernameRequired: '用户名不能为空',
    passwordTooShort: '密码不能少于6位',
    tokenMissing: '登录接口异常，未正确返回token',
    welcome: '欢迎登录{{title}}',
    retryIn: '请在 {{seconds}} 秒后重试',
  },
  greeting: {
    earlyMorning: '早上好',
    morning: '上午好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  session: {
    userInfoInvalid: '获取用户信息核心接口异常，请检查返回的JSON格式是否正确',
  },
  home: {
    signedInAs: '当前登录用户',
    roles: '角色',
  },
  shell: {
    logout: '退出登录',
  },
  errors: {
    forbidden: '抱歉，您没有权限访问该页面',
    notFound: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
};

export type Messages = typeof zh;
