import type { DatasetDef } from '../types.ts';

/**
 * The built-in catalog: ten files of vega-datasets@3.2.1 (claims.md §1).
 * Hashes are of the files as shipped in the npm package; the loader refuses a file that differs.
 */
export const VEGA_PACKAGE = 'vega-datasets@3.2.1';

const GAPMINDER_ATTR = 'Free data from Gapminder.org, CC-BY 4.0';
const BLS_ATTR =
  'Source: U.S. Bureau of Labor Statistics. BLS.gov cannot vouch for the data or analyses derived from these data after the data have been retrieved from BLS.gov.';
const CC_BY = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };
const US_GOV = { name: 'U.S. Government work (public domain)', url: 'https://www.usa.gov/government-works' };

const YEARS_ABS = { kind: 'abs', value: 1 } as const;
const REL5 = { kind: 'rel', value: 0.05 } as const;

const CES_COLUMNS = [
  'nonfarm', 'private', 'goods_producing', 'service_providing', 'private_service_providing',
  'mining_and_logging', 'construction', 'manufacturing', 'durable_goods', 'nondurable_goods',
  'trade_transportation_utilties', 'wholesale_trade', 'retail_trade', 'transportation_and_warehousing',
  'utilities', 'information', 'financial_activities', 'professional_and_business_services',
  'education_and_health_services', 'leisure_and_hospitality', 'other_services', 'government',
];

const INCOME_BRACKETS = [
  '<10000', '10000 to 14999', '15000 to 24999', '25000 to 34999', '35000 to 49999',
  '50000 to 74999', '75000 to 99999', '100000 to 149999', '150000 to 199999', '200000+',
];

export const BUILTIN_DATASETS: DatasetDef[] = [
  {
    id: 'gapminder',
    title: 'Gapminder: life expectancy, fertility and population, 1955–2005',
    file: 'gapminder.json',
    format: 'json',
    package: VEGA_PACKAGE,
    sha256: '70630efd862153116c1518a098a5a3bc4ca8c9f037306f86fba282a2720909b9',
    gitBlobSha1: '8cb2f0fc23ce612e5f0c7bbe3dcac57f6764b7b3',
    merkleRoot: '92bbab8e16139f8636b805fbf2a7c50116375de92dab6f064fbcfab28d90495c',
    entity: { column: 'country', kind: 'country', noun: 'country', complete: false },
    time: { kind: 'year', column: 'year', grain: 'year', stepYears: 5 },
    metrics: [
      { id: 'gapminder.life_expect', column: 'life_expect', label: 'life expectancy at birth', unit: 'years', concepts: ['life_expectancy'], sigma: YEARS_ABS, yearAgg: 'mean' },
      { id: 'gapminder.fertility', column: 'fertility', label: 'fertility rate', unit: 'children per woman', concepts: ['fertility'], sigma: { kind: 'abs', value: 0.1 }, yearAgg: 'mean' },
      { id: 'gapminder.pop', column: 'pop', label: 'population', unit: 'people', concepts: ['population'], sigma: REL5, yearAgg: 'mean' },
    ],
    original: { publisher: 'Gapminder Foundation', url: 'https://www.gapminder.org/data/documentation/', version: 'life expectancy v14, population v7, fertility v14' },
    licence: CC_BY,
    attribution: GAPMINDER_ATTR,
    caveats: ['Gapminder fills gaps with estimates', 'Every 5 years only; values between observations are not interpolated'],
    coverageText: '62 countries, every 5 years 1955–2005',
  },
  {
    id: 'gapminder-health-income',
    title: 'Gapminder: health and income snapshot (c. 2015)',
    file: 'gapminder-health-income.csv',
    format: 'csv',
    package: VEGA_PACKAGE,
    sha256: '27366350362387628fa50ad9db85358e60bb31c3b7a3523e4e11e9561ca64eda',
    gitBlobSha1: 'abce37a932917085023a345b1a004396e9355ac3',
    merkleRoot: '3878a1930c9a7ff745ac4e2414c7f332622a1edc5914e881ecbf28c9adc5d2db',
    entity: { column: 'country', kind: 'country', noun: 'country', complete: false },
    time: { kind: 'snapshot', grain: 'snapshot', snapshotLabel: 'undated snapshot, c. 2015' },
    metrics: [
      { id: 'gapminder_hi.income', column: 'income', label: 'GDP per capita (PPP)', unit: 'international $', concepts: ['income_per_person'], sigma: REL5, yearAgg: 'mean' },
      { id: 'gapminder_hi.health', column: 'health', label: 'life expectancy', unit: 'years', concepts: ['life_expectancy'], sigma: YEARS_ABS, yearAgg: 'mean' },
      { id: 'gapminder_hi.population', column: 'population', label: 'population', unit: 'people', concepts: ['population'], sigma: REL5, yearAgg: 'mean' },
    ],
    original: { publisher: 'Gapminder Foundation', url: 'https://www.gapminder.org' },
    licence: CC_BY,
    attribution: GAPMINDER_ATTR,
    caveats: ['Undated snapshot: populations match UN 2015 estimates'],
    coverageText: '187 countries, one undated snapshot (c. 2015)',
  },
  {
    id: 'co2-concentration',
    title: 'Atmospheric CO2 at Mauna Loa (Scripps), monthly 1958–2020',
    file: 'co2-concentration.csv',
    format: 'csv',
    package: VEGA_PACKAGE,
    sha256: 'c1a4a970864145940a28225cae288618b156cb32f9a2a1b6606ba7124134febb',
    gitBlobSha1: 'b8715cbd2a8d0c139020a73fdb4d231f8bde193a',
    merkleRoot: '6d69c48d0ea146542d3d1a552a15384fd82e56787be41fe90a981d9a9e3d9961',
    entity: {
      fixed: 'Mauna Loa', kind: 'place', noun: 'station', complete: true,
      aliases: { 'Mauna Loa': ['Mauna Loa', 'Mauna Loa Observatory', 'atmosphere', 'the atmosphere', 'Hawaii'] },
    },
    time: { kind: 'date', column: 'Date', grain: 'month' },
    metrics: [
      { id: 'co2.ppm', column: 'CO2', label: 'CO2 concentration', unit: 'ppm', concepts: ['co2'], sigma: REL5, yearAgg: 'mean' },
      { id: 'co2.ppm_adjusted', column: 'adjusted CO2', label: 'seasonally adjusted CO2 concentration', unit: 'ppm', adjusted: true, concepts: ['co2_adjusted'], sigma: REL5, yearAgg: 'mean' },
    ],
    original: { publisher: 'Scripps CO2 Program', url: 'https://scrippsco2.ucsd.edu/data/atmospheric_co2/primary_mlo_co2_record' },
    licence: CC_BY,
    attribution: 'Data from the Scripps CO2 Program (C. D. Keeling, S. J. Walker et al.), CC BY 4.0',
    caveats: ['1958 and 1964 have missing months'],
    coverageText: 'Mauna Loa, monthly March 1958 – April 2020',
  },
  {
    id: 'global-temp',
    title: 'NASA GISTEMP global surface temperature anomaly, 1880–2023',
    file: 'global-temp.csv',
    format: 'csv',
    package: VEGA_PACKAGE,
    sha256: '5933dcb6d5e7fc5c0c241b956b802de2b02da12d0914d06031030579a0f1443b',
    gitBlobSha1: '01a4f05ed45ce939307dcd9bc4e75ed5cd1ab202',
    merkleRoot: 'e87921001721493eae3c79cd4beec7d99e3ffb34f0f4a57ecd0f8bbb39c94298',
    entity: {
      fixed: 'Global', kind: 'place', noun: 'series', complete: true,
      aliases: { Global: ['global', 'globe', 'world', 'the world', 'earth', 'planet', 'worldwide', 'NASA', 'GISTEMP', 'GISS'] },
    },
    time: { kind: 'year', column: 'year', grain: 'year' },
    metrics: [
      { id: 'gistemp.anomaly', column: 'temp', label: 'surface temperature anomaly (vs 1951–1980)', unit: '°C', concepts: ['global_temperature'], sigma: { kind: 'abs', value: 0.05 }, yearAgg: 'mean' },
    ],
    original: { publisher: 'NASA Goddard Institute for Space Studies', url: 'https://data.giss.nasa.gov/gistemp/' },
    licence: US_GOV,
    attribution: 'GISTEMP Team, NASA Goddard Institute for Space Studies',
    caveats: ['Anomaly relative to the 1951–1980 mean, not an absolute temperature'],
    coverageText: 'global, yearly 1880–2023',
  },
  {
    id: 'iowa-electricity',
    title: 'Iowa net electricity generation by source (EIA), 2001–2017',
    file: 'iowa-electricity.csv',
    format: 'csv',
    package: VEGA_PACKAGE,
    sha256: '6071c2e657d91509885a1f3eec0884b2854d66990b5c556dbead15e263f9506b',
    gitBlobSha1: '214238f23d7a57e3398f4e9f1e87e61abb23cafc',
    merkleRoot: '579beb3c42428c58bb534a65bca08940c675c678f3661e87a1e66479612b61eb',
    entity: {
      column: 'source', kind: 'series', noun: 'source', complete: true, scope: ['us_state:Iowa'],
      aliases: {
        'Fossil Fuels': ['fossil fuels', 'fossil fuel', 'fossil', 'fossil-fuel power', 'fossil power'],
        'Nuclear Energy': ['nuclear', 'nuclear power', 'nuclear energy', 'nuclear plants', 'nuclear generation'],
        Renewables: ['renewables', 'renewable energy', 'renewable sources', 'renewable power', 'renewable'],
      },
      absent: {
        wind: 'wind is not broken out of Renewables', 'wind power': 'wind is not broken out of Renewables', 'wind turbines': 'wind is not broken out of Renewables',
        solar: 'solar is not broken out of Renewables', hydro: 'hydro is not broken out of Renewables', hydropower: 'hydro is not broken out of Renewables',
        coal: 'coal is not broken out of Fossil Fuels', 'natural gas': 'natural gas is not broken out of Fossil Fuels', gas: 'gas is not broken out of Fossil Fuels', oil: 'oil is not broken out of Fossil Fuels',
      },
    },
    time: { kind: 'year', column: 'year', grain: 'year' },
    metrics: [
      { id: 'iowa.net_generation', column: 'net_generation', label: 'net electricity generation', unit: 'MWh', scale: 1000, concepts: ['electricity'], sigma: REL5, yearAgg: 'sum' },
    ],
    original: { publisher: 'U.S. Energy Information Administration', url: 'https://www.eia.gov/electricity/data/browser/' },
    licence: US_GOV,
    attribution: 'Source: U.S. Energy Information Administration',
    caveats: ['Three aggregate sources only (no wind, coal or gas breakdown)'],
    coverageText: 'Iowa, 3 sources, yearly 2001–2017',
  },
  {
    id: 'unemployment-across-industries',
    title: 'US unemployment by industry (BLS CPS table A-31), monthly 2000–2010',
    file: 'unemployment-across-industries.json',
    format: 'json',
    package: VEGA_PACKAGE,
    sha256: 'c12e32b5b8bf66d5ce40081a22b5557b2a8649dbdcbe03028b3df65cd66257a1',
    gitBlobSha1: '4d769356c95c40a9807a7d048ab81aa56ae77df0',
    merkleRoot: 'c45c090ec49580ec7864b5c82cf819b7c21f0cf69fc5cd017e706a9a4aa81be5',
    entity: {
      column: 'series', kind: 'series', noun: 'industry', complete: false, scope: ['country:US'],
      aliases: {
        Government: ['government', 'public sector', 'government workers'],
        'Business services': ['business services', 'professional and business services'],
        Construction: ['construction', 'construction sector', 'construction industry', 'construction workers'],
        'Education and Health': ['education and health', 'education and health services', 'education', 'health care', 'healthcare'],
        Finance: ['finance', 'financial', 'financial activities', 'finance sector', 'financial sector', 'finance industry'],
        Information: ['information', 'information sector', 'information industry'],
        'Leisure and hospitality': ['leisure and hospitality', 'hospitality', 'leisure'],
        Manufacturing: ['manufacturing', 'manufacturing sector', 'factory workers'],
        'Mining and Extraction': ['mining and extraction', 'mining', 'extraction'],
        Other: ['other industries', 'other services'],
        'Self-employed': ['self-employed', 'self-employed workers', 'self employed'],
        'Transportation and Utilities': ['transportation and utilities', 'transportation', 'utilities'],
        'Wholesale and Retail Trade': ['wholesale and retail trade', 'retail', 'wholesale', 'retail trade', 'trade'],
        Agriculture: ['agriculture', 'agricultural', 'farming', 'farm workers'],
      },
    },
    time: { kind: 'year-month', column: 'year', monthColumn: 'month', grain: 'month' },
    metrics: [
      { id: 'cps.unemployment_rate', column: 'rate', label: 'unemployment rate', unit: '%', concepts: ['unemployment_rate'], sigma: { kind: 'abs', value: 0.3 }, yearAgg: 'mean', caveats: ['Apparently not seasonally adjusted (strong winter peaks)'] },
      { id: 'cps.unemployed', column: 'count', label: 'unemployed people', unit: 'people', scale: 1000, concepts: ['unemployed_count'], sigma: REL5, yearAgg: 'mean', caveats: ['Apparently not seasonally adjusted (strong winter peaks)'] },
    ],
    original: { publisher: 'U.S. Bureau of Labor Statistics (CPS)', url: 'https://www.bls.gov/web/empsit/cpseea31.htm' },
    licence: US_GOV,
    attribution: BLS_ATTR,
    caveats: ['Monthly, apparently not seasonally adjusted'],
    coverageText: '14 US industry series, monthly January 2000 – February 2010',
  },
  {
    id: 'us-employment',
    title: 'US nonfarm employment by supersector (BLS CES), monthly 2006–2015',
    file: 'us-employment.csv',
    format: 'csv',
    package: VEGA_PACKAGE,
    sha256: '0fa5366929bf738ac420509b84ed120155f740b0fa9c265ca309dad4057d1b1b',
    gitBlobSha1: '8795be57cf1e004f4ecba44cab2b324a074330df',
    merkleRoot: '15302e0bd66426c9143609e135f0840213f88c3988853deafadebdccc8508365',
    entity: {
      wideColumns: CES_COLUMNS, kind: 'series', noun: 'sector', complete: false, scope: ['country:US'], default: 'nonfarm',
      // BLS CES: nonfarm = goods-producing + service-providing = private + government; the supersectors
      // add up to nonfarm, and some have parts of their own. A ranking compares one level with itself.
      rankGroups: [
        { label: 'supersectors', members: ['mining_and_logging', 'construction', 'manufacturing', 'trade_transportation_utilties', 'information', 'financial_activities', 'professional_and_business_services', 'education_and_health_services', 'leisure_and_hospitality', 'other_services', 'government'] },
        { label: 'parts of nonfarm (private and government)', members: ['private', 'government'] },
        { label: 'parts of nonfarm (goods-producing and service-providing)', members: ['goods_producing', 'service_providing'] },
        { label: 'parts of manufacturing', members: ['durable_goods', 'nondurable_goods'] },
        { label: 'parts of trade, transportation and utilities', members: ['wholesale_trade', 'retail_trade', 'transportation_and_warehousing', 'utilities'] },
      ],
      aliases: {
        nonfarm: ['nonfarm', 'non-farm', 'nonfarm payrolls', 'total nonfarm', 'payrolls', 'the economy', 'employers', 'total employment'],
        private: ['private', 'private sector', 'private employers'],
        goods_producing: ['goods-producing', 'goods producing'],
        service_providing: ['service-providing', 'service providing', 'services'],
        private_service_providing: ['private service-providing', 'private services'],
        mining_and_logging: ['mining and logging', 'mining', 'logging'],
        construction: ['construction', 'construction sector', 'construction industry'],
        manufacturing: ['manufacturing', 'manufacturing sector', 'factories'],
        durable_goods: ['durable goods', 'durable goods manufacturing'],
        nondurable_goods: ['nondurable goods', 'non-durable goods'],
        trade_transportation_utilties: ['trade, transportation and utilities', 'trade transportation and utilities'],
        wholesale_trade: ['wholesale trade', 'wholesale'],
        retail_trade: ['retail trade', 'retail', 'retailers', 'retail sector'],
        transportation_and_warehousing: ['transportation and warehousing', 'transportation', 'warehousing'],
        utilities: ['utilities'],
        information: ['information', 'information sector'],
        financial_activities: ['financial activities', 'finance', 'financial sector', 'financial'],
        professional_and_business_services: ['professional and business services', 'business services', 'professional services'],
        education_and_health_services: ['education and health services', 'education and health', 'health care', 'healthcare', 'education'],
        leisure_and_hospitality: ['leisure and hospitality', 'hospitality', 'leisure'],
        other_services: ['other services'],
        government: ['government', 'public sector'],
      },
    },
    time: { kind: 'date', column: 'month', grain: 'month' },
    metrics: [
      { id: 'ces.employment', column: '*', label: 'employment (seasonally adjusted)', unit: 'jobs', adjusted: true, scale: 1000, concepts: ['jobs'], sigma: REL5, yearAgg: 'mean' },
      { id: 'ces.nonfarm_change', column: 'nonfarm_change', label: 'monthly change in nonfarm payrolls', unit: 'jobs', scale: 1000, concepts: ['jobs_change'], sigma: REL5, yearAgg: 'sum' },
    ],
    original: { publisher: 'U.S. Bureau of Labor Statistics (CES)', url: 'https://www.bls.gov/ces/' },
    licence: US_GOV,
    attribution: BLS_ATTR,
    caveats: ['Seasonally adjusted, thousands of jobs'],
    coverageText: 'US nonfarm payrolls and 21 supersectors, monthly 2006–2015',
  },
  {
    id: 'weather',
    title: 'Daily weather in Seattle and New York (NOAA), 2012–2015',
    file: 'weather.csv',
    format: 'csv',
    package: VEGA_PACKAGE,
    sha256: '27219f1ca8dbd94c9b6f4b9f4f52ab2f1eb33dfdcf719cd9fc6481ed50b74549',
    gitBlobSha1: '0e7e853f4c5b67615da261d5d343824a43510f50',
    merkleRoot: '5075e61501a395712050905c227fe6a0f1e791ed359f0436cc21874a39ad61c8',
    entity: {
      column: 'location', kind: 'city', noun: 'city', complete: false,
      aliases: { Seattle: ['Seattle', 'Seattle, WA', 'Seattle WA'], 'New York': ['New York', 'New York City', 'NYC', 'NY', 'Manhattan'] },
      absent: { wind: 'wind speeds are not verified (the unit is inconsistent: metadata says km/h, values look like m/s)' },
    },
    time: { kind: 'date', column: 'date', grain: 'day' },
    metrics: [
      { id: 'weather.precipitation', column: 'precipitation', label: 'precipitation', unit: 'mm', concepts: ['precipitation'], sigma: REL5, yearAgg: 'sum' },
      { id: 'weather.temp_max', column: 'temp_max', label: 'daily maximum temperature', unit: '°C', concepts: ['temp_max'], sigma: { kind: 'abs', value: 0.5 }, yearAgg: 'mean' },
      { id: 'weather.temp_min', column: 'temp_min', label: 'daily minimum temperature', unit: '°C', concepts: ['temp_min'], sigma: { kind: 'abs', value: 0.5 }, yearAgg: 'mean' },
    ],
    original: { publisher: 'NOAA Climate Data Online', url: 'https://www.ncdc.noaa.gov/cdo-web/' },
    licence: US_GOV,
    attribution: 'Source: NOAA National Centers for Environmental Information, Climate Data Online',
    caveats: ['The weather category column is synthetic and is not used'],
    coverageText: 'Seattle and New York, daily 2012–2015',
  },
  {
    id: 'income',
    title: 'US household income distribution by state (Census ACS 3-year, 2013)',
    file: 'income.json',
    format: 'json',
    package: VEGA_PACKAGE,
    sha256: 'c04ac5db8f263ccfe43250fce2c4e808e362d5ccf6c5b904f029bc2b1ae5d260',
    gitBlobSha1: '50bc780ef4a81e4f67c5ab2686ff10ba9798a951',
    merkleRoot: '42e2ac8dcec3c718593353ffdd7deaceb39d194d389ea0e2b1b2c7bcb18acd87',
    entity: { column: 'name', kind: 'us_state', noun: 'state', complete: true },
    time: { kind: 'fixed-year', grain: 'year', fixedYear: 2013 },
    dims: ['group'],
    metrics: [
      ...INCOME_BRACKETS.map((g) => ({
        id: `acs.household_income_share[${g.replace(/ to /, '-').replace('<', '0-')}]`,
        column: 'pct', label: `share of households with income ${bracketLabel(g)}`, unit: '%', scale: 100,
        concepts: ['household_income_share'], sigma: { kind: 'abs', value: 1 } as const, yearAgg: 'mean' as const, dims: { group: g },
      })),
      { id: 'acs.households', column: 'total', label: 'households', unit: 'households', concepts: ['households'], sigma: REL5, yearAgg: 'mean', dims: { group: '<10000' } },
    ],
    original: { publisher: 'U.S. Census Bureau, American Community Survey 3-year estimates (2013)', url: 'https://www.census.gov/data/developers/data-sets/acs-3year/2013.html' },
    licence: { name: 'Census Bureau Data API Terms of Service', url: 'https://www.census.gov/data/developers/about/terms-of-service.html' },
    attribution: 'This product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau.',
    caveats: ['Survey estimates with sampling error; 2013 only'],
    coverageText: '50 states, DC and Puerto Rico, 2013 only',
  },
  {
    id: 'population',
    title: 'US population by age and sex (IPUMS USA census samples), 1850–2000',
    file: 'population.json',
    format: 'json',
    package: VEGA_PACKAGE,
    sha256: '6fb13672c09b115c6b76322b13f43ab0a92a2813621370c355f15808be402597',
    gitBlobSha1: '680fd336e777314198450721c31227a11f02411f',
    merkleRoot: 'd99aa3c72cfcb76a10f830a5bfcc6a9935bc3212525aeccd5abf24c6cc986be7',
    entity: { fixed: 'United States', kind: 'place', noun: 'country', complete: true, scope: ['country:US'], requireMention: true },
    time: { kind: 'year', column: 'year', grain: 'year', stepYears: 10 },
    dims: ['age', 'sex'],
    metrics: [
      { id: 'ipums.population', column: 'people', label: 'population (census sample estimate)', unit: 'people', concepts: ['population'], sigma: REL5, yearAgg: 'mean', sumOverDims: true },
    ],
    original: { publisher: 'IPUMS USA, University of Minnesota', url: 'https://usa.ipums.org/usa/', version: '6.0' },
    licence: { name: 'IPUMS terms of use', url: 'https://www.ipums.org/about/terms' },
    attribution: 'Steven Ruggles et al. Integrated Public Use Microdata Series: Version 6.0. Minneapolis: University of Minnesota, 2015.',
    caveats: ['Sample-weighted estimates from census microdata samples', 'No 1890 census (records lost)'],
    coverageText: 'United States, census years 1850–2000 except 1890',
  },
];

function bracketLabel(g: string): string {
  if (g === '<10000') return 'under $10,000';
  if (g === '200000+') return '$200,000 or more';
  const [lo, hi] = g.split(' to ').map(Number);
  return `$${usd(lo ?? 0)}–$${usd(hi ?? 0)}`;
}

/** 12345 → "12,345" without locale data (deterministic everywhere). */
function usd(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
