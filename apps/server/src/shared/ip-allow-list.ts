import { BlockList, isIP } from 'node:net';

/** An entry of an allow-list of client addresses: one address, or a network as `address/bits`. */
export const isAllowedIpEntry = (entry: string) => {
  const [address = '', bits, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  const n = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  return n >= 0 && n <= (family === 4 ? 32 : 128);
};

/** Whether a client address is on the list (entries checked by `isAllowedIpEntry`). */
export const ipAllowList = (entries: readonly string[]) => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip: string) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
};
