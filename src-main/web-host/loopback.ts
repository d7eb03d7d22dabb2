/** True for an address of this machine's loopback interface, in any of the forms Node reports. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * True when a Host header names this machine. Checking it stops a web page elsewhere from
 * reaching the host through a DNS name that resolves to 127.0.0.1 (DNS rebinding).
 */
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const host = hostHeader
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return host === 'localhost' || isLoopbackAddress(host);
}
