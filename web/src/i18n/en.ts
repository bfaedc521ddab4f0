import type { Messages } from './zh';

// Texts quoted by the spec (§5) are kept word for word; tests assert them.
export const en: Messages = {
  route: {
    home: 'Home',
    login: 'Login',
    forbidden: '403',
    notFound: '404',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome to {{title}}',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    usernameRequired: 'username cannot be empty',
    passwordTooShort: 'password cannot be fewer than 6 characters',
    tokenMissing: 'login interface abnormal, token not correctly returned',
    welcome: 'Welcome to {{title}}',
    retryIn: 'Try again in {{seconds}} seconds',
  },
  greeting: {
    earlyMorning: 'Good early morning',
    morning: 'Good morning',
    noon: 'Good noon',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  session: {
    userInfoInvalid: 'getUserInfo core interface abnormal, check the JSON format',
  },
  home: {
    signedInAs: 'Signed in as',
    roles: 'Roles',
  },
  shell: {
    logout: 'Log out',
  },
  errors: {
    forbidden: 'Sorry, you have no permission to open this page',
    notFound: 'Sorry, the page you visited does not exist',
    backHome: 'Back to home',
  },
};
