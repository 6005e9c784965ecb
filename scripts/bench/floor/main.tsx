/**
 * The floor app of the login benchmark: the least a login page on this stack downloads (React,
 * the router, Redux Toolkit with RTK Query and react-redux, antd's Button, Input and Form), a
 * form that calls one mutation, built by Vite's defaults. scripts/bench/login.bench.ts builds it.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Button, Form, Input } from 'antd';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    login: build.mutation<{ userId: number }, { email: string; password: string }>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function LoginPage() {
  const [login, { isLoading }] = api.useLoginMutation();
  return (
    <main style={{ maxWidth: 420, margin: '48px auto', padding: 24 }}>
      <h1>Login</h1>
      <p>Sign in with the e-mail address and password of your account.</p>
      <Form layout="vertical" onFinish={(values) => void login(values)}>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email' }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Login
        </Button>
      </Form>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LoginPage /> }]);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
