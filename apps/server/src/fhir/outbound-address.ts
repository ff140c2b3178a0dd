import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Addresses inside a network (loopback, private, link-local, unique local, NAT64, benchmark, multicast, reserved). */
const privateAddresses = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateAddresses.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
  ['64:ff9b::', 96],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv6');

const isPrivate = ({ address, family }: LookupAddress) => privateAddresses.check(address, family === 6 ? 'ipv6' : 'ipv4');

/**
 * A URL registered as a literal address or as localhost is the plan's explicit choice (the demo sandbox's 127.0.0.1,
 * a plan's own relay) and is called as is; a host name must lead outside the plan's networks.
 */
const isNamedHost = (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host !== 'localhost';
};

/**
 * Why a registered URL of a client system must not be called, or null: a URL named by a host name must not resolve
 * into a private network (a name whose DNS an EHR controls could otherwise reach the plan's inside). A clear reason
 * before any call; `outboundRequest` holds the connection itself to the same rule.
 */
export async function privateResolutionOf(url: string): Promise<string | null> {
  const parsed = new URL(url);
  if (!isNamedHost(parsed)) return null;
  const host = parsed.hostname;
  const inside = (await lookup(host, { all: true })).find(isPrivate);
  return inside ? `The host ${host} resolves to a private address (${inside.address}).` : null;
}

export class OutboundRefusal extends Error {}

/**
 * The connection's own resolution, refusing a private address: what the connection reaches is what was checked, so
 * a name that answers a public address first and a private one next (DNS rebinding) reaches nothing.
 */
function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const inside = addresses.find(isPrivate);
    if (inside) return callback(new OutboundRefusal(`The host ${hostname} resolves to a private address (${inside.address}).`), []);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`The host ${hostname} has no address.`), { code: 'ENOTFOUND' }), []);
    return options.all ? callback(null, addresses) : callback(null, first.address, first.family);
  });
}

export interface OutboundResponse {
  status: number;
  /** The body, or null when it was larger than `maxBytes` (the rest is not read). */
  body: Buffer | null;
}

/**
 * One HTTP call to a client system's registered URL (a FHIR read, a notification), held to what the plan allows:
 * no redirect followed (a redirect would reach a URL nobody registered), a time limit, a size limit, and a connection
 * only to a public address unless the URL names a literal address or localhost.
 */
export function outboundRequest(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): Promise<OutboundResponse> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  // The time limit is a timer of our own, not AbortSignal.timeout: inside AbortSignal.any a timeout signal can be
  // garbage-collected before it fires (nodejs/node#57736), and a server that never finishes its answer then holds the
  // call for ever (seen once in the whole suite's CRD attack test).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('The call took too long', 'TimeoutError')), init.timeoutMs);
  const signal = init.signal ? AbortSignal.any([deadline.signal, init.signal]) : deadline.signal;
  const settled = new Promise<OutboundResponse>((resolve, reject) => {
    const request = send(
      target,
      { method: init.method, headers: init.headers, signal, ...(isNamedHost(target) ? { lookup: publicOnlyLookup } : {}) },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > init.maxBytes) {
            response.destroy();
            resolve({ status: response.statusCode ?? 0, body: null });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
  return settled.finally(() => clearTimeout(timer));
}
