/**
 * The address a request came from, whom login throttling counts as one client: the peer of the
 * connection (an IPv4 address in IPv6 form, `::ffff:127.0.0.1`, written as IPv4).
 * Behind a proxy every request comes from the proxy. Started with `--trust-proxy` (one proxy in
 * front, as in scripts/production/compose.yaml), the server takes the last address of the
 * X-Forwarded-For header instead: the one the proxy added for its own peer (nginx:
 * `$proxy_add_x_forwarded_for`); the addresses before it are only what the client claimed.
 * Without the option the header is ignored, since any client may write any address in it.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function clientAddress(req: IncomingMessage, trustProxy = false): string {
  const peer = plain(req.socket.remoteAddress ?? 'unknown');
  if (!trustProxy) return peer;
  const forwarded = [req.headers['x-forwarded-for'] ?? []].flat().join(',').split(',');
  const last = plain(forwarded.at(-1)?.trim() ?? '');
  return isIP(last) ? last : peer;
}
