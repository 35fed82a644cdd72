import { provinces } from './provinces';
import { cities } from './cities';
import { airports } from './airports';
import { stations } from './stations';

/** Bounding box of China's territory (incl. HK, Macau, Taiwan and the South China Sea islands). */
const CHINA_BOUNDS = { minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 };
const CHINESE_COUNTRY_CODES = new Set(['CN', 'HK', 'MO', 'TW']);

interface Located {
  lat: number;
  lng: number;
}

function coordProblems(label: string, p: Located, domestic: boolean): string[] {
  const out: string[] = [];
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) {
    out.push(`${label}: coordinates are not numbers`);
    return out;
  }
  if (p.lat < -60 || p.lat > 80 || p.lng < -180 || p.lng > 180) {
    out.push(`${label}: coordinates (${p.lat}, ${p.lng}) outside lat -60..80 / lng -180..180`);
  }
  if (
    domestic &&
    (p.lng < CHINA_BOUNDS.minLng ||
      p.lng > CHINA_BOUNDS.maxLng ||
      p.lat < CHINA_BOUNDS.minLat ||
      p.lat > CHINA_BOUNDS.maxLat)
  ) {
    out.push(`${label}: domestic coordinates (${p.lat}, ${p.lng}) outside China's bounding box`);
  }
  return out;
}

function duplicates(kind: string, codes: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const code of codes) {
    if (seen.has(code)) out.push(`${kind}: duplicate code ${code}`);
    seen.add(code);
  }
  return out;
}

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * Sanity checks for the geo seed data. Returns a list of human-readable problems;
 * an empty list means the data is consistent.
 */
export function checkGeoData(): string[] {
  const problems: string[] = [];

  // provinces
  problems.push(...duplicates('province', provinces.map((p) => p.code)));
  for (const p of provinces) {
    if (!/^\d{2}$/.test(p.code)) problems.push(`province ${p.code}: code is not 2 digits`);
    if (blank(p.nameZh) || blank(p.nameEn)) problems.push(`province ${p.code}: empty name`);
  }
  const provinceCodes = new Set(provinces.map((p) => p.code));

  // cities
  problems.push(...duplicates('city', cities.map((c) => c.code)));
  const cityByCode = new Map(cities.map((c) => [c.code, c]));
  for (const c of cities) {
    const label = `city ${c.code}`;
    if (!/^[A-Z]{3}$/.test(c.code)) problems.push(`${label}: code is not 3 upper-case letters`);
    if (blank(c.nameZh) || blank(c.nameEn)) problems.push(`${label}: empty name`);
    if (!/^[a-z]+$/.test(c.pinyin)) problems.push(`${label}: pinyin '${c.pinyin}' is not lower-case letters`);
    if (!/^[a-z]+$/.test(c.initials) || c.initials[0] !== c.pinyin[0]) {
      problems.push(`${label}: bad initials '${c.initials}'`);
    }
    if (!/^[A-Z]{2}$/.test(c.countryCode)) problems.push(`${label}: bad country code '${c.countryCode}'`);
    const domestic = CHINESE_COUNTRY_CODES.has(c.countryCode);
    if (domestic && !provinceCodes.has(c.provinceCode)) {
      problems.push(`${label}: unknown provinceCode '${c.provinceCode}'`);
    }
    if (!domestic && c.provinceCode !== '') problems.push(`${label}: foreign city must have provinceCode ''`);
    if (![1, 2, 3].includes(c.tier)) problems.push(`${label}: tier must be 1, 2 or 3`);
    problems.push(...coordProblems(label, c, domestic));
  }

  // airports
  problems.push(...duplicates('airport', airports.map((a) => a.iata)));
  for (const a of airports) {
    const label = `airport ${a.iata}`;
    if (!/^[A-Z]{3}$/.test(a.iata)) problems.push(`${label}: IATA code is not 3 upper-case letters`);
    if (blank(a.nameZh) || blank(a.nameEn)) problems.push(`${label}: empty name`);
    const city = cityByCode.get(a.cityCode);
    if (!city) {
      problems.push(`${label}: dangling cityCode ${a.cityCode}`);
    } else {
      if (a.cityZh !== city.nameZh || a.cityEn !== city.nameEn) {
        problems.push(`${label}: city names do not match city ${city.code}`);
      }
      if (a.countryCode !== city.countryCode) problems.push(`${label}: countryCode differs from its city`);
    }
    if (a.international !== (a.countryCode !== 'CN')) {
      problems.push(`${label}: international must be true exactly for airports outside mainland China`);
    }
    problems.push(...coordProblems(label, a, CHINESE_COUNTRY_CODES.has(a.countryCode)));
  }

  // stations
  problems.push(...duplicates('station', stations.map((s) => s.code)));
  for (const s of stations) {
    const label = `station ${s.code}`;
    if (!/^[A-Z]{3}$/.test(s.code)) problems.push(`${label}: telegraph code is not 3 upper-case letters`);
    if (blank(s.nameZh) || blank(s.nameEn)) problems.push(`${label}: empty name`);
    if (!/^[a-z]+$/.test(s.pinyin) || !/^[a-z]+$/.test(s.initials)) {
      problems.push(`${label}: pinyin/initials must be lower-case letters`);
    }
    const city = cityByCode.get(s.cityCode);
    if (!city) {
      problems.push(`${label}: dangling cityCode ${s.cityCode}`);
    } else if (s.cityZh !== city.nameZh) {
      problems.push(`${label}: cityZh '${s.cityZh}' does not match city ${city.code} (${city.nameZh})`);
    }
    problems.push(...coordProblems(label, s, true));
  }

  return problems;
}
