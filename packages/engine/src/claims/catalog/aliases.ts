import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { DatasetDef } from '../types.ts';
import { isCaseSensitiveAlias, normPhrase } from '../parse/text.ts';

/** Entity keys shared across datasets: `country:JP`, `us_state:Iowa`, `city:Seattle`, `series:<ds>:<name>`. */
export type EntityKey = string;

export interface AliasEntry {
  keys: Set<EntityKey>;
  /** Matches only when written in capitals (US, UK). */
  caseSensitive: boolean;
}

export interface AliasIndex {
  phrases: Map<string, AliasEntry>;
  /** Words naming a sub-series a dataset lacks ("wind" in Iowa generation). */
  /** Words a dataset does not break out ("wind" of Iowa's renewables, of the weather's wind speed): every dataset's note. */
  absent: Map<string, { datasetId: string; message: string }[]>;
  maxTokens: number;
  /** Display name per key (the dataset's spelling, else the i18n name). */
  names: Map<EntityKey, string>;
}

type CountryNames = Record<string, string | string[]>;
const I18N = (en as { countries: CountryNames }).countries;

/** Extra country aliases of claims.md §2 that i18n-iso-countries lacks, and dataset spellings. */
const EXTRA_COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['America', 'the States'],
  GB: ['Britain', 'U.K.'],
  KR: ['Korea', 'S. Korea'],
  KP: ['DPRK', 'N. Korea'],
  HK: ['Hong Kong, China'],
  SZ: ['Swaziland', 'Eswatini'],
  CZ: ['Czechia'],
  TR: ['Türkiye', 'Turkiye'],
  KG: ['Kyrgyz Republic', 'Kyrgyzstan'],
  LA: ['Lao', 'Laos', 'Lao PDR'],
  SK: ['Slovak Republic', 'Slovakia'],
  CI: ['Ivory Coast'],
  MK: ['Macedonia, FYR', 'Macedonia'],
  FM: ['Micronesia, Fed. Sts.', 'Micronesia'],
  CD: ['Congo, Dem. Rep.', 'DR Congo', 'DRC'],
  CG: ['Congo, Rep.', 'Congo-Brazzaville'],
  PS: ['West Bank and Gaza'],
  LC: ['St. Lucia'],
  VC: ['St. Vincent and the Grenadines'],
  BN: ['Brunei'],
  SY: ['Syria'],
  MD: ['Moldova'],
  IR: ['Iran'],
  RU: ['Russia'],
  VN: ['Viet Nam'],
  BS: ['Bahamas', 'The Bahamas'],
  GM: ['Gambia', 'The Gambia'],
  CV: ['Cabo Verde'],
  TL: ['East Timor'],
};

/** Demonyms ("Chileans lived longer than Americans"): only unambiguous ones. */
const DEMONYMS: Record<string, string[]> = {
  US: ['American'], CL: ['Chilean'], BR: ['Brazilian'], JP: ['Japanese'], CN: ['Chinese'], IN: ['Indian'], DE: ['German'],
  FR: ['French'], GB: ['British'], IT: ['Italian'], ES: ['Spanish', 'Spaniard'], MX: ['Mexican'], CA: ['Canadian'],
  AU: ['Australian'], AR: ['Argentine', 'Argentinian'], PE: ['Peruvian'], CU: ['Cuban'], KE: ['Kenyan'], NG: ['Nigerian'],
  PK: ['Pakistani'], BD: ['Bangladeshi'], ID: ['Indonesian'], PH: ['Filipino', 'Philippine'], EG: ['Egyptian'], IR: ['Iranian'],
  IQ: ['Iraqi'], IL: ['Israeli'], TR: ['Turkish'], GR: ['Greek'], PL: ['Polish'], PT: ['Portuguese'], IE: ['Irish'],
  NL: ['Dutch'], CH: ['Swiss'], NO: ['Norwegian'], SE: ['Swedish', 'Swede'], FI: ['Finnish'], IS: ['Icelandic', 'Icelander'],
  AT: ['Austrian'], BE: ['Belgian'], KR: ['South Korean'], KP: ['North Korean'], SA: ['Saudi'], ZA: ['South African'],
  VE: ['Venezuelan'], CO: ['Colombian'], BO: ['Bolivian'], EC: ['Ecuadorian'], JM: ['Jamaican'], HT: ['Haitian'],
  RW: ['Rwandan'], LB: ['Lebanese'], AF: ['Afghan'], HR: ['Croatian'], NZ: ['New Zealander'], DK: ['Danish', 'Dane'],
  RU: ['Russian'], UA: ['Ukrainian'], TH: ['Thai'], VN: ['Vietnamese'], CR: ['Costa Rican'], SV: ['Salvadoran'],
  DO: ['Dominican'], GD: ['Grenadian'], BB: ['Barbadian'], BS: ['Bahamian'], HK: ['Hongkonger'],
};

const STATE_ALIASES: Record<string, string[]> = {
  'District of Columbia': ['Washington, D.C.', 'Washington DC', 'D.C.', 'DC'],
  Washington: ['Washington State'],
};

interface CountryPhrase { codes: Set<string>; original: string }

function countryPhraseIndex(): Map<string, CountryPhrase> {
  const byPhrase = new Map<string, CountryPhrase>();
  const add = (phrase: string, code: string): void => {
    const p = normPhrase(phrase);
    if (!p) return;
    const e = byPhrase.get(p) ?? { codes: new Set<string>(), original: phrase };
    e.codes.add(code);
    byPhrase.set(p, e);
  };
  for (const [code, names] of Object.entries(I18N)) for (const n of Array.isArray(names) ? names : [names]) add(n, code);
  for (const [code, names] of Object.entries(EXTRA_COUNTRY_ALIASES)) for (const n of names) add(n, code);
  for (const [code, names] of Object.entries(DEMONYMS)) {
    // Plural people-words too ("Chileans"); -ese/-ish/-ch/-ss forms have no plural in -s.
    for (const n of names) { add(n, code); if (!/(?:ese|ish|ch|ss)$/.test(n)) add(`${n}s`, code); }
  }
  return byPhrase;
}

const COUNTRY_PHRASES = countryPhraseIndex();

/** ISO alpha-2 code of a country name, or undefined when unknown or ambiguous ("Congo"). */
export function countryCode(name: string): string | undefined {
  const e = COUNTRY_PHRASES.get(normPhrase(name));
  return e && e.codes.size === 1 ? [...e.codes][0] : undefined;
}

export function entityKey(def: DatasetDef, name: string): EntityKey {
  switch (def.entity.kind) {
    case 'country': return `country:${countryCode(name) ?? normPhrase(name)}`;
    case 'us_state': return `us_state:${name}`;
    case 'city': return `city:${name}`;
    case 'place': return `place:${name}`;
    case 'series': return `series:${def.id}:${name}`;
  }
}

/** Alias index over every country name (in a dataset or not, so "Sweden" is recognised) and each dataset's entities. */
export function buildAliasIndex(datasets: readonly { def: DatasetDef; entities: readonly string[] }[]): AliasIndex {
  const phrases = new Map<string, AliasEntry>();
  const names = new Map<EntityKey, string>();
  const absent = new Map<string, { datasetId: string; message: string }[]>();
  let maxTokens = 1;
  const add = (alias: string, key: EntityKey): void => {
    const p = normPhrase(alias);
    if (!p) return;
    maxTokens = Math.max(maxTokens, p.split(' ').length);
    const e = phrases.get(p) ?? { keys: new Set<EntityKey>(), caseSensitive: isCaseSensitiveAlias(alias) };
    // A phrase also listed in mixed case ("Iowa") is not case-restricted.
    if (!isCaseSensitiveAlias(alias)) e.caseSensitive = false;
    e.keys.add(key);
    phrases.set(p, e);
  };
  for (const [code, names0] of Object.entries(I18N)) {
    names.set(`country:${code}`, Array.isArray(names0) ? (names0[0] as string) : names0);
  }
  for (const { codes, original } of COUNTRY_PHRASES.values()) {
    if (codes.size !== 1) continue; // "Congo" names two countries: not an alias
    add(original, `country:${[...codes][0] as string}`);
  }
  for (const { def, entities } of datasets) {
    for (const name of entities) {
      const key = entityKey(def, name);
      names.set(key, name);
      // Wide-table column ids read better with spaces (retail_trade → retail trade).
      add(def.entity.wideColumns ? name.replace(/_/g, ' ') : name, key);
      for (const a of def.entity.aliases?.[name] ?? []) add(a, key);
      if (def.entity.kind === 'us_state') for (const a of STATE_ALIASES[name] ?? []) add(a, key);
    }
    for (const [word, message] of Object.entries(def.entity.absent ?? {})) {
      const key = normPhrase(word);
      absent.set(key, [...(absent.get(key) ?? []), { datasetId: def.id, message }]);
    }
  }
  return { phrases, absent, maxTokens, names };
}
