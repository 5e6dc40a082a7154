import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustProxy } from '../config';
import type { AppEnv } from './env';

/** What the address of a request that did not come through a socket (tests calling app.fetch) is. */
export const IN_PROCESS = 'in-process';

/** The address of the socket's peer (the client, or the nearest proxy); IN_PROCESS without a socket. */
export function socketAddress(c: Context<AppEnv>): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? IN_PROCESS);
  } catch {
    return IN_PROCESS;
  }
}

/** ::ffff:127.0.0.1 (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Whether an address is the machine itself (127.0.0.0/8 or ::1). */
export function isLoopback(address: string): boolean {
  const a = normalise(address);
  return (isIP(a) === 4 && a.startsWith('127.')) || a === '::1';
}

const blockLists = new WeakMap<object, BlockList>();

/** The trusted proxies of an address list as a BlockList (IPs and subnets), built once per config. */
function trustedList(trust: Extract<TrustProxy, { kind: 'addresses' }>): BlockList {
  let list = blockLists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const entry of trust.addresses) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    blockLists.set(trust, list);
  }
  return list;
}

function isTrusted(trust: Extract<TrustProxy, { kind: 'addresses' }>, address: string): boolean {
  const a = normalise(address);
  const family = isIP(a);
  return family !== 0 && trustedList(trust).check(a, family === 6 ? 'ipv6' : 'ipv4');
}

/** The comma-separated entries of a forwarding header, left to right. */
function entries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The client's address and how many trusted proxies the request came through. X-Forwarded-For is read
 * from the right: each trusted proxy appended the address of its own peer, and whatever lies left of
 * the last trusted hop was written by the client and may be forged.
 *   - hops N: the peer of the socket and the N-1 proxies before it are trusted; the client is the Nth
 *     entry from the right (the left-most when there are fewer).
 *   - addresses: hops are trusted while they are in the list; the client is the first one that is not.
 */
export function forwardedClient(c: Context<AppEnv>): { address: string; hops: number } {
  const peer = socketAddress(c);
  const trust = c.var.deps.config.trustProxy;
  if (trust.kind === 'none') return { address: peer, hops: 0 };
  const forwarded = entries(c.req.header('x-forwarded-for')).map(normalise);
  if (trust.kind === 'hops') {
    if (forwarded.length === 0) return { address: peer, hops: 0 };
    const index = Math.max(0, forwarded.length - trust.hops);
    return { address: forwarded[index], hops: forwarded.length - index };
  }
  let address = peer;
  let hops = 0;
  while (isTrusted(trust, address) && hops < forwarded.length) {
    address = forwarded[forwarded.length - 1 - hops];
    hops += 1;
  }
  return { address, hops };
}

/** The client address (login throttle, demo mailbox): the socket's, or the right-most untrusted hop. */
export function clientAddress(c: Context<AppEnv>): string {
  return forwardedClient(c).address;
}

/**
 * Whether the browser reached us over https: the request URL's scheme, or, through trusted proxies,
 * the X-Forwarded-Proto entry of the proxy that faced the client (the same hop count from the right).
 */
export function isHttps(c: Context<AppEnv>): boolean {
  const hops = trustedHops(c);
  if (hops > 0) {
    const protos = entries(c.req.header('x-forwarded-proto')).map((p) => p.toLowerCase());
    if (protos.length > 0) return protos[Math.max(0, protos.length - hops)] === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** Hops of trusted proxies; at least 1 when the peer of the socket is a trusted proxy. */
function trustedHops(c: Context<AppEnv>): number {
  const trust = c.var.deps.config.trustProxy;
  if (trust.kind === 'none') return 0;
  const { hops } = forwardedClient(c);
  if (hops > 0) return hops;
  return trust.kind === 'hops' || isTrusted(trust, socketAddress(c)) ? 1 : 0;
}

/** The origin the request was addressed to: scheme and host of its URL (or, through trusted proxies, X-Forwarded-Host). */
export function addressedOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const forwardedHost = trustedHops(c) > 0 ? entries(c.req.header('x-forwarded-host'))[0] : undefined;
  return `${isHttps(c) ? 'https:' : url.protocol}//${forwardedHost || url.host}`;
}
