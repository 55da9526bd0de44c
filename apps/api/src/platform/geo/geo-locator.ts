import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * Where a visitor is, from their IP address alone (spec §3, location store): the port the
 * catalogue asks, so a first visit from Hong Kong starts among Hong Kong's shops rather than
 * Taipei's. The browser's own position and the visitor's choice always win over it.
 */
export interface GeoLocator {
  /** The ISO 3166 country code of a public address; null for private, loopback or unknown. */
  countryOf(ip: string): string | null;
}

/** Addresses that say nothing about where a person is (RFC 1918, loopback, link-local, ULA…). */
const UNPLACEABLE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  UNPLACEABLE.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  UNPLACEABLE.addSubnet(address, prefix, 'ipv6');
}

/** Whether an address can be placed at all. */
export function isPlaceable(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 0) return false;
  return !UNPLACEABLE.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.5`, as Node reports some) back to IPv4. */
const unmapped = (ip: string) =>
  ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;

/**
 * The bundled offline database (`@ip-location-db/geo-whois-asn-country-mmdb`, CC0, from the
 * regional internet registries' allocations): no network at run time, the same in production,
 * development and tests. Read once, on the first question (about 15 MB in memory).
 */
export class OfflineGeoLocator implements GeoLocator {
  private reader: Reader<Response> | null = null;

  constructor(private readonly file: string = defaultDatabaseFile()) {}

  countryOf(address: string): string | null {
    const ip = unmapped(address);
    if (!isPlaceable(ip)) return null;
    this.reader ??= new Reader(fs.readFileSync(this.file));
    const found = this.reader.get(ip) as { country_code?: unknown } | null;
    const code = found?.country_code;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  }
}

function defaultDatabaseFile(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}
