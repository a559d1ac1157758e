/**
 * Example claims for the landing demo, all phrased against the shipped catalog (claims.md §1),
 * plus one it does not cover, to show that the answer is then "not verifiable", never a guess.
 * Kept here rather than imported from the engine so no catalog code reaches the landing bundle.
 */
export const DEMO_EXAMPLES = [
  "Japan's life expectancy was above 80 in 2005",
  'Between 1990 and 2010 the CO2 concentration at Mauna Loa rose by more than 10%',
  "India's fertility rate was below 2 in 2005",
  'About 1.3 billion people lived in China in 2005',
  'Seattle got more than 1,000 mm of precipitation in 2015',
  "Germany's GDP grew by 3% in 2019",
] as const;
