/**
 * Holds the stored user's record (`GET /api/users/:id`, the session's read) until the returned
 * function lets it through, inside act: a test sees what draws while the session loads. Answering
 * nothing passes the request on to the mock's own handler.
 */
import { act } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';

export function holdUserRecord(): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get('*/api/users/:id', () => held));
  return () => act(async () => release());
}
