import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from './env.ts';

/**
 * The key a client address is counted under: an IPv4 address as is (also when it comes mapped in
 * IPv6), an IPv6 address by its /64, since one customer line hands out a whole /64.
 */
function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}

const sameAddress = (a: string, b: string) =>
  ipaddr.isValid(a) && ipaddr.isValid(b) && ipaddr.process(a).toString() === ipaddr.process(b).toString();

const socketAddress = (c: Context<AppEnv>) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? 'local';

const trustedBy = (c: Context<AppEnv>) => {
  const proxies = c.get('deps').trustedProxies ?? [];
  return (address: string) => proxies.some((proxy) => sameAddress(proxy, address));
};

/** The request came through a trusted proxy (TRUSTED_PROXY): the headers it adds may be believed. */
export const fromTrustedProxy = (c: Context<AppEnv>): boolean => trustedBy(c)(socketAddress(c));

/**
 * The caller's address, for rate limits. The socket's, unless the socket is a trusted proxy
 * (TRUSTED_PROXY): then the right-most X-Forwarded-For entry no trusted proxy added. Without
 * trusted proxies X-Forwarded-For is ignored: any client can write it.
 */
export function clientIp(c: Context<AppEnv>): string {
  const socket = socketAddress(c);
  const trusted = trustedBy(c);
  let address = socket;
  if (trusted(socket)) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    while (forwarded.length && trusted(address)) address = forwarded.pop()!;
  }
  return addressKey(address);
}
