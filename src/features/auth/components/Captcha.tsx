/**
 * The login captcha: the code drawn on a 200x100 canvas with noise, a refresh control ('New
 * code'), and the field to type it into. `useCaptcha` owns the code; the form checks
 * `captcha.matches(typed)`.
 * With the mock backend on, the canvas carries the code in `data-code` for automated QA; a
 * production build has no such attribute (__API_MOCK__ is false there, the branch is dead code).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import Input from 'antd/es/input/Input';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaMatches,
  drawCaptcha,
  randomCaptchaCode,
} from '../utils/captcha';

export interface CaptchaState {
  code: string;
  refresh(): void;
  matches(typed: string | undefined): boolean;
}

export function useCaptcha(): CaptchaState {
  const [code, setCode] = useState(randomCaptchaCode);
  const refresh = useCallback(() => setCode(randomCaptchaCode()), []);
  const matches = useCallback((typed: string | undefined) => captchaMatches(typed, code), [code]);
  return { code, refresh, matches };
}

const qaAttributes = (code: string) => (__API_MOCK__ ? { 'data-code': code } : {});

export interface CaptchaProps {
  code: string;
  /** Called by the refresh control; the parent makes a new code and clears the typed text. */
  onRefresh(): void;
  /** The typed text (antd Form.Item controls these two). */
  value?: string;
  onChange?(value: string): void;
  id?: string;
}

export function Captcha({ code, onRefresh, value, onChange, id }: CaptchaProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawCaptcha(canvas.current, code);
  }, [code]);

  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8} wrap>
        <canvas
          ref={canvas}
          width={CAPTCHA_WIDTH}
          height={CAPTCHA_HEIGHT}
          role="img"
          aria-label="Captcha code"
          style={{ borderRadius: 6, border: '1px solid #d9d9d9' }}
          {...qaAttributes(code)}
        />
        {/* says what it does on the button itself: a hover hint reaches no one on a touch screen */}
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh}>
          New code
        </Button>
      </Flex>
      <Input
        id={id}
        value={value ?? ''}
        placeholder="Enter the characters shown above"
        autoComplete="off"
        maxLength={10}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value)}
      />
    </Flex>
  );
}
