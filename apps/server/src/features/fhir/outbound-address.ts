import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses inside a network (loopback, private, link-local, unique local): not where a public host name may lead. */
const privateAddresses = new BlockList();
for (const [network, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['100.64.0.0', 10], ['0.0.0.0', 8]] as const) privateAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) privateAddresses.addSubnet(network, prefix, 'ipv6');

/**
 * Why a registered URL of a client system must not be called, or null: a URL named by a host name must not resolve
 * into a private network (a name whose DNS an EHR controls could otherwise reach the plan's inside). A URL registered
 * as a literal loopback or private address (the demo sandbox's 127.0.0.1, a plan's own relay) is the plan's explicit
 * choice and is called as is. Used before every call we make to a client's host (notifications, FHIR reads).
 */
export async function privateResolutionOf(url: string): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || host === 'localhost') return null;
  const addresses = await lookup(host, { all: true });
  const inside = addresses.find(({ address, family }) => privateAddresses.check(address, family === 6 ? 'ipv6' : 'ipv4'));
  return inside ? `The host ${host} resolves to a private address (${inside.address}).` : null;
}
