/** Figures the public site states; each one is a promise the product keeps or a measured constant. */
export const ABOUT_STATS = [
  { value: '50M+', label: 'Data points verified' },
  { value: '500+', label: 'Clients' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
] as const;

export const MARKETING = {
  counterHypotheses: '3+',
  bayesianScore: '95%',
  costReductionPer10x: 0.15,
  targetCostPerAnalysis: 0.003,
  margin: '70%+',
  demoContactHours: 24,
  enterpriseResponseHours: 2,
  uptime: '99.9%',
} as const;
