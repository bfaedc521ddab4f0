import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, theme } from 'antd';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { register } from '../../api/generated/session/session';
import { SITE_TITLE } from '../../config';
import { completeSignIn, SignInError } from '../login/signIn';
import { loginRules } from '../login/rules';
import { welcome } from '../login/LoginPage';
import { useFormKit } from '../../shared/form';
import { isEmail } from '../../shared/validate';

interface Values {
  username: string;
  email?: string;
  password: string;
  confirm: string;
}

/** The register page (POST /register): a new account without roles, signed in at once. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const rules = loginRules(t);
  const [form] = Form.useForm<Values>();
  const kit = useFormKit<Values>(form, {
    success: false,
    onSaved: () => {
      welcome(t as never);
      void navigate('/', { replace: true });
    },
  });
  const submit = (values: Values) =>
    kit
      .save(async () => {
        const answer = await register(
          { username: values.username.trim(), password: values.password, email: values.email || undefined },
          kit.request,
        );
        await completeSignIn(answer, queryClient);
      })
      .catch((error: unknown) => {
        // A sign-in the user was told about already: the page stays with the input.
        if (!(error instanceof SignInError)) throw error;
      });

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <main
        style={{
          width: 380,
          padding: token.paddingXL,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>{t('register.title')}</h1>
        <p style={{ margin: `${token.marginXS}px 0 ${token.marginLG}px`, color: token.colorTextSecondary }}>
          {t('login.subtitle', { title: SITE_TITLE })}
        </p>
        <Form<Values> {...kit.formProps} name="register" size="large" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="username"
            rules={[...rules.username, { pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: t('register.usernameRule') }]}
          >
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="email"
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('register.emailInvalid'))),
              },
            ]}
          >
            <Input prefix={<MailOutlined />} placeholder={t('register.email')} autoComplete="email" />
          </Form.Item>
          <Form.Item name="password" rules={rules.password}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            dependencies={['password']}
            rules={[
              ...rules.password,
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('register.confirmMismatch'))),
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirm')} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={kit.saving}>
            {t('register.submit')}
          </Button>
        </Form>
        <div style={{ marginTop: token.marginSM }}>
          <Link to="/login">{t('login.toLogin')}</Link>
        </div>
      </main>
    </Flex>
  );
}
