import { screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Captcha, useCaptcha } from './Captcha';
import { renderUi } from '@tests/utils/render';

/** The captcha inside a form, as the login page uses it. */
function Harness() {
  const [form] = Form.useForm<{ captcha: string }>();
  const captcha = useCaptcha();
  const [result, setResult] = useState('');
  return (
    <Form
      form={form}
      onFinish={({ captcha: typed }) =>
        setResult(captcha.matches(typed) ? 'verified' : 'not verified')
      }
    >
      <Form.Item label="Captcha" name="captcha">
        <Captcha
          code={captcha.code}
          onRefresh={() => {
            captcha.refresh();
            form.setFieldValue('captcha', '');
            setResult('');
          }}
        />
      </Form.Item>
      <Button htmlType="submit">Check</Button>
      <p>result: {result}</p>
    </Form>
  );
}

const code = () =>
  screen.getByRole('img', { name: 'Captcha code' }).getAttribute('data-code') ?? '';

describe('Captcha', () => {
  it('verifies the typed code case-insensitively', async () => {
    const user = userEvent.setup({ delay: null });
    await renderUi(<Harness />);
    await user.type(screen.getByLabelText('Captcha'), code().toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('result: verified')).toBeInTheDocument();
  });

  it('refresh makes a new code, clears the typed text and unverifies', async () => {
    const user = userEvent.setup({ delay: null });
    await renderUi(<Harness />);
    const first = code();
    await user.type(screen.getByLabelText('Captcha'), first);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('result: verified');

    await user.click(screen.getByRole('button', { name: 'New code' }));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByText('result:')).toBeInTheDocument();
    // A new random code (the chance of drawing the same 4 characters is about 1 in 15 million).
    expect(code()).not.toBe(first);
    await user.type(screen.getByLabelText('Captcha'), first);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('result: not verified')).toBeInTheDocument();
  });
});
