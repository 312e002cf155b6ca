import ipaddr from 'ipaddr.js';

/** Whether an address is one of the proxies the operator named (`--trust-proxy`, decision 015). */
export type Trusted = (address: string) => boolean;

const normal = (address: string) => ipaddr.process(address);

/**
 * `127.0.0.1,::1,10.0.0.0/8` → a test. Each entry is an address or a CIDR range; IPv4-mapped IPv6
 * addresses count as their IPv4 form (a dual-stack socket reports `::ffff:127.0.0.1`). Throws on
 * an entry that is neither, so a typo stops the start instead of trusting nothing silently.
 */
export function parseTrusted(list: string | undefined): Trusted {
  const ranges = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (ipaddr.isValidCIDR(entry)) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        return range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress()
          ? ([(range as ipaddr.IPv6).toIPv4Address(), bits - 96] as const)
          : ([range, bits] as const);
      }
      if (ipaddr.isValid(entry)) {
        const address = normal(entry);
        return [address, address.kind() === 'ipv4' ? 32 : 128] as const;
      }
      throw new Error(`--trust-proxy: "${entry}" is not an IP address or CIDR range`);
    });
  return (address) => {
    if (!ranges.length || !ipaddr.isValid(address)) return false;
    const parsed = normal(address);
    return ranges.some(
      ([range, bits]) => range.kind() === parsed.kind() && parsed.match([range, bits] as never),
    );
  };
}

/**
 * The client a request is counted as. The socket's address, unless that is a trusted proxy: then
 * `X-Forwarded-For` is read from the right (each proxy appends the address it saw), skipping
 * trusted hops, and the first other address is the client. Nothing to the left of it is read: a
 * client may have written anything there. Off by default (no proxy trusted), so a direct client
 * cannot choose its own address.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trusted: Trusted,
): string | undefined {
  if (socketAddress === undefined || !trusted(socketAddress) || !forwardedFor) return socketAddress;
  let client = socketAddress;
  const hops = forwardedFor.split(',').map((hop) => hop.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    // A hop that is not an address cannot be keyed: the last proxy that passed it stands in.
    if (!ipaddr.isValid(hop)) break;
    client = normal(hop).toString();
    if (!trusted(hop)) break;
  }
  return client;
}
